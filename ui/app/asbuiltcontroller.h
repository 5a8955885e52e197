#pragma once

#include "core/verify/asbuiltcheck.h"
#include "ui/app/asbuiltoverlay.h"
#include "ui/app/planrunner.h"

#include <QObject>
#include <QString>
#include <QStringList>

#include <functional>
#include <optional>
#include <set>

class QAction;
class QComboBox;
class QDockWidget;
class QLabel;
class QMainWindow;
class QMenu;
class QTableView;
class QTimer;

namespace fabric::ui {

class AsBuiltFilter;
class AsBuiltModel;
class Document;
class FloorPlanView;
class TopologyView;

// Import > As-built: the fabric as built, read from ibnetdiscover output or lldpctl JSON tables,
// against the plan, with the same check as the CLI's verify (core/verify/asbuiltcheck.h). The
// differences are marked on the floor plan (racks) and the topology (links), and listed in an
// "As built" dock whose table filters by rack and kind. The files are read once; every new plan
// is checked against what they showed, until Import > Clear As-built.
class AsBuiltController : public QObject
{
    Q_OBJECT

public:
    AsBuiltController(Document *document, FloorPlanView *floor, TopologyView *topology, QMainWindow *window);
    ~AsBuiltController() override;

    // The Import menu: As-built…, Device Names File…, Ignore Link Speed, Clear As-built.
    QMenu *menu() const { return m_menu; }
    QDockWidget *dock() const { return m_dock; }

    using ErrorReporter = std::function<void(const QString &title, const QString &text)>;
    void setErrorReporter(ErrorReporter reporter) { m_reportError = std::move(reporter); }

    // Reads the files (one ibnetdiscover output per subnet, or one LLDP table per device, named
    // after its device) and checks them; on failure reports the file and line and keeps what was
    // shown before.
    bool importFiles(const QStringList &paths);
    // A "SITE-NAME PLAN-NAME" file for the next check and the as-built already imported, read
    // and checked as verify --names reads and checks it (a name it gives a device the as-built
    // shows must be the plan's); a refused file is reported and changes nothing.
    bool importNames(const QString &path);
    void setIgnoreSpeed(bool ignore);
    void clear();

    bool hasAsBuilt() const { return m_fabric.has_value(); }
    // The last check against the current plan; null when there is none (nothing imported, no plan,
    // or a plan without a network these files can check).
    const AsBuiltCheck *check() const { return m_check ? &*m_check : nullptr; }
    const AsBuiltMarks &marks() const { return m_marks; }
    // A new plan has come and its check waits for the plans to settle (a quarter second).
    bool isCheckPending() const;
    QString summary() const;
    AsBuiltModel *model() const { return m_model; }
    AsBuiltFilter *filter() const { return m_filter; }
    QComboBox *rackBox() const { return m_rackBox; }
    QTableView *table() const { return m_table; }

signals:
    // After each check (or clear): the marks, table and summary are up to date.
    void checked();
    // The compute devices of a difference the user clicked.
    void devicesSelected(const std::set<int> &devices);

private:
    void createMenu();
    void createDock(QMainWindow *window);
    void fitRows();
    void chooseFiles();
    void chooseNames();
    void recheck();
    void showMarks(bool on);
    void fillRackBox();
    void showRack(int rack);
    // unplannedNameProblem's message, in a sentence of the window's language.
    static QString namesProblem(const std::string &problem);

    Document *m_document;
    FloorPlanView *m_floor;
    TopologyView *m_topology;
    QWidget *m_parent;
    QMenu *m_menu = nullptr;
    QAction *m_clearAction = nullptr;
    QAction *m_ignoreSpeedAction = nullptr;
    QDockWidget *m_dock = nullptr;
    QLabel *m_summary = nullptr;
    QComboBox *m_rackBox = nullptr;
    QComboBox *m_kindBox = nullptr;
    QTableView *m_table = nullptr;
    AsBuiltModel *m_model = nullptr;
    AsBuiltFilter *m_filter = nullptr;
    ErrorReporter m_reportError;

    QString m_namesFile; // applied to every as-built imported after it
    bool m_ignoreSpeed = false;
    std::optional<AsBuiltFabric> m_fabric;
    PlanPtr m_plan;                     // the plan m_check is of
    std::optional<AsBuiltCheck> m_check;
    QString m_problem;                  // why there is no check, when the files cannot be checked against the plan
    AsBuiltMarks m_marks;
    bool m_marksShown = false;
    QTimer *m_pending = nullptr;
    QString m_lastDirectory;
};

} // namespace fabric::ui
