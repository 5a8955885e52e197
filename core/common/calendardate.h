#pragma once

#include <chrono>
#include <optional>
#include <string_view>

namespace fabric {

// The day "2026-11-30" names; nothing for a day that does not exist (2025-02-30, 2025-13-45) or
// for text not written YYYY-MM-DD.
std::optional<std::chrono::year_month_day> calendarDate(std::string_view text);
inline bool isCalendarDate(std::string_view text) { return calendarDate(text).has_value(); }

// "2026-11": a month that exists, written YYYY-MM.
bool isCalendarMonth(std::string_view text);

} // namespace fabric
