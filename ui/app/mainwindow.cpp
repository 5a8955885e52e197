#include "ui/app/mainwindow.h"

#include "core/catalogue/catalogue.h"
#include "core/model/collectivemodel.h"
#include "ui/app/asbuiltcontroller.h"
#include "ui/app/autosave.h"
#include "ui/app/bommodel.h"
#include "ui/app/bompage.h"
#include "ui/app/cablemodel.h"
#include "ui/app/cabletable.h"
#include "ui/app/tableview.h"
#include "ui/app/compareview.h"
#include "ui/app/exploreview.h"
#include "ui/app/designcommands.h"
#include "ui/app/designpanel.h"
#include "ui/app/dockscrollarea.h"
#include "ui/app/diagnosticsmodel.h"
#include "ui/app/document.h"
#include "ui/app/exportmenu.h"
#include "ui/app/figurespanel.h"
#include "ui/app/floorplanview.h"
#include "ui/app/noplannotice.h"
#include "ui/app/performanceview.h"
#include "ui/app/modelparametersdialog.h"
#include "ui/app/quotedialog.h"
#include "ui/app/rackelevationdialog.h"
#include "ui/app/recentfiles.h"
#include "ui/app/sidedockstacker.h"
#include "ui/app/storedpricesaction.h"
#include "ui/app/topologyview.h"
#include "ui/app/usercatalogue.h"
#include "ui/app/windowsettings.h"
#include "ui/render/quantitytext.h"
#include "ui/render/translatedtext.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QCloseEvent>
#include <QComboBox>
#include <QCoreApplication>
#include <QDir>
#include <QDockWidget>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QMessageBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QMimeData>
#include <QProgressBar>
#include <QSaveFile>
#include <QScreen>
#include <QSettings>
#include <QSortFilterProxyModel>
#include <QStatusBar>
#include <QTabBar>
#include <QTabWidget>
#include <QTableView>
#include <QTextBrowser>
#include <QTimer>
#include <QToolBar>
#include <QToolButton>
#include <QUndoStack>
#include <QDialogButtonBox>
#include <QVBoxLayout>

#include <algorithm>

