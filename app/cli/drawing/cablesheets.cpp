#include "drawing.h"

#include "core/export/cablelabels.h"
#include "ui/render/cablesheets.h"
#include "ui/render/headlessgui.h"

#include <iostream>

namespace fabric::cli {

int writeCableSheets(const CableSheetRequest &request, const std::vector<CablingRow> &rows)
{
    const render::HeadlessGui gui;
    int status = 0;
    auto report = [&](const char *flag, const std::string &file, const QString &error) {
        if (!error.isEmpty()) {
            std::cerr << "fabricplanner-cli export: " << flag << ' ' << file << ": " << error.toStdString() << '\n';
            status = 1;
        }
    };
    const QString title = QString::fromStdString(request.title);
    if (request.labels)
        report("--labels", *request.labels,
               render::writeCableLabelsPdf(QString::fromStdString(*request.labels), cableLabels(rows),
                                           QStringLiteral("%1: cable labels").arg(title), request.paper));
    if (request.installSheets)
        report("--install-sheets", *request.installSheets,
               render::writeInstallSheetsPdf(QString::fromStdString(*request.installSheets), rows,
                                             QStringLiteral("%1: install sheets").arg(title), request.paper));
    return status;
}

} // namespace fabric::cli
