// The window shows the cluster network by network (issue 38 item 5): the topology view one
// network at a time, chosen in its selector (or --network), falling back to the compute fabric
// when the chosen network is not planned; the floor plan's key names each network's colour and
// sits in a strip above the floor, never over its first row.
#include "ui/app/bommodel.h"
#include "ui/app/designcommands.h"
#include "ui/app/networkname.h"
#include "ui/app/designpanel.h"
#include "ui/app/networkssection.h"
#include "ui/app/document.h"
#include "ui/app/floorlegendstrip.h"
#include "ui/app/floorplanview.h"
#include "ui/app/topologyview.h"
#include "ui/render/diagramstyle.h"
#include "ui/render/floordiagram.h"
#include "windowfixture.h"

#include <QComboBox>
#include <QSet>
#include <QFormLayout>
#include <QLabel>
#include <QGroupBox>
#include <QScrollArea>
#include <QScrollBar>
#include <QSpinBox>
#include <QUndoStack>
#include <QSignalSpy>
#include <QImage>
#include <QTabWidget>

using namespace fabric;
using namespace fabric::ui;

namespace {

const QString kSample = QStringLiteral(FABRIC_SOURCE_DIR "/data/samples/h100-4su-whole-cluster.json");

// The switches a layout draws, counted once each.
int switchesDrawn(const render::TopologyLayout &layout, const Topology &topology)
{
    std::set<int> switches;
    for (const render::TopologyBox &box : layout.boxes)
        for (int id : box.devices)
            if (topology.device(id).kind == DeviceKind::Switch)
                switches.insert(id);
    return static_cast<int>(switches.size());
}

bool hasColour(const QImage &image, const QColor &colour)
{
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x)
            if (image.pixelColor(x, y).rgb() == colour.rgb())
                return true;
    return false;
}

} // namespace

class TestNetworkViews : public QObject
{
    Q_OBJECT

public:
    static void initMain() { isolateSettingsForTest(); }

private slots:
    void init()
    {
        m_window = openTestWindow(m_errors);
        m_window->resize(1280, 720);
        QVERIFY(m_window->openFile(kSample));
        m_window->document()->runner()->waitForIdle();
        QVERIFY(m_window->document()->plan() && m_window->document()->plan()->ok());
    }
    void cleanup()
    {
        delete m_window;
        m_window = nullptr;
    }

    void topologyShowsOneNetworkAtATime_data()
    {
        QTest::addColumn<int>("role");
        for (NetworkRole role : kNetworkRoles)
            QTest::newRow(toString(role).data()) << static_cast<int>(role);
    }
    void topologyShowsOneNetworkAtATime()
    {
        QFETCH(int, role);
        const auto network = static_cast<NetworkRole>(role);
        QVERIFY(m_window->showView(QStringLiteral("topology")));
        TopologyView *view = m_window->topologyView();
        QComboBox *selector = view->networkSelector();
        // Every planned network is offered; choosing one in the selector shows it.
        QCOMPARE(selector->count(), 4);
        const int index = selector->findData(role);
        QVERIFY(index >= 0);
        selector->setCurrentIndex(index);
        emit selector->activated(index);
        QCOMPARE(int(view->shownNetwork()), int(network));
        const PlanPtr plan = m_window->document()->plan();
        const NetworkPlan &shown = *plan->network(network);
        // Its switches and no other network's (the compute fabric's other planes are copies).
        const int planes = std::max(1, shown.sizing.planes);
        QCOMPARE(switchesDrawn(view->layout(), shown.topology) * planes, shown.switchCount());
        QVERIFY(!view->layout().boxes.empty());
        for (const render::TopologyBox &box : view->layout().boxes)
            for (int id : box.devices)
                QVERIFY(id >= 0 && id < shown.topology.deviceCount());
    }

    void theWindowOptionChoosesTheNetwork()
    {
        // As fabricplanner --network storage --view topology does: the network first.
        QVERIFY(m_window->showNetwork(QStringLiteral("storage")));
        QVERIFY(m_window->showView(QStringLiteral("topology")));
        QCOMPARE(int(m_window->topologyView()->shownNetwork()), int(NetworkRole::Storage));
        QCOMPARE(m_window->topologyView()->networkSelector()->currentData().toInt(), static_cast<int>(NetworkRole::Storage));
        QVERIFY(!m_window->showNetwork(QStringLiteral("ethernet")));
        QCOMPARE(int(m_window->topologyView()->shownNetwork()), int(NetworkRole::Storage));
    }

