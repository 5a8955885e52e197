#include "ui/render/cablesheets.h"

#include "ui/render/documentfont.h"
#include "ui/render/footerline.h"
#include "ui/render/imagewriter.h"
#include "ui/render/paperpage.h"
#include "ui/render/quantitytext.h"
#include "ui/render/textfit.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QFont>
#include <QFontMetricsF>
#include <QPainter>
#include <QPdfWriter>
#include <QPen>
#include <QSet>

#include <algorithm>
#include <array>
#include <cmath>
#include <numeric>

namespace fabric::render {

namespace {

class CableSheets
{
    Q_DECLARE_TR_FUNCTIONS(CableSheets)
};

constexpr double kMm = 72.0 / 25.4; // the writer works in points

QString s(const std::string &text) { return QString::fromStdString(text); }

QString lengthText(const std::string &medium, double lengthM)
{
    // A link nothing carries has no length: shown as unknown, never as 0.
    if (medium.empty())
        return CableSheets::tr("length unknown");
    return QString::number(lengthM, 'f', 1) + QStringLiteral(" m");
}

constexpr double kMarginMm = 10;

// A QPdfWriter on a buffer, in points on the project's paper with 10 mm margins.
struct Pdf
{
    QByteArray bytes;
    QBuffer buffer{&bytes};
    QPdfWriter writer{opened(buffer)};

    static QBuffer *opened(QBuffer &buffer)
    {
        buffer.open(QIODevice::WriteOnly);
        return &buffer;
    }

    Pdf(const QString &title, PaperSize paper, QPageLayout::Orientation orientation = QPageLayout::Portrait)
    {
        writer.setPageSize(pageSizeOf(paper));
        writer.setPageOrientation(orientation);
        writer.setPageMargins(QMarginsF(kMarginMm, kMarginMm, kMarginMm, kMarginMm), QPageLayout::Millimeter);
        writer.setResolution(72);
        writer.setTitle(title);
        writer.setCreator(QStringLiteral("Fabric Planner"));
    }
    QRectF page() const { return QRectF(QPointF(0, 0), writer.pageLayout().paintRectPixels(72).size()); }
};

QFont font(double points, bool bold = false)
{
    return documentFont(points, bold);
}

void footer(QPainter &painter, const QRectF &page, const QString &text, int number, int count)
{
    painter.setFont(font(7));
    painter.setPen(Qt::darkGray);
    const QRectF line(page.left(), page.bottom() - 10, page.width(), 10);
    drawFooterLine(painter, line, text, CableSheets::tr("page %1 of %2").arg(number).arg(count));
    painter.setPen(Qt::black);
}

} // namespace

namespace {

// The footer's band under the labels, in points.
constexpr double kFooterPt = 14;

// Where the labels go on a page, in points from the paper's top left corner: a grid of columns x
// rows cells of one label each.
struct LabelGrid
{
    QRectF printable; // the page inside its margins
    double left = 0, top = 0, labelWidth = 0, labelHeight = 0;
    int columns = 0, rows = 0;

