#pragma once

#include <string>

namespace fabric {

// 1,234,567: a whole number with thousands separators, for counts people read (the CLI's reports
// and every message core composes; the GUI groups by its locale).
std::string formatGrouped(long long value);
// 48,089.64: the same, with up to decimals places, trailing zeros dropped (1,298.5, 0.26, 12).
std::string formatGrouped(double value, int decimals);

} // namespace fabric
