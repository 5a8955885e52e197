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

bool prepareOutputs(const std::string &command, std::vector<NamedFile> inputs, const std::vector<NamedFile> &outputs)
{
    for (const NamedFile &output : outputs)
        if (std::error_code ec; !output.path.empty() && output.path != "-")
            sweepTemporaryFiles(std::filesystem::absolute(output.path, ec).parent_path());
    inputs.push_back({"the catalogue", Catalogue::bundledPath()});
    inputs.push_back({"your price database", Catalogue::userDatabasePath()});
    if (const auto clash = outputClash(inputs, outputs)) {
        std::cerr << "fabricplanner-cli " << command << ": " << clash->english() << '\n';
        return false;
    }
    return true;
}

int writeTextOutput(const std::string &command, const std::string &file, const std::string &text)
{
    if (file == "-") {
        std::cout << text; // checked, with the system's reason, once the command returns (main)
        return 0;
    }
    const ExportResult result = writeTextAtomically(file, text);
    if (!result) {
        std::cerr << "fabricplanner-cli " << command << ": " << result.error() << '\n';
        return 1;
    }
    return 0;
}

} // namespace fabric::cli
