#pragma once

#include "core/common/diagnostic.h"

#include <cstddef>
#include <optional>

namespace fabric {

// What the outputs can hold. An .xlsx sheet has 1,048,576 rows (Excel's limit, one of them the
// header); the Cabling sheet has one row per link, so a larger fabric goes over several sheets.
inline constexpr std::size_t kXlsxRowsPerSheet = 1'048'576;

// How many sheets the Cabling table of this many links takes.
std::size_t cablingSheetCount(std::size_t links);

// Said as soon as the links are known, before the floor, the cables and any export are worked
// out: a warning when the Cabling table does not fit one .xlsx sheet.
std::optional<Diagnostic> outputCapacityWarning(std::size_t links);

} // namespace fabric
