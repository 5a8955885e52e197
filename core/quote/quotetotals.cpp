#include "core/quote/quotetotals.h"

#include "core/common/calendardate.h"
#include "core/pricing/pricingengine.h"

#include <algorithm>
#include <chrono>
#include <cstdio>

namespace fabric {

std::string addDays(const std::string &isoDate, int days)
{
    const auto date = calendarDate(isoDate);
    if (!date)
        return {};
    const std::chrono::year_month_day until{std::chrono::sys_days(*date) + std::chrono::days(days)};
    char buffer[16];
    std::snprintf(buffer, sizeof buffer, "%04d-%02u-%02u", static_cast<int>(until.year()),
                  static_cast<unsigned>(until.month()), static_cast<unsigned>(until.day()));
    return buffer;
}

QuoteTotals computeQuoteTotals(const Design &design, const Bom &bom)
{
    QuoteTotals totals;
    totals.cost = priceOf(bom, design);
    for (std::size_t i = 0; i < bom.lines.size(); ++i) {
        const BomLine &line = bom.lines[i];
        const LineCost &lineCost = totals.cost.lines[i];
        auto it = std::find_if(totals.categories.begin(), totals.categories.end(),
                               [&](const QuoteCategory &c) { return c.category == line.category; });
        if (it == totals.categories.end()) {
            totals.categories.push_back(QuoteCategory{line.category});
            it = std::prev(totals.categories.end());
            it->discountPercent = lineCost.discountPercent;
        }
        ++it->lines;
        if (lineCost.known) {
            it->listPrice += lineCost.list;
            it->netPrice += lineCost.net;
        } else {
            ++it->linesWithoutPrice;
        }
    }
    for (QuoteCategory &category : totals.categories) {
        category.listPrice = roundToCents(category.listPrice);
        category.netPrice = roundToCents(category.netPrice);
    }
    if (!design.quote.date.empty())
        totals.validUntil = addDays(design.quote.date, design.quote.validityDays);
    return totals;
}

} // namespace fabric
