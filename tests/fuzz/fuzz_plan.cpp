// Designs from fuzzed project files through the whole pipeline (sizing, wiring, floor, cabling,
// BOM, figures): a plan or diagnostics, never a crash. Designs above a few hundred nodes are
// skipped so that one input stays in milliseconds; size itself is the random-design test's job.
#include "fuzzcatalogue.h"

#include "core/design/projectfile.h"
#include "core/export/topologyexport.h"
#include "core/plan/pipeline.h"

#include <algorithm>
#include <array>

#include <cstdint>
#include <string>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const std::string_view text(reinterpret_cast<const char *>(data), size);
    const auto design = fabric::ProjectFile::fromJson(text);
    if (!design)
        return 0;
    if (design->nodes > 256 || (design->gpus && *design->gpus > 2048))
        return 0;
    fabric::Plan plan = fabric::makePlan(*design, fabric::fuzz::catalogue());
    // Every message says why (issue 34: "plan: : use 4 planes or plan at most 8 nodes" had
    // neither its field nor its reason, only the remedies after an empty text).
    for (const fabric::Diagnostic &d : plan.diagnostics) {
        const std::string message = d.message();
        if (message.empty() || message.front() == ':' || message.front() == ';' || message.front() == ' ')
            std::abort();
    }
    if (!plan.ok())
        return 0;
    // The line-based exports: whatever the design's name holds, it never writes a line of its own
    // (issue 34: "x\nSwitchName=pwn"), so each has as many lines as with a plain name.
    const auto lines = [&] {
        const auto count = [](const std::string &text) { return std::count(text.begin(), text.end(), '\n'); };
        const auto topology = fabric::ibnetdiscoverTopology(plan);
        return std::array<std::ptrdiff_t, 3>{count(fabric::slurmTopology(plan)), count(fabric::graphvizDot(plan)),
                                             topology ? count(*topology) : -1};
    };
    const auto withName = lines();
    plan.design.name = "x";
    if (lines() != withName)
        std::abort();
    return 0;
}
