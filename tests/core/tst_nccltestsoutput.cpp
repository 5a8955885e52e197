// nccl-tests' output read back as the programs and launchers print it, and what cannot be read
// named by its line.
#include "core/model/nccltestsoutput.h"

#include <QtTest>

#include <clocale>
#include <cstdlib>

using namespace fabric;

namespace {

// The header nccl-tests 2.13 and later print, with one rank line per rank and the table after.
std::string newStyle(const std::string &program, int hosts, int ranksPerHost, const std::string &rows,
                     int graph = 0, const std::string &library = "22807")
{
    std::string out = "# nccl-tests version 2.17.6 nccl-headers=" + library + " nccl-library=" + library + "\n" +
                      "# Collective test starting: " + program + "\n" +
                      "# nThread 1 nGpus 1 minBytes 8 maxBytes 1024 step: 2(factor) warmup iters: 1 iters: 20 agg "
                      "iters: 1 validation: 1 graph: " +
                      std::to_string(graph) + " unalign: 0\n#\n# Using devices\n";
    int rank = 0;
    for (int h = 0; h < hosts; ++h)
        for (int g = 0; g < ranksPerHost; ++g, ++rank)
            out += "#  Rank " + std::to_string(rank) + " Group  0 Pid " + std::to_string(100 + rank) + " on node-" +
                   std::to_string(h) + " device  " + std::to_string(g) + " [0000:1b:00] NVIDIA H100 80GB HBM3\n";
    out += "#\n#       size         count      type   redop    root     time   algbw   busbw #wrong     time   algbw "
           "  busbw #wrong\n";
    return out + rows;
}

const std::string kTwoRows = "           8             2     float     sum      -1    21.57    0.00    0.00      0    21.24    0.00    0.00      0\n"
                             "        1024           256     float     sum      -1    27.39    0.04    0.07      0    26.93    0.04    0.07      0\n";

} // namespace

class TestNcclTestsOutput : public QObject
{
    Q_OBJECT

private slots:
    void readsWhatTheRunSays_data();
    void readsWhatTheRunSays();
    void severalProgramsAreSeveralRuns();
    void readsAlikeWhereTheDecimalMarkIsAComma();
    void badOutputNamesItsLine_data();
    void badOutputNamesItsLine();
    void programsTheModelRuns_data();
    void programsTheModelRuns();
};

void TestNcclTestsOutput::readsWhatTheRunSays_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QString>("program");
    QTest::addColumn<int>("ranks");
    QTest::addColumn<int>("hosts");
    QTest::addColumn<int>("ncclVersion");
    QTest::addColumn<bool>("cudaGraph");
    QTest::addColumn<QList<qint64>>("bytes");
    QTest::addColumn<QList<double>>("times");

    const QList<qint64> two{8, 1024};
    const QList<double> twoTimes{21.57, 27.39};
    QTest::newRow("nccl-tests 2.17, two hosts of 4")
        << QByteArray::fromStdString(newStyle("all_reduce_perf", 2, 4, kTwoRows)) << "all_reduce_perf" << 8 << 2
        << 22807 << false << two << twoTimes;
    QTest::newRow("CUDA graphs (-G 10)")
        << QByteArray::fromStdString(newStyle("all_gather_perf", 1, 8, kTwoRows, 10)) << "all_gather_perf" << 8 << 1
        << 22807 << true << two << twoTimes;
    // Before nccl-tests 2.13: no version or program line, no "Group", no "root" column, the error
    // column a float.
    QTest::newRow("old nccl-tests, no root column")
        << QByteArray("# nThread 1 nGpus 8 minBytes 8 maxBytes 1024 step: 2(factor) warmup iters: 5 iters: 20 validation: 1\n"
                      "#\n# Using devices\n"
                      "#   Rank  0 Pid  12345 on     dgx01 device  0 [0x07] Tesla V100-SXM2-32GB\n"
                      "#   Rank  1 Pid  12345 on     dgx01 device  1 [0x0a] Tesla V100-SXM2-32GB\n"
                      "#\n"
                      "           8             2   float     sum    31.28    0.00    0.00  2e-07    30.96    0.00    0.00  1e-07\n"
                      "        1024           256   float     sum    33.10    0.03    0.03  2e-07    32.80    0.03    0.03  1e-07\n")
        << "" << 2 << 1 << 0 << false << two << QList<double>{31.28, 33.10};
    // OpenMPI's --tag-output and NCCL's INFO log (NCCL_DEBUG=INFO) among the lines; the release
    // from NCCL's own "NCCL version" line.
    QByteArray tagged;
    for (const auto &line : QByteArray::fromStdString(newStyle("all_reduce_perf", 1, 2, kTwoRows, 0, "0")).split('\n'))
        if (!line.isEmpty())
            tagged += "[1,0]<stdout>:" + line + "\n";
    tagged.insert(0, "host-a:60:109 [0] NCCL INFO NCCL version 2.26.6+cuda12.8\n");
    QTest::newRow("OpenMPI --tag-output, NCCL INFO") << tagged << "all_reduce_perf" << 2 << 1 << 22606 << false << two
                                                     << twoTimes;
    QByteArray labelled;
    for (const auto &line : QByteArray::fromStdString(newStyle("alltoall_perf", 1, 2, kTwoRows)).split('\n'))
        if (!line.isEmpty())
            labelled += "0: " + line + "\n";
    QTest::newRow("srun -l") << labelled << "alltoall_perf" << 2 << 1 << 22807 << false << two << twoTimes;
    QByteArray windows = "\xEF\xBB\xBF" + QByteArray::fromStdString(newStyle("all_reduce_perf", 1, 2, kTwoRows));
    windows.replace("\n", "\r\n");
    QTest::newRow("byte-order mark and CRLF") << windows << "all_reduce_perf" << 2 << 1 << 22807 << false << two
                                              << twoTimes;
    // alltoall before 2.x printed N/A for the in-place half; a 0-byte size (-b 0) moves nothing.
    QTest::newRow("N/A in-place, a 0-byte row")
        << QByteArray::fromStdString(newStyle(
               "alltoall_perf", 1, 2,
               "           0             0     float    none      -1     5.10    0.00    0.00      0    N/A    N/A    N/A    N/A\n"
               "        1024           128     float    none      -1    14.20    0.07    0.06      0    N/A    N/A    N/A    N/A\n"))
        << "alltoall_perf" << 2 << 1 << 22807 << false << QList<qint64>{1024} << QList<double>{14.20};
}

