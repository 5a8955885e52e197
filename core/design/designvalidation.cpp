#include "core/design/designvalidation.h"

#include "core/common/calendardate.h"
#include "core/common/iso4217.h"
#include "core/common/usertext.h"

#include "core/catalogue/catalogue.h"
#include "core/catalogue/namematch.h"
#include "core/pricing/exchangerate.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <optional>
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
            error(field, Text(FABRIC_TR("fabric::Design", "expected a positive whole number, got %1"), value));
    }
    void atMost(const char *field, long long value, long long limit)
    {
        if (value > limit)
            error(field, Text(FABRIC_TR("fabric::Design", "at most %1, got %2"), limit, value));
    }
    void range(const char *field, double value, double low, double high, std::optional<TextPattern> why = {})
    {
        if (!std::isfinite(value) || value < low || value > high)
            error(field, why ? Text(FABRIC_TR("fabric::Design", "expected a number from %1 to %2, got %3 (%4)"), text(low), text(high),
                                    text(value), *why)
                             : Text(FABRIC_TR("fabric::Design", "expected a number from %1 to %2, got %3"), text(low), text(high),
                                    text(value)));
    }
    void positiveReal(const char *field, double value, double high)
    {
        if (!std::isfinite(value) || value <= 0 || value > high)
            error(field, Text(FABRIC_TR("fabric::Design", "expected a number above 0 and at most %1, got %2"), text(high), text(value)));
    }
    void error(std::string field, Text message)
    {
        m_out.push_back(makeError(std::move(field), std::move(message)));
    }
    void warning(std::string field, Text message)
    {
        m_out.push_back(makeWarning(std::move(field), std::move(message)));
    }

private:
    Diagnostics &m_out;
};

// Caps that keep the planner's memory and time bounded on any input: far beyond any real cluster.
constexpr long long kMaxGpus = 4'000'000;
constexpr long long kMaxRails = 1024;
constexpr long long kMaxPlanes = 16;
constexpr long long kMaxSpeed = 3200;

void checkCounts(const Design &d, Checker &c)
{
    if (d.gpus && d.unusedNodes)
        c.warning("nodes", Text(FABRIC_TR("fabric::Design", "the project gives both %1 nodes and %2 GPUs: the GPUs size the "
                                                            "cluster and the node count is not used (saving drops it)"),
                                *d.unusedNodes, *d.gpus));
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
    if (d.tiers && *d.tiers != 2 && *d.tiers != 3)
        c.error("tiers", Text(FABRIC_TR("fabric::Design", "%1 tiers: a fat tree can be forced to 2 or 3 tiers only"), *d.tiers));
    c.positive("planes", d.planes);
    c.atMost("planes", d.planes, kMaxPlanes);
    c.range("oversubscription", d.oversubscription, 1.0, 64.0, FABRIC_TR("fabric::Design", "leaf down:up, 1 is non-blocking"));
    c.range("spineOversubscription", d.spineOversubscription, 1.0, 64.0,
            FABRIC_TR("fabric::Design", "spine down:up, 1 is non-blocking"));
    c.range("growthPercent", d.growthPercent, 0.0, 1000.0);
}

