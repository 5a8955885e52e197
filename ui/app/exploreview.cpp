#include "ui/app/exploreview.h"
#include "ui/app/flowlayout.h"

#include "core/common/ratiotext.h"
#include "core/model/sweep.h"
#include "ui/app/charts.h"
#include "ui/app/designcommands.h"
#include "ui/app/document.h"
#include "ui/app/format.h"
#include "ui/app/modelcurves.h"
#include "ui/app/noplannotice.h"
#include "ui/app/numberboxes.h"
#include "ui/app/setparameterstext.h"
#include "ui/render/quantitytext.h"
#include "ui/render/sentences.h"
#include "ui/render/translatedtext.h"

#include <QChart>
#include <QCheckBox>
#include <QChartView>
#include <QComboBox>
#include <QCursor>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLegendMarker>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>
#include <QScatterSeries>
#include <QScrollArea>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QSplitter>
#include <QTableWidget>
#include <QToolTip>
#include <QVBoxLayout>
#include <QValueAxis>
#include <algorithm>
#include <cmath>
#include <set>

namespace fabric::ui {

namespace {

// The figures the search ranks by come first: at 1280 x 720 beside the docks the table is some
// 550 px wide, and after the design's nine choices they were off its right edge.
enum Column {
    Front,
    Cost,
    Power,
    Busbw,
    Fabric,
    Switch,
    Link,
    Oversubscription,
    Planes,
    Tiers,
    SuSize,
    Sharp,
    Switches,
    Racks,
    Columns
};

const QColor kInfiniBand(0x1f, 0x77, 0xb4);
const QColor kEthernet(0xe0, 0x7b, 0x1a);

QString fabricName(Technology t)
{
    return render::translated(Text(fabricTitle(t)));
}

// "≥" where some part has no price, as Compare writes it; the tooltip says why.
QString costText(const ExploreCandidate &c)
{
    const QString money = formatMoney(c.cost.amount, QString::fromStdString(c.cost.currency));
    return c.cost.complete ? money : ExploreView::tr("≥ %1").arg(money);
}

QString costTip(const ExploreCandidate &c)
{
    const QString money = formatMoney(c.cost.amount, QString::fromStdString(c.cost.currency));
    return c.cost.complete ? money : ExploreView::tr("≥ %1 (known prices only: some parts are sold on request)").arg(money);
}

QString powerText(const ExploreCandidate &c)
{
    return c.powerW ? formatPower(*c.powerW) : ExploreView::tr("unknown");
}

QString busbwText(const ExploreCandidate &c)
{
    return c.busbwGBps ? ExploreView::tr("%1 GB/s").arg(QLocale().toString(*c.busbwGBps, 'f', 1))
                       : ExploreView::tr("unknown");
}

QString unconfirmedFrontText()
{
    return ExploreView::tr("On the Pareto front only while a figure is unknown: its own price or power draw, or "
                           "that of a design that may beat it");
}

// A number's cell, aligned right.
QTableWidgetItem *numberItem(const QString &text)
{
    auto *item = new QTableWidgetItem(text);
    item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
    return item;
}

} // namespace

ExploreView::ExploreView(Document *document, std::shared_ptr<const Catalogue> catalogue,
                         QWidget *parent)
    : QWidget(parent)
    , m_document(document)
    , m_catalogue(std::move(catalogue))
    , m_runner(new ExploreRunner(this))
{
    // The page scrolls where the window is too short for the controls, the chart and the table at
    // a readable height (1280 x 720 with the docks open, 1920 x 1080 at 200 %).
    auto *page = new QWidget(this);
    auto *layout = new QVBoxLayout(page);
    layout->setSpacing(4);
    // The controls wrap onto more lines in a narrow window rather than widen it or scroll
    // sideways (1280 x 720, 200 %); a label stays on the line of its field.
    auto *controls = new QWidget(this);
    auto *flow = new FlowLayout(controls);
    flow->setContentsMargins(0, 0, 0, 0);
    auto group = [controls, flow](std::initializer_list<QWidget *> widgets) {
        auto *box = new QWidget(controls);
        auto *row = new QHBoxLayout(box);
        row->setContentsMargins(0, 0, 0, 0);
        for (QWidget *widget : widgets)
            row->addWidget(widget);
        flow->addWidget(box);
        return row;
    };

    m_collective = new QComboBox(this);
    m_collective->setObjectName(QStringLiteral("exploreCollective"));
    for (const QString &name : modelCollectives())
        m_collective->addItem(name, name);
    m_bytes = new QComboBox(this);
    m_bytes->setObjectName(QStringLiteral("exploreBytes"));
    for (const char *size : {"1M", "16M", "256M", "1G", "8G"})
        m_bytes->addItem(QString::fromLatin1(size)
                             .replace(QLatin1Char('M'), QStringLiteral(" MiB"))
                             .replace(QLatin1Char('G'), QStringLiteral(" GiB")),
                         QString::fromLatin1(size));
    m_bytes->setCurrentIndex(3);
    m_start = new QPushButton(this);
    m_start->setObjectName(QStringLiteral("exploreStart"));
    m_start->setIcon(QIcon::fromTheme(QStringLiteral("system-search")));
    m_cancel = new QPushButton(this);
    m_cancel->setObjectName(QStringLiteral("exploreCancel"));
    m_cancel->setIcon(QIcon::fromTheme(QStringLiteral("process-stop")));
    m_cancel->setEnabled(false);
    m_progress = new QProgressBar(this);
    m_progress->setMaximumWidth(220);
    m_progress->setVisible(false);
    m_status = new QLabel(this);
    m_status->setWordWrap(true);
    m_status->setMinimumWidth(120);
    auto *collectiveLabel = new QLabel(this);
    collectiveLabel->setObjectName(QStringLiteral("collectiveLabel"));
    group({collectiveLabel, m_collective, m_bytes});
    group({m_start, m_cancel});
    flow->addWidget(m_progress);

    // The front is taken over these at once, without searching again. Power is unknown for parts
    // the catalogue has no draw for, and unknown is incomparable: such designs stay on the front
    // unless power is left out or their parts decide it (core's surelyNoMore()).
    auto *frontOver = new QLabel(this);
    frontOver->setObjectName(QStringLiteral("frontOverLabel"));
    QHBoxLayout *front = group({frontOver});
    for (Objective objective : {Objective::Cost, Objective::Busbw, Objective::Power}) {
        auto *box = new QCheckBox(this);
        box->setObjectName(QStringLiteral("exploreObjective-") + QString::fromUtf8(toString(objective)));
        box->setChecked(true);
        front->addWidget(box);
        m_objectives.emplace_back(objective, box);
        connect(box, &QCheckBox::toggled, this, [this, box](bool on) {
            if (!on && objectives().empty()) {
                box->setChecked(true); // a front over nothing is no front
                return;
            }
            applyConstraints();
        });
    }

    // The constraints filter the result at once, without searching again.
    auto spin = [this](const char *name, double max, int decimals) {
        auto *box = new DoubleSpinBox(this);
        box->setObjectName(QLatin1String(name));
        box->setRange(0.0, max);
        box->setDecimals(decimals);
        box->setGroupSeparatorShown(true);
        box->setKeyboardTracking(false);
        return box;
    };
    m_maxCost = spin("exploreMaxCost", 1e12, 0);
    m_maxCost->setSingleStep(100000);
    m_minBusbw = spin("exploreMinBusbw", 100000, 0);
    m_minBusbw->setSingleStep(10);
    m_maxPower = spin("exploreMaxPower", 1e6, 1);
    m_maxPower->setSingleStep(10);
    m_maxRacks = new SpinBox(this);
    m_maxRacks->setObjectName(QStringLiteral("exploreMaxRacks"));
    m_maxRacks->setRange(0, 100000);
    m_maxRacks->setKeyboardTracking(false);
    m_fabric = new QComboBox(this);
    m_fabric->setObjectName(QStringLiteral("exploreFabric"));
    m_fabric->addItem(QString(), -1);
    m_fabric->addItem(QString(), static_cast<int>(Technology::InfiniBand));
    m_fabric->addItem(QString(), static_cast<int>(Technology::Ethernet));
    m_switch = new QComboBox(this);
    m_switch->setObjectName(QStringLiteral("exploreSwitch"));
    m_switch->setSizeAdjustPolicy(QComboBox::AdjustToContents); // the models come after the first show
    m_switch->addItem(QString(), QString());
    const char *labels[] = {"maxCostLabel", "minBusbwLabel", "maxPowerLabel", "maxRacksLabel",
                            "fabricLabel", "switchLabel"};
    QWidget *fields[] = {m_maxCost, m_minBusbw, m_maxPower, m_maxRacks, m_fabric, m_switch};
    for (std::size_t i = 0; i < std::size(fields); ++i) {
        auto *label = new QLabel(this);
        label->setObjectName(QLatin1String(labels[i]));
        label->setBuddy(fields[i]);
        group({label, fields[i]});
    }
    layout->addWidget(controls);
    // The status on a line of its own below the controls, wrapped to the view's width.
    layout->addWidget(m_status);

    auto *split = new QSplitter(Qt::Vertical, this);
    auto *top = new QWidget(split);
    auto *topLayout = new QVBoxLayout(top);
    topLayout->setContentsMargins(0, 0, 0, 0);
    m_chart = makeChartView(top);
    m_chart->chart()->legend()->setAlignment(Qt::AlignBottom);
    m_noPlan = new NoPlanNotice(m_chart);
    m_details = new QLabel(top);
    m_details->setObjectName(QStringLiteral("exploreDetails"));
    m_details->setWordWrap(true);
    m_details->setTextInteractionFlags(Qt::TextSelectableByMouse);
    topLayout->addWidget(m_chart, 1);
    topLayout->addWidget(m_details);

    auto *bottom = new QWidget(split);
    auto *bottomLayout = new QVBoxLayout(bottom);
    bottomLayout->setContentsMargins(0, 0, 0, 0);
    m_table = new QTableWidget(0, Columns, bottom);
    m_table->setObjectName(QStringLiteral("exploreTable"));
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->verticalHeader()->setVisible(false);
    m_table->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().height() + 6);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->setAlternatingRowColors(true);
    m_table->setWordWrap(false);
    auto *actions = new QHBoxLayout;
    m_use = new QPushButton(bottom);
    m_use->setObjectName(QStringLiteral("exploreUse"));
    m_compare = new QPushButton(bottom);
    m_compare->setObjectName(QStringLiteral("exploreCompare"));
    m_use->setEnabled(false);
    m_compare->setEnabled(false);
    actions->addWidget(m_use);
    actions->addWidget(m_compare);
    actions->addStretch(1);
    bottomLayout->addLayout(actions);
    bottomLayout->addWidget(m_table, 1);
    // The answer first: the ranked designs and the button that uses one, in sight below the
    // status at 1280 x 720 in either language; the chart of the whole space follows (the page
    // scrolls to it where the window is short).
    split->addWidget(bottom);
    split->addWidget(top);
    split->setStretchFactor(0, 2);
    split->setStretchFactor(1, 3);
    layout->addWidget(split, 1);
    const int line = fontMetrics().lineSpacing();
    // Readable with its title of four lines (the last three small) and its key below: some 360 px
    // at 100 %. At 11 lines the plot kept 60 px at 1280 x 720 and every axis label read "…"; the
    // page scrolls instead.
    m_chart->setMinimumHeight(22 * line);
    m_table->setMinimumHeight(m_table->horizontalHeader()->sizeHint().height() +
                              4 * m_table->verticalHeader()->defaultSectionSize());
    auto *scroll = new QScrollArea(this);
    scroll->setObjectName(QStringLiteral("exploreScroll"));
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setWidget(page);
    auto *outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    outer->addWidget(scroll);

