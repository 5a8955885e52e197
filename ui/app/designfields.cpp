#include "ui/app/designfields.h"

#include <QCoreApplication>
#include <QHash>

namespace fabric::ui {

namespace {

QString normalised(const QString &name)
{
    // The last path component, without dashes or case: "$.design.floor.rackPowerKw" -> "rackpowerkw".
    QString last = name.section(QLatin1Char('.'), -1);
    last.remove(QLatin1Char('-'));
    last.remove(QLatin1Char('_'));
    const qsizetype bracket = last.indexOf(QLatin1Char('['));
    if (bracket >= 0)
        last.truncate(bracket);
    return last.toLower();
}

} // namespace

DesignField designFieldFromName(const QString &name)
{
    static const QHash<QString, DesignField> fields = {
        {QStringLiteral("name"), DesignField::Name},
        {QStringLiteral("platform"), DesignField::Platform},
        {QStringLiteral("nodes"), DesignField::Nodes},
        {QStringLiteral("gpus"), DesignField::Gpus},
        {QStringLiteral("rails"), DesignField::Rails},
        {QStringLiteral("fabric"), DesignField::Fabric},
        {QStringLiteral("technology"), DesignField::Fabric},
        {QStringLiteral("linkspeedgbps"), DesignField::LinkSpeed},
        {QStringLiteral("linkspeed"), DesignField::LinkSpeed},
        {QStringLiteral("switchmodel"), DesignField::Switch},
        {QStringLiteral("switch"), DesignField::Switch},
        {QStringLiteral("oversubscription"), DesignField::Oversubscription},
        {QStringLiteral("spineoversubscription"), DesignField::Oversubscription},
        {QStringLiteral("susize"), DesignField::SuSize},
        {QStringLiteral("planes"), DesignField::Planes},
        {QStringLiteral("sharp"), DesignField::Sharp},
        {QStringLiteral("management"), DesignField::Management},
        {QStringLiteral("rackpowerkw"), DesignField::RackPower},
        {QStringLiteral("rackpower"), DesignField::RackPower},
        {QStringLiteral("racksperrow"), DesignField::RacksPerRow},
        {QStringLiteral("placement"), DesignField::SwitchPlacement},
    };
    return fields.value(normalised(name), DesignField::None);
}

QString fieldLabel(const QString &name)
{
    auto tr = [](const char *text) { return QCoreApplication::translate("DesignField", text); };
    switch (designFieldFromName(name)) {
    case DesignField::None: return name;
    case DesignField::Name: return tr("Name");
    case DesignField::Platform: return tr("Platform");
    case DesignField::Nodes: return tr("Nodes");
    case DesignField::Gpus: return tr("GPUs");
    case DesignField::Rails: return tr("Rails");
    case DesignField::Fabric: return tr("Fabric");
    case DesignField::LinkSpeed: return tr("Link speed");
    case DesignField::Switch: return tr("Switch");
    case DesignField::Oversubscription: return tr("Oversubscription");
    case DesignField::SuSize: return tr("SU size");
    case DesignField::Planes: return tr("Planes");
    case DesignField::Sharp: return tr("SHARP");
    case DesignField::Management: return tr("Management");
    case DesignField::RackPower: return tr("Rack power");
    case DesignField::RacksPerRow: return tr("Racks per row");
    case DesignField::SwitchPlacement: return tr("Switch placement");
    }
    return name;
}

} // namespace fabric::ui
