#include "ui/app/performanceview.h"

#include "ui/app/charts.h"
#include "ui/app/document.h"
#include "ui/app/flowlayout.h"
#include "ui/app/format.h"
#include "ui/app/modelcurves.h"
#include "ui/app/noplannotice.h"
#include "ui/app/runconfigbar.h"
#include "ui/app/setparameterstext.h"
#include "core/model/modelparameters.h"
#include "ui/render/sentences.h"
#include "ui/render/terms.h"

#include <QBarCategoryAxis>
#include <QCategoryAxis>
#include <QHorizontalBarSeries>
#include <QHorizontalStackedBarSeries>
#include <QBarSeries>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QGridLayout>
#include <QMessageBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLegend>
#include <QPushButton>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QValueAxis>
#include <QScrollArea>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>
#include <map>

namespace fabric::ui {

namespace {

// Marks the series of NCCL's own pick among the algorithms.
constexpr const char *kAutomaticProperty = "automaticPick";
// SHARP runs as NVLS (with IB SHARP) or CollNet at most sizes: its line lies on theirs, so it is
// drawn broken and the line beneath shows through.
constexpr const char *kOverlayProperty = "overlaysOthers";

// A chart's least size in lines of text: room for its axes and a short key; a longer key widens
// it (keepKeysWhole).
constexpr int kChartMinWidthLines = 24;
constexpr int kChartMinHeightLines = 18;

} // namespace

PerformanceView::PerformanceView(const Document *document, QWidget *parent)
    : QWidget(parent)
    , m_document(document)
    , m_reportError([this](const QString &title, const QString &text) { QMessageBox::warning(this, title, text); })
{
    auto *layout = new QVBoxLayout(this);
    // The controls wrap onto a second line in a narrow window (1280 x 720 with the docks open,
    // 200 %) rather than widen it; the collective's label stays beside its box.
    auto *controls = new QWidget(this);
    auto *top = new FlowLayout(controls);
    top->setContentsMargins(0, 0, 0, 0);
    auto *collectiveBox = new QWidget(controls);
    auto *collectiveRow = new QHBoxLayout(collectiveBox);
    collectiveRow->setContentsMargins(0, 0, 0, 0);
    collectiveRow->addWidget(new QLabel(tr("Collective:"), collectiveBox));
    m_collective = new QComboBox(collectiveBox);
    for (const QString &name : modelCollectives())
        m_collective->addItem(name, name);
    collectiveRow->addWidget(m_collective);
    top->addWidget(collectiveBox);
    m_runConfig = new RunConfigBar(controls);
    top->addWidget(m_runConfig);
    m_parameters = new QPushButton(tr("M&odel Parameters…"), controls);
    m_parameters->setObjectName(QStringLiteral("modelParametersButton"));
    m_parameters->setToolTip(tr("The model's numbers for this project: see and change them"));
    top->addWidget(m_parameters);
    m_measuredButton = new QPushButton(tr("Me&asured…"), controls);
    m_measuredButton->setObjectName(QStringLiteral("measuredButton"));
    m_measuredButton->setToolTip(tr("Set the model beside your cluster's own nccl-tests output"));
    top->addWidget(m_measuredButton);
    m_clearMeasured = new QPushButton(tr("Clear Measured"), controls);
    m_clearMeasured->setObjectName(QStringLiteral("clearMeasuredButton"));
    m_clearMeasured->setVisible(false);
    top->addWidget(m_clearMeasured);
    layout->addWidget(controls);
    // The note and the charts scroll together under the controls, the note across the page's
    // whole width (beside the controls it ran to a dozen lines at 200 %).
    auto *charts = new QWidget;
    auto *page = new QVBoxLayout(charts);
    page->setContentsMargins(0, 0, 0, 0);
    m_note = new QLabel(charts);
    m_note->setWordWrap(true);
    page->addWidget(m_note);
    m_chartGrid = new QGridLayout;
    page->addLayout(m_chartGrid, 1);
    m_busbw = makeChartView(charts);
    m_time = makeChartView(charts);
    m_cost = makeChartView(charts);
    m_power = makeChartView(charts);
    // Each chart keeps its key, axis titles and tick labels whole: side by side where two fit,
    // else one under another, and the page scrolls (1280 x 720 with the docks open; 1920 x 1080
    // at 200 %; sideways only where not even one fits) rather than eliding them. The width
    // follows the key (keepKeysWhole).
    const int line = fontMetrics().lineSpacing();
    for (QChartView *chart : {m_busbw, m_time, m_cost, m_power})
        chart->setMinimumSize(kChartMinWidthLines * line, kChartMinHeightLines * line);
    m_chartScroll = new QScrollArea(this);
    m_chartScroll->setObjectName(QStringLiteral("performanceScroll"));
    m_chartScroll->setWidgetResizable(true);
    m_chartScroll->setFrameShape(QFrame::NoFrame);
    m_chartScroll->setWidget(charts);
    m_chartScroll->viewport()->installEventFilter(this);
    layout->addWidget(m_chartScroll, 1);
    arrangeCharts();
    connect(m_collective, &QComboBox::currentIndexChanged, this, &PerformanceView::updateCollectiveCharts);
    connect(m_runConfig, &RunConfigBar::configChanged, this, &PerformanceView::updateCollectiveCharts);
    connect(m_parameters, &QPushButton::clicked, this, &PerformanceView::modelParametersRequested);
    connect(m_measuredButton, &QPushButton::clicked, this, &PerformanceView::chooseMeasured);
    connect(m_clearMeasured, &QPushButton::clicked, this, &PerformanceView::clearMeasured);
}

QString PerformanceView::loadMeasured(const QString &path)
{
    if (const QString error = m_measured.load(path); !error.isEmpty())
        return error;
    m_clearMeasured->setVisible(true);
    // Show a collective the output measured: the one in view if it has a run of it (a change of
    // the collective redraws the charts).
    const auto shown = collectiveFromString(m_collective->currentData().toString().toStdString());
    const auto first = m_measured.firstCollective();
    const int measuredIndex = first ? m_collective->findData(QString::fromLatin1(toString(*first))) : -1;
    if (!(shown && m_measured.hasRunOf(*shown)) && measuredIndex >= 0 && measuredIndex != m_collective->currentIndex())
        m_collective->setCurrentIndex(measuredIndex);
    else
        updateCollectiveCharts();
    return {};
}

void PerformanceView::clearMeasured()
{
    m_measured.clear();
    m_clearMeasured->setVisible(false);
    updateCollectiveCharts();
}

void PerformanceView::chooseMeasured()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Measured Results"), m_lastDirectory,
                                                      tr("nccl-tests output (*.txt *.log *.out);;All files (*)"));
    if (path.isEmpty())
        return;
    m_lastDirectory = QFileInfo(path).absolutePath();
    if (const QString error = loadMeasured(path); !error.isEmpty())
        m_reportError(tr("Cannot read %1").arg(QFileInfo(path).fileName()), error);
}

