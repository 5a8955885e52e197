#include "ui/render/cablesheets.h"

#include "ui/render/documentfont.h"
#include "ui/render/footerline.h"
#include "ui/render/imagewriter.h"
#include "ui/render/paperpage.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QFont>
#include <QFontMetricsF>
#include <QPainter>
#include <QPdfWriter>

#include <algorithm>
#include <map>
#include <tuple>

namespace fabric::render {

namespace {

class CableSheets
{
    Q_DECLARE_TR_FUNCTIONS(CableSheets)
};

constexpr double kMm = 72.0 / 25.4; // the writer works in points

QString s(const std::string &text) { return QString::fromStdString(text); }

QString endText(const CablingEnd &end)
{
    QString text = s(end.device) + QStringLiteral(" p") + s(end.port);
    const std::string place = placeText(end);
    if (!place.empty())
        text += QStringLiteral("  ") + s(place);
    return text;
}

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

} // namespace

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
            for (int copy = 0; copy < 2; ++copy) {
                const QRectF box = QRectF(cell.left() + copy * band, cell.top(), band, cell.height()).adjusted(4, 3, -4, -3);
                painter.setFont(font(9, true));
                const QString head = CableSheets::tr("%1  end %2").arg(s(l.id)).arg(QLatin1Char(l.end));
                painter.drawText(QRectF(box.left(), box.top(), box.width(), 11), Qt::AlignLeft | Qt::AlignVCenter, head);
                painter.setFont(font(5.5));
                const QFontMetricsF metrics(painter.font());
                const QString lines[] = {
                    endText(l.here),
                    QStringLiteral("\u2192 ") + endText(l.there),
                    lengthText(l.medium, l.lengthM) + QStringLiteral("  ") + s(l.medium) + QStringLiteral("  ")
                        + QString::number(l.speedGbps) + QStringLiteral("G")};
                double y = box.top() + 13;
                for (const QString &line : lines) {
                    painter.drawText(QRectF(box.left(), y, box.width(), 8), Qt::AlignLeft | Qt::AlignVCenter,
                                     metrics.elidedText(line, Qt::ElideMiddle, box.width()));
                    y += 8;
                }
            }
        }
        painter.end();
    }
    return saveAtomically(path, pdf.bytes);
}

std::vector<CablingRow> installOrder(std::vector<CablingRow> rows)
{
    // Racks keep the order the rows come in (the floor's); within one, top down then by destination.
    std::map<std::string, int> rackOrder;
    for (const CablingRow &row : rows)
        rackOrder.emplace(row.a.rack, static_cast<int>(rackOrder.size()));
    std::stable_sort(rows.begin(), rows.end(), [&](const CablingRow &x, const CablingRow &y) {
        return std::make_tuple(rackOrder[x.a.rack], -x.a.unit, x.a.device, rackOrder.count(x.b.rack) ? rackOrder[x.b.rack] : 1 << 30, -x.b.unit, x.b.device)
             < std::make_tuple(rackOrder[y.a.rack], -y.a.unit, y.a.device, rackOrder.count(y.b.rack) ? rackOrder[y.b.rack] : 1 << 30, -y.b.unit, y.b.device);
    });
    return rows;
}

