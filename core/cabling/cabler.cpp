#include "core/cabling/cabler.h"

#include "core/cabling/cageindex.h"
#include "core/cabling/mediatable.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <limits>

namespace fabric {

namespace {

constexpr double kRackUnitM = 0.04445;
constexpr int kNamedErrors = 5;

// The nearest float at or above a length. For a positive float the next one up is the next bit
// pattern, which costs less than a call to nextafter for every link of a large plan.
float floatNotBelow(double value)
{
    const auto f = static_cast<float>(value);
    if (!(f < value))
        return f;
    if (f >= 0.0f)
        return std::bit_cast<float>(std::bit_cast<std::uint32_t>(f) + 1);
    return std::nextafter(f, std::numeric_limits<float>::infinity());
}

class Cabler
{
public:
    Cabler(const Design &design, const Topology &topology, const FloorPlan &floor,
           const Catalogue &catalogue, Diagnostics &diagnostics)
        : m_design(design), m_topology(topology), m_floor(floor), m_catalogue(catalogue),
          m_diagnostics(diagnostics)
    {
    }

    CablePlan run()
    {
        CablePlan plan;
        const auto &links = m_topology.links;
        placeEnds();

        // The grouping end of a link is its multi-port cage (the switch side first): a split or
        // twin cable serves that whole cage, so it has to reach the cage's longest link.
        // The first pass measures every run; the second chooses the media.
        plan.cages = CageIndex(m_topology);
        const CageIndex &cages = plan.cages;
        plan.runs.resize(links.size());
        // Per cage arrays take 4 bytes a cage; the longest length is rounded up to a float, so a
        // cable chosen for it still reaches the longest link.
        std::vector<float> groupLength(static_cast<std::size_t>(cages.count()), -1.0f);
        std::vector<int> speeds;
        for (std::size_t i = 0; i < links.size(); ++i) {
            const Link &l = links[i];
            if (std::find(speeds.begin(), speeds.end(), l.speedGbps()) == speeds.end())
                speeds.push_back(l.speedGbps());
            const double length = runLength(l);
            plan.runs[i].runLengthM = length;
            TierRuns &tier = plan.byTier[static_cast<std::size_t>(l.tier())];
            ++tier.runs;
            tier.longestM = std::max(tier.longestM, length);
            const int cage = groupOf(cages, l);
            if (cage < 0)
                continue;
            auto &longest = groupLength[static_cast<std::size_t>(cage)];
            longest = std::max(longest, floatNotBelow(length));
        }

        const MediaTable table(m_catalogue, m_design.fabric, speeds, profiles());

        // Per cage: the link that chose first, and whether a shared cable won for the whole cage.
        struct Owner
        {
            int link : 31 = -1;
            bool shared : 1 = false;
        };
        std::vector<Owner> owners(static_cast<std::size_t>(cages.count()));
        for (std::size_t i = 0; i < links.size(); ++i) {
            const Link &l = links[i];
            CableRun &r = plan.runs[i];
            const int profileA = m_profileOf[static_cast<std::size_t>(l.a().device)];
            const int profileB = m_profileOf[static_cast<std::size_t>(l.b().device)];
            MediaChoice choice;
            const int group = groupOf(cages, l);
            Owner *owner = group >= 0 ? &owners[static_cast<std::size_t>(group)] : nullptr;
            if (owner && owner->shared && links[static_cast<std::size_t>(owner->link)].speedGbps() == l.speedGbps()) {
                auto &first = plan.runs[static_cast<std::size_t>(owner->link)];
                r.medium = first.medium;
                r.sharedWith = owner->link;
                if (first.sharedWith < 0)
                    first.sharedWith = static_cast<int>(i);
                continue;
            } else if (owner && owner->link < 0) {
                const int cagePorts = cages.portsPerCage(l.b().device) > 1 ? cages.portsPerCage(l.b().device)
                                                                         : cages.portsPerCage(l.a().device);
                choice = table.choose(l.speedGbps(), r.runLengthM, groupLength[static_cast<std::size_t>(group)],
                                      cagePorts, profileA, profileB);
                owner->link = static_cast<int>(i);
                owner->shared = choice.shared;
            } else {
                choice = table.choose(l.speedGbps(), r.runLengthM, -1.0, 1, profileA, profileB);
            }
            fill(plan, r, choice);
            if (!choice.ok())
                reportUncarried(l, static_cast<int>(i), r.runLengthM, plan.uncarriedLinks++);
            else if (r.countsCableUnit(i))
                plan.totalLengthM += choice.cable->lengthM.value_or(r.runLengthM);
        }
        if (plan.uncarriedLinks > kNamedErrors)
            m_diagnostics.push_back(makeError(
                "cabling", Text(FABRIC_TR("fabric::Cabling", "and %1 more links that no medium in the catalogue carries"),
                                plan.uncarriedLinks - kNamedErrors)));
        return plan;
    }

private:
    // The cage a link's cable may be shared in: its multi-port end, the switch side first; -1 when
    // both ends have a port per cage.
    int groupOf(const CageIndex &cages, const Link &l) const
    {
        if (cages.portsPerCage(l.b().device) > 1)
            return cages.of(l.b());
        if (cages.portsPerCage(l.a().device) > 1)
            return cages.of(l.a());
        return -1;
    }