void PerformanceView::setPlan(PlanPtr plan)
{
    m_plan = std::move(plan);
    if (m_plan && m_plan->ok() && m_plan->compute().sizing.nodes > 0) {
        Diagnostics ignored;
        const ModelParameters params =
            ModelParameters::withOverrides(m_plan->design.modelOverrides, ignored);
        m_runConfig->setPlatform(profileOf(*m_plan, &m_document->catalogue(), params));
    }
    // The model over every size and algorithm costs more than a drag frame, and the cost and
    // power charts lay themselves out again: only when in view.
    m_curvesStale = true;
    m_categoriesStale = true;
    if (isVisible()) {
        updateCollectiveCharts();
        updateCategoryCharts();
    }
}

int PerformanceView::curveCount() const
{
    return static_cast<int>(m_busbw->chart()->series().size());
}

QChart *PerformanceView::busbwChart() const
{
    return m_busbw->chart();
}

QChart *PerformanceView::timeChart() const
{
    return m_time->chart();
}

QString PerformanceView::note() const
{
    return m_note->text();
}

void PerformanceView::applyTheme(QChart *chart) const
{
    const bool dark = palette().color(QPalette::Window).lightness() < 128;
    chart->setTheme(dark ? QChart::ChartThemeDark : QChart::ChartThemeLight);
    chart->setBackgroundBrush(palette().brush(QPalette::Base));
    chart->setTitleBrush(palette().brush(QPalette::Text));
    chart->legend()->setLabelColor(palette().color(QPalette::Text));
    chart->setMargins(QMargins(4, 4, 4, 4));
    // The theme colours series in turn and gives the sixth the first one's colour: NCCL's pick
    // gets a pen of its own, thick and dashed in the text colour, that no algorithm shares.
    for (QAbstractSeries *series : chart->series()) {
        auto *line = qobject_cast<QLineSeries *>(series);
        if (line && line->property(kAutomaticProperty).toBool()) {
            QPen pen(palette().color(QPalette::Text), 3.0, Qt::DashLine);
            pen.setCapStyle(Qt::RoundCap);
            line->setPen(pen);
        } else if (line && line->property(kOverlayProperty).toBool()) {
            QPen pen = line->pen();
            pen.setStyle(Qt::DashDotLine);
            line->setPen(pen);
        }
    }
    styleMeasuredSeries(chart, palette().color(QPalette::Text), 0.6 * fontMetrics().height());
}

