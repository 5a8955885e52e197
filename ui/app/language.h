#pragma once

#include <QLocale>
#include <QString>
#include <QStringList>

class QCoreApplication;

namespace fabric::ui {

// The interface language. The setting "language" holds a locale name ("en", "zh_CN") or nothing,
// which means: follow the system locale. The chosen locale also becomes QLocale's default, so numbers,
// dates and money are written the way the chosen language writes them.
namespace language {

// The languages the interface ships, as locale names; "en" is the source language.
QStringList available();
// "English", "简体中文": each language in its own words, for the Settings choice.
QString nativeName(const QString &name);

QString setting();                      // "" when following the system
void setSetting(const QString &name);   // "" to follow the system again; applies at next start
// The locale the interface uses for a setting ("" = the system's UI languages).
QLocale localeFor(const QString &name);

// Installs the application's and Qt's own translators for `locale` and makes it QLocale's default.
// Returns the name of the translation loaded ("zh_CN"), or "en" when the source text is used.
QString install(QCoreApplication &app, const QLocale &locale);

} // namespace language
} // namespace fabric::ui