    // Height of a device's ports above the floor: the middle of its units.
    double portHeight(const Placement &p) const
    {
        const double h = (p.unit - 1 + p.heightUnits * 0.5) * kRackUnitM;
        return std::clamp(h, 0.0, m_design.cabling.rackHeightM);
    }

    // Where each device's cables start, worked out once per device rather than once per link end.
    void placeEnds()
    {
        const auto &placements = m_floor.placements;
        m_ends.assign(static_cast<std::size_t>(m_topology.deviceCount()), End{});
        for (std::size_t d = 0; d < m_ends.size() && d < placements.size(); ++d) {
            const Placement &p = placements[d];
            if (p.rack < 0)
                continue;
            const Rack &rack = m_floor.racks[static_cast<std::size_t>(p.rack)];
            m_ends[d] = End{portHeight(p), rack.xM, rack.yM, p.rack};
        }
    }

    double runLength(const Link &l) const
    {
        const auto &c = m_design.cabling;
        const End &a = m_ends[static_cast<std::size_t>(l.a().device)];
        const End &b = m_ends[static_cast<std::size_t>(l.b().device)];
        double base = 0.0;
        if (a.rack >= 0 && b.rack >= 0) {
            if (a.rack == b.rack) {
                base = std::abs(a.heightM - b.heightM);
            } else {
                const double top = c.rackHeightM + c.trayHeightM;
                base = (top - a.heightM) + std::abs(a.xM - b.xM) + std::abs(a.yM - b.yM) + (top - b.heightM);
            }
        }
        return base * (1.0 + c.slackPercent / 100.0) + c.slackM;
    }

    // One profile per distinct (ports per cage, cage type) among the devices.
    std::vector<EndProfile> profiles()
    {
        std::vector<EndProfile> result;
        static const std::string unknown;
        const Platform *platform = m_catalogue.findPlatform(m_design.platform);
        const std::string *lastModel = nullptr;
        const std::string *lastCage = &unknown;
        m_profileOf.resize(static_cast<std::size_t>(m_topology.deviceCount()));
        for (int id = 0; id < m_topology.deviceCount(); ++id) {
            const Device &d = m_topology.device(id);
            const std::string *cage = &unknown;
            if (d.kind == DeviceKind::Node) {
                cage = platform ? &platform->nodeCageType : &unknown;
            } else if (d.kind == DeviceKind::Switch) {
                if (!lastModel || d.model != *lastModel) {
                    const SwitchModel *s = m_catalogue.findSwitch(d.model);
                    lastModel = &d.model;
                    lastCage = s ? &s->cageType : &unknown;
                }
                cage = lastCage;
            } else if (const Appliance *a = m_catalogue.findAppliance(d.model)) {
                cage = &a->cageType; // the UFM's own cage, so its links get parts that fit it
            }
            const int ports = std::max(1, d.portsPerCage);
            const bool switchEnd = d.kind == DeviceKind::Switch;
            auto it = std::find_if(result.begin(), result.end(), [&](const EndProfile &p) {
                return p.portsPerCage == ports && p.switchEnd == switchEnd && p.cageType == *cage;
            });
            if (it == result.end())
                it = result.insert(result.end(), EndProfile{ports, *cage, switchEnd});
            m_profileOf[static_cast<std::size_t>(id)] = static_cast<int>(it - result.begin());
        }
        return result;
    }

    void fill(CablePlan &plan, CableRun &r, const MediaChoice &choice)
    {
        if (!choice.ok())
            return;
        const CableMedium medium{choice.kind, choice.cable, choice.transceiverA, choice.transceiverB,
                                 choice.rank};
        // Neighbouring links mostly take the same medium: try the last one before the search.
        if (m_lastMedium == CableRun::kUncarried || !(plan.media[m_lastMedium] == medium))
            m_lastMedium = plan.indexOf(medium);
        r.medium = m_lastMedium;
    }

    void reportUncarried(const Link &l, int id, double length, int seen)
    {
        if (seen >= kNamedErrors)
            return;
        const Device &a = m_topology.device(l.a().device);
        const Device &b = m_topology.device(l.b().device);
        char metres[32];
        std::snprintf(metres, sizeof metres, "%.1f m", length);
        m_diagnostics.push_back(makeError(
            "cabling", Text(FABRIC_TR("fabric::Cabling", "link %1 (%2 port %3 to %4 port %5, %6 Gb/s, %7): no medium in the catalogue carries it"),
                            id, a.name, portLabel(a, l.a().port), b.name, portLabel(b, l.b().port), l.speedGbps(),
                            std::string(metres))));
    }

    const Design &m_design;
    const Topology &m_topology;
    const FloorPlan &m_floor;
    const Catalogue &m_catalogue;
    Diagnostics &m_diagnostics;
    struct End
    {
        double heightM = 0.0; // of its ports above the floor
        double xM = 0.0;      // of its rack
        double yM = 0.0;
        int rack = -1;        // -1: not placed
    };
    std::vector<End> m_ends;      // by device
    std::vector<int> m_profileOf; // by device
    std::uint16_t m_lastMedium = CableRun::kUncarried;
};

} // namespace

CablePlan cableLinks(const Design &design, const Topology &topology, const FloorPlan &floor,
                     const Catalogue &catalogue, Diagnostics &diagnostics)
{
    return Cabler(design, topology, floor, catalogue, diagnostics).run();
}

} // namespace fabric
