#pragma once

#include "core/common/storedprice.h"
#include "core/common/technology.h"
#include "core/common/text.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace fabric {

// Heat given off per watt drawn (1 W = 3.412 BTU/h).
inline constexpr double kBtuPerHourPerWatt = 3.412;

// Where a row's facts come from: P primary NVIDIA document, S secondary, C computed, E estimate.
struct Provenance
{
    std::string source;
    char grade = 'S';
};

// A price in US dollars as the catalogue (or the user's price list) holds it.
struct Price
{
    std::optional<double> usd;
    bool indicative = true;
    std::string source;
    bool fromUserList = false;
    StoredPrice listed; // the user's price as listed (currency, source, date) when fromUserList
};

struct PortMode
{
    int speedGbps = 0;
    int ports = 0;
    bool split = false;
    std::string note;
    // Cages that run this mode when its breakout disables the neighbour cage; empty: every cage.
    std::optional<int> cagesUsed;
};

struct SwitchModel
{
    std::string model;
    std::string family;
    Technology technology = Technology::InfiniBand;
    std::string asic;
    std::string orderingPn;
    std::string legacyOpn;
    std::string cageType;
    int cages = 0;
    int portsPerCage = 1;
    std::optional<int> sharpVersion;
    bool managed = true;
    std::vector<std::string> roles;
    std::optional<int> rackUnits;
    std::optional<double> powerW;
    std::optional<double> maxPowerW;
    std::optional<double> weightKg;
    std::optional<double> latencyNs;
    bool liquidCooled = false;
    bool endOfLife = false;
    Price price;
    std::string notes;
    Provenance provenance;
    std::vector<PortMode> portModes;
    std::string powerUnknownReason; // why powerW is empty: no published figure found
    bool shield = false;            // SHIELD self-healing interconnect
    std::string featureSource;      // where the SHARP / SHIELD facts come from

    // Heat to remove at typical power (BTU/h), empty when the power is unknown.
    std::optional<double> heatBtuPerHour() const;
    // In-network features for a customer line: "SHARPv3 in-network reduction, SHIELD self-healing
    // interconnect"; empty when the switch has none.
    Text features() const;
    std::optional<int> embeddedSmMaxNodes; // the embedded subnet manager's published limit
    std::string embeddedSmSource;

    // The uniform port mode at this speed, or nullptr when the switch cannot run it.
    const PortMode *modeFor(int speedGbps) const;
    bool hasRole(std::string_view role) const;
    // What goes on an order: the ordering PN, else the legacy OPN, else the model name.
    const std::string &partNumber() const;
    // The names a price list may give it (each once): its part number, its model and its legacy
    // OPN, which resellers still quote and --switch takes.
    std::vector<std::string_view> priceNames() const;
};

// How one NIC port runs at a speed (ConnectX-8 800G on Ethernet: 2 x 400G).
struct NicPortMode
{
    int speedGbps = 0;
    std::string technology; // infiniband, ethernet or both
    int portsPerPort = 1;
    Provenance provenance;
};

struct Nic
{
    std::string model;
    std::string family;
    std::string technology; // infiniband, ethernet or vpi
    int ports = 1;
    int speedGbps = 0;
    std::string cageType;
    std::optional<int> pcieGen;
    std::optional<int> pcieLanes;
    std::optional<double> powerW;
    Price price;
    std::string notes;
    Provenance provenance;
    std::vector<NicPortMode> portModes;

    bool supports(Technology t) const;
    // Ports one NIC port gives at this speed: its mode's, else one port at that rate.
    int portsPerPortAt(int speedGbps, Technology t) const;
};

// TwistedPair: an RJ45 patch cord (Cat5e/Cat6) of a 1GbE management link, copper but not a DAC.
enum class MediaKind { Dac, Acc, Aoc, Transceiver, Fibre, TwistedPair };
std::string_view toString(MediaKind kind);
std::optional<MediaKind> mediaKindFromString(std::string_view s);

struct Medium
{
    std::string partNumber;
    std::string family;
    MediaKind kind = MediaKind::Dac;
    std::string technology; // infiniband, ethernet or both
    int speedGbps = 0;
    std::string connector;      // the cage it plugs into (OSFP finned / OSFP-flat ...); fibre: MPO-12/APC, LC-duplex ...
    std::string fibreConnector; // transceivers: the fibre connector of one link, empty when unknown
    int linksPerUnit = 1;
    std::optional<double> lengthM; // cables and fibre
    std::optional<double> reachM;  // transceivers
    std::string fibreType;         // MMF, SMF or empty
    std::optional<double> powerW;
    std::string description; // one customer-facing product line (quotes, BOMs)
    Price price;
    Provenance provenance;
    std::string notes;       // sourcing commentary and grade tags; never printed on quotes
    bool forSale = true;     // false: on NVIDIA's no-longer-for-sale list; never picked
    std::string replacedBy;  // not for sale: what to order instead
    std::string endConnector;     // cables: the cage the far end plugs into when it differs from connector
    std::vector<int> alsoSpeeds;  // other link speeds the part carries (an optic's 200G mode)

