// Designs from fuzzed project files through the whole pipeline (sizing, wiring, floor, cabling,
// BOM, figures): a plan or diagnostics, never a crash. Designs above a few hundred nodes are
// skipped so that one input stays in milliseconds; size itself is the random-design test's job.
#include "fuzzcatalogue.h"

#include "core/design/projectfile.h"
#include "core/plan/pipeline.h"

#include <cstdint>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const std::string_view text(reinterpret_cast<const char *>(data), size);
    const auto design = fabric::ProjectFile::fromJson(text);
    if (!design)
        return 0;
    if (design->nodes > 256 || (design->gpus && *design->gpus > 2048))
        return 0;
    (void)fabric::makePlan(*design, fabric::fuzz::catalogue());
    return 0;
}
