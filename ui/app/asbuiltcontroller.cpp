#include "ui/app/asbuiltcontroller.h"

#include "ui/app/asbuiltmodel.h"
#include "ui/app/document.h"
#include "ui/app/floorplanview.h"
#include "ui/app/linktextdelegate.h"
#include "ui/app/networkname.h"
#include "ui/app/topologyview.h"
#include "ui/render/sentences.h"
#include "ui/render/translatedtext.h"

#include <QAction>
#include <QComboBox>
#include <QCoreApplication>
#include <QDir>
#include <QDockWidget>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMainWindow>
#include <QMenu>
#include <QMessageBox>
#include <QTimer>
#include <QTableView>
#include <QVBoxLayout>

namespace fabric::ui {

namespace {

constexpr DifferenceKind kKinds[] = {DifferenceKind::Missing, DifferenceKind::Miswired, DifferenceKind::Extra,
                                     DifferenceKind::UnknownDevice, DifferenceKind::Speed};

} // namespace

AsBuiltController::AsBuiltController(Document *document, FloorPlanView *floor, TopologyView *topology, QMainWindow *window)
    : QObject(window)
    , m_document(document)
    , m_floor(floor)
    , m_topology(topology)
    , m_parent(window)
    , m_model(new AsBuiltModel(this))
    , m_filter(new AsBuiltFilter(this))
    , m_reportError([window](const QString &title, const QString &text) { QMessageBox::warning(window, title, text); })
{
    m_filter->setSourceModel(m_model);
    createMenu();
    createDock(window);
    // A check takes about 0.2 s of CPU at 49,152 links and 0.9 s at 196,608 (bench_asbuilt, median
    // CPU time): while the node count is dragged, plans come many times a second, so the check
    // waits for them to settle. Until then the marks of the last plan are taken off (a new plan
    // may put its racks elsewhere).
    m_pending = new QTimer(this);
    m_pending->setSingleShot(true);
    m_pending->setInterval(250);
    connect(m_pending, &QTimer::timeout, this, &AsBuiltController::recheck);
    connect(m_document, &Document::planChanged, this, [this] {
        if (!m_fabric)
            return;
        showMarks(false);
        m_pending->start();
    });
    connect(m_floor, &FloorPlanView::rackSelected, this, &AsBuiltController::showRack);
    recheck();
}

AsBuiltController::~AsBuiltController() = default;

void AsBuiltController::createMenu()
{
    m_menu = new QMenu(tr("&Import"), m_parent);
    m_menu->addAction(tr("&As-built (ibnetdiscover or LLDP JSON)…"), this, &AsBuiltController::chooseFiles);
    m_menu->addAction(tr("Device &Names File…"), this, &AsBuiltController::chooseNames);
    m_ignoreSpeedAction = m_menu->addAction(tr("Ignore Link &Speed"));
    m_ignoreSpeedAction->setCheckable(true);
    m_ignoreSpeedAction->setToolTip(tr("Do not report links that run at another speed (simulated fabrics run at SDR)"));
    connect(m_ignoreSpeedAction, &QAction::toggled, this, &AsBuiltController::setIgnoreSpeed);
    m_menu->addSeparator();
    m_clearAction = m_menu->addAction(tr("&Clear As-built"), this, &AsBuiltController::clear);
    m_clearAction->setEnabled(false);
}

void AsBuiltController::createDock(QMainWindow *window)
{
    m_dock = new QDockWidget(tr("As built"), window);
    m_dock->setObjectName(QStringLiteral("asBuiltDock"));
    auto *page = new QWidget(m_dock);
    auto *layout = new QVBoxLayout(page);
    layout->setContentsMargins(4, 4, 4, 4);
    m_summary = new QLabel(page);
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_summary);
    auto *filters = new QHBoxLayout;
    m_rackBox = new QComboBox(page);
    m_rackBox->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_kindBox = new QComboBox(page);
    m_kindBox->addItem(tr("All differences"), -1);
    for (DifferenceKind kind : kKinds)
        m_kindBox->addItem(AsBuiltModel::kindName(kind), static_cast<int>(kind));
    auto *rackLabel = new QLabel(tr("&Rack:"), page);
    rackLabel->setBuddy(m_rackBox);
    auto *kindLabel = new QLabel(tr("&Show:"), page);
    kindLabel->setBuddy(m_kindBox);
    filters->addWidget(rackLabel);
    filters->addWidget(m_rackBox);
    filters->addSpacing(12);
    filters->addWidget(kindLabel);
    filters->addWidget(m_kindBox);
    filters->addStretch(1);
    layout->addLayout(filters);
    m_table = new QTableView(page);
    m_table->setModel(m_filter);
    m_table->setSortingEnabled(false); // verify's order: by rack, then kind
    m_table->setAlternatingRowColors(true);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    // The planned and found links share what the other columns leave, each wrapped between its
    // ends; at 1280 x 720 a link of two ends is some 530 px, two of them more than the dock.
    m_table->setWordWrap(true);
    auto *links = new LinkTextDelegate(m_table);
    m_table->setItemDelegateForColumn(AsBuiltModel::Planned, links);
    m_table->setItemDelegateForColumn(AsBuiltModel::Found, links);
    m_table->verticalHeader()->setVisible(false);
    m_table->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().height() + 6);
    QHeaderView *header = m_table->horizontalHeader();
    header->setSectionResizeMode(QHeaderView::Interactive);
    header->setSectionResizeMode(AsBuiltModel::Planned, QHeaderView::Stretch);
    header->setSectionResizeMode(AsBuiltModel::Found, QHeaderView::Stretch);
    header->setStretchLastSection(false);
    const QFontMetrics metrics = m_table->fontMetrics();
    m_table->setColumnWidth(AsBuiltModel::Rack, metrics.horizontalAdvance(QStringLiteral("R00-00 000")));
    m_table->setColumnWidth(AsBuiltModel::Kind, metrics.horizontalAdvance(AsBuiltModel::kindName(DifferenceKind::UnknownDevice)) + 24);
    m_table->setColumnWidth(AsBuiltModel::Cable, metrics.horizontalAdvance(QStringLiteral("storage-00000")));
    m_table->setColumnWidth(AsBuiltModel::Line, metrics.horizontalAdvance(QStringLiteral("0000000")) + 8);
    connect(m_filter, &QAbstractItemModel::modelReset, this, &AsBuiltController::fitRows);
    connect(m_filter, &QAbstractItemModel::layoutChanged, this, &AsBuiltController::fitRows);
    connect(m_filter, &QAbstractItemModel::rowsInserted, this, &AsBuiltController::fitRows);
    connect(m_filter, &QAbstractItemModel::rowsRemoved, this, &AsBuiltController::fitRows);
    layout->addWidget(m_table, 1);
    m_dock->setWidget(page);
    window->addDockWidget(Qt::BottomDockWidgetArea, m_dock);
    if (auto *diagnostics = window->findChild<QDockWidget *>(QStringLiteral("diagnosticsDock")))
        window->tabifyDockWidget(diagnostics, m_dock);
    m_dock->hide();

    connect(m_rackBox, &QComboBox::currentIndexChanged, this, [this](int index) {
        if (index <= 0)
            m_filter->showAllRacks();
        else
            m_filter->setRack(m_rackBox->itemData(index).toString());
    });
    connect(m_kindBox, &QComboBox::currentIndexChanged, this, [this](int index) { m_filter->setKind(m_kindBox->itemData(index).toInt()); });
    connect(m_table, &QTableView::clicked, this, [this](const QModelIndex &index) {
        const int row = m_filter->mapToSource(index).row();
        if (row >= 0 && row < static_cast<int>(m_marks.devices.size()) && !m_marks.devices[static_cast<std::size_t>(row)].empty())
            emit devicesSelected(m_marks.devices[static_cast<std::size_t>(row)]);
    });
}

