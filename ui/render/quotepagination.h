#pragma once

#include <QString>

#include <vector>

class QTextDocument;

namespace fabric::render {

// How the bill's tables are told apart in a laid-out document: the text of a table's first
// header cell, and what a network's subtotal row starts with.
struct BillTables
{
    QString firstHeader;
    QString subtotalPrefix;
};

// Where the laid-out bill of materials should start a new page: the index of the first line whose
// row runs over a page end, or that starts a network on another page than the network's heading
// (which a page end would leave alone at the foot of the page), or that a network's subtotal
// would leave behind on the page before (the subtotal alone under a repeated header), or -1
// when none does. A break already made (in breaks) that leaves a subtotal alone is no answer,
// and the search goes on. The bill's tables are those whose first header is bill.firstHeader; a
// network's first table follows its heading, a table continued on a new page an empty block.
int firstSplitBomLine(QTextDocument &document, double pageHeight, const std::vector<int> &breaks, const BillTables &bill);

// Whether the document's last section, from its heading to the last text, is on two pages.
bool sectionRunsOverAPageEnd(QTextDocument &document, const QString &heading, double pageHeight);

} // namespace fabric::render