bool PerformanceView::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_chartScroll->viewport() && event->type() == QEvent::Resize)
        arrangeCharts();
    return QWidget::eventFilter(watched, event);
}

void PerformanceView::keepKeysWhole()
{
    // A key item is its marker (about a line square, with spacing on either side) and its label.
    const QLegend *legend = m_busbw->chart()->legend();
    const QFontMetrics metrics(legend->font());
    int key = 0;
    for (const QAbstractSeries *series : m_busbw->chart()->series())
        key += metrics.horizontalAdvance(series->name()) + 2 * metrics.height();
    const QMargins margins = m_busbw->chart()->margins();
    const int width = std::max(kChartMinWidthLines * fontMetrics().lineSpacing(),
                               key + margins.left() + margins.right() + 2 * metrics.height());
    if (width == m_busbw->minimumWidth())
        return;
    for (QChartView *chart : {m_busbw, m_time, m_cost, m_power})
        chart->setMinimumWidth(width);
    m_chartColumns = 0;
    arrangeCharts();
}

void PerformanceView::arrangeCharts()
{
    const int spacing = std::max(0, m_chartGrid->horizontalSpacing());
    const int columns =
        m_chartScroll->viewport()->width() >= 2 * m_busbw->minimumWidth() + spacing ? 2 : 1;
    if (columns == m_chartColumns)
        return;
    m_chartColumns = columns;
    const QList<QChartView *> order{m_busbw, m_time, m_cost, m_power};
    for (QChartView *chart : order)
        m_chartGrid->removeWidget(chart);
    for (int i = 0; i < order.size(); ++i)
        m_chartGrid->addWidget(order[i], i / columns, i % columns);
}

void PerformanceView::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (m_curvesStale)
        updateCollectiveCharts();
    if (m_categoriesStale)
        updateCategoryCharts();
}

void PerformanceView::updateCollectiveCharts()
{
    m_curvesStale = false;
    // A new QChart each time: removing axes and series one by one is slower and leaks ranges.
    auto *busbw = new QChart;
    auto *time = new QChart;
    const QString collective = m_collective->currentData().toString();
    busbw->setTitle(tr("%1: bus bandwidth").arg(collective));
    time->setTitle(tr("%1: time").arg(collective));
    std::vector<ModelCurve> curves;
    QString misfit;
    if (m_plan && m_plan->ok() && m_plan->compute().sizing.nodes > 0)
        curves = modelCurves(*m_plan, m_document->catalogue(), collective, m_runConfig->config(),
                             &misfit);
    // The cluster's own measurement, when one is loaded: its run of this collective beside the model.
    std::optional<MeasuredComparison> measured;
    QString measuredNote;
    if (m_measured.isLoaded() && !curves.empty()) {
        QString error;
        QStringList cautions;
        if (const auto c = collectiveFromString(collective.toStdString()))
            measured = m_measured.compare(*m_plan, m_document->catalogue(), *c, m_runConfig->config(), &error, &cautions);
        measuredNote = measured             ? measuredSentence(*measured, m_measured.fileName())
                       : !error.isEmpty() ? tr("The measured run in %1 does not fit this plan: %2").arg(m_measured.fileName(), error)
                                          : tr("%1 has no run of %2.").arg(m_measured.fileName(), collective);
        for (const QString &caution : cautions)
            render::appendSentence(measuredNote, tr("%1.").arg(caution));
    }
    const QString setParameters = m_plan ? setModelParametersText(parametersSetBy(m_plan->design.modelOverrides)) : QString();
    const QString setSentence = setParameters.isEmpty() ? QString()
                                                        : tr("Model parameters set for this project: %1.").arg(setParameters);
    m_note->setText(!misfit.isEmpty() ? tr("This run configuration does not fit the plan: %1").arg(misfit)
                    : m_plan && !m_plan->ok() ? NoPlanNotice::text(NoPlanNotice::errorCount(*m_plan))
                    : curves.empty()
                        ? tr("No model for this plan.")
                        : render::joinedSentences(
                              tr("%1. %2").arg(m_runConfig->summary(),
                                               tr("%1 GPUs, whole cluster; message sizes as nccl-tests counts "
                                                  "them. NCCL's choice (defaults): %2. Hover a curve for the "
                                                  "latency parts.")
                                                   .arg(formatCount(m_plan->compute().sizing.gpus))
                                                   .arg(pickSummary(curves.front()))),
                              render::joinedSentences(setSentence, measuredNote)));
    // NCCL's pick last, so that it is drawn over the single algorithms it follows.
    std::stable_partition(curves.begin(), curves.end(), [](const ModelCurve &c) { return !c.automatic; });
    for (QChart *chart : {busbw, time}) {
        const SizeChartAxes axes = addSizeChartAxes(chart, chart == time);
        for (const ModelCurve &curve : curves) {
            auto *series = new QLineSeries;
            series->setName(curve.algorithm);
            series->setProperty(kAutomaticProperty, curve.automatic);
            series->setProperty(kOverlayProperty, curve.algorithm == QLatin1String("sharp"));
            for (const ModelPoint &p : curve.points)
                series->append(std::log2(static_cast<double>(p.bytes)), chart == time ? std::max(p.timeUs, 1e-3) : p.busbwGBps);
            chart->addSeries(series);
            series->attachAxis(axes.x);
            series->attachAxis(axes.y);
            attachPointToolTips(series, curve.points);
        }
        if (measured)
            addMeasuredSeries(chart, axes, *measured, chart == time);
        roundSizeChartAxes(chart, axes);
        applyTheme(chart);
    }
    QChart *oldBusbw = m_busbw->chart();
    QChart *oldTime = m_time->chart();
    m_busbw->setChart(busbw);
    m_time->setChart(time);
    delete oldBusbw;
    delete oldTime;
    keepKeysWhole();
}

