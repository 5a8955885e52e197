#include "core/bom/bombuilder.h"
#include "core/common/bomcategories.h"
#include "core/pricing/pricingengine.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <map>
#include <optional>
#include <unordered_map>
#include <unordered_set>

namespace fabric {

namespace {

std::string formatPrice(double price)
{
    char text[40];
    std::snprintf(text, sizeof text, "%.2f", price);
    return text;
}

const char *const kNetworkOrder[] = {"compute", "storage", "inband", "oob", "cluster"};

int networkRank(const std::string &network)
{
    for (int i = 0; i < static_cast<int>(std::size(kNetworkOrder)); ++i)
        if (network == kNetworkOrder[i])
            return i;
    return static_cast<int>(std::size(kNetworkOrder));
}

int categoryRank(const std::string &category)
{
    for (int i = 0; i < static_cast<int>(kBomCategories.size()); ++i)
        if (category == kBomCategories[static_cast<std::size_t>(i)])
            return i;
    return static_cast<int>(kBomCategories.size());
}

class BomBuilder
{
public:
    BomBuilder(const Design &design, const Sizing &sizing, const Topology &topology,
               const CablePlan &cables, const Catalogue &catalogue, Diagnostics &diagnostics)
        : m_design(design), m_sizing(sizing), m_topology(topology), m_cables(cables),
          m_catalogue(catalogue), m_diagnostics(diagnostics)
    {
    }

    Bom build()
    {
        start();
        addDevices();
        addNics();
        addMedia();
        return finish();
    }

    Bom buildCluster(const std::vector<NetworkPlan> &networks, const FloorPlan &floor)
    {
        start();
        for (const NetworkPlan &network : networks) {
            m_network = std::string(toString(network.role));
            if (network.role == NetworkRole::Compute) {
                addDevices();
                addNics();
            } else {
                addNetworkDevices(network);
            }
            addMedia(network.topology, network.cables);
        }
        if (networks.size() > 1)
            addFacility(floor);
        return finish();
    }

private:
    void start()
    {
        m_bom.currency = currency();
        // Keyed as the BOM names the part: a project may name a switch by its model ("QM9790"), as
        // a price list may (the design check refuses a name the catalogue does not know).
        for (const StoredPrice &stored : m_design.pricing.prices)
            m_stored.emplace(m_catalogue.pricedPartNumber(stored.partNumber).value_or(stored.partNumber), &stored);
        if (m_design.pricing.discountPercent < 0.0 || m_design.pricing.discountPercent > 100.0)
            m_diagnostics.push_back(makeError("pricing.discountPercent", FABRIC_TR("fabric::Bom", "must be between 0 and 100")));
        if (m_design.pricing.sparesPercent < 0.0)
            m_diagnostics.push_back(makeError("pricing.sparesPercent", FABRIC_TR("fabric::Bom", "must not be negative")));
    }

    Bom finish()
    {
        addSpares();
        std::stable_sort(m_bom.lines.begin(), m_bom.lines.end(), [](const BomLine &a, const BomLine &b) {
            const int ra = categoryRank(a.category), rb = categoryRank(b.category);
            if (ra != rb)
                return ra < rb;
            const int na = networkRank(a.network), nb = networkRank(b.network);
            return na != nb ? na < nb : a.partNumber < b.partNumber;
        });
        total();
        return std::move(m_bom);
    }

    // A network beside the compute fabric: its switches as sized (its topology also holds the
    // devices it reaches: the OOB network every managed device, the in-band network the OOB
    // switches' uplinks), its UFM appliances and, on the in-band network, the management servers.
    // Storage devices are the storage vendor's and not on this bill.
    void addNetworkDevices(const NetworkPlan &network)
    {
        // One line a model, whatever tiers it serves (as the compute fabric's switches).
        for (const auto &[model, count] : network.sizing.switchesByModel()) {
            if (const SwitchModel *s = m_catalogue.findSwitch(model))
                add("Switches", s->partNumber(), Text(FABRIC_TR("fabric::Bom", "%1 %2 switch, %3"), s->model, s->family, s->cageType),
                    count, &s->price, s->powerW);
        }
        std::map<std::string, long long> appliances, servers;
        const Infrastructure *server = m_catalogue.findInfrastructure(InfrastructureRole::ManagementServer);
        for (const Device &d : network.topology.devices) {
            if (d.kind != DeviceKind::Appliance || d.managementPortOnly)
                continue;
            if (m_catalogue.findAppliance(d.model))
                ++appliances[d.model];
            else if (server && d.model == server->model)
                ++servers[d.model];
        }
        for (const auto &[model, count] : appliances) {
            const Appliance *a = m_catalogue.findAppliance(model);
            add("Fabric managers", a->model, Text(FABRIC_TR("fabric::Bom", "%1 fabric management appliance"), a->model), count,
                &a->price, a->powerW);
        }
        for (const auto &[model, count] : servers)
            add("Servers", server->model, Text::plain(server->description), count, &server->price, server->powerW);
    }

