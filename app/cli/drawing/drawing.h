#pragma once

#include "drawingmodule.h"

namespace fabric::cli {

// The drawing module's commands (see drawingmodule.h).
int writeQuote(const QuoteRequest &request);
int writeDiagrams(const DiagramRequest &request, const Plan &plan);
int writeCableSheets(const CableSheetRequest &request, const std::vector<CablingRow> &rows);

} // namespace fabric::cli