void PerformanceView::updateCategoryCharts()
{
    m_categoriesStale = false;
    std::map<std::string, std::pair<double, double>> byCategory; // cost, power (known parts)
    std::map<std::string, std::pair<int, int>> unknownParts;     // without a price, without a draw
    QString currency = QStringLiteral("USD");
    if (m_plan) {
        currency = QString::fromStdString(m_plan->bom.currency);
        for (const BomLine &line : m_plan->bom.lines) {
            auto &entry = byCategory[line.category];
            auto &unknown = unknownParts[line.category];
            if (const auto price = line.extendedPrice())
                entry.first += *price;
            else
                unknown.first += line.quantity;
            entry.second += line.powerW;
            unknown.second += line.powerUnknown ? line.quantity : 0;
        }
    }
    // Compute nodes dwarf the network; they are named in the title and left out of the bars.
    const auto compute = byCategory.find("Compute");
    const std::pair<double, double> computeTotals = compute != byCategory.end() ? compute->second : std::pair{0.0, 0.0};
    if (compute != byCategory.end())
        byCategory.erase(compute);
    auto makeBars = [&](bool cost, QString &toolTip, bool &anyUnknown) {
        double top = 0.0;
        for (const auto &entry : byCategory)
            top = std::max(top, cost ? entry.second.first : entry.second.second);
        const double scale = top >= 1e6 ? 1e6 : top >= 1e3 ? 1e3 : 1.0;
        const QString prefix = scale == 1e6 ? QStringLiteral("M") : scale == 1e3 ? QStringLiteral("k") : QString();
        const QString unit = cost ? prefix + QLatin1Char(' ') + currency : prefix + QLatin1Char('W');
        auto *chart = new QChart;
        const QLocale locale;
        // Nodes of unknown price or draw: the title says so; an unknown never reads as 0.
        const auto computeUnknown = unknownParts["Compute"];
        const int unknownNodes = cost ? computeUnknown.first : computeUnknown.second;
        const double knownCompute = cost ? computeTotals.first : computeTotals.second / 1000.0;
        QString computeText = cost ? locale.toString(knownCompute, 'f', 0) + QLatin1Char(' ') + currency
                                   : locale.toString(knownCompute, 'f', 1) + QStringLiteral(" kW");
        if (unknownNodes > 0)
            computeText = knownCompute > 0.0
                              ? tr("%1 (%2 unknown)").arg(computeText, locale.toString(unknownNodes))
                              : tr("unknown");
        chart->setTitle(cost ? tr("Network cost by category (%1); compute %2").arg(unit.trimmed(), computeText)
                             : tr("Network power by category (%1); compute %2").arg(unit.trimmed(), computeText));
        auto *set = new QBarSet(cost ? tr("Known") : tr("Known draw"));
        // Parts of unknown price or draw: a hatched stub after the known part, and the count in the
        // category's name. Not to scale: an unknown has no length; it must not read as 0 either.
        auto *unknownSet = new QBarSet(tr("Unknown (hatched, not to scale)"));
        const double stub = (top > 0 ? top / scale : 1.0) * 0.06;
        anyUnknown = false;
        QStringList categories;
        QStringList tip; // the whole names, which the axis elides ("Fabric managers (1 unkn…"), and values
        for (const auto &[name, values] : byCategory) {
            const auto counts = unknownParts[name];
            const int unknown = cost ? counts.first : counts.second;
            QString label = render::bomCategoryName(name);
            if (unknown > 0)
                label = tr("%1 (%2 unknown)").arg(label, QLocale().toString(unknown));
            if (unknown > 0) {
                // The axis draws its labels as rich text: the count on a line of its own keeps the
                // name whole where one line would be elided.
                const QString twoLines = tr("%1<br>(%2 unknown)").arg(render::bomCategoryName(name), QLocale().toString(unknown));
                categories << QStringLiteral("<div align=\"right\">%1</div>").arg(twoLines);
            } else {
                categories << label;
            }
            const double known = cost ? values.first : values.second;
            const QString amount = cost ? formatMoney(known, currency) : formatPower(known);
            tip << tr("%1: %2").arg(label, unknown == 0 ? amount : known > 0.0 ? tr("at least %1").arg(amount) : tr("unknown"));
            *set << (cost ? values.first : values.second) / scale;
            *unknownSet << (unknown > 0 ? stub : 0.0);
            anyUnknown = anyUnknown || unknown > 0;
        }
        auto *series = new QHorizontalStackedBarSeries;
        series->append(set);
        if (anyUnknown)
            series->append(unknownSet);
        else
            delete unknownSet;
        chart->addSeries(series);
        auto *y = new QBarCategoryAxis;
        y->append(categories);
        chart->addAxis(y, Qt::AlignLeft);
        series->attachAxis(y);
        auto *x = new QValueAxis;
        x->setRange(0, top > 0 ? top / scale * (anyUnknown ? 1.15 : 1.1) : 1.0);
        x->setLabelFormat(QStringLiteral("%.1f"));
        x->applyNiceNumbers();
        chart->addAxis(x, Qt::AlignBottom);
        series->attachAxis(x);
        chart->legend()->setVisible(anyUnknown);
        chart->legend()->setAlignment(Qt::AlignBottom);
        applyTheme(chart);
        // After the theme, which recolours every set.
        if (anyUnknown) {
            unknownSet->setBrush(QBrush(QColor(0x80, 0x80, 0x80), Qt::BDiagPattern));
            unknownSet->setBorderColor(QColor(0x80, 0x80, 0x80));
        }
        toolTip = tip.join(QLatin1Char('\n'));
        return chart;
    };
    // Qt Charts elides a category's label to "..." once its share of the axis is shorter than the
    // label: 7 categories in the 18 lines of a chart at 1280 x 720 lost every name. Each category
    // keeps a row of its label's lines and half a line between (the axis has one more slot than
    // categories), besides the 9 lines of the title, the value axis and the key.
    const int line = fontMetrics().lineSpacing();
    const int categories = static_cast<int>(byCategory.size());
    for (auto [view, cost] : {std::pair{m_cost, true}, std::pair{m_power, false}}) {
        QChart *old = view->chart();
        QString toolTip;
        bool anyUnknown = false; // whose labels take a second line for the count
        view->setChart(makeBars(cost, toolTip, anyUnknown));
        view->setToolTip(toolTip);
        delete old;
        const int labelLines = anyUnknown ? 2 : 1;
        view->setMinimumHeight(std::max(kChartMinHeightLines * line, 9 * line + (categories + 1) * (2 * labelLines + 1) * line / 2));
    }
}

void PerformanceView::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange) {
        for (QChartView *view : {m_busbw, m_time})
            applyTheme(view->chart());
        updateCategoryCharts(); // its hatching is set after the theme
    }
}

} // namespace fabric::ui
