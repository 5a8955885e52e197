#include "core/design/designvalidation.h"

#include "core/common/usertext.h"

#include "core/catalogue/catalogue.h"
#include "core/catalogue/namematch.h"

#include <cmath>
#include <string>

namespace fabric {

namespace {

std::string text(double v)
{
    char buffer[48];
    std::snprintf(buffer, sizeof buffer, "%g", v);
    return buffer;
}

class Checker
{
public:
    explicit Checker(Diagnostics &out) : m_out(out) {}

    void positive(const char *field, long long value)
    {
        if (value < 1)
            error(field, "expected a positive whole number, got " + std::to_string(value));
    }
    void atMost(const char *field, long long value, long long limit)
    {
        if (value > limit)
            error(field, "at most " + std::to_string(limit) + ", got " + std::to_string(value));
    }
    void range(const char *field, double value, double low, double high, const char *why = nullptr)
    {
        if (!std::isfinite(value) || value < low || value > high) {
            std::string message = "expected a number from " + text(low) + " to " + text(high)
                + ", got " + text(value);
            if (why)
                message += std::string(" (") + why + ")";
            error(field, message);
        }
    }
    void positiveReal(const char *field, double value, double high)
    {
        if (!std::isfinite(value) || value <= 0 || value > high)
            error(field, "expected a number above 0 and at most " + text(high) + ", got " + text(value));
    }
    void error(std::string field, std::string message)
    {
        m_out.push_back(makeError(std::move(field), std::move(message)));
    }

private:
    Diagnostics &m_out;
};

// Caps that keep the planner's memory and time bounded on any input: far beyond any real cluster.
constexpr long long kMaxNodes = 1'000'000;
constexpr long long kMaxGpus = 4'000'000;
constexpr long long kMaxRails = 1024;
constexpr long long kMaxPlanes = 16;
constexpr long long kMaxSpeed = 3200;

void checkCounts(const Design &d, Checker &c)
{
    if (d.gpus) {
        c.positive("gpus", *d.gpus);
        c.atMost("gpus", *d.gpus, kMaxGpus);
    } else {
        c.positive("nodes", d.nodes);
        c.atMost("nodes", d.nodes, kMaxNodes);
    }
    if (d.rails) {
        c.positive("rails", *d.rails);
        c.atMost("rails", *d.rails, kMaxRails);
    }
    if (d.linkSpeedGbps) {
        c.positive("linkSpeedGbps", *d.linkSpeedGbps);
        c.atMost("linkSpeedGbps", *d.linkSpeedGbps, kMaxSpeed);
    }
    if (d.suSize) {
        c.positive("suSize", *d.suSize);
        c.atMost("suSize", *d.suSize, kMaxNodes);
    }
    c.positive("planes", d.planes);
    c.atMost("planes", d.planes, kMaxPlanes);
    c.range("oversubscription", d.oversubscription, 1.0, 64.0, "leaf down:up, 1 is non-blocking");
    c.range("spineOversubscription", d.spineOversubscription, 1.0, 64.0,
            "spine down:up, 1 is non-blocking");
    c.range("growthPercent", d.growthPercent, 0.0, 1000.0);
}

void checkSettings(const Design &d, Checker &c)
{
    const FloorSettings &f = d.floor;
    if (f.racksPerRow != 0) // 0 is automatic
        c.positive("floor.racksPerRow", f.racksPerRow);
    c.atMost("floor.racksPerRow", f.racksPerRow, 1000);
    c.positive("floor.rackUnits", f.rackUnits);
    c.atMost("floor.rackUnits", f.rackUnits, 100);
    c.positiveReal("floor.rackPowerKw", f.rackPowerKw, 10000.0);
    c.positiveReal("floor.rackWidthM", f.rackWidthM, 10.0);
    c.positiveReal("floor.rackDepthM", f.rackDepthM, 10.0);
    c.range("floor.aisleM", f.aisleM, 0.0, 100.0);
    if (f.nodesPerRack) {
        c.positive("floor.nodesPerRack", *f.nodesPerRack);
        c.atMost("floor.nodesPerRack", *f.nodesPerRack, 1000);
    }
    for (std::size_t i = 0; i < f.rackMoves.size(); ++i) {
        const RackMove &m = f.rackMoves[i];
        const std::string at = "floor.rackMoves[" + std::to_string(i) + "]";
        if (m.rack.empty())
            c.error(at + ".rack", "expected a rack name such as R01-03");
        // Far beyond any data hall; keeps cable lengths finite and meaningful.
        c.range((at + ".xM").c_str(), m.xM, 0.0, 10000.0);
        c.range((at + ".yM").c_str(), m.yM, 0.0, 10000.0);
    }
    const CablingSettings &k = d.cabling;
    c.range("cabling.trayHeightM", k.trayHeightM, 0.0, 100.0);
    c.range("cabling.rackHeightM", k.rackHeightM, 0.0, 100.0);
    c.range("cabling.slackM", k.slackM, 0.0, 100.0);
    c.range("cabling.slackPercent", k.slackPercent, 0.0, 1000.0);
    c.range("pricing.discountPercent", d.pricing.discountPercent, 0.0, 100.0);
    c.range("pricing.sparesPercent", d.pricing.sparesPercent, 0.0, 1000.0);
    if (d.pricing.currency.empty())
        c.error("pricing.currency", "expected a currency code such as USD");
    if (d.quote.validityDays < 0)
        c.error("quote.validityDays", "expected zero or more days, got " + std::to_string(d.quote.validityDays));
    for (const auto &[category, percent] : d.quote.discountPercentByCategory)
        c.range(("quote.discountPercentByCategory." + category).c_str(), percent, 0.0, 100.0);
    for (const auto &[name, value] : d.modelOverrides)
        if (!std::isfinite(value))
            c.error("modelOverrides." + name, "expected a finite number");
}

void checkCatalogueNames(const Design &d, const Catalogue &catalogue, Checker &c)
{
    const auto platformMatch = matchPlatform(catalogue, d.platform);
    const Platform *platform = platformMatch.found;
    if (!platform) {
        std::vector<std::string> names;
        for (const auto &p : catalogue.platforms())
            names.push_back(p.name);
        c.error("platform", unknownNameMessage("platform", d.platform, platformMatch.candidates, false, names));
    } else {
        if (d.gpus && platform->gpus == 0)
            c.error("gpus", d.platform + " has no GPUs; give the number of nodes instead");
        if (const Nic *nic = catalogue.findNic(platform->nicModel)) {
            if (!nic->supports(d.fabric))
                c.error("fabric", d.platform + "'s NIC " + nic->model + " does not speak "
                                      + std::string(toString(d.fabric)));
        }
        const int speed = d.linkSpeedGbps.value_or(platform->nicSpeedGbps);
        // A platform without a named NIC (generic-server) takes whatever card the user fits.
        if (d.linkSpeedGbps && !platform->nicModel.empty() && speed > platform->nicSpeedGbps)
            c.error("linkSpeedGbps", std::to_string(speed) + " Gb/s is faster than " + d.platform
                                         + "'s NIC (" + std::to_string(platform->nicSpeedGbps)
                                         + " Gb/s)");
    }
    if (!d.switchModel.empty()) {
        const auto switchMatch = matchSwitch(catalogue, d.switchModel);
        const SwitchModel *s = switchMatch.found;
        std::vector<std::string> names;
        for (const auto &model : catalogue.switches())
            if (model.technology == d.fabric && !model.hasRole("management"))
                names.push_back(model.model);
        if (!s)
            c.error("switchModel", unknownNameMessage("switch", d.switchModel, switchMatch.candidates,
                                                      switchMatch.ambiguous, names));
        else if (s->technology != d.fabric)
            c.error("switchModel", s->model + " is an " + std::string(toString(s->technology))
                                       + " switch but the fabric is "
                                       + std::string(toString(d.fabric)));
    }
    if (!catalogue.currencies().empty() && !d.pricing.currency.empty()
        && !catalogue.findCurrency(d.pricing.currency))
        c.error("pricing.currency", "unknown currency " + quotedText(d.pricing.currency));
}

} // namespace

Diagnostics validateDesign(const Design &design, const Catalogue *catalogue)
{
    Diagnostics out;
    Checker c(out);
    checkCounts(design, c);
    checkSettings(design, c);
    if (catalogue)
        checkCatalogueNames(design, *catalogue, c);
    return out;
}

} // namespace fabric
