// fabricplanner-cli model --measured: the model beside a cluster's own nccl-tests output. Each of
// its figures is the one `model` gives for the same run, and bad input is named.
#include "clirunner.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

#include <cmath>

class TestCliMeasured : public QObject
{
    Q_OBJECT

private slots:
    void agreesWithModelAtEachSize_data();
    void agreesWithModelAtEachSize();
    void textShowsTheModelBesideTheTable();
    void aHostBeyondThePlatformIsAWarning();
    void badInputIsNamed_data();
    void badInputIsNamed();

private:
    QTemporaryDir m_dir;
};

namespace {

struct Output
{
    QString program; // empty: an nccl-tests before 2.13, which does not print it
    int hosts = 1;
    int ranksPerHost = 8;
    int graph = 0;
    QString library = "22807";
    QString rows = "           8             2     float     sum      -1    30.00    0.00    0.00      0    29.00    0.00    0.00      0\n"
                   "     1048576        262144     float     sum      -1    60.00   17.48   32.77      0    59.00   17.77   33.32      0\n"
                   "  1073741824     268435456     float     sum      -1   5000.0  214.75  402.65      0   4990.0  215.18  403.46      0\n";
};

QString nccltests(const Output &o)
{
    QString out;
    if (!o.program.isEmpty())
        out += "# nccl-tests version 2.17.6 nccl-headers=" + o.library + " nccl-library=" + o.library + "\n" +
               "# Collective test starting: " + o.program + "\n";
    out += QStringLiteral("# nThread 1 nGpus 1 minBytes 8 maxBytes 1073741824 step: 2(factor) warmup iters: 5 iters: 20 "
                          "agg iters: 1 validation: 1 graph: %1\n#\n# Using devices\n")
               .arg(o.graph);
    int rank = 0;
    for (int h = 0; h < o.hosts; ++h)
        for (int g = 0; g < o.ranksPerHost; ++g, ++rank)
            out += QStringLiteral("#  Rank %1 Group  0 Pid %2 on gpu-%3 device  %4 [0000:1b:00] NVIDIA H100 80GB HBM3\n")
                       .arg(rank)
                       .arg(1000 + rank)
                       .arg(h)
                       .arg(g);
    return out + "#\n" + o.rows + "# Out of bounds values : 0 OK\n";
}

QString written(const QTemporaryDir &dir, const QString &name, const QString &text)
{
    QFile file(dir.filePath(name));
    if (!file.open(QIODevice::WriteOnly))
        qFatal("cannot write %s", qPrintable(file.fileName()));
    file.write(text.toUtf8());
    return file.fileName();
}

QJsonObject parseJson(const CliResult &r)
{
    const auto doc = QJsonDocument::fromJson(r.out.toUtf8());
    if (!doc.isObject())
        qWarning() << "not JSON:" << r.out.left(400) << r.err;
    return doc.object();
}

} // namespace

void TestCliMeasured::agreesWithModelAtEachSize_data()
{
    QTest::addColumn<QString>("output");
    QTest::addColumn<QStringList>("sameRun"); // `model` flags for the run the output describes
    QTest::addColumn<QString>("taken");       // what --measured says it took from the output

    QTest::newRow("all-reduce, 2 hosts of 8")
        << nccltests({"all_reduce_perf", 2, 8}) << QStringList{"--scope", "16", "--nccl-version", "2.28.7"}
        << "NCCL 2.28.7, as the output prints it";
    // Half of each DGX's GPUs: each host's 4 ranks drive their own 4 NICs.
    Output half{"alltoall_perf", 2, 4};
    half.rows.replace(" sum ", "none");
    QTest::newRow("all-to-all, 2 hosts of 4")
        << nccltests(half) << QStringList{"--collective", "alltoall", "--scope", "8", "--gpus-per-node", "4", "--nccl-version", "2.28.7"}
        << "ranks per node as the output runs them: 4 on each of 2 hosts";
    Output graphs{"all_gather_perf", 1, 8, 10, "22606"};
    graphs.rows.replace(" sum ", "none");
    QTest::newRow("all-gather, CUDA graphs, NCCL 2.26.6")
        << nccltests(graphs) << QStringList{"--collective", "allgather", "--scope", "8", "--cuda-graph", "--nccl-version", "2.26.6"}
        << "CUDA graphs, as the output's \"graph:\" says";
}

