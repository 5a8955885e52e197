#include "ui/app/compareview.h"

#include "core/compare/comparisonreport.h"
#include "core/export/xlsxexport.h"
#include "ui/app/charts.h"
#include "ui/app/comparisonmodel.h"
#include "ui/app/document.h"
#include "ui/app/modelcurves.h"
#include "ui/app/projectio.h"
#include "ui/app/setparameterstext.h"
#include "ui/app/wrappingheader.h"
#include "ui/render/sentences.h"
#include "ui/render/terms.h"
#include "ui/render/translatedtext.h"

#include <QCategoryAxis>
#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QDir>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineSeries>
#include <QLocale>
#include <QLogValueAxis>
#include <QMenu>
#include <QMessageBox>
#include <QSignalBlocker>
#include <QGraphicsLayout>
#include <QScrollArea>
#include <QSplitter>
#include <QStyle>
#include <QTableView>
#include <QToolButton>
#include <QValueAxis>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace fabric::ui {

namespace {


QToolButton *makeButton(const QString &text, const QString &icon, QWidget *parent)
{
    auto *button = new QToolButton(parent);
    button->setText(text);
    button->setIcon(QIcon::fromTheme(icon));
    button->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    return button;
}

// What a column is called: the design's own name, or when it has none yet ("Untitled", and the
// counterpart "Untitled (RoCE counterpart)") what it is; then the switch models it uses, on a line of their
// own for a table header (which wraps the name and keeps the switches apart).
QString designLabel(const Plan &plan, bool twoLines = false)
{
    const Design &d = plan.design;
    QString name = QString::fromStdString(d.name).trimmed();
    if (name.isEmpty() || name.startsWith(QLatin1String("Untitled"))) {
        const QString fabric = d.fabric == Technology::InfiniBand ? CompareView::tr("InfiniBand") : CompareView::tr("RoCE");
        name = CompareView::tr("%1 × %2, %3").arg(QLocale().toString(plan.compute().sizing.nodes > 0 ? plan.compute().sizing.nodes : d.nodes),
                                                  QString::fromStdString(d.platform), fabric);
        if (plan.compute().sizing.linkSpeedGbps > 0)
            name += CompareView::tr(" %1G").arg(plan.compute().sizing.linkSpeedGbps);
    }
    QStringList models;
    for (const TierSize &t : plan.compute().sizing.tierSizes)
        if (!models.contains(QString::fromStdString(t.model)))
            models << QString::fromStdString(t.model);
    if (models.isEmpty())
        return name;
    return (twoLines ? QStringLiteral("%1\n%2") : CompareView::tr("%1 · %2")).arg(name, render::joinedItems(models));
}

// The plots' keys: the words that tell the designs apart. Their names often share most words
// ("DGX SuperPOD H100, 4 SU, NDR" and the counterpart's "... NDR (RoCE counterpart)"), and a key that does
// not fit is elided, to the same "DGX SuperPOD H100, ..." twice; the table's header has the
// names whole.
QStringList keyLabels(const QStringList &labels)
{
    if (labels.size() < 2)
        return labels;
    std::vector<QStringList> words;
    for (const QString &label : labels)
        words.push_back(label.split(QLatin1Char(' '), Qt::SkipEmptyParts));
    const auto inEvery = [&](const QString &word) {
        return std::all_of(words.begin(), words.end(), [&](const QStringList &w) { return w.contains(word); });
    };
    QStringList keys;
    for (const QStringList &w : words) {
        QStringList own;
        for (const QString &word : w)
            if (!inEvery(word))
                own << word;
        if (own.isEmpty())
            return labels; // one design's words are all in another's: only the whole names tell them apart
        keys << own.join(QLatin1Char(' '));
    }
    return keys;
}

} // namespace

