#include "core/networks/oobnetwork.h"

#include "core/topology/trayhosts.h"

#include <algorithm>
#include <array>
#include <cstdio>
#include <map>
#include <tuple>

namespace fabric {

namespace {

// How far apart, across the floor, the devices of one OOB switch may stand: its cords then stay
// well within the catalogue's longest RJ45 cord.
constexpr double kMaxBlockSpanM = 16.0;

struct Managed
{
    Device device;
    Placement placement;
};

std::string oobSwitchName(const Rack &rack, int index)
{
    return "oob-" + rack.name + "-" + std::to_string(index + 1);
}

class OobBuilder
{
public:
    OobBuilder(const Design &design, const ResolvedNetwork &oob, const Catalogue &catalogue, RackSpace &space,
               const FloorPlan &floor, Diagnostics &diagnostics)
        : m_design(design), m_oob(oob), m_catalogue(catalogue), m_space(space), m_floor(floor),
          m_diagnostics(diagnostics)
    {
    }

    NetworkPlan build(const std::vector<const NetworkPlan *> &others,
                      const std::vector<const std::vector<Placement> *> &placements)
    {
        NetworkPlan plan;
        plan.role = NetworkRole::Oob;
        plan.sizing.technology = Technology::Ethernet;
        plan.nodeCageType = m_oob.nodeCageType.empty() ? "RJ45" : m_oob.nodeCageType;
        m_switch = m_catalogue.findSwitch(m_oob.switchModel);
        if (!m_switch || !m_switch->modeFor(m_oob.linkSpeedGbps)) {
            m_diagnostics.push_back(makeError(
                "networks.oob.switchModel",
                Text(FABRIC_TR("fabric::Networks", "%1 has no %2 Gb/s ports for management links; the OOB network needs one, "
                                                   "such as SN2201 (48 x 1GbE)"),
                     m_oob.switchModel, m_oob.linkSpeedGbps)));
            return plan;
        }
        m_ports = m_switch->modeFor(m_oob.linkSpeedGbps)->ports;
        const Platform *platform = m_catalogue.findPlatform(m_design.platform);
        if (platform && platform->rackScale)
            m_partsOfRack = m_catalogue.rackManagedParts(platform->name);
        collect(others, placements);
        addPdus();
        if (!hasErrors(m_diagnostics))
            wire(plan);
        return plan;
    }

private:
    void collect(const std::vector<const NetworkPlan *> &others,
                 const std::vector<const std::vector<Placement> *> &placements)
    {
        const NetworkPlan &compute = *others.front();
        const std::vector<Placement> &computePlaces = *placements.front();
        for (int id = 0; id < compute.topology.deviceCount(); ++id) {
            const Device &d = compute.topology.device(id);
            if (d.kind != DeviceKind::Node)
                continue;
            m_nodes.push_back({managed(d, m_oob.nodePorts), placeOf(computePlaces, id)});
            addRackParts(d, placeOf(computePlaces, id));
        }
        // One management port for every switch (leaf, spine, core) and appliance of the other
        // networks. The OOB switches made below take none: RA-11333 Table 8 lists a Cat5e cord for
        // every DGX, IB switch, management server and UFM, in-band switch and PDU, and none for
        // its SN2201 (shared/reference/catalogue.md B1), which are reached through their uplinks.
        for (std::size_t n = 0; n < others.size(); ++n)
            for (int id = 0; id < others[n]->topology.deviceCount(); ++id) {
                const Device &d = others[n]->topology.device(id);
                if (d.kind != DeviceKind::Node)
                    m_devices.push_back({managed(d, 1), placeOf(*placements[n], id)});
            }
    }

    static Placement placeOf(const std::vector<Placement> &placements, int id)
    {
        return static_cast<std::size_t>(id) < placements.size() ? placements[static_cast<std::size_t>(id)] : Placement{};
    }

