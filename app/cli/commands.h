#pragma once

#include "arguments.h"

namespace fabric::cli {

// Each subcommand takes its words and returns the exit code: 0 success, 1 bad input or an
// impossible design (message on stderr), 2 usage. UsageError thrown from here means 2.
int runCatalogue(Arguments &args);
int runPrices(Arguments &args);
int runPlan(Arguments &args);
int runModel(Arguments &args);
int runExplore(Arguments &args);
int runCompare(Arguments &args);
int runQuote(Arguments &args);
int runBom(Arguments &args);
int runExport(Arguments &args);
int runVerify(Arguments &args);

} // namespace fabric::cli
