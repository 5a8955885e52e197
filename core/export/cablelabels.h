#pragma once

#include "core/export/cablingrows.h"

#include <string>
#include <string_view>
#include <vector>

namespace fabric {

// The number of a cable in its network: the cabling plan's Link column, the link's index 1-based.
inline int cableId(int link) { return link + 1; }

// The id a cable carries on its labels and in verify's report: its number, after its network's
// name for all but the compute fabric ("storage-17"), since each network numbers its own links
// (the cabling plan's Network and Link columns).
std::string cableLabelId(std::string_view network, int link);

// One label: printed once for each end of a cable, naming the end it is wrapped on first.
struct CableLabel
{
    std::string id;      // cableLabelId()
    std::string network;
    char end = 'A';      // 'A' or 'B': which end of the cable it goes on
    CablingEnd here;     // the end it is wrapped on
    CablingEnd there;    // the other end
    double lengthM = 0.0;
    std::string medium;  // dac, acc, aoc, transceiver; empty when nothing carries the link
    int speedGbps = 0;
};

// Two labels per cabling row, A end then B end, in the cabling plan's installer order.
std::vector<CableLabel> cableLabels(const std::vector<CablingRow> &rows);

// The labels as a label printer's CSV: one record per label.
std::string cableLabelsCsv(const std::vector<CableLabel> &labels);

// "R01-01 U12" for an end; "" when unplaced.
std::string placeText(const CablingEnd &end);

} // namespace fabric
