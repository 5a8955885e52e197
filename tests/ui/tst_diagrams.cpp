#include "core/catalogue/catalogue.h"
#include "core/plan/pipeline.h"
#include "ui/render/diagramexport.h"
#include "ui/render/floordiagram.h"
#include "ui/render/quantitytext.h"
#include "ui/render/rackelevation.h"
#include "ui/render/topologylayout.h"

#include <QFile>
#include <QGuiApplication>
#include <QImage>
#include <QPainter>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <map>

using namespace fabric;

class TestDiagrams : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void topologyStaysReadable_data();
    void topologyStaysReadable();
    void exportsWriteImages_data();
    void exportsWriteImages();
    void rackElevationsDrawEveryNetwork();
    void rackElevationHeaderStaysInside();
    void rackElevationsShowEveryCountedDevice_data();
    void rackElevationsShowEveryCountedDevice();
    void allRacksExportDrawsEachRackAsAlone_data();
    void allRacksExportDrawsEachRackAsAlone();
    void unsupportedSuffixIsAnError();

private:
    std::shared_ptr<const Catalogue> m_catalogue;
    Plan plan(int nodes) const
    {
        Design design;
        design.nodes = nodes;
        return makePlan(design, *m_catalogue);
    }
};

void TestDiagrams::initTestCase()
{
    auto catalogue = Catalogue::openDefault();
    QVERIFY2(catalogue.ok(), catalogue.error().c_str());
    m_catalogue = std::make_shared<const Catalogue>(std::move(*catalogue));
}

void TestDiagrams::topologyStaysReadable_data()
{
    QTest::addColumn<int>("nodes");
    QTest::newRow("32 nodes") << 32;
    QTest::newRow("4,096 GPUs") << 512;
    QTest::newRow("1024 nodes") << 1024;
}

void TestDiagrams::topologyStaysReadable()
{
    QFETCH(int, nodes);
    const Plan p = plan(nodes);
    QVERIFY(p.ok());
    const int maxBoxes = 16;
    const render::TopologyLayout layout = render::layoutTopology(p, maxBoxes);
    // At most maxBoxes per row: every row's boxes share a y.
    std::map<double, int> perRow;
    for (const auto &box : layout.boxes)
        ++perRow[box.rect.top()];
    for (const auto &[y, count] : perRow)
        QVERIFY2(count <= maxBoxes + 1, qPrintable(QStringLiteral("%1 boxes in a row").arg(count))); // +1: the UFM
    // Every node of the plan is drawn in some box, and every link of plane 1 is counted once.
    int nodesDrawn = 0;
    for (const auto &box : layout.boxes)
        for (int id : box.devices)
            nodesDrawn += p.compute().topology.device(id).kind == DeviceKind::Node;
    QCOMPARE(nodesDrawn, p.compute().sizing.nodes);
    int linksDrawn = 0;
    for (const auto &edge : layout.edges)
        linksDrawn += edge.links;
    int linksPlaneOne = 0;
    for (const fabric::Link &link : p.compute().topology.links)
        linksPlaneOne += link.plane() == 0;
    QCOMPARE(linksDrawn, linksPlaneOne);
}

void TestDiagrams::exportsWriteImages_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QString>("suffix");
    for (const char *kind : {"topology", "floor", "rack"})
        for (const char *suffix : {"svg", "png"})
            QTest::addRow("%s.%s", kind, suffix) << QString::fromLatin1(kind) << QString::fromLatin1(suffix);
}

void TestDiagrams::exportsWriteImages()
{
    QFETCH(QString, kind);
    QFETCH(QString, suffix);
    QTemporaryDir dir;
    const QString path = dir.filePath(kind + QLatin1Char('.') + suffix);
    const Plan p = plan(64);
    const QString error = kind == QLatin1String("topology") ? render::writeTopologyDiagram(path, p)
                          : kind == QLatin1String("floor")  ? render::writeFloorPlanDiagram(path, p)
                                                            : render::writeRackElevation(path, p, 0);
    QCOMPARE(error, QString());
    if (suffix == QLatin1String("png")) {
        const QImage image(path);
        QVERIFY(!image.isNull());
        QVERIFY(image.width() > 200 && image.height() > 200);
    } else {
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray svg = file.readAll();
        QVERIFY(svg.contains("<svg"));
        if (kind == QLatin1String("rack")) // the elevation names what is in the rack
            QVERIFY(svg.contains(p.floor.racks.front().name.c_str()));
    }
}

