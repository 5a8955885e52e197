#include "ui/render/diagramexport.h"

#include "ui/render/floordiagram.h"
#include "ui/render/imagewriter.h"
#include "ui/render/rackelevation.h"
#include "ui/render/topologydiagram.h"

#include <QCoreApplication>
#include <QDir>
#include <QPainter>
#include <QRegularExpression>
#include <QSet>

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

namespace {

QString writeElevation(const QString &path, const Plan &plan, const RackElevation &elevation, int rack)
{
    return writeImage(path, elevation.size(), [&](QPainter &painter) { elevation.paint(painter); },
                      QString::fromStdString(plan.floor.racks[static_cast<std::size_t>(rack)].name));
}

} // namespace

QString writeRackElevation(const QString &path, const Plan &plan, int rack)
{
    if (rack < 0 || rack >= static_cast<int>(plan.floor.racks.size()))
        return DiagramText::tr("no rack %1 in the plan").arg(rack);
    return writeElevation(path, plan, RackElevation(plan, rack), rack);
}

QString writeRackElevations(const QString &folder, const Plan &plan, QStringList *otherRacks)
{
    if (plan.floor.racks.empty())
        return DiagramText::tr("the plan has no floor plan");
    const QDir dir(folder);
    if (!dir.exists() && !QDir().mkdir(folder)) // one folder, as mkdir makes it; the one it is in must be there
        return DiagramText::tr("cannot make the folder %1").arg(QDir::toNativeSeparators(folder));
    QStringList written;
    const std::vector<std::vector<int>> byRack = devicesByRack(plan); // once: it walks every device
    for (const Rack &rack : plan.floor.racks) {
        const QString name = QString::fromStdString(rack.name) + QStringLiteral(".svg");
        const QString path = dir.filePath(name);
        QString error = rack.id >= 0 && rack.id < static_cast<int>(byRack.size())
                            ? writeElevation(path, plan, RackElevation(plan, rack.id, byRack[static_cast<std::size_t>(rack.id)]), rack.id)
                            : writeRackElevation(path, plan, rack.id);
        if (!error.isEmpty()) {
            // The racks before it are written (each whole): say which, so a partial set is known.
            if (written.isEmpty())
                return error;
            if (written.size() == 1)
                return DiagramText::tr("%1; written before it: 1 of the %2 rack elevations (%3), the others not")
                    .arg(error)
                    .arg(plan.floor.racks.size())
                    .arg(written.front());
            return DiagramText::tr("%1; written before it: %2 of the %3 rack elevations (%4 to %5), the others not")
                .arg(error)
                .arg(written.size())
                .arg(plan.floor.racks.size())
                .arg(written.front(), written.back());
        }
        written << name;
    }
    if (otherRacks) {
        // Files named as this program names racks that this plan does not have: left as they
        // are (they may be the user's), and the caller says so.
        otherRacks->clear();
        static const QRegularExpression rackFile(QStringLiteral("^R[0-9]+-[0-9]+\\.svg$"));
        const QSet<QString> ours(written.begin(), written.end());
        for (const QString &file : dir.entryList({QStringLiteral("R*.svg")}, QDir::Files, QDir::Name))
            if (rackFile.match(file).hasMatch() && !ours.contains(file))
                *otherRacks << file;
    }
    return {};
}

} // namespace fabric::render
