#include "core/design/networkspec.h"

namespace fabric {

std::string_view toString(NetworkRole role)
{
    switch (role) {
    case NetworkRole::Compute: return "compute";
    case NetworkRole::Storage: return "storage";
    case NetworkRole::Inband: return "inband";
    case NetworkRole::Oob: return "oob";
    }
    return "compute";
}

std::optional<NetworkRole> networkRoleFromString(std::string_view s)
{
    for (NetworkRole role : kNetworkRoles)
        if (s == toString(role))
            return role;
    if (s == "in-band")
        return NetworkRole::Inband;
    if (s == "out-of-band")
        return NetworkRole::Oob;
    return std::nullopt;
}

TextPattern networkShortTitle(NetworkRole role)
{
    switch (role) {
    case NetworkRole::Compute: return FABRIC_TR("fabric::Network", "Compute");
    case NetworkRole::Storage: return FABRIC_TR("fabric::Network", "Storage");
    case NetworkRole::Inband: return FABRIC_TR("fabric::Network", "In-band");
    case NetworkRole::Oob: return FABRIC_TR("fabric::Network", "OOB");
    }
    return FABRIC_TR("fabric::Network", "Compute");
}

TextPattern networkTitle(NetworkRole role)
{
    switch (role) {
    case NetworkRole::Compute: return FABRIC_TR("fabric::Network", "Compute fabric");
    case NetworkRole::Storage: return FABRIC_TR("fabric::Network", "Storage fabric");
    case NetworkRole::Inband: return FABRIC_TR("fabric::Network", "In-band management network");
    case NetworkRole::Oob: return FABRIC_TR("fabric::Network", "Out-of-band management network");
    }
    return FABRIC_TR("fabric::Network", "Compute fabric");
}

const NetworkSpec &ClusterNetworks::spec(NetworkRole role) const
{
    return role == NetworkRole::Storage ? storage : role == NetworkRole::Inband ? inband : oob;
}

NetworkSpec &ClusterNetworks::spec(NetworkRole role)
{
    return role == NetworkRole::Storage ? storage : role == NetworkRole::Inband ? inband : oob;
}

} // namespace fabric
