#include "core/model/p2pschedule.h"

#include "core/model/ncclversion.h"

#include <algorithm>
#include <array>
#include <cmath>

namespace fabric {

namespace {

// ncclP2pChannelBaseForRound on one node: the round's five low bits, reversed.
int channelBaseForRound(int round)
{
    int reversed = 0;
    for (int bit = 0; (1 << bit) < kP2pChannels; ++bit)
        if (round & (1 << bit))
            reversed |= kP2pChannels >> (bit + 1);
    return reversed;
}

} // namespace

P2pSchedule allToAllSchedule(int ranks, double bytesPerRank, int ncclVersionCode)
{
    P2pSchedule s;
    ranks = std::max(1, ranks);
    const double share = bytesPerRank / ranks;
    if (share <= 0.0)
        return s;
    int channelsMin = kP2pChannels;
    while (channelsMin * ranks > kP2pChannels && channelsMin > 1)
        channelsMin /= 2;
    const double minPart = kP2pNvlChunkBytes / 8.0, maxPart = kP2pNvlChunkBytes * 32.0;
    int channels = std::min(channelsMin, int(std::ceil(share / minPart)));
    double part = std::max(minPart, share / channels);
    while (part > maxPart && channels <= kP2pChannels / 2) {
        channels *= 2;
        part = share / channels;
    }
    part = share / channels;
    std::array<double, kP2pChannels> load{}, chunk{};
    std::array<bool, kP2pChannels> nvlink{};
    // Each channel's batches: how many, the rounds in the last one and that one's epoch.
    std::array<int, kP2pChannels> batches{}, inBatch{}, epoch{};
    const bool epochs = p2pBatchesHoldOneRoundEpoch(ncclVersionCode);
    for (int round = 0; round < ranks; ++round) {
        const double weight = round == 0 ? 0.5 : 1.0;
        const int base = channelBaseForRound(round % kP2pChannels);
        for (int p = 0; p < channels; ++p) {
            const int c = (base + p) % kP2pChannels;
            load[c] += part * weight;
            chunk[c] = std::max(chunk[c], std::min(part, kP2pNvlChunkBytes) * weight);
            nvlink[c] = nvlink[c] || round != 0;
            if (batches[c] == 0 || inBatch[c] == kP2pWorksPerBatch ||
                (epochs && epoch[c] != round / kP2pWorksPerBatch)) {
                ++batches[c];
                inBatch[c] = 0;
                epoch[c] = round / kP2pWorksPerBatch;
            }
            ++inBatch[c];
        }
    }
    s.batches = std::max(1, *std::max_element(batches.begin(), batches.end()));
    s.channelsPerPeer = channels;
    for (int c = 0; c < kP2pChannels; ++c) {
        s.busiestChannelBytes = std::max(s.busiestChannelBytes, load[c] + chunk[c]);
        s.nvlinkChannels += nvlink[c] ? 1 : 0;
    }
    return s;
}

} // namespace fabric
