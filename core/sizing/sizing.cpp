#include "core/sizing/sizing.h"

namespace fabric {

std::string_view toString(Tier tier)
{
    switch (tier) {
    case Tier::Leaf: return "leaf";
    case Tier::Spine: return "spine";
    case Tier::Core: return "core";
    }
    return "leaf";
}

const TierSize *Sizing::tier(Tier role) const
{
    for (const auto &t : tierSizes)
        if (t.role == role)
            return &t;
    return nullptr;
}

int Sizing::switchCount() const
{
    int total = 0;
    for (const auto &t : tierSizes)
        total += t.count;
    return total;
}

int Sizing::leavesPerPlane() const
{
    const TierSize *leaf = tier(Tier::Leaf);
    return leaf ? leaf->perPlane : 0;
}

int Sizing::leafOf(int node, int railInPlane) const
{
    if (tiers == 1)
        return 0;
    return suOfNode(node) * leavesPerSu + railInPlane / railsPerLeaf;
}

int Sizing::leafPortOf(int position, int railInPlane) const
{
    if (tiers == 1)
        return position * railsPerPlane + railInPlane + 1;
    // Rail-major within a leaf, so that the two ports of a twin-port cage serve one rail.
    return (railInPlane % railsPerLeaf) * suSize + position + 1;
}

} // namespace fabric
