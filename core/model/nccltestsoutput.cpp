#include "core/model/nccltestsoutput.h"

#include "core/common/inputfile.h"
#include "core/common/usertext.h"
#include "core/model/ncclversion.h"

#include <algorithm>
#include <array>
#include <charconv>
#include <cmath>
#include <unordered_map>
#include <unordered_set>
#include <utility>

namespace fabric {

namespace {

bool isSpace(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\v' || c == '\f'; }

std::string_view trimmed(std::string_view s)
{
    while (!s.empty() && isSpace(s.front()))
        s.remove_prefix(1);
    while (!s.empty() && isSpace(s.back()))
        s.remove_suffix(1);
    return s;
}

std::vector<std::string_view> words(std::string_view s)
{
    std::vector<std::string_view> out;
    std::size_t i = 0;
    while (i < s.size()) {
        while (i < s.size() && isSpace(s[i]))
            ++i;
        const std::size_t start = i;
        while (i < s.size() && !isSpace(s[i]))
            ++i;
        if (i > start)
            out.push_back(s.substr(start, i - start));
    }
    return out;
}

bool allDigits(std::string_view s)
{
    return !s.empty() && std::all_of(s.begin(), s.end(), [](char c) { return c >= '0' && c <= '9'; });
}

// The tag a launcher puts before each line of a rank's output: OpenMPI's "[1,0]<stdout>:",
// "[0] " or "[0]", srun -l's "0: ".
std::string_view withoutLauncherTag(std::string_view line)
{
    const std::string_view s = trimmed(line);
    if (!s.empty() && s.front() == '[') {
        const auto close = s.find(']');
        if (close != std::string_view::npos && close > 1 && close < 16) {
            const std::string_view inside = s.substr(1, close - 1);
            if (std::all_of(inside.begin(), inside.end(), [](char c) { return (c >= '0' && c <= '9') || c == ','; })) {
                std::string_view rest = s.substr(close + 1);
                for (std::string_view stream : {"<stdout>:", "<stderr>:"})
                    if (rest.substr(0, stream.size()) == stream)
                        rest.remove_prefix(stream.size());
                return trimmed(rest);
            }
        }
    }
    const auto colon = s.find(':');
    if (colon != std::string_view::npos && colon > 0 && colon < 8 && allDigits(s.substr(0, colon)) &&
        (colon + 1 == s.size() || isSpace(s[colon + 1])))
        return trimmed(s.substr(colon + 1));
    return s;
}

template<typename T>
std::optional<T> wholeNumber(std::string_view s)
{
    T value{};
    const auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), value);
    if (ec != std::errc() || end != s.data() + s.size())
        return std::nullopt;
    return value;
}

// nccl-tests writes "21.57" whatever the locale; strtod would read it by the process's
// LC_NUMERIC, which the desktop application takes from the user's (de_DE: "21,57").
std::optional<double> decimal(std::string_view s)
{
    double v = 0.0;
    const auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
    if (ec != std::errc() || end != s.data() + s.size() || !std::isfinite(v))
        return std::nullopt;
    return v;
}

// The value after "key" among the words ("graph: 1" as "graph:", "1").
std::optional<std::string_view> after(const std::vector<std::string_view> &w, std::string_view key)
{
    for (std::size_t i = 0; i + 1 < w.size(); ++i)
        if (w[i] == key)
            return w[i + 1];
    return std::nullopt;
}

class Reader
{
public:
    Expected<std::vector<NcclTestsRun>> read(std::string_view text)
    {
        int lineNumber = 0;
        std::size_t pos = 0;
        while (pos <= text.size()) {
            const std::size_t end = std::min(text.find('\n', pos), text.size());
            ++lineNumber;
            if (auto failed = readLine(withoutLauncherTag(text.substr(pos, end - pos)), lineNumber))
                return Expected<std::vector<NcclTestsRun>>::failure(std::move(*failed));
            if (end == text.size())
                break;
            pos = end + 1;
        }
        if (auto failed = closeRun())
            return Expected<std::vector<NcclTestsRun>>::failure(std::move(*failed));
        if (m_runs.empty())
            return Expected<std::vector<NcclTestsRun>>::failure(
                FABRIC_TR("fabric::NcclTests", "no nccl-tests results in it: no line of a result table (size, count, "
                                               "type, redop, time, algbw, busbw)"));
        return std::move(m_runs);
    }

private:
    std::optional<Text> readLine(std::string_view line, int number)
    {
        if (line.empty())
            return std::nullopt;
        // NCCL's own log (NCCL_DEBUG=INFO) says which release ran.
        if (const auto at = line.find("NCCL version "); at != std::string_view::npos && line.front() != '#') {
            const auto w = words(line.substr(at + 13));
            if (!w.empty()) {
                const std::string_view release = w.front().substr(0, w.front().find('+'));
                if (auto code = ncclVersionCodeFromString(release); code && m_current.ncclVersion == 0)
                    m_current.ncclVersion = *code;
            }
            return std::nullopt;
        }
        if (line.front() == '#')
            return readComment(trimmed(line.substr(1)), number);
        const auto w = words(line);
        if (w.empty() || !allDigits(w.front()))
            return std::nullopt; // a launcher's or NCCL's message
        return readRow(w, number);
    }