    connect(m_start, &QPushButton::clicked, this, &ExploreView::startSearch);
    connect(m_cancel, &QPushButton::clicked, this, &ExploreView::cancelSearch);
    connect(m_runner, &ExploreRunner::progressChanged, this, [this](int planned, int total) {
        m_progress->setRange(0, std::max(total, 1));
        m_progress->setValue(planned);
        m_status->setText(
            tr("Planning the design space: %1 of %2 designs").arg(planned).arg(total));
    });
    connect(m_runner, &ExploreRunner::finished, this, &ExploreView::showResult);
    for (QDoubleSpinBox *box : {m_maxCost, m_minBusbw, m_maxPower})
        connect(box, &QDoubleSpinBox::valueChanged, this, &ExploreView::applyConstraints);
    connect(m_maxRacks, &QSpinBox::valueChanged, this, &ExploreView::applyConstraints);
    connect(m_fabric, &QComboBox::currentIndexChanged, this, &ExploreView::applyConstraints);
    connect(m_switch, &QComboBox::currentIndexChanged, this, &ExploreView::applyConstraints);
    connect(m_table, &QTableWidget::itemSelectionChanged, this, [this] {
        const int row = selectedRow();
        m_use->setEnabled(row >= 0);
        m_compare->setEnabled(row >= 0);
        if (row >= 0)
            showDetails(row);
    });
    connect(m_table, &QTableWidget::cellDoubleClicked, this, [this](int tableRow, int) {
        if (QTableWidgetItem *item = m_table->item(tableRow, Front))
            useCandidate(item->data(Qt::UserRole).toInt());
    });
    connect(m_use, &QPushButton::clicked, this, [this] { useCandidate(selectedRow()); });
    connect(m_compare, &QPushButton::clicked, this,
            [this] { addCandidateToCompare(selectedRow()); });
    connect(m_document, &Document::planChanged, this, [this] { m_noPlan->showFor(m_document->plan(), m_shown.empty()); });
    connect(m_document, &Document::designChanged, this, [this] {
        if (m_result)
            m_status->setText(
                tr("The design has changed since this search: explore again to search around it."));
    });
    retranslate();
}

