#pragma once

#include "core/cabling/cablerun.h"
#include "core/cabling/mediatally.h"
#include "core/topology/topology.h"

#include <array>
#include <cstdint>
#include <stdexcept>
#include <vector>

namespace fabric {

// The runs of one tier of links, tallied while they are measured, so the figures and the report
// need not walk a million runs again.
struct TierRuns
{
    long long runs = 0;
    double longestM = 0.0;
    double totalM = 0.0; // of the runs' lengths, added in link order
};

// Whether a cable plan keeps the run of every link (what the cabling exports and the GUI's cable
// table list) or only what the bill of materials and the figures read of them: the tallies by
// tier and by part. Commands whose outputs list no link (`plan`, `model`, the BOM CSV, the .topo)
// keep none.
enum class CableRuns { Kept, TalliedOnly };

struct CablePlan
{
    std::vector<CableRun> runs;      // by link id; empty when planned with CableRuns::TalliedOnly
    std::vector<CableMedium> media;  // the distinct media the runs use
    double totalLengthM = 0.0; // of cable and fibre units ordered, shared cables once
    int uncarriedLinks = 0;    // links no catalogue medium reaches (each an error)
    int misfitLinks = 0;       // links carried by optics a cage does not take (one warning)
    int endOfLifeLinks = 0;    // links only end-of-life parts carry (one warning; the parts are marked)
    std::array<TierRuns, kLinkTiers> byTier{}; // by LinkTier
    MediaTally tally;          // the units of parts the runs take, counted as they were planned

    const TierRuns &tier(LinkTier t) const { return byTier[static_cast<std::size_t>(t)]; }
    // Whether the tallies count every one of a topology's links (a plan that stopped before its
    // cabling has none).
    bool talliesAll(std::size_t links) const
    {
        long long tallied = 0;
        for (const TierRuns &t : byTier)
            tallied += t.runs;
        return links > 0 && tallied == static_cast<long long>(links);
    }

    // What carries a run; a medium with no parts when nothing does.
    const CableMedium &mediumOf(const CableRun &run) const
    {
        static const CableMedium none;
        return run.carried() ? media[run.medium] : none;
    }

    // The length ordered for a link: the sold length of its cable (every part the cabler picks
    // has one), or the run itself for fibre cut to length; 0 when nothing carries it.
    double orderedLengthM(std::size_t link) const
    {
        const CableRun &run = runs[link];
        if (!run.carried())
            return 0.0;
        return media[run.medium].cable->lengthM.value_or(run.runLengthM());
    }

    // The index of a medium in media, added when new.
    std::uint16_t indexOf(const CableMedium &medium)
    {
        for (std::size_t i = media.size(); i-- > 0;)
            if (media[i] == medium)
                return static_cast<std::uint16_t>(i);
        if (media.size() >= CableRun::kUncarried)
            throw std::length_error("more distinct cable media than a plan can index");
        media.push_back(medium);
        return static_cast<std::uint16_t>(media.size() - 1);
    }
};

} // namespace fabric
