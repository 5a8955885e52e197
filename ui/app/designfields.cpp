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
    // Every field of the networks beside the compute fabric ("networks.storage.oversubscription",
    // "--storage-switch") belongs to the Networks row, not to the compute fabric's own.
    if (name.contains(QLatin1String("networks")) || name.startsWith(QLatin1String("--storage"))
        || name.startsWith(QLatin1String("--inband")) || name.startsWith(QLatin1String("--oob"))
        || name.startsWith(QLatin1String("--mgmt")) || name.startsWith(QLatin1String("--pdus")))
        return DesignField::Networks;
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

namespace {
// One translation context for the field labels; lupdate reads it from the macro.
struct DesignFieldText
{
    Q_DECLARE_TR_FUNCTIONS(DesignField)
};
} // namespace

namespace {

// Fields that the panel does not edit (the floor, cabling and pricing settings, the quote dialog's)
// still have a name a user reads in the warnings dock; the key is the path in the project file.
QString settingLabel(const QString &name)
{
    QString path = name;
    if (path.startsWith(QStringLiteral("$.design.")))
        path.remove(0, 9);
    if (path.startsWith(QStringLiteral("floor.rackMoves")))
        return DesignFieldText::tr("Rack positions");
    if (path.startsWith(QStringLiteral("modelOverrides.")))
        return DesignFieldText::tr("Model parameter %1").arg(path.section(QLatin1Char('.'), 1));
    if (path.startsWith(QStringLiteral("pricing.prices"))) // one of the project's own prices, "pricing.prices[2].part"
        return DesignFieldText::tr("Stored prices");
    if (path.startsWith(QStringLiteral("quote.discountPercentByCategory.")))
        return DesignFieldText::tr("Discount on %1").arg(path.section(QLatin1Char('.'), 2));
    static const QHash<QString, const char *> labels = {
        {QStringLiteral("pricing"), QT_TRANSLATE_NOOP("DesignField", "Pricing")},
        {QStringLiteral("pricing.currency"), QT_TRANSLATE_NOOP("DesignField", "Currency")},
        {QStringLiteral("pricing.discountPercent"), QT_TRANSLATE_NOOP("DesignField", "Discount")},
        {QStringLiteral("pricing.sparesPercent"), QT_TRANSLATE_NOOP("DesignField", "Spares")},
        {QStringLiteral("quote.validityDays"), QT_TRANSLATE_NOOP("DesignField", "Quote validity")},
        {QStringLiteral("floor.rackUnits"), QT_TRANSLATE_NOOP("DesignField", "Rack units")},
        {QStringLiteral("floor.nodesPerRack"), QT_TRANSLATE_NOOP("DesignField", "Nodes per rack")},
        {QStringLiteral("floor.rackWidthM"), QT_TRANSLATE_NOOP("DesignField", "Rack width")},
        {QStringLiteral("floor.rackDepthM"), QT_TRANSLATE_NOOP("DesignField", "Rack depth")},
        {QStringLiteral("floor.aisleM"), QT_TRANSLATE_NOOP("DesignField", "Aisle width")},
        {QStringLiteral("cabling"), QT_TRANSLATE_NOOP("DesignField", "Cabling")},
        {QStringLiteral("cabling.trayHeightM"), QT_TRANSLATE_NOOP("DesignField", "Cable tray height")},
        {QStringLiteral("cabling.rackHeightM"), QT_TRANSLATE_NOOP("DesignField", "Rack height")},
        {QStringLiteral("cabling.slackM"), QT_TRANSLATE_NOOP("DesignField", "Cable slack")},
        {QStringLiteral("cabling.slackPercent"), QT_TRANSLATE_NOOP("DesignField", "Cable slack %")},
        {QStringLiteral("cabling.forSaleOnly"), QT_TRANSLATE_NOOP("DesignField", "Parts on sale only")},
        {QStringLiteral("growthPercent"), QT_TRANSLATE_NOOP("DesignField", "Growth")},
        {QStringLiteral("tiers"), QT_TRANSLATE_NOOP("DesignField", "Tiers")},
        // The draws the floor's racks leave out (no field of the design: the catalogue lacks them).
        {QStringLiteral("power"), QT_TRANSLATE_NOOP("DesignField", "Power")},
    };
    const char *label = labels.value(path);
    return label ? DesignFieldText::tr(label) : name;
}

} // namespace

QString fieldLabel(const QString &name)
{
    switch (designFieldFromName(name)) {
    case DesignField::None: return settingLabel(name);
    case DesignField::Name: return DesignFieldText::tr("Name");
    case DesignField::Platform: return DesignFieldText::tr("Platform");
    case DesignField::Nodes: return DesignFieldText::tr("Nodes");
    case DesignField::Gpus: return DesignFieldText::tr("GPUs");
    case DesignField::Rails: return DesignFieldText::tr("Rails");
    case DesignField::Fabric: return DesignFieldText::tr("Fabric");
    case DesignField::LinkSpeed: return DesignFieldText::tr("Link speed");
    case DesignField::Switch: return DesignFieldText::tr("Switch");
    case DesignField::Oversubscription: return DesignFieldText::tr("Oversubscription");
    case DesignField::SuSize: return DesignFieldText::tr("SU size");
    case DesignField::Planes: return DesignFieldText::tr("Planes");
    case DesignField::Sharp: return DesignFieldText::tr("SHARP");
    case DesignField::Management: return DesignFieldText::tr("Subnet manager");
    case DesignField::RackPower: return DesignFieldText::tr("Rack power");
    case DesignField::RacksPerRow: return DesignFieldText::tr("Racks per row");
    case DesignField::SwitchPlacement: return DesignFieldText::tr("Switch placement");
    case DesignField::Networks: return DesignFieldText::tr("Networks");
    }
    return name;
}

} // namespace fabric::ui
