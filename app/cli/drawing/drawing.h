#pragma once

#include "drawingmodule.h"

namespace fabric::cli {

// The drawing module's commands (see drawingmodule.h).
int writeQuote(const QuoteRequest &request);
int writeDiagrams(const DiagramRequest &request, const Plan &plan);

} // namespace fabric::cli
