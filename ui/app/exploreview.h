#pragma once

#include "core/explore/explorer.h"
#include "ui/app/explorerunner.h"

#include <QWidget>

#include <memory>
#include <vector>

class QCheckBox;
class QChartView;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QProgressBar;
class QPushButton;
class QScatterSeries;
class QSpinBox;
class QTableWidget;

namespace fabric::ui {

class NoPlanNotice;

class Document;

// The Explore tab: the design space around the current design (core/explore), searched off the
// GUI thread with progress and cancel. A scatter of cost against bus bandwidth (colour by fabric,
// marker size by network power, hollow where the power is unknown), the Pareto front ringed, the
// constraints as controls that filter the result at once, the design under the mouse described,
// a double-click making a candidate the current design in one undo step, and "Add to Compare".
class ExploreView : public QWidget
{
    Q_OBJECT

public:
    explicit ExploreView(Document *document, std::shared_ptr<const Catalogue> catalogue, QWidget *parent = nullptr);
    void setCatalogue(std::shared_ptr<const Catalogue> catalogue) { m_catalogue = std::move(catalogue); }

    void startSearch();
    void cancelSearch();
    bool isSearching() const { return m_runner->isRunning(); }
    // Blocks until the running search has delivered its result (tests, screenshots).
    void waitForSearch() { m_runner->waitForIdle(); }

    // The candidates meeting the constraints, ranked, their front marked; the table's rows.
    const std::vector<ExploreCandidate> &shown() const { return m_shown; }
    const Exploration *exploration() const { return m_result.get(); }
    QTableWidget *table() const { return m_table; }
    QChartView *chartView() const { return m_chart; }

    // Makes a shown candidate's compute fabric the current design (one undo step).
    void useCandidate(int row);
    void addCandidateToCompare(int row);

    void setMaxCost(double amount);       // 0: no limit
    void setMinBusbw(double gbps);        // 0: no limit
    void setMaxPowerKw(double kw);        // 0: no limit
    void setMaxRacks(int racks);          // 0: no limit
    void setFabricLimit(std::optional<Technology> fabric);
    // One of the switch models of the last search's result; empty: any.
    void setSwitchLimit(const QString &model);
    // The objectives the front is taken over: cost, bus bandwidth and power to begin with; at
    // least one stays chosen.
    std::vector<Objective> objectives() const;
    void setObjectiveChosen(Objective objective, bool chosen);

signals:
    void addToCompare(const fabric::Design &design);

protected:
    void changeEvent(QEvent *event) override;

private:
    void showResult(ExplorationPtr result);
    void applyConstraints();
    void updateChart();
    void updateTable();
    void showDetails(int row);
    int rowOfPoint(const QScatterSeries *series, const QPointF &point) const;
    int selectedRow() const;
    QString describe(const ExploreCandidate &c) const;
    ExploreConstraints constraints() const;
    void listSwitchesOfResult();
    void retranslate();
    static QString objectiveName(Objective objective);
    // The designs that did not plan, by switch model, and each model's first error.
    static QString failuresText(const Exploration &e);
    static QString failuresToolTip(const Exploration &e);

    Document *m_document;
    std::shared_ptr<const Catalogue> m_catalogue;
    ExploreRunner *m_runner;
    ExplorationPtr m_result;
    std::vector<ExploreCandidate> m_shown;
    std::vector<std::pair<const QScatterSeries *, std::vector<int>>> m_pointRows; // each point's row

    QComboBox *m_collective;
    QComboBox *m_bytes;
    QPushButton *m_start;
    QPushButton *m_cancel;
    QProgressBar *m_progress;
    QLabel *m_status;
    QDoubleSpinBox *m_maxCost;
    QDoubleSpinBox *m_minBusbw;
    QDoubleSpinBox *m_maxPower;
    QSpinBox *m_maxRacks;
    QComboBox *m_fabric;
    QComboBox *m_switch; // "Any", then the switch models of the last result
    std::vector<std::pair<Objective, QCheckBox *>> m_objectives;
    QChartView *m_chart;
    NoPlanNotice *m_noPlan; // over the chart while the design has errors and nothing is shown
    QLabel *m_details;
    QTableWidget *m_table;
    QPushButton *m_use;
    QPushButton *m_compare;
};

} // namespace fabric::ui