    // A network no longer planned: the compute fabric is shown, and the choice comes back with it.
    void anUnplannedNetworkFallsBackToCompute()
    {
        QVERIFY(m_window->showView(QStringLiteral("topology")));
        m_window->showNetwork(QStringLiteral("oob"));
        Document *document = m_window->document();
        document->edit(new ChangeNetworksCommand(document, {NetworkRole::Compute, NetworkRole::Storage}));
        document->runner()->waitForIdle();
        QCoreApplication::processEvents();
        TopologyView *view = m_window->topologyView();
        QCOMPARE(int(view->shownNetwork()), int(NetworkRole::Compute));
        QCOMPARE(view->networkSelector()->count(), 2);
        QCOMPARE(view->networkSelector()->currentData().toInt(), static_cast<int>(NetworkRole::Compute));
        document->undoStack()->undo();
        document->runner()->waitForIdle();
        QCoreApplication::processEvents();
        QCOMPARE(int(view->shownNetwork()), int(NetworkRole::Oob));
    }

    // Another network's switch is selected in its own view, not as a compute device id.
    void anotherNetworksSwitchIsNotAComputeSelection()
    {
        QVERIFY(m_window->showView(QStringLiteral("topology")));
        m_window->showNetwork(QStringLiteral("storage"));
        TopologyView *view = m_window->topologyView();
        const Topology &storage = m_window->document()->plan()->network(NetworkRole::Storage)->topology;
        int switchBox = -1;
        for (std::size_t b = 0; b < view->layout().boxes.size() && switchBox < 0; ++b)
            if (storage.device(view->layout().boxes[b].devices.front()).kind == DeviceKind::Switch)
                switchBox = static_cast<int>(b);
        QVERIFY(switchBox >= 0);
        QSignalSpy selected(view, &TopologyView::devicesSelected);
        view->selectBox(switchBox);
        QCOMPARE(selected.count(), 0);
    }

    void theFloorKeyIsAboveTheFloor()
    {
        QVERIFY(m_window->showView(QStringLiteral("floor")));
        QTest::qWait(50);
        FloorPlanView *floor = m_window->floorPlanView();
        floor->fitAll();
        FloorLegendStrip *legend = floor->legend();
        QVERIFY(legend->isVisible());
        QVERIFY(legend->height() > 0);
        // The strip ends where the viewport begins: nothing of the floor is under it.
        QVERIFY2(legend->geometry().bottom() < floor->viewport()->geometry().top(),
                 qPrintable(QStringLiteral("legend %1, viewport %2").arg(legend->geometry().bottom()).arg(floor->viewport()->geometry().top())));
        // The first row's racks are inside the viewport.
        const Plan &plan = *m_window->document()->plan();
        const QRect firstRack = floor->mapFromScene(render::rackRect(plan, plan.floor.racks.front())).boundingRect();
        QVERIFY(floor->viewport()->rect().contains(firstRack.topLeft()));
        // The key names each network's colour.
        const QImage key = legend->grab().toImage();
        for (NetworkRole role : {NetworkRole::Storage, NetworkRole::Inband, NetworkRole::Oob})
            QVERIFY2(hasColour(key, render::networkColour(role)), toString(role).data());
    }

    // At 1280 x 720 the key wraps but stays a strip: the floor keeps most of the view.
    void theKeyFitsASmallWindow()
    {
        QVERIFY(m_window->showView(QStringLiteral("floor")));
        FloorPlanView *floor = m_window->floorPlanView();
        QVERIFY(floor->legend()->height() < floor->height() / 4);
    }

    // The Design dock's Networks section: a group per network, switched and set as undo steps.
    void aNetworkGroupSwitchesItsNetwork()
    {
        Document *document = m_window->document();
        QGroupBox *storage = m_window->designPanel()->networksSection()->group(NetworkRole::Storage);
        QVERIFY(storage->isChecked());
        const int steps = document->undoStack()->count();
        storage->setChecked(false);
        document->runner()->waitForIdle();
        QCOMPARE(document->undoStack()->count(), steps + 1);
        QVERIFY(!document->plan()->network(NetworkRole::Storage));
        QVERIFY(document->plan()->network(NetworkRole::Oob));
        document->undoStack()->undo();
        document->runner()->waitForIdle();
        QVERIFY(document->plan()->network(NetworkRole::Storage));
        QVERIFY(storage->isChecked());
    }

    // A group is ticked when its network is planned: by default a DGX GB200 has no storage fabric
    // of its own (storage shares the in-band Ethernet network, and the catalogue has no storage
    // port layout for it), so its Storage group is not ticked as if one were planned.
    void aGroupIsTickedWhenItsNetworkIsPlanned()
    {
        Document *document = m_window->document();
        Design design = document->design();
        design.platform = "DGX-GB200";
        design.nodes = 8;
        design.gpus.reset();
        design.networks.planned.reset();
        document->edit(new ReplaceDesignCommand(document, design, QStringLiteral("test")));
        document->runner()->waitForIdle();
        NetworksSection *section = m_window->designPanel()->networksSection();
        QVERIFY(!document->plan()->network(NetworkRole::Storage));
        QVERIFY(!section->group(NetworkRole::Storage)->isChecked());
        QVERIFY(document->plan()->network(NetworkRole::Inband));
        QVERIFY(section->group(NetworkRole::Inband)->isChecked());
        QVERIFY(section->group(NetworkRole::Oob)->isChecked());
    }