    bool supports(Technology t) const;
    // Whether the part carries a link of this speed (its own speed or one of alsoSpeeds).
    bool carries(int linkGbps) const;
    // The cage the far end of a cable plugs into: endConnector, else connector.
    const std::string &farConnector() const { return endConnector.empty() ? connector : endConnector; }
    bool isCable() const
    {
        return kind == MediaKind::Dac || kind == MediaKind::Acc || kind == MediaKind::Aoc || kind == MediaKind::TwistedPair;
    }
    // A 1:2 (or wider) splitter: a cable of several links whose far ends are plugs of one link each,
    // which the catalogue marks by naming their cage (endConnector). A twin cable without one is
    // straight: all its links end in one cage.
    bool isSplitter() const { return isCable() && linksPerUnit > 1 && !endConnector.empty(); }
    // How far this part can carry a link: its length for cables and fibre, its reach for optics.
    double maxDistanceM() const;
};

struct MediaPreference
{
    int rank = 0;
    MediaKind kind = MediaKind::Dac;
    std::string fibreType; // for transceivers: MMF or SMF
    std::string note;
};

// The host's CPU, as NCCL tells them apart when it prices a network post (tuning.cc
// getNetOverhead: x86 Intel, x86 AMD, anything else).
enum class HostCpu { Unknown, Intel, Amd, Arm };
std::optional<HostCpu> hostCpuFromString(std::string_view text); // "intel", "amd", "arm"
std::string_view toString(HostCpu cpu);

struct Platform
{
    std::string name;
    std::string vendor;
    int gpus = 0;
    std::string gpuModel;
    std::optional<double> nvlinkGBytesPerGpu;
    int computePorts = 1;
    std::string nicModel;
    int nicSpeedGbps = 0;
    bool nicIncluded = true;
    std::string nodeCageType;
    int nodePortsPerCage = 1;
    int rackUnits = 1;
    std::optional<double> powerKw;
    std::optional<double> weightKg;
    Price price;
    std::string notes;
    Provenance provenance;
    std::optional<int> nvlinkDomainGpus; // GPUs in one NVLink domain (8 for HGX/DGX, 72 for NVL72)
    bool rackScale = false; // the node is a whole rack (GB200 NVL72): it defines its own rack
    // GPU-to-GPU over PCIe, one direction, as NCCL rates the GPU's link: what a node without
    // NVLink moves between its GPUs (RTX PRO 6000 on PCIe Gen5 x16: 48)
    std::optional<double> pcieGBytesPerGpu;
    HostCpu hostCpu = HostCpu::Unknown; // NCCL prices a network post by it
    // Operating systems in one node, each a Slurm node: 18 compute trays in a GB200/GB300 NVL72
    // rack, 1 elsewhere.
    int hosts = 1;
};

struct Appliance
{
    std::string model;
    Technology technology = Technology::InfiniBand;
    int fabricPorts = 0;
    int portSpeedGbps = 0;
    std::optional<int> rackUnits;
    std::optional<double> powerW;
    Price price;
    Provenance provenance;
    std::string notes;
    std::string cageType; // its fabric cage (UFM 3.x: OSFP-flat)
    int portsPerCage = 1;
};

// A platform's node ports on one of the networks beside the compute fabric (the compute ports are
// Platform::computePorts).
struct PlatformNetworkPorts
{
    std::string platform;
    std::string network; // storage, inband or oob
    int ports = 0;
    int speedGbps = 0;
    Technology technology = Technology::Ethernet; // the reference architecture's choice
    std::string cageType;
    std::string note;
    Provenance provenance;
};

// A part of a rack-scale system with management ports of its own on the OOB network (an NVL72
// rack's NVLink switch trays and power shelves), served by the system's built-in OOB switches.
struct RackManagedPart
{
    std::string platform;
    std::string part;  // the stem of its devices' names: nvsw
    std::string title; // NVLink switch tray
    int count = 0;     // in one system
    std::vector<std::string> portNames; // ComE1, ComE2, BMC: one part's ports, in cabling order
    std::vector<int> inRackSwitches;    // per port: built-in switch 1 or 2, 0 where no source says
    std::string note;
    Provenance provenance;
};

// Racks, rack PDUs and management servers: ordered beside the networks, as the RAs list them.
enum class InfrastructureRole { Rack, Pdu, ManagementServer };

struct Infrastructure
{
    std::string model;
    InfrastructureRole role = InfrastructureRole::Rack;
    std::string description;
    std::optional<int> rackUnits;
    std::optional<double> powerW;
    int inbandPorts = 0;
    int inbandSpeedGbps = 0;
    std::string cageType;
    Price price;
    std::string notes;
    Provenance provenance;
};

struct Currency
{
    std::string code;
    std::string name;
    std::string symbol;
    double perUsd = 1.0;
    std::string asOf;
    std::string source;
    // Added by Catalogue::overrideExchangeRate (a rate the user set), not in the catalogue's
    // database: it prices a design, but the user's price database cannot hold a price in it.
    bool addedByUser = false;
};

} // namespace fabric
