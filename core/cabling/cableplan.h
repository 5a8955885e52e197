#pragma once

#include "core/catalogue/parts.h"

#include <string_view>
#include <vector>

namespace fabric {

// The physical medium of one link: a cable, or two transceiver ends and a fibre. The parts are
// pointers into the Catalogue the plan was made with (null when none), so a run holds no strings:
// a plan of a million links stays a few dozen bytes a link.
struct CableRun
{
    int link = 0;                 // link id
    int sharedWith = -1;          // the other link on the same split or twin cable, or -1
    double runLengthM = 0.0;      // from the floor plan, with slack
    double orderedLengthM = 0.0;  // rounded up to a sold length
    const Medium *cable = nullptr; // the cable or the fibre; null: nothing carries the link
    const Medium *transceiverA = nullptr;
    const Medium *transceiverB = nullptr;
    int preferenceRank = 0;       // the media_preference rank that carried it; 0: nothing did
    MediaKind kind = MediaKind::Dac; // dac, acc, aoc, or transceiver for optics with fibre

    bool carried() const { return cable != nullptr; }
    // A cable shared by several links is ordered once, on the run of its lowest link.
    bool countsCableUnit() const { return sharedWith < 0 || link < sharedWith; }

    // "dac", "acc", "aoc", "transceiver"; empty when nothing carries the link.
    std::string_view mediumKind() const { return carried() ? toString(kind) : std::string_view(); }
    std::string_view cablePn() const { return partNumberOf(cable); }
    std::string_view transceiverPnA() const { return partNumberOf(transceiverA); }
    std::string_view transceiverPnB() const { return partNumberOf(transceiverB); }

private:
    static std::string_view partNumberOf(const Medium *part)
    {
        return part ? std::string_view(part->partNumber) : std::string_view();
    }
};

struct CablePlan
{
    std::vector<CableRun> runs; // by link id
    double totalLengthM = 0.0; // of cable and fibre units ordered, shared cables once
    int uncarriedLinks = 0;    // links no catalogue medium reaches (each an error)
};

} // namespace fabric