void ExploreView::retranslate()
{
    findChild<QLabel *>(QStringLiteral("collectiveLabel"))->setText(tr("Collective:"));
    m_start->setText(tr("&Explore"));
    m_start->setToolTip(
        tr("Plan every design around the current one: fabrics, switches, link speeds, "
           "oversubscription, planes, tiers, SU sizes and SHARP"));
    m_cancel->setText(tr("Cancel"));
    findChild<QLabel *>(QStringLiteral("maxCostLabel"))->setText(tr("Max cost:"));
    findChild<QLabel *>(QStringLiteral("minBusbwLabel"))->setText(tr("Min bus bandwidth:"));
    findChild<QLabel *>(QStringLiteral("maxPowerLabel"))->setText(tr("Max network power:"));
    findChild<QLabel *>(QStringLiteral("maxRacksLabel"))->setText(tr("Max racks:"));
    findChild<QLabel *>(QStringLiteral("fabricLabel"))->setText(tr("Fabric:"));
    findChild<QLabel *>(QStringLiteral("switchLabel"))->setText(tr("Switch:"));
    findChild<QLabel *>(QStringLiteral("frontOverLabel"))->setText(tr("Front over:"));
    for (const auto &[objective, box] : m_objectives)
        box->setText(objective == Objective::Cost    ? tr("Cost")
                     : objective == Objective::Busbw ? tr("Bus bandwidth")
                                                     : tr("Power"));
    for (QAbstractSpinBox *box :
         std::initializer_list<QAbstractSpinBox *>{m_maxCost, m_minBusbw, m_maxPower, m_maxRacks})
        box->setSpecialValueText(tr("no limit"));
    m_minBusbw->setSuffix(tr(" GB/s"));
    m_maxPower->setSuffix(tr(" kW"));
    m_fabric->setItemText(0, tr("Any"));
    m_fabric->setItemText(1, fabricName(Technology::InfiniBand));
    m_fabric->setItemText(2, fabricName(Technology::Ethernet));
    m_switch->setItemText(0, tr("Any"));
    m_use->setText(tr("Use as Design"));
    m_use->setToolTip(tr("Make the selected candidate's compute fabric the current design "
                         "(double-click does the same)"));
    m_compare->setText(tr("Add to Compare"));
    m_table->setHorizontalHeaderLabels({tr("Front"), tr("Cost"), tr("Network power"), tr("Bus bandwidth"),
                                        tr("Fabric"), tr("Switch"), tr("Link"), tr("Oversub."), tr("Planes"),
                                        tr("Tiers"), tr("SU size"), tr("SHARP"), tr("Switches"), tr("Racks")});
    if (m_result) {
        updateTable();
        updateChart();
    } else {
        m_status->setText(
            tr("Explore searches the design space around the current design for the cheapest "
               "designs that meet your limits and the Pareto front of cost, bus bandwidth and "
               "power."));
    }
}