namespace fabric::ui {

namespace {

QString projectFilter()
{
    return MainWindow::tr("Fabric Planner projects (*.json);;All files (*)");
}

} // namespace

MainWindow::MainWindow(std::shared_ptr<const Catalogue> catalogue, QWidget *parent)
    : QMainWindow(parent)
    , m_settings(new WindowSettings(this))
    , m_userCatalogue(new UserCatalogue(std::move(catalogue), m_settings, this))
    , m_document(new Document(m_userCatalogue->catalogue(), this))
{
    m_reportError = [this](const QString &title, const QString &text) {
        QMessageBox::warning(this, title, text);
    };
    m_saveFailed = saveFailureBox(this, projectFilter());
    m_askToSave = [this](const QString &name) {
        return QMessageBox::warning(this, tr("Unsaved changes"),
                                    tr("“%1” has changes that are not saved. Save them?").arg(name),
                                    QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel,
                                    QMessageBox::Save);
    };
    // The objects the window wires: each reports through the window's (replaceable) reporter.
    const auto reportError = [this](const QString &title, const QString &text) { m_reportError(title, text); };
    m_userCatalogue->setErrorReporter(reportError);
    connect(m_userCatalogue, &UserCatalogue::catalogueChanged, this, [this](std::shared_ptr<const Catalogue> repriced) {
        m_document->setCatalogue(repriced);
        m_compare->setCatalogue(repriced);
        if (auto *explore = findChild<ExploreView *>())
            explore->setCatalogue(repriced);
    });
    m_exportMenu = new ExportMenu(m_document, m_userCatalogue, m_settings, this);
    m_exportMenu->setErrorReporter(reportError);
    connect(m_exportMenu, &ExportMenu::message, this, [this](const QString &text, int timeout) {
        statusBar()->showMessage(text, timeout);
    });
    setWindowIcon(QIcon(QStringLiteral(":/icons/fabricplanner.svg")));
    setAcceptDrops(true);
    setDockOptions(AnimatedDocks | AllowTabbedDocks);
    createViews();
    createDocks();
    createActions();
    createMenus();

    m_progress = new QProgressBar(this);
    m_progress->setMaximumWidth(160);
    m_progress->setVisible(false);
    m_planLabel = new QLabel(this);
    statusBar()->addPermanentWidget(m_planLabel);
    statusBar()->addPermanentWidget(m_progress);
    // The bar appears only for plans that take a noticeable time, so quick ones do not flicker.
    m_progressDelay = new QTimer(this);
    m_progressDelay->setSingleShot(true);
    m_progressDelay->setInterval(150);
    connect(m_progressDelay, &QTimer::timeout, this, [this] {
        if (m_document->runner()->isBusy())
            m_progress->setVisible(true);
    });
    connect(m_document->runner(), &PlanRunner::busyChanged, this, [this](bool busy) {
        if (busy) {
            m_progress->setRange(0, 6);
            m_progress->setValue(0);
            m_progressDelay->start();
            statusBar()->showMessage(tr("Planning…"));
        } else {
            m_progressDelay->stop();
            m_progress->setVisible(false);
        }
    });
    connect(m_document->runner(), &PlanRunner::progressChanged, this, [this](int stage, int stages) {
        m_progress->setRange(0, stages);
        m_progress->setValue(stage);
    });

    connect(m_document, &Document::planChanged, this, &MainWindow::applyPlan);
    connect(m_document, &Document::replaced, this, [this] { m_uncomparedPlanPending = true; });
    connect(m_document, &Document::undoing, this, [this] { m_uncomparedPlanPending = true; });
    connect(m_document, &Document::modifiedChanged, this, &MainWindow::updateTitle);
    connect(m_document, &Document::filePathChanged, this, &MainWindow::updateTitle);
    connect(m_document, &Document::designChanged, this, &MainWindow::updateTitle);

    m_autosave = new Autosave(m_document, {}, this);
    connect(m_autosave, &Autosave::failed, this, [this](const QString &message) {
        statusBar()->showMessage(message, 10000);
    });

    m_settings->restore([this] { fitDocksToWindow(); });
    // Started after the docks' first fit, which restore has queued.
    auto *stacker = new SideDockStacker(this, m_tabs, m_designDock, m_figuresDock);
    QTimer::singleShot(0, stacker, &SideDockStacker::start);
    applyPlan();
    updateTitle();
    statusBar()->showMessage(tr("Ready: one DGX H100 scalable unit on NDR InfiniBand. Drag the handle "
                                "at the end of the last row to grow the cluster."), 8000);
}

MainWindow::~MainWindow() = default;

void MainWindow::createViews()
{
    m_tabs = new QTabWidget(this);
    m_tabs->setDocumentMode(true);
    setCentralWidget(m_tabs);

    m_floor = new FloorPlanView(m_tabs);
    m_tabs->addTab(m_floor, tr("&Floor plan"));
    connect(m_floor, &FloorPlanView::nodeCountDragged, this, [this](int nodes, int gesture) {
        m_document->edit(new ResizeClusterCommand(m_document, nodes, std::nullopt, gesture));
    });
    connect(m_floor, &FloorPlanView::rackActivated, this, &MainWindow::showRackElevation);
    connect(m_floor, &FloorPlanView::blockLaidOut, this, [this](int rows, int racksPerRow) {
        const PlanPtr plan = m_document->plan();
        Design design = m_document->design();
        const int nodesPerRack = plan ? std::max(1, plan->floor.nodesPerRack) : 1;
        design.floor.racksPerRow = racksPerRow;
        design.nodes = rows * racksPerRow * nodesPerRack;
        design.gpus.reset();
        m_document->edit(new ReplaceDesignCommand(m_document, design,
                                                  tr("Lay out %1 × %2").arg(render::plural(tr("%n row(s)", nullptr, rows), rows),
                                                                            render::plural(tr("%n rack(s)", nullptr, racksPerRow), racksPerRow))));
    });
    connect(m_floor, &FloorPlanView::rackMoved, this, [this](const QString &rack, double xM, double yM) {
        m_document->edit(new MoveRackCommand(m_document, rack.toStdString(), xM, yM));
    });
    connect(m_floor, &FloorPlanView::rackSelected, this, [this](int rack) {
        const PlanPtr plan = m_document->plan();
        if (!plan)
            return;
        std::set<int> devices;
        for (std::size_t id = 0; id < plan->floor.placements.size(); ++id)
            if (plan->floor.placements[id].rack == rack && plan->compute().topology.device(static_cast<int>(id)).kind == DeviceKind::Switch)
                devices.insert(static_cast<int>(id));
        selectDevices(devices);
    });

    m_topology = new TopologyView(m_tabs);
    m_tabs->addTab(m_topology, tr("&Topology"));
    connect(m_topology, &TopologyView::devicesSelected, this, &MainWindow::selectDevices);

    m_bomModel = new BomModel(this);
    m_bomProxy = new QSortFilterProxyModel(this);
    m_bomProxy->setSourceModel(m_bomModel);
    m_bomProxy->setSortRole(Qt::EditRole);
    m_bomPage = new BomPage(m_bomProxy, m_tabs);
    m_bomView = m_bomPage->table();
    m_bomView->setContextMenuPolicy(Qt::ActionsContextMenu);
    m_tabs->addTab(m_bomPage, tr("&Bill of materials"));

    auto *cabling = new QWidget(m_tabs);
    m_cablingPage = cabling;
    auto *cablingLayout = new QVBoxLayout(cabling);
    cablingLayout->setContentsMargins(4, 4, 4, 4);
    auto *filterRow = new QHBoxLayout;
    m_cableFilterEdit = new QLineEdit(cabling);
    m_cableFilterEdit->setPlaceholderText(tr("Filter by device, rack, medium or part number"));
    m_cableFilterEdit->setClearButtonEnabled(true);
    m_cableNetworkBox = new QComboBox(cabling);
    m_cableNetworkBox->setObjectName(QStringLiteral("cablingNetwork"));
    m_cableNetworkBox->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_cableNetworkBox->setToolTip(tr("Each network numbers its own links (#), as the cabling CSV and workbook do"));
    m_selectionLabel = new QLabel(cabling);
    auto *clearSelection = new QToolButton(cabling);
    clearSelection->setText(tr("Show all"));
    filterRow->addWidget(m_cableNetworkBox);
    filterRow->addWidget(m_cableFilterEdit, 1);
    filterRow->addWidget(m_selectionLabel);
    filterRow->addWidget(clearSelection);
    cablingLayout->addLayout(filterRow);
    m_cableModel = new CableModel(this);
    m_cableFilter = new CableFilterModel(this);
    m_cableFilter->setSourceModel(m_cableModel);
    m_cableView = makeTable(cabling);
    m_cableView->setModel(m_cableFilter);
    arrangeCableColumns(m_cableView);
    cablingLayout->addWidget(m_cableView);
    m_tabs->addTab(cabling, tr("&Cabling"));
    connect(m_cableFilterEdit, &QLineEdit::textChanged, m_cableFilter, &CableFilterModel::setText);
    connect(m_cableNetworkBox, &QComboBox::currentIndexChanged, this, [this](int index) {
        const QVariant role = m_cableNetworkBox->itemData(index);
        m_cableFilter->setNetwork(role.isValid() ? std::optional(static_cast<NetworkRole>(role.toInt())) : std::nullopt);
    });
    m_cableFilter->setNetwork(fillCableNetworks(m_cableNetworkBox, nullptr));
    connect(clearSelection, &QToolButton::clicked, this, [this] { selectDevices({}); });

    m_performance = new PerformanceView(m_document, m_tabs);
    m_performance->setErrorReporter([this](const QString &title, const QString &text) { m_reportError(title, text); });
    m_tabs->addTab(m_performance, tr("&Performance"));
    connect(m_performance, &PerformanceView::modelParametersRequested, this, &MainWindow::editModelParameters);

    m_compare = new CompareView(m_document, m_userCatalogue->catalogue(), m_tabs);
    m_compare->setErrorReporter([this](const QString &title, const QString &text) { m_reportError(title, text); });
    m_tabs->addTab(m_compare, tr("Co&mpare"));
    auto *explore = new ExploreView(m_document, m_userCatalogue->catalogue(), m_tabs);
    connect(explore, &ExploreView::addToCompare, this, [this](const Design &design) {
        m_compare->addDesign(design);
        m_tabs->setCurrentWidget(m_compare);
    });
    m_tabs->addTab(explore, tr("Exp&lore"));
    connect(m_tabs, &QTabWidget::currentChanged, this, &MainWindow::updateTabInFront);
    // Explore's chart has its own (ExploreView): a search's result may show there all the same.
    for (QWidget *view : std::initializer_list<QWidget *>{m_floor, m_topology, m_bomView, m_cableView, m_performance})
        m_noPlanNotices.push_back(new NoPlanNotice(view));
}

void MainWindow::createDocks()
{
    m_designPanel = new DesignPanel(m_document, this);
    m_designDock = new QDockWidget(tr("Design"), this);
    m_designDock->setObjectName(QStringLiteral("designDock"));
    m_designDock->setWidget(new DockScrollArea(m_designPanel, m_designDock));
    addDockWidget(Qt::LeftDockWidgetArea, m_designDock);

    m_figures = new FiguresPanel(this);
    m_figuresDock = new QDockWidget(tr("Figures"), this);
    m_figuresDock->setObjectName(QStringLiteral("figuresDock"));
    m_figuresDock->setWidget(new DockScrollArea(m_figures, m_figuresDock));
    addDockWidget(Qt::RightDockWidgetArea, m_figuresDock);

    m_diagnosticsModel = new DiagnosticsModel(this);
    m_diagnosticsView = makeTable(this);
    m_diagnosticsView->setSortingEnabled(false);
    m_diagnosticsView->setModel(m_diagnosticsModel);
    m_diagnosticsView->horizontalHeader()->setSectionResizeMode(DiagnosticsModel::Severity, QHeaderView::ResizeToContents);
    m_diagnosticsView->horizontalHeader()->setSectionResizeMode(DiagnosticsModel::Field, QHeaderView::ResizeToContents);
    m_diagnosticsDock = new QDockWidget(tr("Warnings and errors"), this);
    m_diagnosticsDock->setObjectName(QStringLiteral("diagnosticsDock"));
    m_diagnosticsDock->setWidget(m_diagnosticsView);
    addDockWidget(Qt::BottomDockWidgetArea, m_diagnosticsDock);
    connect(m_diagnosticsView, &QTableView::clicked, this, [this](const QModelIndex &index) {
        const QString field = index.data(DiagnosticsModel::FieldRole).toString();
        const DesignField designField = designFieldFromName(field);
        if (designField == DesignField::None)
            return;
        m_designDock->show();
        m_designDock->raise();
        m_designPanel->focusField(designField);
    });
    resizeDocks({m_diagnosticsDock}, {110}, Qt::Vertical);
}

// The side docks as wide as their panels ask, within a share of the window that leaves the views
// the rest; run once the window has its size (before, the docks would be sized for a default one).
// Where the rest is short of the views' tab bar, SideDockStacker takes it from the docks.
void MainWindow::fitDocksToWindow()
{
    const auto fitted = [this](QDockWidget *dock, int percent) {
        const int wanted = dock->widget()->sizeHint().width();
        return std::max(dock->minimumSizeHint().width(), std::min(wanted, width() * percent / 100));
    };
    resizeDocks({m_designDock, m_figuresDock}, {fitted(m_designDock, 24), fitted(m_figuresDock, 27)}, Qt::Horizontal);
    layout()->activate(); // the views' width with the docks as set, for the stacker that follows
}

void MainWindow::createActions()
{
    m_undo = m_document->undoStack()->createUndoAction(this, tr("&Undo"));
    m_undo->setShortcuts(QKeySequence::Undo);
    m_undo->setIcon(QIcon::fromTheme(QStringLiteral("edit-undo")));
    m_redo = m_document->undoStack()->createRedoAction(this, tr("&Redo"));
    // Ctrl+Y as well as the platform's redo (Ctrl+Shift+Z on Linux): both are in people's hands.
    QList<QKeySequence> redoKeys = QKeySequence::keyBindings(QKeySequence::Redo);
    if (!redoKeys.contains(QKeySequence(Qt::CTRL | Qt::Key_Y)))
        redoKeys << QKeySequence(Qt::CTRL | Qt::Key_Y);
    m_redo->setShortcuts(redoKeys);
    m_redo->setIcon(QIcon::fromTheme(QStringLiteral("edit-redo")));

    auto *copy = new QAction(tr("&Copy"), this);
    copy->setShortcuts(QKeySequence::Copy);
    copy->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    connect(copy, &QAction::triggered, this, &MainWindow::copyBom);
    m_bomView->addAction(copy);
}

void MainWindow::createMenus()
{
    QMenu *file = menuBar()->addMenu(tr("&File"));
    file->addAction(QIcon::fromTheme(QStringLiteral("document-new")), tr("&New"), QKeySequence::New, this,
                    &MainWindow::newDocument);
    file->addAction(QIcon::fromTheme(QStringLiteral("document-open")), tr("&Open…"), QKeySequence::Open, this,
                    &MainWindow::open);
    QMenu *samples = file->addMenu(tr("Open &Sample"));
    QMenu *recent = file->addMenu(tr("Open &Recent"));
    m_recentFiles = new RecentFiles(recent, samples, this);
    connect(m_recentFiles, &RecentFiles::openRequested, this, [this](const QString &path) {
        if (maybeSave())
            openFile(path);
    });
    connect(m_recentFiles, &RecentFiles::sampleRequested, this, [this](const QString &path) {
        // A sample is a starting point, not a file to overwrite.
        if (maybeSave() && openFile(path))
            m_document->reset(m_document->design());
    });
    file->addSeparator();
    file->addAction(QIcon::fromTheme(QStringLiteral("document-save")), tr("&Save"), QKeySequence::Save, this,
                    &MainWindow::save);
    // Spelled out: some platforms bind no key to QKeySequence::SaveAs.
    file->addAction(QIcon::fromTheme(QStringLiteral("document-save-as")), tr("Save &As…"),
                    QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S), this, &MainWindow::saveAs);
    file->addSeparator();
    QAction *quit = file->addAction(tr("&Quit"), QKeySequence::Quit, this, &QWidget::close);
    quit->setMenuRole(QAction::QuitRole);

