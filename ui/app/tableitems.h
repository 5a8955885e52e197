#pragma once

#include <QString>

class QTableWidgetItem;

namespace fabric::ui {

// A table cell that shows text the user cannot edit (a name, a default, a source).
QTableWidgetItem *fixedItem(const QString &text);

} // namespace fabric::ui
