#include "core/catalogue/catalogue.h"
#include "core/catalogue/csvreader.h"
#include "core/export/csvexport.h"
#include "core/plan/pipeline.h"
#include "ui/app/bommodel.h"
#include "ui/app/cablemodel.h"
#include "ui/app/cataloguemodel.h"
#include "ui/app/diagnosticsmodel.h"
#include "ui/app/modelcurves.h"
#include "ui/app/networkname.h"

#include <QAbstractItemModelTester>
#include <QFile>
#include <QSortFilterProxyModel>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <map>
#include <tuple>

using namespace fabric;
using namespace fabric::ui;

class TestModels : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void bomModel_data();
    void bomModel();
    void bomSortsByNumber();
    void cableModel();
    void cableModelNamesNoUnitOfAnNvl72Rack();
    void cablingTabNumbersLinksAsTheCsv_data();
    void cablingTabNumbersLinksAsTheCsv();
    void cableFilterBySelectionAndText();
    void cableMediumInWords_data();
    void cableMediumInWords();
    void diagnosticsModelErrorsFirst();
    void catalogueModelFilters_data();
    void catalogueModelFilters();
    void catalogueTextHasItsTooltip();
    void modelCurvesSayWhatNcclPicks();

private:
    PlanPtr plan(const Design &design) const;
    std::shared_ptr<const Catalogue> m_catalogue;
};

void TestModels::initTestCase()
{
    auto catalogue = Catalogue::openDefault();
    QVERIFY2(catalogue.ok(), catalogue.error().c_str());
    m_catalogue = std::make_shared<const Catalogue>(std::move(*catalogue));
}

PlanPtr TestModels::plan(const Design &design) const
{
    return std::make_shared<const Plan>(makePlan(design, *m_catalogue));
}

// The Performance and Compare views plot these curves and show describePoint() on hover: every
// point says which algorithm and protocol NCCL would run, and its time splits into components.
void TestModels::modelCurvesSayWhatNcclPicks()
{
    Design design;
    design.platform = "DGX-H100";
    design.nodes = 32;
    const PlanPtr p = plan(design);
    QVERIFY(p->ok());
    const auto curves = modelCurves(*p, *m_catalogue, QStringLiteral("allreduce"));
    QVERIFY(!curves.empty());
    const ModelCurve &best = curves.front();
    QCOMPARE(best.algorithm, QStringLiteral("best (auto)"));
    QSet<QString> picked;
    for (const ModelPoint &pt : best.points) {
        QVERIFY(!pt.algorithm.isEmpty() && !pt.protocol.isEmpty());
        QVERIFY(pt.algorithm != QLatin1String("sharp") && pt.algorithm != QLatin1String("auto"));
        const double sum = pt.launchUs + pt.baseUs + pt.nvlinkUs + pt.networkUs + pt.transferUs;
        QVERIFY(qAbs(sum - pt.timeUs) < 1e-6 * pt.timeUs);
        picked.insert(pt.algorithm + QLatin1Char('/') + pt.protocol);
        const QString text = describePoint(pt);
        QVERIFY(text.contains(pt.algorithm) && text.contains(pt.protocol));
        QVERIFY(text.contains(QStringLiteral("network")));
    }
    // Small messages take a tree with LL, large ones NVLSTree: the choice changes with size.
    QVERIFY2(picked.size() >= 2, qPrintable(QStringList(picked.values()).join(u',')));
    QCOMPARE(best.points.back().algorithm, QStringLiteral("nvlstree"));
    // The summary the Performance view prints: every range, from 8 B to 8 GiB.
    const QString summary = pickSummary(best);
    QVERIFY2(summary.startsWith(QStringLiteral("8 B")), qPrintable(summary));
    QVERIFY2(summary.endsWith(QStringLiteral("8 GiB nvlstree/Simple")), qPrintable(summary));
    QVERIFY(summary.count(u',') >= picked.size() - 1);
}

void TestModels::bomModel_data()
{
    QTest::addColumn<int>("nodes");
    QTest::addColumn<bool>("ethernet");
    QTest::newRow("one SU InfiniBand") << 31 << false;
    QTest::newRow("four SUs InfiniBand") << 127 << false;
    QTest::newRow("RoCE") << 64 << true;
}

