#pragma once

#include "core/export/exportresult.h"

#include <filesystem>

namespace fabric {
struct Workbook;
}

namespace fabric::cli {

// The .xlsx writer (core/export/xlsxexport.h) is built as a module the CLI loads only when a
// command writes a workbook: libxlsxwriter brings libcrypto, minizip and zlib, and loading them
// cost every other command (a `plan` among them) more than a millisecond at start.
struct XlsxModule
{
    int interfaceVersion;
    ExportResult (*writeXlsx)(const Workbook &workbook, const std::filesystem::path &file);
};

// Changes whenever XlsxModule, Workbook or ExportResult change, so that a module left over from
// another build is refused rather than called with the wrong layout.
inline constexpr int kXlsxInterfaceVersion = 1;

} // namespace fabric::cli

// The module's one exported symbol.
extern "C" const fabric::cli::XlsxModule *fabricplanner_xlsx_module();
