#pragma once

// ibsim and OpenSM's fat-tree engine run against a topology file: shared by the OpenSM tests.

#include <QByteArray>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QStandardPaths>
#include <QString>
#include <QStringList>

#include <algorithm>

namespace {

constexpr int kStartMs = 120000;
constexpr int kOpenSmMs = 900000;
const QString kConfigured = QStringLiteral("ftree tables configured on all switches");

QString tool(const char *name)
{
    const QStringList sbin = {QStringLiteral("/usr/sbin"), QStringLiteral("/sbin"), QStringLiteral("/usr/local/sbin")};
    QString found = QStandardPaths::findExecutable(QString::fromLatin1(name));
    if (found.isEmpty())
        found = QStandardPaths::findExecutable(QString::fromLatin1(name), sbin);
    return found;
}

// The programs an OpenSM run needs, found once; a test skips when one is missing.
struct OpenSmTools
{
    QString ibsim = tool("ibsim");
    QString ibsimRun = tool("ibsim-run");
    QString opensm = tool("opensm");

    bool installed() const { return !ibsim.isEmpty() && !ibsimRun.isEmpty() && !opensm.isEmpty(); }
};

// ibsim in the background for as long as the object lives, on sockets of its own so that
// several tests can simulate fabrics at once.
class Simulator
{
public:
    Simulator(const QString &ibsim, const QString &topology, const QString &socket, const QStringList &sizes = {})
    {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("IBSIM_SOCKNAME"), socket);
        m_process.setProcessEnvironment(env);
        m_process.setProcessChannelMode(QProcess::MergedChannels);
        m_process.start(ibsim, QStringList{QStringLiteral("-s"), QStringLiteral("-n")} + sizes + QStringList{topology});
    }
    ~Simulator()
    {
        m_process.kill();
        m_process.waitForFinished(5000);
    }

    bool waitUntilReady()
    {
        QElapsedTimer timer;
        timer.start();
        while (timer.elapsed() < kStartMs) {
            m_output += m_process.readAll();
            if (m_output.contains("Network simulator ready"))
                return true;
            if (m_process.state() == QProcess::NotRunning)
                return false;
            m_process.waitForReadyRead(200);
        }
        return false;
    }
    QString output() const { return QString::fromUtf8(m_output); }

private:
    QProcess m_process;
    QByteArray m_output;
};


// Runs OpenSM's ftree engine once on a simulated fabric; returns OpenSM's log ("" and why, in
// `problem`, when the simulator or OpenSM did not run). nodes: host ports (each is a CA in the
// file); switches; ports: all ports.
inline QString runFtree(const QString &ibsim, const QString &ibsimRun, const QString &opensm, const QString &topology,
                        const QString &dir, const QString &socket, QString &problem, int nodes = 0, int switches = 0,
                        int ports = 0)
{
    // ibsim's own limits (2,048 nodes, 256 switches, 13,312 ports) are raised to fit the fabric.
    QStringList sizes;
    if (nodes > 0)
        sizes << QStringLiteral("-N") << QString::number(std::max(2048, nodes + switches + 64)) << QStringLiteral("-S")
              << QString::number(std::max(256, switches + 64)) << QStringLiteral("-P")
              << QString::number(std::max(13312, ports + 1024));
    Simulator simulator(ibsim, topology, socket, sizes);
    if (!simulator.waitUntilReady()) {
        problem = simulator.output().right(3000);
        return {};
    }
    const QString log = dir + QStringLiteral("/opensm.log");
    QProcess sm;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("IBSIM_SOCKNAME"), socket);
    env.insert(QStringLiteral("OSM_TMP_DIR"), dir);
    env.insert(QStringLiteral("OSM_CACHE_DIR"), dir);
    sm.setProcessEnvironment(env);
    sm.setProcessChannelMode(QProcess::MergedChannels);
    // 64 SMPs on the wire instead of OpenSM's 4: the same discovery and routing in half the time
    // on the sweep's large fabrics (an 8,192-host fabric: 22 s to 11 s); ibsim stalls when the
    // window is unlimited (--maxsmps 0).
    sm.start(ibsimRun, {opensm, QStringLiteral("-e"), QStringLiteral("-o"), QStringLiteral("--maxsmps"), QStringLiteral("64"),
                        QStringLiteral("-R"), QStringLiteral("ftree"), QStringLiteral("-f"), log});
    if (!sm.waitForStarted()) {
        problem = QStringLiteral("opensm did not start");
        return {};
    }
    // Once the ftree engine says its tables are configured, what the tests ask is answered; the
    // rest of the sweep (bringing every port up: a third of a large fabric's run) is not waited
    // for. Any other outcome (a fallback to minhop, a single switch) runs to OpenSM's exit.
    QFile logFile(log);
    QByteArray text;
    const auto readLog = [&] {
        if (logFile.isOpen() || logFile.open(QIODevice::ReadOnly))
            text += logFile.readAll();
    };
    const QByteArray routed = kConfigured.toUtf8();
    QElapsedTimer timer;
    timer.start();
    while (!sm.waitForFinished(250)) {
        readLog();
        if (text.contains(routed)) {
            sm.terminate();
            sm.waitForFinished(30000);
            break;
        }
        if (timer.elapsed() > kOpenSmMs) {
            sm.kill();
            sm.waitForFinished(5000);
            problem = QStringLiteral("opensm did not finish");
            return {};
        }
    }
    readLog();
    if (!logFile.isOpen()) {
        problem = QString::fromUtf8(sm.readAll());
        return {};
    }
    return QString::fromUtf8(text);
}

} // namespace