CompareView::CompareView(Document *document, std::shared_ptr<const Catalogue> catalogue, QWidget *parent)
    : QWidget(parent)
    , m_document(document)
    , m_catalogue(std::move(catalogue))
    , m_model(new ComparisonModel(this))
    , m_reportError([this](const QString &title, const QString &text) { QMessageBox::warning(this, title, text); })
{
    auto *layout = new QVBoxLayout(this);
    auto *top = new QHBoxLayout;
    auto *add = makeButton(tr("Add design…"), QStringLiteral("list-add"), this);
    add->setObjectName(QStringLiteral("addDesign"));
    auto *counterpart = makeButton(tr("IB vs RoCE"), QStringLiteral("view-split-left-right"), this);
    counterpart->setObjectName(QStringLiteral("addCounterpart"));
    counterpart->setToolTip(tr("Add the same cluster on the other technology: InfiniBand ↔ RoCE"));
    m_remove = makeButton(tr("Remove"), QStringLiteral("list-remove"), this);
    m_remove->setPopupMode(QToolButton::InstantPopup);
    m_remove->setMenu(new QMenu(m_remove));
    auto *exportButton = makeButton(tr("Export .xlsx…"), QStringLiteral("document-export"), this);
    m_collective = new QComboBox(this);
    for (const QString &name : modelCollectives())
        m_collective->addItem(name, name);
    top->addWidget(add);
    top->addWidget(counterpart);
    top->addWidget(m_remove);
    top->addWidget(exportButton);
    top->addStretch(1);
    layout->addLayout(top);
    // The plots' collective and the currency on a line of their own: with the buttons on one line
    // the view would not fit beside the docks in a window at 200 % (960 px wide).
    auto *plots = new QHBoxLayout;
    plots->addWidget(new QLabel(tr("Collective:"), this));
    plots->addWidget(m_collective);
    // Every amount in one currency: the first design's, or one chosen (at the rates of Settings).
    m_currency = new QComboBox(this);
    m_currency->setObjectName(QStringLiteral("compareCurrency"));
    m_currency->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_currency->setMinimumContentsLength(5); // narrow beside the docks at 200 %; the list is wide
    m_currency->setToolTip(tr("Currency: every amount in one currency, the first design's or this one; the note "
                              "says which exchange rates were used"));
    fillCurrencies();
    // No label: at 200 % beside the docks the row has no room for one (the tooltip says it).
    plots->addWidget(m_currency);
    // The note on a line of its own, the view's whole width: beside the choices it took five
    // lines at 200 %, taken from the table.
    m_note = new QLabel(this);
    m_note->setObjectName(QStringLiteral("compareNote"));
    m_note->setWordWrap(true); // a long note never widens the window past the screen
    m_note->setMinimumWidth(120);
    plots->addStretch(1);
    layout->addLayout(plots);
    layout->addWidget(m_note);

    m_table = new QTableView(this);
    // A design's long name wraps onto three lines rather than being clipped at both ends.
    m_table->setHorizontalHeader(new WrappingHeaderView(m_table));
    m_table->setModel(m_model);
    m_table->setAlternatingRowColors(true);
    m_table->setSelectionBehavior(QAbstractItemView::SelectItems);
    m_table->verticalHeader()->setVisible(false);
    m_table->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().height() + 6);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setMinimumSectionSize(60);
    m_table->setTextElideMode(Qt::ElideRight);
    m_table->setWordWrap(false);

    auto *charts = new QWidget(this);
    auto *chartLayout = new QHBoxLayout(charts);
    chartLayout->setContentsMargins(0, 0, 0, 0);
    m_busbw = makeChartView(charts);
    m_time = makeChartView(charts);
    chartLayout->addWidget(m_busbw);
    chartLayout->addWidget(m_time);

    auto *splitter = new QSplitter(Qt::Vertical, this);
    splitter->setChildrenCollapsible(false);
    splitter->addWidget(m_table);
    splitter->addWidget(charts);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 2);
    // The table keeps six rows under its header (three lines) and each plot a readable height
    // (title, two axes, a key); on a window shorter than both (1920 x 1080 at 200 %: 540 px) the
    // two scroll together rather than the plots shrinking to a strip. The buttons stay above.
    const int line = m_table->fontMetrics().lineSpacing();
    m_table->setMinimumHeight(3 * line + 12 + 6 * m_table->verticalHeader()->defaultSectionSize()
                              + style()->pixelMetric(QStyle::PM_ScrollBarExtent) + 2 * m_table->frameWidth());
    for (QChartView *chart : {m_busbw, m_time})
        chart->setMinimumHeight(11 * line);
    auto *scroll = new QScrollArea(this);
    scroll->setObjectName(QStringLiteral("compareScroll"));
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    scroll->setWidget(splitter);
    layout->addWidget(scroll, 1);

    connect(add, &QToolButton::clicked, this, &CompareView::chooseFile);
    connect(counterpart, &QToolButton::clicked, this, &CompareView::addCounterpart);
    connect(exportButton, &QToolButton::clicked, this, &CompareView::chooseExportPath);
    connect(m_remove->menu(), &QMenu::aboutToShow, this, [this] {
        QMenu *menu = m_remove->menu();
        menu->clear();
        for (std::size_t i = 0; i < m_others.size(); ++i) {
            const int index = static_cast<int>(i) + 1;
            menu->addAction(QString::fromStdString(m_others[i].design.name), this, [this, index] { removeDesign(index); });
        }
    });
    connect(m_collective, &QComboBox::currentIndexChanged, this, [this] { updateCharts(plans()); });
    connect(m_currency, &QComboBox::currentIndexChanged, this, &CompareView::markStale);
    connect(m_document, &Document::planChanged, this, &CompareView::markStale);
    m_remove->setEnabled(false);
}

