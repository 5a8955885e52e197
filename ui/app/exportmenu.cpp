#include "ui/app/exportmenu.h"

#include "core/catalogue/catalogue.h"
#include "core/common/distinctfiles.h"
#include "core/export/cablelabels.h"
#include "core/export/cablingrows.h"
#include "core/export/exportformats.h"
#include "core/export/planworkbook.h"
#include "core/export/xlsxexport.h"
#include "ui/app/appsettings.h"
#include "ui/app/document.h"
#include "ui/app/networkname.h"
#include "ui/app/sellerwarning.h"
#include "ui/app/usercatalogue.h"
#include "ui/app/windowsettings.h"
#include "ui/app/workbookheaders.h"
#include "ui/render/cablesheets.h"
#include "ui/render/diagramexport.h"
#include "ui/render/quotepdf.h"
#include "ui/render/translatedtext.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenu>
#include <QMessageBox>

#include <cstring>
#include <filesystem>
#include <optional>

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

namespace {

QString translatedPattern(const TextPattern &pattern)
{
    return QCoreApplication::translate(pattern.context, pattern.pattern);
}

// The dialog's title: the menu entry without its mnemonic and ellipsis.
QString titleOf(const ExportFormat &format)
{
    return translatedPattern(format.menuText).remove(QLatin1Char('&')).remove(QStringLiteral("…")).trimmed();
}

QString actionName(const ExportFormat &format, std::optional<NetworkRole> network)
{
    QString name = QStringLiteral("export-") + QString::fromLatin1(format.id.data(), static_cast<qsizetype>(format.id.size()));
    if (network)
        name += QLatin1Char('-') + QString::fromLatin1(toString(*network).data(), static_cast<qsizetype>(toString(*network).size()));
    return name;
}

// A format with a submenu of networks: one network's file, or (AllOrOneNetwork) every network's
// by default.
bool choosesNetwork(const ExportFormat &format)
{
    return format.scope == FormatScope::PerNetwork || format.scope == FormatScope::AllOrOneNetwork;
}

// The "All networks" entry of an AllOrOneNetwork format's submenu.
QString allNetworksName(const ExportFormat &format)
{
    return actionName(format, std::nullopt) + QStringLiteral("-all");
}

} // namespace

void ExportMenu::fillMenu()
{
    int group = -1;
    for (const ExportFormat &format : exportFormats()) {
        if (group >= 0 && format.group != group)
            m_menu->addSeparator();
        group = format.group;
        const QString text = translatedPattern(format.menuText);
        if (!choosesNetwork(format)) {
            QAction *a = m_menu->addAction(text, this, [this, &format] { exportFormat(format, std::nullopt); });
            a->setObjectName(actionName(format, std::nullopt));
            continue;
        }
        // One entry per network; those the plan lacks (or that have no such file) are disabled.
        // The labels and install sheets take every network's cables first, as before.
        QMenu *networks = m_menu->addMenu(text);
        networks->setObjectName(actionName(format, std::nullopt));
        if (format.scope == FormatScope::AllOrOneNetwork) {
            QAction *all = networks->addAction(tr("All networks"), this, [this, &format] { exportFormat(format, std::nullopt); });
            all->setObjectName(allNetworksName(format));
            networks->addSeparator();
        }
        for (NetworkRole role : kNetworkRoles) {
            QAction *a = networks->addAction(networkName(role), this, [this, &format, role] { exportFormat(format, role); });
            a->setObjectName(actionName(format, role));
        }
    }
    connect(m_menu, &QMenu::aboutToShow, this, &ExportMenu::updateNetworks);
}

void ExportMenu::updateNetworks()
{
    const PlanPtr plan = m_document->plan();
    for (const ExportFormat &format : exportFormats()) {
        if (!choosesNetwork(format))
            continue;
        for (NetworkRole role : kNetworkRoles) {
            QAction *a = action(QString::fromLatin1(format.id.data(), static_cast<qsizetype>(format.id.size())), role);
            const auto applies = plan ? formatApplies(format, *plan, role) : Expected<bool>(false);
            a->setEnabled(plan && applies.ok());
            a->setToolTip(applies.ok() ? QString() : render::translated(applies.errorText()));
        }
    }
}

