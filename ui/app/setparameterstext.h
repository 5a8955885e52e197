#pragma once

#include "core/model/modelparameters.h"

#include <QString>

#include <vector>

namespace fabric::ui {

// A model parameter's unit as the window writes it: µs for core's ASCII "us" (as the charts' axes),
// × for "x", and the words (GPUs, NICs, channels, fraction, on/off) in the interface language.
QString parameterUnitText(const std::string &unit);

// The model parameters a design sets (parametersSetBy, Comparison::setParameters), as the figures'
// notes name them: each as "rack_nvls_latency_per_rank 0.5 µs", in the locale's list ("a, b and
// c"); empty when the design keeps every default.
QString setModelParametersText(const std::vector<ModelParameter> &set);

} // namespace fabric::ui
