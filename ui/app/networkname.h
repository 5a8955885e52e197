#pragma once

#include "core/design/networkspec.h"

#include <QString>

namespace fabric::ui {

// A network's name as the window shows it (the Export menu's network submenus, the topology
// view's selector, the Design dock's network groups).
QString networkName(NetworkRole role);

} // namespace fabric::ui
