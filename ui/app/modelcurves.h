#pragma once

#include "core/catalogue/catalogue.h"
#include "core/model/fabricprofile.h"
#include "core/plan/plan.h"

#include <QString>
#include <QStringList>

class QLineSeries;

#include <cstdint>
#include <vector>

namespace fabric::ui {

struct ModelPoint
{
    std::uint64_t bytes = 0;
    double timeUs = 0.0;
    double busbwGBps = 0.0;
    QString algorithm; // what NCCL would run at this size (auto: its pick)
    QString protocol;
    // Where the time goes: timeUs = launch + base + nvlink + network + transfer.
    double launchUs = 0.0;
    double baseUs = 0.0;
    double nvlinkUs = 0.0;
    double networkUs = 0.0;
    double transferUs = 0.0;
};

// One line of a plot: a collective under one algorithm over message sizes.
struct ModelCurve
{
    QString algorithm;
    bool automatic = false; // NCCL's own pick at each size ("best (auto)"), not one algorithm
    std::vector<ModelPoint> points;
};

QStringList modelCollectives();
// The model's curves for a collective over the whole cluster (automatic choice and each algorithm
// that applies), 8 B to 8 GiB; empty when the plan cannot be modelled.
std::vector<ModelCurve> modelCurves(const Plan &plan, const Catalogue &catalogue,
                                    const QString &collective);
// The same under a run configuration (the Performance tab's bar); when the configuration does
// not fit the platform the curves are empty and error says why.
std::vector<ModelCurve> modelCurves(const Plan &plan, const Catalogue &catalogue,
                                    const QString &collective, const ModelConfig &config,
                                    QString *error = nullptr);
// "8 B", "128 KiB", "1 GiB", "3000 B": a message size in the largest unit that divides it.
QString sizeText(std::uint64_t bytes);
// NCCL's choice along a curve, size range by size range: "8 B-64 KiB tree/LL, 128 KiB-8 GiB
// nvlstree/Simple".
QString pickSummary(const ModelCurve &curve);
// One point as an architect reads it: size, algorithm and protocol, time and its components.
QString describePoint(const ModelPoint &point);
// Shows describePoint() of the nearest point when the pointer rests on the series.
void attachPointToolTips(QLineSeries *series, std::vector<ModelPoint> points);

} // namespace fabric::ui
