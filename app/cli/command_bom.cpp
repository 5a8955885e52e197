#include "commands.h"

#include "core/common/usertext.h"
#include "designflags.h"
#include "exportplan.h"
#include "modules.h"
#include "paperflag.h"

#include "core/export/exportformats.h"
#include "core/export/planworkbook.h"

#include <filesystem>
#include <iostream>

namespace fabric::cli {

int runBom(Arguments &args)
{
    const auto out = args.takeValue("--out");
    const auto paper = takePaper(args);
    std::string projectFile;
    Design design = takeDesign(args, &projectFile);
    args.expectEmpty();
    if (paper)
        design.quote.paper = *paper;
    if (!out)
        throw UsageError("bom needs --out FILE.xlsx or --out FILE.csv");
    if (!prepareOutputs("bom", {{"the project file", projectFile}}, {{"--out", *out}}))
        return 1;
    // The registry's bom-xlsx or bom-csv (core/export/exportformats.h).
    const ExportFormat &format = outputFormat("bom", "--out", *out);
    const bool xlsx = format.writer == FormatWriter::Xlsx;

    const XlsxModule *workbooks = xlsx ? xlsxModule("bom") : nullptr;
    if (xlsx && !workbooks)
        return 1;

    auto catalogue = Catalogue::openDefault();
    if (!catalogue) {
        std::cerr << "fabricplanner-cli bom: " << catalogue.error() << '\n';
        return 1;
    }
    // The workbook has a Cabling sheet; the CSV is the bill alone.
    const auto plan = planForExport("bom", design, *catalogue, xlsx ? CableRuns::Kept : CableRuns::TalliedOnly);
    if (!plan)
        return 1;
    if (!xlsx)
        return writeTextOutput("bom", *out, *format.text(ExportRequest{*plan}));
    const ExportResult result = workbooks->writeXlsx(planWorkbook(*plan, &*catalogue), *out);
    if (!result) {
        std::cerr << "fabricplanner-cli bom: " << result.error() << '\n';
        return 1;
    }
    return 0;
}

} // namespace fabric::cli
