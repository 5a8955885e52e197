#pragma once

class QDialog;
class QLayout;
class QWidget;

namespace fabric::ui {

// Lays a dialog out as content in a vertical scroll area above its buttons, so that on a small
// screen (1280 x 720, or 1920 x 1080 at 200 %) the content scrolls and the buttons stay in
// sight; and keeps the dialog within the available screen when it is shown.
void layOutScrollable(QDialog *dialog, QLayout *content, QWidget *buttons);

// Keeps a dialog within its screen's available area when shown: no larger, and not off an edge.
void keepOnScreen(QDialog *dialog);

} // namespace fabric::ui
