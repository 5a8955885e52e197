#include "commands.h"
#include "designflags.h"
#include "exportplan.h"
#include "modules.h"

#include "core/common/usertext.h"
#include "core/export/cablelabels.h"
#include "core/export/cablingrows.h"
#include "core/export/csvexport.h"
#include "core/export/topologyexport.h"

#include <cctype>
#include <iostream>

namespace fabric::cli {

namespace {

struct Outputs
{
    std::optional<std::string> cabling;
    std::optional<std::string> topology;
    std::optional<std::string> dot;
    std::optional<std::string> slurm;
    std::optional<std::string> topologyDiagram;
    std::optional<std::string> floorDiagram;
    std::optional<std::string> labels;        // FILE.csv or FILE.pdf
    std::optional<std::string> installSheets; // FILE.pdf
    NetworkRole network = NetworkRole::Compute; // of --topology and --dot
    bool networkGiven = false;                  // labels and install sheets: that network only

    bool any() const { return cabling || topology || dot || slurm || topologyDiagram || floorDiagram || labels || installSheets; }
    bool listsCables() const { return cabling || labels || installSheets; }
    std::vector<NamedFile> files() const
    {
        std::vector<NamedFile> named;
        for (const auto &[flag, file] : {std::pair{"--cabling", &cabling}, std::pair{"--topology", &topology},
                                         std::pair{"--dot", &dot}, std::pair{"--slurm", &slurm},
                                         std::pair{"--topology-diagram", &topologyDiagram},
                                         std::pair{"--floor-diagram", &floorDiagram}, std::pair{"--labels", &labels},
                                         std::pair{"--install-sheets", &installSheets}})
            if (*file)
                named.push_back({flag, **file});
        return named;
    }
};

// The diagrams need Qt's painter, in the drawing module: loaded only when one is asked for.
int writeDiagrams(const Outputs &outputs, const Plan &plan)
{
    const DrawingModule *drawing = drawingModule("export");
    if (!drawing)
        return 1;
    return drawing->writeDiagrams({outputs.topologyDiagram, outputs.floorDiagram}, plan);
}

bool endsWith(const std::string &file, const char *suffix)
{
    const std::string tail(suffix);
    if (file.size() < tail.size())
        return false;
    for (std::size_t i = 0; i < tail.size(); ++i)
        if (std::tolower(static_cast<unsigned char>(file[file.size() - tail.size() + i])) != tail[i])
            return false;
    return true;
}

// Labels as CSV are core's; the PDF sheets need the drawing module.
int writeCableSheets(const Outputs &outputs, const Plan &plan, const std::vector<CablingRow> &rows)
{
    int status = 0;
    CableSheetRequest request;
    request.title = plan.design.name;
    if (outputs.labels && endsWith(*outputs.labels, ".pdf"))
        request.labels = outputs.labels;
    else if (outputs.labels)
        status |= writeTextOutput("export", *outputs.labels, cableLabelsCsv(cableLabels(rows)));
    request.installSheets = outputs.installSheets;
    if (!request.labels && !request.installSheets)
        return status;
    const DrawingModule *drawing = drawingModule("export");
    if (!drawing)
        return 1;
    return status | drawing->writeCableSheets(request, rows);
}

} // namespace

int runExport(Arguments &args)
{
    Outputs outputs;
    outputs.cabling = args.takeValue("--cabling");
    outputs.topology = args.takeValue("--topology");
    outputs.dot = args.takeValue("--dot");
    outputs.slurm = args.takeValue("--slurm");
    outputs.topologyDiagram = args.takeValue("--topology-diagram");
    outputs.floorDiagram = args.takeValue("--floor-diagram");
    outputs.labels = args.takeValue("--labels");
    outputs.installSheets = args.takeValue("--install-sheets");
    if (auto network = args.takeValue("--network")) {
        const auto role = networkRoleFromString(*network);
        if (!role)
            throw UsageError("--network takes compute, storage, inband or oob, not " + quotedText(*network));
        outputs.network = *role;
        outputs.networkGiven = true;
    }
    std::string projectFile;
    const Design design = takeDesign(args, &projectFile);
    args.expectEmpty();
    if (!outputs.any())
        throw UsageError("export needs --cabling FILE.csv, --topology FILE.topo, --dot FILE.dot, --slurm FILE.conf, "
                         "--topology-diagram FILE.svg|png, --floor-diagram FILE.svg|png, --labels FILE.csv|pdf "
                         "or --install-sheets FILE.pdf");
    if (outputs.labels && *outputs.labels != "-" && !endsWith(*outputs.labels, ".csv") && !endsWith(*outputs.labels, ".pdf"))
        throw UsageError("--labels writes FILE.csv (for a label printer; - for standard output) or FILE.pdf (a sheet of labels)");
    if (outputs.installSheets && !endsWith(*outputs.installSheets, ".pdf"))
        throw UsageError("--install-sheets writes FILE.pdf");
    if (!prepareOutputs("export", {{"the project file", projectFile}}, outputs.files()))
        return 1;

    auto catalogue = Catalogue::openDefault();
    if (!catalogue) {
        std::cerr << "fabricplanner-cli: " << catalogue.error() << '\n';
        return 1;
    }
    // Of these files only the cabling CSV, the labels and the install sheets list the runs.
    const auto plan = planForExport("export", design, *catalogue, outputs.listsCables() ? CableRuns::Kept : CableRuns::TalliedOnly);
    if (!plan)
        return 1;

    // Every requested file is attempted; the exit code says whether all were written.
    int status = 0;
    // Every network's cables; the labels and install sheets of one network when --network names it.
    std::vector<CablingRow> rows;
    if (outputs.listsCables())
        rows = cablingRows(*plan);
    if (outputs.cabling)
        status |= writeTextOutput("export", *outputs.cabling, cablingCsv(rows));
    if (outputs.networkGiven)
        std::erase_if(rows, [&](const CablingRow &row) { return row.network != toString(outputs.network); });
    if ((outputs.labels || outputs.installSheets) && rows.empty()) {
        std::cerr << "fabricplanner-cli export: the plan has no cables to label\n";
        status = 1;
    } else if (outputs.labels || outputs.installSheets) {
        status |= writeCableSheets(outputs, *plan, rows);
    }
    if (outputs.topology && *outputs.topology == "-") {
        const auto text = ibnetdiscoverTopology(*plan, outputs.network);
        if (text) {
            status |= writeTextOutput("export", *outputs.topology, *text);
        } else {
            std::cerr << "fabricplanner-cli export: --topology: " << text.error() << '\n';
            status = 1;
        }
    } else if (outputs.topology) {
        // Streamed to the file in large blocks, never held whole.
        const ExportResult result = writeIbnetdiscoverTopology(*plan, *outputs.topology, outputs.network);
        if (!result) {
            std::cerr << "fabricplanner-cli export: --topology: " << result.error() << '\n';
            status = 1;
        }
    }
    if (outputs.dot)
        status |= writeTextOutput("export", *outputs.dot, graphvizDot(*plan, outputs.network));
    if (outputs.slurm)
        status |= writeTextOutput("export", *outputs.slurm, slurmTopology(*plan));
    if (outputs.topologyDiagram || outputs.floorDiagram)
        status |= writeDiagrams(outputs, *plan);
    return status;
}

} // namespace fabric::cli
