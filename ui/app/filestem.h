#pragma once

#include <QString>

namespace fabric::ui {

// The file name (without its suffix) the save and export dialogs propose for a design of this
// name: what a file system takes and a reader can trust. Characters no file name may hold
// (/ \ : * ? " < > | and control characters) become '-'; the invisible ones that reorder or hide
// text (bidirectional overrides, U+FFFE and U+FFFF) are dropped; spaces and dots at either end
// are trimmed (a leading dot hides a file); at most 200 bytes of UTF-8, never a character cut in
// two. Empty when nothing is left: the caller names it.
QString fileStemFor(const QString &name);

// A project file's name without its suffix (".json") and the ".fabricplanner" the save dialog adds
// before it: "h100.fabricplanner.json" is "h100".
QString projectStem(const QString &filePath);

} // namespace fabric::ui