    m_editMenu = menuBar()->addMenu(tr("&Edit"));
    m_editMenu->addAction(m_undo);
    m_editMenu->addAction(m_redo);
    m_editMenu->addSeparator();
    m_editMenu->addAction(tr("Copy Bill of Materials"), this, &MainWindow::copyBom);
    m_editMenu->addSeparator();
    QAction *settings = m_editMenu->addAction(tr("&Settings…"), QKeySequence::Preferences, m_userCatalogue, &UserCatalogue::showSettings);
    settings->setMenuRole(QAction::PreferencesRole);

    m_viewMenu = menuBar()->addMenu(tr("&View"));
    m_viewMenu->addAction(m_designDock->toggleViewAction());
    m_viewMenu->addAction(m_figuresDock->toggleViewAction());
    m_viewMenu->addAction(m_diagnosticsDock->toggleViewAction());
    m_viewMenu->addSeparator();
    m_viewMenu->addAction(tr("Zoom &In"), QKeySequence::ZoomIn, this, [this] { m_floor->zoomBy(1.25); });
    m_viewMenu->addAction(tr("Zoom &Out"), QKeySequence::ZoomOut, this, [this] { m_floor->zoomBy(0.8); });
    m_viewMenu->addAction(tr("&Fit Floor Plan"), QKeySequence(Qt::CTRL | Qt::Key_0), this, [this] { m_floor->fitAll(); });