void TestNcclTestsOutput::readsWhatTheRunSays()
{
    QFETCH(QByteArray, text);
    QFETCH(QString, program);
    QFETCH(int, ranks);
    QFETCH(int, hosts);
    QFETCH(int, ncclVersion);
    QFETCH(bool, cudaGraph);
    QFETCH(QList<qint64>, bytes);
    QFETCH(QList<double>, times);

    const auto runs = readNcclTestsOutput(text.toStdString());
    QVERIFY2(runs.ok(), runs.error().c_str());
    QCOMPARE(runs->size(), std::size_t(1));
    const NcclTestsRun &run = runs->front();
    QCOMPARE(QString::fromStdString(run.program), program);
    QCOMPARE(run.ranks, ranks);
    QCOMPARE(int(run.hosts.size()), hosts);
    QCOMPARE(run.ncclVersion, ncclVersion);
    QCOMPARE(run.cudaGraph, cudaGraph);
    QCOMPARE(int(run.rows.size()), int(bytes.size()));
    for (int i = 0; i < bytes.size(); ++i) {
        QCOMPARE(qint64(run.rows[i].bytes), bytes[i]);
        QCOMPARE(run.rows[i].timeUs, times[i]);
    }
}

void TestNcclTestsOutput::severalProgramsAreSeveralRuns()
{
    const std::string text = newStyle("all_reduce_perf", 2, 4, kTwoRows) + "# Out of bounds values : 0 OK\n" +
                             "# Avg bus bandwidth    : 0.035\n#\n" + newStyle("alltoall_perf", 1, 4, kTwoRows);
    const auto runs = readNcclTestsOutput(text);
    QVERIFY2(runs.ok(), runs.error().c_str());
    QCOMPARE(runs->size(), std::size_t(2));
    QCOMPARE((*runs)[0].collective, std::optional(Collective::AllReduce));
    QCOMPARE((*runs)[0].ranks, 8);
    QCOMPARE((*runs)[0].ranksPerHost, (std::vector<int>{4, 4}));
    QCOMPARE((*runs)[1].collective, std::optional(Collective::AllToAll));
    QCOMPARE((*runs)[1].ranks, 4);
    QCOMPARE((*runs)[1].firstLine, 21);
}

