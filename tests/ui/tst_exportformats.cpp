// The registry of export formats (core/export/exportformats.h) is what the CLI and the GUI both
// offer: every entry is reachable from the CLI (its command and option) and from the GUI's Export
// menu, each writes a non-empty, well-formed file for one SU of the whole-cluster sample from both, and
// the files core writes are the same bytes from either.
#include "core/compare/metrics.h"
#include "core/export/csvexport.h"
#include "core/export/exportformats.h"
#include "core/export/planworkbook.h"
#include "ui/app/bommodel.h"
#include "ui/app/document.h"
#include "ui/app/exportmenu.h"
#include "windowfixture.h"
#include "../cli/clirunner.h"
#include "../common/programoutput.h"

#include <QAction>
#include <QDir>
#include <QFileInfo>
#include <QFile>
#include <QImage>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMenu>
#include <QRegularExpression>
#include <QSet>
#include <QStandardPaths>
#include <QXmlStreamReader>

using namespace fabric;
using namespace fabric::ui;

namespace {

const QString kWholeCluster = QStringLiteral(FABRIC_SOURCE_DIR "/data/samples/h100-4su-whole-cluster.json");

// The whole-cluster sample cut to one SU (31 nodes): every network of the sample, every format,
// at a quarter of the labels and sheets to render from both faces (the test ran for minutes
// under the sanitizers). Written into dir; the path, or nothing.
QString oneSuOfTheWholeCluster(const QTemporaryDir &dir)
{
    QFile sample(kWholeCluster);
    if (!sample.open(QIODevice::ReadOnly))
        return {};
    QJsonObject project = QJsonDocument::fromJson(sample.readAll()).object();
    QJsonObject design = project.value(QStringLiteral("design")).toObject();
    design.insert(QStringLiteral("nodes"), 31);
    design.insert(QStringLiteral("name"), QStringLiteral("DGX H100 SuperPOD, 1 SU, the whole cluster"));
    project.insert(QStringLiteral("design"), design);
    const QString path = dir.filePath(QStringLiteral("whole-cluster-1su.json"));
    QFile out(path);
    if (!out.open(QIODevice::WriteOnly) || out.write(QJsonDocument(project).toJson()) <= 0)
        return {};
    return path;
}

QString q(std::string_view s)
{
    return QString::fromUtf8(s.data(), static_cast<qsizetype>(s.size()));
}

// RFC 4180 records: the field count of each, quotes (and line breaks in them) respected.
QList<int> csvFieldCounts(const QByteArray &data)
{
    QList<int> counts;
    int fields = 1;
    bool quoted = false;
    for (qsizetype i = 0; i < data.size(); ++i) {
        const char c = data[i];
        if (quoted) {
            if (c == '"' && i + 1 < data.size() && data[i + 1] == '"')
                ++i;
            else if (c == '"')
                quoted = false;
        } else if (c == '"') {
            quoted = true;
        } else if (c == ',') {
            ++fields;
        } else if (c == '\n') {
            counts << fields;
            fields = 1;
        }
    }
    return counts;
}

// Why the file is not a well-formed file of its kind, or nothing.
QString malformed(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return QStringLiteral("cannot open");
    const QByteArray data = file.readAll();
    if (data.isEmpty())
        return QStringLiteral("empty");
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix == QLatin1String("csv")) {
        const QList<int> counts = csvFieldCounts(data);
        if (counts.size() < 2)
            return QStringLiteral("no records under the header");
        // The bill's totals are records of their own; the header sets the width of the rest.
        int differing = 0;
        for (int c : counts)
            differing += c != counts.front() ? 1 : 0;
        if (differing > 4)
            return QStringLiteral("%1 records differ in width from the header").arg(differing);
    } else if (suffix == QLatin1String("xlsx")) {
        if (!data.startsWith("PK\x03\x04") || !data.contains("xl/workbook.xml"))
            return QStringLiteral("not an Office Open XML package");
    } else if (suffix == QLatin1String("pdf")) {
        if (!data.startsWith("%PDF-") || !data.trimmed().endsWith("%%EOF"))
            return QStringLiteral("not a PDF");
    } else if (suffix == QLatin1String("svg")) {
        QXmlStreamReader xml(data);
        bool root = false;
        while (!xml.atEnd())
            if (xml.readNext() == QXmlStreamReader::StartElement && !root)
                root = xml.name() == QLatin1String("svg") ? true : (static_cast<void>(xml.raiseError(QStringLiteral("root is not svg"))), false);
        if (xml.hasError())
            return xml.errorString();
    } else if (suffix == QLatin1String("png")) {
        if (QImage(path).isNull())
            return QStringLiteral("not an image");
    } else if (suffix == QLatin1String("topo")) {
        if (!data.contains("\nSwitch\t") && !data.startsWith("Switch\t"))
            return QStringLiteral("no Switch block");
        if (!data.contains("\nCa\t"))
            return QStringLiteral("no Ca block");
    } else if (suffix == QLatin1String("dot")) {
        QByteArray graph = data;
        while (graph.startsWith("//")) // comment lines above the graph
            graph = graph.mid(graph.indexOf('\n') + 1);
        if (!graph.startsWith("graph") && !graph.startsWith("digraph") && !graph.startsWith("strict"))
            return QStringLiteral("not a Graphviz graph");
        if (data.count('{') != data.count('}') || !data.trimmed().endsWith('}'))
            return QStringLiteral("unbalanced braces");
    } else if (suffix == QLatin1String("conf")) {
        for (const QByteArray &line : data.split('\n'))
            if (!line.isEmpty() && !line.startsWith('#') && !line.startsWith("SwitchName="))
                return QStringLiteral("a line that is not a switch: ") + QString::fromUtf8(line);
    } else {
        return QStringLiteral("no check for .") + suffix;
    }
    return {};
}