void TestModels::bomModel()
{
    QFETCH(int, nodes);
    QFETCH(bool, ethernet);
    Design design;
    design.nodes = nodes;
    design.fabric = ethernet ? Technology::Ethernet : Technology::InfiniBand;
    BomModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QCOMPARE(model.rowCount(), 0);
    const PlanPtr p = plan(design);
    model.setPlan(p);
    QCOMPARE(model.rowCount(), static_cast<int>(p->bom.lines.size()));
    QVERIFY(model.rowCount() > 0);
    int switches = 0;
    for (int r = 0; r < model.rowCount(); ++r)
        if (model.index(r, BomModel::Category).data().toString() == QLatin1String("Switches"))
            switches += model.index(r, BomModel::Quantity).data(Qt::EditRole).toInt();
    // Every network's switches, as each was sized (the compute fabric's and the others').
    int sized = 0;
    for (const NetworkPlan &network : p->networks)
        sized += network.sizing.switchCount();
    QCOMPARE(switches, sized);
    // Unknown power and prices read "unknown", never a number (switch draw is not published).
    for (int r = 0; r < model.rowCount(); ++r) {
        const BomLine &line = p->bom.lines[static_cast<std::size_t>(r)];
        if (line.powerUnknown)
            QCOMPARE(model.index(r, BomModel::Power).data().toString(), QStringLiteral("unknown"));
        if (!line.unitPrice)
            QCOMPARE(model.index(r, BomModel::UnitPrice).data().toString(),
                     QStringLiteral("unknown"));
    }
    model.setPlan(nullptr);
    QCOMPARE(model.rowCount(), 0);
}

