#include "ui/app/designpanel.h"

#include "ui/app/designcommands.h"
#include "ui/app/document.h"
#include "ui/app/networkssection.h"
#include "ui/app/numberboxes.h"
#include "ui/app/wholetextcombobox.h"
#include "core/design/designvalidation.h"
#include "core/networks/networkspecs.h"
#include "ui/render/quantitytext.h"
#include "ui/render/translatedtext.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QSlider>
#include <QSpinBox>
#include <QStyle>
#include <QVBoxLayout>

#include <algorithm>
#include <set>

namespace fabric::ui {

namespace {

const QString kUnitNodes = QStringLiteral("nodes");
const QString kUnitGpus = QStringLiteral("gpus");

} // namespace

DesignPanel::DesignPanel(Document *document, QWidget *parent)
    : QWidget(parent)
    , m_document(document)
{
    buildForm();
    for (auto it = m_widgets.constBegin(); it != m_widgets.constEnd(); ++it) {
        m_fieldTips.insert(it.key(), it.value()->toolTip());
        updateToolTip(it.key());
    }
    syncFromDesign();
    connect(m_document, &Document::designChanged, this, &DesignPanel::syncFromDesign);
}

void DesignPanel::addRow(DesignField field, const QString &label, QWidget *widget)
{
    auto *box = new QWidget(this);
    auto *row = new QHBoxLayout(box);
    row->setContentsMargins(0, 0, 0, 0);
    row->setSpacing(4);
    auto *labelWidget = new QLabel(label, box);
    labelWidget->setBuddy(widget);
    auto *marker = new QLabel(box);
    marker->setVisible(false);
    row->addWidget(labelWidget);
    row->addWidget(marker);
    row->addStretch();
    m_form->addRow(box, widget);
    m_widgets.insert(field, widget);
    m_labels.insert(field, labelWidget);
    m_markers.insert(field, marker);
    m_labelTexts.insert(field, label);
    if (auto *combo = qobject_cast<QComboBox *>(widget))
        connect(combo, &QComboBox::currentTextChanged, this, [this, field] { updateToolTip(field); });
}

void DesignPanel::updateToolTip(DesignField field)
{
    QWidget *widget = m_widgets.value(field);
    if (!widget)
        return;
    QStringList parts;
    if (auto *combo = qobject_cast<QComboBox *>(widget); combo && !combo->currentText().isEmpty())
        parts << combo->currentText();
    for (const QString &part : {m_fieldTips.value(field), m_problems.value(field)})
        if (!part.isEmpty())
            parts << part;
    widget->setToolTip(parts.join(QStringLiteral("\n\n")));
}

void DesignPanel::buildForm()
{
    auto *outer = new QVBoxLayout(this);
    m_form = new QFormLayout;
    m_form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    // A narrow dock (200 % scaling, a small screen) puts a field under its label rather than
    // scrolling the form sideways or cutting a choice's text (WholeTextComboBox).
    m_form->setRowWrapPolicy(QFormLayout::WrapLongRows);
    outer->addLayout(m_form);
    outer->addStretch();

    m_name = new QLineEdit(this);
    // A name a project file can hold, or it would be saved and then refused on opening (issue 34):
    // room for any such name in UTF-16, then cut to whole characters.
    m_name->setMaxLength(static_cast<int>(2 * kMaxDesignNameCharacters));
    addRow(DesignField::Name, tr("&Name"), m_name);
    connect(m_name, &QLineEdit::editingFinished, this, [this] {
        QString text = m_name->text().trimmed();
        qsizetype end = 0;
        for (std::size_t n = 0; end < text.size() && n < kMaxDesignNameCharacters; ++n)
            end += text.at(end).isHighSurrogate() && end + 1 < text.size() ? 2 : 1;
        text.truncate(end);
        const std::string name = text.toStdString();
        if (!m_syncing && !name.empty() && name != m_document->design().name)
            m_document->edit(new RenameDesignCommand(m_document, name));
    });

    m_platform = new WholeTextComboBox(this);
    for (const Platform &p : m_document->catalogue().platforms()) {
        const QString text = p.gpus > 0 ? tr("%1 (%2 × %3)").arg(QString::fromStdString(p.name)).arg(p.gpus)
                                              .arg(QString::fromStdString(p.gpuModel))
                                        : QString::fromStdString(p.name);
        m_platform->addItem(text, QString::fromStdString(p.name));
    }
    addRow(DesignField::Platform, tr("&Platform"), m_platform);
    connect(m_platform, &QComboBox::activated, this, [this](int index) {
        const std::string name = m_platform->itemData(index).toString().toStdString();
        if (name != m_document->design().platform)
            m_document->edit(new ChangePlatformCommand(m_document, name));
    });

    auto *sizeBox = new QWidget(this);
    auto *sizeLayout = new QVBoxLayout(sizeBox);
    sizeLayout->setContentsMargins(0, 0, 0, 0);
    auto *sizeRow = new QHBoxLayout;
    m_size = new SpinBox(sizeBox);
    // 0 is accepted by the box so that typing it can be answered with a reason, not ignored.
    m_size->setRange(0, 1'000'000);
    m_size->setKeyboardTracking(false);
    m_size->setGroupSeparatorShown(true);
    m_sizeUnit = new QComboBox(sizeBox);
    m_sizeUnit->addItem(tr("nodes"), kUnitNodes);
    m_sizeUnit->addItem(tr("GPUs"), kUnitGpus);
    sizeRow->addWidget(m_size, 1);
    sizeRow->addWidget(m_sizeUnit);
    m_sizeSlider = new QSlider(Qt::Horizontal, sizeBox);
    m_sizeSlider->setRange(1, 1024);
    m_sizeSlider->setToolTip(tr("Drag to grow or shrink the cluster; the plan follows as you drag."));
    sizeLayout->addLayout(sizeRow);
    sizeLayout->addWidget(m_sizeSlider);
    m_sizeRefusal = new QLabel(sizeBox);
    m_sizeRefusal->setWordWrap(true);
    m_sizeRefusal->setStyleSheet(QStringLiteral("color: #d9363e;"));
    m_sizeRefusal->setVisible(false);
    sizeLayout->addWidget(m_sizeRefusal);
    addRow(DesignField::Nodes, tr("&Size"), sizeBox);
    m_widgets.insert(DesignField::Nodes, m_size);
    m_widgets.insert(DesignField::Gpus, m_size);
    m_labels.insert(DesignField::Gpus, m_labels.value(DesignField::Nodes));
    m_labelTexts.insert(DesignField::Gpus, m_labelTexts.value(DesignField::Nodes));
    connect(m_size, &QSpinBox::valueChanged, this, [this](int value) {
        if (!m_syncing)
            commitSize(value, 0);
    });
    connect(m_sizeUnit, &QComboBox::activated, this, [this] {
        if (!m_syncing)
            commitSize(m_size->value(), 0);
    });
    connect(m_sizeSlider, &QSlider::sliderPressed, this, [this] { ++m_gesture; });
    connect(m_sizeSlider, &QSlider::valueChanged, this, [this](int value) {
        if (!m_syncing)
            commitSize(value, m_sizeSlider->isSliderDown() ? m_gesture : 0);
    });

    m_fabric = new WholeTextComboBox(this);
    for (Technology technology : {Technology::InfiniBand, Technology::Ethernet})
        m_fabric->addItem(render::translated(Text(fabricTitle(technology))), static_cast<int>(technology));
    addRow(DesignField::Fabric, tr("&Fabric"), m_fabric);
    connect(m_fabric, &QComboBox::activated, this, [this](int index) {
        const auto technology = static_cast<Technology>(m_fabric->itemData(index).toInt());
        if (technology != m_document->design().fabric)
            m_document->edit(new ChangeFabricCommand(m_document, technology));
    });

    m_speed = new WholeTextComboBox(this);
    addRow(DesignField::LinkSpeed, tr("Link s&peed"), m_speed);
    connect(m_speed, &QComboBox::activated, this, [this](int index) {
        const QVariant value = m_speed->itemData(index);
        const std::optional<int> speed = value.isNull() ? std::nullopt : std::optional<int>(value.toInt());
        if (speed != m_document->design().linkSpeedGbps)
            m_document->edit(new ChangeLinkSpeedCommand(m_document, speed));
    });

    m_switch = new WholeTextComboBox(this);
    addRow(DesignField::Switch, tr("S&witch"), m_switch);
    connect(m_switch, &QComboBox::activated, this, [this](int index) {
        const std::string model = m_switch->itemData(index).toString().toStdString();
        if (model != m_document->design().switchModel)
            m_document->edit(new ChangeSwitchCommand(m_document, model));
    });

    m_oversubscription = new DoubleSpinBox(this);
    m_oversubscription->setRange(1.0, 16.0);
    m_oversubscription->setSingleStep(0.5);
    m_oversubscription->setDecimals(2);
    m_oversubscription->setSuffix(QStringLiteral(":1"));
    m_oversubscription->setKeyboardTracking(false);
    m_oversubscription->setToolTip(tr("Leaf down:up bandwidth; 1:1 is non-blocking."));
    addRow(DesignField::Oversubscription, tr("&Oversubscription"), m_oversubscription);
    connect(m_oversubscription, &QDoubleSpinBox::valueChanged, this, [this](double value) {
        if (!m_syncing && value != m_document->design().oversubscription)
            m_document->edit(new ChangeOversubscriptionCommand(m_document, value));
    });

    m_suSize = new SpinBox(this);
    m_suSize->setRange(0, 4096);
    m_suSize->setSpecialValueText(tr("Automatic"));
    m_suSize->setSuffix(tr(" nodes"));
    m_suSize->setKeyboardTracking(false);
    m_suSize->setToolTip(tr("Nodes per scalable unit (rail-optimized); automatic: one leaf's down ports."));
    addRow(DesignField::SuSize, tr("SU si&ze"), m_suSize);
    connect(m_suSize, &QSpinBox::valueChanged, this, [this](int value) {
        const std::optional<int> su = value > 0 ? std::optional<int>(value) : std::nullopt;
        if (!m_syncing && su != m_document->design().suSize)
            m_document->edit(new ChangeSuSizeCommand(m_document, su));
    });

    m_planes = new SpinBox(this);
    m_planes->setRange(1, 16);
    m_planes->setKeyboardTracking(false);
    addRow(DesignField::Planes, tr("P&lanes"), m_planes);
    connect(m_planes, &QSpinBox::valueChanged, this, [this](int value) {
        if (!m_syncing && value != m_document->design().planes)
            m_document->edit(new ChangePlanesCommand(m_document, value));
    });

    m_sharp = new QCheckBox(tr("In-network reduction"), this);
    addRow(DesignField::Sharp, tr("S&HARP"), m_sharp);
    connect(m_sharp, &QCheckBox::toggled, this, [this](bool on) {
        if (!m_syncing && on != m_document->design().sharp)
            m_document->edit(new ToggleSharpCommand(m_document, on));
    });

    m_management = new WholeTextComboBox(this);
    for (auto [management, label] :
         {std::pair{FabricManagement::Auto, tr("Automatic")}, std::pair{FabricManagement::UfmAppliance, tr("UFM appliance")},
          std::pair{FabricManagement::Embedded, tr("Switch's subnet manager")}, std::pair{FabricManagement::None, tr("None")}})
        m_management->addItem(label, static_cast<int>(management));
    m_management->setToolTip(tr("InfiniBand subnet management. Automatic: UFM for DGX (as NVIDIA's SuperPODs), the "
                                "managed switch's embedded subnet manager for other servers up to its node limit. "
                                "Management takes free ports and never adds switches."));
    addRow(DesignField::Management, tr("&Subnet manager"), m_management);
    connect(m_management, &QComboBox::currentIndexChanged, this, [this](int index) {
        const auto management = static_cast<FabricManagement>(m_management->itemData(index).toInt());
        if (!m_syncing && management != m_document->design().management)
            m_document->edit(new ChangeManagementCommand(m_document, management));
    });

    // The networks beside the compute fabric: a group each, switched on or off and set as undo steps.
    m_networksSection = new NetworksSection(m_document, this);
    addRow(DesignField::Networks, tr("Net&works"), m_networksSection);

    m_rackPower = new DoubleSpinBox(this);
    m_rackPower->setRange(1.0, 500.0);
    m_rackPower->setSingleStep(5.0);
    m_rackPower->setDecimals(1);
    m_rackPower->setSuffix(tr(" kW"));
    m_rackPower->setKeyboardTracking(false);
    addRow(DesignField::RackPower, tr("&Rack power"), m_rackPower);
    connect(m_rackPower, &QDoubleSpinBox::valueChanged, this, [this](double value) {
        if (!m_syncing && value != m_document->design().floor.rackPowerKw)
            m_document->edit(new ChangeRackPowerCommand(m_document, value));
    });

    m_racksPerRow = new SpinBox(this);
    m_racksPerRow->setRange(0, 1000);
    m_racksPerRow->setSpecialValueText(tr("automatic")); // 0: a roughly square hall
    m_racksPerRow->setKeyboardTracking(false);
    addRow(DesignField::RacksPerRow, tr("Racks per ro&w"), m_racksPerRow);
    connect(m_racksPerRow, &QSpinBox::valueChanged, this, [this](int value) {
        if (!m_syncing && value != m_document->design().floor.racksPerRow)
            m_document->edit(new ChangeRacksPerRowCommand(m_document, value));
    });

    m_placement = new WholeTextComboBox(this);
    for (auto [placement, label] : {std::pair{SwitchPlacement::Automatic, tr("Automatic")},
                                    std::pair{SwitchPlacement::InRack, tr("In the compute racks")},
                                    std::pair{SwitchPlacement::EndOfRow, tr("End of each row")},
                                    std::pair{SwitchPlacement::MiddleOfRow, tr("Middle of each row")},
                                    std::pair{SwitchPlacement::CentralRow, tr("Central network row")}})
        m_placement->addItem(label, static_cast<int>(placement));
    addRow(DesignField::SwitchPlacement, tr("Switch p&lacement"), m_placement);
    connect(m_placement, &QComboBox::currentIndexChanged, this, [this](int index) {
        const auto placement = static_cast<SwitchPlacement>(m_placement->itemData(index).toInt());
        if (!m_syncing && placement != m_document->design().floor.placement)
            m_document->edit(new ChangeSwitchPlacementCommand(m_document, placement));
    });
}

QString DesignPanel::sizeRefusal() const
{
    return m_sizeRefusal->isHidden() ? QString() : m_sizeRefusal->text();
}

void DesignPanel::commitSize(int value, int gesture)
{
    const Design &design = m_document->design();
    const bool gpus = m_sizeUnit->currentData().toString() == kUnitGpus;
    m_sizeRefusal->setVisible(value <= 0);
    if (value <= 0) {
        const int gpuCount = design.gpus.value_or(0);
        m_sizeRefusal->setText(gpus ? tr("A cluster needs at least one GPU: 0 GPUs plan no network. The design keeps its %1.")
                                          .arg(render::plural(tr("%n GPU(s)", nullptr, gpuCount), gpuCount))
                                    : tr("A cluster needs at least one node: 0 nodes plan no network. The design keeps its %1.")
                                          .arg(render::plural(tr("%n node(s)", nullptr, design.nodes), design.nodes)));
        return;
    }
    if (gpus) {
        if (design.gpus != value)
            m_document->edit(new ResizeClusterCommand(m_document, design.nodes, value, gesture));
    } else if (design.gpus || design.nodes != value) {
        m_document->edit(new ResizeClusterCommand(m_document, value, std::nullopt, gesture));
    }
}

void DesignPanel::fillSpeeds()
{
    const Design &design = m_document->design();
    const Catalogue &catalogue = m_document->catalogue();
    const Platform *platform = catalogue.findPlatform(design.platform);
    std::set<int> speeds;
    for (const SwitchModel &s : catalogue.switches())
        if (s.technology == design.fabric)
            for (const PortMode &mode : s.portModes)
                speeds.insert(mode.speedGbps);
    if (design.linkSpeedGbps)
        speeds.insert(*design.linkSpeedGbps);
    m_speed->clear();
    const QString platformSpeed = platform && platform->nicSpeedGbps > 0
        ? tr("Platform's NIC (%1G)").arg(platform->nicSpeedGbps) : tr("Platform's NIC");
    m_speed->addItem(platformSpeed, QVariant());
    for (int speed : speeds)
        m_speed->addItem(tr("%1 Gb/s").arg(speed), speed);
    m_speed->setCurrentIndex(design.linkSpeedGbps ? m_speed->findData(*design.linkSpeedGbps) : 0);
}

void DesignPanel::fillSwitches()
{
    const Design &design = m_document->design();
    const Catalogue &catalogue = m_document->catalogue();
    const Platform *platform = catalogue.findPlatform(design.platform);
    const int speed = design.linkSpeedGbps.value_or(platform ? platform->nicSpeedGbps : 0);
    m_switch->clear();
    m_switch->addItem(tr("Cheapest that fits"), QString());
    std::set<std::string> listed;
    for (const SwitchModel *s : catalogue.switchesFor(design.fabric, speed)) {
        m_switch->addItem(QString::fromStdString(s->model), QString::fromStdString(s->model));
        listed.insert(s->model);
    }
    if (!design.switchModel.empty() && !listed.count(design.switchModel))
        m_switch->addItem(tr("%1 (does not fit)").arg(QString::fromStdString(design.switchModel)),
                          QString::fromStdString(design.switchModel));
    m_switch->setCurrentIndex(std::max(0, m_switch->findData(QString::fromStdString(design.switchModel))));
}

void DesignPanel::syncFromDesign()
{
    m_syncing = true;
    m_sizeRefusal->setVisible(false);
    const Design &design = m_document->design();
    if (const QString name = QString::fromStdString(design.name); name != m_name->text()) {
        m_name->setText(name);
        m_name->setCursorPosition(0); // a long name reads from its start in a narrow dock
    }
    int platform = m_platform->findData(QString::fromStdString(design.platform));
    if (platform < 0) {
        m_platform->addItem(tr("%1 (not in the catalogue)").arg(QString::fromStdString(design.platform)),
                            QString::fromStdString(design.platform));
        platform = m_platform->count() - 1;
    }
    m_platform->setCurrentIndex(platform);
    m_sizeUnit->setCurrentIndex(design.gpus ? 1 : 0);
    const int size = design.gpus.value_or(design.nodes);
    m_size->setValue(size);
    if (!m_sizeSlider->isSliderDown()) {
        m_sizeSlider->setMaximum(std::max(design.gpus ? 8192 : 1024, size));
        m_sizeSlider->setValue(size);
    }
    m_fabric->setCurrentIndex(m_fabric->findData(static_cast<int>(design.fabric)));
    fillSpeeds();
    fillSwitches();
    m_oversubscription->setValue(design.oversubscription);
    m_suSize->setValue(design.suSize.value_or(0));
    m_planes->setValue(design.planes);
    m_sharp->setChecked(design.sharp);
    m_management->setCurrentIndex(m_management->findData(static_cast<int>(design.management)));
    m_management->setEnabled(design.fabric == Technology::InfiniBand);
    m_rackPower->setValue(design.floor.rackPowerKw);
    m_racksPerRow->setValue(design.floor.racksPerRow);
    m_placement->setCurrentIndex(m_placement->findData(static_cast<int>(design.floor.placement)));
    m_syncing = false;
}

void DesignPanel::showDiagnostics(const Diagnostics &diagnostics)
{
    QHash<DesignField, QString> messages;
    QHash<DesignField, bool> errors;
    for (const Diagnostic &d : diagnostics) {
        const DesignField field = designFieldFromName(QString::fromStdString(d.field));
        // Notes need no action: no sign on the field (they are listed in the dock).
        if (field == DesignField::None || d.isNote())
            continue;
        QString &text = messages[field];
        if (!text.isEmpty())
            text += QLatin1Char('\n');
        text += render::translated(d.text);
        errors[field] = errors.value(field) || d.isError();
    }
    m_marked.clear();
    for (auto it = m_labels.constBegin(); it != m_labels.constEnd(); ++it) {
        QLabel *label = it.value();
        const DesignField field = it.key();
        if (field == DesignField::Gpus)
            continue;
        QString message = messages.value(field);
        bool error = errors.value(field);
        if (field == DesignField::Nodes) {
            if (!messages.value(DesignField::Gpus).isEmpty())
                message += (message.isEmpty() ? QString() : QStringLiteral("\n")) + messages.value(DesignField::Gpus);
            error = error || errors.value(DesignField::Gpus);
        }
        QLabel *marker = m_markers.value(field);
        if (message.isEmpty()) {
            marker->setVisible(false);
            label->setText(m_labelTexts.value(field));
            label->setStyleSheet(QString());
            label->setToolTip(QString());
            m_problems.remove(field);
            updateToolTip(field);
            continue;
        }
        m_marked.insert(field, error);
        if (field == DesignField::Nodes)
            m_marked.insert(DesignField::Gpus, error);
        // Red for errors and amber for warnings read on light and dark palettes alike.
        const int side = label->fontMetrics().height();
        marker->setPixmap(style()->standardIcon(error ? QStyle::SP_MessageBoxCritical : QStyle::SP_MessageBoxWarning)
                              .pixmap(side, side));
        marker->setToolTip(message);
        marker->setVisible(true);
        label->setStyleSheet(error ? QStringLiteral("color: #d9363e; font-weight: bold;")
                                   : QStringLiteral("color: #c98a00; font-weight: bold;"));
        label->setToolTip(message);
        m_problems.insert(field, message);
        updateToolTip(field);
    }
}

void DesignPanel::focusField(DesignField field)
{
    QWidget *widget = m_widgets.value(field);
    if (!widget)
        return;
    widget->setFocus(Qt::OtherFocusReason);
    if (auto *spin = qobject_cast<QAbstractSpinBox *>(widget))
        spin->selectAll();
}

} // namespace fabric::ui
