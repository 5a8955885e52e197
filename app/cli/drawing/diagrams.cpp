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
    if (request.rackElevations)
        report("--rack-elevations", *request.rackElevations,
               render::writeRackElevations(QString::fromStdString(*request.rackElevations), plan));
    return status;
}

} // namespace fabric::cli
