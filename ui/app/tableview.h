#pragma once

class QTableView;
class QWidget;

namespace fabric::ui {

// A read-only table as the window's views show one: sortable, whole rows selected, no row
// numbers, one line a row, the last column filling the width.
QTableView *makeTable(QWidget *parent);

} // namespace fabric::ui
