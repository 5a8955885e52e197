#include "ui/app/charts.h"

#include <QCategoryAxis>
#include <QChart>
#include <QChartView>
#include <QCoreApplication>
#include <QLogValueAxis>
#include <QValueAxis>

#include <utility>

namespace fabric::ui {

QChartView *makeChartView(QWidget *parent)
{
    auto *view = new QChartView(new QChart, parent);
    view->setRenderHint(QPainter::Antialiasing);
    // Small enough that two side by side fit a 1280 x 720 window with its docks.
    view->setMinimumSize(220, 160);
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

void roundSizeChartAxes(const SizeChartAxes &axes)
{
    if (auto *linear = qobject_cast<QValueAxis *>(axes.y)) {
        linear->setMin(0.0);
        linear->applyNiceNumbers();
    }
}

} // namespace fabric::ui