QString folderMalformed(const QString &folder)
{
    const QStringList files = QDir(folder).entryList({QStringLiteral("*.svg")}, QDir::Files);
    if (files.isEmpty())
        return QStringLiteral("no .svg in the folder");
    for (const QString &f : files)
        if (const QString why = malformed(QDir(folder).filePath(f)); !why.isEmpty())
            return f + QStringLiteral(": ") + why;
    return {};
}

// The network choices of a format: none (its default), or each network of the sample for a
// format with a submenu of networks (a PerNetwork format's default is the compute fabric's).
QList<std::optional<NetworkRole>> choicesOf(const ExportFormat &f)
{
    QList<std::optional<NetworkRole>> choices;
    if (f.scope != FormatScope::PerNetwork)
        choices << std::nullopt;
    if (f.scope == FormatScope::PerNetwork || f.scope == FormatScope::AllOrOneNetwork)
        for (NetworkRole role : kNetworkRoles)
            choices << std::optional(role);
    return choices;
}

// The line of a where it first differs from b, quoted.
QString firstDifference(const QString &a, const QString &b)
{
    const QStringList linesA = a.split(QLatin1Char('\n'));
    const QStringList linesB = b.split(QLatin1Char('\n'));
    for (qsizetype i = 0; i < linesA.size(); ++i)
        if (i >= linesB.size() || linesA[i] != linesB[i])
            return QStringLiteral("\"%1\" (line %2)").arg(linesA[i]).arg(i + 1);
    return QStringLiteral("to its end");
}

const char *choiceName(std::optional<NetworkRole> choice)
{
    return choice ? toString(*choice).data() : "default";
}

// Every (format, network choice, extension) to write; network -1 is the format's default.
void addRows()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<int>("network");
    QTest::addColumn<QString>("extension");
    for (const ExportFormat &f : exportFormats()) {
        for (std::optional<NetworkRole> choice : choicesOf(f)) {
            if (f.id == "topology" && choice != NetworkRole::Compute && choice != NetworkRole::Storage)
                continue; // ibnetdiscover is InfiniBand's; the sample's in-band and OOB are Ethernet
            const int network = choice ? int(*choice) : -1;
            if (f.extensions.empty()) {
                QTest::addRow("%s %s folder", f.id.data(), choiceName(choice)) << q(f.id) << network << QString();
                continue;
            }
            for (std::string_view e : f.extensions)
                QTest::addRow("%s %s %s", f.id.data(), choiceName(choice), e.data()) << q(f.id) << network << q(e);
        }
    }
}

} // namespace

