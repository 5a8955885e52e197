#include "ui/render/bomcolumns.h"

#include "ui/render/documentfont.h"

#include <QFontMetricsF>
#include <QTextBoundaryFinder>

#include <algorithm>

namespace fabric::render {

namespace {

constexpr int kPartNumber = 0;
constexpr int kDescription = 1;
constexpr int kList = 4;
constexpr int kNet = 6;
constexpr double kSlack = 2.0; // rounding between these metrics and the layout's

// The widest piece of text between two places a line may break, as the layout wraps it.
double widestPiece(const QString &text, const QFontMetricsF &metrics)
{
    double widest = 0.0;
    QTextBoundaryFinder breaks(QTextBoundaryFinder::Line, text);
    qsizetype start = 0;
    for (qsizetype at = breaks.toNextBoundary(); at >= 0; at = breaks.toNextBoundary()) {
        widest = std::max(widest, metrics.horizontalAdvance(text.mid(start, at - start).trimmed()));
        start = at;
    }
    return widest;
}

} // namespace

std::vector<double> bomColumnWidths(const BomText &text, double pointSize, double padding, double maxPartNumber)
{
    const QFontMetricsF regular(documentFont(pointSize)), bold(documentFont(pointSize, true));
    const auto columns = static_cast<int>(text.headers.size());
    std::vector<double> widths(static_cast<std::size_t>(columns), 0.0);
    for (int c = 0; c < columns; ++c) {
        const QString &header = text.headers[c];
        widths[static_cast<std::size_t>(c)] = c == text.discountHeader ? bold.horizontalAdvance(header) : widestPiece(header, bold);
    }
    double longestPartNumber = 0.0;
    for (const QStringList &line : text.lines)
        for (int c = 0; c < std::min(columns, static_cast<int>(line.size())); ++c) {
            double &width = widths[static_cast<std::size_t>(c)];
            if (c == kPartNumber) {
                longestPartNumber = std::max(longestPartNumber, regular.horizontalAdvance(line[c]));
                width = std::max(width, widestPiece(line[c], regular));
            } else if (c != kDescription) {
                width = std::max(width, regular.horizontalAdvance(line[c]));
            }
        }
    for (const QStringList &subtotal : text.subtotals)
        for (int i = 0; i < std::min<int>(2, static_cast<int>(subtotal.size())); ++i) {
            double &width = widths[static_cast<std::size_t>(i == 0 ? kList : kNet)];
            width = std::max(width, bold.horizontalAdvance(subtotal[i]));
        }
    widths[kPartNumber] = std::max(widths[kPartNumber], std::min(longestPartNumber, maxPartNumber - 2 * padding - kSlack));
    for (int c = 0; c < columns; ++c)
        if (c != kDescription)
            widths[static_cast<std::size_t>(c)] += 2 * padding + kSlack;
    widths[kDescription] = 0.0;
    return widths;
}

} // namespace fabric::render
