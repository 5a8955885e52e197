#include "ui/app/language.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QLibraryInfo>
#include <QSettings>
#include <QTranslator>

namespace fabric::ui::language {

namespace {

const QString kSettingKey = QStringLiteral("language");
// Where qt_add_translations puts the compiled .qm files in the resources.
const QString kResourceDir = QStringLiteral(":/i18n");

} // namespace

QStringList available()
{
    return {QStringLiteral("en"), QStringLiteral("zh_CN")};
}

QString nativeName(const QString &name)
{
    const QLocale locale(name);
    if (locale.language() == QLocale::Chinese)
        return QStringLiteral("简体中文");
    return QStringLiteral("English");
}

QString setting()
{
    const QString name = QSettings().value(kSettingKey).toString();
    return available().contains(name) ? name : QString();
}

void setSetting(const QString &name)
{
    QSettings settings;
    if (name.isEmpty())
        settings.remove(kSettingKey);
    else
        settings.setValue(kSettingKey, name);
}

QLocale localeFor(const QString &name)
{
    return name.isEmpty() ? QLocale::system() : QLocale(name);
}

QString install(QCoreApplication &app, const QLocale &locale)
{
    QLocale::setDefault(locale);
    // QTranslator::load(locale, ...) walks the locale's UI languages ("zh-Hans-CN", "zh_CN", "zh"...),
    // so a system set to zh_SG or zh_Hans also finds the zh_CN file.
    auto *translator = new QTranslator(&app);
    if (!translator->load(locale, QStringLiteral("fabricplanner"), QStringLiteral("_"), kResourceDir)) {
        delete translator;
        return QStringLiteral("en");
    }
    QCoreApplication::installTranslator(translator);
    // Qt's own strings (standard buttons, file dialogs), from qt6-translations-l10n when installed.
    auto *qt = new QTranslator(&app);
    if (qt->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
                 QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(qt);
    else
        delete qt;
    const QString file = QFileInfo(translator->filePath()).completeBaseName();
    return file.mid(file.indexOf(QLatin1Char('_')) + 1);
}

} // namespace fabric::ui::language