QAction *ExportMenu::action(const QString &id, std::optional<NetworkRole> network) const
{
    const ExportFormat *format = findExportFormat(id.toStdString());
    if (!format)
        return nullptr;
    QString name = actionName(*format, std::nullopt);
    if (format->scope == FormatScope::PerNetwork)
        name = actionName(*format, network.value_or(NetworkRole::Compute));
    else if (format->scope == FormatScope::AllOrOneNetwork)
        name = network ? actionName(*format, network) : allNetworksName(*format);
    return m_menu->findChild<QAction *>(name);
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
                             .filePath(m_document->suggestedFileStem() + QLatin1Char('.') + suffix);
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

void ExportMenu::exportFormat(const ExportFormat &format, std::optional<NetworkRole> network)
{
    if (!havePlan())
        return;
    if (format.id == "quote" && !confirmQuoteSeller(m_window))
        return;
    const QString title = titleOf(format);
    QString path;
    if (format.writesFolder()) {
        path = QFileDialog::getExistingDirectory(m_window, title, m_settings->lastDirectory());
        if (!path.isEmpty())
            m_settings->setLastDirectory(path);
    } else {
        // "design.storage.topology.svg": the format's name (and the network's, if not compute).
        QString suffix = QString::fromLatin1(format.id.data(), static_cast<qsizetype>(format.id.size()));
        for (const char *kind : {"-csv", "-pdf", "-xlsx"})
            if (suffix.endsWith(QLatin1String(kind)))
                suffix.chop(static_cast<int>(std::strlen(kind)));
        if (suffix == QLatin1String("bom") || suffix == QLatin1String("topology") || suffix == QLatin1String("dot")
            || suffix == QLatin1String("slurm"))
            suffix.clear();
        // ("design.storage.labels.pdf" for one network's labels.)
        const bool named = format.scope == FormatScope::PerNetwork ? network.value_or(NetworkRole::Compute) != NetworkRole::Compute
                                                                  : format.scope == FormatScope::AllOrOneNetwork && network;
        if (named)
            suffix.prepend(QString::fromLatin1(toString(*network).data(), static_cast<qsizetype>(toString(*network).size())) + QLatin1Char('.'));
        const std::string_view extension = format.extensions.front();
        suffix += QString::fromLatin1(extension.data() + (suffix.isEmpty() ? 1 : 0),
                                      static_cast<qsizetype>(extension.size() - (suffix.isEmpty() ? 1 : 0)));
        path = askExportPath(title, suffix, QString::fromStdString(format.filter(translatedPattern(format.fileType).toStdString())));
    }
    if (!path.isEmpty())
        exportTo(QString::fromLatin1(format.id.data(), static_cast<qsizetype>(format.id.size())), path, network);
}

bool ExportMenu::exportTo(const QString &id, const QString &path, std::optional<NetworkRole> network)
{
    const ExportFormat *format = findExportFormat(id.toStdString());
    if (!format)
        return false;
    if (format->id == "quote")
        return exportQuoteTo(path);
    m_document->runner()->waitForIdle();
    if (!havePlan())
        return false;
    const QString error = write(*format, path, network);
    if (!error.isEmpty()) {
        m_reportError(tr("Export failed"), error);
        return false;
    }
    emit message(tr("Exported %1").arg(QDir::toNativeSeparators(path)), 4000);
    return true;
}

QString ExportMenu::write(const ExportFormat &format, const QString &path, std::optional<NetworkRole> network)
{
    const PlanPtr plan = m_document->plan();
    if (const auto applies = formatApplies(format, *plan, network); !applies)
        return render::translated(applies.errorText());
    const ExportRequest request = exportRequestFor(format, *plan, network);
    const std::string file = QFile::encodeName(path).toStdString();
    switch (format.writer) {
    case FormatWriter::Core:
        return render::translated(writeCoreFormat(format, request, file).errorText);
    case FormatWriter::Xlsx: {
        // Headers in the interface language; the CSV stays English for scripts.
        Workbook workbook = planWorkbook(*plan, m_catalogue->catalogue().get());
        translateWorkbookHeaders(workbook);
        return render::translated(writeXlsx(workbook, file).errorText);
    }
    case FormatWriter::Drawing:
        break;
    }
    // One network's labels and sheets say which in their title: "Untitled (Storage fabric)".
    QString design = QString::fromStdString(plan->design.name);
    if (request.networkGiven)
        design += QStringLiteral(" (") + networkName(request.network) + QLatin1Char(')');
    if (format.id == "topology-diagram")
        return render::writeTopologyDiagram(path, *plan, nullptr, request.network);
    if (format.id == "floor-diagram")
        return render::writeFloorPlanDiagram(path, *plan);
    if (format.id == "rack-elevations")
        return render::writeRackElevations(path, *plan);
    if (format.id == "labels-pdf" || format.id == "install-sheets") {
        const std::vector<CablingRow> rows = exportCablingRows(request);
        if (rows.empty())
            return tr("The plan has no cables to label.");
        // On the paper the quote prints on (the Quote dialog's Paper).
        const PaperSize paper = plan->design.quote.paper;
        return format.id == "labels-pdf"
                   ? render::writeCableLabelsPdf(path, cableLabels(rows), tr("%1: cable labels").arg(design), paper)
                   : render::writeInstallSheetsPdf(path, rows, tr("%1: install sheets").arg(design), paper);
    }
    return tr("Fabric Planner cannot write %1 files.").arg(titleOf(format));
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


} // namespace fabric::ui