    static Device managed(const Device &d, int ports)
    {
        Device m;
        m.kind = d.kind;
        m.name = d.name;
        m.model = d.model;
        m.tier = d.tier;
        m.plane = d.plane;
        m.su = d.su;
        m.index = d.index;
        m.hosts = d.hosts;
        m.ports = ports;
        m.managementPortOnly = true;
        m.portGroup = "mgmt";
        m.appliance = d.appliance;
        return m;
    }

    // A rack-scale system's own parts with management ports (an NVL72 rack's 9 NVLink switch trays
    // and 8 power shelves): devices of the OOB network alone, named after their system
    // ("dgx-gb200-0001-nvsw03"), in its rack, on its built-in switches.
    void addRackParts(const Device &node, const Placement &placement)
    {
        for (const RackManagedPart *part : m_partsOfRack)
            for (int i = 1; i <= part->count; ++i) {
                Device d;
                d.kind = DeviceKind::Appliance;
                d.appliance = ApplianceRole::RackPart;
                d.name = node.name + "-" + partName(part->part, i, part->count);
                d.model = part->title;
                d.index = i - 1;
                d.ports = static_cast<int>(part->portNames.size());
                d.portNames = part->portNames;
                d.managementPortOnly = true;
                d.portGroup = "mgmt";
                m_rackParts.push_back({{std::move(d), placement}, part->inRackSwitches});
            }
    }

    // Rack PDUs: the design's count in every rack but a rack-scale system's own, whose power
    // shelves are part of the system.
    void addPdus()
    {
        const Infrastructure *pdu = m_catalogue.findInfrastructure(InfrastructureRole::Pdu);
        if (!pdu || m_design.networks.pdusPerRack <= 0)
            return;
        const Platform *platform = m_catalogue.findPlatform(m_design.platform);
        const bool rackScale = platform && platform->rackScale;
        for (const Rack &rack : m_floor.racks) {
            if (rackScale && rack.role == RackRole::Compute)
                continue;
            for (int i = 0; i < m_design.networks.pdusPerRack; ++i) {
                Device d;
                d.kind = DeviceKind::Appliance;
                d.appliance = ApplianceRole::Pdu;
                d.name = "pdu-" + rack.name + "-" + std::to_string(i + 1);
                d.model = pdu->model;
                d.ports = 1;
                d.managementPortOnly = true;
                d.portGroup = "mgmt";
                // Zero-U, mounted at the back: its cord starts at the floor of its rack.
                m_devices.push_back({std::move(d), Placement{rack.id, 1, 0}});
            }
        }
    }

