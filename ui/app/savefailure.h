#pragma once

#include <QString>

#include <functional>

class QWidget;

namespace fabric::ui {

// What the window does when a project cannot be saved where it was (a read-only folder, a full
// disk, a file that went away): it says which file and why, says the work is still in the window
// and in the autosave, and offers Save As, so the user is never left with an edit they cannot keep.
// Returns the path to save to instead, empty when the user cancels.
using SaveFailurePrompt = std::function<QString(const QString &path, const QString &error)>;

// The text of that message.
QString saveFailureText(const QString &path, const QString &error);

// A modal box (Save As… / Cancel); on Save As, the file dialog, opened in a folder that can be
// written (the failed file's own folder when it can, else the user's documents).
SaveFailurePrompt saveFailureBox(QWidget *parent, const QString &filter);

} // namespace fabric::ui
