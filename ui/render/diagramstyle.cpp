#include "ui/render/diagramstyle.h"

namespace fabric::render {

QColor tierColour(Tier tier)
{
    switch (tier) {
    case Tier::Leaf: return QColor(0xe0, 0x8a, 0x2e);
    case Tier::Spine: return QColor(0xc8, 0x44, 0x4b);
    case Tier::Core: return QColor(0x8a, 0x5c, 0xc4);
    }
    return Qt::gray;
}

QColor nodeColour()
{
    return QColor(0x4a, 0x7f, 0xb5);
}

QColor applianceColour()
{
    return QColor(0x3f, 0xa0, 0x6a);
}

QColor networkColour(NetworkRole role)
{
    switch (role) {
    case NetworkRole::Compute: return tierColour(Tier::Leaf);
    case NetworkRole::Storage: return QColor(0x2a, 0xa5, 0xa0);
    case NetworkRole::Inband: return QColor(0xb8, 0x6b, 0xc8);
    case NetworkRole::Oob: return QColor(0x9a, 0x9a, 0x9a);
    }
    return Qt::gray;
}

QColor highlightColour()
{
    return QColor(0xff, 0xd4, 0x00);
}

QColor deviceColour(const Device &device)
{
    switch (device.kind) {
    case DeviceKind::Node: return nodeColour();
    case DeviceKind::Switch: return tierColour(device.tier);
    case DeviceKind::Appliance: return applianceColour();
    }
    return Qt::gray;
}

} // namespace fabric::render