    void wire(NetworkPlan &plan)
    {
        Topology &t = plan.topology;
        std::vector<Placement> &places = plan.placements;
        // The nodes first, as in every network, then the other managed devices.
        for (Managed &m : m_nodes) {
            t.addDevice(m.device);
            places.push_back(m.placement);
        }
        const int nodes = t.deviceCount();
        m_firstRackPart = nodes;
        for (RackPart &r : m_rackParts) {
            t.addDevice(r.managed.device);
            places.push_back(r.managed.placement);
        }
        const int rackScaleDevices = t.deviceCount();
        for (Managed &m : m_devices) {
            t.addDevice(m.device);
            places.push_back(m.placement);
        }
        const Platform *platform = m_catalogue.findPlatform(m_design.platform);
        const bool rackScale = platform && platform->rackScale;
        // Every managed port in the order of a walk along the rows, each row the other way from
        // the last (so that the walk never jumps a row's length), then in blocks of one switch's
        // ports: the fewest OOB switches, each serving neighbouring racks.
        std::vector<std::pair<int, int>> walk;                        // (device, port)
        std::map<int, std::vector<std::pair<int, int>>> byRackScaleRack; // a system's own
        for (int id = 0; id < t.deviceCount(); ++id) {
            const Placement &p = places[static_cast<std::size_t>(id)];
            if (p.rack < 0)
                continue;
            for (int port = 1; port <= t.device(id).ports; ++port) {
                if (rackScale && id < rackScaleDevices)
                    byRackScaleRack[p.rack].push_back({id, port});
                else
                    walk.push_back({id, port});
            }
        }
        const auto walkKey = [&](int id) {
            const Placement &p = places[static_cast<std::size_t>(id)];
            const Rack &rack = m_floor.racks[static_cast<std::size_t>(p.rack)];
            const int along = rack.row % 2 == 0 ? rack.position : -rack.position;
            return std::tuple<int, int, int>{rack.row, along, -p.unit};
        };
        std::stable_sort(walk.begin(), walk.end(),
                         [&](const auto &a, const auto &b) { return walkKey(a.first) < walkKey(b.first); });
        // A block ends when the switch is full or the walk moves on to racks too far from the
        // block's first (the end of a short row to the start of a long one).
        const auto distanceM = [&](int a, int b) {
            const Rack &ra = m_floor.racks[static_cast<std::size_t>(places[static_cast<std::size_t>(a)].rack)];
            const Rack &rb = m_floor.racks[static_cast<std::size_t>(places[static_cast<std::size_t>(b)].rack)];
            return std::abs(ra.xM - rb.xM) + std::abs(ra.yM - rb.yM);
        };
        std::size_t first = 0;
        while (first < walk.size()) {
            std::size_t last = first + 1;
            while (last < walk.size() && last - first < static_cast<std::size_t>(m_ports)
                   && distanceM(walk[first].first, walk[last].first) <= kMaxBlockSpanM)
                ++last;
            const Placement &middle = places[static_cast<std::size_t>(walk[(first + last - 1) / 2].first)];
            const int id = addSwitch(t, places, m_floor.racks[static_cast<std::size_t>(middle.rack)].row, middle.rack);
            if (id < 0)
                return;
            wireToSwitch(t, {walk.begin() + static_cast<std::ptrdiff_t>(first), walk.begin() + static_cast<std::ptrdiff_t>(last)},
                         id);
            first = last;
        }
        for (auto &[rack, ports] : byRackScaleRack) {
            const auto perSwitch = splitAmongBuiltInSwitches(ports);
            // The system's own two switches serve its management ports and no more: there is no
            // room in it for a third (NVIDIA's NVL72 RA).
            if (std::any_of(perSwitch.begin(), perSwitch.end(),
                            [&](const auto &own) { return static_cast<int>(own.size()) > m_ports; })) {
                const int partPorts = rackPartPorts();
                m_diagnostics.push_back(makeError(
                    "networks.oob.nodePorts",
                    Text(FABRIC_TR("fabric::Networks", "a %1 rack has %2 management ports, %3 of them on its own parts (%4), "
                                                       "and its %5 built-in %6 switches have %7 ports; give at most %8 OOB "
                                                       "ports per rack"),
                         m_design.platform, static_cast<int>(ports.size()), partPorts, rackPartTitles(),
                         kRackScaleOobSwitches, m_switch->model, kRackScaleOobSwitches * m_ports,
                         kRackScaleOobSwitches * m_ports - partPorts)));
                return;
            }
            for (const auto &own : perSwitch) {
                const int id = addSwitch(t, places, m_floor.racks[static_cast<std::size_t>(rack)].row, rack, true);
                if (id < 0)
                    return;
                wireToSwitch(t, own, id);
            }
        }
        TierSize tier;
        tier.role = Tier::Leaf;
        tier.model = m_switch->model;
        tier.perPlane = tier.count = m_switches;
        tier.portSpeedGbps = m_oob.linkSpeedGbps;
        tier.radix = m_ports;
        tier.downPorts = m_ports;
        tier.upPorts = kOobUplinks;
        tier.upPortSpeedGbps = 100;
        plan.sizing.switchModel = m_switch;
        plan.sizing.platform = platform;
        plan.sizing.technology = Technology::Ethernet;
        plan.sizing.nodes = nodes;
        plan.sizing.linkSpeedGbps = m_oob.linkSpeedGbps;
        plan.sizing.tiers = 1;
        plan.sizing.tierSizes = {tier};
        plan.sizing.endpointsPerPlane = static_cast<int>(t.links.size());
    }

    int rackPosition(const std::vector<Placement> &places, int id) const
    {
        const int rack = places[static_cast<std::size_t>(id)].rack;
        return m_floor.racks[static_cast<std::size_t>(rack)].position;
    }

