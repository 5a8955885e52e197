#pragma once

#include <QWidget>

#include <functional>

class QComboBox;
class QLabel;
class QMenu;

namespace fabric::ui {

// The language choice of the Settings dialog: "System" (follow the locale) or one of the shipped
// languages, each named in its own words. The choice is saved by save() and applies at the next
// start, when the translators are installed before any window exists.
class LanguagePage : public QWidget
{
    Q_OBJECT

public:
    explicit LanguagePage(QWidget *parent = nullptr);

    QComboBox *choice() const { return m_choice; }
    void save();

private:
    void updateNote();

    QComboBox *m_choice;
    QLabel *m_note;
    QString m_initial;
};

// The same choice as a menu of checkable entries (View > Language) until the Settings dialog
// carries the page; `notify` is told the note to show after a change.
QMenu *createLanguageMenu(QWidget *parent, std::function<void(const QString &)> notify);

} // namespace fabric::ui