void TestModels::bomSortsByNumber()
{
    Design design;
    design.nodes = 127;
    BomModel model;
    model.setPlan(plan(design));
    QSortFilterProxyModel proxy;
    proxy.setSortRole(Qt::EditRole);
    proxy.setSourceModel(&model);
    QAbstractItemModelTester tester(&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
    proxy.sort(BomModel::Quantity, Qt::DescendingOrder);
    for (int r = 1; r < proxy.rowCount(); ++r)
        QVERIFY(proxy.index(r - 1, BomModel::Quantity).data(Qt::EditRole).toInt() >=
                proxy.index(r, BomModel::Quantity).data(Qt::EditRole).toInt());
}

void TestModels::cableModel()
{
    CableModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    Design design;
    const PlanPtr p = plan(design);
    model.setPlan(p);
    // Every network's links, the compute fabric's first: the cabling plan of the whole cluster.
    QVERIFY2(p->networks.size() > 1, "the default DGX design plans more than the compute fabric");
    int row = 0;
    for (const NetworkPlan &network : p->networks) {
        QVERIFY(!network.topology.links.empty());
        const fabric::Link &link = network.topology.links.front();
        QCOMPARE(model.index(row, CableModel::FromDevice).data().toString(),
                 QString::fromStdString(network.topology.device(link.a().device).name));
        QCOMPARE(model.index(row, CableModel::Network).data().toString(), networkName(network.role));
        QCOMPARE(model.index(row, CableModel::Link).data().toInt(), 1); // each network's first link
        // The shared selection holds compute device ids only.
        QCOMPARE(model.index(row, 0).data(CableModel::DeviceARole).toInt(),
                 network.role == NetworkRole::Compute ? link.a().device : -1);
        QVERIFY(!model.index(row, CableModel::FromRack).data().toString().isEmpty());
        row += static_cast<int>(network.topology.links.size());
    }
    QCOMPARE(model.rowCount(), row);
    const fabric::Link &first = p->compute().topology.links.front();
    QCOMPARE(model.index(0, CableModel::FromDevice).data().toString(),
             QString::fromStdString(p->compute().topology.device(first.a().device).name));
    QCOMPARE(model.index(0, CableModel::ToDevice).data().toString(),
             QString::fromStdString(p->compute().topology.device(first.b().device).name));
    QVERIFY(model.index(0, CableModel::Ordered).data(Qt::EditRole).toDouble() > 0.0);
}

// The Cabling tab's rack columns read as the cabling plan's: an NVL72 rack (the node) names its
// rack and no unit, since its trays' units are not known; a switch its rack and unit.
void TestModels::cableModelNamesNoUnitOfAnNvl72Rack()
{
    CableModel model;
    Design design;
    design.platform = "DGX-GB200";
    design.nodes = 2;
    const PlanPtr p = plan(design);
    model.setPlan(p);
    QVERIFY(model.rowCount() > 0);
    const QString from = model.index(0, CableModel::FromRack).data().toString();
    QCOMPARE(model.index(0, CableModel::FromDevice).data().toString(), QStringLiteral("dgx-gb200-0001"));
    QVERIFY2(!from.isEmpty() && !from.contains(QLatin1Char(' ')), qPrintable(from));
    const QString to = model.index(0, CableModel::ToRack).data().toString();
    QVERIFY2(to.contains(QStringLiteral(" U")), qPrintable(to));
}

// The # column is the cabling CSV's Link column (and the workbook's): each network numbers its own
// links, so a link read in the CSV is found in the window by its network and number. A twin or
// split cable carries two links (or more) and the bill counts it once: hovering over a link it
// carries names the link the CSV's "Shared cable" cell names.
void TestModels::cablingTabNumbersLinksAsTheCsv_data()
{
    QTest::addColumn<QString>("platform");
    QTest::addColumn<int>("nodes");
    QTest::addColumn<int>("storageDevices");
    // DGX H100 with storage devices that the storage leaves' splitters serve two at a time: shared
    // cables outside the compute fabric.
    QTest::newRow("DGX-H100 127 nodes, storage splitters") << QStringLiteral("DGX-H100") << 127 << 16;
    QTest::newRow("DGX-B200 1,024 GPUs") << QStringLiteral("DGX-B200") << 128 << 16;
    QTest::newRow("GB200 NVL72 16 racks") << QStringLiteral("DGX-GB200") << 16 << 8;
}

void TestModels::cablingTabNumbersLinksAsTheCsv()
{
    QFETCH(QString, platform);
    QFETCH(int, nodes);
    QFETCH(int, storageDevices);
    Design design;
    design.platform = platform.toStdString();
    design.nodes = nodes;
    design.networks.storageDevices = storageDevices;
    const PlanPtr p = plan(design);
    QVERIFY2(p->networks.size() > 1, "one network numbers its links one way only: the check proves nothing");

    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("cabling.csv"));
    QVERIFY(writeCablingCsv(*p, file.toStdString()).ok());
    QFile csvFile(file);
    QVERIFY(csvFile.open(QIODevice::ReadOnly));
    const QByteArray text = csvFile.readAll();
    std::vector<fabric::CsvRecord> records;
    std::string error;
    int errorLine = 0;
    QVERIFY2(readCsv(std::string_view(text.constData(), static_cast<std::size_t>(text.size())), records, error, errorLine),
             error.c_str());
    QVERIFY(records.size() > 1);
    const std::vector<std::string> &header = records.front().fields;
    auto column = [&](const char *name) {
        return static_cast<std::size_t>(std::find(header.begin(), header.end(), name) - header.begin());
    };
    const std::size_t link = column("Link"), aDevice = column("A device"), aPort = column("A port"),
                      bDevice = column("B device"), bPort = column("B port"), network = column("Network"),
                      shared = column("Shared cable");
    QVERIFY(shared < header.size());
    // A link by its network and its two ends, as both show them: the CSV's Link and Shared cable.
    using Key = std::tuple<QString, QString, QString, QString, QString>;
    std::map<Key, std::pair<QString, QString>> csv;
    for (std::size_t r = 1; r < records.size(); ++r) {
        const auto &f = records[r].fields;
        const auto role = networkRoleFromString(f[network]);
        QVERIFY2(role, f[network].c_str());
        csv[{networkName(*role), QString::fromStdString(f[aDevice]), QString::fromStdString(f[aPort]),
             QString::fromStdString(f[bDevice]), QString::fromStdString(f[bPort])}] =
            {QString::fromStdString(f[link]), QString::fromStdString(f[shared])};
    }

    CableModel model;
    model.setPlan(p);
    QCOMPARE(static_cast<std::size_t>(model.rowCount()), records.size() - 1);
    const QRegularExpression onCable(QStringLiteral("On the twin or split cable of #(\\d+)"));
    int sharedOutsideCompute = 0;
    for (int row = 0; row < model.rowCount(); ++row) {
        auto cell = [&](int c, int role = Qt::DisplayRole) { return model.index(row, c).data(role).toString(); };
        const Key key{cell(CableModel::Network), cell(CableModel::FromDevice), cell(CableModel::FromPort),
                      cell(CableModel::ToDevice), cell(CableModel::ToPort)};
        const auto found = csv.find(key);
        QVERIFY2(found != csv.end(), qPrintable(QStringLiteral("row %1 is not in the CSV").arg(row + 1)));
        const auto &[csvLink, csvShared] = found->second;
        QVERIFY2(cell(CableModel::Link) == csvLink,
                 qPrintable(QStringLiteral("row %1: # %2, CSV Link %3").arg(row + 1).arg(cell(CableModel::Link), csvLink)));
        const QString tip = cell(CableModel::Medium, Qt::ToolTipRole);
        if (csvShared.isEmpty()) {
            QVERIFY2(!tip.contains(QStringLiteral("twin or split")), qPrintable(tip));
            continue;
        }
        if (cell(CableModel::Network) != networkName(NetworkRole::Compute))
            ++sharedOutsideCompute;
        if (csvShared == csvLink) {
            QVERIFY2(tip.contains(QStringLiteral("The first of the links one twin or split cable carries")), qPrintable(tip));
            continue;
        }
        const QRegularExpressionMatch match = onCable.match(tip);
        QVERIFY2(match.hasMatch(), qPrintable(tip));
        QVERIFY2(match.captured(1) == csvShared,
                 qPrintable(QStringLiteral("%1 link %2: the tooltip names #%3, the CSV's Shared cable %4")
                                .arg(std::get<0>(key), csvLink, match.captured(1), csvShared)));
    }
    QVERIFY2(sharedOutsideCompute > 0, "no shared cable outside the compute fabric: the tooltips' numbers went unchecked");

    // Sorted by #, each network's links stay together, in the plan's order (the numbers repeat).
    CableFilterModel sorted;
    sorted.setSourceModel(&model);
    for (const Qt::SortOrder order : {Qt::AscendingOrder, Qt::DescendingOrder}) {
        sorted.sort(CableModel::Link, order);
        for (int row = 0; row < sorted.rowCount(); ++row) {
            const int source = sorted.mapToSource(sorted.index(row, CableModel::Link)).row();
            const int expected = order == Qt::AscendingOrder ? row : model.rowCount() - 1 - row;
            QVERIFY2(source == expected, qPrintable(QStringLiteral("sorted row %1 shows row %2").arg(row).arg(source)));
        }
    }
}

