#include "ui/render/diagramexport.h"

#include "ui/render/floordiagram.h"
#include "ui/render/imagewriter.h"
#include "ui/render/rackelevation.h"
#include "ui/render/topologydiagram.h"

#include <QCoreApplication>
#include <QDir>
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

QString writeTopologyDiagram(const QString &path, const Plan &plan, QString *note, NetworkRole network)
{
    const NetworkPlan *planned = plan.network(network);
    if (!planned || planned->topology.deviceCount() == 0)
        return DiagramText::tr("the plan has no topology");
    const TopologyLayout layout = layoutTopology(plan, 16, network);
    const QString title = network == NetworkRole::Compute
        ? DiagramText::tr("%1 topology").arg(QString::fromStdString(plan.design.name))
        : DiagramText::tr("%1 topology: %2 network").arg(QString::fromStdString(plan.design.name),
                                                         QString::fromUtf8(toString(network).data(), static_cast<qsizetype>(toString(network).size())));
    return writeImage(path, ceilSize(layout.bounds.size()),
                      [&](QPainter &painter) { paintTopology(painter, layout); }, title, note);
}

QString writeFloorPlanDiagram(const QString &path, const Plan &plan, QString *note)
{
    if (plan.floor.racks.empty())
        return DiagramText::tr("the plan has no floor plan");
    return writeImage(path, ceilSize(floorPlanPageSize(plan)),
                      [&](QPainter &painter) { paintFloorPlan(painter, plan); },
                      DiagramText::tr("%1 floor plan").arg(QString::fromStdString(plan.design.name)), note);
}

QString writeRackElevation(const QString &path, const Plan &plan, int rack)
{
    if (rack < 0 || rack >= static_cast<int>(plan.floor.racks.size()))
        return DiagramText::tr("no rack %1 in the plan").arg(rack);
    return writeImage(path, rackElevationSize(plan, rack),
                      [&](QPainter &painter) { paintRackElevation(painter, plan, rack); },
                      QString::fromStdString(plan.floor.racks[static_cast<std::size_t>(rack)].name));
}

QString writeRackElevations(const QString &folder, const Plan &plan)
{
    if (plan.floor.racks.empty())
        return DiagramText::tr("the plan has no floor plan");
    const QDir dir(folder);
    if (!dir.exists())
        return DiagramText::tr("no folder %1").arg(QDir::toNativeSeparators(folder));
    for (const Rack &rack : plan.floor.racks)
        if (QString error = writeRackElevation(dir.filePath(QString::fromStdString(rack.name) + QStringLiteral(".svg")), plan, rack.id);
            !error.isEmpty())
            return error;
    return {};
}

} // namespace fabric::render
