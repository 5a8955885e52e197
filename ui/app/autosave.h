#pragma once

#include <QObject>
#include <QString>

class QTimer;

namespace fabric::ui {

class Document;

// Crash recovery, out of the window so it can be tested without one. While the document differs
// from its file, its current design (after an undo too) is written to autosave.json a moment after
// each change; once it matches its file again (saved, or undone back to the saved state) the
// autosave is removed. A clean exit removes it; a kill leaves it for recover() at the next start.
class Autosave : public QObject
{
    Q_OBJECT

public:
    // folder: where autosave.json lives (the application's data folder by default).
    explicit Autosave(Document *document, const QString &folder = {}, QObject *parent = nullptr);

    QString path() const;
    // Milliseconds between a change and its autosave.
    void setDelay(int milliseconds);

    // Whether a session that did not end cleanly left work to recover.
    bool hasRecovery() const;
    // Loads the autosave into the document (modified, under the file name it had). On failure the
    // document is unchanged, the autosave is moved aside (not deleted) and the message says where.
    QString recover();
    // The user declined recovery, or the session ends cleanly.
    void discard();

public slots:
    // Writes (or removes) the autosave now, to match the document's current state.
    void saveNow();

signals:
    // A failed autosave write, with the system's reason.
    void failed(const QString &message);

private:
    QString originPath() const;

    Document *m_document;
    QString m_folder;
    QTimer *m_timer;
};

} // namespace fabric::ui