    // Racks and rack PDUs, as the RAs' component tables list them; a rack-scale system is its own
    // rack with its own power shelves.
    void addFacility(const FloorPlan &floor)
    {
        m_network = "cluster";
        const Platform *p = platform();
        long long racks = 0;
        for (const Rack &rack : floor.racks)
            racks += p && p->rackScale && rack.role == RackRole::Compute ? 0 : 1;
        if (const Infrastructure *rack = m_catalogue.findInfrastructure(InfrastructureRole::Rack))
            add("Facility", rack->model, Text::plain(rack->description), racks, &rack->price, rack->powerW);
        if (const Infrastructure *pdu = m_catalogue.findInfrastructure(InfrastructureRole::Pdu))
            add("Facility", pdu->model, Text::plain(pdu->description), racks * m_design.networks.pdusPerRack, &pdu->price,
                pdu->powerW);
    }

    std::string currency()
    {
        auto rate = exchangeRateOf(m_design, m_catalogue);
        if (!rate) {
            m_diagnostics.push_back(makeError("pricing.currency", rate.errorText()));
            return "USD";
        }
        m_perUsd = rate->perUsd;
        m_bom.exchangeRate = *rate;
        return rate->currency;
    }

    void add(std::string category, std::string partNumber, Text description, long long quantity,
             const Price *price, std::optional<double> unitPowerW)
    {
        if (quantity <= 0)
            return;
        if (m_design.quote.networkOnly && (category == "Compute" || category == "Servers"))
            return; // a network-only bill: the customer buys the nodes and servers elsewhere
        BomLine line;
        line.category = std::move(category);
        line.partNumber = std::move(partNumber);
        line.description = std::move(description);
        line.quantity = static_cast<int>(quantity);
        line.network = m_network;
        if (const auto stored = m_stored.find(line.partNumber); stored != m_stored.end()) {
            // The project's own price wins over this machine's list: the file quotes what it quoted.
            line.unitPrice = inBomCurrency(*stored->second);
            line.indicative = false;
            line.source = stored->second->source;
            line.userPrice = *stored->second;
            line.priceFromProject = true;
            if (price && price->fromUserList && !price->listed.samePrice(*stored->second)
                && m_notedChanges.insert(line.partNumber).second)
                m_diagnostics.push_back(makeNote(
                    "pricing.prices",
                    Text(FABRIC_TR("fabric::Bom", "the project prices %1 at %2 %3 (%4); your price list now says %5 %6: the "
                                                  "project's price is used (Design > Update Prices From My List takes yours)"),
                         line.partNumber, formatPrice(stored->second->price), stored->second->currency,
                         stored->second->date.empty() ? stored->second->source : stored->second->source + ", " + stored->second->date,
                         formatPrice(price->listed.price), price->listed.currency)));
        } else {
            // Converted, a unit price is quoted to the cent, as any price list in that currency is:
            // the unit price shown times the quantity is then the line's list price.
            // A price from the user's list is taken as listed when the BOM is in its currency (a
            // 70 EUR price on an EUR project is 70.00, not a trip through the dollar and back).
            if (price && price->fromUserList)
                line.unitPrice = inBomCurrency(price->listed);
            else if (price && price->usd)
                line.unitPrice = m_bom.currency != "USD" ? roundToCents(*price->usd * m_perUsd) : *price->usd;
            line.indicative = !price || price->indicative;
            line.source = price ? price->source : std::string();
            if (price && price->fromUserList)
                line.userPrice = price->listed;
        }
        line.powerW = unitPowerW.value_or(0.0) * static_cast<double>(quantity);
        line.powerUnknown = !unitPowerW.has_value();
        m_bom.lines.push_back(std::move(line));
    }

