#include "ui/render/diagramexport.h"

#include "ui/render/floordiagram.h"
#include "ui/render/imagewriter.h"
#include "ui/render/rackelevation.h"
#include "ui/render/topologydiagram.h"

#include <QPainter>

#include <cmath>

namespace fabric::render {

namespace {

QSize ceilSize(QSizeF size)
{
    return QSize(static_cast<int>(std::ceil(size.width())), static_cast<int>(std::ceil(size.height())));
}

} // namespace

QString writeTopologyDiagram(const QString &path, const Plan &plan)
{
    if (plan.topology.deviceCount() == 0)
        return QStringLiteral("the plan has no topology");
    const TopologyLayout layout = layoutTopology(plan);
    return writeImage(path, ceilSize(layout.bounds.size()),
                      [&](QPainter &painter) { paintTopology(painter, layout); },
                      QString::fromStdString(plan.design.name) + QStringLiteral(" topology"));
}

QString writeFloorPlanDiagram(const QString &path, const Plan &plan)
{
    if (plan.floor.racks.empty())
        return QStringLiteral("the plan has no floor plan");
    return writeImage(path, ceilSize(floorPlanPageSize(plan)),
                      [&](QPainter &painter) { paintFloorPlan(painter, plan); },
                      QString::fromStdString(plan.design.name) + QStringLiteral(" floor plan"));
}

QString writeRackElevation(const QString &path, const Plan &plan, int rack)
{
    if (rack < 0 || rack >= static_cast<int>(plan.floor.racks.size()))
        return QStringLiteral("no rack %1 in the plan").arg(rack);
    return writeImage(path, rackElevationSize(plan),
                      [&](QPainter &painter) { paintRackElevation(painter, plan, rack); },
                      QString::fromStdString(plan.floor.racks[static_cast<std::size_t>(rack)].name));
}

} // namespace fabric::render