// Every device a rack holds is in its elevation, the storage, in-band and OOB networks' too (the
// elevations drew only the compute fabric: a storage rack "42U of 42U used" came out empty).
void TestDiagrams::rackElevationsDrawEveryNetwork()
{
    QTemporaryDir dir;
    const Plan p = plan(64);
    QVERIFY(p.ok());
    QVERIFY(p.networks.size() == kNetworkRoles.size()); // a DGX plans every network by default
    const auto compute = render::devicesByRack(p);
    std::set<NetworkRole> drawn;
    for (const Rack &rack : p.floor.racks) {
        const QString path = dir.filePath(QStringLiteral("r%1.svg").arg(rack.id));
        QCOMPARE(render::writeRackElevation(path, p, rack.id), QString());
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray svg = file.readAll();
        for (int id : compute[static_cast<std::size_t>(rack.id)])
            QVERIFY2(svg.contains(p.compute().topology.device(id).name.c_str()), rack.name.c_str());
        for (const render::RackOccupantView &o : render::occupantsOf(p, rack)) {
            QVERIFY2(svg.contains(o.device.name.c_str()), qPrintable(QString::fromStdString(rack.name + ": " + o.device.name)));
            drawn.insert(o.network.role);
        }
    }
    QCOMPARE(drawn, (std::set<NetworkRole>{NetworkRole::Storage, NetworkRole::Inband, NetworkRole::Oob}));
}

// A rack's use, power and weight wrap inside its picture: on one line "9U of 42U used · at least
// 6.0 kW (1 device without a known draw) ..." was cut at the right edge of the text and in the
// elevation dialog. The header, 40 px in from either side, gets a second line under its first.
void TestDiagrams::rackElevationHeaderStaysInside()
{
    const Plan p = plan(64);
    QVERIFY(p.ok());
    int longHeaders = 0;
    for (const Rack &rack : p.floor.racks) {
        const bool partlyKnown = render::rackPowerText(rack).startsWith(QLatin1String("at least"));
        const render::RackElevation elevation(p, rack.id);
        const QSize size = elevation.size();
        QImage image(size, QImage::Format_RGB32);
        image.fill(Qt::white);
        {
            QPainter painter(&image);
            elevation.paint(painter);
        }
        auto inkIn = [&image](int left, int top, int right, int bottom) {
            for (int y = top; y < bottom; ++y)
                for (int x = left; x < right; ++x)
                    if (image.pixel(x, y) != qRgb(255, 255, 255))
                        return true;
            return false;
        };
        const int textRight = size.width() - 40;
        // Nothing runs into the text's right edge, where a cut glyph would stand.
        QVERIFY2(!inkIn(textRight - 2, 34, size.width(), 68), rack.name.c_str());
        // The long header takes a second line, under the first (13 px type from 36 px down).
        if (partlyKnown) {
            ++longHeaders;
            QVERIFY2(inkIn(40, 57, textRight, 68), rack.name.c_str());
        }
    }
    QVERIFY(longHeaders > 0); // racks with a device of unknown draw were among them
}

void TestDiagrams::rackElevationsShowEveryCountedDevice_data()
{
    QTest::addColumn<QString>("platform");
    QTest::addColumn<int>("nodes");
    QTest::newRow("GB200 NVL72, 8 racks") << QStringLiteral("DGX-GB200") << 8;
    QTest::newRow("DGX H100, 64 nodes") << QStringLiteral("DGX-H100") << 64;
}