void ExploreView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void ExploreView::startSearch()
{
    ExploreOptions options;
    const auto collective =
        collectiveFromString(m_collective->currentData().toString().toStdString());
    options.collective.collective = collective.value_or(Collective::AllReduce);
    const auto bytes = parseByteList(m_bytes->currentData().toString().toStdString());
    options.collective.bytes = bytes && !bytes->empty() ? bytes->front() : (1ull << 30);
    // The whole space is searched once; the constraints filter it here.
    m_start->setEnabled(false);
    m_cancel->setEnabled(true);
    m_progress->setVisible(true);
    m_progress->setRange(0, 0);
    m_runner->start(m_document->design(), m_catalogue, options);
}

void ExploreView::cancelSearch()
{
    m_runner->cancel();
    m_status->setText(tr("Cancelling…"));
}

void ExploreView::showResult(ExplorationPtr result)
{
    m_start->setEnabled(true);
    m_cancel->setEnabled(false);
    m_progress->setVisible(false);
    m_result = std::move(result);
    listSwitchesOfResult();
    applyConstraints();
}

ExploreConstraints ExploreView::constraints() const
{
    ExploreConstraints c;
    if (m_maxCost->value() > 0)
        c.maxCost = m_maxCost->value();
    if (m_minBusbw->value() > 0)
        c.minBusbwGBps = m_minBusbw->value();
    if (m_maxPower->value() > 0)
        c.maxPowerW = m_maxPower->value() * 1000.0;
    if (m_maxRacks->value() > 0)
        c.maxRacks = m_maxRacks->value();
    if (const int fabric = m_fabric->currentData().toInt(); fabric >= 0)
        c.fabric = static_cast<Technology>(fabric);
    if (const QString model = m_switch->currentData().toString(); !model.isEmpty())
        c.switchModel = model.toStdString();
    return c;
}

// The switch limit offers the models the search planned; a model chosen before stays chosen
// while the new result has it.
void ExploreView::listSwitchesOfResult()
{
    const QSignalBlocker quiet(m_switch);
    const QString chosen = m_switch->currentData().toString();
    while (m_switch->count() > 1)
        m_switch->removeItem(1);
    std::set<std::string> models;
    for (const ExploreCandidate &c : m_result->candidates)
        models.insert(c.switchModel);
    for (const std::string &model : models)
        m_switch->addItem(QString::fromStdString(model), QString::fromStdString(model));
    m_switch->setCurrentIndex(std::max(0, m_switch->findData(chosen)));
}

