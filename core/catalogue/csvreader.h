#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace fabric {

// One record of a CSV file and the line it starts on (1-based).
struct CsvRecord
{
    std::vector<std::string> fields;
    int line = 0;
};

// RFC 4180: fields separated by commas (or separator: ';' where spreadsheets write a decimal
// comma), records by CRLF or LF; a quoted field may hold separators, line breaks and doubled
// quotes. Blank lines are skipped. On a malformed record (a quote left open, text after a closing
// quote) returns false with the line and the reason in error.
bool readCsv(std::string_view text, std::vector<CsvRecord> &records, std::string &error, int &errorLine,
             char separator = ',');

} // namespace fabric