void TestModels::cableFilterBySelectionAndText()
{
    Design design;
    design.nodes = 64;
    const PlanPtr p = plan(design);
    CableModel model;
    model.setPlan(p);
    CableFilterModel filter;
    filter.setSourceModel(&model);
    QAbstractItemModelTester tester(&filter,
                                    QAbstractItemModelTester::FailureReportingMode::QtTest);
    QCOMPARE(filter.rowCount(), model.rowCount());

    // Select the first spine: only its links remain, and they all touch it.
    int spine = -1;
    for (int id = 0; id < p->compute().topology.deviceCount(); ++id)
        if (p->compute().topology.device(id).kind == DeviceKind::Switch &&
            p->compute().topology.device(id).tier == Tier::Spine) {
            spine = id;
            break;
        }
    QVERIFY(spine >= 0);
    filter.setDevices({spine});
    int expected = 0;
    for (const fabric::Link &link : p->compute().topology.links)
        expected += link.a().device == spine || link.b().device == spine;
    QCOMPARE(filter.rowCount(), expected);
    QVERIFY(expected > 0);

    filter.setDevices({});
    const QString name =
        QString::fromStdString(p->compute().topology.device(p->compute().topology.links.front().a().device).name);
    filter.setText(name);
    QVERIFY(filter.rowCount() > 0);
    QVERIFY(filter.rowCount() < model.rowCount());
    for (int r = 0; r < filter.rowCount(); ++r) {
        const QString row =
            filter.index(r, CableModel::FromDevice).data().toString() + QLatin1Char(' ') +
            filter.index(r, CableModel::ToDevice).data().toString() + QLatin1Char(' ') +
            filter.index(r, CableModel::PartNumber).data().toString() + QLatin1Char(' ') +
            filter.index(r, CableModel::FromRack).data().toString() + QLatin1Char(' ') +
            filter.index(r, CableModel::ToRack).data().toString();
        QVERIFY(row.contains(name, Qt::CaseInsensitive));
    }
    filter.setText(QStringLiteral("no-such-device-anywhere"));
    QCOMPARE(filter.rowCount(), 0);
}

void TestModels::cableMediumInWords_data()
{
    QTest::addColumn<QString>("kind");   // as the CSV and workbook give it
    QTest::addColumn<QString>("shown");  // as the Cabling tab says it
    QTest::newRow("OOB patch cords") << "twisted-pair" << "twisted pair";
    QTest::newRow("optics and fibre") << "transceiver" << "optics + fibre";
    QTest::newRow("passive copper") << "dac" << "DAC";
}

