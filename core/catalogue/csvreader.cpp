#include "core/catalogue/csvreader.h"

namespace fabric {

bool readCsv(std::string_view text, std::vector<CsvRecord> &records, std::string &error, int &errorLine, char separator)
{
    std::size_t i = 0;
    int line = 1;
    if (text.substr(0, 3) == "\xEF\xBB\xBF")
        i = 3; // a byte-order mark from spreadsheet programs
    while (i < text.size()) {
        CsvRecord record;
        record.line = line;
        std::string field;
        bool endOfRecord = false;
        while (!endOfRecord) {
            if (i < text.size() && text[i] == '"') {
                const int opened = line;
                ++i;
                for (;;) {
                    if (i >= text.size()) {
                        error = "a quoted field is not closed";
                        errorLine = opened;
                        return false;
                    }
                    const char c = text[i++];
                    if (c == '"') {
                        if (i < text.size() && text[i] == '"') {
                            field += '"';
                            ++i;
                            continue;
                        }
                        break;
                    }
                    if (c == '\n')
                        ++line;
                    field += c;
                }
                if (i < text.size() && text[i] != separator && text[i] != '\n' && text[i] != '\r') {
                    error = "text after the closing quote of a field";
                    errorLine = line;
                    return false;
                }
            } else {
                while (i < text.size() && text[i] != separator && text[i] != '\n' && text[i] != '\r') {
                    if (text[i] == '"') {
                        error = "a quote inside an unquoted field";
                        errorLine = line;
                        return false;
                    }
                    field += text[i++];
                }
            }
            record.fields.push_back(std::move(field));
            field.clear();
            if (i < text.size() && text[i] == separator) {
                ++i;
                continue;
            }
            if (i < text.size() && text[i] == '\r')
                ++i;
            if (i < text.size() && text[i] == '\n')
                ++i;
            ++line;
            endOfRecord = true;
        }
        const bool blank = record.fields.size() == 1 && record.fields.front().empty();
        if (!blank)
            records.push_back(std::move(record));
    }
    return true;
}

} // namespace fabric
