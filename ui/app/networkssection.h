#pragma once

#include "core/design/networkspec.h"

#include <QWidget>

#include <map>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QGroupBox;
class QSpinBox;

namespace fabric::ui {

class Document;

// The Design dock's Networks section (issue 38 item 5): a group per network beside the compute
// fabric, switched on and off by its title's check box, holding that network's settings as the
// design has them (switch model, link speed; storage: fabric, oversubscription, storage nodes and
// their ports; in-band: management servers; OOB: PDUs per rack). Every change is one undo step.
// Groups stack, so the dock stays narrow at 1280 x 720 and scrolls.
class NetworksSection : public QWidget
{
    Q_OBJECT

public:
    explicit NetworksSection(Document *document, QWidget *parent = nullptr);

    QGroupBox *group(NetworkRole role) const { return m_groups.at(role).box; }
    // Shows the design as it is (called when it changes).
    void syncFromDesign();

private:
    struct Group
    {
        QGroupBox *box = nullptr;
        QComboBox *switchModel = nullptr;
        QSpinBox *linkSpeed = nullptr;
        QComboBox *technology = nullptr;        // storage
        QDoubleSpinBox *oversubscription = nullptr; // storage
        QSpinBox *devices = nullptr;            // storage nodes
        QSpinBox *devicePorts = nullptr;        // storage ports each
        QSpinBox *servers = nullptr;            // in-band: management servers
        QSpinBox *pdus = nullptr;               // OOB: PDUs per rack
    };
    void buildGroup(NetworkRole role, const QString &title);
    void fillSwitches(NetworkRole role);
    // Applies what the widgets of role's group show to a copy of the design, as one undo step.
    void commit(NetworkRole role);
    Technology technologyOf(NetworkRole role) const;

    Document *m_document;
    std::map<NetworkRole, Group> m_groups; // storage, in-band, OOB; compute is always planned
    bool m_syncing = false;
};

} // namespace fabric::ui
