#pragma once

#include <string>

namespace fabric {

// A down:up ratio as every face writes it: "1:1", "1.86:1", "4.7:1" (up to two decimals, trailing
// zeros dropped). The quote and the workbook, which give every figure fixed decimals, write
// "1.00:1" from the same number.
std::string ratioText(double downPerUp);

} // namespace fabric
