#pragma once

#include "ui/app/planrunner.h"

class QTableView;

namespace fabric::ui {

// The cabling table's columns as people read them at 1280 x 720 beside the docks (a table some
// 600 px wide): each link's ends, then what to order for it (lengths, medium, part numbers),
// then its tier and racks. Widths come from the font, not the contents: measuring tens of
// thousands of rows costs a frame. Copies and the model keep the model's order.
void arrangeCableColumns(QTableView *table);

// After each plan: the link number as wide as the largest one, and the network column only where
// the plan has several networks (with one, every line would name the compute fabric).
void fitCableColumns(QTableView *table, const PlanPtr &plan);

} // namespace fabric::ui
