#pragma once

// Hand-built fabrics and a small catalogue of made-up parts for the floor, cabling and BOM tests
// (and the benchmark), so that they do not depend on the sizing stage or on the real catalogue's
// rows changing. Qt-free: the benchmark uses it too.

#include "core/catalogue/catalogue.h"
#include "core/catalogue/cataloguehash.h"
#include "core/catalogue/sqlitedatabase.h"
#include "core/sizing/sizing.h"
#include "core/topology/topology.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

namespace fabric::fixture {

// Made-up parts with round numbers. Media at 400G: single-port DACs to 3 m, twin splitters to
// 2 m (their tails plug into single-port QSFP112 cages, as a server's), ACCs to 5 m, AOCs to 30 m, multimode optics to 50 m and single-mode to 500 m. The cables have
// no connector ('' fits any cage): these tests are about reach, preference and cage sharing, not cage fit.
inline const char *kRows = R"SQL(
INSERT INTO catalogue_info VALUES ('version', 'fixture-1');
INSERT INTO switches (model, family, technology, ordering_pn, cage_type, cages, ports_per_cage, managed, roles, rack_units, power_w, weight_kg, price_usd, source, grade, power_unknown_reason) VALUES
  ('TSW', 'Test-2', 'infiniband', 'TSW-PN', 'OSFP', 32, 2, 1, 'leaf,spine,core', 1, 1000, 15, 20000, 'fixture', 'E', NULL),
  ('TSW-NOPRICE', 'Test-2', 'infiniband', 'TSW-NOPRICE-PN', 'OSFP', 32, 2, 1, 'leaf,spine,core', 1, NULL, 15, NULL, 'fixture', 'E', 'fixture: a switch of unknown power');
INSERT INTO switch_port_modes (model, speed_gbps, ports) VALUES ('TSW', 400, 64), ('TSW-NOPRICE', 400, 64);
INSERT INTO nics (model, family, technology, ports, speed_gbps, cage_type, power_w, price_usd, source, grade) VALUES
  ('TNIC', 'TestX', 'vpi', 1, 400, 'OSFP', 20, 1000, 'fixture', 'E');
INSERT INTO platforms (name, vendor, gpus, gpu_model, compute_ports, nic_model, nic_speed_gbps, nic_included, node_cage_type, node_ports_per_cage, rack_units, power_kw, weight_kg, price_usd, source, grade) VALUES
  ('TNODE', 'Test', 8, 'TGPU', 8, 'TNIC', 400, 0, 'OSFP', 2, 8, 10.0, 130, 300000, 'fixture', 'E'),
  ('TNODE-UNKNOWN', 'Test', 8, 'TGPU', 8, 'TNIC', 400, 1, 'OSFP', 2, 8, NULL, NULL, NULL, 'fixture', 'E'),
  ('TSERVER', 'Test', 0, NULL, 1, 'TNIC', 400, 0, 'QSFP112', 1, 1, 0.5, 20, 10000, 'fixture', 'E');
INSERT INTO appliances (model, technology, fabric_ports, port_speed_gbps, rack_units, power_w, price_usd, source, grade) VALUES
  ('TUFM', 'infiniband', 2, 400, 1, 300, 50000, 'fixture', 'E');
INSERT INTO currencies VALUES ('USD', 'US dollar', '$', 1, '2026-11', 'fixture'), ('CNY', 'yuan', 'Y', 7.0, '2026-11', 'fixture');
INSERT INTO media (part_number, family, kind, technology, speed_gbps, connector, links_per_unit, length_m, reach_m, fibre_type, power_w, description, price_usd, source, grade) VALUES
  ('DAC-1', 'DAC', 'dac', 'both', 400, '', 1, 1, NULL, NULL, 0, 'copper 1 m', 100, 'fixture', 'E'),
  ('DAC-2', 'DAC', 'dac', 'both', 400, '', 1, 2, NULL, NULL, 0, 'copper 2 m', 120, 'fixture', 'E'),
  ('DAC-3', 'DAC', 'dac', 'both', 400, '', 1, 3, NULL, NULL, 0, 'copper 3 m', 140, 'fixture', 'E'),
  ('SPLIT-1', 'SPLIT', 'dac', 'both', 400, '', 2, 1, NULL, NULL, 0, 'splitter 1 m', 300, 'fixture', 'E'),
  ('SPLIT-2', 'SPLIT', 'dac', 'both', 400, '', 2, 2, NULL, NULL, 0, 'splitter 2 m', 350, 'fixture', 'E'),
  ('ACC-4', 'ACC', 'acc', 'both', 400, '', 1, 4, NULL, NULL, 1.5, 'active copper 4 m', 400, 'fixture', 'E'),
  ('ACC-5', 'ACC', 'acc', 'both', 400, '', 1, 5, NULL, NULL, 1.5, 'active copper 5 m', 450, 'fixture', 'E'),
  ('AOC-10', 'AOC', 'aoc', 'both', 400, '', 1, 10, NULL, 'MMF', 12, 'AOC 10 m', 600, 'fixture', 'E'),
  ('AOC-30', 'AOC', 'aoc', 'both', 400, '', 1, 30, NULL, 'MMF', 12, 'AOC 30 m', 700, 'fixture', 'E'),
  ('MM-TWIN', 'MM', 'transceiver', 'both', 400, 'OSFP', 2, NULL, 50, 'MMF', 15, 'twin SR4', 1300, 'fixture', 'E'),
  ('MM-ONE', 'MM', 'transceiver', 'both', 400, 'OSFP', 1, NULL, 50, 'MMF', 8, 'single SR4', 800, 'fixture', 'E'),
  ('MM-QSFP', 'MM', 'transceiver', 'both', 400, 'QSFP112', 1, NULL, 50, 'MMF', 8, 'single SR4 QSFP112', 750, 'fixture', 'E'),
  ('SM-TWIN', 'SM', 'transceiver', 'both', 400, 'OSFP', 2, NULL, 500, 'SMF', 17, 'twin DR4', 1900, 'fixture', 'E'),
  ('SM-ONE', 'SM', 'transceiver', 'both', 400, 'OSFP', 1, NULL, 500, 'SMF', 9, 'single DR4', 1000, 'fixture', 'E'),
  ('SM-QSFP', 'SM', 'transceiver', 'both', 400, 'QSFP112', 1, NULL, 500, 'SMF', 9, 'single DR4 QSFP112', 950, 'fixture', 'E'),
  ('MMF-10', 'MMF', 'fibre', 'both', 400, 'MPO-12', 1, 10, NULL, 'MMF', NULL, 'OM4 10 m', 50, 'fixture', 'E'),
  ('MMF-30', 'MMF', 'fibre', 'both', 400, 'MPO-12', 1, 30, NULL, 'MMF', NULL, 'OM4 30 m', 70, 'fixture', 'E'),
  ('MMF-50', 'MMF', 'fibre', 'both', 400, 'MPO-12', 1, 50, NULL, 'MMF', NULL, 'OM4 50 m', 90, 'fixture', 'E'),
  ('SMF-100', 'SMF', 'fibre', 'both', 400, 'MPO-12', 1, 100, NULL, 'SMF', NULL, 'OS2 100 m', 120, 'fixture', 'E'),
  ('SMF-500', 'SMF', 'fibre', 'both', 400, 'MPO-12', 1, 500, NULL, 'SMF', NULL, 'OS2 500 m', 300, 'fixture', 'E');
UPDATE media SET end_connector = 'QSFP112' WHERE family = 'SPLIT';
)SQL";