    QMenu *design = menuBar()->addMenu(tr("&Design"));
    design->addAction(tr("&Catalogue…"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_K), m_userCatalogue, &UserCatalogue::showCatalogue);
    design->addAction(tr("&Import Price List…"), m_userCatalogue, &UserCatalogue::importPriceList);
    addUpdatePricesAction(design, m_document);
    design->addAction(tr("&Quote…"), this, &MainWindow::editQuote);
    design->addAction(tr("&Model Parameters…"), this, &MainWindow::editModelParameters);
    design->addSeparator();
    design->addAction(tr("&Reset to Defaults"), this, [this] {
        Design fresh;
        fresh.name = m_document->design().name;
        m_document->edit(new ReplaceDesignCommand(m_document, fresh, tr("Reset to defaults")));
    });

    menuBar()->addMenu(m_exportMenu->menu());

    m_asBuilt = new AsBuiltController(m_document, m_floor, m_topology, this);
    m_asBuilt->setErrorReporter([this](const QString &title, const QString &text) { m_reportError(title, text); });
    connect(m_asBuilt, &AsBuiltController::devicesSelected, this, &MainWindow::selectDevices);
    menuBar()->insertMenu(m_exportMenu->menu()->menuAction(), m_asBuilt->menu());

    QMenu *help = menuBar()->addMenu(tr("&Help"));
    help->addAction(QIcon::fromTheme(QStringLiteral("help-contents")), tr("&User Guide"), QKeySequence::HelpContents,
                    this, &MainWindow::showUserGuide);
    help->addSeparator();
    QAction *about = help->addAction(tr("&About Fabric Planner"), this, &MainWindow::showAbout);
    about->setMenuRole(QAction::AboutRole);
    help->addAction(tr("About &Qt"), qApp, &QApplication::aboutQt);