void ExploreView::setMaxCost(double amount)
{
    m_maxCost->setValue(amount);
}
void ExploreView::setMinBusbw(double gbps)
{
    m_minBusbw->setValue(gbps);
}
void ExploreView::setMaxPowerKw(double kw)
{
    m_maxPower->setValue(kw);
}
void ExploreView::setMaxRacks(int racks)
{
    m_maxRacks->setValue(racks);
}
void ExploreView::setFabricLimit(std::optional<Technology> fabric)
{
    m_fabric->setCurrentIndex(fabric ? m_fabric->findData(static_cast<int>(*fabric)) : 0);
}

void ExploreView::setSwitchLimit(const QString &model)
{
    m_switch->setCurrentIndex(std::max(0, m_switch->findData(model)));
}

std::vector<Objective> ExploreView::objectives() const
{
    std::vector<Objective> chosen;
    for (const auto &[objective, box] : m_objectives)
        if (box->isChecked())
            chosen.push_back(objective);
    return chosen;
}

void ExploreView::setObjectiveChosen(Objective objective, bool chosen)
{
    for (const auto &[o, box] : m_objectives)
        if (o == objective)
            box->setChecked(chosen);
}

QString ExploreView::objectiveName(Objective objective)
{
    switch (objective) {
    case Objective::Cost: return tr("cost");
    case Objective::Busbw: return tr("bus bandwidth");
    case Objective::Power: return tr("power");
    case Objective::Time: return tr("time");
    case Objective::Bisection: return tr("bisection");
    case Objective::Switches: return tr("switches");
    case Objective::Racks: return tr("racks");
    }
    return {};
}

void ExploreView::applyConstraints()
{
    if (!m_result)
        return;
    const ExploreConstraints limits = constraints();
    m_shown.clear();
    for (const ExploreCandidate &c : m_result->candidates)
        if (meets(c, limits))
            m_shown.push_back(c);
    const std::vector<Objective> over = objectives();
    markParetoFront(m_shown, over);
    updateTable();
    updateChart();
    const int front = static_cast<int>(
        std::count_if(m_shown.begin(), m_shown.end(), [](const auto &c) { return c.onFront; }));
    QStringList names;
    for (Objective objective : over)
        names << objectiveName(objective);
    QString status = tr("%1 designs planned, %2 meet the limits, %3 on the Pareto front of %4.")
                         .arg(m_result->enumerated)
                         .arg(m_shown.size())
                         .arg(front)
                         .arg(QLocale().createSeparatedList(names));
    // One statement of the designs on the front only while a figure is unknown, and of how many
    // of them stand there for their own unknown power draw, the one that unticking Power takes
    // out of the ranking (two sentences counted the same designs twice).
    const auto unconfirmed = static_cast<int>(std::count_if(m_shown.begin(), m_shown.end(), [](const auto &c) {
        return c.onFront && !c.frontConfirmed;
    }));
    const bool overPower = std::find(over.begin(), over.end(), Objective::Power) != over.end();
    const auto ownPower = overPower ? static_cast<int>(std::count_if(m_shown.begin(), m_shown.end(), [](const auto &c) {
        return c.onFront && !c.frontConfirmed && !c.powerW;
    })) : 0;
    if (unconfirmed > 0 && ownPower == 0)
        render::appendSentence(status, tr("%n of them (☆) only while a figure is unknown: a price or a power draw, "
                                          "their own or that of a design that may beat them.",
                                          nullptr, unconfirmed));
    else if (unconfirmed > 0 && ownPower == unconfirmed)
        render::appendSentence(status, tr("%n of them (☆) only while their own power draw is unknown, which their parts "
                                          "do not decide against the others': untick Power to rank them on the rest.",
                                          nullptr, unconfirmed));
    else if (unconfirmed > 0)
        render::appendSentence(status, tr("%n of them (☆) only while a figure is unknown: for %1 their own power draw "
                                          "(untick Power to rank them on the rest), for the others a price or the "
                                          "figure of a design that may beat them.",
                                          nullptr, unconfirmed).arg(ownPower));
    if (m_result->cancelled)
        status = render::joinedSentences(tr("Cancelled: the candidates planned by then."), status);
    else if (m_result->failed > 0)
        render::appendSentence(status, failuresText(*m_result));
    if (!m_result->cancelled && m_result->duplicates > 0)
        render::appendSentence(status, tr("Designs that planned the same fabric as another (one switch at every ratio "
                                          "asked), shown once: %1.").arg(m_result->duplicates));
    // Every candidate keeps the searched design's model parameters: its bus bandwidth is theirs.
    if (!m_result->candidates.empty())
        if (const QString set = setModelParametersText(parametersSetBy(m_result->candidates.front().design.modelOverrides)); !set.isEmpty())
            render::appendSentence(status, tr("Bus bandwidths with the model parameters set for this project: %1.").arg(set));
    m_status->setText(status);
    m_status->setToolTip(failuresToolTip(*m_result));
}

