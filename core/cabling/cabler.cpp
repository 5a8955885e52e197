#include "core/cabling/cabler.h"

#include "core/cabling/cableid.h"
#include "core/cabling/cageindex.h"
#include "core/catalogue/mediatable.h"
#include "core/report/texttable.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <limits>
#include <tuple>
#include <stdexcept>

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
           const Catalogue &catalogue, Diagnostics &diagnostics, const std::string &nodeCageType, NetworkRole network)
        : m_design(design), m_topology(topology), m_floor(floor), m_catalogue(catalogue), m_nodeCageType(nodeCageType),
          m_network(network), m_diagnostics(diagnostics), m_slackFactor(1.0 + design.cabling.slackPercent / 100.0),
          m_slackM(design.cabling.slackM)
    {
    }

    CablePlan run(CableRuns runs)
    {
        CablePlan plan;
        const CageIndex cages(m_topology);
        placeEnds(cages);
        // The grouping end of a link is its multi-port cage (the switch side first): a split or
        // twin cable serves that whole cage, so it has to reach the cage's longest link.
        // The first pass measures every link; the second measures it again (a few additions,
        // cheaper than storing and reading back a length per link) and chooses its medium.
        std::vector<Cage> perCage(static_cast<std::size_t>(cages.count())); // zeroed
        // Split leaves are rare: the passes of every other plan skip the test for them.
        const bool allAlike = std::none_of(m_topology.devices.begin(), m_topology.devices.end(),
                                           [](const Device &d) { return d.splitPorts > 0; });
        const std::vector<int> speeds = allAlike ? measureLinks<true>(plan, perCage) : measureLinks<false>(plan, perCage);
        if (speeds.size() > Cage::kMaxSpeeds)
            throw std::length_error("more link speeds than the cabling can tell apart");
        const std::vector<EndProfile> endProfiles = profiles();
        const MediaTable table(m_catalogue, m_design.fabric, speeds, endProfiles);
        // Where nothing on sale reaches, the end-of-life parts, unless the design asks for parts
        // on sale only: then they only name, in the error, what would have carried the link.
        const MediaTable endOfLife(m_catalogue, m_design.fabric, speeds, endProfiles, PartsOffered::NotForSaleToo);
        m_endOfLifeTable = m_design.cabling.forSaleOnly ? nullptr : &endOfLife;
        m_refusedEndOfLife = m_design.cabling.forSaleOnly ? &endOfLife : nullptr;
        const bool keep = runs == CableRuns::Kept;
        if (allAlike && keep)
            chooseMedia<true, true>(plan, perCage, table, cages.count());
        else if (allAlike)
            chooseMedia<true, false>(plan, perCage, table, cages.count());
        else if (keep)
            chooseMedia<false, true>(plan, perCage, table, cages.count());
        else
            chooseMedia<false, false>(plan, perCage, table, cages.count());
        if (plan.misfitLinks > 0)
            reportMisfits(plan, endProfiles);
        if (plan.endOfLifeLinks > 0)
            reportEndOfLife(plan);
        if (plan.uncarriedLinks > kNamedErrors)
            m_diagnostics.push_back(makeError(
                m_refusedEndOfLife ? "cabling.forSaleOnly" : "cabling",
                Text(m_refusedEndOfLife ? FABRIC_TR("fabric::Cabling", "and %1 more links that no medium on sale carries")
                                        : FABRIC_TR("fabric::Cabling", "and %1 more links that no medium in the catalogue carries"),
                     plan.uncarriedLinks - kNamedErrors)));
        return plan;
    }