void CompareView::fillCurrencies()
{
    const QString chosen = m_currency->currentData().toString();
    const QSignalBlocker blocker(m_currency);
    m_currency->clear();
    m_currency->addItem(tr("As first"), QString());
    m_currency->setItemData(0, tr("In the first design's currency"), Qt::ToolTipRole);
    for (const Currency &c : m_catalogue->currencies()) {
        const QString code = QString::fromStdString(c.code);
        m_currency->addItem(code, code);
        m_currency->setItemData(m_currency->count() - 1, render::currencyName(c.code, c.name), Qt::ToolTipRole);
    }
    m_currency->setCurrentIndex(std::max(0, m_currency->findData(chosen)));
}

void CompareView::setCurrency(const QString &code)
{
    const int index = m_currency->findData(code);
    if (index >= 0)
        m_currency->setCurrentIndex(index);
}

QString CompareView::note() const
{
    return m_note->text();
}

void CompareView::setCatalogue(std::shared_ptr<const Catalogue> catalogue)
{
    m_catalogue = std::move(catalogue);
    fillCurrencies();
    for (Other &other : m_others) {
        other.runner->setCatalogue(m_catalogue);
        other.runner->request(other.design);
    }
}

void CompareView::addDesign(const Design &design)
{
    auto *runner = new PlanRunner(m_catalogue, this);
    connect(runner, &PlanRunner::planReady, this, &CompareView::markStale);
    m_others.push_back({runner, design});
    m_remove->setEnabled(true);
    emit designsChanged();
    runner->request(design);
    markStale();
}

QString CompareView::addDesignFromFile(const QString &path)
{
    Expected<Design> design = readProject(path);
    if (!design)
        return render::translated(design.errorText());
    addDesign(*design);
    return {};
}

void CompareView::addCounterpart()
{
    Design other = counterpartDesign(m_document->design());
    other.name = render::translated(counterpartName(m_document->design())).toStdString();
    addDesign(other);
}

bool CompareView::removeDesign(int index)
{
    if (index < 1 || index >= designCount())
        return false;
    auto it = m_others.begin() + (index - 1);
    it->runner->deleteLater();
    it->runner->disconnect(this);
    m_others.erase(it);
    m_remove->setEnabled(!m_others.empty());
    emit designsChanged();
    markStale();
    return true;
}

const Design &CompareView::design(int index) const
{
    if (index <= 0 || index >= designCount())
        return m_document->design();
    return m_others[static_cast<std::size_t>(index - 1)].design;
}

void CompareView::setCollective(const QString &collective)
{
    const int index = m_collective->findData(collective);
    if (index >= 0)
        m_collective->setCurrentIndex(index);
}

std::vector<PlanPtr> CompareView::plans() const
{
    std::vector<PlanPtr> plans{m_document->plan()};
    for (const Other &other : m_others)
        plans.push_back(other.runner->plan());
    return plans;
}

void CompareView::markStale()
{
    m_stale = true;
    // Comparing copies every plan and runs the model: only when someone looks.
    if (isVisible())
        refresh();
}

void CompareView::refresh()
{
    const std::vector<PlanPtr> current = plans();
    for (const PlanPtr &plan : current) {
        if (!plan) {
            m_note->setText(tr("Planning…"));
            return;
        }
    }
    m_stale = false;
    updateTable(current);
    updateCharts(current);
}

void CompareView::waitForPlans()
{
    m_document->runner()->waitForIdle();
    for (Other &other : m_others)
        other.runner->waitForIdle();
    refresh();
}

void CompareView::sizeColumns()
{
    auto *header = static_cast<WrappingHeaderView *>(m_table->horizontalHeader());
    header->setSectionResizeMode(ComparisonModel::Metric, QHeaderView::Stretch);
    // A design's column as wide as its values (bold, as the best value is drawn), and wider where
    // its name needs it to show whole on three lines, up to a limit past which the name ends in
    // "…" (its tooltip has it whole).
    QFont bold = m_table->font();
    bold.setBold(true);
    const QFontMetrics metrics(bold);
    const int widest = 30 * m_table->fontMetrics().averageCharWidth();
    for (int column = ComparisonModel::FirstDesign; column < m_model->columnCount(); ++column) {
        int width = 60;
        for (int row = 0; row < m_model->rowCount(); ++row)
            width = std::max(width, metrics.horizontalAdvance(m_model->index(row, column).data().toString()) + 12);
        const QString name = m_model->headerData(column, Qt::Horizontal, Qt::DisplayRole).toString();
        width = header->widthToShowWhole(name, width, std::max(width, widest));
        header->setSectionResizeMode(column, QHeaderView::Interactive);
        header->resizeSection(column, width);
    }
}