class TestExportFormats : public QObject
{
    Q_OBJECT

public:
    static void initMain() { isolateSettingsForTest(); }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_sample = oneSuOfTheWholeCluster(m_dir);
        QVERIFY(!m_sample.isEmpty());
        m_window = openTestWindow(m_errors);
        QVERIFY(m_window->openFile(m_sample));
        m_window->document()->runner()->waitForIdle();
        QVERIFY(m_window->document()->plan() && m_window->document()->plan()->ok());
        QCOMPARE(m_window->document()->plan()->networks.size(), std::size_t(4));
    }
    void cleanupTestCase() { delete m_window; }

    void idsFlagsAndExtensionsAreUnique()
    {
        QSet<QString> ids, options;
        for (const ExportFormat &f : exportFormats()) {
            QVERIFY2(!ids.contains(q(f.id)), f.id.data());
            ids << q(f.id);
            QVERIFY2(f.flag.starts_with("--"), f.id.data());
            QVERIFY2(f.writer != FormatWriter::Core || f.text, f.id.data());
            QVERIFY2(f.stream == nullptr || f.writer == FormatWriter::Core, f.id.data());
            const QStringList extensions = [&] {
                QStringList list;
                for (std::string_view e : f.extensions)
                    list << q(e);
                return list.isEmpty() ? QStringList{QStringLiteral("FOLDER")} : list;
            }();
            for (const QString &e : extensions) {
                QVERIFY2(e == QLatin1String("FOLDER") || (e.startsWith(QLatin1Char('.')) && e == e.toLower()), f.id.data());
                // One option and file name choose one format.
                const QString key = q(f.command) + QLatin1Char(' ') + q(f.flag) + QLatin1Char(' ') + e;
                QVERIFY2(!options.contains(key), qPrintable(key));
                options << key;
                if (e != QLatin1String("FOLDER"))
                    QCOMPARE(exportFormatFor(f.command, f.flag, ("x" + e).toStdString()), &f);
            }
        }
    }

    void everyFormatIsInTheExportMenu()
    {
        for (const ExportFormat &f : exportFormats()) {
            for (std::optional<NetworkRole> role : choicesOf(f)) {
                QAction *action = m_window->exportMenu()->action(q(f.id), role);
                QVERIFY2(action, f.id.data());
                // Reachable: in the menu bar's Export menu or one of its network submenus.
                QObject *parent = action->parent();
                QVERIFY(parent == m_window->exportMenu()->menu() || parent->parent() == m_window->exportMenu()->menu());
            }
        }
        // A network the plan has no such file for is there but disabled, saying why.
        emit m_window->exportMenu()->menu()->aboutToShow();
        QAction *oobTopology = m_window->exportMenu()->action(QStringLiteral("topology"), NetworkRole::Oob);
        QVERIFY(!oobTopology->isEnabled());
        QVERIFY(oobTopology->toolTip().contains(QLatin1String("Ethernet")));
        QVERIFY(m_window->exportMenu()->action(QStringLiteral("topology"), NetworkRole::Storage)->isEnabled());
    }

    void everyFormatWritesFromBoth_data() { addRows(); }
    void everyFormatWritesFromBoth()
    {
        QFETCH(QString, id);
        QFETCH(int, network);
        QFETCH(QString, extension);
        const ExportFormat &f = *findExportFormat(id.toStdString());
        const std::optional<NetworkRole> role = network < 0 ? std::nullopt : std::optional(static_cast<NetworkRole>(network));
        const QString base = m_dir.filePath(QString::fromLatin1(QTest::currentDataTag()).replace(QLatin1Char(' '), QLatin1Char('_')));
        const QString cliPath = base + QStringLiteral("-cli") + extension;
        const QString guiPath = base + QStringLiteral("-gui") + extension;
        if (f.writesFolder()) {
            QVERIFY(QDir().mkpath(cliPath));
            QVERIFY(QDir().mkpath(guiPath));
        }

        // The CLI: its command and option, --network for a format of one network.
        QStringList args{q(f.command)};
        if (f.command != "quote")
            args << m_sample;
        args << q(f.flag) << cliPath;
        if (f.command == "quote")
            args << m_sample << QStringLiteral("--settings") << QStringLiteral("none");
        if (role)
            args << QStringLiteral("--network") << q(toString(*role));
        const CliResult cli = runCli(args);
        QVERIFY2(cli.exitCode == 0, qPrintable(args.join(QLatin1Char(' ')) + QLatin1Char('\n') + cli.err));
        const QString cliWhy = f.writesFolder() ? folderMalformed(cliPath) : malformed(cliPath);
        QVERIFY2(cliWhy.isEmpty(), qPrintable(QStringLiteral("CLI: ") + cliWhy));

        // The GUI: the Export menu's writer for the same entry.
        m_errors.clear();
        QVERIFY2(m_window->exportMenu()->exportTo(id, guiPath, role), qPrintable(m_errors.join(QLatin1Char('\n'))));
        const QString guiWhy = f.writesFolder() ? folderMalformed(guiPath) : malformed(guiPath);
        QVERIFY2(guiWhy.isEmpty(), qPrintable(QStringLiteral("GUI: ") + guiWhy));

        // What core writes is one file, whoever asks.
        if (f.writer == FormatWriter::Core) {
            QFile a(cliPath), b(guiPath);
            QVERIFY(a.open(QIODevice::ReadOnly) && b.open(QIODevice::ReadOnly));
            QVERIFY2(a.readAll() == b.readAll(), "the CLI and the GUI wrote different files");
        }
        // What the painter writes reads the same, word for word, whoever asks: the footer of one
        // network's sheets named it "(Storage)" from the CLI and "(Storage fabric)" from the window.
        if (extension == QLatin1String(".pdf") && !QStandardPaths::findExecutable(QStringLiteral("pdftotext")).isEmpty()) {
            const QString cliText = programOutput(QStringLiteral("pdftotext"), {cliPath, QStringLiteral("-")});
            const QString guiText = programOutput(QStringLiteral("pdftotext"), {guiPath, QStringLiteral("-")});
            QVERIFY2(!cliText.trimmed().isEmpty(), "the PDF has no text");
            QVERIFY2(cliText == guiText, qPrintable(QStringLiteral("the CLI's PDF reads %1 where the GUI's reads %2")
                                                        .arg(firstDifference(cliText, guiText), firstDifference(guiText, cliText))));
        }
    }

    // A per-network format writes that network: the storage fabric's topology is not the compute fabric's.
    void perNetworkFilesDiffer()
    {
        const QString compute = m_dir.filePath(QStringLiteral("compute.dot"));
        const QString storage = m_dir.filePath(QStringLiteral("storage.dot"));
        QVERIFY(m_window->exportMenu()->exportTo(QStringLiteral("dot"), compute, NetworkRole::Compute));
        QVERIFY(m_window->exportMenu()->exportTo(QStringLiteral("dot"), storage, NetworkRole::Storage));
        QFile a(compute), b(storage);
        QVERIFY(a.open(QIODevice::ReadOnly) && b.open(QIODevice::ReadOnly));
        const QByteArray storageText = b.readAll();
        QVERIFY(a.readAll() != storageText);
    }

    // The labels and install sheets, like the topology view, take one network or all of them
    // (all by default, from the menu's first entry as from the CLI without --network): each
    // network's labels are its cables alone, and together they are every network's.
    void labelsOfOneNetworkOrAll()
    {
        const auto labelsOf = [&](std::optional<NetworkRole> network) {
            const QString path = m_dir.filePath(QStringLiteral("labels-%1.csv").arg(QLatin1String(choiceName(network))));
            m_errors.clear();
            if (!m_window->exportMenu()->exportTo(QStringLiteral("labels-csv"), path, network))
                return QStringList{QStringLiteral("not written: ") + m_errors.join(QLatin1Char(' '))};
            QFile file(path);
            if (!file.open(QIODevice::ReadOnly))
                return QStringList{QStringLiteral("not readable")};
            QStringList lines = QString::fromUtf8(file.readAll()).split(QStringLiteral("\r\n"), Qt::SkipEmptyParts);
            lines.removeFirst(); // the header
            return lines;
        };
        const QStringList all = labelsOf(std::nullopt);
        const PlanPtr plan = m_window->document()->plan();
        qsizetype sum = 0;
        for (NetworkRole role : kNetworkRoles) {
            const QStringList one = labelsOf(role);
            const NetworkPlan *network = plan->network(role);
            QVERIFY(network);
            QCOMPARE(one.size(), 2 * static_cast<qsizetype>(network->topology.links.size())); // an A and a B label a cable
            for (const QString &line : one) // the Network column, before Shared with
                QVERIFY2(line.section(QLatin1Char(','), 13, 13) == q(toString(role)), qPrintable(line));
            sum += one.size();
        }
        QCOMPARE(all.size(), sum);
        // The menu offers the same: "All networks" first, then each network, in a submenu.
        for (const char *id : {"labels-csv", "labels-pdf", "install-sheets"}) {
            QAction *allEntry = m_window->exportMenu()->action(QLatin1String(id));
            QVERIFY(allEntry);
            QCOMPARE(allEntry->text(), QStringLiteral("All networks"));
            auto *submenu = qobject_cast<QMenu *>(allEntry->parent());
            QVERIFY(submenu && submenu->actions().first() == allEntry);
            QVERIFY(m_window->exportMenu()->action(QLatin1String(id), NetworkRole::Oob));
        }
        // One network's PDF sheets are smaller than every network's.
        const QString storagePdf = m_dir.filePath(QStringLiteral("storage-sheets.pdf"));
        const QString allPdf = m_dir.filePath(QStringLiteral("all-sheets.pdf"));
        QVERIFY(m_window->exportMenu()->exportTo(QStringLiteral("install-sheets"), storagePdf, NetworkRole::Storage));
        QVERIFY(m_window->exportMenu()->exportTo(QStringLiteral("install-sheets"), allPdf));
        QVERIFY(QFileInfo(storagePdf).size() < QFileInfo(allPdf).size());
    }

    // A network the plan does not have: refused with the reason, from the CLI too.
    void labelsOfANetworkThePlanLacks()
    {
        const QString path = m_dir.filePath(QStringLiteral("generic-storage-labels.csv"));
        const CliResult cli = runCli({QStringLiteral("export"), QStringLiteral("--platform"), QStringLiteral("generic-server"),
                                      QStringLiteral("--nodes"), QStringLiteral("16"), QStringLiteral("--labels"), path,
                                      QStringLiteral("--network"), QStringLiteral("storage")});
        QCOMPARE(cli.exitCode, 1);
        QVERIFY2(cli.err.contains(QLatin1String("--labels: the plan has no Storage fabric")), qPrintable(cli.err));
        QVERIFY(!QFile::exists(path));
    }

    // A network has one name wherever the customer meets it: the Export menu's entry, the quote's
    // heading over its lines and the floor plan's legend. The quote said "Storage network" and the
    // legend "OOB network" where the window said "Storage fabric" and "Out-of-band management network".
    void aNetworkHasOneName_data()
    {
        QTest::addColumn<int>("network");
        for (NetworkRole role : kNetworkRoles)
            QTest::newRow(toString(role).data()) << int(role);
    }
    void aNetworkHasOneName()
    {
        if (QStandardPaths::findExecutable(QStringLiteral("pdftotext")).isEmpty())
            QSKIP("pdftotext (poppler-utils) is not installed");
        QFETCH(int, network);
        const auto role = static_cast<NetworkRole>(network);
        const QAction *entry = m_window->exportMenu()->action(QStringLiteral("install-sheets"), role);
        QVERIFY(entry);
        const QString name = entry->text();
        QVERIFY(!name.isEmpty());

        const QString quote = m_dir.filePath(QStringLiteral("names-quote.pdf"));
        if (!QFile::exists(quote))
            QVERIFY2(m_window->exportMenu()->exportTo(QStringLiteral("quote"), quote), qPrintable(m_errors.join(QLatin1Char('\n'))));
        const QStringList quoteLines = programOutput(QStringLiteral("pdftotext"), {quote, QStringLiteral("-")}).split(QLatin1Char('\n'));
        QVERIFY2(quoteLines.contains(name), qPrintable(QStringLiteral("the quote has no heading \"%1\"").arg(name)));

        if (role == NetworkRole::Compute)
            return; // the legend names the compute fabric's devices by their kind
        const QString floor = m_dir.filePath(QStringLiteral("names-floor.svg"));
        if (!QFile::exists(floor))
            QVERIFY(m_window->exportMenu()->exportTo(QStringLiteral("floor-diagram"), floor));
        QFile svg(floor);
        QVERIFY(svg.open(QIODevice::ReadOnly));
        QVERIFY2(QString::fromUtf8(svg.readAll()).contains(QLatin1Char('>') + name.toHtmlEscaped() + QLatin1Char('<')),
                 qPrintable(QStringLiteral("the floor plan's legend has no \"%1\"").arg(name)));
    }

    // A section of the bill (a network, or the racks and PDUs that serve them all) has one name:
    // the BOM view's Network column, the quote's subtotal, the workbook's Network column and
    // subtotal rows, the CSV's subtotal rows and Compare's cost row. They said "Storage fabric", "Subtotal, Storage fabric",
    // "Subtotal storage", "SUBTOTAL storage" and "Net cost, storage network"; the racks were
    // "Whole cluster", "Racks and power distribution", "cluster" and "racks and PDUs".
    void aBillSectionHasOneName_data()
    {
        QTest::addColumn<QString>("network");
        for (const char *network : {"compute", "storage", "inband", "oob", "cluster"})
            QTest::newRow(network) << QString::fromLatin1(network);
    }
    void aBillSectionHasOneName()
    {
        if (QStandardPaths::findExecutable(QStringLiteral("pdftotext")).isEmpty())
            QSKIP("pdftotext (poppler-utils) is not installed");
        QFETCH(QString, network);
        const PlanPtr plan = m_window->document()->plan();
        const BomModel *bom = m_window->bomModel();
        QString name;
        for (int row = 0; row < bom->rowCount() && name.isEmpty(); ++row)
            if (plan->bom.lines[static_cast<std::size_t>(row)].network == network.toStdString())
                name = bom->data(bom->index(row, BomModel::Network), Qt::DisplayRole).toString();
        QVERIFY2(!name.isEmpty(), "no line of this network in the BOM view");
        const QString subtotal = QStringLiteral("Subtotal, ") + name;

        const QString quote = m_dir.filePath(QStringLiteral("names-quote.pdf"));
        if (!QFile::exists(quote))
            QVERIFY2(m_window->exportMenu()->exportTo(QStringLiteral("quote"), quote), qPrintable(m_errors.join(QLatin1Char('\n'))));
        const QString quoteText = programOutput(QStringLiteral("pdftotext"), {quote, QStringLiteral("-")});
        QVERIFY2(quoteText.contains(subtotal), qPrintable(QStringLiteral("the quote has no \"%1\"").arg(subtotal)));

        // The workbook's Network column names the section on each of its lines and its subtotal.
        BomSheetLayout layout;
        const Sheet sheet = bomSheet(*plan, layout);
        QStringList labels;
        int lines = 0;
        for (const Row &row : sheet.rows)
            if (!row.empty() && row.back().text == name.toStdString())
                row[1].kind == Cell::Kind::Empty ? void(labels << q(row[0].text)) : void(++lines);
        QCOMPARE(labels, QStringList{subtotal});
        QCOMPARE(lines, static_cast<int>(std::count_if(plan->bom.lines.begin(), plan->bom.lines.end(), [&](const BomLine &line) {
                     return line.network == network.toStdString();
                 })));
        const QString csv = q(bomCsv(plan->bom));
        QVERIFY2(csv.contains(QLatin1Char('"') + subtotal.toUpper().left(8) + subtotal.mid(8) + QLatin1Char('"')),
                 qPrintable(QStringLiteral("the CSV has no \"%1\"").arg(subtotal)));

        if (network == QLatin1String("compute"))
            return; // Compare's row says what the compute section holds: "compute nodes and fabric"
        const Metric *cost = findMetric(network.toStdString() + "_cost");
        QVERIFY(cost);
        QCOMPARE(q(Text(cost->name).english()), QStringLiteral("Net cost, ") + name);
    }

    // An entry the plan lacks is refused with the reason, and nothing is written.
    void aMissingFileIsRefused()
    {
        const QString path = m_dir.filePath(QStringLiteral("oob.topo"));
        m_errors.clear();
        QVERIFY(!m_window->exportMenu()->exportTo(QStringLiteral("topology"), path, NetworkRole::Oob));
        QVERIFY(!QFile::exists(path));
        QCOMPARE(m_errors.size(), 1);
        QVERIFY2(m_errors.front().contains(QLatin1String("Ethernet")), qPrintable(m_errors.front()));
    }

private:
    MainWindow *m_window = nullptr;
    QString m_sample; // the project both faces write from
    QStringList m_errors;
    QTemporaryDir m_dir;
};

QTEST_MAIN(TestExportFormats)
#include "tst_exportformats.moc"
