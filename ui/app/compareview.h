#pragma once

#include "core/compare/comparison.h"
#include "core/design/design.h"
#include "ui/app/planrunner.h"

#include <QWidget>

#include <functional>
#include <memory>
#include <vector>

class QChart;
class QChartView;
class QComboBox;
class QLabel;
class QTableView;
class QToolButton;

namespace fabric::ui {

class ComparisonModel;
class Document;

// The Compare tab: the current design (always the first column, following the document) beside
// any number of others, added from project files or derived as the InfiniBand/RoCE counterpart.
// A table of metrics with deltas and the best value per row, and bus bandwidth and time against
// message size overlaid, one line per design. Each added design is planned by its own PlanRunner,
// so a large one is planned off the GUI thread.
class CompareView : public QWidget
{
    Q_OBJECT

public:
    explicit CompareView(Document *document, std::shared_ptr<const Catalogue> catalogue, QWidget *parent = nullptr);
    // Added designs are planned again with this catalogue (after a price-list import).
    void setCatalogue(std::shared_ptr<const Catalogue> catalogue);

    // Shows problems to the user; the main window passes its own reporter.
    using ErrorReporter = std::function<void(const QString &title, const QString &text)>;
    void setErrorReporter(ErrorReporter reporter) { m_reportError = std::move(reporter); }

    void addDesign(const Design &design);
    // Returns the reason when the file is not a project.
    QString addDesignFromFile(const QString &path);
    void addCounterpart();
    // Removes an added design (index 1 and up; the current design stays).
    bool removeDesign(int index);
    int designCount() const { return 1 + static_cast<int>(m_others.size()); }
    // The design of a column: 0 is the document's, then the added ones in order.
    const Design &design(int index) const;

    void setCollective(const QString &collective);
    // Every amount in this currency ("" : the first design's).
    void setCurrency(const QString &code);
    QString note() const;
    // Blocks until every added design is planned and the table is up to date (tests, export).
    void waitForPlans();
    // Writes the Comparison sheet and each design's BOM; returns the reason on failure.
    QString exportXlsx(const QString &path);

    ComparisonModel *model() const { return m_model; }
    QTableView *table() const { return m_table; }
    int curveCount() const;

signals:
    void designsChanged();

protected:
    void showEvent(QShowEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    struct Other
    {
        PlanRunner *runner;
        Design design;
    };

    std::vector<PlanPtr> plans() const;
    void markStale();
    void refresh();
    void updateTable(const std::vector<PlanPtr> &plans);
    void fillCurrencies();
    void sizeColumns();
    // The comparison in the chosen currency; problem says why the choice could not be used.
    Comparison comparisonOf(const std::vector<Plan> &plans, QString *problem = nullptr) const;
    void updateCharts(const std::vector<PlanPtr> &plans);
    void chooseFile();
    void chooseExportPath();

    Document *m_document;
    std::shared_ptr<const Catalogue> m_catalogue;
    std::vector<Other> m_others;
    bool m_stale = true;
    ComparisonModel *m_model;
    QTableView *m_table;
    QComboBox *m_collective;
    QComboBox *m_currency; // "" : the first design's
    QChartView *m_busbw;
    QChartView *m_time;
    QLabel *m_note;
    QToolButton *m_remove;
    QString m_lastDirectory;
    ErrorReporter m_reportError;
};

} // namespace fabric::ui
