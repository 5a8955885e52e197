#include "ui/app/exportmenu.h"

#include "core/catalogue/catalogue.h"
#include "core/common/distinctfiles.h"
#include "core/export/csvexport.h"
#include "core/export/planworkbook.h"
#include "core/export/topologyexport.h"
#include "core/export/xlsxexport.h"
#include "ui/app/appsettings.h"
#include "ui/app/document.h"
#include "ui/app/usercatalogue.h"
#include "ui/app/windowsettings.h"
#include "ui/app/workbookheaders.h"
#include "ui/render/diagramexport.h"
#include "ui/render/quotepdf.h"
#include "ui/render/translatedtext.h"

#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenu>
#include <QMessageBox>

#include <filesystem>

namespace fabric::ui {

ExportMenu::ExportMenu(Document *document, UserCatalogue *catalogue, WindowSettings *settings, QWidget *window)
    : QObject(window)
    , m_document(document)
    , m_catalogue(catalogue)
    , m_settings(settings)
    , m_window(window)
    , m_menu(new QMenu(tr("E&xport"), window))
    , m_reportError([window](const QString &title, const QString &text) { QMessageBox::warning(window, title, text); })
{
    fillMenu();
}

void ExportMenu::fillMenu()
{
    m_menu->addAction(tr("Bill of Materials as &Excel (.xlsx)…"), this, [this] { exportBom(QStringLiteral("xlsx")); });
    m_menu->addAction(tr("Bill of Materials as &CSV…"), this, [this] { exportBom(QStringLiteral("csv")); });
    m_menu->addAction(tr("Ca&bling Plan (.csv)…"), this, &ExportMenu::exportCabling);
    m_menu->addSeparator();
    m_menu->addAction(tr("InfiniBand &Topology (ibnetdiscover)…"), this, [this] { exportTopologyFile(QStringLiteral("topo")); });
    m_menu->addAction(tr("&Graphviz (.dot)…"), this, [this] { exportTopologyFile(QStringLiteral("dot")); });
    m_menu->addAction(tr("&Slurm topology.conf…"), this, [this] { exportTopologyFile(QStringLiteral("slurm")); });
    m_menu->addSeparator();
    m_menu->addAction(tr("Topology &Diagram (SVG/PNG)…"), this, [this] { exportDiagram(QStringLiteral("topology")); });
    m_menu->addAction(tr("&Floor Plan Diagram (SVG/PNG)…"), this, [this] { exportDiagram(QStringLiteral("floor")); });
    m_menu->addAction(tr("&Rack Elevations (SVG/PNG)…"), this, [this] { exportDiagram(QStringLiteral("racks")); });
    m_menu->addSeparator();
    m_menu->addAction(tr("&Quote (PDF)…"), this, &ExportMenu::exportQuote);
}

bool ExportMenu::havePlan(const QString &title)
{
    const PlanPtr plan = m_document->plan();
    if (plan && plan->ok())
        return true;
    m_reportError(title.isEmpty() ? tr("Nothing to export") : title, tr("The design has errors; fix them first."));
    return false;
}

QString ExportMenu::askExportPath(const QString &title, const QString &suffix, const QString &filter)
{
    const QString last = m_settings->lastDirectory();
    const QString base = QDir(last.isEmpty() ? QDir::homePath() : last)
                             .filePath(m_document->displayName() + QLatin1Char('.') + suffix);
    QString path = QFileDialog::getSaveFileName(m_window, title, base, filter);
    if (path.isEmpty())
        return path;
    m_settings->rememberFolderOf(path);
    // An export over the open project, the catalogue or the price database would replace what
    // the window reads (issue 34): refused, as the CLI refuses it.
    const auto encoded = [](const QString &file) { return std::filesystem::path(QFile::encodeName(file).toStdString()); };
    std::vector<NamedFile> inputs = {{tr("the catalogue").toStdString(), Catalogue::bundledPath()},
                                     {tr("your price database").toStdString(), Catalogue::userDatabasePath()}};
    if (!m_document->filePath().isEmpty())
        inputs.push_back({tr("the project file").toStdString(), encoded(m_document->filePath())});
    if (const auto clash = outputClash(inputs, {{tr("The export").toStdString(), encoded(path)}})) {
        m_reportError(title, render::translated(*clash));
        return {};
    }
    return path;
}

void ExportMenu::exportBom(const QString &suffix)
{
    if (!havePlan())
        return;
    const PlanPtr plan = m_document->plan();
    const QString path = suffix == QLatin1String("xlsx")
        ? askExportPath(tr("Export Bill of Materials"), suffix, tr("Excel workbook (*.xlsx)"))
        : askExportPath(tr("Export Bill of Materials"), suffix, tr("CSV (*.csv)"));
    if (path.isEmpty())
        return;
    ExportResult result;
    if (suffix == QLatin1String("xlsx")) {
        // Headers in the interface language; the CSV stays English for scripts.
        Workbook workbook = planWorkbook(*plan, m_catalogue->catalogue().get());
        translateWorkbookHeaders(workbook);
        result = writeXlsx(workbook, path.toStdString());
    } else {
        result = writeBomCsv(plan->bom, path.toStdString());
    }
    if (!result)
        m_reportError(tr("Export failed"), render::translated(result.errorText));
    else
        emit message(tr("Exported %1").arg(QDir::toNativeSeparators(path)), 4000);
}

void ExportMenu::exportCabling()
{
    if (!havePlan())
        return;
    const PlanPtr plan = m_document->plan();
    const QString path = askExportPath(tr("Export Cabling Plan"), QStringLiteral("cabling.csv"), tr("CSV (*.csv)"));
    if (path.isEmpty())
        return;
    if (const ExportResult result = writeCablingCsv(*plan, path.toStdString()); !result)
        m_reportError(tr("Export failed"), render::translated(result.errorText));
    else
        emit message(tr("Exported %1").arg(QDir::toNativeSeparators(path)), 4000);
}

void ExportMenu::exportTopologyFile(const QString &kind)
{
    if (!havePlan())
        return;
    const PlanPtr plan = m_document->plan();
    QString path;
    ExportResult result;
    if (kind == QLatin1String("topo")) {
        path = askExportPath(tr("Export InfiniBand Topology"), QStringLiteral("topo"), tr("ibnetdiscover topology (*.topo)"));
        if (!path.isEmpty())
            result = writeIbnetdiscoverTopology(*plan, path.toStdString());
    } else if (kind == QLatin1String("dot")) {
        path = askExportPath(tr("Export Graphviz"), QStringLiteral("dot"), tr("Graphviz (*.dot)"));
        if (!path.isEmpty())
            result = writeGraphvizDot(*plan, path.toStdString());
    } else {
        path = askExportPath(tr("Export Slurm Topology"), QStringLiteral("conf"), tr("Slurm topology.conf (*.conf)"));
        if (!path.isEmpty())
            result = writeSlurmTopology(*plan, path.toStdString());
    }
    if (path.isEmpty())
        return;
    if (!result)
        m_reportError(tr("Export failed"), render::translated(result.errorText));
    else
        emit message(tr("Exported %1").arg(QDir::toNativeSeparators(path)), 4000);
}

void ExportMenu::exportDiagram(const QString &kind)
{
    if (!havePlan())
        return;
    const PlanPtr plan = m_document->plan();
    const QString filter = tr("SVG image (*.svg);;PNG image (*.png)");
    QString error;
    if (kind == QLatin1String("racks")) {
        const QString dir = QFileDialog::getExistingDirectory(m_window, tr("Folder for the Rack Elevations"), m_settings->lastDirectory());
        if (dir.isEmpty())
            return;
        for (const Rack &rack : plan->floor.racks) {
            error = render::writeRackElevation(QDir(dir).filePath(QString::fromStdString(rack.name) + QStringLiteral(".svg")),
                                               *plan, rack.id);
            if (!error.isEmpty())
                break;
        }
    } else {
        const QString path = askExportPath(kind == QLatin1String("floor") ? tr("Export Floor Plan") : tr("Export Topology Diagram"),
                                           kind == QLatin1String("floor") ? QStringLiteral("floor.svg") : QStringLiteral("topology.svg"),
                                           filter);
        if (path.isEmpty())
            return;
        error = kind == QLatin1String("floor") ? render::writeFloorPlanDiagram(path, *plan)
                                               : render::writeTopologyDiagram(path, *plan);
    }
    if (!error.isEmpty())
        m_reportError(tr("Export failed"), error);
    else
        emit message(tr("Diagram exported"), 4000);
}

bool ExportMenu::exportQuoteTo(const QString &path)
{
    m_document->runner()->waitForIdle();
    if (!havePlan(tr("No quote to export")))
        return false;
    const PlanPtr plan = m_document->plan();
    const QString error = render::writeQuotePdf(path, *plan, *m_catalogue->catalogue(), render::standardQuoteDiagrams(*plan),
                                                AppSettings::seller());
    if (!error.isEmpty()) {
        m_reportError(tr("Export failed"), error);
        return false;
    }
    emit message(tr("Quote written to %1").arg(QDir::toNativeSeparators(path)), 4000);
    return true;
}

void ExportMenu::exportQuote()
{
    const QString path = askExportPath(tr("Export Quote"), QStringLiteral("quote.pdf"), tr("PDF (*.pdf)"));
    if (!path.isEmpty())
        exportQuoteTo(path);
}

} // namespace fabric::ui