QString ExploreView::failuresText(const Exploration &e)
{
    // "8 did not plan: SN4410 (4) and SN4700 (4); hover for why."
    QStringList models;
    for (const ExploreFailure &f : e.failures)
        models << tr("%1 (%2)").arg(QString::fromStdString(f.switchModel)).arg(f.designs);
    if (models.isEmpty())
        return tr("%1 did not plan.").arg(e.failed);
    return tr("%1 did not plan: %2; hover for why.").arg(e.failed).arg(QLocale().createSeparatedList(models));
}

QString ExploreView::failuresToolTip(const Exploration &e)
{
    // Each switch model's first error, as the plan says it.
    QStringList lines;
    for (const ExploreFailure &f : e.failures)
        lines << tr("%1: %2").arg(QString::fromStdString(f.switchModel), render::translated(f.firstError.text));
    return lines.join(QLatin1Char('\n'));
}

void ExploreView::updateTable()
{
    m_table->clearContents();
    m_table->setRowCount(static_cast<int>(m_shown.size()));
    for (int row = 0; row < static_cast<int>(m_shown.size()); ++row) {
        const ExploreCandidate &c = m_shown[row];
        auto *front = new QTableWidgetItem(c.frontConfirmed ? QStringLiteral("★")
                                           : c.onFront      ? QStringLiteral("☆")
                                                            : QString());
        front->setData(Qt::UserRole, row);
        front->setToolTip(c.frontConfirmed ? tr("On the Pareto front")
                          : c.onFront      ? unconfirmedFrontText()
                                           : QString());
        const QString speed = c.railsPerNode > 0
                                  ? tr("%1 × %2G").arg(c.railsPerNode).arg(c.linkSpeedGbps)
                                  : QString();
        QTableWidgetItem *items[Columns] = {
            front,
            numberItem(costText(c)),
            numberItem(powerText(c)),
            numberItem(busbwText(c)),
            new QTableWidgetItem(fabricName(c.design.fabric)),
            new QTableWidgetItem(QString::fromStdString(c.switchModel)),
            new QTableWidgetItem(speed),
            new QTableWidgetItem(QString::fromStdString(ratioText(c.oversubscription))),
            numberItem(QLocale().toString(c.design.planes)),
            numberItem(QLocale().toString(c.tiers)),
            numberItem(QLocale().toString(c.suSize)),
            new QTableWidgetItem(c.design.sharp ? tr("on") : tr("off")),
            numberItem(QLocale().toString(c.switches)),
            numberItem(QLocale().toString(c.racks)),
        };
        // A cell cut short by a narrow column is whole in its tooltip.
        for (int column = Front + 1; column < Columns; ++column)
            items[column]->setToolTip(column == Cost ? costTip(c) : items[column]->text());
        for (int column = 0; column < Columns; ++column)
            m_table->setItem(row, column, items[column]);
    }
    m_table->resizeColumnsToContents();
}

