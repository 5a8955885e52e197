#pragma once

#include "core/catalogue/catalogue.h"
#include "core/common/text.h"
#include "core/compare/metrics.h"
#include "core/model/collective.h"
#include "core/plan/plan.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace fabric {

// One metric across designs: its values, the difference of each from the first design, and
// which design is best on it (none when they tie or the metric has no better side).
struct ComparisonRow
{
    Text group; // Size, Switches, Links, Cost, Power, Performance
    Text metric;
    std::string unit;
    Better better = Better::Neither;
    std::vector<std::optional<double>> values;

    std::optional<double> delta(std::size_t design) const;        // values[design] - values[0]
    std::optional<double> deltaPercent(std::size_t design) const; // relative to values[0]
    std::optional<std::size_t> best() const;
};

struct Comparison
{
    std::vector<std::string> designs; // names
    std::vector<ComparisonRow> rows;
};

// The collective sizes compared when the user names none: small (latency) and large (bandwidth)
// all-reduce, and large all-to-all.
std::vector<CollectivePoint> defaultCollectivePoints();

Comparison compare(const std::vector<Plan> &plans, const Catalogue &catalogue,
                   const std::vector<CollectivePoint> &points = defaultCollectivePoints());

// The same cluster on the other technology: InfiniBand <-> RoCE, same nodes and speed, the
// switch chosen automatically, SHARP and UFM where InfiniBand has them.
Design counterpartDesign(const Design &design);
// Its name: "<name> (RoCE)" or "<name> (InfiniBand)".
Text counterpartName(const Design &design);

} // namespace fabric
