#pragma once

#include "core/common/storedprice.h"
#include "core/common/technology.h"
#include "core/design/networkspec.h"
#include "core/design/papersize.h"

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace fabric {

// How an InfiniBand subnet is managed. Management takes ports the minimal fabric leaves free;
// it never adds switches.
enum class FabricManagement {
    Auto,          // UFM for DGX platforms (as the SuperPOD designs do); other servers: the
                   // managed switch's embedded subnet manager up to its published node limit, else UFM
    UfmAppliance,  // UFM appliances take free leaf ports, as in NVIDIA's SuperPOD designs
    Embedded,      // the subnet manager embedded in a managed switch: no ports taken
    None,          // none planned (a host runs OpenSM), or Ethernet
};

enum class SwitchPlacement {
    Automatic,   // the planner picks per design
    InRack,      // leaves in the compute racks (top of rack)
    EndOfRow,    // a network rack after each SU's racks in its row: the row's end when the row
                 // holds one SU
    MiddleOfRow, // a network rack in the middle of each SU's racks in its row
    CentralRow,  // all switches in a row of network racks of their own
};

// The user moved a rack on the floor plan: the named rack ("R01-03") stands at (xM, yM) instead of
// its planned position. A later move of the same rack replaces the earlier one.
struct RackMove
{
    std::string rack;
    double xM = 0.0;
    double yM = 0.0;

    bool operator==(const RackMove &) const = default;
};

struct FloorSettings
{
    // Racks in one row; 0: automatic, a roughly square hall sized from the cluster (see
    // core/floor/hallshape.h). A number the user sets always wins.
    int racksPerRow = 0;
    int rackUnits = 42;            // usable units per rack
    double rackPowerKw = 40.0;     // power limit per rack
    double rackWidthM = 0.6;
    double rackDepthM = 1.2;
    double aisleM = 1.2;           // between facing rows
    std::optional<int> nodesPerRack; // force; otherwise from power and rack units
    SwitchPlacement placement = SwitchPlacement::Automatic;
    std::vector<RackMove> rackMoves; // applied after placing, in order

    bool operator==(const FloorSettings &) const = default;
};

struct CablingSettings
{
    double trayHeightM = 0.5;     // overhead tray above the rack top
    double rackHeightM = 2.0;     // height of a 42U rack's top (rise/drop inside racks)
    double slackM = 1.0;          // per link, service loop at both ends together
    double slackPercent = 10.0;   // on top of the run
    // Only media on sale: where none carries a link (EDR beyond 5 m), the plan fails rather than
    // taking end-of-life parts, marked as such, with NVIDIA's replacement named.
    bool forSaleOnly = false;

    bool operator==(const CablingSettings &) const = default;
};

struct PricingSettings
{
    std::string currency = "USD";
    double discountPercent = 0.0;
    double sparesPercent = 0.0;  // extra optics and cables
    double taxPercent = 0.0;     // tax or VAT on the net price
    // The user prices this project was quoted with, one per part: they win over the price list of
    // the machine that plans it (core/pricing/storedprices.h).
    std::vector<StoredPrice> prices;
    // The project's own rate of its currency (units per USD) and its date; unset: the catalogue's
    // (or, in the GUI, the user's from Settings). Any active ISO 4217 code needs one of the two.
    std::optional<double> exchangeRate;
    std::string exchangeRateDate;

    bool operator==(const PricingSettings &) const = default;
};

struct QuoteInfo
{
    std::string customer;
    std::string projectName;
    std::string quoteNumber;
    std::string date;            // ISO 8601
    int validityDays = 30;
    std::string notes;
    std::string terms;
    std::string paymentTerms;    // "30 days net"
    std::string deliveryTerms;   // "FCA, 6-8 weeks after order"
    // The network alone: the bill (and so every total) leaves out the nodes and servers, so that
    // a discount meant for the network does not reach them.
    bool networkOnly = false;
    std::map<std::string, double> discountPercentByCategory;
    PaperSize paper = PaperSize::A4; // the PDF quote's and the workbook's

    bool operator==(const QuoteInfo &) const = default;
};

// What the user asked for. A value: the GUI swaps whole Designs on every edit.
struct Design
{
    std::string name = "Untitled";
    std::string platform = "DGX-H100";
    int nodes = 31;
    std::optional<int> gpus;           // when set, nodes follow from it
    // A node count a project file gave beside its gpus: not used (the GPUs size the cluster), said
    // in a warning, and not written back (files saved before version 2's writer held both).
    std::optional<int> unusedNodes;
    std::optional<int> rails;          // compute ports per node; default the platform's
    std::optional<int> linkSpeedGbps;  // default the platform NIC's
    Technology fabric = Technology::InfiniBand;
    std::string switchModel;           // empty: the cheapest that fits
    double oversubscription = 1.0;     // leaf down:up
    double spineOversubscription = 1.0; // spine down:up, three tiers only
    std::optional<int> suSize;         // nodes per scalable unit
    std::optional<int> tiers;          // 2 or 3 forces the fat tree's tiers; default the fewest switches
    int planes = 1;
    bool sharp = true;
    double growthPercent = 0.0;        // spare ports kept free for growth
    FabricManagement management = FabricManagement::Auto;
    ClusterNetworks networks;          // the storage, in-band and OOB networks beside the compute fabric

    FloorSettings floor;
    CablingSettings cabling;
    PricingSettings pricing;
    QuoteInfo quote;
    std::map<std::string, double> modelOverrides; // analytical model parameters by name

    bool operator==(const Design &) const = default;
};

} // namespace fabric