// Every device a rack counts (in its devices, power and weight) is named once in its elevation,
// on a line of its own inside the picture. A GB200 NVL72 rack counts the two OOB switches built
// into it (at unit 0, in no unit of their own): both were drawn into one 3 px high band under the
// frame, over each other.
void TestDiagrams::rackElevationsShowEveryCountedDevice()
{
    QFETCH(QString, platform);
    QFETCH(int, nodes);
    Design design;
    design.platform = platform.toStdString();
    design.nodes = nodes;
    const Plan p = makePlan(design, *m_catalogue);
    QVERIFY(p.ok());
    QTemporaryDir dir;
    const auto compute = render::devicesByRack(p);
    const QRegularExpression text(QStringLiteral("<text[^>]*\\sx=\"([-\\d.]+)\"\\s+y=\"([-\\d.]+)\"[^>]*>([^<]*)</text>"));
    int builtIn = 0;
    for (const Rack &rack : p.floor.racks) {
        std::vector<std::string> names;
        for (int id : compute[static_cast<std::size_t>(rack.id)])
            names.push_back(p.compute().topology.device(id).name);
        for (const render::RackOccupantView &o : render::occupantsOf(p, rack)) {
            names.push_back(o.device.name);
            builtIn += o.placement.heightUnits == 0 ? 1 : 0;
        }
        QCOMPARE(static_cast<int>(names.size()), rack.devices);
        const QString path = dir.filePath(QStringLiteral("r%1.svg").arg(rack.id));
        QCOMPARE(render::writeRackElevation(path, p, rack.id), QString());
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QString svg = QString::fromUtf8(file.readAll());
        const QSize size = render::RackElevation(p, rack.id).size();
        std::map<QString, std::vector<double>> at; // each text's baselines
        for (const QRegularExpressionMatch &m : text.globalMatch(svg)) {
            const double x = m.captured(1).toDouble(), y = m.captured(2).toDouble();
            QVERIFY2(x >= 0 && x < size.width() && y > 0 && y <= size.height(),
                     qPrintable(QStringLiteral("%1: \"%2\" at %3,%4 of %5x%6").arg(QString::fromStdString(rack.name), m.captured(3))
                                    .arg(x).arg(y).arg(size.width()).arg(size.height())));
            at[m.captured(3)].push_back(y);
        }
        std::vector<double> lines;
        for (const std::string &name : names) {
            const auto found = at.find(QString::fromStdString(name));
            QVERIFY2(found != at.end() && found->second.size() == 1, (rack.name + ": " + name).c_str());
            lines.push_back(found->second.front());
        }
        // Never one over another.
        std::sort(lines.begin(), lines.end());
        for (std::size_t i = 1; i < lines.size(); ++i)
            QVERIFY2(lines[i] - lines[i - 1] >= 12.0, qPrintable(QStringLiteral("%1: two devices named %2 px apart")
                                                                     .arg(QString::fromStdString(rack.name)).arg(lines[i] - lines[i - 1])));
    }
    QCOMPARE(builtIn > 0, platform == QLatin1String("DGX-GB200"));
}

// Export > Rack Elevations finds every rack's devices in one index (devicesByRack), the Rack
// dialog and a one-rack export each rack's alone: both draw the same picture.
void TestDiagrams::allRacksExportDrawsEachRackAsAlone_data()
{
    rackElevationsShowEveryCountedDevice_data();
}

void TestDiagrams::allRacksExportDrawsEachRackAsAlone()
{
    QFETCH(QString, platform);
    QFETCH(int, nodes);
    Design design;
    design.platform = platform.toStdString();
    design.nodes = nodes;
    const Plan p = makePlan(design, *m_catalogue);
    QVERIFY(p.ok());
    QTemporaryDir all;
    QTemporaryDir alone;
    QCOMPARE(render::writeRackElevations(all.path(), p), QString());
    for (const Rack &rack : p.floor.racks) {
        const QString name = QString::fromStdString(rack.name) + QStringLiteral(".svg");
        QCOMPARE(render::writeRackElevation(alone.filePath(name), p, rack.id), QString());
        QFile a(all.filePath(name));
        QFile b(alone.filePath(name));
        QVERIFY(a.open(QIODevice::ReadOnly) && b.open(QIODevice::ReadOnly));
        const QByteArray svg = a.readAll();
        QVERIFY2(svg == b.readAll(), rack.name.c_str());
        QVERIFY(svg.contains(rack.name.c_str()));
    }
}

void TestDiagrams::unsupportedSuffixIsAnError()
{
    QTemporaryDir dir;
    const Plan p = plan(32);
    QVERIFY(!render::writeTopologyDiagram(dir.filePath(QStringLiteral("t.bmp")), p).isEmpty());
    QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("t.bmp"))));
    QVERIFY(!render::writeRackElevation(dir.filePath(QStringLiteral("r.svg")), p, 9999).isEmpty());
}

// Painting text needs fonts, hence a GUI application (offscreen).
QTEST_MAIN(TestDiagrams)
#include "tst_diagrams.moc"
