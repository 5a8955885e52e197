#pragma once

#include "core/design/networkspec.h"

#include <QString>

namespace fabric::ui {

// A network's name as the window shows it (the Export menu's network submenus, the topology
// view's selector, the Design dock's network groups): core's networkTitle, translated, the name
// the quote and the sheets print too.
QString networkName(NetworkRole role);
// Where room is short (the Figures dock, the Design dock's network groups): core's
// networkShortTitle, translated. "Storage".
QString networkShortName(NetworkRole role);

} // namespace fabric::ui
