#pragma once

#include <string>

namespace fabric {

// 1,234,567: a whole number with thousands separators, for counts people read (the CLI's reports
// and every message core composes; the GUI groups by its locale).
std::string formatGrouped(long long value);
// 48,089.64: the same, with up to decimals places, trailing zeros dropped (1,298.5, 0.26, 12).
std::string formatGrouped(double value, int decimals);

// "1,234,567" -> "1234567": a number as typed with its digits grouped by groupMark, without the
// marks (a leading sign kept; text without the mark as it is). Empty when the grouping is not by
// threes ("1,23", ",5", "1234,567"). What is left is for the caller to read as a number.
std::string withoutGrouping(const std::string &text, char groupMark = ',');

// "12,300,000.50" -> "12300000.50": a decimal number as typed, its integer part's digits grouped
// by groupMark (by threes, or not at all), its decimal mark written as a point ("30.000,50" ->
// "30000.50" with '.' and ','). Empty when the grouping is wrong. For the caller to read as a
// number.
std::string withoutGroupingDecimal(const std::string &text, char groupMark = ',', char decimalMark = '.');

} // namespace fabric
