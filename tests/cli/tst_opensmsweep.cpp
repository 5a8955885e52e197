// Issue 10: every InfiniBand design of the sizing sweep, exported as an ibnetdiscover topology,
// is accepted by OpenSM's fat-tree engine under ibsim, and so is the InfiniBand storage fabric
// of every design whose platform plans one (issue 38). Slow (minutes: the largest fabrics have
// 16,384 hosts), so CTest labels it `slow`; the test preset still runs it. At most two
// simulations run at once; designs whose files are identical (management that found no free
// port) are simulated once. A single switch is no tree: OpenSM says so and routes it with its
// default engine, and the subnet must come up.

#include "core/catalogue/catalogue.h"
#include "core/export/topologyexport.h"
#include "core/plan/pipeline.h"
#include "../common/opensmrun.h"
#include "../common/sizingsweep.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <atomic>
#include <mutex>
#include <optional>
#include <set>
#include <thread>

using namespace fabric;

namespace {

struct Job
{
    QString name;
    QString dir;
    QString topology;
    int hosts = 0;
    int switches = 0;
    int ports = 0;
    bool singleSwitch = false;
    double seconds = 0;
};

} // namespace

class TestOpenSmSweep : public QObject
{
    Q_OBJECT

private:
    OpenSmTools m_tools;
    std::optional<Catalogue> m_catalogue;

private slots:
    void initTestCase()
    {
        if (!m_tools.installed())
            QSKIP("ibsim, ibsim-run or opensm is not installed (packaging/install-deps.sh installs them)");
        auto catalogue = Catalogue::openDefault();
        QVERIFY2(catalogue.ok(), catalogue.error().c_str());
        m_catalogue = std::move(*catalogue);
    }