void checkNetworks(const ClusterNetworks &n, Checker &c)
{
    if (n.planned && std::find(n.planned->begin(), n.planned->end(), NetworkRole::Compute) == n.planned->end())
        c.error("networks.planned", FABRIC_TR("fabric::Design", "the compute fabric is always planned: list compute too"));
    for (NetworkRole role : {NetworkRole::Storage, NetworkRole::Inband, NetworkRole::Oob}) {
        const NetworkSpec &spec = n.spec(role);
        const std::string at = "networks." + std::string(toString(role)) + ".";
        if (spec.nodePorts) {
            c.positive((at + "nodePorts").c_str(), *spec.nodePorts);
            c.atMost((at + "nodePorts").c_str(), *spec.nodePorts, kMaxRails);
        }
        if (spec.linkSpeedGbps) {
            c.positive((at + "linkSpeedGbps").c_str(), *spec.linkSpeedGbps);
            c.atMost((at + "linkSpeedGbps").c_str(), *spec.linkSpeedGbps, kMaxSpeed);
        }
        if (spec.oversubscription)
            c.range((at + "oversubscription").c_str(), *spec.oversubscription, 1.0, 64.0,
                    FABRIC_TR("fabric::Design", "leaf down:up, 1 is non-blocking"));
    }
    if (n.storageDevices < 0)
        c.error("networks.storageDevices", Text(FABRIC_TR("fabric::Design", "expected zero or more, got %1"), n.storageDevices));
    c.atMost("networks.storageDevices", n.storageDevices, kMaxNodes);
    c.positive("networks.storagePortsPerDevice", n.storagePortsPerDevice);
    c.atMost("networks.storagePortsPerDevice", n.storagePortsPerDevice, kMaxRails);
    if (n.storageLinkSpeedGbps) {
        c.positive("networks.storageLinkSpeedGbps", *n.storageLinkSpeedGbps);
        c.atMost("networks.storageLinkSpeedGbps", *n.storageLinkSpeedGbps, kMaxSpeed);
    }
    if (n.managementServers) {
        if (*n.managementServers < 0)
            c.error("networks.managementServers", Text(FABRIC_TR("fabric::Design", "expected zero or more, got %1"), *n.managementServers));
        c.atMost("networks.managementServers", *n.managementServers, 1000);
    }
    if (n.pdusPerRack < 0)
        c.error("networks.pdusPerRack", Text(FABRIC_TR("fabric::Design", "expected zero or more, got %1"), n.pdusPerRack));
    c.atMost("networks.pdusPerRack", n.pdusPerRack, 16);
}

void checkSettings(const Design &d, Checker &c)
{
    const auto nameCharacters = static_cast<std::size_t>(
        std::count_if(d.name.begin(), d.name.end(), [](char ch) { return (static_cast<unsigned char>(ch) & 0xC0) != 0x80; }));
    if (nameCharacters > kMaxDesignNameCharacters)
        c.error("name", Text(FABRIC_TR("fabric::Design", "the name has %1 characters; a name has at most %2"), nameCharacters,
                             kMaxDesignNameCharacters));
    checkNetworks(d.networks, c);
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
            c.error(at + ".rack", FABRIC_TR("fabric::Design", "expected a rack name such as R01-03"));
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
    c.range("pricing.taxPercent", d.pricing.taxPercent, 0.0, 100.0);
    if (d.pricing.currency.empty())
        c.error("pricing.currency", FABRIC_TR("fabric::Design", "expected a currency code such as USD"));
    else if (!findIso4217(d.pricing.currency))
        c.error("pricing.currency", Text(FABRIC_TR("fabric::Design", "'%1' is not an ISO 4217 currency code (such as USD, EUR, CNY, JPY)"), d.pricing.currency));
    if (d.pricing.exchangeRate && !isPlausibleRate(*d.pricing.exchangeRate))
        c.error("pricing.exchangeRate", Text(FABRIC_TR("fabric::Design", "expected a number of %1 per USD from %2 to %3, got %4"),
                                             d.pricing.currency, formatPerUsd(kLowestPerUsd), formatPerUsd(kHighestPerUsd),
                                             formatPerUsd(*d.pricing.exchangeRate)));
    // Rates are quoted by the day or by the month (2026-11).
    const std::string &rateDate = d.pricing.exchangeRateDate;
    if (!rateDate.empty() && !isCalendarDate(rateDate) && !isCalendarMonth(rateDate))
        c.error("pricing.exchangeRateDate", Text(FABRIC_TR("fabric::Design", "expected a date such as 2026-11-30, got '%1'"), rateDate));
    if (!d.quote.date.empty() && !isCalendarDate(d.quote.date))
        c.error("quote.date", Text(FABRIC_TR("fabric::Design", "expected a date such as 2026-11-30, got '%1'"), d.quote.date));
    if (d.quote.validityDays < 0)
        c.error("quote.validityDays", Text(FABRIC_TR("fabric::Design", "expected zero or more days, got %1"), d.quote.validityDays));
    for (const auto &[category, percent] : d.quote.discountPercentByCategory)
        c.range(("quote.discountPercentByCategory." + category).c_str(), percent, 0.0, 100.0);
    for (const auto &[name, value] : d.modelOverrides)
        if (!std::isfinite(value))
            c.error("modelOverrides." + name, FABRIC_TR("fabric::Design", "expected a finite number"));
}

