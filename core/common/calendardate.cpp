#include "core/common/calendardate.h"

namespace fabric {

namespace {

std::optional<int> digits(std::string_view text, std::size_t from, std::size_t count)
{
    if (text.size() < from + count)
        return std::nullopt;
    int value = 0;
    for (char ch : text.substr(from, count)) {
        if (ch < '0' || ch > '9')
            return std::nullopt;
        value = value * 10 + (ch - '0');
    }
    return value;
}

} // namespace

bool isCalendarMonth(std::string_view text)
{
    const auto year = digits(text, 0, 4);
    const auto month = digits(text, 5, 2);
    return text.size() == 7 && year && text[4] == '-' && month && *month >= 1 && *month <= 12;
}

std::optional<std::chrono::year_month_day> calendarDate(std::string_view text)
{
    if (text.size() != 10 || !isCalendarMonth(text.substr(0, 7)) || text[7] != '-')
        return std::nullopt;
    const auto day = digits(text, 8, 2);
    if (!day)
        return std::nullopt;
    const std::chrono::year_month_day date{std::chrono::year(*digits(text, 0, 4)),
                                           std::chrono::month(static_cast<unsigned>(*digits(text, 5, 2))),
                                           std::chrono::day(static_cast<unsigned>(*day))};
    if (!date.ok())
        return std::nullopt;
    return date;
}

} // namespace fabric
