#include "ui/app/appsettings.h"

#include "ui/render/sellersettings.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QSettings>

namespace fabric::ui {

namespace {

const QString kRates = QStringLiteral("exchangeRates");

} // namespace

render::Seller AppSettings::seller()
{
    QSettings settings;
    return render::readSeller(settings);
}

void AppSettings::setSeller(const render::Seller &seller)
{
    QSettings settings;
    render::writeSeller(settings, seller);
}

std::map<QString, AppSettings::Rate> AppSettings::exchangeRates()
{
    QSettings settings;
    std::map<QString, Rate> rates;
    const int n = settings.beginReadArray(kRates);
    for (int i = 0; i < n; ++i) {
        settings.setArrayIndex(i);
        const QString code = settings.value(QStringLiteral("code")).toString();
        bool ok = false;
        const double perUsd = settings.value(QStringLiteral("perUsd")).toDouble(&ok);
        if (!code.isEmpty() && ok && perUsd > 0)
            rates[code] = {perUsd, settings.value(QStringLiteral("asOf")).toString()};
    }
    settings.endArray();
    return rates;
}

void AppSettings::setExchangeRates(const std::map<QString, Rate> &rates)
{
    QSettings settings;
    settings.remove(kRates);
    settings.beginWriteArray(kRates, static_cast<int>(rates.size()));
    int i = 0;
    for (const auto &[code, rate] : rates) {
        settings.setArrayIndex(i++);
        settings.setValue(QStringLiteral("code"), code);
        settings.setValue(QStringLiteral("perUsd"), rate.perUsd);
        settings.setValue(QStringLiteral("asOf"), rate.asOf);
    }
    settings.endArray();
}

Catalogue AppSettings::withExchangeRates(Catalogue catalogue)
{
    for (const auto &[code, rate] : exchangeRates()) {
        Currency c;
        c.code = code.toStdString();
        c.perUsd = rate.perUsd;
        c.asOf = rate.asOf.toStdString();
        c.source = QCoreApplication::translate("AppSettings", "your rate, set in Settings").toStdString();
        catalogue.overrideExchangeRate(c);
    }
    return catalogue;
}

} // namespace fabric::ui