void TestCliMeasured::agreesWithModelAtEachSize()
{
    QFETCH(QString, output);
    QFETCH(QStringList, sameRun);
    QFETCH(QString, taken);
    const QStringList design{"--platform", "DGX-H100", "--nodes", "4"};
    const QString file = written(m_dir, QString::fromLatin1(QTest::currentDataTag()) + QStringLiteral(".txt"), output);

    const CliResult measured = runCli(QStringList{"model"} + design + QStringList{"--measured", file, "--json"});
    QVERIFY2(measured.exitCode == 0, qPrintable(measured.err));
    const QJsonArray runs = parseJson(measured)["measured"].toArray();
    QCOMPARE(runs.size(), 1);
    const QJsonObject run = runs[0].toObject();
    QVERIFY2(run["taken_from_output"].toArray().contains(taken), QJsonDocument(run["taken_from_output"].toArray()).toJson().constData());
    const QJsonArray points = run["points"].toArray();
    QCOMPARE(points.size(), 3);

    QStringList sizes;
    for (const auto &p : points)
        sizes << QString::number(p.toObject()["bytes"].toInteger());
    const CliResult same = runCli(QStringList{"model"} + design + sameRun + QStringList{"--bytes", sizes.join(','), "--json"});
    QVERIFY2(same.exitCode == 0, qPrintable(same.err));
    const QJsonArray results = parseJson(same)["results"].toArray();
    QCOMPARE(results.size(), points.size());
    for (int i = 0; i < points.size(); ++i) {
        const QJsonObject point = points[i].toObject();
        const QJsonObject model = point["model"].toObject();
        QCOMPARE(model["time_us"].toDouble(), results[i].toObject()["time_us"].toDouble());
        QCOMPARE(model["algorithm"].toString(), results[i].toObject()["algorithm"].toString());
        const double error = 100.0 * (model["time_us"].toDouble() / point["measured_time_us"].toDouble() - 1.0);
        QVERIFY2(std::abs(point["error_percent"].toDouble() - error) <= 0.051,
                 qPrintable(QStringLiteral("%1 vs %2").arg(point["error_percent"].toDouble()).arg(error)));
    }
}

void TestCliMeasured::textShowsTheModelBesideTheTable()
{
    const QString file = written(m_dir, "text.txt", nccltests({"all_reduce_perf", 2, 8}));
    const CliResult r = runCli({"model", "--platform", "DGX-H100", "--nodes", "4", "--measured", file});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QVERIFY(r.out.contains("# all_reduce_perf (line 1): 16 ranks on 2 hosts; NCCL 2.28.7, no CUDA graphs"));
    QVERIFY(r.out.contains(QRegularExpression(R"(size\(B\)\s+measured\(us\)\s+model\(us\)\s+error)")));
    QVERIFY(r.out.contains(QRegularExpression(R"(\n1073741824\s+5000(\.0)?\s+\S+\s+[+-]\d+(\.\d)?%)")));
    QVERIFY(r.out.contains(QRegularExpression(R"(# 3 sizes: median \|error\| \d+(\.\d)?%, largest)")));
}

// Eight ranks a host beside a GB200 rack, whose hosts are trays of 4: compared, with a warning.
void TestCliMeasured::aHostBeyondThePlatformIsAWarning()
{
    const QString file = written(m_dir, "eight.txt", nccltests({"all_reduce_perf", 1, 8}));
    const CliResult r = runCli({"model", "--platform", "DGX-GB200", "--nodes", "1", "--measured", file});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QVERIFY2(r.err.contains("warning: measured: the output runs 8 ranks on a host where DGX-GB200 has 4 GPUs a host"),
             qPrintable(r.err));
    QVERIFY(r.out.contains("# 3 sizes: median |error|"));
}

void TestCliMeasured::badInputIsNamed_data()
{
    QTest::addColumn<QString>("output"); // written to a file; empty: the file is not there
    QTest::addColumn<QStringList>("flags");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("says");

    QTest::newRow("no such file") << QString() << QStringList{} << 1 << "nothing-here.txt";
    QTest::newRow("--bytes beside it") << nccltests({"all_reduce_perf"}) << QStringList{"--bytes", "1M"} << 2
                                       << "--bytes does not go with it";
    QTest::newRow("--scope su beside it") << nccltests({"all_reduce_perf"}) << QStringList{"--scope", "su"} << 2
                                          << "--scope gives them only as a number";
    QTest::newRow("a collective the model does not run")
        << nccltests({"sendrecv_perf"}) << QStringList{} << 1 << "sendrecv_perf is not a collective the model runs";
    QTest::newRow("old nccl-tests, no --collective") << nccltests({""}) << QStringList{} << 1 << "give --collective";
    QTest::newRow("more ranks than the cluster") << nccltests({"all_reduce_perf", 5, 8}) << QStringList{} << 1
                                                 << "40";
    QTest::newRow("not an nccl-tests output") << QStringLiteral("hello\n") << QStringList{} << 1
                                              << "no nccl-tests results in it";
    QTest::newRow("--collective that the output has not")
        << nccltests({"all_reduce_perf"}) << QStringList{"--collective", "broadcast"} << 1 << "no run of broadcast";
}

void TestCliMeasured::badInputIsNamed()
{
    QFETCH(QString, output);
    QFETCH(QStringList, flags);
    QFETCH(int, exitCode);
    QFETCH(QString, says);
    const QString file = output.isEmpty() ? m_dir.filePath("nothing-here.txt")
                                          : written(m_dir, QString::fromLatin1(QTest::currentDataTag()) + QStringLiteral(".txt"), output);
    const CliResult r = runCli(QStringList{"model", "--platform", "DGX-H100", "--nodes", "4", "--measured", file} + flags);
    QCOMPARE(r.exitCode, exitCode);
    QVERIFY2(r.err.contains(says), qPrintable(r.err));
    QVERIFY(r.out.isEmpty());
}

QTEST_GUILESS_MAIN(TestCliMeasured)
#include "tst_cli_measured.moc"