    QToolBar *bar = addToolBar(tr("Main"));
    bar->setObjectName(QStringLiteral("mainToolBar"));
    bar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    // The toolbar's undo and redo keep one label ("Undo"), the step goes in the tooltip: a label
    // that follows the step would move every button after it.
    bar->addAction(fixedLabelAction(m_undo, tr("Undo")));
    bar->addAction(fixedLabelAction(m_redo, tr("Redo")));
    bar->addSeparator();
    QAction *counterpart = bar->addAction(QIcon::fromTheme(QStringLiteral("view-split-left-right")), tr("IB vs RoCE"),
                                          this, &MainWindow::compareWithCounterpart);
    counterpart->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_R));
    counterpart->setToolTip(tr("Compare the design with the same cluster on the other technology (Ctrl+Shift+R)"));
    auto *exportButton = new QToolButton(bar);
    exportButton->setText(tr("Export"));
    exportButton->setIcon(QIcon::fromTheme(QStringLiteral("document-export")));
    exportButton->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    exportButton->setMenu(m_exportMenu->menu());
    exportButton->setPopupMode(QToolButton::InstantPopup);
    bar->addWidget(exportButton);
    m_viewMenu->addAction(bar->toggleViewAction());
}

void MainWindow::applyPlan()
{
    const PlanPtr plan = m_document->plan();
    // The Figures dock tells of a change of size that Undo takes back: the plans up to the one of
    // a design put in place by New, Open, recovery or Undo (a plan still running finishes first)
    // are compared with nothing.
    if (m_uncomparedPlanPending) {
        m_figures->forgetPrevious();
        m_uncomparedPlanPending = m_document->runner()->isBusy();
    }
    m_figures->setPlan(plan);
    m_bomModel->setPlan(plan);
    m_bomPage->setPlan(plan);
    m_diagnosticsModel->setPlan(plan);
    m_floor->setPlan(plan);
    m_performance->setPlan(plan);
    for (NoPlanNotice *notice : m_noPlanNotices)
        notice->showFor(plan);
    m_topologyStale = true;
    m_cablingStale = true;
    updateTabInFront();
    // A selection names device ids of the previous plan; they still mean the same devices while
    // the structure is unchanged, and nothing once they are out of range.
    if (!m_selection.empty() && plan && *m_selection.rbegin() >= plan->compute().topology.deviceCount())
        m_selection.clear();
    selectDevices(m_selection);
    if (plan)
        m_designPanel->showDiagnostics(plan->diagnostics);
    const int errors = m_diagnosticsModel->errorCount();
    const int warnings = m_diagnosticsModel->warningCount();
    m_diagnosticsDock->setWindowTitle(errors + warnings == 0 ? tr("Warnings and errors")
                                                             : tr("Warnings and errors (%1, %2)")
                                                                   .arg(render::plural(tr("%n error(s)", nullptr, errors), errors),
                                                                        render::plural(tr("%n warning(s)", nullptr, warnings), warnings)));
    if (errors > 0)
        m_diagnosticsDock->show();
    if (plan && plan->ok())
        m_planLabel->setText(tr("%1 · %2 · %3")
                                 .arg(render::plural(tr("%Ln GPU(s)", nullptr, plan->compute().sizing.gpus), plan->compute().sizing.gpus),
                                      render::plural(tr("%Ln switch(es)", nullptr, plan->figures.clusterSwitches),
                                                     plan->figures.clusterSwitches),
                                      render::plural(tr("%Ln link(s)", nullptr, static_cast<int>(plan->figures.clusterLinks)),
                                                     static_cast<int>(plan->figures.clusterLinks))));
    else
        m_planLabel->setText(tr("No plan: see the errors"));
    if (statusBar()->currentMessage() == tr("Planning…"))
        statusBar()->clearMessage();
}

