#pragma once

#include "core/cabling/cableid.h"
#include "core/export/cablingrows.h"

#include <string>
#include <vector>

namespace fabric {

// One label: printed once for each end of a cable, naming the end it is wrapped on first.
struct CableLabel
{
    std::string id;      // cableLabelId()
    std::string network;
    char end = 'A';      // 'A' or 'B': which end of the cable it goes on
    CablingEnd here;     // the end it is wrapped on
    CablingEnd there;    // the other end
    double lengthM = 0.0;
    std::string medium;  // dac, acc, aoc, twisted-pair, transceiver; empty when nothing carries the link
    int speedGbps = 0;
    std::string sharedWith; // the other links its twin or split cable carries ("storage-522"); "" for one link
};

// For each row, the ids of the other links carried by the same physical cable (a twin or split
// cable carries several), joined by ", "; empty for a cable of one link.
std::vector<std::string> sameCableIds(const std::vector<CablingRow> &rows);

// Two labels per cabling row, A end then B end, in the rows' order (exportCablingRows: the install sheets').
std::vector<CableLabel> cableLabels(const std::vector<CablingRow> &rows);

// The labels as a label printer's CSV: one record per label.
std::string cableLabelsCsv(const std::vector<CableLabel> &labels);

// "R01-01 U12" for an end; "" when unplaced.
std::string placeText(const CablingEnd &end);

// An end's port as its label prints it: "p9/1" for a numbered port, a named one by its name
// ("storage 1", "mgmt"), which a "p" in front would run into a word.
std::string portText(const CablingEnd &end);

} // namespace fabric
