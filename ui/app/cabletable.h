#pragma once

#include "ui/app/planrunner.h"

#include <optional>

class QComboBox;
class QTableView;

namespace fabric::ui {

// The cabling table's columns as people read them at 1280 x 720 beside the docks (a table some
// 600 px wide): each link's ends, then what to order for it (lengths, medium, part numbers),
// then its tier and racks. Widths come from the font, not the contents: measuring tens of
// thousands of rows costs a frame. Copies and the model keep the model's order.
void arrangeCableColumns(QTableView *table);

// After each plan: the link number as wide as the largest one, the device columns as wide as the
// compute fabric's longest names (found by their length, one measured), and the network column
// only where the plan has several networks (with one, every line would name the compute fabric).
void fitCableColumns(QTableView *table, const PlanPtr &plan);

// The networks the table can show one at a time, after each plan: "All networks", then each of the
// plan's (the item data is its NetworkRole as an int, none for all), the choice kept where the new
// plan has it; hidden when the plan has one network. Returns the network chosen, without a signal.
std::optional<NetworkRole> fillCableNetworks(QComboBox *box, const PlanPtr &plan);

} // namespace fabric::ui
