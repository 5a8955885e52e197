#include "xlsxmodule.h"

#include "core/export/xlsxexport.h"

extern "C" __attribute__((visibility("default"))) const fabric::cli::XlsxModule *fabricplanner_xlsx_module()
{
    using Writer = fabric::ExportResult (*)(const fabric::Workbook &, const std::filesystem::path &);
    static const fabric::cli::XlsxModule module{fabric::cli::kXlsxInterfaceVersion,
                                                static_cast<Writer>(&fabric::writeXlsx)};
    return &module;
}
