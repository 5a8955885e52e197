#include "commands.h"
#include "designflags.h"
#include "exportplan.h"
#include "modules.h"

#include "core/common/usertext.h"
#include "core/export/cablingrows.h"
#include "core/export/csvexport.h"
#include "core/export/topologyexport.h"

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
    NetworkRole network = NetworkRole::Compute; // of --topology and --dot

    bool any() const { return cabling || topology || dot || slurm || topologyDiagram || floorDiagram; }
};

// The diagrams need Qt's painter, in the drawing module: loaded only when one is asked for.
int writeDiagrams(const Outputs &outputs, const Plan &plan)
{
    const DrawingModule *drawing = drawingModule("export");
    if (!drawing)
        return 1;
    return drawing->writeDiagrams({outputs.topologyDiagram, outputs.floorDiagram}, plan);
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
    if (auto network = args.takeValue("--network")) {
        const auto role = networkRoleFromString(*network);
        if (!role)
            throw UsageError("--network takes compute, storage, inband or oob, not " + quotedText(*network));
        outputs.network = *role;
    }
    const Design design = takeDesign(args);
    args.expectEmpty();
    if (!outputs.any())
        throw UsageError("export needs --cabling FILE.csv, --topology FILE.topo, --dot FILE.dot, --slurm FILE.conf, "
                         "--topology-diagram FILE.svg|png or --floor-diagram FILE.svg|png");

    auto catalogue = Catalogue::openDefault();
    if (!catalogue) {
        std::cerr << "fabricplanner-cli: " << catalogue.error() << '\n';
        return 1;
    }
    // Of these files only the cabling CSV lists the runs.
    const auto plan = planForExport("export", design, *catalogue, outputs.cabling ? CableRuns::Kept : CableRuns::TalliedOnly);
    if (!plan)
        return 1;

    // Every requested file is attempted; the exit code says whether all were written.
    int status = 0;
    if (outputs.cabling)
        status |= writeTextOutput("export", *outputs.cabling,
                                  cablingCsv(cablingRows(*plan)));
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
