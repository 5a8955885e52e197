#include "ui/app/languagepage.h"

#include "ui/app/language.h"

#include <QComboBox>
#include <QDate>
#include <QFormLayout>
#include <QLabel>

namespace fabric::ui {

LanguagePage::LanguagePage(QWidget *parent)
    : QWidget(parent)
    , m_choice(new QComboBox(this))
    , m_note(new QLabel(this))
    , m_initial(language::setting())
{
    m_choice->setObjectName(QStringLiteral("language"));
    const QLocale system = QLocale::system();
    m_choice->addItem(systemChoiceText(system), QString());
    for (const QString &name : language::available())
        m_choice->addItem(language::nativeName(name), name);
    m_choice->setCurrentIndex(std::max(0, m_choice->findData(m_initial)));
    m_note->setWordWrap(true);

    auto *form = new QFormLayout(this);
    form->addRow(tr("Interface language:"), m_choice);
    form->addRow(m_note);
    connect(m_choice, &QComboBox::currentIndexChanged, this, &LanguagePage::updateNote);
    updateNote();
}

QString LanguagePage::systemChoiceText(const QLocale &system)
{
    const QString name = system.nativeLanguageName();
    return name.isEmpty() ? tr("System") : tr("System (%1)").arg(name);
}

void LanguagePage::updateNote()
{
    const QString chosen = m_choice->currentData().toString();
    const QLocale locale = language::localeFor(chosen);
    // Shows what QLocale will write in the chosen language, so the choice can be judged before a restart.
    QString note = tr("Numbers and dates will be written as: %1, %2.")
                       .arg(locale.toString(1234567.89, 'f', 2), locale.toString(QDate::currentDate(), QLocale::LongFormat));
    if (chosen != m_initial)
        note += QLatin1Char('\n') + tr("The new language applies when Fabric Planner starts again.");
    m_note->setText(note);
}

void LanguagePage::save()
{
    language::setSetting(m_choice->currentData().toString());
}

} // namespace fabric::ui