    std::optional<Text> readComment(std::string_view comment, int number)
    {
        const auto w = words(comment);
        if (w.empty())
            return std::nullopt;
        // A header line opens a run: the next run's, once this one has its table or already has
        // a line of that kind.
        const int kind = w.front() == "nccl-tests" ? 1
                       : (w.size() >= 3 && w[0] == "Collective" && w[1] == "test" && w[2] == "starting:") ? 2
                       : w.front() == "nThread" ? 4
                                                : 0;
        const bool startsRun = kind != 0;
        if (startsRun && (!m_current.rows.empty() || (m_headerKinds & kind) != 0))
            if (auto failed = closeRun())
                return failed;
        m_headerKinds |= kind;
        if (startsRun && m_current.firstLine == 0)
            m_current.firstLine = number;
        if (w.front() == "nccl-tests") {
            for (std::string_view word : w)
                if (word.substr(0, 13) == "nccl-library=")
                    if (auto code = ncclVersionCodeFromString(word.substr(13)))
                        m_current.ncclVersion = *code;
        } else if (w.size() >= 4 && w[0] == "Collective" && w[1] == "test" && w[2] == "starting:") {
            m_current.program = shownText(w[3]); // it is printed and written to JSON: valid UTF-8
            m_current.collective = collectiveOfProgram(w[3]);
        } else if (w.front() == "nThread") {
            if (auto graph = after(w, "graph:"))
                m_current.cudaGraph = wholeNumber<int>(*graph).value_or(0) > 0;
        } else if (w.front() == "Rank" && w.size() >= 2) {
            return readRank(w, number);
        }
        return std::nullopt;
    }

    // "Rank  3 Group  0 Pid 1234 on host-a device  3 [0000:1b:00] NVIDIA H100 80GB HBM3"; before
    // nccl-tests 2.13 without "Group".
    std::optional<Text> readRank(const std::vector<std::string_view> &w, int number)
    {
        const auto rank = wholeNumber<int>(w[1]);
        const auto host = after(w, "on");
        if (!rank || !host)
            return std::nullopt;
        if (!m_seenRanks.insert(*rank).second)
            return Text(FABRIC_TR("fabric::NcclTests",
                                  "line %1: rank %2 is listed twice: each process ran a test of its own (nccl-tests "
                                  "built without MPI, or launched without it), so the table measures no collective "
                                  "across them"),
                        number, *rank);
        ++m_current.ranks;
        // A job of a hundred thousand ranks on ten thousand hosts is read in one pass.
        std::string name = shownText(*host); // printed and written to JSON: valid UTF-8
        const auto [it, added] = m_hostIndex.emplace(name, m_current.hosts.size());
        if (added) {
            m_current.hosts.push_back(std::move(name));
            m_current.ranksPerHost.push_back(1);
        } else {
            ++m_current.ranksPerHost[it->second];
        }
        return std::nullopt;
    }

