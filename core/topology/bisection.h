#pragma once

#include "core/topology/topology.h"

#include <cstdint>
#include <string>
#include <vector>

namespace fabric {

// Bisection bandwidth: split a plane's GPU endpoints into two halves, let every endpoint of one half
// send at its link speed to the other half, and measure what crosses (one direction, Gb/s). A fat
// tree has many halvings and the oversubscribed ones differ widely (whole leaves on one side meet
// nothing inside a leaf), so the figure is the narrowest of the cuts that matter for a fat tree.
// Each cut is defined on the wired topology alone (the devices' scalable unit, the node order, the
// rail of each link and which leaves share spines), never on a particular sizing's layout.
// Management ports carry no traffic and sit on neither side. Planes are separate trees: each plane
// is halved on its own and the fabric's bisection is the sum of the planes'.

// One halving of a plane's GPU endpoints (its node-leaf links, ordered by node, then rail).
struct BisectionCut
{
    std::string name;               // node order, scalable units, rails, pods, leaves
    std::vector<std::uint8_t> sideA; // per endpoint: 1 on side A (the first half), 0 on side B
};

struct CutFlow
{
    std::string cut;
    long long gbps = 0;
};

struct PlaneBisection
{
    long long gbps = 0;          // the narrowest cut
    std::string narrowestCut;
    std::vector<CutFlow> cuts;   // every cut tried, in the order of bisectionCuts()
};

struct Bisection
{
    long long gbps = 0;                 // the planes' sum
    std::string narrowestCut;           // of the first plane
    std::vector<PlaneBisection> planes;
};

// The cuts that matter for a fat tree, for one plane of a wired topology: node order (the first half
// of the endpoints), scalable units (whole SUs on each side, the fullest first), rails (the first half
// of the rails against the rest), pods (whole leaf-spine blocks, three tiers) and leaves (whole
// leaves, the fullest first). Only cuts that differ in kind are listed (rails with one rail are not).
std::vector<BisectionCut> bisectionCuts(const Topology &topology, int plane);

// The figure: every cut of every plane, its flow computed bottom up through the tree (traffic that
// can meet inside a leaf does, the rest climbs as far as the uplinks of its leaf and of its pod
// allow, and meets at the top). Linear in the links, so the pipeline runs it on every plan; exact
// for balanced fat trees, which the max-flow check below proves design by design.
Bisection computeBisection(const Topology &topology, int planes);

// The check: the same cuts by max-flow (Boost.Graph push-relabel) over the port-level graph of one
// plane, every endpoint a vertex of its own. Slow (seconds at 16,384 GPUs): tests and
// `plan --check-bisection`.
PlaneBisection bisectionMaxFlow(const Topology &topology, int plane);

} // namespace fabric
