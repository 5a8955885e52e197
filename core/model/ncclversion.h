#pragma once

#include "core/common/expected.h"
#include "core/model/collective.h"

#include <span>
#include <string>
#include <string_view>

namespace fabric {

// An NCCL release as NCCL numbers it (NCCL_VERSION_CODE: 2.28.7 is 22807; nccl-tests prints it
// as "nccl-library=22807"). The model follows one release's tuning (kNcclTuningVersionCode); the
// run configuration names the release a cluster runs where NCCL's behaviour changed between them.

// "2.28.7", "2.28.7-1" (a package's release), "2.28" (its first patch) or "22807"; 2.x only.
// Fails naming what it was given.
Expected<int> ncclVersionCodeFromString(std::string_view text);
// 22807 -> "2.28.7".
std::string ncclVersionText(int code);

// NCCL 2.22 to 2.28 (2.22.3 to 2.28.9 on GitHub) let a point-to-point send stay on LL while it
// fits P2P_LL_THRESHOLD (16 KiB) times the p2p channels per peer; 2.29 on (2.29.2) multiply it by
// the channels the send takes, and before 2.22 each channel's part of at least 64 KiB was held
// to it: src/enqueue.cc addP2pToPlan.
bool p2pLlThresholdScalesWithChannelsPerPeer(int versionCode);

// The release that brought an algorithm (0: every 2.x release has it), from NVIDIA/nccl's history:
// CollNet 2.6.4 (renamed CollNetDirect in 2.14.3, which added CollNetChain), NVLS 2.17.1,
// NVLSTree 2.18.1, PAT 2.23.4. A cluster on an older release cannot run it.
int ncclReleaseIntroducing(Algorithm algorithm);

// From 2.28.7 a p2p work batch holds only rounds of one epoch (round / 8), so that every rank
// batches alike (src/enqueue.cc addWorkBatchToPlan); before, any 8 rounds of a channel.
bool p2pBatchesHoldOneRoundEpoch(int versionCode);

// NCCL sets NVLS up only on a node of more GPUs than this: 2 from 2.18.1 to 2.28.3, 1 before and
// from 2.28.7 (src/transport/nvls.cc ncclNvlsInit: "gpuCount <= 2", then "gpuCount < 2").
int ncclNvlsFewestGpusPerNode(int versionCode);

// NCCL's CollNet (IB SHARP) serves at most NCCL_MAX_DIRECT_ARITY + 1 GPUs a node, and an NVL72
// rack is one node of up to 72 ranks to NCCL. On a larger node 2.22 and before turn CollNet off
// at init (src/init.cc), and with it NVLS across nodes, which reduces through CollNet; 2.23 on
// (2.23.4) skip CollNetDirect and 2.28 on (2.28.3) CollNetChain as well
// (src/enqueue.cc updateCollCostTable). Whether a release runs the algorithm on such a node.
inline constexpr int kNcclCollNetMaxGpusPerNode = 8;
bool ncclRunsWithSharpOnLargeNodes(Algorithm algorithm, int versionCode);

// The NCCL releases the model tells apart, newest first: every rule above changes only at the
// oldest release of a range. `oldest` and `newest` as NVIDIA/nccl tags them (0: open-ended);
// `code` the release the model runs for the range (0: the one whose tuning it follows).
struct NcclReleaseRange
{
    int oldest = 0;
    int newest = 0;
    int code = 0;
};
std::span<const NcclReleaseRange> ncclReleaseRanges();

} // namespace fabric
