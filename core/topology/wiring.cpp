#include "core/topology/wiring.h"

#include "core/common/text.h"

#include <algorithm>
#include <cctype>

namespace fabric {

namespace {

int digits(int n)
{
    int d = 1;
    while (n >= 10) {
        n /= 10;
        ++d;
    }
    return d;
}

std::string lowered(std::string s)
{
    std::transform(s.begin(), s.end(), s.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return s;
}

// Device ids of one plane's switches and appliance, in the order they are added.
struct PlaneIds
{
    int leaves = 0;
    int spines = 0;
    int cores = 0;
    int appliance = -1;
};

class Wirer
{
public:
    Wirer(const Sizing &sizing, Topology &topology, NodeLinks nodeLinks)
        : m_s(sizing), m_t(topology), m_nodeLinks(nodeLinks)
    {
    }

    void run()
    {
        reserve();
        addNodes();
        for (int p = 0; p < m_s.planes; ++p)
            m_planes.push_back(addPlaneDevices(p));
        if (m_nodeLinks == NodeLinks::Wired)
            wireNodes();
        for (int p = 0; p < m_s.planes; ++p)
            wireManagement(p);
        for (int p = 0; p < m_s.planes; ++p)
            wireLeafSpine(p);
        for (int p = 0; p < m_s.planes; ++p)
            wireSpineCore(p);
    }

private:
    int radixOf(Tier tier) const
    {
        const TierSize *t = m_s.tier(tier);
        return t ? t->radix : m_s.tierSizes.front().radix;
    }
    int leafUp() const { return m_s.tierSizes.front().upPorts; }
    int spineUp() const
    {
        const TierSize *spine = m_s.tier(Tier::Spine);
        return spine ? spine->upPorts : 0;
    }

    void reserve()
    {
        long long links = (m_nodeLinks == NodeLinks::Wired ? static_cast<long long>(m_s.nodes) * m_s.railsPerNode : 0)
            + static_cast<long long>(m_s.managementPortsPerPlane) * m_s.planes
            + static_cast<long long>(m_s.leavesPerPlane()) * leafUp() * m_s.planes
            + static_cast<long long>(m_s.spinesPerPlane) * spineUp() * m_s.planes;
        m_t.links.reserve(static_cast<std::size_t>(links));
        const int switchesAndAppliance =
            m_s.leavesPerPlane() + m_s.spinesPerPlane + m_s.coresPerPlane + 1;
        m_t.devices.reserve(static_cast<std::size_t>(m_s.nodes + m_s.planes * switchesAndAppliance));
    }

    void addNodes()
    {
        for (int i = 0; i < m_s.nodes; ++i) {
            Device d;
            d.kind = DeviceKind::Node;
            d.name = nodeName(m_s.platform->name, i, m_s.nodes);
            d.model = m_s.platform->name;
            d.su = m_s.suOfNode(i);
            d.index = i;
            d.ports = m_s.railsPerNode;
            d.portsPerCage = std::max(1, m_s.platform->nodePortsPerCage);
            d.hosts = std::max(1, m_s.platform->hosts);
            m_t.addDevice(std::move(d));
        }
    }

    Device switchDevice(Tier tier, int plane, int index, std::string name) const
    {
        Device d;
        d.kind = DeviceKind::Switch;
        d.name = std::move(name);
        d.model = m_s.switchModel->model;
        d.tier = tier;
        d.plane = plane;
        d.index = index;
        d.ports = radixOf(tier);
        if (tier == Tier::Leaf) {
            d.portsPerCage = std::max(1, m_s.portsPerCage);
            d.splitPorts = m_s.splitLeafPorts;
            d.upperPortsPerCage = std::max(1, m_s.upperPortsPerCage);
        } else {
            d.portsPerCage = std::max(1, m_s.spinePortsPerCage());
        }
        return d;
    }

    PlaneIds addPlaneDevices(int plane)
    {
        PlaneIds ids;
        const std::string p = "-p" + std::to_string(plane + 1) + "-";
        ids.leaves = m_t.deviceCount();
        if (m_s.tiers == 1) {
            m_t.addDevice(switchDevice(Tier::Leaf, plane, 0, "leaf" + p + "01"));
        } else {
            const int suWidth = std::max(2, digits(m_s.scalableUnits));
            for (int su = 0; su < m_s.scalableUnits; ++su)
                for (int l = 0; l < m_s.leavesPerSu; ++l) {
                    Device d = switchDevice(Tier::Leaf, plane, su * m_s.leavesPerSu + l,
                                            "leaf" + p + "su" + zeroPadded(su + 1, suWidth) + "-r"
                                                + std::to_string(l + 1));
                    d.su = su;
                    m_t.addDevice(std::move(d));
                }
        }
        ids.spines = m_t.deviceCount();
        if (m_s.tiers == 2) {
            const int width = std::max(2, digits(m_s.spinesPerPlane));
            for (int j = 0; j < m_s.spinesPerPlane; ++j)
                m_t.addDevice(switchDevice(Tier::Spine, plane, j, "spine" + p + zeroPadded(j + 1, width)));
        } else if (m_s.tiers == 3) {
            const int podWidth = std::max(2, digits(m_s.pods));
            const int width = std::max(2, digits(m_s.spinesPerPod));
            for (int pod = 0; pod < m_s.pods; ++pod)
                for (int j = 0; j < m_s.spinesPerPod; ++j)
                    m_t.addDevice(switchDevice(Tier::Spine, plane, pod * m_s.spinesPerPod + j,
                                           "spine" + p + "pod" + zeroPadded(pod + 1, podWidth) + "-"
                                               + zeroPadded(j + 1, width)));
        }
        ids.cores = m_t.deviceCount();
        const int coreWidth = std::max(2, digits(m_s.coresPerPlane));
        for (int c = 0; c < m_s.coresPerPlane; ++c)
            m_t.addDevice(switchDevice(Tier::Core, plane, c, "core" + p + zeroPadded(c + 1, coreWidth)));
        if (m_s.appliance && m_s.managementPortsPerPlane > 0) {
            Device d;
            d.kind = DeviceKind::Appliance;
            d.appliance = ApplianceRole::SubnetManager;
            d.name = "ufm-" + std::to_string(plane + 1);
            d.model = m_s.appliance->model;
            d.plane = plane;
            d.index = plane;
            d.ports = m_s.managementPortsPerPlane;
            ids.appliance = m_t.addDevice(std::move(d));
        }
        return ids;
    }

    void wireNodes()
    {
        for (int node = 0; node < m_s.nodes; ++node) {
            const int position = m_s.positionInSu(node);
            for (int port = 0; port < m_s.railsPerNode; ++port) {
                const int plane = port % m_s.planes;
                const int rail = port / m_s.planes;
                const int leaf = m_planes[plane].leaves + m_s.leafOf(node, rail);
                m_t.addLink({node, port + 1}, {leaf, m_s.leafPortOf(position, rail)}, m_s.linkSpeedGbps,
                            plane, LinkTier::NodeLeaf);
            }
        }
    }

    // The appliance takes the reserved node slots at the start of SU 1, one rail after another,
    // so its links land on different leaves; without free slots, the leaf ports between the down
    // and the up ports, one leaf after another.
    void wireManagement(int plane)
    {
        const PlaneIds &ids = m_planes[plane];
        if (ids.appliance < 0)
            return;
        const TierSize &leafTier = m_s.tierSizes.front();
        for (int t = 0; t < m_s.managementPortsPerPlane; ++t) {
            int leaf = 0;
            int port = 0;
            if (m_s.tiers == 1) {
                port = m_s.capacityNodes * m_s.railsPerPlane + t + 1;
            } else if (m_s.managementOnSpareLeafPorts) {
                leaf = t % leafTier.perPlane;
                port = leafTier.downPorts + t / leafTier.perPlane + 1;
            } else {
                const int slot = t / m_s.railsPerPlane;
                const int rail = t % m_s.railsPerPlane;
                leaf = m_s.suOfSlot(slot) * m_s.leavesPerSu + rail / m_s.railsPerLeaf;
                port = m_s.leafPortOf(slot - m_s.firstSlotOfSu(m_s.suOfSlot(slot)), rail);
            }
            m_t.addLink({ids.appliance, t + 1}, {ids.leaves + leaf, port}, m_s.managementSpeedGbps, plane,
                        LinkTier::SubnetManagerLeaf);
            // The appliance belongs to the SU whose leaves it is cabled to, so the floor racks it
            // beside them; one cabled to several SUs belongs to none.
            const int su = m_t.device(ids.leaves + leaf).su;
            Device &appliance = m_t.devices[static_cast<std::size_t>(ids.appliance)];
            appliance.su = t == 0 || appliance.su == su ? su : -1;
        }
    }

    // Uplinks use the top ports of a switch; consecutive uplinks go to the same spine when a
    // leaf has several links to it, so a twin-port cage serves one spine.
    void wireLeafSpine(int plane)
    {
        if (m_s.tiers < 2)
            return;
        const PlaneIds &ids = m_planes[plane];
        const int k = radixOf(Tier::Leaf);
        const int up = leafUp();
        const int perPair = m_s.linksPerLeafSpinePair;
        for (int leaf = 0; leaf < m_s.leavesPerPlane(); ++leaf) {
            const int pod = m_s.tiers == 3 ? leaf / m_s.leavesPerPod : 0;
            const int inPod = m_s.tiers == 3 ? leaf % m_s.leavesPerPod : leaf;
            for (int x = 0; x < up; ++x) {
                const int spine = pod * m_s.spinesPerPod + x / perPair;
                const int spinePort = inPod * perPair + x % perPair + 1;
                m_t.addLink({ids.leaves + leaf, k - up + 1 + x}, {ids.spines + spine, spinePort},
                            m_s.switchLinkSpeedGbps(), plane, LinkTier::LeafSpine);
            }
        }
    }

    void wireSpineCore(int plane)
    {
        if (m_s.tiers < 3)
            return;
        const PlaneIds &ids = m_planes[plane];
        const int k = radixOf(Tier::Spine);
        const int up = spineUp();
        const int perPair = m_s.linksPerSpineCorePair;
        for (int spine = 0; spine < m_s.spinesPerPlane; ++spine) {
            const int pod = spine / m_s.spinesPerPod;
            const int group = spine % m_s.spinesPerPod;
            for (int x = 0; x < up; ++x) {
                const int core = group * m_s.coresPerGroup + x / perPair;
                const int corePort = pod * perPair + x % perPair + 1;
                m_t.addLink({ids.spines + spine, k - up + 1 + x}, {ids.cores + core, corePort},
                            m_s.switchLinkSpeedGbps(), plane, LinkTier::SpineCore);
            }
        }
    }

    const Sizing &m_s;
    Topology &m_t;
    NodeLinks m_nodeLinks;
    std::vector<PlaneIds> m_planes;
};

} // namespace

Topology wireTopology(const Design &, const Sizing &sizing, NodeLinks nodeLinks)
{
    Topology topology;
    if (!sizing.platform || !sizing.switchModel || sizing.tierSizes.empty() || sizing.nodes <= 0)
        return topology;
    Wirer(sizing, topology, nodeLinks).run();
    return topology;
}

std::string nodeName(const std::string &platform, int index, int nodes)
{
    return lowered(platform) + "-" + zeroPadded(index + 1, std::max(4, digits(nodes)));
}

} // namespace fabric