    void everyInfiniBandDesignRoutesAsAFatTree()
    {
        QTemporaryDir root;
        std::vector<Job> jobs;
        std::set<std::string> seen;
        // FABRIC_SWEEP_FILTER (a regular expression on the designs' names) runs a subset, e.g.
        // "^H100 127" or "storage".
        const QRegularExpression filter(qEnvironmentVariable("FABRIC_SWEEP_FILTER"));
        QVERIFY2(filter.isValid(), qPrintable(filter.errorString()));
        const bool filtered = !filter.pattern().isEmpty();
        int designs = 0;
        int storageFabrics = 0;
        // One network of a plan as a job, once per distinct file.
        const auto addJob = [&](const QString &name, const Plan &plan, NetworkRole role) {
            const NetworkPlan *network = plan.network(role);
            QVERIFY(network);
            const auto text = ibnetdiscoverTopology(plan, role);
            QVERIFY2(text.ok(), text.error().c_str());
            if (!seen.insert(*text).second)
                return;
            Job job;
            job.name = name;
            job.dir = root.filePath(QString::number(jobs.size()));
            QVERIFY(QDir().mkpath(job.dir));
            job.topology = job.dir + QStringLiteral("/fabric.topo");
            QFile file(job.topology);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write(text->data(), static_cast<qint64>(text->size()));
            job.singleSwitch = network->sizing.tiers == 1;
            for (int id = 0; id < network->topology.deviceCount(); ++id) {
                const Device &device = network->topology.device(id);
                if (device.kind == DeviceKind::Switch)
                    ++job.switches;
                else
                    job.hosts += device.ports;
                job.ports += device.kind == DeviceKind::Switch ? device.ports + 1 : 2 * device.ports;
            }
            jobs.push_back(job);
        };
        for (const SweepDesign &sweep : sizingSweep()) {
            if (sweep.design.fabric != Technology::InfiniBand)
                continue;
            if (filtered && !filter.match(QString::fromStdString(sweep.name)).hasMatch())
                continue;
            ++designs;
            const Plan plan = makePlan(sweep.design, *m_catalogue);
            // Every design plans, EDR included (runs beyond copper's 5 m take end-of-life AOCs).
            for (const Diagnostic &d : plan.diagnostics)
                QVERIFY2(!d.isError(), (sweep.name + ": " + d.field + ": " + d.message()).c_str());
            addJob(QString::fromStdString(sweep.name), plan, NetworkRole::Compute);
        }
        // The storage fabrics of the same designs with the platform's networks (DGX H100/B200: an
        // InfiniBand storage fabric on QM9700), storage devices on leaves of their own.
        for (SweepDesign &sweep : sizingSweep(SweepNetworks::PlatformDefault)) {
            sweep.name += ", storage fabric";
            if (filtered && !filter.match(QString::fromStdString(sweep.name)).hasMatch())
                continue;
            sweep.design.networks.storageDevices = std::max(2, sweep.design.nodes / 8);
            const Plan plan = makePlan(sweep.design, *m_catalogue);
            const NetworkPlan *storage = plan.network(NetworkRole::Storage);
            if (!storage || storage->technology() != Technology::InfiniBand)
                continue;
            for (const Diagnostic &d : plan.diagnostics)
                QVERIFY2(!d.isError(), (sweep.name + ": " + d.field + ": " + d.message()).c_str());
            ++storageFabrics;
            addJob(QString::fromStdString(sweep.name), plan, NetworkRole::Storage);
        }
        if (!filtered) {
            QVERIFY(designs >= 80);
            QVERIFY(storageFabrics >= 40);
        }
        QVERIFY2(!jobs.empty(), "FABRIC_SWEEP_FILTER matches no design");
        qInfo("%d InfiniBand designs and %d InfiniBand storage fabrics", designs, storageFabrics);

        // Largest first, so that neither simulation waits alone on a 16,384-host fabric at the end.
        std::stable_sort(jobs.begin(), jobs.end(), [](const Job &a, const Job &b) { return a.ports > b.ports; });
        QElapsedTimer timer;
        timer.start();
        std::atomic<std::size_t> next{0};
        std::mutex lock;
        QStringList failures;
        auto worker = [&] {
            for (std::size_t i = next++; i < jobs.size(); i = next++) {
                Job &job = jobs[i];
                QElapsedTimer jobTimer;
                jobTimer.start();
                const QString socket = QStringLiteral("fabricplanner-sweep-%1-%2").arg(QCoreApplication::applicationPid()).arg(i);
                QString problem;
                const QString log = runFtree(m_tools.ibsim, m_tools.ibsimRun, m_tools.opensm, job.topology, job.dir, socket, problem,
                                             job.hosts, job.switches, job.ports);
                job.seconds = jobTimer.elapsed() / 1000.0;
                std::lock_guard<std::mutex> guard(lock);
                if (!problem.isEmpty())
                    failures << job.name + QStringLiteral(": ") + problem;
                else if (job.singleSwitch ? !(log.contains(QStringLiteral("Fabric has 1 switches")) && log.contains(QStringLiteral("SUBNET UP")))
                                          : !log.contains(kConfigured))
                    failures << job.name + QStringLiteral(": ") + log.right(1500);
            }
        };
        std::thread second(worker); // two simulations at a time, no more
        worker();
        second.join();
        qInfo("%d InfiniBand designs, %zu distinct fabrics simulated in %.1f s", designs, jobs.size(),
              timer.elapsed() / 1000.0);
        // Where the minutes go: the slowest fabrics.
        std::sort(jobs.begin(), jobs.end(), [](const Job &a, const Job &b) { return a.seconds > b.seconds; });
        for (std::size_t i = 0; i < std::min<std::size_t>(jobs.size(), 12); ++i)
            qInfo("  %6.1f s  %s (%d host ports, %d switches)", jobs[i].seconds, qPrintable(jobs[i].name), jobs[i].hosts,
                  jobs[i].switches);
        QVERIFY2(failures.isEmpty(), qPrintable(failures.join(QStringLiteral("\n"))));
    }
};

QTEST_GUILESS_MAIN(TestOpenSmSweep)
#include "tst_opensmsweep.moc"
