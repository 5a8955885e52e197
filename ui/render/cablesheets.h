#pragma once

#include "core/export/cablelabels.h"
#include "core/export/cablingrows.h"
#include "core/design/papersize.h"

#include <QString>
#include <QStringList>

#include <vector>

namespace fabric::render {

// Printable sheets of wrap-around cable labels on the project's paper (A4 or US Letter, as the
// quote prints), one per cable end (cableLabels()): each names both ends (device, port, rack,
// rack unit), the cable's id, length and medium, printed twice along the label so that it reads
// from either side once wrapped. Returns "" or the error.
QString writeCableLabelsPdf(const QString &path, const std::vector<CableLabel> &labels, const QString &title,
                            PaperSize paper);

// What one copy of a cable label prints in a box of width x height points: the head (cable id and
// end, 9 pt bold) and the lines naming both ends, length, medium and speed, wrapped where too wide
// (never elided: two switches must not print alike), in the largest size from 8 pt down to 4 pt
// whose lines fit the height.
struct CableLabelText
{
    QStringList head;
    QStringList lines;
    double points = 8;
    double lineHeight = 11.5;
};
CableLabelText cableLabelText(const CableLabel &label, double width, double height);

// Install sheets (landscape, on the project's paper): rack by rack, the cables to run from that
// rack in the order an installer works (top of the rack down, then by destination), with
// lengths, media, the parts to fit, label ids and a box to tick.
QString writeInstallSheetsPdf(const QString &path, const std::vector<CablingRow> &rows, const QString &title,
                              PaperSize paper);

// How the install sheets set their table: the font, each column's width (points, the gap to the
// next column included) and the line height. Every column is as wide as its widest text (the
// header's too) over all the rows, so that ids, device and port names print whole and the
// columns stand still from page to page; the font is 9 pt where the page is wide enough, else it
// shrinks to 7 pt, then the widest columns are capped and their cells wrap onto more lines (6 pt
// only where they would wrap narrower than a tenth of the page).
struct InstallSheetLayout
{
    double fontPoints = 9;
    double lineHeight = 11;
    std::vector<double> widths;
    double gap = 3; // the space left after each column's text
};
InstallSheetLayout installSheetLayout(const std::vector<CablingRow> &rows, double pageWidth);

// The install sheets' column headers and a row's cells as printed (step: its number in its rack;
// sameCableAs: core's sameCableIds() entry for the row). The last column, Done, is empty: a box to tick.
QStringList installSheetHeaders();
QStringList installSheetCells(const CablingRow &row, int step, const QString &sameCableAs = {});

// The parts an installer fits for a row, A end first: the transceiver of each end around the
// cable where the link takes transceivers, else the cable alone; "" where nothing carries it.
QString installSheetParts(const CablingRow &row);

} // namespace fabric::render