    // An OOB switch in the free top units of a rack of its row, the nearest to `near` first; a new
    // network rack at the row's end when none has room. Rack-scale racks hold theirs inside.
    int addSwitch(Topology &t, std::vector<Placement> &places, int row, int near, bool inRack = false)
    {
        DeviceSpec spec;
        spec.heightUnits = std::max(1, m_switch->rackUnits.value_or(1));
        spec.powerW = m_switch->powerW;
        spec.weightKg = m_switch->weightKg;
        std::optional<Placement> placed;
        if (inRack) {
            placed = m_space.putTopDown(near, spec, true);
            if (!placed)
                placed = m_space.putBuiltIn(near, spec); // built into the rack-scale system
        } else {
            // The racks of its row and the rows either side, nearest first: within the power
            // limit near the devices; then, since an OOB switch draws little, the nearest with a
            // free unit whatever its load; a rack of its own at the row's end last.
            // Nearest first is (distance, rack id) order; the racks within kNearM come before
            // all others, so only they are sorted unless the search goes on to the others.
            const Rack &at = m_floor.racks[static_cast<std::size_t>(near)];
            std::vector<std::pair<double, int>> &nearby = m_nearby;
            nearby.clear();
            indexRows();
            for (int r = std::max(0, row - 1); r <= row + 1 && r < static_cast<int>(m_racksOfRow.size()); ++r)
                for (const int id : m_racksOfRow[static_cast<std::size_t>(r)]) {
                    const Rack &other = m_floor.racks[static_cast<std::size_t>(id)];
                    nearby.push_back({std::abs(other.xM - at.xM) + std::abs(other.yM - at.yM), id});
                }
            constexpr double kNearM = 4.0;
            const auto far = std::partition(nearby.begin(), nearby.end(),
                                            [](const std::pair<double, int> &n) { return n.first <= kNearM; });
            std::sort(nearby.begin(), far);
            for (auto n = nearby.begin(); n != far; ++n)
                if ((placed = m_space.putTopDown(n->second, spec)))
                    break;
            if (!placed)
                std::sort(far, nearby.end());
            for (std::size_t i = 0; !placed && i < nearby.size(); ++i)
                placed = m_space.putTopDown(nearby[i].second, spec, true);
            if (!placed)
                placed = m_space.putTopDown(m_space.addRack(row), spec, true);
            if (!placed) {
                m_diagnostics.push_back(makeError(
                    "floor.rackUnits",
                    Text(FABRIC_TR("fabric::Floor", "%1 (%2 units) does not fit in an empty rack of %3 units"), m_switch->model,
                         spec.heightUnits, m_design.floor.rackUnits)));
                return -1;
            }
        }
        Device d;
        d.kind = DeviceKind::Switch;
        d.model = m_switch->model;
        d.tier = Tier::Leaf;
        d.index = m_switches++;
        d.ports = m_ports;
        const Rack &rack = m_floor.racks[static_cast<std::size_t>(placed->rack)];
        d.name = oobSwitchName(rack, m_inRack[placed->rack]++);
        places.push_back(*placed);
        return t.addDevice(std::move(d));
    }

    // The racks of each row, brought up to date with the racks added since (their ids grow).
    void indexRows()
    {
        for (; m_indexedRacks < m_floor.racks.size(); ++m_indexedRacks) {
            const Rack &r = m_floor.racks[m_indexedRacks];
            if (r.row < 0)
                continue;
            if (static_cast<std::size_t>(r.row) >= m_racksOfRow.size())
                m_racksOfRow.resize(static_cast<std::size_t>(r.row) + 1);
            m_racksOfRow[static_cast<std::size_t>(r.row)].push_back(r.id);
        }
    }

    // Ports 1, 2, ... of one switch, in the order given.
    void wireToSwitch(Topology &t, const std::vector<std::pair<int, int>> &ports, int sw)
    {
        for (std::size_t i = 0; i < ports.size(); ++i)
            t.addLink({ports[i].first, ports[i].second}, {sw, static_cast<int>(i) + 1}, m_oob.linkSpeedGbps, 0,
                      LinkTier::NodeLeaf);
    }

