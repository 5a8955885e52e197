#pragma once

// The designs issue 10 asks every sizing rule to hold for: node counts around every SU, pod and
// tier boundary, with and without management, 1:1 / 2:1 / 3:1, one and two planes, InfiniBand
// and Ethernet, generic servers on 36- and 40-port switches up to 5,000. Shared by the sizing
// tests (balance, brute-force minimum) and the OpenSM test (every InfiniBand design routes).

#include "core/design/design.h"
#include "core/plan/plan.h"

#include <string>
#include <vector>

struct SweepDesign
{
    std::string name;
    fabric::Design design;
};

// Which networks the sweep's designs plan: the compute fabric alone (the sizing tests judge its
// sizing, wiring and routing), or every network the platform plans by default (the whole-cluster
// tests and the OpenSM sweep's storage fabrics).
enum class SweepNetworks { ComputeOnly, PlatformDefault };

inline std::vector<SweepDesign> sizingSweep(SweepNetworks networks = SweepNetworks::ComputeOnly)
{
    using fabric::Design;
    using fabric::FabricManagement;
    using fabric::Technology;
    std::vector<SweepDesign> out;
    auto add = [&](std::string name, Design d) {
        if (networks == SweepNetworks::ComputeOnly)
            d.networks.planned = std::vector<fabric::NetworkRole>{fabric::NetworkRole::Compute};
        out.push_back({std::move(name), std::move(d)});
    };
    auto dgx = [](const char *platform, int nodes) {
        Design d;
        d.platform = platform;
        d.nodes = nodes;
        d.switchModel = "QM9700";
        return d;
    };
    const int boundaries[] = {1, 8, 31, 32, 33, 63, 64, 65, 127, 128, 129, 255, 256, 257,
                              511, 512, 513, 1023, 1024, 1025, 2047, 2048};
    for (int n : boundaries) {
        add("H100 " + std::to_string(n) + ", UFM", dgx("DGX-H100", n));
        Design none = dgx("DGX-H100", n);
        none.management = FabricManagement::None;
        add("H100 " + std::to_string(n) + ", no management", none);
    }
    for (int n : {33, 127, 257, 1025}) {
        Design d = dgx("DGX-H100", n);
        d.oversubscription = 2.0;
        add("H100 " + std::to_string(n) + ", 2:1", d);
    }
    for (int n : {65, 255, 513}) {
        Design d = dgx("DGX-B200", n);
        d.oversubscription = 3.0;
        add("B200 " + std::to_string(n) + ", 3:1", d);
    }
    for (int n : {64, 129, 1024}) {
        Design d = dgx("DGX-H100", n);
        d.planes = 2;
        add("H100 " + std::to_string(n) + ", 2 planes", d);
    }
    for (int n : {32, 33, 257}) {
        Design d = dgx("DGX-B300", n);
        d.switchModel = "SN5600";
        d.fabric = Technology::Ethernet;
        d.linkSpeedGbps = 400;
        d.planes = 2;
        add("B300 " + std::to_string(n) + ", Ethernet 400G, 2 planes", d);
    }
    for (int n : {31, 128, 257, 1025, 2048}) {
        Design d = dgx("DGX-H100", n);
        d.switchModel = "SN5600";
        d.fabric = Technology::Ethernet;
        add("H100 " + std::to_string(n) + ", Ethernet", d);
    }
    // Issue 33: clusters smaller than one SU, whose leaves take several whole rails (two, three,
    // four rails a leaf, the last leaf fewer), around the SU boundary where one rail a leaf returns.
    for (int n : {9, 10, 12, 16, 17, 20}) {
        add("H100 " + std::to_string(n) + ", UFM", dgx("DGX-H100", n));
        Design none = dgx("DGX-H100", n);
        none.management = FabricManagement::None;
        add("H100 " + std::to_string(n) + ", no management", none);
    }
    // NVL72 racks: 72 rails of one port a rack. On QM9700 (32 down ports) several racks share an
    // SU of leaves taking g rails each; within one SU, as many rails as a leaf holds.
    for (int n : {1, 2, 3, 7, 8, 9, 10, 16, 17, 24, 40}) {
        Design d = dgx("DGX-GB200", n);
        add("GB200 NVL72 " + std::to_string(n) + " racks", d);
    }
    // On Q3400 at 800G (72 down ports): 8 racks are NVIDIA's 8 leaves and 4 spines.
    for (int n : {1, 2, 8, 9, 16, 36, 72, 73}) {
        Design d = dgx("DGX-GB300", n);
        d.switchModel = "Q3400-RA";
        d.linkSpeedGbps = 800;
        add("GB300 NVL72 " + std::to_string(n) + " racks on Q3400", d);
    }
    struct Generic
    {
        const char *model;
        int speed;
        std::vector<int> ownBoundaries; // where its own tiers change
    };
    // QM8790 at 100 Gb/s: HDR100, each HDR cage split in two (80 ports: one switch to 80), and
    // beyond one switch split leaves (40 HDR100 down, 20 HDR up) under 40-port HDR spines: two
    // tiers to 1,600, NVIDIA's HDR100 figure, three beyond.
    for (const Generic &g : {Generic{"SB7800", 100, {}}, Generic{"QM8700", 200, {}},
                             Generic{"QM8790", 100, {40, 41, 80, 81, 1600, 1601, 3200, 3201}}}) {
        std::vector<int> sizes{18, 19, 36, 37, 400, 648, 649, 800, 801, 1000, 2000, 3000, 5000};
        sizes.insert(sizes.end(), g.ownBoundaries.begin(), g.ownBoundaries.end());
        for (int n : sizes) {
            Design d;
            d.platform = "generic-server";
            d.nodes = n;
            d.switchModel = g.model;
            d.linkSpeedGbps = g.speed;
            add(std::string("generic ") + std::to_string(n) + " on " + g.model, d);
        }
        Design d;
        d.platform = "generic-server";
        d.nodes = 700;
        d.switchModel = g.model;
        d.linkSpeedGbps = g.speed;
        d.oversubscription = 2.0;
        add(std::string("generic 700 on ") + g.model + ", 2:1", d);
        d.oversubscription = 3.0;
        d.nodes = 1500;
        add(std::string("generic 1500 on ") + g.model + ", 3:1", d);
        d.oversubscription = 1.0;
        d.management = FabricManagement::UfmAppliance;
        d.nodes = 648;
        add(std::string("generic 648 on ") + g.model + ", UFM", d);
    }
    return out;
}
