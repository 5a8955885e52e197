#pragma once

#include <QStringList>

namespace fabric {
struct CostSummary;
}

namespace fabric::ui {

// What a net cost leaves out or adds, as the Figures dock and the bill of materials say it under
// the amount: "before tax; 51,919,190 USD with tax", "excludes 1 item on request". Read from the
// pricing engine's summary, never summed again.
QStringList costNotes(const CostSummary &cost, const QString &currency);

} // namespace fabric::ui
