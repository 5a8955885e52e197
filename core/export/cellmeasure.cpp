#include "core/export/cellmeasure.h"

#include "core/common/usertext.h"

#include <algorithm>

namespace fabric {

namespace {

// Calls piece(begin, end, width) for each piece of text a line cannot break within (a word, a
// wide character, a word's part up to a hyphen), space(width)
// for each space between them and newline() for each line break, in order.
template<typename Piece, typename Space, typename Newline>
void forEachPiece(std::string_view text, bool bold, Piece piece, Space space, Newline newline)
{
    const double factor = widening(bold);
    std::size_t begin = 0;
    double width = 0.0;
    auto endWord = [&](std::size_t end) {
        if (end > begin)
            piece(begin, end, width);
        width = 0.0;
    };
    for (std::size_t i = 0; i < text.size();) {
        const DisplayCharacter character = displayCharacterAt(text, i);
        const std::size_t next = i + character.bytes;
        if (text[i] == ' ' || text[i] == '\n') {
            endWord(i);
            if (text[i] == ' ')
                space(factor);
            else
                newline();
            begin = next;
        } else if (character.columns == 2) {
            endWord(i);
            piece(i, next, 2.0 * factor);
            begin = next;
        } else {
            width += static_cast<double>(character.columns) * factor;
            // A line may break after a hyphen (DGX-H100-|Superpod, --|link-speed), not after one
            // that starts a word (-|-gpus) nor before a digit or another hyphen (H-|100).
            const bool startsWord = i == begin;
            if (text[i] == '-' && !startsWord && next < text.size() && text[next] != '-'
                && !(text[next] >= '0' && text[next] <= '9')) {
                endWord(next);
                begin = next;
            }
        }
        i = next;
    }
    endWord(text.size());
}

} // namespace

double printedWidth(std::string_view text, bool bold)
{
    return static_cast<double>(displayWidth(text)) * widening(bold);
}

bool hasWideCharacter(std::string_view text)
{
    for (std::size_t i = 0; i < text.size();) {
        const DisplayCharacter character = displayCharacterAt(text, i);
        if (character.columns == 2)
            return true;
        i += character.bytes;
    }
    return false;
}

double unbreakableWidth(std::string_view text, bool bold)
{
    double widest = 0.0;
    forEachPiece(
        text, bold, [&](std::size_t, std::size_t, double width) { widest = std::max(widest, width); }, [](double) {},
        [] {});
    return widest;
}

int wrappedLines(std::string_view text, double room, bool bold)
{
    const double factor = widening(bold);
    room = std::max(room, 2.0 * factor); // a wide character, however narrow the column
    int lines = 1;
    double used = 0.0, gap = 0.0; // gap: the spaces before the next piece
    auto breakLine = [&] {
        ++lines;
        used = 0.0;
    };
    forEachPiece(
        text, bold,
        [&](std::size_t begin, std::size_t end, double width) {
            if (used > 0.0 && used + gap + width > room)
                breakLine();
            else if (used > 0.0)
                used += gap;
            gap = 0.0;
            if (width <= room - used) {
                used += width;
                return;
            }
            // A piece wider than the room breaks between its characters.
            for (std::size_t i = begin; i < end;) {
                const DisplayCharacter character = displayCharacterAt(text, i);
                const double w = static_cast<double>(character.columns) * factor;
                if (used > 0.0 && used + w > room)
                    breakLine();
                used += w;
                i += character.bytes;
            }
        },
        [&](double width) { gap += width; },
        [&] {
            breakLine();
            gap = 0.0;
        });
    return lines;
}

std::string shortenedTo(std::string_view text, double room)
{
    if (printedWidth(text) <= room)
        return std::string(text);
    std::size_t end = 0;
    double used = 1.0; // the ellipsis
    while (end < text.size()) {
        const DisplayCharacter character = displayCharacterAt(text, end);
        if (used + static_cast<double>(character.columns) > room)
            break;
        used += static_cast<double>(character.columns);
        end += character.bytes;
    }
    return std::string(text.substr(0, end)) + "\u2026";
}

} // namespace fabric
