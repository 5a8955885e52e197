#pragma once

#include "core/catalogue/catalogue.h"
#include "core/common/text.h"
#include "core/compare/metrics.h"
#include "core/model/collective.h"
#include "core/model/modelparameters.h"
#include "core/plan/plan.h"
#include "core/pricing/exchangerate.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace fabric {

// One metric across designs: its values, what each leaves out, the difference of each from the
// first design, and which design is best on it: none when they tie, the metric has no better
// side, or any design's value is unknown or leaves something out (unknown never wins).
struct ComparisonRow
{
    Text group; // Size, Switches, Links, Cost, Power, Performance, Networks
    Text metric;
    std::string unit; // "currency": Comparison::currency
    Better better = Better::Neither;
    std::vector<std::optional<double>> values;
    std::vector<std::vector<std::string>> leavesOut; // per design; empty: complete
    std::vector<bool> planned; // per design: false where it has not the row's network (no value)

    bool complete(std::size_t design) const; // known and leaving nothing out
    std::optional<double> delta(std::size_t design) const;        // values[design] - values[0]
    std::optional<double> deltaPercent(std::size_t design) const; // relative to values[0]
    // Whether delta(design) is exact: both it and the first design's value complete. A difference
    // from a value that leaves something out may be larger or smaller, of either sign; every face
    // marks it as it marks such a value.
    bool deltaComplete(std::size_t design) const;
    std::optional<std::size_t> best() const;
};

struct Comparison
{
    std::vector<std::string> designs; // names
    std::vector<ComparisonRow> rows;
    // Every amount is in currency, at rate; each design's BOM was priced at rates[i] and brought
    // to currency through the US dollar.
    std::string currency = "USD";
    ExchangeRate rate;
    std::vector<ExchangeRate> rates;
    // Per design, the model parameters its design sets (modelOverrides the model takes): figures
    // from different ones differ by them, not only by the hardware.
    std::vector<std::vector<ModelParameter>> setParameters;
    bool modelParametersDiffer() const;
};

// What a design's missing value on a row is said to be, in every output: "not planned" where the
// design has not the row's network, "unknown" where the value is not known; empty where it has one.
Text missingValueText(const ComparisonRow &row, std::size_t design);

// The collective sizes compared when the user names none: small (latency) and large (bandwidth)
// all-reduce, and large all-to-all.
std::vector<CollectivePoint> defaultCollectivePoints();

// Every amount in currency (nullopt: the first plan's currency at its rate).
Comparison compare(const std::vector<Plan> &plans, const Catalogue &catalogue,
                   const std::vector<CollectivePoint> &points = defaultCollectivePoints(),
                   const std::optional<ExchangeRate> &currency = std::nullopt);

// The currency to compare plans in: code at rate (with its date) when given; else the rate of the
// first plan priced in code; else the catalogue's. Fails naming the currency when none is known.
Expected<ExchangeRate> comparisonCurrency(const std::vector<Plan> &plans, const Catalogue &catalogue,
                                          const std::string &code, std::optional<double> rate = std::nullopt,
                                          const std::string &date = {});

// The same cluster on the other technology: InfiniBand <-> RoCE, same nodes and speed, the
// switch chosen automatically, SHARP and UFM where InfiniBand has them.
Design counterpartDesign(const Design &design);
// Its name: "<name> (RoCE counterpart)" or "<name> (InfiniBand counterpart)": the user's name may
// name the other fabric ("... on NDR"), so it says what it is rather than what it runs on.
Text counterpartName(const Design &design);

} // namespace fabric
