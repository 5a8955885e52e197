#pragma once

#include "ui/app/measuredresults.h"
#include "ui/app/planrunner.h"

#include <QWidget>

#include <functional>

class QChart;
class QChartView;
class QComboBox;
class QGridLayout;
class QLabel;
class QPushButton;
class QScrollArea;

namespace fabric::ui {

class Document;
class RunConfigBar;

// Plots of the plan: bus bandwidth and time against message size for each collective (from the
// analytical model), and cost and power broken down by category (from the BOM).
class PerformanceView : public QWidget
{
    Q_OBJECT

public:
    explicit PerformanceView(const Document *document, QWidget *parent = nullptr);
    void setPlan(PlanPtr plan);
    int curveCount() const;
    // The charts against message size, for tests: bus bandwidth, and time.
    QChart *busbwChart() const;
    QChart *timeChart() const;
    // The run configuration the figures assume (domain size, NICs per GPU, CUDA graphs).
    RunConfigBar *runConfigBar() const { return m_runConfig; }
    QString note() const;
    // Opens the project's model parameters (the main window's Design > Model Parameters).
    QPushButton *parametersButton() const { return m_parameters; }

    // A cluster's own nccl-tests output beside the model: the measured points and the model for
    // that run on both charts, the error in the note. Returns the reason it cannot be read
    // (naming the file and the line), empty on success; the button reports it in a dialog.
    QString loadMeasured(const QString &path);
    void clearMeasured();
    QPushButton *measuredButton() const { return m_measuredButton; }
    QPushButton *clearMeasuredButton() const { return m_clearMeasured; }
    using ErrorReporter = std::function<void(const QString &title, const QString &text)>;
    void setErrorReporter(ErrorReporter reporter) { m_reportError = std::move(reporter); }

signals:
    void modelParametersRequested();

protected:
    void changeEvent(QEvent *event) override;
    void showEvent(QShowEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void updateCollectiveCharts();
    void updateCategoryCharts();
    void chooseMeasured();
    void applyTheme(QChart *chart) const;
    // Two charts a row where two fit beside each other at their minimum width, else one.
    void arrangeCharts();
    // Every chart at least as wide as the bandwidth chart's key needs, so that no label elides.
    void keepKeysWhole();

    const Document *m_document;
    PlanPtr m_plan;
    bool m_curvesStale = true;
    bool m_categoriesStale = true;
    QComboBox *m_collective;
    QChartView *m_busbw;
    QChartView *m_time;
    QChartView *m_cost;
    QChartView *m_power;
    QScrollArea *m_chartScroll;
    QGridLayout *m_chartGrid;
    int m_chartColumns = 0;
    QLabel *m_note;
    RunConfigBar *m_runConfig;
    QPushButton *m_parameters;
    QPushButton *m_measuredButton;
    QPushButton *m_clearMeasured;
    MeasuredResults m_measured;
    ErrorReporter m_reportError;
    QString m_lastDirectory;
};

} // namespace fabric::ui
