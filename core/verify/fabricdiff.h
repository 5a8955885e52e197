#pragma once

#include "core/common/expected.h"
#include "core/verify/asbuilt.h"

#include <map>
#include <string>
#include <string_view>
#include <vector>

namespace fabric {

// One end of a planned link, with what an installer needs to find it.
struct PlannedEnd
{
    std::string device;
    std::string port;      // the key a discovery tool's port is matched on (ObservedEnd::port)
    std::string portLabel; // as the cabling plan prints it
    std::string rack;      // empty when unplaced
    int unit = 0;          // 0 when unplaced
    int portNumber = 0;    // the device's port
};

// A link of the plan, by the cable that carries it.
struct PlannedLink
{
    int cable = 0;     // the cable's number: the cabling plan's Link column
    std::string label; // the id on its labels (cableLabelId)
    PlannedEnd a;
    PlannedEnd b;
    double speedGbps = 0.0;
};

enum class DifferenceKind { Missing, Extra, Miswired, Speed, UnknownDevice };

// One way the fabric as built differs from the plan. planned holds the planned links it
// concerns (indices into the planned list): the missing link, the link run at the wrong speed,
// or for a miswired link the planned links of its two ends (one or two).
struct Difference
{
    DifferenceKind kind = DifferenceKind::Missing;
    std::vector<int> planned;
    ObservedLink observed;  // extra, miswired, speed
    std::string device;     // unknown device
    std::string rack;       // the rack it is reported under; empty when none
};

// A host that is part of a planned device (a compute tray of an NVL72 rack): its ports are the
// device's portOffset + 1 to portOffset + ports.
struct HostInDevice
{
    std::string device;
    int portOffset = 0;
    int ports = 0;
};

struct VerifyOptions
{
    bool ignoreSpeed = false;
    std::map<std::string, std::string> names; // a site's device names to the plan's
    // Hosts by name (after names): an InfiniBand port number is the host's, and an interface
    // name (LLDP) is one of the host's ports.
    std::map<std::string, HostInDevice> hostsInDevices;
};

struct VerifyResult
{
    std::vector<Difference> differences; // by rack, then kind, then cable
    int plannedLinks = 0;
    int observedLinks = 0;
    int asPlanned = 0;                   // links found as planned (speed aside)
    // The fabric shares too few devices with the plan to be compared link by link: then
    // differences is empty and strangers holds the first devices that are not in the plan.
    bool otherFabric = false;
    std::vector<std::string> strangers;

    bool clean() const { return !otherFabric && differences.empty(); }
    int count(DifferenceKind kind) const;
};

// The fabric as built against the plan's links. Speed differences are warnings: they count as
// differences unless ignored.
VerifyResult verifyFabric(const std::vector<PlannedLink> &planned, ObservedFabric observed,
                          const VerifyOptions &options);

// The names file: one "SITE-NAME PLAN-NAME" pair a line; blank lines and '#' comments skipped.
// Fails with the line of the first malformed entry. lineOfSite, when given, receives the line each
// site name was given on.
Expected<std::map<std::string, std::string>> parseNameMap(std::string_view text, const std::string &fileName,
                                                          std::map<std::string, int> *lineOfSite = nullptr);

} // namespace fabric