// The Cabling tab names a medium in words (an RJ45 cord is no DAC), and typing the CSV's word for
// it still finds its links.
void TestModels::cableMediumInWords()
{
    QFETCH(QString, kind);
    QFETCH(QString, shown);
    const PlanPtr p = plan(Design{});
    CableModel model;
    model.setPlan(p);
    int rows = 0;
    for (int r = 0; r < model.rowCount(); ++r)
        if (model.index(r, CableModel::Medium).data(Qt::EditRole).toString() == kind) {
            QCOMPARE(model.index(r, CableModel::Medium).data().toString(), shown);
            ++rows;
        }
    QVERIFY2(rows > 0, qPrintable(kind));
    CableFilterModel filter;
    filter.setSourceModel(&model);
    filter.setText(kind);
    QVERIFY(filter.rowCount() >= rows);
    filter.setText(shown);
    QVERIFY(filter.rowCount() >= rows);
}

void TestModels::diagnosticsModelErrorsFirst()
{
    DiagnosticsModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    auto p = std::make_shared<Plan>();
    p->diagnostics = {makeWarning("oversubscription", Text::plain("a warning")), makeError("nodes", Text::plain("an error")),
                      makeWarning("", Text::plain("general"))};
    model.setPlan(p);
    QCOMPARE(model.rowCount(), 3);
    QCOMPARE(model.errorCount(), 1);
    QCOMPARE(model.warningCount(), 2);
    QCOMPARE(model.index(0, 0).data(DiagnosticsModel::IsErrorRole).toBool(), true);
    QCOMPARE(model.index(0, 0).data(DiagnosticsModel::FieldRole).toString(),
             QStringLiteral("nodes"));
    QCOMPARE(model.index(0, DiagnosticsModel::Message).data().toString(),
             QStringLiteral("an error"));

    // An impossible design names its field.
    Design impossible;
    impossible.platform = "no-such-platform";
    model.setPlan(plan(impossible));
    QVERIFY(model.errorCount() > 0);
    QCOMPARE(model.index(0, 0).data(DiagnosticsModel::FieldRole).toString(),
             QStringLiteral("platform"));
}

void TestModels::catalogueModelFilters_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<int>("speed");
    QTest::addColumn<QString>("text");
    QTest::newRow("switches") << QStringLiteral("switch") << 0 << QString();
    QTest::newRow("400G switches") << QStringLiteral("switch") << 400 << QString();
    QTest::newRow("text QM9700") << QString() << 0 << QStringLiteral("QM9700");
    QTest::newRow("platforms") << QStringLiteral("platform") << 0 << QString();
}

void TestModels::catalogueModelFilters()
{
    QFETCH(QString, kind);
    QFETCH(int, speed);
    QFETCH(QString, text);
    CatalogueModel model(*m_catalogue);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    CatalogueFilterModel filter;
    filter.setSourceModel(&model);
    QAbstractItemModelTester proxyTester(&filter,
                                         QAbstractItemModelTester::FailureReportingMode::QtTest);
    filter.setKind(kind);
    filter.setSpeed(speed);
    filter.setText(text);
    QVERIFY(filter.rowCount() > 0);
    QVERIFY(filter.rowCount() < model.rowCount());
    for (int r = 0; r < filter.rowCount(); ++r) {
        const QModelIndex index = filter.index(r, 0);
        if (!kind.isEmpty())
            QCOMPARE(index.data(CatalogueModel::KindRole).toString(), kind);
        if (speed > 0)
            QVERIFY(index.data(CatalogueModel::SpeedsRole).value<QList<int>>().contains(speed));
        if (!text.isEmpty())
            QVERIFY(filter.index(r, CatalogueModel::Part).data().toString().contains(text) ||
                    filter.index(r, CatalogueModel::Description).data().toString().contains(text) ||
                    filter.index(r, CatalogueModel::Source).data().toString().contains(text));
    }
}

// The Catalogue dialog cuts long descriptions ("…(not for sale; order …"), sources and part numbers:
// each has its whole text in its tooltip.
void TestModels::catalogueTextHasItsTooltip()
{
    CatalogueModel model(*m_catalogue);
    QVERIFY(model.rowCount() > 0);
    int long_ = 0;
    for (int r = 0; r < model.rowCount(); ++r)
        for (int column : {int(CatalogueModel::Part), int(CatalogueModel::Description), int(CatalogueModel::Source)}) {
            const QModelIndex index = model.index(r, column);
            QCOMPARE(index.data(Qt::ToolTipRole).toString(), index.data(Qt::DisplayRole).toString());
            long_ += column == CatalogueModel::Description && index.data().toString().contains(QStringLiteral("not for sale"));
        }
    QVERIFY(long_ > 0);
}

QTEST_MAIN(TestModels)
#include "tst_models.moc"
