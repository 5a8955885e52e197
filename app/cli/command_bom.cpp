#include "commands.h"

#include "core/common/usertext.h"
#include "designflags.h"
#include "exportplan.h"
#include "modules.h"

#include "core/export/csvexport.h"
#include "core/export/planworkbook.h"

#include <filesystem>
#include <iostream>

namespace fabric::cli {

int runBom(Arguments &args)
{
    const auto out = args.takeValue("--out");
    std::string projectFile;
    const Design design = takeDesign(args, &projectFile);
    args.expectEmpty();
    if (!out)
        throw UsageError("bom needs --out FILE.xlsx or --out FILE.csv");
    if (!prepareOutputs("bom", {{"the project file", projectFile}}, {{"--out", *out}}))
        return 1;
    const std::string extension = std::filesystem::path(*out).extension().string();
    const bool xlsx = extension == ".xlsx";
    if (!xlsx && extension != ".csv" && *out != "-")
        throw UsageError("--out takes a .xlsx or a .csv file, not " + quotedText(*out));

    const XlsxModule *workbooks = xlsx ? xlsxModule("bom") : nullptr;
    if (xlsx && !workbooks)
        return 1;

    auto catalogue = Catalogue::openDefault();
    if (!catalogue) {
        std::cerr << "fabricplanner-cli: " << catalogue.error() << '\n';
        return 1;
    }
    // The workbook has a Cabling sheet; the CSV is the bill alone.
    const auto plan = planForExport("bom", design, *catalogue, xlsx ? CableRuns::Kept : CableRuns::TalliedOnly);
    if (!plan)
        return 1;
    if (!xlsx)
        return writeTextOutput("bom", *out, bomCsv(plan->bom));
    const ExportResult result = workbooks->writeXlsx(planWorkbook(*plan, &*catalogue), *out);
    if (!result) {
        std::cerr << "fabricplanner-cli bom: " << result.error() << '\n';
        return 1;
    }
    return 0;
}

} // namespace fabric::cli
