#include "core/sizing/sizing.h"

#include <algorithm>

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

std::vector<std::pair<std::string, int>> Sizing::switchesByModel() const
{
    std::vector<std::pair<std::string, int>> byModel;
    for (const TierSize &t : tierSizes) {
        const auto it = std::find_if(byModel.begin(), byModel.end(), [&](const auto &m) { return m.first == t.model; });
        if (it == byModel.end())
            byModel.emplace_back(t.model, t.count);
        else
            it->second += t.count;
    }
    return byModel;
}

int Sizing::leavesPerPlane() const
{
    const TierSize *leaf = tier(Tier::Leaf);
    return leaf ? leaf->perPlane : 0;
}

bool sharpRuns(bool asked, const SwitchModel &model, Technology technology)
{
    return asked && model.sharpVersion.has_value() && technology == Technology::InfiniBand;
}

namespace {

// Slots beyond one per SU, and how many SUs they fill completely (see nodeSlot).
struct SlotFill
{
    int full = 0;   // SUs with suSize slots, first
    int partial = 0; // slots of the SU after them
};

SlotFill slotFill(int slots, int sus, int suSize)
{
    if (suSize <= 1 || sus <= 0)
        return {sus, 0};
    const int extra = std::max(0, slots - sus);
    const int full = std::min(sus, extra / (suSize - 1));
    return {full, full < sus ? 1 + extra % (suSize - 1) : 0};
}

} // namespace

int Sizing::firstSlotOfSu(int su) const
{
    if (suSize <= 0 || tiers <= 1)
        return su == 0 ? 0 : usedSlots;
    const SlotFill f = slotFill(usedSlots, scalableUnits, suSize);
    if (su <= f.full)
        return su * suSize;
    return f.full * suSize + f.partial + (su - f.full - 1);
}

int Sizing::suOfSlot(int slot) const
{
    if (suSize <= 0 || tiers <= 1)
        return 0;
    const SlotFill f = slotFill(usedSlots, scalableUnits, suSize);
    if (slot < f.full * suSize)
        return slot / suSize;
    const int rest = slot - f.full * suSize;
    if (rest < f.partial)
        return f.full;
    return std::min(scalableUnits - 1, f.full + 1 + (rest - f.partial));
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