private:
    // The tier tallies, kept in registers while the links of one tier follow each other (wiring
    // lays them out tier by tier) and stored when the tier changes; the next stretch of a tier
    // goes on from what was stored, so the sums are added in link order all the same.
    class TierTally
    {
    public:
        explicit TierTally(std::array<TierRuns, kLinkTiers> &tallies) : m_tallies(tallies), m_runs(tallies[0]) {}
        void add(LinkTier tier, double length)
        {
            if (tier != m_tier) {
                flush();
                m_tier = tier;
                m_runs = m_tallies[static_cast<std::size_t>(tier)];
            }
            ++m_runs.runs;
            m_runs.longestM = std::max(m_runs.longestM, length);
            m_runs.totalM += length;
        }
        void flush() { m_tallies[static_cast<std::size_t>(m_tier)] = m_runs; }

    private:
        std::array<TierRuns, kLinkTiers> &m_tallies;
        LinkTier m_tier = LinkTier::NodeLeaf;
        TierRuns m_runs;
    };

    // What the cabler needs of a device at either end of a link, in one place: a link's two look-ups
    // touch two of these rather than five arrays.
    struct End
    {
        double heightM = 0.0; // of its ports above the floor
        double riseM = 0.0;   // from its ports up to the cable tray above the racks
        double xM = 0.0;      // of its rack
        double yM = 0.0;
        int rack = -1;        // -1: not placed
        std::uint16_t profile = 0;      // index into profiles()
        std::uint16_t upperProfile = 0; // of a split leaf's ports after its split ones
        DeviceCages cages;    // as in the CageIndex

        template <bool AllAlike>
        int profileAt(int port) const { return AllAlike || port <= cages.splitPorts ? profile : upperProfile; }
    };

    // A cage as the cabler sees it, in 8 bytes, zero until a link reaches it (so the array of them
    // is made blank in one fill). Until a link of the cage chooses its medium, it holds the
    // longest of its links, rounded up to a float so that a cable chosen for it still reaches
    // that link; a length is never negative, so its top bit is clear. From then on it holds, with
    // the top bit set, the medium that link (the owner) chose, whether a shared cable won for the
    // whole cage and the owner's speed, as an index into the plan's speeds. Beside it, where its
    // links end: kept with the rest, since the first pass updates both for every link.
    class Cage
    {
    public:
        static constexpr std::size_t kMaxSpeeds = std::size_t(1) << 14;

        bool owned() const { return m_bits & kOwned; }
        float longestM() const { return std::bit_cast<float>(m_bits); }
        void reach(float lengthM)
        {
            if (lengthM > longestM())
                m_bits = std::bit_cast<std::uint32_t>(lengthM);
        }
        bool shared() const { return owned() && (m_bits & kShared); }
        std::uint16_t medium() const { return static_cast<std::uint16_t>(m_bits); }
        int speed() const { return static_cast<int>((m_bits >> 17) & (kMaxSpeeds - 1)); }
        void own(std::uint16_t medium, bool sharedCable, int speed)
        {
            m_bits = kOwned | static_cast<std::uint32_t>(speed) << 17 | (sharedCable ? kShared : 0u) | medium;
        }
        // Whether the cage's links end in more than one far cage: then only a splitter's tails
        // reach them, as a straight twin cable ends in one cage.
        bool fansOut() const { return m_far < 0; }
        void meetFarCage(int far)
        {
            if (m_far == 0)
                m_far = far + 1;
            else if (m_far != far + 1)
                m_far = -1;
        }

    private:
        static constexpr std::uint32_t kOwned = 0x80000000u;
        static constexpr std::uint32_t kShared = 0x10000u;
        std::uint32_t m_bits;
        std::int32_t m_far; // the far cage + 1 its links all end in, -1 when several, 0 before any
    };

    // The plan's distinct link speeds in the order first met, and a link's index among them, by
    // the last speed asked for first: the links of a tier follow each other.
    class Speeds
    {
    public:
        int indexOf(int speedGbps)
        {
            if (speedGbps != m_lastSpeed) {
                m_lastSpeed = speedGbps;
                const auto it = std::find(m_speeds.begin(), m_speeds.end(), speedGbps);
                m_lastIndex = static_cast<int>(it - m_speeds.begin());
                if (it == m_speeds.end())
                    m_speeds.push_back(speedGbps);
            }
            return m_lastIndex;
        }
        const std::vector<int> &all() const { return m_speeds; }

    private:
        std::vector<int> m_speeds;
        int m_lastSpeed = -1;
        int m_lastIndex = 0;
    };

    // A link's run, slack included. Both passes measure it with this same expression, so the
    // second finds the length the first rounded its cage's reach from.
    double runLength(const End &a, const End &b) const { return baseLength(a, b) * m_slackFactor + m_slackM; }

    // The first pass: each tier's tallies and each cage's longest link and far end. Returns the
    // links' speeds.
    template <bool AllAlike>
    std::vector<int> measureLinks(CablePlan &plan, std::vector<Cage> &perCage) const
    {
        TierTally tiers(plan.byTier);
        Speeds speeds;
        for (const Link &l : m_topology.links) {
            speeds.indexOf(l.speedGbps());
            const End &a = m_ends[static_cast<std::size_t>(l.a().device)];
            const End &b = m_ends[static_cast<std::size_t>(l.b().device)];
            const double length = runLength(a, b);
            tiers.add(l.tier(), length);
            const int cage = groupOf<AllAlike>(a, l.a(), b, l.b());
            if (cage >= 0) {
                Cage &grouping = perCage[static_cast<std::size_t>(cage)];
                grouping.reach(floatNotBelow(length));
                grouping.meetFarCage(farCageOf<AllAlike>(a, l.a(), b, l.b()));
            }
        }
        tiers.flush();
        return speeds.all();
    }

    // The second pass: each run's medium (a cage's first link chooses for a cable the whole cage
    // may share, the others share it or choose alone), the ordered length and the bill's counts;
    // the run itself is kept only where asked for (KeepRuns).
    template <bool AllAlike, bool KeepRuns>
    void chooseMedia(CablePlan &plan, std::vector<Cage> &perCage, const MediaTable &table, int cages)
    {
        const auto &links = m_topology.links;
        plan.tally = MediaTally(cages);
        if (KeepRuns)
            plan.runs.reserve(links.size());
        Speeds speeds; // met in the same order as in the first pass, so the same indices
        double totalLengthM = 0.0; // a local, not the plan's: a sum kept in memory is slower
        for (std::size_t i = 0; i < links.size(); ++i) {
            const Link &l = links[i];
            const End &a = m_ends[static_cast<std::size_t>(l.a().device)];
            const End &b = m_ends[static_cast<std::size_t>(l.b().device)];
            const double length = runLength(a, b);
            CableRun r(length);
            const int group = groupOf<AllAlike>(a, l.a(), b, l.b());
            Cage *cage = group >= 0 ? &perCage[static_cast<std::size_t>(group)] : nullptr;
            const int speed = speeds.indexOf(l.speedGbps());
            if (cage && cage->shared() && cage->speed() == speed) {
                r.medium = cage->medium();
                r.sharesCable = true;
            } else {
                MediaChoice choice;
                const int profileA = a.template profileAt<AllAlike>(l.a().port);
                const int profileB = b.template profileAt<AllAlike>(l.b().port);
                const bool owns = cage && !cage->owned();
                if (owns) {
                    choice = table.choose(l.speedGbps(), length, cage->longestM(), groupPorts(*cage, a, l.a(), b, l.b()),
                                          profileA, profileB);
                } else {
                    choice = table.choose(l.speedGbps(), length, -1.0, 1, profileA, profileB);
                }
                if (!choice.ok() && m_endOfLifeTable) {
                    choice = owns ? m_endOfLifeTable->choose(l.speedGbps(), length, cage->longestM(),
                                                             groupPorts(*cage, a, l.a(), b, l.b()), profileA, profileB)
                                  : m_endOfLifeTable->choose(l.speedGbps(), length, -1.0, 1, profileA, profileB);
                    if (choice.ok() && plan.endOfLifeLinks++ == 0)
                        m_firstEndOfLife = i;
                }
                fill(plan, r, choice);
                if (owns)
                    cage->own(r.medium, choice.shared, speed);
                if (!choice.ok())
                    reportUncarried(l, i, length, plan.uncarriedLinks++, profileA, profileB);
                else
                    totalLengthM += choice.cable->lengthM.value_or(length);
                if (choice.misfit && plan.misfitLinks++ == 0) {
                    m_firstMisfit = i;
                    m_firstMisfitRun = r;
                }
            }
            plan.tally.add(r, plan.mediumOf(r), a.cages.template of<AllAlike>(l.a().port),
                           b.cages.template of<AllAlike>(l.b().port));
            if (KeepRuns)
                plan.runs.push_back(r);
        }
        plan.tally.finish();
        plan.totalLengthM = totalLengthM;
    }

    static int cagePortsOf(const End &a, const PortRef &portA, const End &b, const PortRef &portB)
    {
        const int portsB = b.cages.portsPerCageAt(portB.port);
        return portsB > 1 ? portsB : a.cages.portsPerCageAt(portA.port);
    }

    // A grouping cage's ports as MediaTable::choose takes them: negative where its links end in
    // different cages (only a splitter's tails reach them; a straight twin cable ends in one).
    static int groupPorts(const Cage &cage, const End &a, const PortRef &portA, const End &b, const PortRef &portB)
    {
        const int ports = cagePortsOf(a, portA, b, portB);
        return cage.fansOut() ? -ports : ports;
    }

    // The cage at the other end of a link from its grouping cage (as groupOf picks it).
    template <bool AllAlike>
    static int farCageOf(const End &a, const PortRef &portA, const End &b, const PortRef &portB)
    {
        if (b.cages.template portsPerCageAt<AllAlike>(portB.port) > 1)
            return a.cages.template of<AllAlike>(portA.port);
        return b.cages.template of<AllAlike>(portB.port);
    }

    // The cage a link's cable may be shared in, or -1 (groupingCage).
    template <bool AllAlike>
    static int groupOf(const End &a, const PortRef &portA, const End &b, const PortRef &portB)
    {
        return groupingCage<AllAlike>(a.cages, portA.port, b.cages, portB.port);
    }

    // Height of a device's ports above the floor: the middle of its units.
    double portHeight(const Placement &p) const
    {
        const double h = (p.unit - 1 + p.heightUnits * 0.5) * kRackUnitM;
        return std::clamp(h, 0.0, m_design.cabling.rackHeightM);
    }

    // Where each device's cables start and its cages, worked out once per device rather than once
    // per link end.
    void placeEnds(const CageIndex &cages)
    {
        const auto &placements = m_floor.placements;
        const double top = m_design.cabling.rackHeightM + m_design.cabling.trayHeightM;
        m_ends.assign(static_cast<std::size_t>(m_topology.deviceCount()), End{});
        for (std::size_t d = 0; d < m_ends.size(); ++d) {
            End &end = m_ends[d];
            end.cages = cages.device(static_cast<int>(d));
            if (d >= placements.size() || placements[d].rack < 0)
                continue;
            const Placement &p = placements[d];
            const Rack &rack = m_floor.racks[static_cast<std::size_t>(p.rack)];
            end.heightM = portHeight(p);
            end.riseM = top - end.heightM;
            end.xM = rack.xM;
            end.yM = rack.yM;
            end.rack = p.rack;
        }
    }

    // A run's length before slack: up and down within a rack, or up to the tray, across the floor
    // and down again.
    static double baseLength(const End &a, const End &b)
    {
        if (a.rack < 0 || b.rack < 0)
            return 0.0;
        if (a.rack == b.rack)
            return std::abs(a.heightM - b.heightM);
        return a.riseM + std::abs(a.xM - b.xM) + std::abs(a.yM - b.yM) + b.riseM;
    }

    // One profile per distinct (ports per cage, cage type) among the devices.
    std::vector<EndProfile> profiles()
    {
        std::vector<EndProfile> result;
        static const std::string unknown;
        static const std::string managementPort = "RJ45";
        const Platform *platform = m_catalogue.findPlatform(m_design.platform);
        const std::string *lastModel = nullptr;
        const std::string *lastCage = &unknown;
        for (int id = 0; id < m_topology.deviceCount(); ++id) {
            const Device &d = m_topology.device(id);
            const std::string *cage = &unknown;
            if (d.managementPortOnly) {
                cage = &managementPort;
            } else if (d.kind == DeviceKind::Node) {
                cage = !m_nodeCageType.empty() ? &m_nodeCageType : platform ? &platform->nodeCageType : &unknown;
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
            const bool switchEnd = d.kind == DeviceKind::Switch;
            const auto profileOf = [&](int portsPerCage) {
                const int ports = std::max(1, portsPerCage);
                auto it = std::find_if(result.begin(), result.end(), [&](const EndProfile &p) {
                    return p.portsPerCage == ports && p.switchEnd == switchEnd && p.cageType == *cage;
                });
                if (it == result.end())
                    it = result.insert(result.end(), EndProfile{ports, *cage, switchEnd});
                return static_cast<std::uint16_t>(it - result.begin());
            };
            End &end = m_ends[static_cast<std::size_t>(id)];
            end.profile = profileOf(d.portsPerCage);
            end.upperProfile = d.splitPorts > 0 ? profileOf(d.upperPortsPerCage) : end.profile;
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

    // A link as the cabling plan and its labels name it: "13" on the compute fabric, "inband-13".
    std::string linkName(std::size_t link) const
    {
        return cableLabelId(toString(m_network), static_cast<int>(link));
    }

    void reportUncarried(const Link &l, std::size_t id, double length, int seen, int profileA, int profileB)
    {
        if (seen >= kNamedErrors)
            return;
        const Device &a = m_topology.device(l.a().device);
        const Device &b = m_topology.device(l.b().device);
        char metres[32];
        std::snprintf(metres, sizeof metres, "%.1f m", length);
        // Parts on sale only: the end-of-life part that would carry it is the way out.
        const MediaChoice refused = m_refusedEndOfLife ? m_refusedEndOfLife->choose(l.speedGbps(), length, -1.0, 1, profileA, profileB)
                                                       : MediaChoice{};
        std::string parts;
        const Medium *named = nullptr; // the same optic at both ends is named once
        for (const Medium *part : {refused.cable, refused.transceiverA, refused.transceiverB})
            if (refused.ok() && part && !part->forSale && part != named) {
                parts += (parts.empty() ? "" : " + ") + part->partNumber;
                named = part;
            }
        if (!parts.empty()) {
            m_diagnostics.push_back(makeError(
                "cabling.forSaleOnly",
                Text(FABRIC_TR("fabric::Cabling", "link %1 (%2 port %3 to %4 port %5, %6 Gb/s, %7): no medium on sale carries it; the "
                                                  "end-of-life %8 would, were end-of-life parts allowed"),
                     linkName(id), a.name, portLabel(a, l.a().port), b.name, portLabel(b, l.b().port), l.speedGbps(), std::string(metres),
                     parts)));
            return;
        }
        m_diagnostics.push_back(makeError(
            "cabling", Text(FABRIC_TR("fabric::Cabling", "link %1 (%2 port %3 to %4 port %5, %6 Gb/s, %7): no medium in the catalogue carries it"),
                            linkName(id), a.name, portLabel(a, l.a().port), b.name, portLabel(b, l.b().port), l.speedGbps(),
                            std::string(metres))));
    }

    // Optics that a cage does not take are the nearest part, not a plan to order from: one
    // warning names how many links and the first of them.
    void reportMisfits(const CablePlan &plan, const std::vector<EndProfile> &endProfiles)
    {
        const Link &l = m_topology.links[m_firstMisfit];
        const CableMedium &medium = plan.mediumOf(m_firstMisfitRun);
        const Device &a = m_topology.device(l.a().device);
        const Device &b = m_topology.device(l.b().device);
        const auto cageOf = [&](const PortRef &end) -> std::string {
            const std::string &type = endProfiles[static_cast<std::size_t>(m_ends[static_cast<std::size_t>(end.device)].profile)].cageType;
            return type.empty() ? std::string("unknown") : type;
        };
        m_diagnostics.push_back(makeWarning(
            "cabling", Text(plan.misfitLinks == 1
                                ? FABRIC_TR("fabric::Cabling", "%1 link has no transceiver for sale that fits the cages at both ends, and the plan "
                                                               "lists the nearest, which does not fit: link %2 (%3 port %4, cage %5, to %6 port %7, "
                                                               "cage %8) takes %9")
                                : FABRIC_TR("fabric::Cabling", "%1 links have no transceiver for sale that fits the cages at both ends, and the plan "
                                                               "lists the nearest, which does not fit: link %2 (%3 port %4, cage %5, to %6 port %7, "
                                                               "cage %8) takes %9"),
                            formatGrouped(plan.misfitLinks), linkName(m_firstMisfit), a.name, portLabel(a, l.a().port), cageOf(l.a()), b.name,
                            portLabel(b, l.b().port), cageOf(l.b()),
                            std::string(medium.transceiverPnA()) + " + " + std::string(medium.transceiverPnB()))));
    }

    // Links that only end-of-life parts carry: one warning naming how many, the first of them,
    // and each such part with what NVIDIA sells instead.
    void reportEndOfLife(const CablePlan &plan)
    {
        std::vector<const Medium *> parts;
        for (const CableMedium &m : plan.media)
            for (const Medium *part : {m.cable, m.transceiverA, m.transceiverB})
                if (part && !part->forSale && std::find(parts.begin(), parts.end(), part) == parts.end())
                    parts.push_back(part);
        std::sort(parts.begin(), parts.end(), [](const Medium *x, const Medium *y) {
            return std::tie(x->replacedBy, x->partNumber) < std::tie(y->replacedBy, y->partNumber);
        });
        std::string named; // the parts, each group of one successor followed by it
        for (std::size_t i = 0; i < parts.size(); ++i) {
            const bool first = i == 0 || parts[i - 1]->replacedBy != parts[i]->replacedBy;
            named += (i == 0 ? "" : first ? "; " : ", ") + parts[i]->partNumber;
            const bool last = i + 1 == parts.size() || parts[i + 1]->replacedBy != parts[i]->replacedBy;
            if (last && !parts[i]->replacedBy.empty())
                named += " (NVIDIA sells instead: " + parts[i]->replacedBy + ")";
        }
        const Link &l = m_topology.links[m_firstEndOfLife];
        const Device &a = m_topology.device(l.a().device);
        const Device &b = m_topology.device(l.b().device);
        m_diagnostics.push_back(makeWarning(
            "cabling", Text(plan.endOfLifeLinks == 1
                                ? FABRIC_TR("fabric::Cabling", "%1 link is longer than any medium for sale at %2 Gb/s reaches, so the plan "
                                                               "takes end-of-life parts, marked end-of-life in the bill and the cabling plan "
                                                               "(link %3, %4 port %5 to %6 port %7): %8. --for-sale-only refuses them")
                                : FABRIC_TR("fabric::Cabling", "%1 links are longer than any medium for sale at %2 Gb/s reaches, so the plan "
                                                               "takes end-of-life parts, marked end-of-life in the bill and the cabling plan "
                                                               "(first: link %3, %4 port %5 to %6 port %7): %8. --for-sale-only refuses them"),
                            formatGrouped(plan.endOfLifeLinks), l.speedGbps(), linkName(m_firstEndOfLife), a.name, portLabel(a, l.a().port), b.name,
                            portLabel(b, l.b().port), named)));
    }

    const Design &m_design;
    const Topology &m_topology;
    const FloorPlan &m_floor;
    const Catalogue &m_catalogue;
    const std::string &m_nodeCageType;
    NetworkRole m_network;
    Diagnostics &m_diagnostics;
    std::vector<End> m_ends; // by device
    std::uint16_t m_lastMedium = CableRun::kUncarried;
    std::size_t m_firstMisfit = 0;
    std::size_t m_firstEndOfLife = 0;
    const MediaTable *m_endOfLifeTable = nullptr;
    const MediaTable *m_refusedEndOfLife = nullptr; // parts on sale only: the end-of-life parts refused
    CableRun m_firstMisfitRun;
    const double m_slackFactor;
    const double m_slackM;
};

} // namespace

CablePlan cableLinks(const Design &design, const Topology &topology, const FloorPlan &floor,
                     const Catalogue &catalogue, Diagnostics &diagnostics, CableRuns runs,
                     const std::string &nodeCageType, NetworkRole network)
{
    return Cabler(design, topology, floor, catalogue, diagnostics, nodeCageType, network).run(runs);
}

} // namespace fabric
