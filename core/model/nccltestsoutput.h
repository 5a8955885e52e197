#pragma once

#include "core/common/expected.h"
#include "core/model/collective.h"

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace fabric {

// What nccl-tests printed for one collective, read back: its table and what its header says of
// the run (NVIDIA/nccl-tests src/common.cu writeDeviceReport and the result lines). So that the
// model can be set beside a cluster's own measurements.
struct NcclTestsRow
{
    std::uint64_t bytes = 0; // the size column
    double timeUs = 0.0;     // out-of-place
    double algbwGBps = 0.0;
    double busbwGBps = 0.0;
    int line = 0; // 1-based, in the text read
};

struct NcclTestsRun
{
    std::string program;                // "all_reduce_perf"; empty where the output does not say
    std::optional<Collective> collective; // none for a program the model does not run (sendrecv_perf)
    int ranks = 0;                      // the "# Rank N ..." lines under "# Using devices"
    std::vector<std::string> hosts;     // their hosts, in order of first appearance
    std::vector<int> ranksPerHost;      // beside hosts
    int ncclVersion = 0;                // nccl-library=22807 or "NCCL version 2.28.7"; 0: not printed
    bool cudaGraph = false;             // "graph: N" with N > 0 (nccl-tests -G)
    int firstLine = 0;                  // where its header starts, 1-based
    std::vector<NcclTestsRow> rows;
};

// Every run the text holds: output of one or more nccl-tests programs, as printed or as a
// launcher printed it (a "[1,0]<stdout>:" or "[0] " tag before each line, NCCL's INFO lines
// among them). Fails, naming the line, on a table row it cannot read, on a run that has no
// rows, on the same rank printed twice (nccl-tests built without MPI: every process ran alone),
// and on a text with no nccl-tests table at all.
Expected<std::vector<NcclTestsRun>> readNcclTestsOutput(std::string_view text);

// An output saved to a file (at most kMaxNcclTestsFileBytes); an error names the file and, for
// what it holds, the line.
inline constexpr std::size_t kMaxNcclTestsFileBytes = std::size_t(64) << 20;
Expected<std::vector<NcclTestsRun>> readNcclTestsFile(const std::filesystem::path &file);

// "all_reduce_perf" -> AllReduce; none for a program the model does not run.
std::optional<Collective> collectiveOfProgram(std::string_view program);

} // namespace fabric
