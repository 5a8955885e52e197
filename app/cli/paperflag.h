#pragma once

#include "arguments.h"

#include "core/design/papersize.h"

#include <optional>

namespace fabric::cli {

// --paper a4|letter: the paper the quote and the workbook print on (the project's quote.paper,
// for this export). Nothing when not given; a UsageError naming the value when it is not a paper.
std::optional<PaperSize> takePaper(Arguments &args);

} // namespace fabric::cli