// The topology and the cabling table take a new plan when they are in front: at 131,072 GPUs,
// laying out the one and filtering the other's 393,000 rows cost a quarter of a drag frame that
// shows neither.
void MainWindow::updateTabInFront()
{
    const PlanPtr plan = m_document->plan();
    QWidget *front = m_tabs->currentWidget();
    if (m_topologyStale && front == m_topology) {
        m_topologyStale = false;
        m_topology->setPlan(plan);
        m_topology->setHighlighted(m_selection);
    }
    if (m_cablingStale && front == m_cablingPage) {
        m_cablingStale = false;
        m_cableModel->setPlan(plan);
        fitCableColumns(m_cableView, plan);
        m_cableFilter->setNetwork(fillCableNetworks(m_cableNetworkBox, plan));
    }
}

void MainWindow::selectDevices(const std::set<int> &devices)
{
    m_selection = devices;
    m_topology->setHighlighted(devices);
    m_floor->setHighlighted(devices);
    m_cableFilter->setDevices(devices);
    const int selected = static_cast<int>(devices.size());
    m_selectionLabel->setText(devices.empty() ? QString() : render::plural(tr("%n device(s) selected", nullptr, selected), selected));
}

void MainWindow::updateTitle()
{
    setWindowTitle(tr("%1[*] — Fabric Planner").arg(m_document->displayName()));
    setWindowModified(m_document->isModified());
}

bool MainWindow::maybeSave()
{
    if (!m_document->isModified())
        return true;
    switch (m_askToSave(m_document->displayName())) {
    case QMessageBox::Save: return save();
    case QMessageBox::Discard: return true;
    default: return false;
    }
}

void MainWindow::newDocument()
{
    if (!maybeSave())
        return;
    m_document->reset(Design{});
    statusBar()->showMessage(tr("New design"), 3000);
}

void MainWindow::open()
{
    if (!maybeSave())
        return;
    const QString path = QFileDialog::getOpenFileName(this, tr("Open Project"), m_settings->lastDirectory(), projectFilter());
    if (!path.isEmpty())
        openFile(path);
}

bool MainWindow::openFile(const QString &path)
{
    const QString error = m_document->load(path);
    if (!error.isEmpty()) {
        m_reportError(tr("Cannot open project"),
                      tr("“%1” could not be opened:\n%2").arg(QDir::toNativeSeparators(path), error));
        return false;
    }
    m_settings->rememberFolderOf(path);
    if (!RecentFiles::isSample(path))
        m_recentFiles->add(path);
    statusBar()->showMessage(tr("Opened %1").arg(QDir::toNativeSeparators(path)), 4000);
    return true;
}

