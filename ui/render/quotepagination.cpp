#include "ui/render/quotepagination.h"

#include <QAbstractTextDocumentLayout>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocument>
#include <QTextFrame>
#include <QTextTable>

#include <algorithm>
#include <cmath>
#include <limits>

namespace fabric::render {

namespace {

// The top and bottom of a table row in document coordinates.
std::pair<double, double> rowExtent(QTextDocument &document, QTextTable *table, int row)
{
    double top = std::numeric_limits<double>::max(), bottom = 0.0;
    for (int column = 0; column < table->columns(); ++column) {
        const QTextTableCell cell = table->cellAt(row, column);
        const QRectF first = document.documentLayout()->blockBoundingRect(cell.firstCursorPosition().block());
        const QRectF last = document.documentLayout()->blockBoundingRect(cell.lastCursorPosition().block());
        top = std::min(top, first.top());
        bottom = std::max(bottom, last.bottom());
    }
    return {top, bottom};
}

int pageOf(double y, double pageHeight)
{
    return static_cast<int>(std::floor(y / pageHeight));
}

} // namespace

int firstSplitBomLine(QTextDocument &document, double pageHeight, const std::vector<int> &breaks, const BillTables &bill)
{
    int line = 0;
    QTextBlock before; // the block before the table at hand
    for (auto it = document.rootFrame()->begin(); !it.atEnd(); ++it) {
        auto *table = qobject_cast<QTextTable *>(it.currentFrame());
        if (!table) {
            before = it.currentBlock();
            continue;
        }
        // The page of a network's heading; -1 for a table continued on a new page (no heading).
        const int headingPage = before.isValid() && !before.text().trimmed().isEmpty()
                                    ? pageOf(document.documentLayout()->blockBoundingRect(before).top(), pageHeight)
                                    : -1;
        before = QTextBlock();
        if (table->columns() < 2 || table->cellAt(0, 0).firstCursorPosition().block().text() != bill.firstHeader)
            continue;
        for (int row = 1; row < table->rows(); ++row, ++line) {
            const auto [top, bottom] = rowExtent(document, table, row);
            if (table->cellAt(row, 0).firstCursorPosition().block().text().startsWith(bill.subtotalPrefix)) {
                // The line before goes over with its subtotal: a page then opens with the two.
                if (row > 1 && pageOf(rowExtent(document, table, row - 1).first, pageHeight) != pageOf(bottom - 0.5, pageHeight)
                    && std::find(breaks.begin(), breaks.end(), line - 1) == breaks.end())
                    return line - 1;
                --line;
                continue;
            }
            if (bottom - top < pageHeight / 2 && pageOf(top, pageHeight) != pageOf(bottom - 0.5, pageHeight))
                return line;
            if (row == 1 && headingPage >= 0 && headingPage != pageOf(top, pageHeight))
                return line;
        }
    }
    return -1;
}

bool sectionRunsOverAPageEnd(QTextDocument &document, const QString &heading, double pageHeight)
{
    QTextBlock headingBlock, lastText;
    for (QTextBlock block = document.begin(); block.isValid(); block = block.next()) {
        if (block.text() == heading)
            headingBlock = block;
        if (!block.text().trimmed().isEmpty())
            lastText = block;
    }
    if (!headingBlock.isValid())
        return false;
    QAbstractTextDocumentLayout *layout = document.documentLayout();
    return pageOf(layout->blockBoundingRect(headingBlock).top(), pageHeight)
           != pageOf(layout->blockBoundingRect(lastText).bottom() - 0.5, pageHeight);
}

} // namespace fabric::render
