#pragma once

#include "core/common/expected.h"
#include "core/verify/asbuilt.h"

#include <string>
#include <string_view>

namespace fabric {

// Reads the output of infiniband-diags' ibnetdiscover (Switch, Ca and Rt blocks with their port
// lines). Devices are named by their NodeDescription cut to the name a plan uses: a host
// adapter "dgx-h100-0001 mlx5_3" is device "dgx-h100-0001", its port 1 being the device's port 4
// (mlx5_N is port N+1, as the plan's topology export writes them); a switch "MF0;leaf-01:MQM9700/U1"
// is "leaf-01". A malformed or truncated file is refused with the line at fault.
Expected<ObservedFabric> parseIbnetdiscover(std::string_view text, const std::string &fileName);

// The device and port offset a NodeDescription names (see above).
struct DescribedDevice
{
    std::string name;
    int portOffset = 0;
};
DescribedDevice describedDevice(std::string_view description);

// Lanes and speed of an InfiniBand rate such as "4xNDR" (lanes 4, 400 Gb/s); false when it is not one.
bool parseInfiniBandRate(std::string_view rate, int &width, double &speedGbps);

} // namespace fabric
