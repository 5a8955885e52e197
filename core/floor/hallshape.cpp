#include "core/floor/hallshape.h"

#include "core/common/intmath.h"

#include <algorithm>
#include <cmath>
#include <utility>

namespace fabric {

namespace {

constexpr int kShortest = 2; // a compute rack and its row's network rack
constexpr int kLongest = 1000;

double rackWidth(const FloorSettings &floor)
{
    return floor.rackWidthM > 0.0 ? floor.rackWidthM : 0.6;
}

double rowPitch(const FloorSettings &floor)
{
    return floor.rackDepthM + floor.aisleM > 0.0 ? floor.rackDepthM + floor.aisleM : 2.4;
}

} // namespace

int automaticRacksPerRow(const FloorSettings &floor, long long racks)
{
    // rows * pitch = perRow * width and rows * perRow = racks.
    const double perRow = std::ceil(std::sqrt(static_cast<double>(std::max(1LL, racks)) * rowPitch(floor) / rackWidth(floor)));
    return static_cast<int>(std::clamp(perRow, static_cast<double>(kShortest), static_cast<double>(kLongest)));
}

int automaticRacksPerRow(const FloorSettings &floor, const SuFootprint &sus)
{
    if (sus.count <= 0 || sus.computeRacks <= 0)
        return automaticRacksPerRow(floor, sus.otherRacks);
    const double width = rackWidth(floor), pitch = rowPitch(floor);
    int best = 0;
    std::pair<double, double> bestScore; // the floor's longer side, then its area
    const auto consider = [&](long long perRow, long long computeRows) {
        if (perRow < kShortest || perRow > kLongest)
            return;
        const long long rows = computeRows + ceilDiv(sus.otherRacks, perRow);
        const double across = static_cast<double>(perRow) * width, deep = static_cast<double>(rows) * pitch;
        const std::pair<double, double> score{std::max(across, deep), across * deep};
        if (best == 0 || score < bestScore) {
            best = static_cast<int>(perRow);
            bestScore = score;
        }
    };
    const long long su = sus.computeRacks + sus.networkRacks;
    // Several SUs a row, side by side...
    for (long long perRow = su, m = 1; m <= sus.count && perRow <= kLongest; ++m, perRow += su)
        consider(perRow, ceilDiv(sus.count, m));
    // ...or one SU over k neighbouring rows, its network racks in the middle one.
    for (long long k = 2; k <= sus.computeRacks; ++k)
        consider(ceilDiv(sus.computeRacks, k) + sus.networkRacks, k * sus.count);
    if (best == 0) // an SU wider than any hall's row: the square hall, the SU over as many rows as it takes
        return automaticRacksPerRow(floor, static_cast<long long>(sus.count) * su + sus.otherRacks);
    return best;
}

} // namespace fabric
