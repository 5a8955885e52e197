#pragma once

#include "core/plan/plan.h"

#include <QString>

namespace fabric::render {

// The diagrams as SVG or PNG files (by suffix), the same drawings the GUI shows. Each returns an
// empty string on success, else the reason. Shared by the GUI's Export menu and the CLI.
// note, when given, receives what the reader should know of a written file (a PNG scaled down).
QString writeTopologyDiagram(const QString &path, const Plan &plan, QString *note = nullptr);
QString writeFloorPlanDiagram(const QString &path, const Plan &plan, QString *note = nullptr);
QString writeRackElevation(const QString &path, const Plan &plan, int rack);

} // namespace fabric::render
