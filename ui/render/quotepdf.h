#pragma once

#include "core/catalogue/catalogue.h"
#include "core/plan/plan.h"

#include <QImage>
#include <QString>

#include <vector>

namespace fabric::render {

struct QuoteDiagram
{
    QString title;
    QImage image;
};

// The topology and the floor plan as images for the quote, drawn as the GUI and the exports draw
// them.
std::vector<QuoteDiagram> standardQuoteDiagrams(const Plan &plan);

// The quote as HTML (what the PDF shows), for a plan whose pipeline ran.
QString quoteHtml(const Plan &plan, const Catalogue &catalogue,
                  const std::vector<QuoteDiagram> &diagrams = {});

// Writes the quote as an A4 PDF, atomically. Empty string on success, else the reason.
QString writeQuotePdf(const QString &path, const Plan &plan, const Catalogue &catalogue,
                      const std::vector<QuoteDiagram> &diagrams = {});

} // namespace fabric::render
