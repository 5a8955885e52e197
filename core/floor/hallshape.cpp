#include "core/floor/hallshape.h"

#include <algorithm>
#include <cmath>

namespace fabric {

int automaticRacksPerRow(const FloorSettings &floor, long long racks)
{
    constexpr int kShortest = 2; // a compute rack and its row's network rack
    constexpr int kLongest = 1000;
    const double width = floor.rackWidthM > 0.0 ? floor.rackWidthM : 0.6;
    const double pitch = floor.rackDepthM + floor.aisleM > 0.0 ? floor.rackDepthM + floor.aisleM : 2.4;
    // rows * pitch = perRow * width and rows * perRow = racks.
    const double perRow = std::ceil(std::sqrt(static_cast<double>(std::max(1LL, racks)) * pitch / width));
    return static_cast<int>(std::clamp(perRow, static_cast<double>(kShortest), static_cast<double>(kLongest)));
}

} // namespace fabric
