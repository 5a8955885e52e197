#include "drawing.h"

#include "ui/render/diagramexport.h"
#include "ui/render/headlessgui.h"

#include <iostream>

namespace fabric::cli {

int writeDiagrams(const DiagramRequest &request, const Plan &plan)
{
    const render::HeadlessGui gui;
    int status = 0;
    QString note;
    auto report = [&](const char *flag, const std::string &file, const QString &error) {
        if (!note.isEmpty())
            std::cerr << "fabricplanner-cli export: note: " << flag << ' ' << file << ": " << note.toStdString() << '\n';
        note.clear();
        if (!error.isEmpty()) {
            std::cerr << "fabricplanner-cli export: " << flag << ' ' << file << ": " << error.toStdString() << '\n';
            status = 1;
        }
    };
    if (request.topology)
        report("--topology-diagram", *request.topology,
               render::writeTopologyDiagram(QString::fromStdString(*request.topology), plan, &note, request.network));
    if (request.floor)
        report("--floor-diagram", *request.floor, render::writeFloorPlanDiagram(QString::fromStdString(*request.floor), plan, &note));
    if (request.rackElevations) {
        QStringList otherRacks;
        report("--rack-elevations", *request.rackElevations,
               render::writeRackElevations(QString::fromStdString(*request.rackElevations), plan, &otherRacks));
        if (!otherRacks.isEmpty()) {
            // Left in place, never removed (they may be the user's): said, so that an older
            // design's racks are not taken for this plan's.
            QStringList shown = otherRacks.mid(0, 5);
            if (otherRacks.size() > shown.size())
                shown << QStringLiteral("and %1 more").arg(otherRacks.size() - shown.size());
            std::cerr << "fabricplanner-cli export: warning: --rack-elevations " << *request.rackElevations << ": "
                      << (otherRacks.size() == 1 ? "1 file in the folder is named as a rack elevation but is no rack of this plan "
                                                   "(left as it was): "
                                                 : std::to_string(otherRacks.size())
                                                       + " files in the folder are named as rack elevations but are no racks of "
                                                         "this plan (left as they were): ")
                      << shown.join(QStringLiteral(", ")).toStdString() << '\n';
        }
    }
    return status;
}

} // namespace fabric::cli
