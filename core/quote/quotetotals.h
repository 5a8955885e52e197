#pragma once

#include "core/bom/bom.h"
#include "core/design/design.h"

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

// What the customer pays: the BOM by category, each with its discount. Lines whose price is
// unknown are counted, never priced at zero.
struct QuoteTotals
{
    std::string currency;
    std::vector<QuoteCategory> categories; // in BOM order
    double listPrice = 0.0;
    double discount = 0.0;
    double netPrice = 0.0;
    int linesWithoutPrice = 0;
    std::string validUntil; // ISO date, empty when the quote has no valid date
};

QuoteTotals computeQuoteTotals(const Design &design, const Bom &bom);

// date + days for an ISO 8601 date (YYYY-MM-DD); empty when the date is not one.
std::string addDays(const std::string &isoDate, int days);

} // namespace fabric