void ExploreView::updateChart()
{
    m_noPlan->showFor(m_document->plan(), m_shown.empty());
    QChart *chart = m_chart->chart();
    chart->removeAllSeries();
    // removeAxis hands the axis back to the caller: delete it, or every search leaks its axes.
    for (QAbstractAxis *axis : chart->axes()) {
        chart->removeAxis(axis);
        delete axis;
    }
    m_pointRows.clear();

    double minPower = 0, maxPower = 0;
    bool anyPower = false;
    for (const ExploreCandidate &c : m_shown)
        if (c.powerW) {
            minPower = anyPower ? std::min(minPower, *c.powerW) : *c.powerW;
            maxPower = anyPower ? std::max(maxPower, *c.powerW) : *c.powerW;
            anyPower = true;
        }
    // Sized by power in three steps (a series has one marker size): the lower, middle and upper
    // third of the known powers.
    const auto sizeStep = [&](const ExploreCandidate &c) {
        if (!c.powerW || maxPower <= minPower)
            return 1;
        return std::min(2, static_cast<int>(3.0 * (*c.powerW - minPower) / (maxPower - minPower)));
    };

    // Cost in millions when the designs cost that much; the axes span the points, not from 0
    // (the nodes' share of the cost would squeeze the designs' differences into a line).
    double minCost = 0, maxCost = 0, minBusbw = 0, maxBusbw = 0;
    bool any = false;
    for (const ExploreCandidate &c : m_shown)
        if (c.busbwGBps) {
            minCost = any ? std::min(minCost, c.cost.amount) : c.cost.amount;
            maxCost = any ? std::max(maxCost, c.cost.amount) : c.cost.amount;
            minBusbw = any ? std::min(minBusbw, *c.busbwGBps) : *c.busbwGBps;
            maxBusbw = any ? std::max(maxBusbw, *c.busbwGBps) : *c.busbwGBps;
            any = true;
        }
    const double scale = maxCost >= 1e7 ? 1e6 : 1e3;
    const QString currency =
        m_shown.empty() ? QString() : QString::fromStdString(m_shown.front().cost.currency);

    // One series for each fabric (colour), known or unknown power (filled or hollow) and complete
    // or incomplete price (circle, or a square at the known prices' sum: a lower bound).
    struct Group
    {
        Technology fabric;
        bool powerKnown;
        bool priced;
        int step;
    };
    std::vector<QScatterSeries *> all;
    int unplotted = 0;
    for (Technology fabric : {Technology::InfiniBand, Technology::Ethernet})
        for (bool priced : {true, false})
            for (bool powerKnown : {true, false})
                for (int step : {0, 1, 2}) {
                    const Group g{fabric, powerKnown, priced, step};
                    QString name = fabricName(g.fabric);
                    if (!g.powerKnown)
                        name = tr("%1, power unknown (hollow)").arg(name);
                    if (!g.priced)
                        name = tr("%1, price incomplete (square: known prices only)").arg(name);
                    auto *series = new QScatterSeries;
                    series->setName(name);
                    series->setProperty("fabricName", fabricName(g.fabric));
                    series->setMarkerShape(g.priced ? QScatterSeries::MarkerShapeCircle
                                                    : QScatterSeries::MarkerShapeRectangle);
                    series->setMarkerSize(8.0 + 5.0 * g.step);
                    const QColor colour =
                        g.fabric == Technology::InfiniBand ? kInfiniBand : kEthernet;
                    series->setPen(QPen(colour, 2));
                    series->setBrush(g.powerKnown ? QBrush(colour) : QBrush(Qt::transparent));
                    std::vector<int> rows;
                    for (int row = 0; row < static_cast<int>(m_shown.size()); ++row) {
                        const ExploreCandidate &c = m_shown[row];
                        if (c.design.fabric != g.fabric || c.powerW.has_value() != g.powerKnown ||
                            c.cost.complete != g.priced || sizeStep(c) != g.step)
                            continue;
                        if (!c.busbwGBps) {
                            ++unplotted;
                            continue;
                        }
                        series->append(*c.busbwGBps, c.cost.amount / scale);
                        rows.push_back(row);
                    }
                    if (rows.empty()) {
                        delete series;
                        continue;
                    }
                    m_pointRows.emplace_back(series, std::move(rows));
                    all.push_back(series);
                }
    // The front, ringed: a black circle around each front point, dashed where the point is on the
    // front only while a figure is unknown.
    for (const bool confirmed : {true, false}) {
        auto *front = new QScatterSeries;
        // Short: the key has one line, and its marker is the ring; the title says the rest.
        front->setName(confirmed ? tr("Pareto front") : tr("Front while unknown"));
        front->setMarkerSize(20);
        front->setPen(QPen(Qt::black, 2, confirmed ? Qt::SolidLine : Qt::DashLine));
        front->setBrush(Qt::transparent);
        std::vector<int> frontRows;
        for (int row = 0; row < static_cast<int>(m_shown.size()); ++row) {
            const ExploreCandidate &c = m_shown[row];
            if (!c.onFront || c.frontConfirmed != confirmed || !c.busbwGBps)
                continue;
            front->append(*c.busbwGBps, c.cost.amount / scale);
            frontRows.push_back(row);
        }
        if (!frontRows.empty()) {
            m_pointRows.emplace_back(front, std::move(frontRows));
            all.push_back(front);
        } else {
            delete front;
        }
    }

    auto *x = new QValueAxis;
    x->setTitleText(tr("Bus bandwidth (GB/s)"));
    x->setLabelFormat(QStringLiteral("%.0f"));
    // A range of round ticks around the points (roundTickStep: 1, 2 or 5 times a power of ten).
    const auto roundRange = [](QValueAxis *axis, double low, double high) {
        const double step = roundTickStep(std::max(high - low, std::abs(high) * 0.02) * 1.1);
        const double from = std::max(0.0, std::floor(low / step - 0.5) * step);
        const double to = std::ceil(high / step + 0.5) * step;
        axis->setRange(from, to);
        axis->setTickCount(static_cast<int>(std::lround((to - from) / step)) + 1);
    };
    roundRange(x, minBusbw, maxBusbw);
    auto *y = new QValueAxis;
    y->setTitleText(scale >= 1e6 ? tr("Net cost (M %1)").arg(currency)
                                 : tr("Net cost (k %1)").arg(currency));
    y->setLabelFormat(QStringLiteral("%.1f"));
    roundRange(y, minCost / scale, maxCost / scale);
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    for (QScatterSeries *series : all) {
        chart->addSeries(series);
        series->attachAxis(x);
        series->attachAxis(y);
        connect(series, &QScatterSeries::hovered, this,
                [this, series](const QPointF &point, bool state) {
                    const int row = state ? rowOfPoint(series, point) : -1;
                    if (row < 0) {
                        QToolTip::hideText();
                        return;
                    }
                    showDetails(row);
                    QToolTip::showText(QCursor::pos(), describe(m_shown[row]), m_chart);
                });
        connect(series, &QScatterSeries::doubleClicked, this,
                [this, series](const QPointF &point) { useCandidate(rowOfPoint(series, point)); });
    }
    // The legend names the colours (one entry a fabric) and the ring; the title says what the
    // sizes, fills and shapes mean.
    std::set<QString> named;
    for (QLegendMarker *marker : chart->legend()->markers()) {
        marker->setShape(QLegend::MarkerShapeFromSeries);
        const auto *series = static_cast<const QScatterSeries *>(marker->series());
        const bool ring = !series->property("fabricName").isValid();
        const QString fabric = ring ? QString() : series->property("fabricName").toString();
        marker->setVisible(ring || named.insert(fabric).second);
        marker->setLabel(ring ? series->name() : fabric);
    }
    // A line each, short enough for a chart beside the docks at 1280 x 720 (one line was cut).
    QStringList key;
    if (anyPower)
        key << tr("filled: network power known, sized %1 to %2").arg(formatPower(minPower), formatPower(maxPower));
    key << tr("hollow: power unknown · square: price incomplete, at the known prices");
    key << tr("ring: Pareto front · dashed ring: on it while a figure is unknown");
    QString title = tr("Cost against %1 bus bandwidth at %2").arg(m_collective->currentText(), m_bytes->currentText());
    for (const QString &line : key)
        title += QStringLiteral("<br><small>") + line.toHtmlEscaped() + QStringLiteral("</small>");
    chart->setTitle(title);
    if (unplotted > 0)
        m_details->setText(tr("%n candidate(s) without a bus bandwidth are in the table only.",
                              nullptr, unplotted));
    else
        m_details->setText(
            tr("Hover over a point to see its design; double-click makes it the current design."));
}

