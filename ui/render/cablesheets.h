#pragma once

#include "core/export/cablelabels.h"
#include "core/export/cablingrows.h"
#include "core/design/papersize.h"

#include <QString>

#include <vector>

namespace fabric::render {

// Printable sheets of wrap-around cable labels on the project's paper (A4 or US Letter, as the
// quote prints), one per cable end (cableLabels()): each names both ends (device, port, rack,
// rack unit), the cable's id, length and medium, printed twice along the label so that it reads
// from either side once wrapped. Returns "" or the error.
QString writeCableLabelsPdf(const QString &path, const std::vector<CableLabel> &labels, const QString &title,
                            PaperSize paper);

// Install sheets (landscape, on the project's paper): rack by rack, the cables to run from that
// rack in the order an installer works (top of the rack down, then by destination), with
// lengths, media and label ids.
QString writeInstallSheetsPdf(const QString &path, const std::vector<CablingRow> &rows, const QString &title,
                              PaperSize paper);

// The install order: by the rack of the first end (floor order, as rows come), then its rack
// unit from the top down, device, then destination rack, unit from the top and port.
std::vector<CablingRow> installOrder(std::vector<CablingRow> rows);

} // namespace fabric::render