Comparison CompareView::comparisonOf(const std::vector<Plan> &plans, QString *problem) const
{
    std::optional<ExchangeRate> currency;
    if (const QString code = m_currency->currentData().toString(); !code.isEmpty()) {
        auto chosen = comparisonCurrency(plans, *m_catalogue, code.toStdString());
        if (chosen)
            currency = *chosen;
        else if (problem)
            *problem = render::translated(chosen.errorText());
    }
    return compare(plans, *m_catalogue, defaultCollectivePoints(), currency);
}

void CompareView::updateTable(const std::vector<PlanPtr> &current)
{
    std::vector<Plan> copies;
    copies.reserve(current.size());
    for (const PlanPtr &plan : current)
        copies.push_back(*plan);
    QString problem;
    Comparison comparison = comparisonOf(copies, &problem);
    for (std::size_t i = 0; i < current.size() && i < comparison.designs.size(); ++i)
        comparison.designs[i] = designLabel(*current[i], true).toStdString();
    // The rates used, where any design is priced in another currency than the one shown.
    QStringList rates;
    for (std::size_t i = 0; i < comparison.rates.size(); ++i)
        if (comparison.rates[i].currency != comparison.currency)
            rates << tr("%1 from %2 at %3").arg(designLabel(*current[i]), QString::fromStdString(comparison.rates[i].currency),
                                                QString::fromStdString(describeRate(comparison.rates[i])));
    const QString currency = QString::fromStdString(comparison.currency);
    const bool parametersDiffer = comparison.modelParametersDiffer();
    const std::vector<std::vector<ModelParameter>> parameterSets = comparison.setParameters;
    m_model->setComparison(std::move(comparison));
    sizeColumns();
    int failed = 0;
    for (const PlanPtr &plan : current)
        failed += plan->ok() ? 0 : 1;
    QString note = failed == 0 ? tr("Differences are against the first design; the best value on a row is highlighted "
                                    "when every design's value is known and complete (≥: leaves out unknown parts; *: not exact).")
                               : tr("%n design(s) have errors and show no values.", nullptr, failed);
    if (!rates.isEmpty())
        render::appendSentence(note, tr("Amounts in %1: %2.").arg(currency, render::joinedClauses(rates)));
    // Figures from different model parameters differ by them, not only by the hardware: said.
    if (parametersDiffer) {
        QStringList sets;
        for (std::size_t i = 0; i < current.size() && i < parameterSets.size(); ++i) {
            const QString set = setModelParametersText(parameterSets[i]);
            sets << tr("%1: %2").arg(designLabel(*current[i]), set.isEmpty() ? tr("the defaults") : set);
        }
        render::appendSentence(note, tr("The designs' model parameters differ: %1.").arg(render::joinedClauses(sets)));
    }
    if (!problem.isEmpty())
        render::appendSentence(note, problem);
    m_note->setText(note);
}

