#pragma once

#include "core/design/networkspec.h"
#include "core/sizing/sizing.h"
#include "core/topology/topology.h"

#include <QString>

#include <string>

namespace fabric::render {

// The domain's words for values core names in English (its toString() is for files and the CLI),
// in the interface language: the window and the PDF quote show these.
QString tierName(Tier tier);         // leaf, spine, core
QString switchTierTitle(Tier tier);  // Leaf switches, Spine switches, Core switches
QString linkTierName(LinkTier tier); // node-leaf, management-leaf, leaf-spine, spine-core, peer-link, oob-uplink
// As core's linkKindName: a link of the OOB network is "device-oob".
QString linkTierName(LinkTier tier, NetworkRole network);
// A bill of materials category (Compute, Switches, NICs, Transceivers, Cables, Fibre, Fabric managers,
// Spares); a category core does not know of is shown as it is.
QString bomCategoryName(const std::string &category);
// A currency's name: ISO 4217's for its code, translated; else fallback as it is.
QString currencyName(const std::string &code, const std::string &fallback = {});

} // namespace fabric::render
