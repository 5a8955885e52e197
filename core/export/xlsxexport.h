#pragma once

#include "core/export/exportresult.h"
#include "core/export/workbook.h"

#include <filesystem>

namespace fabric {

class Catalogue;
struct Plan;

// Writes the workbook as a real .xlsx (libxlsxwriter): typed numbers, formulas with their values,
// the currency format, frozen header rows, an autofilter on each table, fitted columns. Text
// cells are always string cells, so user text can never become a formula. Atomic: the target
// is replaced only when the whole file was written.
ExportResult writeXlsx(const Workbook &workbook, const std::filesystem::path &file);

// planWorkbook() written with writeXlsx().
ExportResult writeXlsx(const Plan &plan, const Catalogue *catalogue, const std::filesystem::path &file);

} // namespace fabric
