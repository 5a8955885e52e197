#include "ui/app/format.h"

#include <QLocale>

#include <cmath>

namespace fabric::ui {

QString formatMoney(double amount, const QString &currency)
{
    return QStringLiteral("%1 %2").arg(QLocale().toString(amount, 'f', 0), currency);
}

QString formatPower(double watts)
{
    if (watts >= 10000.0)
        return QStringLiteral("%1 kW").arg(QLocale().toString(watts / 1000.0, 'f', 1));
    return QStringLiteral("%1 W").arg(QLocale().toString(watts, 'f', 0));
}

QString formatBandwidth(double gbps)
{
    if (gbps >= 1e6)
        return QStringLiteral("%1 Pb/s").arg(QLocale().toString(gbps / 1e6, 'f', 2));
    if (gbps >= 1e3)
        return QStringLiteral("%1 Tb/s").arg(QLocale().toString(gbps / 1e3, 'f', 1));
    return QStringLiteral("%1 Gb/s").arg(QLocale().toString(gbps, 'f', 0));
}

QString formatCount(long long count)
{
    return QLocale().toString(count);
}

QString halfWidthNumber(QString text)
{
    for (QChar &c : text) {
        const char16_t u = c.unicode();
        if (u >= 0xFF01 && u <= 0xFF5E)
            c = QChar(char16_t(u - 0xFEE0));
        else if (u == 0x3000)
            c = QLatin1Char(' ');
        else if (u == 0x3002)
            c = QLatin1Char('.');
    }
    return text;
}

std::optional<double> readTypedNumber(const QString &text)
{
    const QString typed = halfWidthNumber(text).trimmed();
    bool ok = false;
    double value = QLocale().toDouble(typed, &ok);
    if (!ok)
        value = typed.toDouble(&ok);
    return ok && std::isfinite(value) ? std::optional(value) : std::nullopt;
}

} // namespace fabric::ui
