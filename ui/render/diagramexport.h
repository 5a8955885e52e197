#pragma once

#include "core/plan/plan.h"

#include <QString>
#include <QStringList>

namespace fabric::render {

// The diagrams as SVG or PNG files (by suffix), the same drawings the GUI shows. Each returns an
// empty string on success, else the reason. Shared by the GUI's Export menu and the CLI.
// note, when given, receives what the reader should know of a written file (a PNG scaled down).
// The topology diagram draws one network (the compute fabric unless told).
QString writeTopologyDiagram(const QString &path, const Plan &plan, QString *note = nullptr,
                             NetworkRole network = NetworkRole::Compute);
QString writeFloorPlanDiagram(const QString &path, const Plan &plan, QString *note = nullptr);
QString writeRackElevation(const QString &path, const Plan &plan, int rack);
// Every rack's elevation into folder as RACK.svg (folder made when it is not there, in a folder
// that is); the first failure ends it, and its message says
// which racks were written before it. otherRacks, when given, receives the files in the folder
// named as rack elevations are (R01-03.svg) that are not racks of this plan: an earlier design's,
// left as they are.
QString writeRackElevations(const QString &folder, const Plan &plan, QStringList *otherRacks = nullptr);

} // namespace fabric::render
