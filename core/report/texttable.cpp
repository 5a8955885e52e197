#include "core/report/texttable.h"

#include "core/common/usertext.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace fabric {

namespace {

std::vector<std::string> oneLine(std::vector<std::string> cells)
{
    for (std::string &cell : cells)
        for (char &c : cell)
            if (static_cast<unsigned char>(c) < 0x20 || c == 0x7F)
                c = ' ';
    return cells;
}

} // namespace

TextTable::TextTable(std::vector<std::string> header)
    : m_header(oneLine(std::move(header)))
{
}

void TextTable::addRow(std::vector<std::string> row)
{
    m_rows.push_back(oneLine(std::move(row)));
}

std::string TextTable::render() const
{
    std::vector<std::size_t> widths(m_header.size(), 0);
    auto measure = [&](const std::vector<std::string> &row) {
        for (std::size_t i = 0; i < row.size() && i < widths.size(); ++i)
            widths[i] = std::max(widths[i], displayWidth(row[i]));
    };
    measure(m_header);
    for (const auto &row : m_rows)
        measure(row);

    std::string out;
    auto line = [&](const std::vector<std::string> &row) {
        std::string text;
        for (std::size_t i = 0; i < widths.size(); ++i) {
            const std::string cell = i < row.size() ? row[i] : std::string();
            text += cell;
            if (i + 1 < widths.size())
                text += std::string(widths[i] - displayWidth(cell) + 2, ' ');
        }
        text.erase(text.find_last_not_of(' ') + 1);
        out += text + '\n';
    };
    line(m_header);
    std::vector<std::string> rule;
    for (auto w : widths)
        rule.emplace_back(w, '-');
    line(rule);
    for (const auto &row : m_rows)
        line(row);
    return out;
}

std::string formatNumber(double value, int decimals)
{
    if (std::isnan(value))
        return "unknown";
    char buffer[64];
    std::snprintf(buffer, sizeof buffer, "%.*f", decimals, value);
    std::string s = buffer;
    if (s.find('.') != std::string::npos) {
        s.erase(s.find_last_not_of('0') + 1);
        if (s.back() == '.')
            s.pop_back();
    }
    return s;
}

} // namespace fabric
