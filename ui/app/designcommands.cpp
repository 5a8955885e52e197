#include "ui/app/designcommands.h"

#include "ui/app/document.h"
#include "ui/render/quantitytext.h"

#include <QCoreApplication>

#include <algorithm>

namespace fabric::ui {

namespace {

// Undo step names share one translation context; lupdate reads it from the macro, so the
// context it files the messages under is the one looked up at run time.
struct CommandText
{
    Q_DECLARE_TR_FUNCTIONS(DesignCommand)
};

template<typename Change>
Design changed(const Document *document, Change change)
{
    Design design = document->design();
    change(design);
    return design;
}

} // namespace

DesignCommand::DesignCommand(Document *document, Design after, const QString &text, int id)
    : QUndoCommand(text)
    , m_document(document)
    , m_before(document->design())
    , m_after(std::move(after))
    , m_id(id)
{
}

void DesignCommand::undo()
{
    m_document->setDesign(m_before, Document::Undoing);
}

void DesignCommand::redo()
{
    m_document->setDesign(m_after);
}

bool DesignCommand::mergeWith(const QUndoCommand *other)
{
    if (other->id() != id() || id() < 0)
        return false;
    m_after = static_cast<const DesignCommand *>(other)->m_after;
    setText(other->text());
    setObsolete(m_after == m_before);
    return true;
}

ResizeClusterCommand::ResizeClusterCommand(Document *document, int nodes, std::optional<int> gpus,
                                           int gesture)
    : DesignCommand(document, changed(document, [&](Design &edit) {
                        // Sized by GPUs, the design holds the default node count: it is not
                        // used, nor saved, so the design reads back from its file as it was.
                        edit.nodes = gpus ? Design{}.nodes : nodes;
                        edit.gpus = gpus;
                        edit.unusedNodes.reset(); // the user has sized it now
                    }),
                    gpus ? render::plural(CommandText::tr("Set %n GPU(s)", nullptr, *gpus), *gpus)
                         : render::plural(CommandText::tr("Set %n node(s)", nullptr, nodes), nodes),
                    ResizeClusterId)
    , m_gesture(gesture)
{
}

bool ResizeClusterCommand::mergeWith(const QUndoCommand *other)
{
    const auto *resize = static_cast<const ResizeClusterCommand *>(other);
    if (m_gesture == 0 || resize->m_gesture != m_gesture)
        return false;
    return DesignCommand::mergeWith(other);
}

ChangePlatformCommand::ChangePlatformCommand(Document *document, const std::string &platform)
    : DesignCommand(document, changed(document, [&](Design &edit) {
                        edit.platform = platform;
                        edit.rails.reset();
                    }),
                    CommandText::tr("Platform %1").arg(QString::fromStdString(platform)))
{
}

ChangeFabricCommand::ChangeFabricCommand(Document *document, Technology technology)
    : DesignCommand(document, changed(document, [&](Design &edit) {
                        if (edit.fabric != technology)
                            edit.switchModel.clear();
                        edit.fabric = technology;
                    }),
                    technology == Technology::InfiniBand ? CommandText::tr("InfiniBand fabric")
                                                         : CommandText::tr("Ethernet fabric"))
{
}

ChangeLinkSpeedCommand::ChangeLinkSpeedCommand(Document *document, std::optional<int> speedGbps)
    : DesignCommand(document, changed(document, [&](Design &edit) { edit.linkSpeedGbps = speedGbps; }),
                    speedGbps ? CommandText::tr("Link speed %1G").arg(*speedGbps) : CommandText::tr("Default link speed"))
{
}

ChangeSwitchCommand::ChangeSwitchCommand(Document *document, const std::string &model)
    : DesignCommand(document, changed(document, [&](Design &edit) { edit.switchModel = model; }),
                    model.empty() ? CommandText::tr("Cheapest switch") : CommandText::tr("Switch %1").arg(QString::fromStdString(model)))
{
}

ChangeOversubscriptionCommand::ChangeOversubscriptionCommand(Document *document, double ratio)
    : DesignCommand(document, changed(document, [&](Design &edit) { edit.oversubscription = ratio; }),
                    CommandText::tr("Oversubscription %1:1").arg(ratio), ChangeOversubscriptionId)
{
}

ChangeSuSizeCommand::ChangeSuSizeCommand(Document *document, std::optional<int> nodes)
    : DesignCommand(document, changed(document, [&](Design &edit) { edit.suSize = nodes; }),
                    nodes ? render::plural(CommandText::tr("SU of %n node(s)", nullptr, *nodes), *nodes) : CommandText::tr("Default SU size"), ChangeSuSizeId)
{
}

ChangePlanesCommand::ChangePlanesCommand(Document *document, int planes)
    : DesignCommand(document, changed(document, [&](Design &edit) { edit.planes = planes; }),
                    QCoreApplication::translate("DesignCommand", "%n plane(s)", nullptr, planes))
{
}

ToggleSharpCommand::ToggleSharpCommand(Document *document, bool on)
    : DesignCommand(document, changed(document, [&](Design &edit) { edit.sharp = on; }),
                    on ? CommandText::tr("SHARP on") : CommandText::tr("SHARP off"))
{
}

ChangeRackPowerCommand::ChangeRackPowerCommand(Document *document, double kw)
    : DesignCommand(document, changed(document, [&](Design &edit) { edit.floor.rackPowerKw = kw; }),
                    CommandText::tr("Rack power %1 kW").arg(kw), ChangeRackPowerId)
{
}

ChangeRacksPerRowCommand::ChangeRacksPerRowCommand(Document *document, int racks)
    : DesignCommand(document, changed(document, [&](Design &edit) { edit.floor.racksPerRow = racks; }),
                    CommandText::tr("%1 racks per row").arg(racks), ChangeRacksPerRowId)
{
}

ChangeSwitchPlacementCommand::ChangeSwitchPlacementCommand(Document *document, SwitchPlacement placement)
    : DesignCommand(document, changed(document, [&](Design &edit) { edit.floor.placement = placement; }),
                    CommandText::tr("Switch placement"))
{
}

ChangeManagementCommand::ChangeManagementCommand(Document *document, FabricManagement management)
    : DesignCommand(document, changed(document, [&](Design &edit) { edit.management = management; }),
                    CommandText::tr("Subnet manager"))
{
}

ChangeNetworksCommand::ChangeNetworksCommand(Document *document, const std::vector<NetworkRole> &planned)
    : DesignCommand(document, changed(document, [&](Design &edit) { edit.networks.planned = planned; }),
                    CommandText::tr("Networks"))
{
}

RenameDesignCommand::RenameDesignCommand(Document *document, const std::string &name)
    : DesignCommand(document, changed(document, [&](Design &edit) { edit.name = name; }),
                    CommandText::tr("Rename to %1").arg(QString::fromStdString(name)), RenameDesignId)
{
}

MoveRackCommand::MoveRackCommand(Document *document, const std::string &rack, double xM, double yM)
    : DesignCommand(document, changed(document, [&](Design &edit) {
                        auto &moves = edit.floor.rackMoves;
                        const auto same = [&](const RackMove &m) { return m.rack == rack; };
                        moves.erase(std::remove_if(moves.begin(), moves.end(), same), moves.end());
                        moves.push_back(RackMove{rack, xM, yM});
                    }),
                    CommandText::tr("Move rack %1").arg(QString::fromStdString(rack)))
{
}

EditQuoteCommand::EditQuoteCommand(Document *document, const QuoteInfo &quote, const PricingSettings &pricing)
    : DesignCommand(document, changed(document, [&](Design &edit) {
                        edit.quote = quote;
                        edit.pricing = pricing;
                    }),
                    CommandText::tr("Edit quote"))
{
}

EditModelParametersCommand::EditModelParametersCommand(Document *document,
                                                       const std::map<std::string, double> &overrides)
    : DesignCommand(document, changed(document, [&](Design &edit) { edit.modelOverrides = overrides; }),
                    CommandText::tr("Edit model parameters"))
{
}

ReplaceDesignCommand::ReplaceDesignCommand(Document *document, const Design &design, const QString &text)
    : DesignCommand(document, design, text)
{
}

} // namespace fabric::ui