    // A rack-scale system's management ports between its built-in switches: each port a source
    // places (an NVLink switch tray's ComE ports on one, its BMC on the other) on its switch; the
    // others, in order, fill the first switch up to half the rack's ports and the rest go to the
    // second. Each switch's ports keep the order of their devices.
    std::array<std::vector<std::pair<int, int>>, kRackScaleOobSwitches>
    splitAmongBuiltInSwitches(const std::vector<std::pair<int, int>> &ports) const
    {
        std::array<std::vector<std::pair<int, int>>, kRackScaleOobSwitches> own;
        std::vector<std::pair<int, int>> either;
        for (const auto &port : ports) {
            if (const int placed = inRackSwitchOf(port.first, port.second); placed > 0)
                own[static_cast<std::size_t>(placed - 1)].push_back(port);
            else
                either.push_back(port);
        }
        const std::size_t half = (ports.size() + 1) / 2;
        const std::size_t first = std::min(either.size(), half > own[0].size() ? half - own[0].size() : 0);
        own[0].insert(own[0].end(), either.begin(), either.begin() + static_cast<std::ptrdiff_t>(first));
        own[1].insert(own[1].end(), either.begin() + static_cast<std::ptrdiff_t>(first), either.end());
        for (auto &list : own)
            std::sort(list.begin(), list.end());
        return own;
    }

    // The built-in switch a source gives a port of a rack-scale system's own part (1 or 2); 0 for
    // the trays' ports and where no source says. The parts are the devices after the nodes.
    int inRackSwitchOf(int device, int port) const
    {
        const int part = device - m_firstRackPart;
        if (part < 0 || part >= static_cast<int>(m_rackParts.size()))
            return 0;
        return m_rackParts[static_cast<std::size_t>(part)].inRackSwitches[static_cast<std::size_t>(port - 1)];
    }

    // The management ports of one rack-scale system's own parts, and what those parts are.
    int rackPartPorts() const
    {
        int ports = 0;
        for (const RackManagedPart *part : m_partsOfRack)
            ports += part->count * static_cast<int>(part->portNames.size());
        return ports;
    }

    std::string rackPartTitles() const
    {
        std::string titles;
        for (const RackManagedPart *part : m_partsOfRack)
            titles += (titles.empty() ? "" : ", ") + part->title;
        return titles;
    }

    const Design &m_design;
    const ResolvedNetwork &m_oob;
    const Catalogue &m_catalogue;
    RackSpace &m_space;
    const FloorPlan &m_floor;
    Diagnostics &m_diagnostics;
    const SwitchModel *m_switch = nullptr;
    int m_ports = 48;
    int m_switches = 0;
    std::map<int, int> m_inRack; // OOB switches named per rack
    std::vector<std::vector<int>> m_racksOfRow;
    std::size_t m_indexedRacks = 0;
    std::vector<std::pair<double, int>> m_nearby; // addSwitch's, kept for its capacity
    struct RackPart
    {
        Managed managed;
        std::vector<int> inRackSwitches; // per port: 1 or 2, 0 where no source says
    };