inline const char *kDefaultPreference = R"SQL(
INSERT INTO media_preference (rank, kind, fibre_type) VALUES
  (1, 'dac', NULL), (2, 'acc', NULL), (3, 'aoc', NULL), (4, 'transceiver', 'MMF'), (5, 'transceiver', 'SMF');
)SQL";

inline std::string readText(const std::filesystem::path &path)
{
    std::ifstream in(path);
    std::stringstream text;
    text << in.rdbuf();
    return text.str();
}

// A catalogue file at path made of the real schema plus the given rows.
inline Expected<Catalogue> makeCatalogue(const std::filesystem::path &path, const std::filesystem::path &schema,
                                         const std::string &rows = kRows,
                                         const std::string &preference = kDefaultPreference)
{
    std::filesystem::remove(path);
    {
        SqliteDatabase db;
        if (auto error = db.open(path, SqliteDatabase::Mode::ReadWriteCreate); !error.empty())
            return Expected<Catalogue>::failure(error);
        // A scratch file: no journal, no syncing, one transaction.
        const std::string fast = "PRAGMA journal_mode = OFF; PRAGMA synchronous = OFF; BEGIN;";
        for (const std::string &sql : {fast, readText(schema), rows, preference, std::string("COMMIT;")})
            if (auto error = db.execute(sql); !error.empty())
                return Expected<Catalogue>::failure(error);
    }
    // Sealed like the bundled catalogue, which Catalogue::open requires.
    if (auto error = sealCatalogue(path); !error.empty())
        return Expected<Catalogue>::failure(error);
    return Catalogue::open(path);
}

// makeCatalogue with the project's schema and the fixture rows; a fixture that cannot be built
// stops the test at once, naming why.
inline Catalogue openCatalogue(const std::filesystem::path &path,
                               const std::string &preference = kDefaultPreference)
{
    auto catalogue = makeCatalogue(path, FABRIC_SOURCE_DIR "/data/schema.sql", kRows, preference);
    if (!catalogue) {
        std::fprintf(stderr, "fixture catalogue: %s\n", catalogue.error().c_str());
        std::exit(1);
    }
    return std::move(*catalogue);
}

