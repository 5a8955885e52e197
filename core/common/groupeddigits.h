#pragma once

#include <string>

namespace fabric {

// 1,234,567: a whole number with thousands separators, for counts people read (the CLI's reports
// and every message core composes; the GUI groups by its locale).
std::string formatGrouped(long long value);

} // namespace fabric
