#include "ui/render/diagramexport.h"

#include "ui/render/floordiagram.h"
#include "ui/render/imagewriter.h"
#include "ui/render/rackelevation.h"
#include "ui/render/topologydiagram.h"

#include <QCoreApplication>
#include <QPainter>

#include <cmath>

namespace fabric::render {

namespace {

// Messages and titles in the interface language (the CLI installs no translator: English).
struct DiagramText
{
    Q_DECLARE_TR_FUNCTIONS(DiagramExport)
};

QSize ceilSize(QSizeF size)
{
    return QSize(static_cast<int>(std::ceil(size.width())), static_cast<int>(std::ceil(size.height())));
}

} // namespace

QString writeTopologyDiagram(const QString &path, const Plan &plan)
{
    if (plan.compute().topology.deviceCount() == 0)
        return DiagramText::tr("the plan has no topology");
    const TopologyLayout layout = layoutTopology(plan);
    return writeImage(path, ceilSize(layout.bounds.size()),
                      [&](QPainter &painter) { paintTopology(painter, layout); },
                      DiagramText::tr("%1 topology").arg(QString::fromStdString(plan.design.name)));
}

QString writeFloorPlanDiagram(const QString &path, const Plan &plan)
{
    if (plan.floor.racks.empty())
        return DiagramText::tr("the plan has no floor plan");
    return writeImage(path, ceilSize(floorPlanPageSize(plan)),
                      [&](QPainter &painter) { paintFloorPlan(painter, plan); },
                      DiagramText::tr("%1 floor plan").arg(QString::fromStdString(plan.design.name)));
}

QString writeRackElevation(const QString &path, const Plan &plan, int rack)
{
    if (rack < 0 || rack >= static_cast<int>(plan.floor.racks.size()))
        return DiagramText::tr("no rack %1 in the plan").arg(rack);
    return writeImage(path, rackElevationSize(plan),
                      [&](QPainter &painter) { paintRackElevation(painter, plan, rack); },
                      QString::fromStdString(plan.floor.racks[static_cast<std::size_t>(rack)].name));
}

} // namespace fabric::render
