#pragma once

#include "core/cabling/cageindex.h"
#include "core/catalogue/parts.h"

#include <array>
#include <cstdint>
#include <stdexcept>
#include <string_view>
#include <vector>

namespace fabric {

// One way of carrying a link: a cable, or two transceiver ends and a fibre. The parts point into
// the Catalogue the plan was made with. A plan holds a few dozen of these; its runs refer to them
// by index, so a run holds no pointers or strings and a plan of a million links stays small.
struct CableMedium
{
    MediaKind kind = MediaKind::Dac;     // dac, acc, aoc, or transceiver for optics with fibre
    const Medium *cable = nullptr;       // the cable or the fibre; null: nothing carries the link
    const Medium *transceiverA = nullptr;
    const Medium *transceiverB = nullptr;
    int preferenceRank = 0;              // the media_preference rank that carried it; 0: nothing did

    bool carries() const { return cable != nullptr; }
    // "dac", "acc", "aoc", "transceiver"; empty when nothing carries the link.
    std::string_view kindName() const { return carries() ? toString(kind) : std::string_view(); }
    std::string_view cablePn() const { return partNumberOf(cable); }
    std::string_view transceiverPnA() const { return partNumberOf(transceiverA); }
    std::string_view transceiverPnB() const { return partNumberOf(transceiverB); }

    bool operator==(const CableMedium &) const = default;

private:
    static std::string_view partNumberOf(const Medium *part)
    {
        return part ? std::string_view(part->partNumber) : std::string_view();
    }
};

// The physical run of one link: its length and what carries it. A plan holds one per link, at
// the link's index, so it takes 16 bytes: the length ordered follows from the medium
// (CablePlan::orderedLengthM).
struct CableRun
{
    static constexpr std::uint16_t kUncarried = 0xffff;

    double runLengthM = 0.0;           // from the floor plan, with slack
    int sharedWith = -1;               // the other link on the same split or twin cable, or -1
    std::uint16_t medium = kUncarried; // index into CablePlan::media

    bool carried() const { return medium != kUncarried; }
    // A cable shared by several links is ordered once, on the run of its lowest link.
    bool countsCableUnit(std::size_t link) const
    {
        return sharedWith < 0 || link < static_cast<std::size_t>(sharedWith);
    }
};
static_assert(sizeof(CableRun) <= 16, "a plan holds a run per link");

// The runs of one tier of links, tallied while they are measured, so the figures and the report
// need not walk a million runs again.
struct TierRuns
{
    long long runs = 0;
    double longestM = 0.0;
};

struct CablePlan
{
    std::vector<CableRun> runs;      // by link id
    std::vector<CableMedium> media;  // the distinct media the runs use
    double totalLengthM = 0.0; // of cable and fibre units ordered, shared cables once
    int uncarriedLinks = 0;    // links no catalogue medium reaches (each an error)
    CageIndex cages;           // the cages of the topology the runs were planned on
    std::array<TierRuns, 4> byTier{}; // by LinkTier

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

    // The length ordered for a link: the sold length of its cable, or, for fibre cut to length,
    // the run of the cable unit it is on (shared cables come as one unit); 0 when nothing carries it.
    double orderedLengthM(std::size_t link) const
    {
        const CableRun &run = runs[link];
        if (!run.carried())
            return 0.0;
        const bool onAnother = !run.countsCableUnit(link);
        const CableRun &unit = onAnother ? runs[static_cast<std::size_t>(run.sharedWith)] : run;
        return media[run.medium].cable->lengthM.value_or(unit.runLengthM);
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
