#pragma once

#include "core/catalogue/parts.h"

#include <string>
#include <vector>

namespace fabric {

// The physical medium of one link: a cable, or two transceiver ends and a fibre.
struct CableRun
{
    int link = 0;                 // link id
    double runLengthM = 0.0;      // from the floor plan, with slack
    double orderedLengthM = 0.0;  // rounded up to a sold length
    std::string mediumKind;       // dac, acc, aoc, transceiver
    std::string cablePn;          // the cable or the fibre
    std::string transceiverPnA;   // empty for cables
    std::string transceiverPnB;
    // The same parts as pointers into the Catalogue the plan was made with (null when none), so
    // that the bill of materials needs no look-up by name.
    const Medium *cable = nullptr;
    const Medium *transceiverA = nullptr;
    const Medium *transceiverB = nullptr;
    int sharedWith = -1;          // the other link on the same split or twin cable, or -1
    int preferenceRank = 0;       // the media_preference rank that carried it; 0: nothing did

    bool carried() const { return !mediumKind.empty(); }
    // A cable shared by several links is ordered once, on the run of its lowest link.
    bool countsCableUnit() const { return sharedWith < 0 || link < sharedWith; }
};

struct CablePlan
{
    std::vector<CableRun> runs; // by link id
    double totalLengthM = 0.0; // of cable and fibre units ordered, shared cables once
    int uncarriedLinks = 0;    // links no catalogue medium reaches (each an error)
};

} // namespace fabric
