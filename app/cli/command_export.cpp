#include "commands.h"
#include "designflags.h"
#include "exportplan.h"

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

    bool any() const { return cabling || topology || dot || slurm; }
};

} // namespace

int runExport(Arguments &args)
{
    Outputs outputs;
    outputs.cabling = args.takeValue("--cabling");
    outputs.topology = args.takeValue("--topology");
    outputs.dot = args.takeValue("--dot");
    outputs.slurm = args.takeValue("--slurm");
    const Design design = takeDesign(args);
    args.expectEmpty();
    if (!outputs.any())
        throw UsageError("export needs --cabling FILE.csv, --topology FILE.topo, --dot FILE.dot or --slurm FILE.conf");

    auto catalogue = Catalogue::openDefault();
    if (!catalogue) {
        std::cerr << "fabricplanner-cli: " << catalogue.error() << '\n';
        return 1;
    }
    const auto plan = planForExport("export", design, *catalogue);
    if (!plan)
        return 1;

    // Every requested file is attempted; the exit code says whether all were written.
    int status = 0;
    if (outputs.cabling)
        status |= writeTextOutput("export", *outputs.cabling,
                                  cablingCsv(cablingRows(plan->topology, plan->floor, plan->cables)));
    if (outputs.topology) {
        const auto text = ibnetdiscoverTopology(*plan);
        if (text) {
            status |= writeTextOutput("export", *outputs.topology, *text);
        } else {
            std::cerr << "fabricplanner-cli export: --topology: " << text.error() << '\n';
            status = 1;
        }
    }
    if (outputs.dot)
        status |= writeTextOutput("export", *outputs.dot, graphvizDot(*plan));
    if (outputs.slurm)
        status |= writeTextOutput("export", *outputs.slurm, slurmTopology(*plan));
    return status;
}

} // namespace fabric::cli