    // size count type redop [root] time algbw busbw #wrong [time algbw busbw #wrong]: the
    // out-of-place half first; "root" since nccl-tests 2.10.
    std::optional<Text> readRow(const std::vector<std::string_view> &w, int number)
    {
        const std::size_t rest = w.size() >= 4 ? w.size() - 4 : 0;
        const std::size_t first = (rest == 5 || rest == 9) ? 5 : (rest == 4 || rest == 8) ? 4 : 0;
        const auto bytes = wholeNumber<std::uint64_t>(w[0]);
        const auto count = w.size() > 1 ? wholeNumber<std::uint64_t>(w[1]) : std::nullopt;
        if (first == 0 || !bytes || !count)
            return Text(FABRIC_TR("fabric::NcclTests",
                                  "line %1: not a row of a result table (size, count, type, redop, root, then the "
                                  "time, algbw, busbw and #wrong of out-of-place and in-place): %2 words"),
                        number, w.size());
        const auto time = decimal(w[first]);
        const auto algbw = decimal(w[first + 1]);
        const auto busbw = decimal(w[first + 2]);
        if (!time || !algbw || !busbw || *time <= 0.0 || *algbw < 0.0 || *busbw < 0.0)
            return Text(FABRIC_TR("fabric::NcclTests",
                                  "line %1: the out-of-place time, algbw and busbw (%2, %3, %4) are not "
                                  "a positive time and two bandwidths"),
                        number, shownText(w[first]), shownText(w[first + 1]), shownText(w[first + 2]));
        if (*bytes == 0)
            return std::nullopt; // -b 0: a launch and nothing moved
        if (m_current.firstLine == 0)
            m_current.firstLine = number;
        m_current.rows.push_back({*bytes, *time, *algbw, *busbw, number});
        return std::nullopt;
    }

    std::optional<Text> closeRun()
    {
        if (m_current.rows.empty()) {
            if (m_current.firstLine != 0 && !m_current.program.empty())
                return Text(FABRIC_TR("fabric::NcclTests", "line %1: the run of %2 printed no results (cut short?)"),
                            m_current.firstLine, m_current.program);
        } else {
            m_runs.push_back(std::move(m_current));
        }
        m_current = {};
        m_seenRanks.clear();
        m_hostIndex.clear();
        m_headerKinds = 0;
        return std::nullopt;
    }

    std::vector<NcclTestsRun> m_runs;
    NcclTestsRun m_current;
    std::unordered_set<int> m_seenRanks;
    std::unordered_map<std::string, std::size_t> m_hostIndex; // host -> its place in m_current.hosts
    int m_headerKinds = 0; // bits of the header lines the current run has had
};

} // namespace

std::optional<Collective> collectiveOfProgram(std::string_view program)
{
    static constexpr std::array<std::pair<std::string_view, Collective>, 5> kPrograms{{
        {"all_reduce_perf", Collective::AllReduce},
        {"all_gather_perf", Collective::AllGather},
        {"reduce_scatter_perf", Collective::ReduceScatter},
        {"alltoall_perf", Collective::AllToAll},
        {"broadcast_perf", Collective::Broadcast},
    }};
    // A path or an MPI build's suffix: ".../build/all_reduce_perf_mpi".
    if (const auto slash = program.rfind('/'); slash != std::string_view::npos)
        program.remove_prefix(slash + 1);
    if (program.size() > 4 && program.substr(program.size() - 4) == "_mpi")
        program.remove_suffix(4);
    for (const auto &[name, collective] : kPrograms)
        if (program == name)
            return collective;
    return std::nullopt;
}

Expected<std::vector<NcclTestsRun>> readNcclTestsOutput(std::string_view text)
{
    if (text.substr(0, 3) == "\xEF\xBB\xBF") // a byte-order mark an editor saved
        text.remove_prefix(3);
    return Reader().read(text);
}

Expected<std::vector<NcclTestsRun>> readNcclTestsFile(const std::filesystem::path &file)
{
    using Result = Expected<std::vector<NcclTestsRun>>;
    auto text = readInputFile(file, kMaxNcclTestsFileBytes, FABRIC_TR("fabric::NcclTests", "an nccl-tests output"));
    if (!text)
        return Result::failure(Text(FABRIC_TR("fabric::NcclTests", "%1: %2"), file.string(), text.errorText()));
    auto runs = readNcclTestsOutput(*text);
    if (!runs)
        return Result::failure(Text(FABRIC_TR("fabric::NcclTests", "%1: %2"), file.string(), runs.errorText()));
    return runs;
}

} // namespace fabric
