#pragma once

#include "core/design/design.h"
#include "ui/app/planrunner.h"

#include <QObject>
#include <QString>

class QUndoCommand;
class QUndoStack;

namespace fabric::ui {

// The open project: the current Design, its undo history, where it lives on disk, and the plan
// made from it. Every edit is a QUndoCommand that swaps one Design for another (designcommands.h);
// the plan is recomputed from scratch after each swap.
class Document : public QObject
{
    Q_OBJECT

public:
    explicit Document(std::shared_ptr<const Catalogue> catalogue, QObject *parent = nullptr);

    const Design &design() const { return m_design; }
    const Catalogue &catalogue() const { return m_runner->catalogue(); }
    void setCatalogue(std::shared_ptr<const Catalogue> catalogue);
    QUndoStack *undoStack() const { return m_undoStack; }
    PlanRunner *runner() const { return m_runner; }
    PlanPtr plan() const { return m_runner->plan(); }

    // Pushes an edit (it applies itself through setDesign).
    void edit(QUndoCommand *command);
    // For undo commands only: the one place the design changes.
    enum Step { Doing, Undoing };
    void setDesign(const Design &design, Step step = Doing);

    // Starts afresh on a design (New, Open, recovery): the history is cleared.
    void reset(const Design &design, const QString &filePath = {});

    QString filePath() const { return m_filePath; }
    QString displayName() const;
    // The file name, without suffix, the save and export dialogs propose (fileStemFor()).
    QString suggestedFileStem() const;
    bool isModified() const;
    // A recovered autosave is modified although nothing is on the undo stack.
    void setModifiedWithoutHistory(bool modified);

    // Reads a project file; on failure returns the reason (naming the JSON path) and changes nothing.
    QString load(const QString &path);
    // Writes atomically; returns the reason on failure. The document then lives at path.
    QString save(const QString &path);
    // The project text without touching the document's state (autosave).
    QString writeCopy(const QString &path) const;

signals:
    void designChanged();
    void planChanged();
    void modifiedChanged(bool modified);
    void filePathChanged();
    // reset() put another design in place (New, Open, recovery): no edit led to it.
    void replaced();
    // An edit is being undone: the design goes back to what it was before it.
    void undoing();

private:
    void replan();

    Design m_design;
    QUndoStack *m_undoStack;
    PlanRunner *m_runner;
    QString m_filePath;
    bool m_modifiedWithoutHistory = false;
};

} // namespace fabric::ui
