#include "ui/app/charts.h"

#include <QCategoryAxis>
#include <QChart>
#include <QChartView>
#include <QCoreApplication>
#include <QLogValueAxis>
#include <QValueAxis>
#include <QXYSeries>

#include <algorithm>
#include <cmath>
#include <limits>

#include <utility>

namespace fabric::ui {

QChartView *makeChartView(QWidget *parent)
{
    auto *view = new QChartView(new QChart, parent);
    view->setRenderHint(QPainter::Antialiasing);
    // Small enough that two side by side fit a 1280 x 720 window with its docks.
    // At 200 % (960 x 540) two rows of them fit below the tabs with the warnings dock open.
    view->setMinimumSize(220, 140);
    return view;
}

SizeChartAxes addSizeChartAxes(QChart *chart, bool timeChart)
{
    auto *x = new QCategoryAxis;
    x->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    x->setRange(3, 33);
    for (auto [exponent, label] : {std::pair{3, "8 B"}, std::pair{10, "1 KiB"}, std::pair{20, "1 MiB"},
                                   std::pair{30, "1 GiB"}})
        x->append(QString::fromLatin1(label), exponent);
    x->setTitleText(QCoreApplication::translate("SizeChart", "message size"));
    chart->addAxis(x, Qt::AlignBottom);

    QAbstractAxis *y = nullptr;
    if (timeChart) {
        auto *log = new QLogValueAxis;
        log->setBase(10);
        log->setLabelFormat(QStringLiteral("%g"));
        log->setTitleText(QCoreApplication::translate("SizeChart", "time (µs)"));
        y = log;
    } else {
        auto *linear = new QValueAxis;
        linear->setTitleText(QCoreApplication::translate("SizeChart", "busbw (GB/s)"));
        linear->setLabelFormat(QStringLiteral("%.0f"));
        y = linear;
    }
    chart->addAxis(y, Qt::AlignLeft);
    return {x, y};
}

} // namespace fabric::ui

namespace fabric::ui {

double roundTickStep(double top)
{
    if (!(top > 0.0))
        return 1.0;
    const double magnitude = std::pow(10.0, std::floor(std::log10(top / 5.0)));
    for (double factor : {1.0, 2.0, 5.0, 10.0})
        if (top / (factor * magnitude) <= 6.0 + 1e-9)
            return factor * magnitude;
    return 10.0 * magnitude;
}

void roundSizeChartAxes(QChart *chart, const SizeChartAxes &axes)
{
    double low = std::numeric_limits<double>::infinity(), high = -low;
    for (QAbstractSeries *series : chart->series())
        if (auto *line = qobject_cast<QXYSeries *>(series))
            for (const QPointF &p : line->points()) {
                low = std::min(low, p.y());
                high = std::max(high, p.y());
            }
    if (auto *linear = qobject_cast<QValueAxis *>(axes.y)) {
        const double top = high > 0.0 ? high : 1.0;
        const double step = roundTickStep(top);
        const int intervals = static_cast<int>(std::ceil(top / step - 1e-9));
        linear->setRange(0.0, intervals * step);
        linear->setTickCount(intervals + 1);
        linear->setLabelFormat(step >= 1.0 ? QStringLiteral("%.0f") : QStringLiteral("%.1f"));
    } else if (auto *log = qobject_cast<QLogValueAxis *>(axes.y)) {
        if (!(low > 0.0) || !(high >= low))
            return;
        const double bottom = std::pow(10.0, std::floor(std::log10(low) + 1e-9));
        double top = std::pow(10.0, std::ceil(std::log10(high) - 1e-9));
        if (top <= bottom)
            top = bottom * 10.0;
        log->setRange(bottom, top);
    }
}

} // namespace fabric::ui