    QRectF cell(int index) const // index on the page, row by row
    {
        return QRectF(left + (index % columns) * labelWidth, top + (index / columns) * labelHeight, labelWidth, labelHeight);
    }
};

LabelGrid cableLabelGrid(PaperSize size)
{
    // Wrap-around labels 95 x 25.4 mm: the printed band is repeated, the clear tail laminates it.
    // As many whole labels as the printable area holds above the footer, none cut by its edge;
    // the grid is centred across the width (A4's 190 mm take two labels exactly, Letter's 195.9
    // leave 3 mm either side).
    // From the paper's definition in millimetres: Qt rounds A4 to 595 x 842 points, a hair narrower
    // than the two labels its 190 mm take.
    const QSizeF paper = pageSizeOf(size).size(QPageSize::Millimeter) * kMm;
    const double margin = kMarginMm * kMm;
    LabelGrid grid;
    grid.printable = QRectF(margin, margin, paper.width() - 2 * margin, paper.height() - 2 * margin);
    grid.labelWidth = 95 * kMm;
    grid.labelHeight = 25.4 * kMm;
    grid.columns = std::max(1, static_cast<int>((grid.printable.width() + 0.1) / grid.labelWidth));
    grid.rows = std::max(1, static_cast<int>((grid.printable.height() - kFooterPt) / grid.labelHeight));
    grid.left = grid.printable.left() + std::max(0.0, (grid.printable.width() - grid.columns * grid.labelWidth) / 2);
    grid.top = grid.printable.top();
    return grid;
}

// The sizes a label's lines may take, largest first: 8 pt is read at arm's length in the rack.
constexpr std::array<double, 9> kLabelPoints = {8.0, 7.5, 7.0, 6.5, 6.0, 5.5, 5.0, 4.5, 4.0};

// The label fonts' metrics, made once: a sheet of labels asks for them at every label. size
// indexes kLabelPoints.
const QFontMetricsF &labelMetrics(std::size_t size)
{
    static const std::vector<QFontMetricsF> metrics = [] {
        std::vector<QFontMetricsF> all;
        for (const double points : kLabelPoints)
            all.push_back(pointMetrics(font(points)));
        return all;
    }();
    return metrics[size];
}

// The label's head (its cable id and end), bold above the lines.
const QFontMetricsF &labelHeadMetrics()
{
    static const QFontMetricsF metrics = pointMetrics(font(9, true));
    return metrics;
}

} // namespace

CableLabelText cableLabelText(const CableLabel &l, double width, double height)
{
    CableLabelText text;
    text.head = wrapWhole(CableSheets::tr("%1  end %2").arg(s(l.id)).arg(QLatin1Char(l.end)), labelHeadMetrics(), width);
    // Each line in pieces that stay together where they can: an end's device and port, then its
    // rack and unit (a line too wide breaks between them first).
    auto end = [](const CablingEnd &e, const QString &lead) {
        QStringList pieces{lead + s(e.device) + QLatin1Char(' ') + s(portText(e))};
        const std::string place = placeText(e);
        if (!place.empty())
            pieces << s(place);
        return pieces;
    };
    const QStringList lines[] = {end(l.here, QString()), end(l.there, QStringLiteral("\u2192 ")),
                                 {lengthText(l.medium, l.lengthM) + QStringLiteral("  ") + s(l.medium) + QStringLiteral("  ")
                                  + QString::number(l.speedGbps) + QStringLiteral("G")},
                                 // A twin or split cable: the links it carries besides this one.
                                 l.sharedWith.empty() ? QStringList() : QStringList{CableSheets::tr("one cable with %1").arg(s(l.sharedWith))}};
    const double room = height - static_cast<double>(text.head.size()) * 11 - 2;
    // The largest size, from 8 pt (read at arm's length in the rack), whose lines, wrapped where
    // too wide, fit the label's height; 4 pt at the least.
    for (std::size_t size = 0; size < kLabelPoints.size(); ++size) {
        text.points = kLabelPoints[size];
        text.lineHeight = text.points * 8 / 5.5;
        const QFontMetricsF &metrics = labelMetrics(size);
        text.lines.clear();
        for (const QStringList &pieces : lines) {
            if (pieces.isEmpty())
                continue;
            const QString whole = pieces.join(QStringLiteral("  "));
            if (metrics.horizontalAdvance(whole) <= width) {
                text.lines << whole;
                continue;
            }
            for (qsizetype k = 0; k < pieces.size(); ++k) // the rack indented under its device
                text.lines << wrapWhole((k > 0 ? QStringLiteral("    ") : QString()) + pieces[k], metrics, width);
        }
        if (static_cast<double>(text.lines.size()) * text.lineHeight <= room)
            break;
    }
    return text;
}

QString writeCableLabelsPdf(const QString &path, const std::vector<CableLabel> &labels, const QString &title,
                            PaperSize paper)
{
    if (labels.empty())
        return CableSheets::tr("the plan has no cables to label");
    const LabelGrid grid = cableLabelGrid(paper);
    Pdf pdf(title, paper);
    {
        const QRectF page = pdf.page();
        const int perPage = grid.columns * grid.rows;
        const int pages = static_cast<int>((labels.size() + static_cast<std::size_t>(perPage) - 1) / static_cast<std::size_t>(perPage));
        QPainter painter(&pdf.writer);
        const QPen cut(Qt::lightGray, 0.5, Qt::DashLine);
        for (std::size_t i = 0; i < labels.size(); ++i) {
            const int onPage = static_cast<int>(i % static_cast<std::size_t>(perPage));
            if (i > 0 && onPage == 0)
                pdf.writer.newPage();
            if (onPage == 0)
                footer(painter, page, title, static_cast<int>(i / static_cast<std::size_t>(perPage)) + 1, pages);
            const CableLabel &l = labels[i];
            // The painter's origin is the printable area's corner; the grid's is the paper's.
            const QRectF cell = grid.cell(onPage).translated(-grid.printable.topLeft());
            painter.setPen(cut);
            painter.drawRect(cell);
            painter.setPen(Qt::black);
            // Two copies side by side: one of them faces the reader however the cable lies.
            const double band = cell.width() / 2;
            const QRectF firstBox = QRectF(cell.left(), cell.top(), band, cell.height()).adjusted(4, 3, -4, -3);
            const CableLabelText text = cableLabelText(l, firstBox.width(), firstBox.height());
            for (int copy = 0; copy < 2; ++copy) {
                const QRectF box = firstBox.translated(copy * band, 0);
                painter.setFont(font(9, true));
                double y = box.top();
                for (const QString &line : text.head) {
                    painter.drawText(QRectF(box.left(), y, box.width() + 100, 11), Qt::AlignLeft | Qt::AlignVCenter, line);
                    y += 11;
                }
                y += 2;
                painter.setFont(font(text.points));
                for (const QString &line : text.lines) {
                    painter.drawText(QRectF(box.left(), y, box.width() + 100, text.lineHeight), Qt::AlignLeft | Qt::AlignVCenter, line);
                    y += text.lineHeight;
                }
            }
        }
        painter.end();
    }
    return saveAtomically(path, pdf.bytes);
}

QStringList installSheetHeaders()
{
    // Columns: step, cable, from (device, port, RU), to (device, port, rack, RU), length, medium,
    // speed, the parts to fit, and a box to tick.
    return {CableSheets::tr("Step"), CableSheets::tr("Cable"), CableSheets::tr("From device"), CableSheets::tr("Port"),
            CableSheets::tr("RU"), CableSheets::tr("To device"), CableSheets::tr("Port"), CableSheets::tr("Rack"),
            CableSheets::tr("RU"), CableSheets::tr("Length"), CableSheets::tr("Medium"), CableSheets::tr("Speed"),
            CableSheets::tr("Parts"), CableSheets::tr("Done")};
}

QString installSheetParts(const CablingRow &row)
{
    QStringList parts;
    for (const std::string *pn : {&row.transceiverPnA, &row.cablePn, &row.transceiverPnB})
        if (!pn->empty())
            parts << s(*pn);
    return parts.join(QStringLiteral(" + "));
}

QStringList installSheetCells(const CablingRow &row, int step, const QString &sameCableAs)
{
    QString parts = installSheetParts(row);
    if (!sameCableAs.isEmpty())
        parts += QLatin1Char(' ') + CableSheets::tr("(one cable with %1)").arg(sameCableAs);
    return {QString::number(step), s(cableLabelId(row.network, row.link)), s(row.a.device), s(row.a.port),
            row.a.unit > 0 ? QString::number(row.a.unit) : QString(), s(row.b.device), s(row.b.port),
            s(row.b.rack), row.b.unit > 0 ? QString::number(row.b.unit) : QString(),
            lengthText(row.medium, row.lengthM), s(row.medium), QString::number(row.speedGbps) + QStringLiteral("G"),
            parts, QString()};
}

InstallSheetLayout installSheetLayout(const std::vector<CablingRow> &rows, double pageWidth)
{
    // As large as the page's width allows, from 9 pt (read standing in an aisle) down to 7; 6 only
    // for names so long that wrapping them alone cannot make room.
    constexpr double kFont = 9, kReadable = 7, kSmallest = 6;
    InstallSheetLayout layout;
    const QStringList headers = installSheetHeaders();
    const auto columns = static_cast<std::size_t>(headers.size());
    // The distinct texts of each column; the widest step number: a rack's steps count from 1 up
    // to at most all the rows.
    std::vector<QSet<QString>> texts(columns);
    texts[0].insert(QString::number(rows.size()));
    const std::vector<std::string> sameCable = sameCableIds(rows);
    for (std::size_t r = 0; r < rows.size(); ++r) {
        const QStringList cells = installSheetCells(rows[r], 1, s(sameCable[r]));
        for (std::size_t c = 1; c < columns; ++c)
            if (!cells[static_cast<qsizetype>(c)].isEmpty())
                texts[c].insert(cells[static_cast<qsizetype>(c)]);
    }
    // Each column as wide as its widest text at that size, headers in bold: measured at the size
    // itself, as hinted glyphs do not scale in proportion ("R02-03" fitted at 9 pt and wrapped at
    // 7.5); a point over the measure keeps rounding from cutting a glyph.
    auto widthsAt = [&](double points) {
        const QFontMetricsF metrics = pointMetrics(font(points)), bold = pointMetrics(font(points, true));
        std::vector<double> widths(columns);
        for (std::size_t c = 0; c < columns; ++c) {
            double widest = bold.horizontalAdvance(headers[static_cast<qsizetype>(c)]);
            for (const QString &text : texts[c])
                widest = std::max(widest, metrics.horizontalAdvance(text));
            widths[c] = std::ceil(widest) + 1 + layout.gap;
        }
        return widths;
    };
    auto total = [](const std::vector<double> &widths) { return std::accumulate(widths.begin(), widths.end(), 0.0); };
    // The width the widest columns are capped at for the table to fit the page (their cells wrap).
    auto capToFit = [&](const std::vector<double> &widths) {
        std::vector<double> sorted = widths;
        std::sort(sorted.begin(), sorted.end(), std::greater<>());
        double rest = total(widths);
        for (std::size_t k = 0; k < sorted.size(); ++k) {
            rest -= sorted[k]; // the columns narrower than sorted[k]
            const double candidate = (pageWidth - rest) / static_cast<double>(k + 1);
            if (k + 1 == sorted.size() || candidate >= sorted[k + 1])
                return candidate;
        }
        return pageWidth / static_cast<double>(columns);
    };
    // The font shrinks with the table down to 7 pt; then the widest columns wrap, and only where
    // they would wrap narrower than a tenth of the page does the font go down to 6 pt.
    double points = std::clamp(std::floor(kFont * pageWidth / total(widthsAt(kFont)) * 2) / 2, kReadable, kFont);
    std::vector<double> widths = widthsAt(points);
    if (total(widths) > pageWidth && capToFit(widths) < pageWidth / 10) {
        points = kSmallest;
        widths = widthsAt(points);
    }
    if (total(widths) > pageWidth) {
        const double cap = std::max(capToFit(widths), pageWidth / 10);
        for (double &w : widths)
            w = std::min(w, std::floor(cap));
    }
    layout.fontPoints = points;
    layout.lineHeight = std::ceil(points * 11 / 7 * 2) / 2; // 11 pt lines at 7 pt, in proportion
    layout.widths = std::move(widths);
    return layout;
}

QString writeInstallSheetsPdf(const QString &path, const std::vector<CablingRow> &unordered, const QString &title,
                              PaperSize paper)
{
    if (unordered.empty())
        return CableSheets::tr("the plan has no cables to install");
    const std::vector<CablingRow> rows = installOrder(unordered);
    Pdf pdf(title, paper, QPageLayout::Landscape);
    const QRectF page = pdf.page();
    const InstallSheetLayout layout = installSheetLayout(rows, page.width());
    const std::vector<double> &widths = layout.widths;
    const double lineHeight = layout.lineHeight;
    const double headerHeight = 29 + lineHeight;
    const double tableHeight = page.height() - headerHeight - 16; // above the footer
    const QStringList headers = installSheetHeaders();
    const QFontMetricsF metrics = pointMetrics(font(layout.fontPoints));
    // Each row's cells, wrapped to their columns, and its step in its rack.
    std::vector<std::vector<QStringList>> cells(rows.size());
    std::vector<int> lines(rows.size(), 1);
    {
        int step = 0;
        const std::vector<std::string> sameCable = sameCableIds(rows);
        for (std::size_t i = 0; i < rows.size(); ++i) {
            step = i > 0 && rows[i].a.rack == rows[i - 1].a.rack ? step + 1 : 1;
            const QStringList texts = installSheetCells(rows[i], step, s(sameCable[i]));
            for (std::size_t c = 0; c < widths.size(); ++c) {
                cells[i].push_back(wrapWhole(texts[static_cast<qsizetype>(c)], metrics, widths[c] - layout.gap));
                lines[i] = std::max(lines[i], static_cast<int>(cells[i].back().size()));
            }
        }
    }
    // Pages: each rack starts on a new page; a page takes the rows its height holds.
    std::vector<std::pair<std::size_t, std::size_t>> pageRanges;
    for (std::size_t start = 0; start < rows.size();) {
        std::size_t end = start;
        double used = 0;
        while (end < rows.size() && rows[end].a.rack == rows[start].a.rack
               && (end == start || used + lines[end] * lineHeight <= tableHeight)) {
            used += lines[end] * lineHeight;
            ++end;
        }
        pageRanges.emplace_back(start, end);
        start = end;
    }
    // Each page's sheet of its rack, how many sheets the rack takes and how many cables: a rack's
    // rows, and so its pages, stand together (installOrder).
    struct RackSheet
    {
        int sheet = 1, sheets = 1;
        std::size_t cables = 0;
    };
    std::vector<RackSheet> rackSheets(pageRanges.size());
    for (std::size_t first = 0; first < pageRanges.size();) {
        const std::string &rack = rows[pageRanges[first].first].a.rack;
        std::size_t end = first + 1;
        while (end < pageRanges.size() && rows[pageRanges[end].first].a.rack == rack)
            ++end;
        for (std::size_t p = first; p < end; ++p)
            rackSheets[p] = {static_cast<int>(p - first + 1), static_cast<int>(end - first),
                             pageRanges[end - 1].second - pageRanges[first].first};
        first = end;
    }
    QPainter painter(&pdf.writer);
    const double tableWidth = std::accumulate(widths.begin(), widths.end(), 0.0);
    for (std::size_t p = 0; p < pageRanges.size(); ++p) {
        if (p > 0)
            pdf.writer.newPage();
        const auto [first, last] = pageRanges[p];
        const std::string &rack = rows[first].a.rack;
        painter.setFont(font(13, true));
        QString rackName = rack.empty() ? CableSheets::tr("Devices not placed in a rack") : CableSheets::tr("Rack %1").arg(s(rack));
        const RackSheet &sheet = rackSheets[p];
        if (sheet.sheets > 1) // an installer holding one sheet knows there are more
            rackName = CableSheets::tr("%1, sheet %2 of %3").arg(rackName).arg(sheet.sheet).arg(sheet.sheets);
        painter.drawText(QRectF(page.left(), page.top(), page.width(), 18), Qt::AlignLeft | Qt::AlignVCenter, rackName);
        painter.setFont(font(8));
        painter.drawText(QRectF(page.left(), page.top() + 18, page.width(), 12), Qt::AlignLeft | Qt::AlignVCenter,
                         plural(CableSheets::tr("%Ln cable(s) to run from this rack, top of the rack down; each end labelled with "
                                                "the cable number",
                                                nullptr, sheet.cables),
                                sheet.cables));
        double y = page.top() + headerHeight - lineHeight;
        double x = page.left();
        painter.setFont(font(layout.fontPoints, true));
        for (std::size_t c = 0; c < widths.size(); ++c) {
            painter.drawText(QRectF(x, y, widths[c], lineHeight), Qt::AlignLeft | Qt::AlignVCenter, headers[static_cast<qsizetype>(c)]);
            x += widths[c];
        }
        painter.drawLine(QPointF(page.left(), y + lineHeight), QPointF(page.left() + tableWidth, y + lineHeight));
        painter.setFont(font(layout.fontPoints));
        y += lineHeight;
        for (std::size_t i = first; i < last; ++i) {
            const double height = lines[i] * lineHeight;
            if ((i - first) % 2 == 1)
                painter.fillRect(QRectF(page.left(), y, tableWidth, height), QColor(240, 240, 240));
            double cx = page.left();
            for (std::size_t c = 0; c < widths.size(); ++c) {
                double ly = y;
                for (const QString &line : cells[i][c]) {
                    // Wide enough by measure: drawn without a clip, so a rounding never cuts a glyph.
                    painter.drawText(QRectF(cx, ly, widths[c] + 100, lineHeight), Qt::AlignLeft | Qt::AlignVCenter, line);
                    ly += lineHeight;
                }
                cx += widths[c];
            }
            // The last column, Done: a box to tick once the cable is run and labelled.
            const double side = std::round(lineHeight * 0.6);
            const double boxLeft = cx - widths.back();
            painter.setPen(QPen(Qt::black, 0.75)); // set on every box: the PDF engine drew the page's first one hairline
            painter.drawRect(QRectF(std::round(boxLeft + 1), std::round(y + (lineHeight - side) / 2), side, side));
            y += height;
        }
        footer(painter, page, title, static_cast<int>(p) + 1, static_cast<int>(pageRanges.size()));
    }
    painter.end();
    return saveAtomically(path, pdf.bytes);
}

} // namespace fabric::render
