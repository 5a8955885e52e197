#pragma once

#include <QString>

namespace fabric::ui {

// The design fields the panel shows, by the names diagnostics use for them.
enum class DesignField { None, Name, Platform, Nodes, Gpus, Rails, Fabric, LinkSpeed, Switch,
                         Oversubscription, SuSize, Planes, Sharp, Management, RackPower, RacksPerRow,
                         SwitchPlacement, Networks };

// Maps a diagnostic's field ("nodes", "switchModel", "$.design.floor.rackPowerKw", "--su-size")
// to the panel's field.
DesignField designFieldFromName(const QString &name);
QString fieldLabel(const QString &name);

} // namespace fabric::ui
