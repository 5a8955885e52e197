#include "exportplan.h"
#include "designflags.h"

#include "core/export/atomicfile.h"
#include "core/plan/pipeline.h"
#include "core/report/planreport.h"

#include <iostream>

namespace fabric::cli {

std::optional<Plan> planForExport(const std::string &command, const Design &design,
                                  const Catalogue &catalogue, CableRuns runs)
{
    PipelineOptions options;
    options.cableRuns = runs;
    Plan plan = makePlan(design, catalogue, options);
    for (const Diagnostic &d : plan.diagnostics)
        std::cerr << "fabricplanner-cli " << command << ": " << (d.isError() ? "" : d.isNote() ? "note: " : "warning: ")
                  << messageLine(d) << '\n';
    if (!plan.ok())
        return std::nullopt;
    return plan;
}

int writeTextOutput(const std::string &command, const std::string &file, const std::string &text)
{
    if (file == "-") {
        std::cout << text;
        return std::cout ? 0 : 1;
    }
    const ExportResult result = writeTextAtomically(file, text);
    if (!result) {
        std::cerr << "fabricplanner-cli " << command << ": " << result.error() << '\n';
        return 1;
    }
    return 0;
}

} // namespace fabric::cli