// A rail-optimized fabric: SUs of suSize nodes, one leaf per rail per SU (down ports 1..suSize
// to the SU's nodes, up ports after them spread round-robin over the spines a cage at a time), optional cores
// fed round-robin from the spines' up ports, and appliances on the first leaf.
struct Shape
{
    int nodes = 8;
    int rails = 8;
    int suSize = 4;
    int spines = 2;
    int cores = 0;
    int appliances = 0;
    std::string platform = "TNODE";
    std::string switchModel = "TSW";
    std::string appliance = "TUFM";
    int speedGbps = 400;
    int switchPortsPerCage = 2;
    int nodePortsPerCage = 0; // 0: the platform's
};

struct Fabric
{
    Sizing sizing;
    Topology topology;
};


inline Fabric makeFabric(const Catalogue &catalogue, const Shape &shape)
{
    Fabric f;
    Sizing &s = f.sizing;
    s.platform = catalogue.findPlatform(shape.platform);
    s.switchModel = catalogue.findSwitch(shape.switchModel);
    s.appliance = shape.appliances > 0 ? catalogue.findAppliance(shape.appliance) : nullptr;
    s.nodes = shape.nodes;
    s.gpus = shape.nodes * (s.platform ? s.platform->gpus : 0);
    s.railsPerNode = shape.rails;
    s.linkSpeedGbps = shape.speedGbps;
    s.suSize = shape.suSize;
    s.scalableUnits = (shape.nodes + shape.suSize - 1) / shape.suSize;
    s.leavesPerSu = shape.rails;
    s.tiers = shape.cores > 0 ? 3 : 2;
    const int nodePpc = shape.nodePortsPerCage > 0 ? shape.nodePortsPerCage
                                                   : (s.platform ? s.platform->nodePortsPerCage : 1);
    const std::string model = s.switchModel ? s.switchModel->model : shape.switchModel;

    Topology &t = f.topology;
    std::vector<int> nodes, leaves, spines, cores;
    for (int n = 0; n < shape.nodes; ++n)
        nodes.push_back(t.addDevice({DeviceKind::Node, "node-" + std::to_string(n + 1), shape.platform,
                                      Tier::Leaf, 0, n / shape.suSize, n, shape.rails, nodePpc}));
    for (int su = 0; su < s.scalableUnits; ++su)
        for (int r = 0; r < shape.rails; ++r)
            leaves.push_back(t.addDevice({DeviceKind::Switch, "leaf-su" + std::to_string(su + 1) + "-r" + std::to_string(r + 1),
                                           model, Tier::Leaf, 0, su, su * shape.rails + r, 2 * shape.suSize,
                                           shape.switchPortsPerCage}));
    for (int i = 0; i < shape.spines; ++i)
        spines.push_back(t.addDevice({DeviceKind::Switch, "spine-" + std::to_string(i + 1), model, Tier::Spine, 0,
                                       -1, i, 64, shape.switchPortsPerCage}));
    for (int i = 0; i < shape.cores; ++i)
        cores.push_back(t.addDevice({DeviceKind::Switch, "core-" + std::to_string(i + 1), model, Tier::Core, 0,
                                      -1, i, 64, shape.switchPortsPerCage}));
    std::vector<int> appliances;
    for (int i = 0; i < shape.appliances; ++i)
        appliances.push_back(t.addDevice({DeviceKind::Appliance, "ufm-" + std::to_string(i + 1), shape.appliance,
                                           Tier::Leaf, 0, -1, i, 1, 1}));

    for (int n = 0; n < shape.nodes; ++n)
        for (int r = 0; r < shape.rails; ++r) {
            const int leaf = leaves[static_cast<std::size_t>((n / shape.suSize) * shape.rails + r)];
            t.addLink({nodes[static_cast<std::size_t>(n)], r + 1}, {leaf, n % shape.suSize + 1},
                      shape.speedGbps, 0, LinkTier::NodeLeaf);
        }
    std::vector<int> spinePort(spines.size(), 0);
    for (int leaf : leaves)
        for (int up = 0; up < shape.suSize && !spines.empty(); ++up) {
            // Consecutive up ports go to one spine, a cage's worth at a time, as the planner's
            // wiring does, so a straight twin cable can serve a cage.
            const auto spine = static_cast<std::size_t>(up / std::max(1, shape.switchPortsPerCage) % shape.spines);
            t.addLink({leaf, shape.suSize + up + 1}, {spines[spine], ++spinePort[spine]}, shape.speedGbps, 0,
                      LinkTier::LeafSpine);
        }
    if (!cores.empty()) {
        std::vector<int> corePort(cores.size(), 0);
        for (std::size_t i = 0; i < spines.size(); ++i) {
            const int down = spinePort[i];
            for (int up = 0; up < down; ++up) {
                const auto core = static_cast<std::size_t>(up % shape.cores);
                t.addLink({spines[i], down + up + 1}, {cores[core], ++corePort[core]}, shape.speedGbps, 0,
                          LinkTier::SpineCore);
            }
        }
    }
    for (std::size_t i = 0; i < appliances.size() && !leaves.empty(); ++i)
        t.addLink({appliances[i], 1}, {leaves.front(), 2 * shape.suSize + static_cast<int>(i) + 1},
                  shape.speedGbps, 0, LinkTier::SubnetManagerLeaf);
    return f;
}

} // namespace fabric::fixture
