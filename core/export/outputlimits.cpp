#include "core/export/outputlimits.h"

#include <string>

namespace fabric {

std::size_t cablingSheetCount(std::size_t links)
{
    constexpr std::size_t perSheet = kXlsxRowsPerSheet - 1; // each sheet repeats the header
    return links == 0 ? 1 : (links + perSheet - 1) / perSheet;
}

std::optional<Diagnostic> outputCapacityWarning(std::size_t links)
{
    const std::size_t sheets = cablingSheetCount(links);
    if (sheets <= 1)
        return std::nullopt;
    return makeWarning("", std::to_string(links) + " cables do not fit one .xlsx sheet ("
                               + std::to_string(kXlsxRowsPerSheet - 1) + " rows): the workbook's Cabling table "
                               "goes over " + std::to_string(sheets)
                               + " sheets; the cabling CSV (export --cabling) holds it in one file");
}

} // namespace fabric
