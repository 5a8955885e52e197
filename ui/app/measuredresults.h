#pragma once

#include "core/model/measuredcomparison.h"

#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

class QChart;
class QColor;

namespace fabric::ui {

struct SizeChartAxes;

// A cluster's own nccl-tests output loaded into the Performance tab: its runs, and the model set
// beside the one of the chosen collective (core's compareWithMeasured, as `fabricplanner-cli
// model --measured` prints it).
class MeasuredResults
{
public:
    // Reads the file; the translated reason, naming the file and the line, when it cannot.
    QString load(const QString &path);
    void clear();
    bool isLoaded() const { return !m_runs.empty(); }
    QString fileName() const; // without its folder
    // The collective of the output's first run the model runs ("allreduce"), to show first.
    std::optional<Collective> firstCollective() const;
    bool hasRunOf(Collective collective) const;

    // The comparison for the collective under the tab's run configuration; nothing when the
    // output has no run of it, the reason in error when the plan cannot hold the run. cautions:
    // what the output says against the plan (a host running more ranks than the platform has).
    std::optional<MeasuredComparison> compare(const Plan &plan, const Catalogue &catalogue, Collective collective,
                                              const ModelConfig &config, QString *error,
                                              QStringList *cautions = nullptr) const;

private:
    QString m_path;
    std::vector<NcclTestsRun> m_runs;
};

// The measured points and the model for the measured run on a chart against message size
// (busbw or time), each point's tooltip with both and the error; the x axis widened to sizes
// beyond 8 GiB.
void addMeasuredSeries(QChart *chart, const SizeChartAxes &axes, const MeasuredComparison &comparison, bool timeChart);

// After the chart's theme (which colours every series in turn): the measured points as hollow
// circles in the text colour, the model for the measured run dotted with small dots, so that
// neither takes an algorithm's colour.
void styleMeasuredSeries(QChart *chart, const QColor &text, qreal markerSize);

// The note's sentence: "Measured (all_reduce_perf in run.txt, 16 ranks on 2 hosts; NCCL 2.26.6,
// as the output prints it): the model for that run is off by 8.1% at the median, 31.2% at most
// (1 KiB)."
QString measuredSentence(const MeasuredComparison &comparison, const QString &fileName);

} // namespace fabric::ui