// Each row as tall as its links wrap in the dock's width. Sizing a row lays its text out, again
// at every resize of the window: about 0.2 ms a row (tests/bench/bench_ui_asbuilt: 396 sized rows
// took 91 ms a resize step, 1,600 took 170 ms; one line each, 16-22 ms), so past kRowsSized (a
// file of another unit or fabric, every planned link missing) the rows keep one line and their
// links end in "…", whole in their tooltips: a list too long to read row by row.
void AsBuiltController::fitRows()
{
    constexpr int kRowsSized = 64;
    const bool sized = m_filter->rowCount() <= kRowsSized;
    m_table->setWordWrap(sized);
    m_table->verticalHeader()->setSectionResizeMode(sized ? QHeaderView::ResizeToContents : QHeaderView::Interactive);
}

void AsBuiltController::chooseFiles()
{
    const QStringList paths = QFileDialog::getOpenFileNames(
        m_parent, tr("Import As-built"), m_lastDirectory,
        tr("Discovery output (*.topo *.txt *.out *.json);;ibnetdiscover output (*.topo *.txt *.out);;LLDP tables, lldpctl -f json (*.json);;All files (*)"));
    if (paths.isEmpty())
        return;
    m_lastDirectory = QFileInfo(paths.front()).absolutePath();
    importFiles(paths);
}