    std::vector<const RackManagedPart *> m_partsOfRack; // a rack-scale platform's, from the catalogue
    std::vector<Managed> m_nodes;
    std::vector<RackPart> m_rackParts;
    int m_firstRackPart = 0; // the device id of m_rackParts' first
    std::vector<Managed> m_devices;
};

} // namespace

NetworkPlan planOobNetwork(const Design &design, const ResolvedNetwork &oob, const Catalogue &catalogue,
                           const std::vector<const NetworkPlan *> &others,
                           const std::vector<const std::vector<Placement> *> &placements, RackSpace &space,
                           const FloorPlan &floor, Diagnostics &diagnostics)
{
    Diagnostics own;
    NetworkPlan plan = OobBuilder(design, oob, catalogue, space, floor, own).build(others, placements);
    diagnostics.insert(diagnostics.end(), own.begin(), own.end());
    return plan;
}

void uplinkOobSwitches(const NetworkPlan &oob, NetworkPlan &inband, Diagnostics &diagnostics)
{
    Topology &t = inband.topology;
    std::vector<std::vector<bool>> taken(static_cast<std::size_t>(t.deviceCount()));
    for (int id = 0; id < t.deviceCount(); ++id)
        taken[static_cast<std::size_t>(id)].assign(static_cast<std::size_t>(t.device(id).ports) + 1, false);
    for (const Link &l : t.links)
        for (const PortRef &end : {l.a(), l.b()})
            if (static_cast<std::size_t>(end.port) < taken[static_cast<std::size_t>(end.device)].size())
                taken[static_cast<std::size_t>(end.device)][static_cast<std::size_t>(end.port)] = true;
    // Per switch, its free ports, the top tier's switches first.
    std::vector<std::vector<int>> freeOf;
    std::vector<int> switchOf;
    for (Tier tier : {Tier::Core, Tier::Spine, Tier::Leaf})
        for (int id = 0; id < t.deviceCount(); ++id) {
            const Device &d = t.device(id);
            if (d.kind != DeviceKind::Switch || d.tier != tier)
                continue;
            std::vector<int> ports;
            for (int port = 1; port <= d.ports; ++port)
                if (!taken[static_cast<std::size_t>(id)][static_cast<std::size_t>(port)])
                    ports.push_back(port);
            if (!ports.empty()) {
                freeOf.push_back(std::move(ports));
                switchOf.push_back(id);
            }
        }
    long long free = 0;
    for (const auto &ports : freeOf)
        free += static_cast<long long>(ports.size());
    const int oobSwitches = oob.sizing.tierSizes.empty() ? 0 : oob.sizing.tierSizes.front().count;
    const int needed = oobSwitches * kOobUplinks;
    if (free < needed) {
        diagnostics.push_back(makeError(
            "networks.inband.oversubscription",
            Text(FABRIC_TR("fabric::Networks", "the %1 has %2 free for the %3 of %4; plan its leaves with more ports free (a "
                                               "higher in-band ratio) or a larger switch"),
                 networkTitle(NetworkRole::Inband),
                 Text(free == 1 ? FABRIC_TR("fabric::Networks", "%1 port") : FABRIC_TR("fabric::Networks", "%1 ports"), free),
                 Text(FABRIC_TR("fabric::Networks", "%1 uplinks"), needed),
                 Text(oobSwitches == 1 ? FABRIC_TR("fabric::Networks", "%1 OOB switch") : FABRIC_TR("fabric::Networks", "%1 OOB switches"),
                      oobSwitches))));
        return;
    }
    const int uplinkSpeed = std::min(100, inband.sizing.switchLinkSpeedGbps() > 0 ? inband.sizing.switchLinkSpeedGbps() : 100);
    // Round robin over the switches with free ports, so that an OOB switch's two uplinks land on
    // two different in-band switches (where there are two) and the load spreads over the top tier.
    std::size_t next = 0;
    const auto takePort = [&]() {
        while (freeOf[next % freeOf.size()].empty())
            ++next;
        std::vector<int> &ports = freeOf[next % freeOf.size()];
        const PortRef ref{switchOf[next % freeOf.size()], ports.back()};
        ports.pop_back();
        ++next;
        return ref;
    };
    for (int id = 0; id < oob.topology.deviceCount(); ++id) {
        const Device &o = oob.topology.device(id);
        if (o.kind != DeviceKind::Switch || o.managementPortOnly)
            continue;
        Device copy = o;
        copy.ports = o.ports + kOobUplinks;
        const int device = t.addDevice(copy);
        inband.placements.push_back(oob.placements[static_cast<std::size_t>(id)]);
        for (int u = 0; u < kOobUplinks; ++u)
            t.addLink({device, o.ports + u + 1}, takePort(), uplinkSpeed, 0, LinkTier::OobUplink);
    }
}

} // namespace fabric
