#pragma once

class QAbstractAxis;
class QChart;
class QChartView;
class QWidget;

// Chart helpers shared by the performance and compare views.
namespace fabric::ui {

// An antialiased chart view with an empty chart, at a size that stays readable in a dock.
QChartView *makeChartView(QWidget *parent);

struct SizeChartAxes
{
    QAbstractAxis *x = nullptr;
    QAbstractAxis *y = nullptr;
};

// The axes of a chart against message size: log2(bytes) from 8 B to 8 GiB labelled 8 B, 1 KiB,
// 1 MiB, 1 GiB; against it busbw in GB/s, or time in µs on a log scale.
SizeChartAxes addSizeChartAxes(QChart *chart, bool timeChart);

// Once the series are attached, the y axis over every point of the chart's line series, so that
// each curve lies within the chart: a linear axis from 0 to a round number with round ticks
// (0, 100, 200, ...), a log axis from the power of ten below the least value to the one above
// the greatest.
void roundSizeChartAxes(QChart *chart, const SizeChartAxes &axes);

// The tick step of a linear axis from 0 to `top`: 1, 2 or 5 times a power of ten, giving 3 to 6
// intervals.
double roundTickStep(double top);

} // namespace fabric::ui