bool MainWindow::showView(const QString &name)
{
    const QStringList names = {QStringLiteral("floor"), QStringLiteral("topology"), QStringLiteral("bom"),
                               QStringLiteral("cabling"), QStringLiteral("performance"),
                               QStringLiteral("compare"), QStringLiteral("explore")};
    const int index = names.indexOf(name.toLower());
    if (index < 0 || index >= m_tabs->count())
        return false;
    m_tabs->setCurrentIndex(index);
    return true;
}

bool MainWindow::showNetwork(const QString &name)
{
    const auto role = networkRoleFromString(name.toLower().toStdString());
    if (!role)
        return false;
    m_topology->setNetwork(*role);
    return true;
}

bool MainWindow::save()
{
    if (m_document->filePath().isEmpty())
        return saveAs();
    return saveTo(m_document->filePath());
}

bool MainWindow::saveAs()
{
    QString suggested = m_document->filePath();
    if (suggested.isEmpty())
        suggested = QDir(m_settings->lastDirectory().isEmpty() ? QDir::homePath() : m_settings->lastDirectory())
                        .filePath(m_document->suggestedFileStem() + QStringLiteral(".fabricplanner.json"));
    const QString path = QFileDialog::getSaveFileName(this, tr("Save Project"), suggested, projectFilter());
    if (path.isEmpty())
        return false;
    return saveTo(path);
}

bool MainWindow::saveTo(const QString &path)
{
    const QString error = m_document->save(path);
    if (!error.isEmpty()) {
        const QString elsewhere = m_saveFailed(path, error); // the work stays; Save As is offered
        return !elsewhere.isEmpty() && saveTo(elsewhere);
    }
    m_settings->rememberFolderOf(path);
    m_recentFiles->add(path);
    statusBar()->showMessage(tr("Saved %1").arg(QDir::toNativeSeparators(path)), 4000);
    return true;
}

void MainWindow::copyBom()
{
    const QModelIndexList rows = m_bomView->selectionModel() ? m_bomView->selectionModel()->selectedRows() : QModelIndexList{};
    QString text;
    QStringList header;
    for (int c = 0; c < m_bomProxy->columnCount(); ++c)
        header << m_bomProxy->headerData(c, Qt::Horizontal, Qt::DisplayRole).toString();
    text += header.join(QLatin1Char('\t')) + QLatin1Char('\n');
    auto appendRow = [&](int row) {
        QStringList cells;
        for (int c = 0; c < m_bomProxy->columnCount(); ++c) {
            // Plain numbers paste into spreadsheets as numbers.
            const QVariant value = m_bomProxy->index(row, c).data(Qt::EditRole);
            cells << value.toString().replace(QLatin1Char('\t'), QLatin1Char(' '));
        }
        text += cells.join(QLatin1Char('\t')) + QLatin1Char('\n');
    };
    if (rows.isEmpty()) {
        for (int r = 0; r < m_bomProxy->rowCount(); ++r)
            appendRow(r);
    } else {
        for (const QModelIndex &index : rows)
            appendRow(index.row());
    }
    QGuiApplication::clipboard()->setText(text);
    const int copied = static_cast<int>(rows.isEmpty() ? m_bomProxy->rowCount() : rows.size());
    statusBar()->showMessage(render::plural(tr("Copied %n line(s) of the bill of materials", nullptr, copied), copied), 3000);
}

QAction *MainWindow::fixedLabelAction(QAction *action, const QString &label)
{
    auto *button = new QAction(action->icon(), label, this);
    button->setEnabled(action->isEnabled());
    button->setToolTip(action->text().remove(QLatin1Char('&')));
    connect(button, &QAction::triggered, action, &QAction::trigger);
    connect(action, &QAction::changed, button, [action, button] {
        button->setEnabled(action->isEnabled());
        button->setToolTip(action->text().remove(QLatin1Char('&')));
    });
    return button;
}

void MainWindow::showUserGuide()
{
    auto *dialog = new QDialog(this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setWindowTitle(tr("Fabric Planner User Guide"));
    auto *browser = new QTextBrowser(dialog);
    browser->setObjectName(QStringLiteral("userGuide"));
    browser->setOpenExternalLinks(true);
    QFile guide(QStringLiteral(":/docs/user-guide.md"));
    if (guide.open(QIODevice::ReadOnly))
        browser->setMarkdown(QString::fromUtf8(guide.readAll()));
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, dialog);
    connect(buttons, &QDialogButtonBox::rejected, dialog, &QDialog::reject);
    auto *layout = new QVBoxLayout(dialog);
    layout->addWidget(browser);
    layout->addWidget(buttons);
    const QRect screen = this->screen() ? this->screen()->availableGeometry() : QRect(0, 0, 1280, 720);
    dialog->resize(std::min(760, screen.width() - 40), std::min(820, screen.height() - 80));
    dialog->show();
}

