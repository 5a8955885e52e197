#pragma once

#include "core/design/design.h"

#include <QString>

namespace fabric::ui {

// The model parameters a design sets, as the figures' notes name them: each as
// "rack_nvls_latency_per_rank 0.5 us", in the locale's list ("a, b and c"); empty when the design
// keeps every default.
QString setModelParametersText(const Design &design);

} // namespace fabric::ui
