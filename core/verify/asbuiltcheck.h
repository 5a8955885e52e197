#pragma once

#include "core/common/expected.h"
#include "core/design/networkspec.h"
#include "core/plan/plan.h"
#include "core/verify/asbuilt.h"
#include "core/verify/fabricdiff.h"
#include "core/verify/plannedlinks.h"

#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace fabric {

// The fabric as built against the plan, as verify (CLI) and Import > As-built (window) both do
// it: discovery files read and parsed, then compared with the links of the planned network.

enum class AsBuiltFormat { Ibnetdiscover, Lldp };

// An lldpctl JSON table starts with '{'; anything else is taken as ibnetdiscover output.
AsBuiltFormat detectAsBuiltFormat(std::string_view text);

// What discovery files showed, read once and kept: a window checks it again after each re-plan.
struct AsBuiltFabric
{
    ObservedFabric observed;
    AsBuiltFormat format = AsBuiltFormat::Ibnetdiscover;
    std::string source;                       // the file, or "3 LLDP tables"
    std::map<std::string, std::string> names; // a site's device names to the plan's (--names)
    std::string namesFile;                    // where they came from, when read by readAsBuilt
    std::map<std::string, int> nameLines;     // the line of namesFile that gave each site name
};

// One discovery file. device names the device an LLDP table was taken on (lldpctl does not print
// it); when empty, the file's stem does ("leaf-01.json" is leaf-01's table).
struct DiscoveryFile
{
    std::string path;
    std::string device;
};

// "leaf-01=table.json" as verify's --lldp takes it: the device, then the file.
DiscoveryFile lldpFileArgument(const std::string &word);

// Reads discovery files: ibnetdiscover output (one file per subnet) or lldpctl JSON tables (one per
// device). format, when given, is what every file must be; otherwise each file's is detected, and
// they must agree; a file given twice (or a link to one given) is refused, since the same subnet
// read twice would pass for two. namesFile is read when not empty. Fails with the file and line at
// fault.
Expected<AsBuiltFabric> readAsBuilt(const std::vector<DiscoveryFile> &files, std::optional<AsBuiltFormat> format,
                                    const std::string &namesFile);

// fabric with the names of a "SITE-NAME PLAN-NAME" file (names, nameLines and namesFile), as
// readAsBuilt reads verify's --names; fails with the file and line of the first bad entry (a line
// that is not a pair, a site or plan name given twice).
Expected<AsBuiltFabric> withNamesFile(AsBuiltFabric fabric, const std::string &namesFile);

// Why the names file cannot be right for this plan: a device the discovery files found is named
// after a device the plan does not have (FILE:LINE, the plan's name and the site's). A line for
// a device not found says nothing (a site's file may name more than one fabric). Nothing when
// every name it applies is the plan's.
std::optional<std::string> unplannedNameProblem(const Plan &plan, const AsBuiltFabric &fabric);

// The result of one check, with what a report needs to describe it.
struct AsBuiltCheck
{
    NetworkRole role = NetworkRole::Compute;
    PortNaming naming = PortNaming::Number;
    std::vector<PlannedLink> planned;
    VerifyResult result;
};

// Checks fabric against a network of plan: role's, or when none is given the network of the file's
// technology (InfiniBand for ibnetdiscover, Ethernet for LLDP) that shares the most devices with it.
// Fails when the plan has no such network.
Expected<AsBuiltCheck> checkAsBuilt(const Plan &plan, const AsBuiltFabric &fabric, std::optional<NetworkRole> role,
                                    bool ignoreSpeed);

} // namespace fabric
