#include "ui/app/networkssection.h"

#include "core/catalogue/catalogue.h"
#include "core/networks/networkspecs.h"
#include "ui/app/designcommands.h"
#include "ui/app/document.h"
#include "ui/app/networkname.h"
#include "ui/app/numberboxes.h"
#include "ui/app/wholetextcombobox.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QSpinBox>
#include <QVBoxLayout>

#include <algorithm>

namespace fabric::ui {

namespace {

// A spin box whose lowest value means "the default": unset in the design.
QSpinBox *defaultedSpinBox(QWidget *parent, int maximum, const QString &suffix)
{
    auto *box = new SpinBox(parent);
    box->setRange(0, maximum);
    box->setSpecialValueText(NetworksSection::tr("Default"));
    box->setSuffix(suffix);
    box->setKeyboardTracking(false);
    return box;
}

std::vector<NetworkRole> plannedNetworks(const Document &document)
{
    const Design &design = document.design();
    if (design.networks.planned)
        return *design.networks.planned;
    if (const Platform *platform = document.catalogue().findPlatform(design.platform))
        return networksPlannedByDefault(*platform, document.catalogue());
    return {NetworkRole::Compute};
}

} // namespace

NetworksSection::NetworksSection(Document *document, QWidget *parent)
    : QWidget(parent)
    , m_document(document)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    // Short titles (the full name is the tooltip): the dock stays narrow at 960 x 540 and 200 %.
    for (NetworkRole role : {NetworkRole::Storage, NetworkRole::Inband, NetworkRole::Oob})
        buildGroup(role, networkShortName(role));
    setToolTip(tr("The networks planned beside the compute fabric, as NVIDIA's reference architectures build "
                  "them: the storage fabric, the in-band management network and the out-of-band (BMC) "
                  "network. By default every one whose node ports the catalogue knows, for DGX and HGX systems."));
    connect(m_document, &Document::designChanged, this, &NetworksSection::syncFromDesign);
    connect(m_document, &Document::planChanged, this, &NetworksSection::syncFromDesign);
    syncFromDesign();
}

void NetworksSection::buildGroup(NetworkRole role, const QString &title)
{
    Group g;
    g.box = new QGroupBox(title, this);
    g.box->setObjectName(QStringLiteral("network-") + QString::fromLatin1(toString(role).data(), static_cast<qsizetype>(toString(role).size())));
    g.box->setCheckable(true);
    g.box->setToolTip(networkName(role));
    g.box->setFlat(true);
    auto *form = new QFormLayout(g.box);
    form->setContentsMargins(6, 2, 0, 2);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    // Labels above their fields: the dock keeps its width at 1280 x 720 (tst_window).
    form->setRowWrapPolicy(QFormLayout::WrapAllRows);
    if (role == NetworkRole::Storage) {
        g.technology = new QComboBox(g.box);
        g.technology->addItem(tr("Default"), -1);
        g.technology->addItem(tr("InfiniBand"), static_cast<int>(Technology::InfiniBand));
        g.technology->addItem(tr("Ethernet"), static_cast<int>(Technology::Ethernet));
        form->addRow(tr("Fabric"), g.technology);
    }
    g.switchModel = new WholeTextComboBox(g.box); // "Default (SN4600C)" whole
    form->addRow(tr("Switch"), g.switchModel);
    g.linkSpeed = defaultedSpinBox(g.box, 1600, tr(" Gb/s"));
    g.linkSpeed->setSingleStep(25);
    form->addRow(tr("Link speed"), g.linkSpeed);
    if (role == NetworkRole::Storage) {
        g.oversubscription = new DoubleSpinBox(g.box);
        g.oversubscription->setRange(0.0, 8.0);
        g.oversubscription->setSingleStep(0.25);
        g.oversubscription->setDecimals(2);
        g.oversubscription->setSpecialValueText(tr("Default"));
        g.oversubscription->setSuffix(QStringLiteral(":1"));
        g.oversubscription->setKeyboardTracking(false);
        g.oversubscription->setToolTip(tr("The node side's leaf ratio; storage nodes attach 1:1. NVIDIA's H100 RA: near 4:3."));
        form->addRow(tr("Oversubscription"), g.oversubscription);
        g.devices = new SpinBox(g.box);
        g.devices->setRange(0, 10000);
        g.devices->setKeyboardTracking(false);
        form->addRow(tr("Storage nodes"), g.devices);
        g.devicePorts = new SpinBox(g.box);
        g.devicePorts->setRange(1, 64);
        g.devicePorts->setKeyboardTracking(false);
        form->addRow(tr("Ports each"), g.devicePorts);
    } else if (role == NetworkRole::Inband) {
        g.servers = defaultedSpinBox(g.box, 1000, QString());
        g.servers->setRange(-1, 1000);
        g.servers->setToolTip(tr("Management servers (Base Command Manager head nodes) on the in-band and OOB networks; "
                                 "by default 5, as NVIDIA's H100 RA."));
        form->addRow(tr("Mgmt servers"), g.servers);
    } else if (role == NetworkRole::Oob) {
        g.pdus = new SpinBox(g.box);
        g.pdus->setRange(0, 8);
        g.pdus->setKeyboardTracking(false);
        form->addRow(tr("PDUs per rack"), g.pdus);
    }
    static_cast<QVBoxLayout *>(layout())->addWidget(g.box);
    m_groups[role] = g;

    connect(g.box, &QGroupBox::toggled, this, [this] {
        if (m_syncing)
            return;
        std::vector<NetworkRole> planned{NetworkRole::Compute};
        for (const auto &[r, group] : m_groups)
            if (group.box->isChecked())
                planned.push_back(r);
        m_document->edit(new ChangeNetworksCommand(m_document, planned));
    });
    const auto changed = [this, role] { commit(role); };
    connect(g.switchModel, &QComboBox::activated, this, changed);
    connect(g.linkSpeed, &QSpinBox::valueChanged, this, changed);
    if (g.technology)
        connect(g.technology, &QComboBox::activated, this, changed);
    for (QSpinBox *box : {g.devices, g.devicePorts, g.servers, g.pdus})
        if (box)
            connect(box, &QSpinBox::valueChanged, this, changed);
    if (g.oversubscription)
        connect(g.oversubscription, &QDoubleSpinBox::valueChanged, this, changed);
}