void MainWindow::editQuote()
{
    std::vector<std::string> categories;
    if (const PlanPtr plan = m_document->plan())
        for (const BomLine &line : plan->bom.lines)
            if (std::find(categories.begin(), categories.end(), line.category) == categories.end())
                categories.push_back(line.category);
    QuoteDialog dialog(m_document->design(), *m_userCatalogue->catalogue(), categories, this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    const Design &design = m_document->design();
    if (dialog.quote() != design.quote || dialog.pricing() != design.pricing)
        m_document->edit(new EditQuoteCommand(m_document, dialog.quote(), dialog.pricing()));
}

void MainWindow::editModelParameters()
{
    // The plan sets some defaults (the host CPU's post overhead); without one, the built-in ones.
    const PlanPtr plan = m_document->plan();
    ModelParametersDialog dialog(plan && plan->ok() ? CollectiveModel::defaultParameters(*plan, &m_document->catalogue())
                                                    : ModelParameters::defaults(),
                                 m_document->design().modelOverrides, this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    if (dialog.overrides() != m_document->design().modelOverrides)
        m_document->edit(new EditModelParametersCommand(m_document, dialog.overrides()));
}

bool MainWindow::exportQuoteTo(const QString &path)
{
    return m_exportMenu->exportQuoteTo(path);
}

void MainWindow::compareWithCounterpart()
{
    m_compare->addCounterpart();
    m_tabs->setCurrentWidget(m_compare);
}

void MainWindow::showRackElevation(int rack)
{
    const PlanPtr plan = m_document->plan();
    if (!plan || rack < 0 || rack >= static_cast<int>(plan->floor.racks.size()))
        return;
    auto *dialog = new RackElevationDialog(plan, rack, m_selection, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->show();
}

void MainWindow::showAbout()
{
    QMessageBox::about(this, tr("About Fabric Planner"),
                       tr("<h3>Fabric Planner %1</h3>"
                          "<p>Plans the network of a GPU cluster: fat-tree sizing, port-level topology, "
                          "racks, cables, a priced bill of materials and a model of collective performance.</p>"
                          "<p>Catalogue %2. Prices are indicative unless imported from your own price list.</p>")
                           .arg(QCoreApplication::applicationVersion(),
                                QString::fromStdString(m_userCatalogue->catalogue()->version()).toHtmlEscaped()));
}

void MainWindow::offerRecovery()
{
    if (!m_autosave->hasRecovery())
        return;
    const auto answer = QMessageBox::question(this, tr("Recover unsaved work?"),
                                              tr("Fabric Planner did not close normally last time. "
                                                 "Recover the design that was being edited?"),
                                              QMessageBox::Yes | QMessageBox::No, QMessageBox::Yes);
    if (answer != QMessageBox::Yes) {
        m_autosave->discard();
        return;
    }
    if (const QString error = m_autosave->recover(); !error.isEmpty())
        m_reportError(tr("Recovery failed"), error);
    else
        statusBar()->showMessage(tr("Recovered the autosaved design"), 5000);
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (!maybeSave()) {
        event->ignore();
        return;
    }
    m_settings->save();
    // A clean exit: nothing to recover next time.
    m_autosave->discard();
    event->accept();
}

void MainWindow::dragEnterEvent(QDragEnterEvent *event)
{
    const QList<QUrl> urls = event->mimeData()->urls();
    if (urls.size() == 1 && urls.first().isLocalFile())
        event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent *event)
{
    const QList<QUrl> urls = event->mimeData()->urls();
    if (urls.isEmpty() || !urls.first().isLocalFile())
        return;
    event->acceptProposedAction();
    const QString path = urls.first().toLocalFile();
    // Let the drag finish before any dialog opens.
    QTimer::singleShot(0, this, [this, path] { openDropped(path); });
}

void MainWindow::openDropped(const QString &path)
{
    if (QFileInfo(path).suffix().compare(QStringLiteral("json"), Qt::CaseInsensitive) == 0) {
        if (maybeSave())
            openFile(path);
        return;
    }
    showView(QStringLiteral("performance"));
    if (const QString error = m_performance->loadMeasured(path); !error.isEmpty())
        m_reportError(tr("Cannot read %1").arg(QFileInfo(path).fileName()), error);
}

} // namespace fabric::ui
