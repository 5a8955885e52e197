#pragma once

#include "core/model/modelparameters.h"

#include <QString>

#include <vector>

namespace fabric::ui {

// The model parameters a design sets (parametersSetBy, Comparison::setParameters), as the figures'
// notes name them: each as "rack_nvls_latency_per_rank 0.5 us", in the locale's list ("a, b and
// c"); empty when the design keeps every default.
QString setModelParametersText(const std::vector<ModelParameter> &set);

} // namespace fabric::ui