void checkCatalogueNames(const Design &d, const Catalogue &catalogue, Checker &c)
{
    const auto platformMatch = matchPlatform(catalogue, d.platform);
    const Platform *platform = platformMatch.found;
    if (!platform) {
        std::vector<std::string> names;
        for (const auto &p : catalogue.platforms())
            names.push_back(p.name);
        c.error("platform", unknownNameMessage(CatalogueName::Platform, d.platform, platformMatch.candidates, false, names));
    } else {
        if (d.gpus && platform->gpus == 0)
            c.error("gpus", Text(FABRIC_TR("fabric::Design", "%1 has no GPUs; give the number of nodes instead"), d.platform));
        if (const Nic *nic = catalogue.findNic(platform->nicModel)) {
            if (!nic->supports(d.fabric))
                c.error("fabric", Text(FABRIC_TR("fabric::Design", "%1's NIC %2 does not speak %3"), d.platform, nic->model,
                                      technologyName(d.fabric)));
        }
        const int speed = d.linkSpeedGbps.value_or(platform->nicSpeedGbps);
        // A platform without a named NIC (generic-server) takes whatever card the user fits.
        if (d.linkSpeedGbps && !platform->nicModel.empty() && speed > platform->nicSpeedGbps)
            c.error("linkSpeedGbps", Text(FABRIC_TR("fabric::Design", "%1 Gb/s is faster than %2's NIC (%3 Gb/s)"), speed, d.platform,
                                         platform->nicSpeedGbps));
    }
    if (!d.switchModel.empty()) {
        const auto switchMatch = matchSwitch(catalogue, d.switchModel);
        const SwitchModel *s = switchMatch.found;
        std::vector<std::string> names;
        for (const auto &model : catalogue.switches())
            if (model.technology == d.fabric && !model.hasRole("management"))
                names.push_back(model.model);
        if (!s)
            c.error("switchModel", unknownNameMessage(CatalogueName::Switch, d.switchModel, switchMatch.candidates,
                                                      switchMatch.ambiguous, names));
        else if (s->technology != d.fabric)
            c.error("switchModel", Text(FABRIC_TR("fabric::Design", "%1 is an %2 switch but the fabric is %3"), s->model,
                                       technologyName(s->technology), technologyName(d.fabric)));
    }
    for (NetworkRole role : {NetworkRole::Storage, NetworkRole::Inband, NetworkRole::Oob}) {
        const std::string &model = d.networks.spec(role).switchModel;
        if (model.empty())
            continue;
        const auto match = matchSwitch(catalogue, model);
        std::vector<std::string> names;
        for (const auto &s : catalogue.switches())
            names.push_back(s.model);
        if (!match.found)
            c.error("networks." + std::string(toString(role)) + ".switchModel",
                    unknownNameMessage(CatalogueName::Switch, model, match.candidates, match.ambiguous, names));
    }
    // A stored price names a part as a price list does (a switch by its model or part number),
    // once: one the catalogue does not know, or two names of one part, priced nothing or twice.
    std::map<std::string, std::size_t> pricedAt;
    for (std::size_t i = 0; i < d.pricing.prices.size(); ++i) {
        const std::string field = "pricing.prices[" + std::to_string(i) + "].part";
        const std::string &name = d.pricing.prices[i].partNumber;
        const auto part = catalogue.pricedPartNumber(name);
        if (!part)
            c.error(field, Text(FABRIC_TR("fabric::Design", "unknown part %1: the catalogue has no part of this name or part number"),
                                quotedText(name)));
        else if (const auto [it, added] = pricedAt.emplace(*part, i); !added)
            c.error(field, Text(FABRIC_TR("fabric::Design", "%1 is the same part as pricing.prices[%2].part, %3"), quotedText(name),
                                it->second, quotedText(d.pricing.prices[it->second].partNumber)));
    }
    // Any ISO 4217 code, with the project's rate or the catalogue's (an unknown code is named above).
    if (!catalogue.currencies().empty() && findIso4217(d.pricing.currency) && !d.pricing.exchangeRate
        && !catalogue.findCurrency(d.pricing.currency))
        if (auto rate = exchangeRateOf(d, catalogue); !rate)
            c.error("pricing.currency", rate.errorText());
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
