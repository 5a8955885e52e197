#pragma once

#include "core/design/design.h"

#include <QUndoCommand>

#include <map>
#include <optional>
#include <string>

namespace fabric::ui {

class Document;

// The base of every edit: swaps the document's Design for another and back. Subclasses say what
// changes (one class per kind of edit) and whether consecutive edits of their kind merge.
class DesignCommand : public QUndoCommand
{
public:
    void undo() override;
    void redo() override;
    bool mergeWith(const QUndoCommand *other) override;
    int id() const override { return m_id; }

    const Design &before() const { return m_before; }
    const Design &after() const { return m_after; }

protected:
    DesignCommand(Document *document, Design after, const QString &text, int id = -1);

private:
    Document *m_document;
    Design m_before;
    Design m_after;
    int m_id;
};

enum CommandId {
    ResizeClusterId = 1,
    ChangeOversubscriptionId,
    ChangeRackPowerId,
    ChangeRacksPerRowId,
    ChangeSuSizeId,
    RenameDesignId,
};

// The node count (or GPU count when gpus is set). Edits of one drag gesture merge into one step.
class ResizeClusterCommand : public DesignCommand
{
public:
    ResizeClusterCommand(Document *document, int nodes, std::optional<int> gpus = std::nullopt,
                         int gesture = 0);
    bool mergeWith(const QUndoCommand *other) override;

private:
    int m_gesture;
};

class ChangePlatformCommand : public DesignCommand
{
public:
    ChangePlatformCommand(Document *document, const std::string &platform);
};

// The technology; a forced switch of the other technology no longer applies and is dropped.
class ChangeFabricCommand : public DesignCommand
{
public:
    ChangeFabricCommand(Document *document, Technology technology);
};

class ChangeLinkSpeedCommand : public DesignCommand
{
public:
    ChangeLinkSpeedCommand(Document *document, std::optional<int> speedGbps);
};

class ChangeSwitchCommand : public DesignCommand
{
public:
    ChangeSwitchCommand(Document *document, const std::string &model);
};

class ChangeOversubscriptionCommand : public DesignCommand
{
public:
    ChangeOversubscriptionCommand(Document *document, double ratio);
};

class ChangeSuSizeCommand : public DesignCommand
{
public:
    ChangeSuSizeCommand(Document *document, std::optional<int> nodes);
};

class ChangePlanesCommand : public DesignCommand
{
public:
    ChangePlanesCommand(Document *document, int planes);
};

class ToggleSharpCommand : public DesignCommand
{
public:
    ToggleSharpCommand(Document *document, bool on);
};

class ChangeRackPowerCommand : public DesignCommand
{
public:
    ChangeRackPowerCommand(Document *document, double kw);
};

class ChangeRacksPerRowCommand : public DesignCommand
{
public:
    ChangeRacksPerRowCommand(Document *document, int racks);
};

// Where the switches go: in the compute racks, network racks per row, or a central row.
class ChangeSwitchPlacementCommand : public DesignCommand
{
public:
    ChangeSwitchPlacementCommand(Document *document, SwitchPlacement placement);
};

// How the InfiniBand subnet is managed (auto, UFM, the switch's embedded SM, none).
class ChangeManagementCommand : public DesignCommand
{
public:
    ChangeManagementCommand(Document *document, FabricManagement management);
};

// Which networks are planned beside the compute fabric (storage, in-band, OOB).
class ChangeNetworksCommand : public DesignCommand
{
public:
    ChangeNetworksCommand(Document *document, const std::vector<NetworkRole> &planned);
};

class RenameDesignCommand : public DesignCommand
{
public:
    RenameDesignCommand(Document *document, const std::string &name);
};

// A rack dropped somewhere else on the floor (one drag, one step). A rack moved before keeps one
// move, its newest.
class MoveRackCommand : public DesignCommand
{
public:
    MoveRackCommand(Document *document, const std::string &rack, double xM, double yM);
};

// The quote's wording and the prices' currency, discounts and spares, as one step.
class EditQuoteCommand : public DesignCommand
{
public:
    EditQuoteCommand(Document *document, const QuoteInfo &quote, const PricingSettings &pricing);
};

// The analytical model's parameters set for this project (Design::modelOverrides), as one step.
class EditModelParametersCommand : public DesignCommand
{
public:
    EditModelParametersCommand(Document *document, const std::map<std::string, double> &overrides);
};

// Replaces the whole design at once (a catalogue pick or a reset to defaults), as one step.
class ReplaceDesignCommand : public DesignCommand
{
public:
    ReplaceDesignCommand(Document *document, const Design &design, const QString &text);
};

} // namespace fabric::ui
