#include "core/floor/rackmoves.h"

#include "core/common/text.h"

#include <algorithm>
#include <cmath>
#include <unordered_map>
#include <utility>
#include <vector>

namespace fabric {

namespace {

// Racks whose footprints overlap. Only a moved rack can, so each moved rack is checked against
// the racks in the neighbouring cells of a grid one rack wide and one rack deep: O(racks).
void reportOverlaps(const FloorPlan &floor, std::vector<std::size_t> moved, Diagnostics &diagnostics)
{
    std::sort(moved.begin(), moved.end());
    moved.erase(std::unique(moved.begin(), moved.end()), moved.end());
    const double width = floor.rackWidthM, depth = floor.rackDepthM;
    auto cell = [&](double x, double y) {
        return std::pair<long long, long long>{static_cast<long long>(std::floor(x / width)),
                                               static_cast<long long>(std::floor(y / depth))};
    };
    auto key = [](long long cx, long long cy) { return (cx << 32) ^ (cy & 0xffffffffLL); };
    std::unordered_multimap<long long, std::size_t> grid;
    grid.reserve(floor.racks.size());
    for (std::size_t i = 0; i < floor.racks.size(); ++i) {
        const auto [cx, cy] = cell(floor.racks[i].xM, floor.racks[i].yM);
        grid.emplace(key(cx, cy), i);
    }
    std::vector<std::pair<std::size_t, std::size_t>> clashes;
    for (std::size_t a : moved) {
        const Rack &ra = floor.racks[a];
        const auto [cx, cy] = cell(ra.xM, ra.yM);
        for (long long dx = -1; dx <= 1; ++dx)
            for (long long dy = -1; dy <= 1; ++dy) {
                auto [from, to] = grid.equal_range(key(cx + dx, cy + dy));
                for (auto it = from; it != to; ++it) {
                    const std::size_t b = it->second;
                    if (b == a || (b < a && std::binary_search(moved.begin(), moved.end(), b)))
                        continue; // itself, or a pair already seen from the other side
                    const Rack &rb = floor.racks[b];
                    if (footprintsOverlap(floor, ra.xM, ra.yM, rb.xM, rb.yM))
                        clashes.emplace_back(std::min(a, b), std::max(a, b));
                }
            }
    }
    if (clashes.empty())
        return;
    std::sort(clashes.begin(), clashes.end());
    constexpr std::size_t kNamed = 5;
    std::vector<Text> pairs;
    for (std::size_t i = 0; i < std::min(kNamed, clashes.size()); ++i)
        pairs.emplace_back(FABRIC_TR("fabric::Floor", "%1 and %2"), floor.racks[clashes[i].first].name,
                           floor.racks[clashes[i].second].name);
    Text named = joined(std::move(pairs));
    if (clashes.size() > kNamed)
        named = Text(FABRIC_TR("fabric::Floor", "%1 and %2 more pairs"), named, clashes.size() - kNamed);
    diagnostics.push_back(makeWarning("floor.rackMoves", Text(FABRIC_TR("fabric::Floor", "racks stand on the same spot: %1"), named)));
}

std::unordered_map<std::string, std::size_t> racksByName(const FloorPlan &floor)
{
    std::unordered_map<std::string, std::size_t> byName;
    byName.reserve(floor.racks.size());
    for (std::size_t i = 0; i < floor.racks.size(); ++i)
        byName.emplace(floor.racks[i].name, i);
    return byName;
}

} // namespace

bool footprintsOverlap(const FloorPlan &floor, double ax, double ay, double bx, double by)
{
    constexpr double kTolerance = 1e-6;
    return std::abs(ax - bx) < floor.rackWidthM - kTolerance && std::abs(ay - by) < floor.rackDepthM - kTolerance;
}

void applyRackMoves(const Design &design, FloorPlan &floor)
{
    if (design.floor.rackMoves.empty())
        return;
    const auto byName = racksByName(floor);
    for (const RackMove &move : design.floor.rackMoves)
        if (const auto it = byName.find(move.rack); it != byName.end()) {
            floor.racks[it->second].xM = move.xM;
            floor.racks[it->second].yM = move.yM;
        }
}

const RackMove *lastMoveOf(const Design &design, const std::string &rack)
{
    const auto &moves = design.floor.rackMoves;
    const auto it = std::find_if(moves.rbegin(), moves.rend(), [&](const RackMove &m) { return m.rack == rack; });
    return it == moves.rend() ? nullptr : &*it;
}

void reportRackMoves(const Design &design, const FloorPlan &floor, Diagnostics &diagnostics)
{
    const auto &moves = design.floor.rackMoves;
    if (moves.empty())
        return;
    const auto byName = racksByName(floor);
    std::vector<std::size_t> moved;
    for (const RackMove &move : moves) {
        const auto it = byName.find(move.rack);
        if (it == byName.end()) {
            diagnostics.push_back(makeWarning(
                "floor.rackMoves", Text(FABRIC_TR("fabric::Floor", "rack %1 is not in the plan: its move is ignored"), move.rack)));
            continue;
        }
        moved.push_back(it->second);
    }
    reportOverlaps(floor, std::move(moved), diagnostics);
}

} // namespace fabric
