#pragma once

#include "core/catalogue/parts.h"

#include <cstddef>
#include <cstdint>
#include <string_view>

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

} // namespace fabric
