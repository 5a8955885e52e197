#include "core/model/ncclversion.h"

#include <charconv>

namespace fabric {

namespace {

bool readNumber(std::string_view &text, int &out)
{
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), out);
    if (ec != std::errc() || end == text.data())
        return false;
    text.remove_prefix(std::size_t(end - text.data()));
    return true;
}

bool readDotted(std::string_view text, int &code)
{
    int major = 0, minor = 0, patch = 0;
    if (!readNumber(text, major) || text.empty() || text.front() != '.')
        return false;
    text.remove_prefix(1);
    if (!readNumber(text, minor))
        return false;
    if (!text.empty() && text.front() == '.') {
        text.remove_prefix(1);
        if (!readNumber(text, patch))
            return false;
        int release = 0;
        if (!text.empty() && text.front() == '-') { // a package's release: 2.28.7-1
            text.remove_prefix(1);
            if (!readNumber(text, release))
                return false;
        }
    }
    if (!text.empty() || major != 2 || minor > 99 || patch > 99)
        return false;
    code = major * 10000 + minor * 100 + patch;
    return true;
}

} // namespace

Expected<int> ncclVersionCodeFromString(std::string_view text)
{
    int code = 0;
    std::string_view digits = text;
    const bool plainCode = readNumber(digits, code) && digits.empty();
    if ((plainCode && code >= 20000 && code <= 29999) || (!plainCode && readDotted(text, code)))
        return code;
    return Expected<int>::failure("an NCCL version is 2.X.Y (2.28.7) or NCCL's code for it "
                                  "(22807), not '" +
                                  std::string(text) + "'");
}

std::string ncclVersionText(int code)
{
    return std::to_string(code / 10000) + "." + std::to_string(code / 100 % 100) + "." +
           std::to_string(code % 100);
}

bool p2pLlThresholdScalesWithChannelsPerPeer(int versionCode)
{
    return versionCode >= 22200 && versionCode < 22900;
}

int ncclReleaseIntroducing(Algorithm algorithm)
{
    switch (algorithm) {
    case Algorithm::CollNetDirect:
    case Algorithm::Sharp:
        return 20604;
    case Algorithm::CollNetChain:
        return 21403;
    case Algorithm::Nvls:
        return 21701;
    case Algorithm::NvlsTree:
        return 21801;
    case Algorithm::Pat:
        return 22304;
    default:
        return 0;
    }
}

bool p2pBatchesHoldOneRoundEpoch(int versionCode)
{
    return versionCode >= 22807;
}

int ncclNvlsFewestGpusPerNode(int versionCode)
{
    return versionCode >= 21800 && versionCode < 22807 ? 3 : 2;
}

bool ncclRunsWithSharpOnLargeNodes(Algorithm algorithm, int versionCode)
{
    switch (algorithm) {
    case Algorithm::CollNetDirect:
        return false;
    case Algorithm::CollNetChain:
        return versionCode >= 22300 && versionCode < 22800;
    case Algorithm::Nvls:
        return versionCode >= 22300;
    default:
        return true;
    }
}

std::span<const NcclReleaseRange> ncclReleaseRanges()
{
    static constexpr NcclReleaseRange kRanges[] = {
        {22902, 0, 0},         // the p2p LL threshold by the channels a send takes
        {22807, 22809, 22807}, // NVLS on nodes of 2 GPUs; p2p batches of one round epoch
        {22803, 22803, 22803}, // no CollNetChain on nodes of more than 8 GPUs
        {22304, 22707, 22707}, // PAT; CollNet on nodes of more than 8 GPUs
        {22203, 22203, 22203}, // the p2p LL threshold by the channels per peer
        {21801, 22105, 22105}, // NVLSTree; NVLS needs more than 2 GPUs a node
        {21701, 21701, 21701}, // NVLS
        {21403, 21605, 21605}, // CollNetChain
        {20604, 21304, 21304}, // CollNet
        {0, 20507, 20507},
    };
    return kRanges;
}

} // namespace fabric