Technology NetworksSection::technologyOf(NetworkRole role) const
{
    if (const PlanPtr plan = m_document->plan())
        if (const NetworkPlan *network = plan->network(role))
            return network->technology();
    if (const auto &chosen = m_document->design().networks.spec(role).technology)
        return *chosen;
    return role == NetworkRole::Storage ? Technology::InfiniBand : Technology::Ethernet;
}

void NetworksSection::fillSwitches(NetworkRole role)
{
    QComboBox *box = m_groups.at(role).switchModel;
    const std::string &chosen = m_document->design().networks.spec(role).switchModel;
    QString planned;
    if (const PlanPtr plan = m_document->plan())
        if (const NetworkPlan *network = plan->network(role); network && network->sizing.switchModel)
            planned = QString::fromStdString(network->sizing.switchModel->model);
    box->clear();
    box->addItem(planned.isEmpty() ? tr("Default") : tr("Default (%1)").arg(planned), QString());
    const Technology technology = technologyOf(role);
    for (const SwitchModel &model : m_document->catalogue().switches())
        if (model.technology == technology)
            box->addItem(QString::fromStdString(model.model), QString::fromStdString(model.model));
    if (!chosen.empty() && box->findData(QString::fromStdString(chosen)) < 0)
        box->addItem(QString::fromStdString(chosen), QString::fromStdString(chosen));
    box->setCurrentIndex(std::max(0, box->findData(QString::fromStdString(chosen))));
}

void NetworksSection::syncFromDesign()
{
    m_syncing = true;
    const Design &design = m_document->design();
    const std::vector<NetworkRole> planned = plannedNetworks(*m_document);
    for (auto &[role, g] : m_groups) {
        const NetworkSpec &spec = design.networks.spec(role);
        const QSignalBlocker blockers[] = {QSignalBlocker(g.box), QSignalBlocker(g.linkSpeed)};
        g.box->setChecked(std::find(planned.begin(), planned.end(), role) != planned.end());
        fillSwitches(role);
        g.linkSpeed->setValue(spec.linkSpeedGbps.value_or(0));
        if (g.technology) {
            const QSignalBlocker blocker(g.technology);
            g.technology->setCurrentIndex(std::max(0, g.technology->findData(spec.technology ? static_cast<int>(*spec.technology) : -1)));
        }
        if (g.oversubscription) {
            const QSignalBlocker blocker(g.oversubscription);
            g.oversubscription->setValue(spec.oversubscription.value_or(0.0));
        }
        if (g.devices) {
            const QSignalBlocker b1(g.devices), b2(g.devicePorts);
            g.devices->setValue(design.networks.storageDevices);
            g.devicePorts->setValue(design.networks.storagePortsPerDevice);
        }
        if (g.servers) {
            const QSignalBlocker blocker(g.servers);
            g.servers->setValue(design.networks.managementServers.value_or(-1));
        }
        if (g.pdus) {
            const QSignalBlocker blocker(g.pdus);
            g.pdus->setValue(design.networks.pdusPerRack);
        }
    }
    m_syncing = false;
}

void NetworksSection::commit(NetworkRole role)
{
    if (m_syncing)
        return;
    const Group &g = m_groups.at(role);
    Design design = m_document->design();
    NetworkSpec &spec = design.networks.spec(role);
    spec.switchModel = g.switchModel->currentData().toString().toStdString();
    spec.linkSpeedGbps = g.linkSpeed->value() > 0 ? std::optional(g.linkSpeed->value()) : std::nullopt;
    if (g.technology) {
        const int technology = g.technology->currentData().toInt();
        const std::optional<Technology> chosen = technology < 0 ? std::nullopt : std::optional(static_cast<Technology>(technology));
        if (chosen != spec.technology)
            spec.switchModel.clear(); // a switch of the other technology cannot serve
        spec.technology = chosen;
    }
    if (g.oversubscription)
        spec.oversubscription = g.oversubscription->value() > 0 ? std::optional(g.oversubscription->value()) : std::nullopt;
    if (g.devices) {
        design.networks.storageDevices = g.devices->value();
        design.networks.storagePortsPerDevice = g.devicePorts->value();
    }
    if (g.servers)
        design.networks.managementServers = g.servers->value() >= 0 ? std::optional(g.servers->value()) : std::nullopt;
    if (g.pdus)
        design.networks.pdusPerRack = g.pdus->value();
    if (design == m_document->design())
        return;
    m_document->edit(new ReplaceDesignCommand(m_document, design, tr("Change the %1").arg(networkName(role).toLower())));
}

} // namespace fabric::ui
