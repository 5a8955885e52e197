#include "ui/render/terms.h"

#include "core/common/iso4217.h"
#include "core/plan/networkplan.h"
#include "ui/render/translatedtext.h"

#include <QCoreApplication>

namespace fabric::render {

namespace {
// One translation context for the domain's words; lupdate reads it from the macro.
struct Terms
{
    Q_DECLARE_TR_FUNCTIONS(Terms)
};
} // namespace

QString tierName(Tier tier)
{
    switch (tier) {
    case Tier::Leaf: return Terms::tr("leaf");
    case Tier::Spine: return Terms::tr("spine");
    case Tier::Core: return Terms::tr("core");
    }
    return Terms::tr("leaf");
}

QString switchTierTitle(Tier tier)
{
    switch (tier) {
    case Tier::Leaf: return Terms::tr("Leaf switches");
    case Tier::Spine: return Terms::tr("Spine switches");
    case Tier::Core: return Terms::tr("Core switches");
    }
    return Terms::tr("Leaf switches");
}

// The link kinds core names (linkKindName: a link tier, or device-oob on the OOB network), each
// its own English key.
const char *const kLinkKinds[] = {
    QT_TRANSLATE_NOOP("Terms", "node-leaf"),  QT_TRANSLATE_NOOP("Terms", "management-leaf"),
    QT_TRANSLATE_NOOP("Terms", "leaf-spine"), QT_TRANSLATE_NOOP("Terms", "spine-core"),
    QT_TRANSLATE_NOOP("Terms", "peer-link"),  QT_TRANSLATE_NOOP("Terms", "oob-uplink"),
    QT_TRANSLATE_NOOP("Terms", "device-oob"),
};

QString linkTierName(LinkTier tier, NetworkRole network)
{
    const std::string_view kind = linkKindName(network, tier);
    for (const char *name : kLinkKinds)
        if (kind == name)
            return Terms::tr(name);
    return QString::fromUtf8(kind.data(), static_cast<qsizetype>(kind.size()));
}

QString linkTierName(LinkTier tier)
{
    return linkTierName(tier, NetworkRole::Compute);
}

// The categories core's bill of materials uses, each its own English key.
const char *const kBomCategories[] = {
    QT_TRANSLATE_NOOP("Terms", "Compute"),      QT_TRANSLATE_NOOP("Terms", "Switches"),
    QT_TRANSLATE_NOOP("Terms", "NICs"),         QT_TRANSLATE_NOOP("Terms", "Transceivers"),
    QT_TRANSLATE_NOOP("Terms", "Cables"),       QT_TRANSLATE_NOOP("Terms", "Fibre"),
    QT_TRANSLATE_NOOP("Terms", "Fabric managers"), QT_TRANSLATE_NOOP("Terms", "Spares"),
    QT_TRANSLATE_NOOP("Terms", "Servers"),      QT_TRANSLATE_NOOP("Terms", "Facility"),
};

QString bomCategoryName(const std::string &category)
{
    for (const char *name : kBomCategories)
        if (category == name)
            return Terms::tr(name);
    return QString::fromStdString(category);
}

QString currencyName(const std::string &code, const std::string &fallback)
{
    if (const Iso4217Currency *iso = findIso4217(code))
        return translated(Text(iso->name));
    return QString::fromStdString(fallback);
}

} // namespace fabric::render
