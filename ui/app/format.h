#pragma once

#include <QString>

#include <optional>

namespace fabric::ui {

// Numbers as people read them in the panels and tables (locale grouping, sensible units).
QString formatMoney(double amount, const QString &currency);
QString formatPower(double watts);
QString formatBandwidth(double gbps);
QString formatCount(long long count);

// A number as typed: in the interface's form (0,92 in German) or as 0.92; nothing when it is no
// finite number.
std::optional<double> readTypedNumber(const QString &text);

} // namespace fabric::ui