// The desktop application runs under the user's locale (Qt sets it from the environment): where
// it writes 21,57 for 21.57 (de_DE), nccl-tests' "21.57" still reads as 21.57.
void TestNcclTestsOutput::readsAlikeWhereTheDecimalMarkIsAComma()
{
    QTemporaryDir locales;
    QVERIFY(locales.isValid());
    QProcess localedef;
    localedef.start(QStringLiteral("localedef"), {QStringLiteral("-i"), QStringLiteral("de_DE"), QStringLiteral("-f"),
                                                  QStringLiteral("UTF-8"), locales.filePath(QStringLiteral("de_DE.UTF-8"))});
    if (!localedef.waitForFinished(60000) || localedef.exitStatus() != QProcess::NormalExit ||
        !QFileInfo::exists(locales.filePath(QStringLiteral("de_DE.UTF-8/LC_NUMERIC"))))
        QSKIP("localedef cannot build de_DE here (the locales package's sources are missing)");
    qputenv("LOCPATH", locales.path().toUtf8());
    const std::string before = std::setlocale(LC_NUMERIC, nullptr);
    const auto restore = qScopeGuard([&] {
        std::setlocale(LC_NUMERIC, before.c_str());
        qunsetenv("LOCPATH");
    });
    QVERIFY(std::setlocale(LC_NUMERIC, "de_DE.UTF-8"));
    QCOMPARE(std::strtod("21.57", nullptr), 21.0); // the locale took: C's own reading stops at the '.'
    const auto runs = readNcclTestsOutput(newStyle("all_reduce_perf", 1, 2, kTwoRows));
    QVERIFY2(runs.ok(), runs.error().c_str());
    QCOMPARE(runs->front().rows.front().timeUs, 21.57);
    QCOMPARE(runs->front().rows.back().busbwGBps, 0.07);
}

void TestNcclTestsOutput::badOutputNamesItsLine_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QString>("message");

    QTest::newRow("empty") << QByteArray() << "no nccl-tests results in it";
    QTest::newRow("a project file") << QByteArray("{\"format\": \"fabricplanner-project\"}\n")
                                    << "no nccl-tests results in it";
    // Built without MPI, every process runs alone and prints itself as rank 0.
    std::string alone = newStyle("all_reduce_perf", 1, 1, "");
    alone += "#  Rank  0 Group  0 Pid  223121 on node-1 device  0 [0000:1b:00] NVIDIA H100 80GB HBM3\n" + kTwoRows;
    QTest::newRow("rank printed twice") << QByteArray::fromStdString(alone) << "line 9: rank 0 is listed twice";
    QTest::newRow("a time that is no number")
        << QByteArray::fromStdString(newStyle("all_reduce_perf", 1, 2,
                                              "           8             2     float     sum      -1    fast    0.00    0.00      0    21.24    0.00    0.00      0\n"))
        << "line 10: the out-of-place time, algbw and busbw (fast, 0.00, 0.00)";
    QTest::newRow("a row cut short")
        << QByteArray::fromStdString(newStyle("all_reduce_perf", 1, 2, "           8             2     float     sum      -1    21.57\n"))
        << "line 10: not a row of a result table";
    QTest::newRow("a run without results")
        << QByteArray::fromStdString(newStyle("all_reduce_perf", 1, 2, "") + newStyle("alltoall_perf", 1, 2, kTwoRows))
        << "line 1: the run of all_reduce_perf printed no results";
}

void TestNcclTestsOutput::badOutputNamesItsLine()
{
    QFETCH(QByteArray, text);
    QFETCH(QString, message);
    const auto runs = readNcclTestsOutput(text.toStdString());
    QVERIFY(!runs.ok());
    QVERIFY2(QString::fromStdString(runs.error()).contains(message), runs.error().c_str());
}

void TestNcclTestsOutput::programsTheModelRuns_data()
{
    QTest::addColumn<QString>("program");
    QTest::addColumn<int>("collective"); // -1: none
    QTest::newRow("all_reduce_perf") << "all_reduce_perf" << int(Collective::AllReduce);
    QTest::newRow("MPI build, a path") << "/opt/nccl-tests/build/all_gather_perf_mpi" << int(Collective::AllGather);
    QTest::newRow("reduce_scatter_perf") << "reduce_scatter_perf" << int(Collective::ReduceScatter);
    QTest::newRow("broadcast_perf") << "broadcast_perf" << int(Collective::Broadcast);
    QTest::newRow("sendrecv_perf") << "sendrecv_perf" << -1;
    QTest::newRow("reduce_perf") << "reduce_perf" << -1;
}

void TestNcclTestsOutput::programsTheModelRuns()
{
    QFETCH(QString, program);
    QFETCH(int, collective);
    const auto c = collectiveOfProgram(program.toStdString());
    QCOMPARE(c ? int(*c) : -1, collective);
}

QTEST_APPLESS_MAIN(TestNcclTestsOutput)
#include "tst_nccltestsoutput.moc"
