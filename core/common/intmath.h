#pragma once

namespace fabric {

// a / b rounded up, for counts (a >= 0, b > 0): the switches, rows or leaves that hold a things b each.
constexpr long long ceilDiv(long long a, long long b)
{
    return (a + b - 1) / b;
}

} // namespace fabric
