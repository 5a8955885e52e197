#pragma once

#include "ui/app/planrunner.h"
#include "ui/app/savefailure.h"

#include <QMainWindow>
#include <QMessageBox>

#include <functional>
#include <set>
#include <vector>

class QAction;
class QComboBox;
class QDockWidget;
class QLabel;
class QLineEdit;
class QMenu;
class QProgressBar;
class QSortFilterProxyModel;
class QTabWidget;
class QTableView;
class QTimer;

namespace fabric::ui {

class AsBuiltController;
class Autosave;

class BomModel;
class BomPage;
class CableFilterModel;
class CableModel;
class CompareView;
class DesignPanel;
class DiagnosticsModel;
class Document;
class ExportMenu;
class FiguresPanel;
class FloorPlanView;
class NoPlanNotice;
class PerformanceView;
class RecentFiles;
class TopologyView;
class UserCatalogue;
class WindowSettings;

// The main window of DESIGN.md section 7: the design, figures and diagnostics docks around the
// views of one plan (floor, topology, BOM, cabling, performance), the menus, files and autosave.
// What is not the window's own lives in objects it wires (as Tiled keeps its document manager and
// preferences apart from its window): ExportMenu, RecentFiles, WindowSettings, UserCatalogue.
class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    explicit MainWindow(std::shared_ptr<const Catalogue> catalogue, QWidget *parent = nullptr);
    ~MainWindow() override;

    // Shows problems to the user; tests replace it so that no modal box blocks them.
    using ErrorReporter = std::function<void(const QString &title, const QString &text)>;
    void setErrorReporter(ErrorReporter reporter) { m_reportError = std::move(reporter); }
    // Asks Save / Discard / Cancel about unsaved changes; replaceable for the same reason.
    using SavePrompt = std::function<QMessageBox::StandardButton(const QString &name)>;
    void setSavePrompt(SavePrompt prompt) { m_askToSave = std::move(prompt); }
    // Asks where else to save when a save fails (ui/app/savefailure.h); replaceable likewise.
    void setSaveFailurePrompt(SaveFailurePrompt prompt) { m_saveFailed = std::move(prompt); }

    Document *document() const { return m_document; }
    DesignPanel *designPanel() const { return m_designPanel; }
    FiguresPanel *figuresPanel() const { return m_figures; }
    FloorPlanView *floorPlanView() const { return m_floor; }
    TopologyView *topologyView() const { return m_topology; }
    PerformanceView *performanceView() const { return m_performance; }
    CompareView *compareView() const { return m_compare; }
    QTabWidget *tabs() const { return m_tabs; }
    QTableView *diagnosticsView() const { return m_diagnosticsView; }
    BomModel *bomModel() const { return m_bomModel; }
    CableModel *cableModel() const { return m_cableModel; }
    CableFilterModel *cableFilter() const { return m_cableFilter; }
    DiagnosticsModel *diagnosticsModel() const { return m_diagnosticsModel; }
    AsBuiltController *asBuilt() const { return m_asBuilt; }

    bool openFile(const QString &path);
    // Brings a central view to the front: floor, topology, bom, cabling or performance.
    bool showView(const QString &name);
    // A file dropped on the window: a project (.json) is opened, anything else is read as an
    // nccl-tests output and set beside the model on the Performance tab (a message when it is
    // neither).
    void openDropped(const QString &path);
    // The network the topology view shows: compute, storage, inband or oob.
    bool showNetwork(const QString &name);
    bool saveTo(const QString &path);
    // Writes the quote of the current plan as PDF; errors go to the error reporter.
    bool exportQuoteTo(const QString &path);
    ExportMenu *exportMenu() const { return m_exportMenu; }
    RecentFiles *recentFiles() const { return m_recentFiles; }
    UserCatalogue *userCatalogue() const { return m_userCatalogue; }
    WindowSettings *windowSettings() const { return m_settings; }
    // Offers to save unsaved changes; false when the user cancels.
    bool maybeSave();
    void selectDevices(const std::set<int> &devices);

    Autosave *autosave() const { return m_autosave; }
    // When a session did not end cleanly: asks whether to recover its autosave.
    void offerRecovery();

protected:
    void closeEvent(QCloseEvent *event) override;
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dropEvent(QDropEvent *event) override;

private:
    void createViews();
    void createDocks();
    void fitDocksToWindow();
    void createActions();
    void createMenus();
    void applyPlan();
    void updateTabInFront();
    void updateTitle();

    void newDocument();
    void open();
    bool save();
    bool saveAs();
    void copyBom();
    void editQuote();
    void editModelParameters();
    void compareWithCounterpart();
    void showRackElevation(int rack);
    void showAbout();
    void showUserGuide();
    // A toolbar twin of action with a label that never changes; triggers action.
    QAction *fixedLabelAction(QAction *action, const QString &label);

    WindowSettings *m_settings;
    UserCatalogue *m_userCatalogue;
    Document *m_document;
    DesignPanel *m_designPanel = nullptr;
    FiguresPanel *m_figures = nullptr;
    FloorPlanView *m_floor = nullptr;
    TopologyView *m_topology = nullptr;
    PerformanceView *m_performance = nullptr;
    CompareView *m_compare = nullptr;
    QTabWidget *m_tabs = nullptr;
    BomPage *m_bomPage = nullptr;
    QTableView *m_bomView = nullptr;
    QTableView *m_cableView = nullptr;
    QWidget *m_cablingPage = nullptr;
    // Over each view a plan with errors leaves blank: why it is blank.
    std::vector<NoPlanNotice *> m_noPlanNotices;
    // The plan has changed since the topology or the cabling table last showed it (they follow
    // it only while in front).
    bool m_topologyStale = true;
    bool m_cablingStale = true;
    // The document was replaced (New, Open, recovery) or an edit undone, and the plan of its design
    // has not come yet: the Figures dock compares it with nothing.
    bool m_uncomparedPlanPending = false;
    QTableView *m_diagnosticsView = nullptr;
    QLineEdit *m_cableFilterEdit = nullptr;
    QComboBox *m_cableNetworkBox = nullptr;
    QLabel *m_selectionLabel = nullptr;
    BomModel *m_bomModel = nullptr;
    QSortFilterProxyModel *m_bomProxy = nullptr;
    CableModel *m_cableModel = nullptr;
    CableFilterModel *m_cableFilter = nullptr;
    DiagnosticsModel *m_diagnosticsModel = nullptr;
    QDockWidget *m_designDock = nullptr;
    QDockWidget *m_figuresDock = nullptr;
    QDockWidget *m_diagnosticsDock = nullptr;
    QMenu *m_viewMenu = nullptr;
    QMenu *m_editMenu = nullptr;
    ExportMenu *m_exportMenu = nullptr;
    RecentFiles *m_recentFiles = nullptr;
    QAction *m_undo = nullptr;
    QAction *m_redo = nullptr;
    QProgressBar *m_progress = nullptr;
    QLabel *m_planLabel = nullptr;
    Autosave *m_autosave = nullptr;
    AsBuiltController *m_asBuilt = nullptr;
    QTimer *m_progressDelay = nullptr;
    std::set<int> m_selection;
    ErrorReporter m_reportError;
    SavePrompt m_askToSave;
    SaveFailurePrompt m_saveFailed;
};

} // namespace fabric::ui
