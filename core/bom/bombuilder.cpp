#include "core/bom/bombuilder.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <optional>
#include <unordered_map>

namespace fabric {

namespace {

const char *const kCategoryOrder[] = {"Compute", "Switches", "NICs", "Transceivers", "Cables",
                                      "Fibre", "Management", "Spares"};

int categoryRank(const std::string &category)
{
    for (int i = 0; i < static_cast<int>(std::size(kCategoryOrder)); ++i)
        if (category == kCategoryOrder[i])
            return i;
    return static_cast<int>(std::size(kCategoryOrder));
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
        m_bom.currency = currency();
        m_bom.discountPercent = m_design.pricing.discountPercent;
        if (m_design.pricing.discountPercent < 0.0 || m_design.pricing.discountPercent > 100.0)
            m_diagnostics.push_back(makeError("pricing.discountPercent", FABRIC_TR("fabric::Bom", "must be between 0 and 100")));
        if (m_design.pricing.sparesPercent < 0.0)
            m_diagnostics.push_back(makeError("pricing.sparesPercent", FABRIC_TR("fabric::Bom", "must not be negative")));
        addDevices();
        addNics();
        addMedia();
        addSpares();
        std::stable_sort(m_bom.lines.begin(), m_bom.lines.end(), [](const BomLine &a, const BomLine &b) {
            const int ra = categoryRank(a.category), rb = categoryRank(b.category);
            return ra != rb ? ra < rb : a.partNumber < b.partNumber;
        });
        total();
        return std::move(m_bom);
    }

private:
    std::string currency()
    {
        const std::string &code = m_design.pricing.currency;
        if (const Currency *c = m_catalogue.findCurrency(code)) {
            m_perUsd = c->perUsd;
            return c->code;
        }
        std::string known;
        for (const auto &c : m_catalogue.currencies())
            known += (known.empty() ? "" : ", ") + c.code;
        m_diagnostics.push_back(makeError("pricing.currency", Text(FABRIC_TR("fabric::Bom", "unknown currency '%1' (the catalogue has %2)"), code, known)));
        return "USD";
    }

    void add(std::string category, std::string partNumber, Text description, long long quantity,
             const Price *price, std::optional<double> unitPowerW)
    {
        if (quantity <= 0)
            return;
        BomLine line;
        line.category = std::move(category);
        line.partNumber = std::move(partNumber);
        line.description = std::move(description);
        line.quantity = static_cast<int>(quantity);
        if (price && price->usd)
            line.unitPrice = *price->usd * m_perUsd;
        line.indicative = !price || price->indicative;
        line.source = price ? price->source : std::string();
        line.powerW = unitPowerW.value_or(0.0) * static_cast<double>(quantity);
        line.powerUnknown = !unitPowerW.has_value();
        m_bom.lines.push_back(std::move(line));
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
                add("Management", a->model, Text(FABRIC_TR("fabric::Bom", "%1 fabric management appliance"), a->model),
                    count, &a->price, a->powerW);
            else
                add("Management", model, Text(FABRIC_TR("fabric::Bom", "%1 (not in the catalogue)"), model), count,
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

    void addMedia()
    {
        // The cabler tallied the units as it planned the runs; a cable plan made without it (by
        // hand, in a test) is tallied here.
        std::optional<MediaTally> own;
        if (!m_cables.tally.covers(m_topology.links.size()))
            own = MediaTally::of(m_topology, m_cables.runs, m_cables.media);
        const MediaTally &tally = own ? *own : m_cables.tally;
        for (const auto &[part, units] : tally.opticUnits())
            if (units > 0)
                addMedium("Transceivers", part, units);
        std::unordered_map<const Medium *, long long> cableUnits;
        const std::vector<long long> &byMedium = tally.cableUnits();
        for (std::size_t i = 0; i < byMedium.size() && i < m_cables.media.size(); ++i)
            if (byMedium[i] > 0)
                cableUnits[m_cables.media[i].cable] += byMedium[i];
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
        m_media.push_back({category, part, count});
    }

    void addSpares()
    {
        const double percent = m_design.pricing.sparesPercent;
        if (percent <= 0.0)
            return;
        for (const auto &[category, part, count] : m_media) {
            const auto spares = static_cast<long long>(std::ceil(count * percent / 100.0 - 1e-9));
            add("Spares", part->partNumber, Text(FABRIC_TR("fabric::Bom", "Spare: %1"), describe(*part)), spares,
                &part->price, 0.0);
        }
    }

    void total()
    {
        std::vector<std::string> missing;
        for (const BomLine &line : m_bom.lines) {
            if (auto extended = line.extendedPrice()) {
                m_bom.subtotal += *extended;
            } else {
                ++m_bom.linesWithoutPrice;
                if (std::find(missing.begin(), missing.end(), line.partNumber) == missing.end())
                    missing.push_back(line.partNumber);
            }
            m_bom.powerW += line.powerW;
            if (line.category != "Compute")
                m_bom.networkPowerW += line.powerW;
        }
        m_bom.discount = m_bom.subtotal * m_design.pricing.discountPercent / 100.0;
        m_bom.total = m_bom.subtotal - m_bom.discount;
        m_bom.partsWithoutPrice = missing;
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
    };

    const Design &m_design;
    const Sizing &m_sizing;
    const Topology &m_topology;
    const CablePlan &m_cables;
    const Catalogue &m_catalogue;
    Diagnostics &m_diagnostics;
    Bom m_bom;
    double m_perUsd = 1.0;
    long long m_nodes = 0;
    std::vector<MediaLine> m_media;
};

} // namespace

Bom priceBom(const Design &design, const Sizing &sizing, const Topology &topology,
             const CablePlan &cables, const Catalogue &catalogue, Diagnostics &diagnostics)
{
    return BomBuilder(design, sizing, topology, cables, catalogue, diagnostics).build();
}

} // namespace fabric