int ExploreView::rowOfPoint(const QScatterSeries *series, const QPointF &point) const
{
    for (const auto &[s, rows] : m_pointRows) {
        if (s != series)
            continue;
        const QList<QPointF> points = series->points();
        for (int i = 0; i < points.size() && i < static_cast<int>(rows.size()); ++i)
            if (points[i] == point)
                return rows[i];
    }
    return -1;
}

int ExploreView::selectedRow() const
{
    const auto selected = m_table->selectionModel()->selectedRows(Front);
    if (selected.isEmpty())
        return -1;
    return m_table->item(selected.front().row(), Front)->data(Qt::UserRole).toInt();
}

QString ExploreView::describe(const ExploreCandidate &c) const
{
    const QString shape =
        tr("%1, %2, %3 × %4G, %5, %6, %7, %8, SHARP %9")
            .arg(fabricName(c.design.fabric), QString::fromStdString(c.switchModel))
            .arg(c.railsPerNode)
            .arg(c.linkSpeedGbps)
            .arg(QString::fromStdString(ratioText(c.oversubscription)))
            .arg(render::plural(tr("%Ln plane(s)", nullptr, c.design.planes), c.design.planes),
                 render::plural(tr("%Ln tier(s)", nullptr, c.tiers), c.tiers),
                 render::plural(tr("SU of %Ln node(s)", nullptr, c.suSize), c.suSize))
            .arg(c.design.sharp ? tr("on") : tr("off"));
    const QString figures =
        tr("Cost %1 · network power %2 · bus bandwidth %3 · %4 · %5%6")
            .arg(costText(c), powerText(c), busbwText(c))
            .arg(render::plural(tr("%Ln switch(es)", nullptr, c.switches), c.switches),
                 render::plural(tr("%Ln rack(s)", nullptr, c.racks), c.racks))
            .arg(c.frontConfirmed ? tr(" · on the Pareto front")
                 : c.onFront      ? tr(" · on the Pareto front while a figure is unknown")
                                  : QString());
    return shape + QLatin1Char('\n') + figures;
}

void ExploreView::showDetails(int row)
{
    if (row >= 0 && row < static_cast<int>(m_shown.size()))
        m_details->setText(describe(m_shown[row]));
}

void ExploreView::useCandidate(int row)
{
    if (row < 0 || row >= static_cast<int>(m_shown.size()))
        return;
    const Design design = withComputeFabricOf(m_document->design(), m_shown[row]);
    if (design == m_document->design())
        return;
    m_document->edit(new ReplaceDesignCommand(
        m_document, design,
        tr("Use explored design (%1)").arg(QString::fromStdString(m_shown[row].switchModel))));
}

void ExploreView::addCandidateToCompare(int row)
{
    if (row < 0 || row >= static_cast<int>(m_shown.size()))
        return;
    emit addToCompare(withComputeFabricOf(m_document->design(), m_shown[row]));
}

} // namespace fabric::ui
