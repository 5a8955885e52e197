#pragma once

#include "core/export/workbook.h"

#include <QString>

namespace fabric::ui {

// The .xlsx workbook's headers and total labels in the interface language. Core writes them in
// English (it has no Qt); the desktop passes each header and total cell through tr() before the
// workbook is written. Sheet names stay as they are: formulas refer to them. Returns the headers
// that have no translation entry (empty when all are known), so a test can insist on all.
QStringList translateWorkbookHeaders(Workbook &workbook);

} // namespace fabric::ui