void AsBuiltController::chooseNames()
{
    const QString path = QFileDialog::getOpenFileName(m_parent, tr("Import Device Names"), m_lastDirectory,
                                                      tr("Device names, SITE-NAME PLAN-NAME a line (*.txt *.names *.csv);;All files (*)"));
    if (path.isEmpty())
        return;
    m_lastDirectory = QFileInfo(path).absolutePath();
    importNames(path);
}

bool AsBuiltController::importFiles(const QStringList &paths)
{
    std::vector<DiscoveryFile> files;
    for (const QString &path : paths)
        files.push_back({QDir::toNativeSeparators(path).toStdString(), {}});
    auto fabric = readAsBuilt(files, std::nullopt, m_namesFile.toStdString());
    if (!fabric) {
        m_reportError(tr("Import As-built"), tr("The as-built fabric could not be read:\n%1").arg(render::translated(fabric.errorText())));
        return false;
    }
    m_fabric = std::move(*fabric);
    m_rackBox->setCurrentIndex(0);
    m_kindBox->setCurrentIndex(0);
    recheck();
    m_dock->show();
    m_dock->raise();
    // Tall enough for the summary, the filters and a few rows of the table (the rows as tall as
    // their links wrap), but not more than two fifths of the window.
    // The rows sized to the dock's width: the layouts its showing asked for, and no user input.
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
    int rowsHeight = 0;
    for (int row = 0; row < std::min(5, m_filter->rowCount()); ++row)
        rowsHeight += m_table->rowHeight(row);
    rowsHeight = std::max(rowsHeight, 2 * m_table->verticalHeader()->defaultSectionSize());
    const int height = std::min(m_parent->height() * 2 / 5,
                                m_summary->sizeHint().height() + m_rackBox->sizeHint().height()
                                    + m_table->horizontalHeader()->sizeHint().height() + rowsHeight + 40);
    if (auto *window = qobject_cast<QMainWindow *>(m_parent))
        window->resizeDocks({m_dock}, {height}, Qt::Vertical);
    return true;
}

bool AsBuiltController::importNames(const QString &path)
{
    // Read as verify --names reads it, and checked as verify checks it against the as-built shown
    // and the plan; kept for the as-built to come.
    auto named = withNamesFile(m_fabric ? *m_fabric : AsBuiltFabric(), QDir::toNativeSeparators(path).toStdString());
    if (!named) {
        m_reportError(tr("Import Device Names"),
                      tr("The device names file could not be read:\n%1").arg(render::translated(named.errorText())));
        return false;
    }
    const PlanPtr plan = m_document->plan();
    if (m_fabric && plan && plan->ok())
        if (const auto problem = unplannedNameProblem(*plan, *named)) {
            m_reportError(tr("Import Device Names"), namesProblem(*problem));
            return false;
        }
    if (m_fabric)
        m_fabric = std::move(*named);
    m_namesFile = path;
    recheck();
    return true;
}

QString AsBuiltController::namesProblem(const std::string &problem)
{
    return tr("The device names file does not fit the plan:\n%1").arg(QString::fromStdString(problem));
}

void AsBuiltController::setIgnoreSpeed(bool ignore)
{
    if (m_ignoreSpeedAction->isChecked() != ignore)
        m_ignoreSpeedAction->setChecked(ignore); // toggled() comes back here
    if (m_ignoreSpeed == ignore)
        return;
    m_ignoreSpeed = ignore;
    recheck();
}

void AsBuiltController::clear()
{
    m_fabric.reset();
    recheck();
    m_dock->hide();
}

