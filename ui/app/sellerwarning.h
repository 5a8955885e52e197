#pragma once

class QWidget;

namespace fabric::ui {

// Before a quote goes out without a seller (Settings has none): a warning that says so, with the
// choice to export it anyway. True when the quote should be written.
bool confirmQuoteSeller(QWidget *parent);

} // namespace fabric::ui
