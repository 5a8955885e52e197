#pragma once

#include "core/catalogue/catalogue.h"
#include "core/common/text.h"
#include "core/model/collective.h"
#include "core/model/collectivemodel.h"
#include "core/plan/plan.h"

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace fabric {

enum class Better { Higher, Lower, Neither };

// One figure of a plan, named and typed once for every view that ranks designs (Compare, the
// explorer). value() is nullopt when the figure is unknown for that plan: unknown is never zero.
struct Metric
{
    std::string_view id;   // stable key: "switches", "network_power_w"
    TextPattern group;     // Size, Switches, Links, Cost, Power, Performance
    Text name;             // a network's rows nest its title (networkTitle)
    std::string_view unit; // "currency": the plan's currency
    Better better = Better::Neither;
    std::function<std::optional<double>(const Plan &)> value;
    bool compared = true;  // a row of Compare's table
    // What a known value leaves out (part numbers whose price or draw is unknown); empty: the
    // value is complete. An incomplete value is shown, marked, and never ranked.
    std::function<std::vector<std::string>(const Plan &)> leavesOut = {};
    // A row only when some compared plan has this network ("" : always); a plan without it has
    // no value on the row: not unknown, not planned (plansNetwork).
    std::string_view network = {};
};

// Whether a plan has a network ("compute", "storage", "inband", "oob", or "cluster" for the racks
// and PDUs the BOM lists when there is more than the compute fabric).
bool plansNetwork(const Plan &plan, std::string_view network);

// Every metric, in the order Compare shows its rows.
const std::vector<Metric> &planMetrics();
// The metric of an id, or nullptr.
const Metric *findMetric(std::string_view id);

// The net cost of a plan: what the customer pays for what the plan lists, in its currency.
// complete is false when some lines have no price (amount then sums the known ones only).
// The one place cost is read: the pricing engine replaces its body when it lands.
struct NetCost
{
    double amount = 0.0;
    std::string currency;
    bool complete = true;
};
NetCost netCost(const Plan &plan);

// The power of everything but the compute nodes; unknown when some such part's draw is.
std::optional<double> networkPowerW(const Plan &plan);

// The part numbers of a plan's BOM lines whose price (or power draw) is unknown, each once, in
// BOM order; network "" : every line.
std::vector<std::string> partsWithoutPrice(const Plan &plan, std::string_view network = {});
std::vector<std::string> partsWithoutPower(const Plan &plan);

struct CollectivePoint
{
    Collective collective = Collective::AllReduce;
    std::uint64_t bytes = 0;
    NcclEnv env; // NCCL's defaults unless a caller runs it otherwise (explore: SHARP enabled)
};

// The analytical model of a plan (nullopt for a plan with errors), and one collective on it.
std::optional<CollectiveModel> collectiveModelOf(const Plan &plan, const Catalogue &catalogue);
struct CollectiveFigures
{
    std::optional<double> busbwGBps;
    std::optional<double> timeUs;
};
CollectiveFigures collectiveFigures(const CollectiveModel &model, const CollectivePoint &point);

} // namespace fabric
