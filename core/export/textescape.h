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

// One word of a POSIX shell command line: as it is when it holds only characters no shell treats
// specially (letters, digits, _@%+=:,./-), else in single quotes ('it'\''s'), so that a command
// built of such words runs as it reads when pasted into a shell.
std::string shellWord(std::string_view word);

// Line-based text outputs (.topo, Slurm's .conf, .dot comments): a control character, newline and
// CR among them, would end the line and let a name write a line of its own ("x\nSwitchName=pwn");
// each such output writes a space for it instead.
inline bool isLineBreaking(char c)
{
    return static_cast<unsigned char>(c) < 0x20 || c == '\x7f';
}
// text with every isLineBreaking() character replaced by a space.
std::string oneLineText(std::string_view text);

// For .xlsx: the text itself, stripped of what an .xlsx string cell cannot hold (xmlSafeText:
// control characters other than tab and newline, U+FFFE and U+FFFF; an ill-formed UTF-8 byte
// becomes U+FFFD). The writer
// stores it as a string cell, never a formula.
std::string xlsxSafeText(std::string_view text);
// True when xlsxSafeText() would change the text.
bool needsXlsxCleaning(std::string_view text);

// A sheet name Excel accepts: at most 31 UTF-16 units, cut on a character boundary, none of
// []:*?/\, no apostrophe first or last, never empty.
inline constexpr std::size_t kMaxSheetNameUnits = 31;
std::string xlsxSheetName(std::string_view name);

} // namespace fabric
