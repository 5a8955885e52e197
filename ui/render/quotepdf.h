#pragma once

#include "core/catalogue/catalogue.h"
#include "core/plan/plan.h"

#include <QImage>
#include <QSizeF>
#include <QString>

#include <functional>
#include <vector>

class QPainter;

namespace fabric::render {

// A diagram for the quote, drawn as vectors on a page of its own (landscape when it is wider
// than tall), so that it stays legible when the reader zooms in.
struct QuoteDiagram
{
    QString title;
    QSizeF size;                             // in the drawing's own units
    std::function<void(QPainter &)> paint;   // draws within QRectF(QPointF(), size)
};

// Who sends the quote: set once in the application's settings, printed on every quote.
struct Seller
{
    QString company;
    QString address;  // several lines
    QString contact;  // e-mail, phone
    QString terms;    // used when the quote itself has none
    QImage logo;

    bool isEmpty() const { return company.isEmpty() && address.isEmpty() && contact.isEmpty() && logo.isNull(); }
};

// The topology and the floor plan, drawn as the GUI and the exports draw them. The drawings read
// the plan when they paint: it must outlive them.
std::vector<QuoteDiagram> standardQuoteDiagrams(const Plan &plan);

// The quote's text pages as HTML (what the PDF shows before its diagram pages), for a plan whose
// pipeline ran. The bill of materials starts a new page at each BOM line index in bomPageBreaks;
// the assumptions after it open a page of their own when assumptionsOnNewPage.
QString quoteHtml(const Plan &plan, const Catalogue &catalogue, const Seller &seller = {},
                  const std::vector<int> &bomPageBreaks = {}, bool assumptionsOnNewPage = true);

// Writes the quote as a PDF on the project's paper (design.quote.paper), atomically: the text pages with "page X of Y" and table headers
// repeated on each page, then each diagram on its own page. Empty string on success, else the
// reason.
QString writeQuotePdf(const QString &path, const Plan &plan, const Catalogue &catalogue,
                      const std::vector<QuoteDiagram> &diagrams = {}, const Seller &seller = {});

} // namespace fabric::render
