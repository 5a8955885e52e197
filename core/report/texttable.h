#pragma once

#include "core/common/groupeddigits.h"

#include <string>
#include <vector>

namespace fabric {

// A plain-text table with aligned columns, for the CLI's human output. Columns are aligned as a
// terminal draws them (a Chinese character takes two); a cell is kept on one line, a line break
// or tab in it (a user's name) shown as a space.
class TextTable
{
public:
    explicit TextTable(std::vector<std::string> header);
    void addRow(std::vector<std::string> row);
    std::string render() const;

private:
    std::vector<std::string> m_header;
    std::vector<std::vector<std::string>> m_rows;
};

// "1.5", "400", "unknown" for a missing value.
std::string formatNumber(double value, int decimals = 2);
template<typename Optional>
std::string formatOptional(const Optional &value, int decimals = 2)
{
    return value ? formatNumber(static_cast<double>(*value), decimals) : std::string("unknown");
}

} // namespace fabric
