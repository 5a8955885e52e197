#pragma once

#include "core/bom/bom.h"
#include "core/export/cablingrows.h"
#include "core/export/exportresult.h"

#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

namespace fabric {

struct Plan;

// RFC 4180: fields with a comma, a double quote, CR or LF are quoted, quotes doubled, records end
// in CRLF. Text is made formula-safe (csvSafeText) before it is quoted.
std::string csvTextField(std::string_view text);
// The quoting alone, for text that is ours and must stay as it is (formulas in sheetText()).
std::string csvQuote(std::string_view text);

// The bill of materials: a header, one record per line, then the subtotal, discount and total.
// Unknown prices are the word "unknown" and are left out of the totals.
std::string bomCsv(const Bom &bom);
// The cabling plan, one record per link, rack by rack.
std::string cablingCsv(const std::vector<CablingRow> &rows);

// "2 lines with unknown price excluded", or nothing when every price is known.
std::string unknownPriceNote(int lines);
// "20", "7.5": a rate as people write it, without trailing zeros (two decimals at most).
std::string percentText(double percent);

ExportResult writeBomCsv(const Bom &bom, const std::filesystem::path &file);
ExportResult writeCablingCsv(const Plan &plan, const std::filesystem::path &file);

} // namespace fabric
