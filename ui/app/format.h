#pragma once

#include <QString>

namespace fabric::ui {

// Numbers as people read them in the panels and tables (locale grouping, sensible units).
QString formatMoney(double amount, const QString &currency);
QString formatPower(double watts);
QString formatBandwidth(double gbps);
QString formatCount(long long count);

} // namespace fabric::ui