    void aNetworkSettingIsOneUndoStep_data()
    {
        QTest::addColumn<int>("role");
        QTest::addColumn<QString>("label");
        QTest::addColumn<int>("value");
        QTest::newRow("storage nodes") << int(NetworkRole::Storage) << QStringLiteral("Storage nodes") << 24;
        QTest::newRow("management servers") << int(NetworkRole::Inband) << QStringLiteral("Mgmt servers") << 3;
        QTest::newRow("PDUs per rack") << int(NetworkRole::Oob) << QStringLiteral("PDUs per rack") << 4;
    }
    void aNetworkSettingIsOneUndoStep()
    {
        QFETCH(int, role);
        QFETCH(QString, label);
        QFETCH(int, value);
        Document *document = m_window->document();
        QGroupBox *group = m_window->designPanel()->networksSection()->group(static_cast<NetworkRole>(role));
        auto *form = qobject_cast<QFormLayout *>(group->layout());
        QSpinBox *box = nullptr;
        for (int r = 0; r < form->rowCount(); ++r)
            if (auto *l = qobject_cast<QLabel *>(form->itemAt(r, QFormLayout::LabelRole) ? form->itemAt(r, QFormLayout::LabelRole)->widget() : nullptr);
                l && l->text() == label)
                box = qobject_cast<QSpinBox *>(form->itemAt(r, QFormLayout::FieldRole)->widget());
        QVERIFY(box);
        const Design before = document->design();
        const int steps = document->undoStack()->count();
        box->setValue(value);
        document->runner()->waitForIdle();
        QCOMPARE(document->undoStack()->count(), steps + 1);
        const ClusterNetworks &networks = document->design().networks;
        const int now = role == int(NetworkRole::Storage) ? networks.storageDevices
                      : role == int(NetworkRole::Inband)  ? networks.managementServers.value_or(-1)
                                                          : networks.pdusPerRack;
        QCOMPARE(now, value);
        QVERIFY(document->plan()->ok());
        document->undoStack()->undo();
        QVERIFY(document->design() == before);
        QCOMPARE(box->value(), role == int(NetworkRole::Storage) ? before.networks.storageDevices
                              : role == int(NetworkRole::Inband) ? before.networks.managementServers.value_or(-1)
                                                                 : before.networks.pdusPerRack);
    }

    // More storage nodes plan more storage-fabric endpoints: the setting reaches the plan.
    void storageNodesReachThePlan()
    {
        Document *document = m_window->document();
        const auto endpoints = [&] {
            const Topology &t = document->plan()->network(NetworkRole::Storage)->topology;
            int devices = 0;
            for (int id = 0; id < t.deviceCount(); ++id)
                devices += t.device(id).kind != DeviceKind::Switch ? 1 : 0;
            return devices;
        };
        const int before = endpoints();
        Design design = document->design();
        design.networks.storageDevices += 8;
        document->edit(new ReplaceDesignCommand(document, design, QStringLiteral("test")));
        document->runner()->waitForIdle();
        QCOMPARE(endpoints(), before + 8);
    }

    // At 1280 x 720 the dock scrolls to every group.
    void theSectionIsReachableAt1280x720()
    {
        m_window->resize(1280, 720);
        QTest::qWait(50);
        NetworksSection *section = m_window->designPanel()->networksSection();
        QScrollArea *scroll = nullptr;
        for (QWidget *w = section; w && !scroll; w = w->parentWidget())
            scroll = qobject_cast<QScrollArea *>(w);
        QVERIFY(scroll);
        QGroupBox *oob = section->group(NetworkRole::Oob);
        scroll->ensureWidgetVisible(oob);
        const QRect shown = QRect(oob->mapTo(scroll->viewport(), QPoint()), oob->size());
        QVERIFY2(scroll->viewport()->rect().contains(shown.topLeft()), "the OOB group's top is not reachable");
        QVERIFY(section->width() <= scroll->viewport()->width());
    }

    // The bill of materials names each line's network (issue 38 item 4, the window's side).
    void theBillNamesEachLinesNetwork()
    {
        const BomModel *model = m_window->bomModel();
        const Bom &bom = m_window->document()->plan()->bom;
        QCOMPARE(model->rowCount(), static_cast<int>(bom.lines.size()));
        QSet<QString> shown;
        for (int r = 0; r < model->rowCount(); ++r) {
            const QString network = model->index(r, BomModel::Network).data().toString();
            const auto role = networkRoleFromString(bom.lines[static_cast<std::size_t>(r)].network);
            if (role)
                QCOMPARE(network, networkName(*role));
            else
                QVERIFY(!network.isEmpty());
            shown << network;
        }
        for (NetworkRole role : kNetworkRoles)
            QVERIFY2(shown.contains(networkName(role)), toString(role).data());
    }

private:
    MainWindow *m_window = nullptr;
    QStringList m_errors;
};

QTEST_MAIN(TestNetworkViews)
#include "tst_networkviews.moc"
