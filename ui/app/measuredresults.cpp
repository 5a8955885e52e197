#include "ui/app/measuredresults.h"

#include "ui/app/charts.h"
#include "ui/app/format.h"
#include "ui/app/modelcurves.h"
#include "ui/render/sentences.h"
#include "ui/render/translatedtext.h"

#include <QCategoryAxis>
#include <QChart>
#include <QCoreApplication>
#include <QCursor>
#include <QFileInfo>
#include <QLineSeries>
#include <QPen>
#include <QScatterSeries>
#include <QToolTip>

#include <algorithm>
#include <cmath>

namespace fabric::ui {

namespace {

constexpr const char *kMeasuredPoints = "measuredPoints";
constexpr const char *kMeasuredModel = "measuredModel";

QString microseconds(double us)
{
    return QLocale().toString(us, 'f', us < 100 ? 1 : 0);
}

QString percent(double value)
{
    return (value > 0 ? QStringLiteral("+") : QString()) + QLocale().toString(value, 'f', 1) + QStringLiteral("%");
}

QString describe(const MeasuredPoint &p)
{
    return QCoreApplication::translate("fabric::ui::MeasuredResults", "%1: measured %2 µs, model %3 µs (%4)\nbusbw measured %5 GB/s, model %6 GB/s; the model's %7/%8")
        .arg(sizeText(p.measured.bytes), microseconds(p.measured.timeUs), microseconds(p.model.timeUs),
             percent(p.errorPercent), QLocale().toString(p.measured.busbwGBps, 'f', 1),
             QLocale().toString(p.model.busbwGBps, 'f', 1), QString::fromLatin1(toString(p.model.algorithm)),
             QString::fromLatin1(toString(p.model.protocol)));
}

// The point's tooltip where the pointer rests: the nearest measured size.
void attachToolTips(QXYSeries *series, const std::vector<MeasuredPoint> &points)
{
    QObject::connect(series, &QXYSeries::hovered, series, [points](const QPointF &at, bool state) {
        if (!state || points.empty()) {
            QToolTip::hideText();
            return;
        }
        const auto nearest = std::min_element(points.begin(), points.end(), [&](const MeasuredPoint &a, const MeasuredPoint &b) {
            return std::abs(std::log2(double(a.measured.bytes)) - at.x()) < std::abs(std::log2(double(b.measured.bytes)) - at.x());
        });
        QToolTip::showText(QCursor::pos(), describe(*nearest));
    });
}

} // namespace

QString MeasuredResults::load(const QString &path)
{
    auto runs = readNcclTestsFile(path.toStdString());
    if (!runs)
        return render::translated(runs.errorText());
    const bool anyModelled = std::any_of(runs->begin(), runs->end(), [](const NcclTestsRun &r) { return r.collective.has_value(); });
    if (!anyModelled)
        return QCoreApplication::translate("fabric::ui::MeasuredResults", "%1: no run of a collective the model runs (all_reduce_perf, all_gather_perf, reduce_scatter_perf, "
                  "alltoall_perf, broadcast_perf; an output of nccl-tests before 2.13 does not name its program, "
                  "fabricplanner-cli model --measured takes it with --collective)")
            .arg(QFileInfo(path).fileName());
    m_path = path;
    m_runs = std::move(*runs);
    return {};
}

void MeasuredResults::clear()
{
    m_path.clear();
    m_runs.clear();
}

QString MeasuredResults::fileName() const
{
    return QFileInfo(m_path).fileName();
}

std::optional<Collective> MeasuredResults::firstCollective() const
{
    for (const auto &run : m_runs)
        if (run.collective)
            return run.collective;
    return std::nullopt;
}

bool MeasuredResults::hasRunOf(Collective collective) const
{
    return std::any_of(m_runs.begin(), m_runs.end(), [&](const NcclTestsRun &r) { return r.collective == collective; });
}

std::optional<MeasuredComparison> MeasuredResults::compare(const Plan &plan, const Catalogue &catalogue, Collective collective,
                                                           const ModelConfig &config, QString *error,
                                                           QStringList *cautions) const
{
    const auto run = std::find_if(m_runs.begin(), m_runs.end(), [&](const NcclTestsRun &r) { return r.collective == collective; });
    if (run == m_runs.end())
        return std::nullopt;
    MeasuredRequest request;
    request.config = config;
    Diagnostics warnings;
    auto comparison = compareWithMeasured(plan, &catalogue, *run, request, warnings);
    if (cautions)
        for (const Diagnostic &w : warnings)
            if (w.field == "measured")
                *cautions << render::translated(w.text);
    if (!comparison) {
        if (error)
            *error = render::translated(comparison.errorText());
        return std::nullopt;
    }
    return std::move(*comparison);
}

void addMeasuredSeries(QChart *chart, const SizeChartAxes &axes, const MeasuredComparison &comparison, bool timeChart)
{
    auto *model = new QLineSeries;
    model->setName(QCoreApplication::translate("fabric::ui::MeasuredResults", "model, measured run"));
    model->setPointsVisible(true);
    model->setProperty(kMeasuredModel, true);
    auto *measured = new QScatterSeries;
    measured->setName(QCoreApplication::translate("fabric::ui::MeasuredResults", "measured"));
    measured->setMarkerShape(QScatterSeries::MarkerShapeCircle);
    measured->setProperty(kMeasuredPoints, true);
    double least = 3.0, most = 33.0; // the axis' 8 B to 8 GiB
    for (const MeasuredPoint &p : comparison.points) {
        const double x = std::log2(double(p.measured.bytes));
        least = std::min(least, std::floor(x));
        most = std::max(most, std::ceil(x));
        measured->append(x, timeChart ? p.measured.timeUs : p.measured.busbwGBps);
        model->append(x, timeChart ? std::max(p.model.timeUs, 1e-3) : p.model.busbwGBps);
    }
    for (QXYSeries *series : {static_cast<QXYSeries *>(model), static_cast<QXYSeries *>(measured)}) {
        chart->addSeries(series);
        series->attachAxis(axes.x);
        series->attachAxis(axes.y);
        attachToolTips(series, comparison.points);
    }
    axes.x->setRange(least, most);
}

void styleMeasuredSeries(QChart *chart, const QColor &text, qreal markerSize)
{
    for (QAbstractSeries *series : chart->series()) {
        if (auto *points = qobject_cast<QScatterSeries *>(series); points && points->property(kMeasuredPoints).toBool()) {
            points->setMarkerSize(markerSize);
            points->setColor(Qt::transparent);
            points->setBorderColor(text);
            QPen pen(text, 1.5);
            points->setPen(pen);
        } else if (auto *line = qobject_cast<QLineSeries *>(series); line && line->property(kMeasuredModel).toBool()) {
            QPen pen = line->pen();
            pen.setStyle(Qt::DotLine);
            pen.setWidthF(2.0);
            line->setPen(pen);
            line->setMarkerSize(markerSize / 3);
        }
    }
}

QString measuredSentence(const MeasuredComparison &c, const QString &fileName)
{
    const QString program = c.run.program.empty() ? QString::fromLatin1(toString(c.collective)) : QString::fromStdString(c.run.program);
    const QString where = c.run.hosts.empty()
                              ? QCoreApplication::translate("fabric::ui::MeasuredResults", "%1 in %2, %3 ranks").arg(program, fileName, formatCount(c.ranks))
                              : QCoreApplication::translate("fabric::ui::MeasuredResults", "%1 in %2, %3 ranks on %4 hosts")
                                    .arg(program, fileName, formatCount(c.ranks), formatCount(int(c.run.hosts.size())));
    QStringList clauses{where};
    for (const Text &taken : c.takenFromFile)
        clauses << render::translated(taken);
    return QCoreApplication::translate("fabric::ui::MeasuredResults", "Measured (%1): the model for that run is off by %2 at the median, %3 at most (%4).")
        .arg(render::joinedClauses(clauses), QLocale().toString(c.medianAbsPercent, 'f', 1) + QStringLiteral("%"),
             QLocale().toString(c.maxAbsPercent, 'f', 1) + QStringLiteral("%"), sizeText(c.worstBytes));
}

} // namespace fabric::ui