QString writeInstallSheetsPdf(const QString &path, const std::vector<CablingRow> &unordered, const QString &title,
                              PaperSize paper)
{
    if (unordered.empty())
        return CableSheets::tr("the plan has no cables to install");
    const std::vector<CablingRow> rows = installOrder(unordered);
    Pdf pdf(title, paper, QPageLayout::Landscape);
    const QRectF page = pdf.page();
    const double lineHeight = 11;
    const double headerHeight = 40;
    const int perPage = std::max(1, static_cast<int>((page.height() - headerHeight - 16) / lineHeight));
    // Columns: step, cable, from (device, port, RU), to (device, port, rack, RU), length, medium, part.
    const double widths[] = {28, 34, 150, 36, 30, 150, 36, 48, 30, 48, 66, 40};
    const QString headers[] = {CableSheets::tr("Step"), CableSheets::tr("Cable"), CableSheets::tr("From device"),
                               CableSheets::tr("Port"), CableSheets::tr("RU"), CableSheets::tr("To device"),
                               CableSheets::tr("Port"), CableSheets::tr("Rack"), CableSheets::tr("RU"),
                               CableSheets::tr("Length"), CableSheets::tr("Medium"), CableSheets::tr("Speed")};
    // Pages: each rack starts on a new page.
    std::vector<std::pair<std::size_t, std::size_t>> pageRanges;
    for (std::size_t start = 0; start < rows.size();) {
        std::size_t end = start;
        while (end < rows.size() && rows[end].a.rack == rows[start].a.rack && end - start < static_cast<std::size_t>(perPage))
            ++end;
        pageRanges.emplace_back(start, end);
        start = end;
    }
    QPainter painter(&pdf.writer);
    int step = 0;
    std::string rack = "\x01";
    for (std::size_t p = 0; p < pageRanges.size(); ++p) {
        if (p > 0)
            pdf.writer.newPage();
        const auto [first, last] = pageRanges[p];
        if (rows[first].a.rack != rack) {
            rack = rows[first].a.rack;
            step = 0;
        }
        painter.setFont(font(13, true));
        const QString rackName = rack.empty() ? CableSheets::tr("Devices not placed in a rack") : CableSheets::tr("Rack %1").arg(s(rack));
        std::size_t inRack = 0;
        for (const CablingRow &row : rows)
            inRack += row.a.rack == rack;
        painter.drawText(QRectF(page.left(), page.top(), page.width(), 18), Qt::AlignLeft | Qt::AlignVCenter, rackName);
        painter.setFont(font(8));
        painter.drawText(QRectF(page.left(), page.top() + 18, page.width(), 12), Qt::AlignLeft | Qt::AlignVCenter,
                         CableSheets::tr("%1 cables to run from this rack, top of the rack down; each end labelled with the cable number")
                             .arg(inRack));
        double y = page.top() + headerHeight - lineHeight;
        double x = page.left();
        painter.setFont(font(7, true));
        for (std::size_t c = 0; c < std::size(widths); ++c) {
            painter.drawText(QRectF(x, y, widths[c], lineHeight), Qt::AlignLeft | Qt::AlignVCenter, headers[c]);
            x += widths[c];
        }
        painter.drawLine(QPointF(page.left(), y + lineHeight), QPointF(x, y + lineHeight));
        painter.setFont(font(7));
        const QFontMetricsF metrics(painter.font());
        for (std::size_t i = first; i < last; ++i) {
            const CablingRow &row = rows[i];
            y += lineHeight;
            if ((i - first) % 2 == 1)
                painter.fillRect(QRectF(page.left(), y, x - page.left(), lineHeight), QColor(240, 240, 240));
            const QString cells[] = {QString::number(++step), s(cableLabelId(row.network, row.link)), s(row.a.device), s(row.a.port),
                                     row.a.unit > 0 ? QString::number(row.a.unit) : QString(), s(row.b.device), s(row.b.port),
                                     s(row.b.rack), row.b.unit > 0 ? QString::number(row.b.unit) : QString(),
                                     lengthText(row.medium, row.lengthM), s(row.medium),
                                     QString::number(row.speedGbps) + QStringLiteral("G")};
            double cx = page.left();
            for (std::size_t c = 0; c < std::size(widths); ++c) {
                painter.drawText(QRectF(cx, y, widths[c] - 3, lineHeight), Qt::AlignLeft | Qt::AlignVCenter,
                                 metrics.elidedText(cells[c], Qt::ElideMiddle, widths[c] - 3));
                cx += widths[c];
            }
        }
        footer(painter, page, title, static_cast<int>(p) + 1, static_cast<int>(pageRanges.size()));
    }
    painter.end();
    return saveAtomically(path, pdf.bytes);
}

} // namespace fabric::render
