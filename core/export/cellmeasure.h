#pragma once

#include <string>
#include <string_view>

namespace fabric {

// How much room a cell's text takes when it prints, in the unit of an .xlsx column width (one
// digit): usertext's displayWidth() columns, a wide (CJK) character two, and bold text wider. The
// column widths (Sheet::fitColumns) and the row heights (writeXlsx) both measure with these.

// Bold text (a header, a total) is this much wider than regular.
inline constexpr double kBoldWidening = 1.1;
inline constexpr double widening(bool bold)
{
    return bold ? kBoldWidening : 1.0;
}

// A column's width beyond its text: a text cell's indent and a gap to the next; a header's indent
// and its autofilter button.
inline constexpr double kTextPadding = 2.0;
inline constexpr double kHeaderPadding = 4.0;

double printedWidth(std::string_view text, bool bold = false);

// Whether the text holds a wide (CJK) character: its lines are set taller.
bool hasWideCharacter(std::string_view text);

// The widest piece the text cannot be broken within: a word between spaces (or up to a hyphen), a
// wide character standing alone (Chinese has no spaces: a line may break around each wide one).
double unbreakableWidth(std::string_view text, bool bold = false);

// The lines the text wraps onto in a room so many characters wide: at its line breaks, at spaces,
// after a hyphen, around each wide character, and within a piece wider than the room, as a
// spreadsheet wraps it.
int wrappedLines(std::string_view text, double room, bool bold = false);

// The text's first characters that print in room characters, and "…" after them when the text
// was longer (a design's name in a page's header, which cannot wrap).
std::string shortenedTo(std::string_view text, double room);

} // namespace fabric
