#include "commands.h"
#include "designflags.h"
#include "exportplan.h"

#include "core/common/usertext.h"
#include "core/verify/asbuiltcheck.h"
#include "core/verify/verifyreport.h"

#include <iostream>

namespace fabric::cli {

int runVerify(Arguments &args)
{
    const std::vector<std::string> ibnetdiscover = args.takeValues("--ibnetdiscover");
    const std::vector<std::string> lldp = args.takeValues("--lldp");
    const auto namesFile = args.takeValue("--names");
    const bool ignoreSpeed = args.takeFlag("--ignore-speed");
    const bool json = args.takeFlag("--json");
    NetworkRole role = NetworkRole::Compute;
    if (auto network = args.takeValue("--network")) {
        const auto parsed = networkRoleFromString(*network);
        if (!parsed)
            throw UsageError("--network takes compute, storage, inband or oob, not " + quotedText(*network));
        role = *parsed;
    }
    const Design design = takeDesign(args);
    args.expectEmpty();
    if (ibnetdiscover.empty() == lldp.empty())
        throw UsageError("verify needs --ibnetdiscover FILE or --lldp [DEVICE=]FILE.json (repeatable), not both");

    auto fail = [](const std::string &message) {
        std::cerr << "fabricplanner-cli verify: " << message << '\n';
        return 1;
    };
    std::vector<DiscoveryFile> files;
    for (const std::string &file : ibnetdiscover)
        files.push_back({file, {}});
    for (const std::string &word : lldp) {
        files.push_back(lldpFileArgument(word));
        if (files.back().path.empty())
            throw UsageError("--lldp " + shownText(word) + ": no file given");
    }
    const auto fabric = readAsBuilt(files, ibnetdiscover.empty() ? AsBuiltFormat::Lldp : AsBuiltFormat::Ibnetdiscover,
                                    namesFile.value_or(std::string()));
    if (!fabric)
        return fail(fabric.error());

    auto catalogue = Catalogue::openDefault();
    if (!catalogue)
        return fail(catalogue.error());
    const auto plan = planForExport("verify", design, *catalogue, CableRuns::TalliedOnly);
    if (!plan)
        return 1;
    if (const auto problem = unplannedNameProblem(*plan, *fabric))
        return fail(*problem);
    const NetworkPlan *network = plan->network(role);
    const std::string title = Text(networkTitle(role)).english();
    if (!network)
        return fail("the plan has no " + title);
    // As core refuses it (checkAsBuilt), with the flag that reads the right file.
    const bool infiniband = network->technology() == Technology::InfiniBand;
    if (infiniband == ibnetdiscover.empty())
        return fail("the planned " + title + " is "
                    + (infiniband ? "InfiniBand: check it with --ibnetdiscover" : "Ethernet: check it with --lldp"));
    const auto check = checkAsBuilt(*plan, *fabric, role, ignoreSpeed);
    if (!check)
        return fail(check.error());
    const VerifyResult &result = check->result;
    const PlanPorts ports(network->topology, check->planned, check->naming);
    std::cout << (json ? verifyJson(result, check->planned) : verifyText(result, check->planned, ports, fabric->source));
    return result.clean() ? 0 : 1;
}

} // namespace fabric::cli