void CompareView::updateCharts(const std::vector<PlanPtr> &current)
{
    auto *busbw = new QChart;
    auto *time = new QChart;
    const QString collective = m_collective->currentData().toString();
    QStringList labels;
    for (const PlanPtr &plan : current)
        labels << (plan ? designLabel(*plan) : QString());
    const QStringList keys = keyLabels(labels);
    // The units stand in the titles, not on the axes: at 1280 x 720 the two charts are too small for
    // axis titles, and Qt elides what does not fit to "…".
    // (The message size is the x axis's, labelled "8 B … 1 GiB": at 200 % a longer title is elided.)
    busbw->setTitle(tr("%1: bus bandwidth (GB/s)").arg(collective));
    time->setTitle(tr("%1: time (µs)").arg(collective));
    const bool dark = palette().color(QPalette::Window).lightness() < 128;
    for (QChart *chart : {busbw, time}) {
        const SizeChartAxes axes = addSizeChartAxes(chart, chart == time);
        const auto [x, y] = axes;
        for (std::size_t i = 0; i < current.size(); ++i) {
            const PlanPtr &plan = current[i];
            if (!plan || !plan->ok() || plan->compute().sizing.nodes == 0)
                continue;
            // The model's own choice of algorithm: what each design would actually reach.
            const std::vector<ModelCurve> curves = modelCurves(*plan, *m_catalogue, collective);
            if (curves.empty())
                continue;
            auto *series = new QLineSeries;
            series->setName(keys[static_cast<qsizetype>(i)]);
            for (const ModelPoint &p : curves.front().points)
                series->append(std::log2(static_cast<double>(p.bytes)),
                               chart == time ? std::max(p.timeUs, 1e-3) : p.busbwGBps);
            chart->addSeries(series);
            series->attachAxis(x);
            series->attachAxis(y);
            attachPointToolTips(series, curves.front().points);
        }
        roundSizeChartAxes(chart, axes);
        chart->setTheme(dark ? QChart::ChartThemeDark : QChart::ChartThemeLight);
        // Three ticks on the bandwidth axis: the plots are short at 1280 x 720 and a label that
        // does not fit its height is elided to "…".
        if (auto *linear = qobject_cast<QValueAxis *>(y); linear && linear->tickCount() > 3) {
            const double top = linear->max();
            linear->setTickCount(3);
            linear->setLabelFormat(std::fmod(top / 2.0, 1.0) == 0.0 ? QStringLiteral("%.0f") : QStringLiteral("%.1f"));
        }
        // A label every decade as on the Performance tab, every second or third one over a wide
        // range (the plots are short, for the same reason); never fewer than two labels: a base
        // of 1,000 over 10 to 100,000 µs labelled 1,000 alone, and no value could be read.
        if (auto *log = qobject_cast<QLogValueAxis *>(y); log && log->min() > 0.0 && log->max() > log->min()) {
            const double decades = std::log10(log->max() / log->min());
            log->setBase(decades <= 4.0 + 1e-9 ? 10.0 : decades <= 8.0 + 1e-9 ? 100.0 : 1000.0);
        }
        QFont small = font();
        small.setPointSizeF(std::max(6.0, small.pointSizeF() * 0.8));
        for (QAbstractAxis *axis : {x, y}) {
            axis->setTitleVisible(false);
            axis->setLabelsFont(small);
        }
        chart->legend()->setFont(small);
        chart->setTitleFont(small);
        // One design needs no key (the title and the table name it): its room goes to the plot.
        chart->legend()->setVisible(chart->series().size() > 1);
        chart->setBackgroundBrush(palette().brush(QPalette::Base));
        chart->setTitleBrush(palette().brush(QPalette::Text));
        chart->legend()->setLabelColor(palette().color(QPalette::Text));
        chart->setMargins(QMargins(2, 2, 2, 2));
        chart->layout()->setContentsMargins(0, 0, 0, 0); // QChart's own 9 px a side are a third of a small plot
    }
    QChart *oldBusbw = m_busbw->chart();
    QChart *oldTime = m_time->chart();
    m_busbw->setChart(busbw);
    m_time->setChart(time);
    delete oldBusbw;
    delete oldTime;
}

int CompareView::curveCount() const
{
    return static_cast<int>(m_busbw->chart()->series().size());
}

QString CompareView::exportXlsx(const QString &path)
{
    waitForPlans();
    std::vector<Plan> copies;
    for (const PlanPtr &plan : plans())
        copies.push_back(*plan);
    const Comparison comparison = comparisonOf(copies);
    const ExportResult result = writeXlsx(comparisonWorkbook(comparison, copies), path.toStdString());
    return render::translated(result.errorText);
}

void CompareView::chooseFile()
{
    const QStringList paths = QFileDialog::getOpenFileNames(this, tr("Add Designs to Compare"), m_lastDirectory,
                                                            tr("Fabric Planner projects (*.json);;All files (*)"));
    for (const QString &path : paths) {
        m_lastDirectory = QFileInfo(path).absolutePath();
        if (const QString error = addDesignFromFile(path); !error.isEmpty())
            m_reportError(tr("Cannot add %1").arg(QFileInfo(path).fileName()), error);
    }
}

void CompareView::chooseExportPath()
{
    const QString path = QFileDialog::getSaveFileName(this, tr("Export Comparison"),
                                                      QDir(m_lastDirectory).filePath(QStringLiteral("comparison.xlsx")),
                                                      tr("Excel workbook (*.xlsx)"));
    if (path.isEmpty())
        return;
    m_lastDirectory = QFileInfo(path).absolutePath();
    if (const QString error = exportXlsx(path); !error.isEmpty())
        m_reportError(tr("Export failed"), error);
}

void CompareView::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (m_stale)
        refresh();
}

void CompareView::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange && !m_stale)
        updateCharts(plans());
}

} // namespace fabric::ui
