#pragma once

#include "core/verify/fabricdiff.h"
#include "core/verify/plannedlinks.h"

#include <string>
#include <vector>

namespace fabric {

// verify's report for people: a summary line, then the differences grouped by rack, each naming
// the plan's device and port at both ends and the cable's id.
std::string verifyText(const VerifyResult &result, const std::vector<PlannedLink> &planned, const PlanPorts &ports,
                       const std::string &source);

// The same as JSON, by kind: {"as_planned", "planned_links", "observed_links", "links_as_planned",
// "missing", "extra", "miswired", "speed", "unknown_devices", "other_fabric", "strangers"}.
std::string verifyJson(const VerifyResult &result, const std::vector<PlannedLink> &planned);

} // namespace fabric
