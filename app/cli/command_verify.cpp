#include "commands.h"
#include "designflags.h"
#include "exportplan.h"

#include "core/common/usertext.h"
#include "core/verify/asbuiltfile.h"
#include "core/verify/fabricdiff.h"
#include "core/verify/ibnetdiscoverparser.h"
#include "core/verify/lldpparser.h"
#include "core/verify/plannedlinks.h"
#include "core/verify/verifyreport.h"

#include <filesystem>
#include <iostream>

namespace fabric::cli {

namespace {

// "leaf-01=leaf-01.json" names the device the table was taken on; a bare file is named by its stem.
std::pair<std::string, std::string> lldpSource(const std::string &word)
{
    if (const auto equals = word.find('='); equals != std::string::npos && equals > 0)
        return {word.substr(0, equals), word.substr(equals + 1)};
    return {std::filesystem::path(word).stem().string(), word};
}

} // namespace

int runVerify(Arguments &args)
{
    const std::vector<std::string> ibnetdiscover = args.takeValues("--ibnetdiscover");
    const std::vector<std::string> lldp = args.takeValues("--lldp");
    const auto namesFile = args.takeValue("--names");
    VerifyOptions options;
    options.ignoreSpeed = args.takeFlag("--ignore-speed");
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
    if (namesFile) {
        const auto text = readDiscoveryFile(*namesFile);
        if (!text)
            return fail(text.error());
        auto names = parseNameMap(*text, *namesFile);
        if (!names)
            return fail(names.error());
        options.names = std::move(*names);
    }
    ObservedFabric observed;
    std::string source;
    if (!ibnetdiscover.empty()) {
        // One file per subnet: a plan of several planes is several subnets.
        std::vector<ObservedFabric> parts;
        for (const std::string &file : ibnetdiscover) {
            const auto text = readDiscoveryFile(file);
            if (!text)
                return fail(text.error());
            auto parsed = parseIbnetdiscover(*text, file);
            if (!parsed)
                return fail(parsed.error());
            parts.push_back(std::move(*parsed));
        }
        observed = parts.size() == 1 ? std::move(parts.front()) : mergeObserved(parts);
        source = ibnetdiscover.size() == 1 ? ibnetdiscover.front() : std::to_string(ibnetdiscover.size()) + " ibnetdiscover files";
    } else {
        std::vector<ObservedFabric> parts;
        for (const std::string &word : lldp) {
            const auto [device, file] = lldpSource(word);
            const auto text = readDiscoveryFile(file);
            if (!text)
                return fail(text.error());
            auto parsed = parseLldpJson(*text, device, file);
            if (!parsed)
                return fail(parsed.error());
            parts.push_back(std::move(*parsed));
        }
        observed = mergeObserved(parts);
        source = lldp.size() == 1 ? lldpSource(lldp.front()).second : std::to_string(lldp.size()) + " LLDP tables";
    }

    auto catalogue = Catalogue::openDefault();
    if (!catalogue)
        return fail(catalogue.error());
    const auto plan = planForExport("verify", design, *catalogue, CableRuns::TalliedOnly);
    if (!plan)
        return 1;
    const NetworkPlan *network = plan->network(role);
    if (!network)
        return fail("the plan has no " + std::string(toString(role)) + " network");
    const bool infiniband = network->technology() == Technology::InfiniBand;
    if (infiniband == ibnetdiscover.empty())
        return fail("the planned " + std::string(toString(role)) + " network is "
                    + (infiniband ? "InfiniBand: check it with --ibnetdiscover" : "Ethernet: check it with --lldp"));
    const std::vector<PlannedLink> planned =
        plannedLinks(*plan, *network, infiniband ? PortNaming::Number : PortNaming::Label);
    const VerifyResult result = verifyFabric(planned, std::move(observed), options);
    const PlanPorts ports(network->topology, planned, infiniband ? PortNaming::Number : PortNaming::Label);
    std::cout << (json ? verifyJson(result, planned) : verifyText(result, planned, ports, source));
    return result.clean() ? 0 : 1;
}

} // namespace fabric::cli
