#include "ui/app/modelcurves.h"

#include "ui/render/sentences.h"

#include <QCoreApplication>

#include "core/model/collectivemodel.h"
#include "core/model/sweep.h"
#include "core/report/texttable.h"

#include <QCursor>
#include <QLineSeries>
#include <QToolTip>
#include <cmath>

namespace fabric::ui {

QStringList modelCollectives()
{
    return {QStringLiteral("allreduce"), QStringLiteral("allgather"),
            QStringLiteral("reducescatter"), QStringLiteral("alltoall"),
            QStringLiteral("broadcast")};
}

std::vector<ModelCurve> modelCurves(const Plan &plan, const Catalogue &catalogue,
                                    const QString &collective)
{
    return modelCurves(plan, catalogue, collective, ModelConfig{});
}

std::vector<ModelCurve> modelCurves(const Plan &plan, const Catalogue &catalogue,
                                    const QString &collective, const ModelConfig &config,
                                    QString *error)
{
    const auto which = collectiveFromString(collective.toStdString());
    if (!which)
        return {};
    Diagnostics ignored;
    const auto configured = CollectiveModel::fromPlan(plan, &catalogue, config, ignored);
    if (!configured) {
        if (error)
            *error = QString::fromStdString(configured.error());
        return {};
    }
    const CollectiveModel &model = *configured;
    const auto sizes = powerOfTwoSweep(8, 8 * kGiB);
    std::vector<ModelCurve> curves;
    for (Algorithm algorithm : {Algorithm::Auto, Algorithm::Ring, Algorithm::Tree, Algorithm::Nvls,
                                Algorithm::NvlsTree, Algorithm::Sharp, Algorithm::Pat}) {
        ModelCurve curve;
        curve.automatic = algorithm == Algorithm::Auto;
        curve.algorithm = curve.automatic ? QCoreApplication::translate("ModelCurves", "best (auto)")
                                          : QString::fromLatin1(toString(algorithm));
        for (std::uint64_t bytes : sizes) {
            CollectiveQuery query;
            query.collective = *which;
            query.bytes = bytes;
            query.algorithm = algorithm;
            const auto result = model.evaluate(query);
            if (!result) {
                curve.points.clear();
                break;
            }
            const CollectiveResult &r = *result;
            curve.points.push_back({bytes, r.timeUs, r.busbwGBps,
                                    QString::fromLatin1(toString(r.algorithm)),
                                    QString::fromLatin1(toString(r.protocol)), r.launchUs, r.baseUs,
                                    r.nvlinkUs, r.networkUs, r.transferUs});
        }
        if (!curve.points.empty())
            curves.push_back(std::move(curve));
    }
    return curves;
}

QString sizeText(std::uint64_t bytes)
{
    static const char *units[] = {"B", "KiB", "MiB", "GiB", "TiB"};
    int u = 0;
    while (u < 4 && bytes >= 1024 && bytes % 1024 == 0) {
        bytes /= 1024;
        ++u;
    }
    return QStringLiteral("%1 %2").arg(bytes).arg(QLatin1String(units[u]));
}

QString pickSummary(const ModelCurve &curve)
{
    QStringList parts;
    std::size_t start = 0;
    const auto &pts = curve.points;
    for (std::size_t i = 1; i <= pts.size(); ++i) {
        const bool boundary = i == pts.size() || pts[i].algorithm != pts[start].algorithm ||
                              pts[i].protocol != pts[start].protocol;
        if (!boundary)
            continue;
        const QString range = start + 1 == i ? sizeText(pts[start].bytes)
                                             : sizeText(pts[start].bytes) + QStringLiteral("–") +
                                                   sizeText(pts[i - 1].bytes);
        parts << range + QLatin1Char(' ') + pts[start].algorithm + QLatin1Char('/') +
                     pts[start].protocol;
        start = i;
    }
    return render::joinedItems(parts);
}

QString describePoint(const ModelPoint &p)
{
    auto us = [](double v) { return QString::number(v, 'f', v < 100 ? 1 : 0); };
    return QObject::tr("%1 B: %2 / %3\n%4 us = launch %5 + base %6 + NVLink %7 + network %8 + "
                       "transfer %9\nbusbw %10 GB/s")
        .arg(QString::fromStdString(formatNumber(double(p.bytes), 0)), p.algorithm, p.protocol,
             us(p.timeUs), us(p.launchUs), us(p.baseUs), us(p.nvlinkUs), us(p.networkUs),
             us(p.transferUs))
        .arg(p.busbwGBps, 0, 'f', 1);
}

void attachPointToolTips(QLineSeries *series, std::vector<ModelPoint> points)
{
    QObject::connect(series, &QLineSeries::hovered, series,
                     [points = std::move(points)](const QPointF &at, bool state) {
                         if (!state || points.empty()) {
                             QToolTip::hideText();
                             return;
                         }
                         // x is log2(bytes): the nearest size.
                         const ModelPoint *best = &points.front();
                         for (const ModelPoint &p : points)
                             if (std::abs(std::log2(double(p.bytes)) - at.x()) <
                                 std::abs(std::log2(double(best->bytes)) - at.x()))
                                 best = &p;
                         QToolTip::showText(QCursor::pos(), describePoint(*best));
                     });
}

} // namespace fabric::ui
