#pragma once

#include "core/common/text.h"

#include <string_view>

namespace fabric {

// The name of a section of the bill (BomLine::network): a network's title (networkTitle), or the
// racks and PDUs that serve every network ("cluster"). Every face that groups or subtotals the
// bill names a section with it: the BOM view, the quote, the workbook, the CSV and Compare.
Text billSectionTitle(std::string_view network);

} // namespace fabric
