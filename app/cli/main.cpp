#include "commands.h"
#include "designflags.h"
#include "standardoutput.h"

#include "core/common/heapreuse.h"
#include "core/common/usertext.h"
#include "core/export/atomicfile.h"

#include <functional>
#include <iostream>
#include <map>
#include <string>
#include <vector>

namespace {

const char *kUsage = R"(Usage: fabricplanner-cli COMMAND [OPTIONS]

Plan the network of a GPU cluster: sizing, topology, racks, cables, bill of materials, performance.

Commands:
  catalogue [--kind switch|nic|cable|transceiver|platform] [--json]
  plan      [PROJECT.json | DESIGN FLAGS] [--json] [--check-bisection]
  bom       [PROJECT.json | DESIGN FLAGS] --out FILE.xlsx|FILE.csv [--paper a4|letter]
            (--paper: the workbook prints on A4 or US Letter; default the project's, else A4)
  export    [PROJECT.json | DESIGN FLAGS] --cabling FILE.csv | --labels FILE.csv|pdf | --install-sheets FILE.pdf
            | --topology FILE.topo | --dot FILE.dot | --slurm FILE.conf | --topology-diagram FILE.svg|png
            | --floor-diagram FILE.svg|png | --rack-elevations FOLDER  [--network compute|storage|inband|oob]
            [--paper a4|letter]
            (--network: the network --topology, --dot and --topology-diagram write, compute by default;
            the labels and install sheets of that network alone; --paper: the PDF labels and install
            sheets print on A4 or US Letter, default the project's, else A4)
  model     [PROJECT.json | DESIGN FLAGS] [--collective NAME] [--bytes LIST] [--algorithm NAME]
            [--scope node|su|cluster|RANKS] [--env NCCL_ALGO=..,NCCL_PROTO=..,NCCL_NVLS_ENABLE=0|1,
            NCCL_COLLNET_ENABLE=0|1] [--nvlink-domain N] [--gpus-per-node N] [--nics-per-gpu X]
            [--cuda-graph] [--nccl-version X.Y.Z] [--param NAME=VALUE] [--measured FILE] [--json]
            (--algorithm: auto ring tree nvls nvlstree collnetdirect collnetchain pat sharp;
            sharp = what NCCL runs with SHARP enabled; --nvlink-domain: GPUs per NVLink domain,
            at most the platform's (GB200 trays not joined by NVLink: 4); --gpus-per-node: ranks
            per domain (1 GPU per node; 64 for 16 of 18 trays); --nics-per-gpu: NICs per GPU, one
            of the layouts the platform NIC's port modes give in the catalogue (ConnectX-8 on
            Ethernet: 2 x 400G = 2; on InfiniBand 1 x 800G = 1), another is refused naming the
            NIC and its modes; --cuda-graph: as nccl-tests -G; --nccl-version: the NCCL release
            the cluster runs, 2.28.7 or nccl-tests' nccl-library=22807 (default 2.30.7, whose
            tuning the model follows; 2.22-2.28 keep all-to-all on LL up to 512 KiB a peer
            inside an NVLink domain; an algorithm newer than the release is not run: NVLS
            2.17.1, NVLSTree 2.18.1, PAT 2.23.4, CollNetChain 2.14.3); --param: any of the
            'Model parameters' model prints, repeatable; --measured: a cluster's
            nccl-tests output, the model beside each size it measured, with its ranks, hosts,
            NCCL release and CUDA graphs taken from the output)
  explore   [PROJECT.json | DESIGN FLAGS] [--collective NAME --bytes SIZE] [--objectives LIST]
            [--max-cost N] [--min-busbw GBPS] [--max-power W|NkW|NMW] [--max-racks N] [--fabric ib|ethernet]
            [--switch MODEL] [--json] [--out FILE.csv|FILE.xlsx]   (the design space around the design:
            both fabrics, every switch at the link speed (--fabric, --switch: that one only),
            oversubscription 1-4, planes, SHARP; ranked cheapest first,
            the Pareto front over --objectives (cost,busbw,power by default; also time, bisection,
            switches, racks) marked; unknown power or incomplete cost is incomparable, but
            where the parts decide it whatever their draws and prices: no more of each part of
            unknown value and no more known watts or known prices)
  compare   A.json B.json [...] | A.json --counterpart  [--json] [--out FILE.xlsx]
            [--currency CODE [--exchange-rate R] [--exchange-rate-date DATE]]
            (every amount in one currency: the first design's, or CODE (any ISO 4217 code) at R
            CODE per USD, else at the rate of a design priced in CODE, else the catalogue's;
            a value that leaves out unknown prices or draws is marked and never ranked best)
  quote     PROJECT.json --out FILE.pdf [--settings FILE|none] [--seller-company TEXT]
            [--seller-address TEXT] [--seller-contact TEXT] [--seller-terms TEXT] [--seller-logo FILE]
            [--payment-terms TEXT] [--delivery-terms TEXT] [--network-only] [--save-project FILE.json]
            [--paper a4|letter]
            (the seller saved in the desktop app's Settings, or in --settings FILE; each flag
            replaces its part; "\n" in TEXT starts a new line; --network-only: the network
            alone, no nodes or servers; --save-project: the project as quoted, with the user
            prices it used, so that it quotes the same total on any machine; --paper: A4 or
            US Letter, default the project's, else A4)
  verify    [PROJECT.json | DESIGN FLAGS] --ibnetdiscover FILE ... | --lldp [DEVICE=]FILE.json ...
            [--network compute|storage|inband|oob] [--names FILE] [--ignore-speed] [--json]
            the network as built against the plan (default: the compute fabric)
            (exit 0 as planned, 1 differences or bad input, 2 usage; --ibnetdiscover once per
            subnet (a plan's planes are subnets of their own); --lldp once per device,
            named by DEVICE= or the file's stem; --names: "SITE-NAME PLAN-NAME" lines)
  prices    import FILE.csv [--skip-unknown] | list [--json]   your own prices
            (part_number,price,currency[,source]; all or nothing: every bad line is named;
            --skip-unknown imports the known parts and lists the unknown ones)

Design flags:
)";

// After the design flags, which come from the parser (designFlagsHelp).
const char *kUsageEnd = R"(  A project file and flags together: the flags override the file.

Options:
  -h, --help             this text
  --version              the version

Exit codes: 0 success, 1 wrong input or impossible design, 2 usage error.
)";

std::string usage()
{
    return kUsage + fabric::cli::designFlagsHelp() + kUsageEnd;
}

using Command = std::function<int(fabric::cli::Arguments &)>;

const std::map<std::string, Command> &commands()
{
    static const std::map<std::string, Command> table = {
        {"catalogue", fabric::cli::runCatalogue},
        {"prices", fabric::cli::runPrices},
        {"plan", fabric::cli::runPlan},
        {"model", fabric::cli::runModel},
        {"explore", fabric::cli::runExplore},
        {"compare", fabric::cli::runCompare},
        {"quote", fabric::cli::runQuote},
        {"bom", fabric::cli::runBom},
        {"export", fabric::cli::runExport},
        {"verify", fabric::cli::runVerify},
    };
    return table;
}

// The command's exit code; `name` is set to the command once it is known.
int run(const std::vector<std::string> &argumentWords, std::string &name)
{
    std::vector<std::string> words = argumentWords;
    if (words.empty()) {
        std::cerr << usage();
        return 2;
    }
    name = words.front();
    if (name == "-h" || name == "--help" || name == "help") {
        name.clear();
        std::cout << usage();
        return 0;
    }
    if (name == "--version") {
        name.clear();
        std::cout << "fabricplanner-cli " << FABRIC_VERSION << '\n';
        return 0;
    }
    auto it = commands().find(name);
    if (it == commands().end()) {
        std::cerr << "fabricplanner-cli: unknown command " << fabric::quotedText(name) << " (see --help)\n";
        name.clear();
        return 2;
    }
    // Temporary files of writes killed here last time (each write also sweeps its own folder).
    fabric::sweepTemporaryFiles(".");
    words.erase(words.begin());
    fabric::cli::Arguments args(words);
    if (args.has("--help") || args.has("-h")) {
        std::cout << usage();
        return 0;
    }
    try {
        return it->second(args);
    } catch (const fabric::cli::UsageError &e) {
        std::cerr << "fabricplanner-cli " << name << ": " << e.what() << " (see --help)\n";
        return 2;
    } catch (const std::exception &e) {
        std::cerr << "fabricplanner-cli " << name << ": " << e.what() << '\n';
        return 1;
    }
}

} // namespace

int main(int argc, char **argv)
{
    fabric::keepFreedMemoryInTheHeap();
    fabric::cli::StandardOutput standardOutput;
    std::string name;
    const int code = run(std::vector<std::string>(argv + 1, argv + argc), name);
    // Checked once here for every command and every "-" output: what was printed reached its
    // file, or the run fails saying why (a full disk, /dev/full, a closed descriptor).
    if (const std::string why = standardOutput.finish(); !why.empty()) {
        std::cerr << "fabricplanner-cli" << (name.empty() ? "" : " " + name) << ": cannot write standard output: " << why << '\n';
        return code == 0 ? 1 : code;
    }
    return code;
}
