#pragma once

namespace fabric {

// How NCCL lays one all-to-all inside an NVLink domain on its point-to-point channels, on the
// Simple protocol (NCCL 2.22.3 to 2.30.7 alike: src/enqueue.cc scheduleP2pTasksToPlan and
// addP2pToPlan, src/include/channel.h ncclP2pChannelBaseForRound, src/device/sendrecv.h):
// - 32 p2p channels, up to 32 a peer ("32 p2p channels, 32 p2p channels per peer"); a peer's
//   share starts on 32 / ranks of them (at least one, and one per 64 KiB) and doubles them while
//   a part would exceed 32 chunks of P2P_NVL_CHUNKSIZE (512 KiB);
// - round r (to rank + r, from rank - r; round 0 the rank itself) starts at the channel numbered
//   by r's five low bits reversed, its parts on the channels after it;
// - a channel passes a part through the peer's buffer chunk by chunk, the receiver emptying one
//   while the sender fills the next, so a part costs one chunk more than its bytes; the rank's
//   own part is one copy by all the channel's warps, half a peer part's cost.
struct P2pSchedule
{
    int channelsPerPeer = 1;
    // What the busiest channel moves, in a peer part's bytes: its parts and its largest chunk
    // once more, for the pipeline's start.
    double busiestChannelBytes = 0.0;
    // The channels that carry a peer's part: they share the GPU's NVLink.
    int nvlinkChannels = 0;
    // The work batches the busiest channel runs one after another (src/enqueue.cc
    // addWorkBatchToPlan): a batch holds up to NCCL_MAX_DEV_WORK_P2P_PER_BATCH (8) rounds, which
    // run at once, and from 2.28.7 only rounds of one epoch (round / 8). 64 ranks put rounds r
    // and r + 32 on one channel: one batch before 2.28.7, two from it.
    int batches = 1;
};

inline constexpr int kP2pChannels = 32;
inline constexpr double kP2pNvlChunkBytes = 512.0 * 1024.0; // NCCL_P2P_NVL_CHUNKSIZE

inline constexpr int kP2pWorksPerBatch = 8; // NCCL_MAX_DEV_WORK_P2P_PER_BATCH

P2pSchedule allToAllSchedule(int ranks, double bytesPerRank, int ncclVersionCode);

} // namespace fabric
