#include "ui/render/topologyparts.h"

#include "ui/render/diagramstyle.h"
#include "ui/render/terms.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace fabric::render {

namespace {

// The diagram's words in one translation context; lupdate reads it from the macro.
struct PartText
{
    Q_DECLARE_TR_FUNCTIONS(TopologyLayout)
};

// A model's first word: "UFM" of UFM-Appliance-3.1.
QString firstWord(const std::string &model)
{
    return QString::fromStdString(model).section(QRegularExpression(QStringLiteral("[- ]")), 0, 0);
}

} // namespace

std::vector<TopologyPart> topologyParts(const Topology &topology)
{
    std::vector<TopologyPart> parts(static_cast<std::size_t>(topology.deviceCount()));
    for (int id = 0; id < topology.deviceCount(); ++id) {
        const Device &d = topology.device(id);
        parts[static_cast<std::size_t>(id)] = d.kind == DeviceKind::Node        ? TopologyPart::Node
                                              : d.kind == DeviceKind::Appliance ? TopologyPart::Appliance
                                              : d.managementPortOnly            ? TopologyPart::OtherNetworkSwitch
                                                                                : TopologyPart::OwnSwitch;
    }
    // An OOB switch is in the in-band network by its uplinks, whose end nearer the endpoints (a)
    // it is; it is no leaf of the in-band tree.
    for (const Link &link : topology.links)
        if (link.tier() == LinkTier::OobUplink)
            parts[static_cast<std::size_t>(link.a().device)] = TopologyPart::OobSwitch;
    return parts;
}

Alike alikeOf(const Device &device, TopologyPart part)
{
    Alike alike;
    alike.part = part;
    alike.model = device.model;
    if (part == TopologyPart::OtherNetworkSwitch)
        alike.tier = device.tier;
    if (part == TopologyPart::Appliance)
        alike.appliance = device.appliance;
    return alike;
}

QString alikeShortName(const Alike &alike)
{
    switch (alike.part) {
    case TopologyPart::OobSwitch: return PartText::tr("OOB");
    case TopologyPart::Appliance:
        switch (alike.appliance) {
        case ApplianceRole::Storage: return PartText::tr("storage");
        case ApplianceRole::ManagementServer: return PartText::tr("server");
        case ApplianceRole::Pdu: return PartText::tr("PDU");
        case ApplianceRole::RackPart: return QString::fromStdString(alike.model); // the catalogue's title
        case ApplianceRole::SubnetManager:
        case ApplianceRole::None: return firstWord(alike.model);
        }
        break;
    case TopologyPart::OtherNetworkSwitch:
    case TopologyPart::OwnSwitch:
    case TopologyPart::Node: break;
    }
    return QString::fromStdString(alike.model);
}

QString alikeLongName(const Alike &alike)
{
    switch (alike.part) {
    case TopologyPart::OobSwitch: return PartText::tr("OOB switch");
    case TopologyPart::OtherNetworkSwitch: return PartText::tr("%1 switch").arg(tierName(alike.tier));
    case TopologyPart::Appliance:
        switch (alike.appliance) {
        case ApplianceRole::Storage: return PartText::tr("storage device");
        case ApplianceRole::ManagementServer: return PartText::tr("management server");
        case ApplianceRole::Pdu: return PartText::tr("PDU");
        case ApplianceRole::RackPart: return QString::fromStdString(alike.model);
        case ApplianceRole::SubnetManager: return PartText::tr("subnet manager");
        case ApplianceRole::None: return PartText::tr("appliance");
        }
        break;
    case TopologyPart::OwnSwitch:
    case TopologyPart::Node: break;
    }
    return QString::fromStdString(alike.model);
}

QColor alikeColour(const Alike &alike)
{
    switch (alike.part) {
    case TopologyPart::OobSwitch: return networkColour(NetworkRole::Oob);
    case TopologyPart::OtherNetworkSwitch:
    case TopologyPart::OwnSwitch: return tierColour(alike.tier);
    case TopologyPart::Node: return nodeColour();
    case TopologyPart::Appliance: break;
    }
    return applianceColour();
}

} // namespace fabric::render
