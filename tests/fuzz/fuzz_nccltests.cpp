// Any bytes as an nccl-tests output (Performance > Measured…, model --measured): runs whose every
// row is a positive size and time and whose names are valid UTF-8, or one message, valid UTF-8,
// naming a line of the text or saying it holds no results.
#include "core/common/usertext.h"
#include "core/model/nccltestsoutput.h"

#include <cmath>
#include <cstdint>
#include <numeric>
#include <string>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const std::string text(reinterpret_cast<const char *>(data), size);
    const auto runs = fabric::readNcclTestsOutput(text);
    if (!runs) {
        const std::string message = runs.error();
        if (!fabric::isValidUtf8(message) || message.size() > 1000 ||
            (message.rfind("line ", 0) != 0 && message.rfind("no nccl-tests results", 0) != 0))
            std::abort();
        return 0;
    }
    if (runs->empty())
        std::abort();
    for (const fabric::NcclTestsRun &run : *runs) {
        if (run.rows.empty() || !fabric::isValidUtf8(run.program) || run.hosts.size() != run.ranksPerHost.size() ||
            std::accumulate(run.ranksPerHost.begin(), run.ranksPerHost.end(), 0) != run.ranks)
            std::abort();
        for (const std::string &host : run.hosts)
            if (!fabric::isValidUtf8(host))
                std::abort();
        for (const fabric::NcclTestsRow &row : run.rows)
            if (row.bytes == 0 || !(row.timeUs > 0.0) || !std::isfinite(row.timeUs) || !std::isfinite(row.busbwGBps) ||
                row.line < 1)
                std::abort();
    }
    return 0;
}
