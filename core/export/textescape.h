#pragma once

#include <string>
#include <string_view>

namespace fabric {

// Spreadsheet formula injection: a cell whose text starts with = + - @ tab or CR is run as a
// formula by Excel and LibreOffice when a CSV is opened. Names, notes and descriptions come from
// users (and from price lists they import), so every export treats them as hostile.
bool startsLikeFormula(std::string_view text);

// For CSV: a leading apostrophe makes spreadsheets show the text as text. Other text is unchanged.
std::string csvSafeText(std::string_view text);

// For .xlsx: the text itself, stripped of what an .xlsx string cell cannot hold (control
// characters other than tab and newline; an ill-formed UTF-8 byte becomes U+FFFD). The writer
// stores it as a string cell, never a formula.
std::string xlsxSafeText(std::string_view text);
// True when xlsxSafeText() would change the text.
bool needsXlsxCleaning(std::string_view text);

// A sheet name Excel accepts: at most 31 UTF-16 units, cut on a character boundary, none of
// []:*?/\, no apostrophe first or last, never empty.
inline constexpr std::size_t kMaxSheetNameUnits = 31;
std::string xlsxSheetName(std::string_view name);

} // namespace fabric
