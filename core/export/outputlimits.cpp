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
    return makeWarning("", Text(FABRIC_TR("fabric::Export", "%1 cables do not fit one .xlsx sheet (%2 rows): the workbook's "
                                                      "Cabling table goes over %3 sheets; the cabling CSV (export "
                                                      "--cabling) holds it in one file"),
                            links, kXlsxRowsPerSheet - 1, sheets));
}

} // namespace fabric
