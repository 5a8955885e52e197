#include "core/catalogue/parts.h"

#include <algorithm>

namespace fabric {

const PortMode *SwitchModel::modeFor(int speedGbps) const
{
    auto it = std::find_if(portModes.begin(), portModes.end(),
                           [&](const PortMode &m) { return m.speedGbps == speedGbps; });
    return it == portModes.end() ? nullptr : &*it;
}

bool SwitchModel::hasRole(std::string_view role) const
{
    return std::find(roles.begin(), roles.end(), role) != roles.end();
}

const std::string &SwitchModel::partNumber() const
{
    if (!orderingPn.empty())
        return orderingPn;
    return legacyOpn.empty() ? model : legacyOpn;
}

std::vector<std::string_view> SwitchModel::priceNames() const
{
    std::vector<std::string_view> names{partNumber()};
    for (const std::string *name : {&model, &legacyOpn})
        if (!name->empty() && std::find(names.begin(), names.end(), *name) == names.end())
            names.emplace_back(*name);
    return names;
}

std::optional<double> SwitchModel::heatBtuPerHour() const
{
    if (!powerW)
        return std::nullopt;
    return *powerW * kBtuPerHourPerWatt;
}

Text SwitchModel::features() const
{
    Text sharp = sharpVersion ? Text(FABRIC_TR("fabric::Parts", "SHARPv%1 in-network reduction"), *sharpVersion) : Text();
    if (!shield)
        return sharp;
    const Text shieldText = FABRIC_TR("fabric::Parts", "SHIELD self-healing interconnect");
    return sharp.empty() ? shieldText : Text(FABRIC_TR("fabric::Parts", "%1, %2"), sharp, shieldText);
}

bool Nic::supports(Technology t) const
{
    return technology == "vpi" || technology == toString(t);
}

int Nic::portsPerPortAt(int speed, Technology t) const
{
    for (const NicPortMode &m : portModes)
        if (m.speedGbps == speed && (m.technology == "both" || m.technology == toString(t)))
            return m.portsPerPort;
    return 1;
}

std::string_view toString(MediaKind kind)
{
    switch (kind) {
    case MediaKind::Dac: return "dac";
    case MediaKind::Acc: return "acc";
    case MediaKind::Aoc: return "aoc";
    case MediaKind::Transceiver: return "transceiver";
    case MediaKind::Fibre: return "fibre";
    case MediaKind::TwistedPair: return "twisted-pair";
    }
    return "dac";
}

std::optional<MediaKind> mediaKindFromString(std::string_view s)
{
    for (auto kind : {MediaKind::Dac, MediaKind::Acc, MediaKind::Aoc, MediaKind::Transceiver, MediaKind::Fibre,
                      MediaKind::TwistedPair})
        if (toString(kind) == s)
            return kind;
    return std::nullopt;
}

std::string_view toString(HostCpu cpu)
{
    switch (cpu) {
    case HostCpu::Intel: return "intel";
    case HostCpu::Amd: return "amd";
    case HostCpu::Arm: return "arm";
    case HostCpu::Unknown: break;
    }
    return "unknown";
}

std::optional<HostCpu> hostCpuFromString(std::string_view s)
{
    for (auto cpu : {HostCpu::Intel, HostCpu::Amd, HostCpu::Arm})
        if (toString(cpu) == s)
            return cpu;
    return std::nullopt;
}

bool Medium::supports(Technology t) const
{
    return technology == "both" || technology == toString(t);
}

bool Medium::carries(int linkGbps) const
{
    return linkGbps == speedGbps || std::find(alsoSpeeds.begin(), alsoSpeeds.end(), linkGbps) != alsoSpeeds.end();
}

double Medium::maxDistanceM() const
{
    if (kind == MediaKind::Transceiver)
        return reachM.value_or(0.0);
    return lengthM.value_or(0.0);
}

} // namespace fabric
