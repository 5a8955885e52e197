#include "exportplan.h"
#include "designflags.h"

#include "core/common/inputfile.h"
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

namespace {

// Why folder cannot take the files of an output that writes a folder, or nothing.
std::optional<std::string> outputFolderProblem(const std::filesystem::path &folder)
{
    if (folder.empty())
        return std::string("no output folder given");
    std::error_code ec;
    const auto status = std::filesystem::status(folder, ec);
    if (!std::filesystem::exists(status)) {
        // Made when the plan is written, as mkdir makes one folder: the one it is in must be there.
        const std::filesystem::path named = folder.has_filename() ? folder : folder.parent_path(); // "racks/" names racks
        const std::filesystem::path parent = named.has_parent_path() ? named.parent_path() : std::filesystem::path(".");
        const auto parentStatus = std::filesystem::status(parent, ec);
        if (!std::filesystem::exists(parentStatus))
            return "the folder " + parent.string() + " does not exist";
        if (!std::filesystem::is_directory(parentStatus))
            return parent.string() + " is not a folder";
        return std::nullopt;
    }
    if (std::filesystem::is_regular_file(status))
        return folder.string() + " is a file, not a folder";
    if (!std::filesystem::is_directory(status))
        return folder.string() + " is " + fileKindText(status.type()).english() + ", not a folder";
    return std::nullopt;
}

} // namespace

bool prepareOutputs(const std::string &command, std::vector<NamedFile> inputs, const std::vector<NamedFile> &outputs,
                    const std::vector<NamedFile> &folders)
{
    for (const NamedFile &output : outputs)
        if (std::error_code ec; !output.path.empty() && output.path != "-")
            sweepTemporaryFiles(std::filesystem::absolute(output.path, ec).parent_path());
    inputs.push_back({"the catalogue", Catalogue::bundledPath()});
    inputs.push_back({"your price database", Catalogue::userDatabasePath()});
    std::vector<NamedFile> all = outputs;
    all.insert(all.end(), folders.begin(), folders.end());
    if (const auto clash = outputClash(inputs, all)) {
        std::cerr << "fabricplanner-cli " << command << ": " << clash->english() << '\n';
        return false;
    }
    // Every output's place is checked before anything is planned or written: a run of several
    // outputs used to write the first ones and then stop at a missing folder.
    bool ok = true;
    for (const NamedFile &output : outputs)
        if (output.path != "-")
            if (const auto problem = outputFileProblem(output.path)) {
                std::cerr << "fabricplanner-cli " << command << ": " << output.role << ": " << problem->english() << '\n';
                ok = false;
            }
    for (const NamedFile &folder : folders)
        if (const auto problem = outputFolderProblem(folder.path)) {
            std::cerr << "fabricplanner-cli " << command << ": " << folder.role << ": " << *problem << '\n';
            ok = false;
        }
    return ok;
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