    // A stored price in the BOM's currency; unknown (and an error) when its currency is not one
    // the catalogue has a rate for.
    std::optional<double> inBomCurrency(const StoredPrice &stored)
    {
        if (stored.currency == m_bom.currency)
            return stored.price;
        if (const Currency *c = m_catalogue.findCurrency(stored.currency); c && c->perUsd > 0.0) {
            noteListedRate(*c);
            return roundToCents(stored.price / c->perUsd * m_perUsd);
        }
        m_diagnostics.push_back(makeError("pricing.prices",
                                          Text(FABRIC_TR("fabric::Bom", "the project's price of %1 is in %2, a currency the catalogue has no rate for"),
                                               stored.partNumber, stored.currency)));
        return std::nullopt;
    }

    void noteListedRate(const Currency &c)
    {
        std::vector<ExchangeRate> &rates = m_bom.listedRates;
        if (c.code == "USD" || std::any_of(rates.begin(), rates.end(), [&](const ExchangeRate &r) { return r.currency == c.code; }))
            return;
        rates.push_back({c.code, c.perUsd, c.asOf, c.source});
    }

    void addDevices()
    {
        std::map<std::string, long long> nodes, switches, appliances;
        for (int id = 0; id < m_topology.deviceCount(); ++id) {
            const Device &d = m_topology.device(id);
            auto &counts = d.kind == DeviceKind::Node ? nodes : d.kind == DeviceKind::Switch ? switches : appliances;
            ++counts[d.kind == DeviceKind::Node ? std::string() : d.model];
        }
        m_nodes = nodes.empty() ? 0 : nodes.begin()->second;
        if (const Platform *p = platform(); p && m_nodes > 0) {
            std::string description = p->vendor + " " + p->name;
            if (p->gpus > 0)
                description += ", " + std::to_string(p->gpus) + " x " + p->gpuModel;
            add("Compute", p->name, Text::plain(description), m_nodes, &p->price,
                p->powerKw ? std::optional<double>(*p->powerKw * 1000.0) : std::nullopt);
        }
        for (const auto &[model, count] : switches) {
            if (const SwitchModel *s = m_catalogue.findSwitch(model))
                add("Switches", s->partNumber(),
                    Text(FABRIC_TR("fabric::Bom", "%1 %2 switch, %3"), s->model, s->family, s->cageType), count,
                    &s->price, s->powerW);
            else
                add("Switches", model, Text(FABRIC_TR("fabric::Bom", "%1 switch (not in the catalogue)"), model), count,
                    nullptr, std::nullopt);
        }
        for (const auto &[model, count] : appliances) {
            if (const Appliance *a = m_catalogue.findAppliance(model))
                add("Fabric managers", a->model, Text(FABRIC_TR("fabric::Bom", "%1 fabric management appliance"), a->model),
                    count, &a->price, a->powerW);
            else
                add("Fabric managers", model, Text(FABRIC_TR("fabric::Bom", "%1 (not in the catalogue)"), model), count,
                    nullptr, std::nullopt);
        }
    }

    const Platform *platform() const
    {
        return m_sizing.platform ? m_sizing.platform : m_catalogue.findPlatform(m_design.platform);
    }

    void addNics()
    {
        const Platform *p = platform();
        if (!p || p->nicIncluded || p->nicModel.empty() || m_nodes == 0)
            return;
        const int rails = m_sizing.railsPerNode > 0 ? m_sizing.railsPerNode : p->computePorts;
        const Nic *nic = m_catalogue.findNic(p->nicModel);
        const int portsPerNic = nic ? std::max(1, nic->ports) : 1;
        const long long perNode = (rails + portsPerNic - 1) / portsPerNic;
        if (nic)
            add("NICs", nic->model,
                Text::plain(nic->family + " " + nic->model + ", " + std::to_string(nic->ports) + " x " +
                            std::to_string(nic->speedGbps) + "G " + nic->cageType),
                perNode * m_nodes, &nic->price, nic->powerW);
        else
            add("NICs", p->nicModel, Text(FABRIC_TR("fabric::Bom", "%1 (not in the catalogue)"), p->nicModel),
                perNode * m_nodes, nullptr, std::nullopt);
    }

    void addMedia() { addMedia(m_topology, m_cables); }

