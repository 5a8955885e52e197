#include "core/quote/quotetotals.h"

#include <algorithm>
#include <chrono>
#include <cstdio>

namespace fabric {

std::string addDays(const std::string &isoDate, int days)
{
    int y = 0;
    unsigned m = 0, d = 0;
    char tail = 0;
    if (std::sscanf(isoDate.c_str(), "%4d-%2u-%2u%c", &y, &m, &d, &tail) != 3)
        return {};
    const std::chrono::year_month_day date{std::chrono::year(y), std::chrono::month(m), std::chrono::day(d)};
    if (!date.ok())
        return {};
    const std::chrono::year_month_day until{std::chrono::sys_days(date) + std::chrono::days(days)};
    char buffer[16];
    std::snprintf(buffer, sizeof buffer, "%04d-%02u-%02u", static_cast<int>(until.year()),
                  static_cast<unsigned>(until.month()), static_cast<unsigned>(until.day()));
    return buffer;
}

QuoteTotals computeQuoteTotals(const Design &design, const Bom &bom)
{
    QuoteTotals totals;
    totals.currency = bom.currency;
    for (const BomLine &line : bom.lines) {
        auto it = std::find_if(totals.categories.begin(), totals.categories.end(),
                               [&](const QuoteCategory &c) { return c.category == line.category; });
        if (it == totals.categories.end()) {
            QuoteCategory category;
            category.category = line.category;
            const auto own = design.quote.discountPercentByCategory.find(line.category);
            category.discountPercent = own != design.quote.discountPercentByCategory.end()
                                           ? own->second
                                           : design.pricing.discountPercent;
            totals.categories.push_back(category);
            it = std::prev(totals.categories.end());
        }
        ++it->lines;
        if (const auto extended = line.extendedPrice())
            it->listPrice += *extended;
        else
            ++it->linesWithoutPrice;
    }
    for (QuoteCategory &category : totals.categories) {
        category.netPrice = category.listPrice * (1.0 - category.discountPercent / 100.0);
        totals.listPrice += category.listPrice;
        totals.netPrice += category.netPrice;
        totals.linesWithoutPrice += category.linesWithoutPrice;
    }
    totals.discount = totals.listPrice - totals.netPrice;
    if (!design.quote.date.empty())
        totals.validUntil = addDays(design.quote.date, design.quote.validityDays);
    return totals;
}

} // namespace fabric