void AsBuiltController::recheck()
{
    m_pending->stop();
    m_plan = m_document->plan();
    m_check.reset();
    m_problem.clear();
    m_marks = {};
    if (m_fabric && m_plan && m_plan->ok()) {
        // As verify: names that give a found device a name the plan does not have check nothing.
        if (const auto problem = unplannedNameProblem(*m_plan, *m_fabric)) {
            m_problem = namesProblem(*problem);
        } else if (auto check = checkAsBuilt(*m_plan, *m_fabric, std::nullopt, m_ignoreSpeed)) {
            m_check = std::move(*check);
            m_marks = asBuiltMarks(*m_plan, *m_check);
        } else {
            m_problem = render::translated(check.errorText());
        }
    } else if (m_fabric) {
        m_problem = tr("There is no plan to check the fabric against: see the errors.");
    }
    m_model->setCheck(check(), m_check ? m_plan->network(m_check->role) : nullptr);
    fillRackBox();
    m_summary->setText(summary());
    m_clearAction->setEnabled(m_fabric.has_value());

    showMarks(m_check && !m_check->result.otherFabric && !m_check->result.differences.empty());
    emit checked();
}

bool AsBuiltController::isCheckPending() const
{
    return m_pending->isActive();
}

void AsBuiltController::showMarks(bool on)
{
    if (on) {
        const PlanPtr plan = m_plan;
        m_floor->setOverlay([this, plan](QPainter &painter, const QRectF &) { paintAsBuiltFloor(painter, *plan, m_marks); });
        m_topology->setOverlay([this](QPainter &painter, const QRectF &) {
            paintAsBuiltTopology(painter, m_topology->layout(), m_marks);
        });
    } else if (m_marksShown) {
        m_floor->setOverlay({});
        m_topology->setOverlay({});
    }
    m_marksShown = on;
}

void AsBuiltController::fillRackBox()
{
    const QString current = m_rackBox->currentIndex() > 0 ? m_rackBox->currentData().toString() : QString();
    const bool wasAll = m_rackBox->currentIndex() <= 0;
    const QSignalBlocker block(m_rackBox);
    m_rackBox->clear();
    m_rackBox->addItem(tr("All racks"));
    for (const QString &rack : m_model->racks())
        m_rackBox->addItem(rack.isEmpty() ? tr("Not in a planned rack") : rack, rack);
    const int again = wasAll ? 0 : m_rackBox->findData(current);
    m_rackBox->setCurrentIndex(std::max(0, again));
    if (m_rackBox->currentIndex() == 0)
        m_filter->showAllRacks();
}

void AsBuiltController::showRack(int rack)
{
    if (!m_check || !m_plan || rack < 0 || rack >= static_cast<int>(m_plan->floor.racks.size()))
        return;
    const int index = m_rackBox->findData(QString::fromStdString(m_plan->floor.racks[static_cast<std::size_t>(rack)].name));
    if (index > 0)
        m_rackBox->setCurrentIndex(index);
}

QString AsBuiltController::summary() const
{
    if (!m_fabric)
        return tr("Import > As-built reads ibnetdiscover output or lldpctl JSON tables and marks where the fabric as "
                  "built differs from the plan.");
    if (!m_check)
        return m_problem;
    const VerifyResult &r = m_check->result;
    const QString source = QString::fromStdString(m_fabric->source);
    if (r.otherFabric) {
        QStringList strangers;
        for (const std::string &name : r.strangers)
            strangers << QString::fromStdString(name);
        return tr("This is not the planned fabric: %1 shows devices the plan does not have, first %2. "
                  "A device names file maps a site's names to the plan's.")
            .arg(QFileInfo(source).fileName(), render::joinedItems(strangers));
    }
    const QString found = tr("%1 of %2 planned links of the %3 found as planned in %4.")
                              .arg(r.asPlanned)
                              .arg(r.plannedLinks)
                              .arg(networkName(m_check->role), QFileInfo(source).fileName());
    if (r.clean())
        return render::joinedSentences(found, tr("The fabric is as planned."));
    QString text = render::joinedSentences(
        found, tr("%1 missing, %2 miswired, %3 extra, %4 unknown devices, %5 at the wrong speed.")
                   .arg(r.count(DifferenceKind::Missing))
                   .arg(r.count(DifferenceKind::Miswired))
                   .arg(r.count(DifferenceKind::Extra))
                   .arg(r.count(DifferenceKind::UnknownDevice))
                   .arg(r.count(DifferenceKind::Speed)));
    if (m_check->role != NetworkRole::Compute)
        render::appendSentence(text, tr("The topology view draws the compute fabric: these differences are marked on the floor plan only."));
    return text;
}

} // namespace fabric::ui
