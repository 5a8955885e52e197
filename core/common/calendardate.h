#pragma once

#include <string_view>

namespace fabric {

// "2026-11-30": a day that exists (2025-02-30 and 2025-13-45 do not), written YYYY-MM-DD.
bool isCalendarDate(std::string_view text);

// "2026-11": a month that exists, written YYYY-MM.
bool isCalendarMonth(std::string_view text);

} // namespace fabric
