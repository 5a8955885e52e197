#pragma once

#include <string>
#include <vector>

namespace fabric {

// One end of a link as a discovery tool saw it: the device by the name it gave (already cut to
// the host or switch name the plan would use) and the port, as a number for InfiniBand or as the
// interface's name for Ethernet.
struct ObservedEnd
{
    std::string device;
    std::string port;      // as the plan numbers it: "12" (InfiniBand port), "1/2" (cage/lane); empty when unknown
    std::string portName;  // as the tool printed it ("12", "swp3", "Ethernet1/2")
    // For an interface of a host that is part of the device (an NVL72 tray), the device's ports
    // it can be: firstPort to lastPort; 0 when any.
    int firstPort = 0;
    int lastPort = 0;
};

// A link as built. speedGbps and width are 0 when the tool did not say.
struct ObservedLink
{
    ObservedEnd a;
    ObservedEnd b;
    std::string rate;   // "4xNDR", "400G"; empty when not given
    int width = 0;      // lanes (4 for 4xNDR)
    double speedGbps = 0.0;
    int line = 0;       // where the file first names it
};

// What a discovery file showed: every device by name and every link once.
struct ObservedFabric
{
    std::vector<std::string> devices; // in the order the file names them
    std::vector<ObservedLink> links;
    std::string source;               // "ibnetdiscover" or "lldp"
};

} // namespace fabric
