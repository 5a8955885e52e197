#pragma once

#include "core/bom/bom.h"
#include "core/design/design.h"
#include "core/pricing/costsummary.h"

#include <string>
#include <vector>

namespace fabric {

struct QuoteCategory
{
    std::string category;
    int lines = 0;
    int linesWithoutPrice = 0;
    double listPrice = 0.0;       // of lines with a known price
    double discountPercent = 0.0; // the category's own, else the design's
    double netPrice = 0.0;
};

// What the customer pays: the pricing engine's totals (core/pricing/pricingengine.h) and the
// same money by category, for the quote's summary. Lines whose price is unknown are counted,
// never priced at zero.
struct QuoteTotals
{
    CostSummary cost;
    std::vector<QuoteCategory> categories; // in BOM order
    std::string validUntil; // ISO date, empty when the quote has no valid date
};

QuoteTotals computeQuoteTotals(const Design &design, const Bom &bom);

// date + days for an ISO 8601 date (YYYY-MM-DD); empty when the date is not one.
std::string addDays(const std::string &isoDate, int days);

} // namespace fabric