    void addMedia(const Topology &topology, const CablePlan &cables)
    {
        // The cabler tallied the units as it planned the runs; a cable plan made without it (by
        // hand, in a test) is tallied here.
        std::optional<MediaTally> own;
        if (!cables.tally.covers(topology.links.size()))
            own = MediaTally::of(topology, cables.runs, cables.media);
        const MediaTally &tally = own ? *own : cables.tally;
        for (const auto &[part, units] : tally.opticUnits())
            if (units > 0)
                addMedium("Transceivers", part, units);
        std::unordered_map<const Medium *, long long> cableUnits;
        const std::vector<long long> &byMedium = tally.cableUnits();
        for (std::size_t i = 0; i < byMedium.size() && i < cables.media.size(); ++i)
            if (byMedium[i] > 0)
                cableUnits[cables.media[i].cable] += byMedium[i];
        for (const auto &[part, count] : cableUnits)
            addMedium(part->kind == MediaKind::Fibre ? "Fibre" : "Cables", part, count);
    }

    static Text describe(const Medium &part)
    {
        if (part.forSale)
            return Text::plain(part.description);
        if (part.replacedBy.empty())
            return Text(FABRIC_TR("fabric::Bom", "%1 (END-OF-LIFE, not for sale)"), part.description);
        return Text(FABRIC_TR("fabric::Bom", "%1 (END-OF-LIFE, not for sale; NVIDIA sells instead: %2)"), part.description,
                    part.replacedBy);
    }

    void addMedium(const char *category, const Medium *part, long long count)
    {
        // The catalogue's own product description, as NVIDIA words it; an end-of-life part (taken
        // where nothing on sale reaches) says so, with what NVIDIA sells instead.
        add(category, part->partNumber, describe(*part), count, &part->price, part->powerW);
        m_media.push_back({category, part, count, m_network});
    }

    void addSpares()
    {
        const double percent = m_design.pricing.sparesPercent;
        if (percent <= 0.0)
            return;
        for (const auto &[category, part, count, network] : m_media) {
            m_network = network;
            const auto spares = static_cast<long long>(std::ceil(count * percent / 100.0 - 1e-9));
            add("Spares", part->partNumber, Text(FABRIC_TR("fabric::Bom", "Spare: %1"), describe(*part)), spares,
                &part->price, 0.0);
        }
    }

    void total()
    {
        for (const BomLine &line : m_bom.lines) {
            m_bom.powerW += line.powerW;
            if (line.category != "Compute")
                m_bom.networkPowerW += line.powerW;
        }
        m_bom.cost = priceOf(m_bom, m_design);
        const std::vector<std::string> &missing = m_bom.cost.unknownParts;
        if (missing.empty())
            return;
        std::string parts;
        for (std::size_t i = 0; i < missing.size() && i < 12; ++i)
            parts += (i ? ", " : "") + missing[i];
        Text list = Text::plain(parts);
        if (missing.size() > 12)
            list = Text(FABRIC_TR("fabric::Bom", "%1 and %2 more"), list, missing.size() - 12);
        m_diagnostics.push_back(makeNote(
            "pricing", Text(missing.size() == 1 ? FABRIC_TR("fabric::Bom", "%1 part has no known price (quoted on request, outside the totals): %2")
                                                : FABRIC_TR("fabric::Bom", "%1 parts have no known price (quoted on request, outside the totals): %2"),
                            missing.size(), list)));
    }

    struct MediaLine
    {
        const char *category;
        const Medium *part;
        long long count;
        std::string network;
    };

    const Design &m_design;
    const Sizing &m_sizing;
    const Topology &m_topology;
    const CablePlan &m_cables;
    const Catalogue &m_catalogue;
    Diagnostics &m_diagnostics;
    Bom m_bom;
    double m_perUsd = 1.0;
    std::unordered_map<std::string, const StoredPrice *> m_stored; // the project's prices by part
    std::unordered_set<std::string> m_notedChanges;                 // parts whose list price differs, noted once
    long long m_nodes = 0;
    std::vector<MediaLine> m_media;
    std::string m_network = "compute"; // of the lines being added
};

} // namespace

Bom priceBom(const Design &design, const Sizing &sizing, const Topology &topology,
             const CablePlan &cables, const Catalogue &catalogue, Diagnostics &diagnostics)
{
    return BomBuilder(design, sizing, topology, cables, catalogue, diagnostics).build();
}

Bom priceClusterBom(const Design &design, const std::vector<NetworkPlan> &networks, const FloorPlan &floor,
                    const Catalogue &catalogue, Diagnostics &diagnostics)
{
    const NetworkPlan &compute = networks.front();
    return BomBuilder(design, compute.sizing, compute.topology, compute.cables, catalogue, diagnostics)
        .buildCluster(networks, floor);
}

} // namespace fabric
