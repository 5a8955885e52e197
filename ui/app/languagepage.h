#pragma once

#include <QLocale>
#include <QWidget>

class QComboBox;
class QLabel;

namespace fabric::ui {

// The language tab of the Settings dialog: "System" (follow the locale) or one of the shipped
// languages, each named in its own words. The choice is saved by save() and applies at the next
// start, when the translators are installed before any window exists.
class LanguagePage : public QWidget
{
    Q_OBJECT

public:
    explicit LanguagePage(QWidget *parent = nullptr);

    QComboBox *choice() const { return m_choice; }
    // The first choice: "System (English)", or "System" alone where the locale names no language
    // (C and POSIX, the default of many containers, read "System ()").
    static QString systemChoiceText(const QLocale &system);
    void save();

private:
    void updateNote();

    QComboBox *m_choice;
    QLabel *m_note;
    QString m_initial;
};


} // namespace fabric::ui
