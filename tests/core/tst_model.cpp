// The analytical collective model against published measurements
// (shared/reference/collectives.md §3) and against the properties users rely on.
#include "core/model/bisectionsummary.h"
#include "core/model/collectivemodel.h"
#include "core/model/ncclenv.h"
#include "core/model/ncclversion.h"
#include "core/model/p2pschedule.h"
#include "core/model/sweep.h"
#include "core/plan/plan.h"

#include <QtTest>
#include <algorithm>
#include <cmath>
#include <fstream>
#include <map>
#include <set>
#include <memory>
#include <sstream>

using namespace fabric;

Q_DECLARE_METATYPE(fabric::Collective)
Q_DECLARE_METATYPE(fabric::Algorithm)
Q_DECLARE_METATYPE(fabric::Protocol)

namespace {

// The systems of the measurements, from their datasheets (not from the catalogue, so that the
// validation does not move when catalogue rows are edited).
struct System
{
    const char *name;
    const char *gpuModel;
    int gpus;
    double nvlinkGBps; // per GPU, one direction
    double pcieGBps = 0.0; // GPU-to-GPU over PCIe, per GPU, one direction; 0: the default
};

const System kSystems[] = {
    {"DGX-H100", "H100", 8, 450}, // NVLink 4: 900 GB/s bidirectional
    {"DGX-A100", "A100", 8, 300}, // NVLink 3: 600 GB/s bidirectional
    {"HGX-H20", "H20", 8, 450},   // H20 keeps NVLink 4
    {"p3dn", "V100", 8, 150},     // NVLink 2: 300 GB/s bidirectional
    {"pcie-server", "RTX PRO 6000", 8, 0, 48}, // no NVLink: PCIe Gen5 x16
    {"server", "", 0, 0},         // one port, no GPU: one rank per node
};

const System &systemNamed(const QString &name)
{
    for (const auto &s : kSystems)
        if (name == QLatin1String(s.name))
            return s;
    qFatal("unknown system");
    return kSystems[0];
}

struct Fabric
{
    int nodes = 1;
    int rails = 8;
    int speedGbps = 400;
    Technology technology = Technology::InfiniBand;
    int radix = 64;
    double oversubscription = 1.0;
    std::optional<int> sharpVersion;
    bool sharp = false;
    int planes = 1;
};

// A hand-sized rail-optimized two-tier fat tree, as the sizer would make it: radix/2 nodes per
// leaf, one leaf per rail per SU, spines enough for the leaves' uplinks.
struct HandPlan
{
    Platform platform;
    SwitchModel switchModel;
    Plan plan;
};

std::unique_ptr<HandPlan> handPlan(const System &system, const Fabric &f)
{
    auto h = std::make_unique<HandPlan>();
    h->platform.name = system.name;
    h->platform.gpuModel = system.gpuModel;
    h->platform.gpus = system.gpus;
    if (system.nvlinkGBps > 0)
        h->platform.nvlinkGBytesPerGpu = system.nvlinkGBps;
    if (system.pcieGBps > 0)
        h->platform.pcieGBytesPerGpu = system.pcieGBps;
    h->platform.computePorts = f.rails;
    h->platform.nicSpeedGbps = f.speedGbps;
    h->switchModel.model = "test-switch";
    h->switchModel.technology = f.technology;
    h->switchModel.sharpVersion = f.sharpVersion;

    Design &d = h->plan.design;
    d.platform = system.name;
    d.nodes = f.nodes;
    d.fabric = f.technology;
    d.oversubscription = f.oversubscription;
    d.sharp = f.sharp;
    d.planes = f.planes;

    Sizing &s = h->plan.compute().sizing;
    s.platform = &h->platform;
    s.switchModel = &h->switchModel;
    s.technology = f.technology;
    s.nodes = f.nodes;
    s.gpus = f.nodes * system.gpus;
    s.railsPerNode = f.rails;
    s.linkSpeedGbps = f.speedGbps;
    s.planes = f.planes;
    s.endpointsPerPlane = f.nodes * f.rails / f.planes;
    s.sharpEnabled = f.sharp && f.sharpVersion.has_value();
    const int up = static_cast<int>(std::lround(f.radix / (1.0 + f.oversubscription)));
    const int down = f.radix - up;
    s.suSize = std::min(f.nodes, down);
    s.scalableUnits = (f.nodes + s.suSize - 1) / s.suSize;
    const int railsPerPlane = f.rails / f.planes;
    s.leavesPerSu = railsPerPlane;
    if (f.nodes <= down && railsPerPlane == 1) {
        s.tiers = 1;
        s.tierSizes = {
            {Tier::Leaf, "test-switch", 1, f.planes, f.speedGbps, f.radix, f.nodes, 0, 1.0}};
        return h;
    }
    s.tiers = 2;
    const int leaves = s.scalableUnits * railsPerPlane;
    const int spines = std::max(1, (leaves * up + f.radix - 1) / f.radix);
    s.linksPerLeafSpinePair = std::max(1, up / spines);
    s.tierSizes = {{Tier::Leaf, "test-switch", leaves, leaves * f.planes, f.speedGbps, f.radix,
                    down, up, f.oversubscription},
                   {Tier::Spine, "test-switch", spines, spines * f.planes, f.speedGbps, f.radix,
                    leaves * up / spines, 0, 1.0}};
    return h;
}

CollectiveModel modelOf(const HandPlan &h)
{
    Diagnostics diagnostics;
    return CollectiveModel::fromPlan(h.plan, nullptr, diagnostics);
}

CollectiveResult run(const CollectiveModel &model, Collective c, std::uint64_t bytes,
                     Algorithm a = Algorithm::Auto, Scope scope = {})
{
    auto r = model.evaluate({c, bytes, a, scope});
    if (!r)
        qFatal("model failed: %s", r.error().c_str());
    return *r;
}

QString nameOf(Algorithm a)
{
    return QString::fromUtf8(toString(a).data(), qsizetype(toString(a).size()));
}

double errorPercent(double model, double measured)
{
    return 100.0 * (model - measured) / measured;
}

// Published measurements, kept as data in tests/data/model/measurements.csv (one row each, with
// its source). "tuning" rows set the fitted parameters; "heldout" rows were never tuned on.
// Groups: large (busbw), mid and small (busbw or time). Goals (docs/model.md §4): large, median
// absolute error <= 8% and no row beyond 15%; mid and small, median <= 20%. A row known to be
// off names why in expected_fail and is an expected failure, not a looser bound.
struct Measurement
{
    std::map<std::string, std::string> field;
    const std::string &operator[](const char *name) const { return field.at(name); }
    // A column a file may leave out, or a row leave empty (config, pcie_GBps): empty then.
    std::string optional(const char *name) const
    {
        auto it = field.find(name);
        return it == field.end() ? std::string() : it->second;
    }
};

std::vector<Measurement> loadMeasurements(const char *file = "measurements.csv")
{
    std::ifstream in(std::string(FABRIC_TEST_DATA "/model/") + file);
    if (!in)
        qFatal("cannot read tests/data/model/%s", file);
    std::string line;
    std::getline(in, line);
    std::vector<std::string> header;
    std::stringstream hs(line);
    for (std::string cell; std::getline(hs, cell, ',');)
        header.push_back(cell);
    std::vector<Measurement> rows;
    while (std::getline(in, line)) {
        if (line.empty())
            continue;
        Measurement m;
        std::stringstream ls(line);
        std::size_t i = 0;
        for (std::string cell; i < header.size(); ++i) {
            std::getline(ls, cell, i + 1 == header.size() ? '\n' : ',');
            m.field[header[i]] = cell;
        }
        rows.push_back(std::move(m));
    }
    return rows;
}

// A row's run configuration: "nvlink-domain=4;gpus-per-node=1;nics-per-gpu=2;cuda-graph;
// nccl-version=2.28.7", the CLI's flags without their dashes.
ModelConfig configOf(const std::string &text)
{
    ModelConfig c;
    std::stringstream ss(text);
    for (std::string item; std::getline(ss, item, ';');) {
        const auto eq = item.find('=');
        const std::string key = item.substr(0, eq);
        const std::string value = eq == std::string::npos ? std::string() : item.substr(eq + 1);
        if (key == "nvlink-domain")
            c.nvlinkDomain = std::stoi(value);
        else if (key == "gpus-per-node")
            c.gpusPerNode = std::stoi(value);
        else if (key == "nics-per-gpu")
            c.nicsPerGpu = std::stod(value);
        else if (key == "cuda-graph")
            c.cudaGraph = true;
        else if (key == "nccl-version")
            c.ncclVersion = *ncclVersionCodeFromString(value);
        else if (!key.empty())
            qFatal("unknown config '%s'", key.c_str());
    }
    return c;
}

// The model's value for a row, on a hand-sized fabric built from the row's datasheet numbers.
struct Prediction
{
    double value = 0.0;
    double errorPercent = 0.0;
    CollectiveResult result;
};

Prediction predict(const Measurement &m)
{
    static std::vector<std::string> names; // System holds pointers
    names.push_back(m["id"]);
    names.push_back(m["gpu_model"]);
    const std::string pcie = m.optional("pcie_GBps");
    const System system{names[names.size() - 2].c_str(), names.back().c_str(),
                        std::stoi(m["gpus_per_node"]), std::stod(m["nvlink_GBps"]),
                        pcie.empty() ? 0.0 : std::stod(pcie)};
    const std::string tech = m["technology"];
    Fabric f{.nodes = std::stoi(m["nodes"]),
             .rails = std::stoi(m["rails"]),
             .speedGbps = std::stoi(m["link_gbps"]),
             .technology = tech == "roce" ? Technology::Ethernet : Technology::InfiniBand};
    if (tech == "ib-sharp") {
        f.sharpVersion = 3;
        f.sharp = true;
    }
    auto h = handPlan(system, f);
    CollectiveQuery q;
    q.collective = *collectiveFromString(m["collective"]);
    q.bytes = std::stoull(m["bytes"]);
    q.algorithm = *algorithmFromString(m["algorithm"]);
    const int ranks = std::stoi(m["ranks"]);
    q.scope = ranks > 0 ? Scope{ScopeKind::Ranks, ranks} : Scope{};
    if (!m["env"].empty())
        q.env = *parseNcclEnv(m["env"]);
    Diagnostics diagnostics;
    auto model = CollectiveModel::fromPlan(h->plan, nullptr, configOf(m.optional("config")),
                                           diagnostics);
    if (!model)
        qFatal("%s: %s", m["id"].c_str(), model.error().c_str());
    auto r = model->evaluate(q);
    if (!r)
        qFatal("%s: %s", m["id"].c_str(), r.error().c_str());
    Prediction p;
    p.result = *r;
    p.value = m["metric"] == "time" ? r->timeUs : r->busbwGBps;
    p.errorPercent = errorPercent(p.value, std::stod(m["measured"]));
    return p;
}

double median(std::vector<double> v)
{
    if (v.empty())
        return 0.0;
    std::sort(v.begin(), v.end());
    const std::size_t n = v.size();
    return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2.0;
}

} // namespace

class TestModel : public QObject
{
    Q_OBJECT

private slots:
    void busBandwidthFactors_data();
    void busBandwidthFactors();
    void measurements_data();
    void measurements();
    void measurementSummary();
    void heldOutIsApart();
    void heldOut_data();
    void heldOut();
    void heldOutSummary();
    void nvlinkDomainSplitsTheNode();
    void gpusPerNodeDrivesTheirOwnNics();
    void nicsPerGpuMultiplyTheNetwork();
    void cudaGraphLaunchesCheaper();
    void pcieServerRunsOnItsLinkAndNcclPciLatencies();
    void configurationsThatDoNotFit_data();
    void configurationsThatDoNotFit();
    void threeNodeTreeBeatsTheRing();
    void pluginLatencyAddsToEveryNetworkStep();
    void mnnvlParametersApplyAcrossHostsOnly();
    void overridesOutOfRangeSayTheirRange_data();
    void overridesOutOfRangeSayTheirRange();
    void nvlsChannelsFollowNcclSm100Tuning();
    void oneRankPerNodeRingPaysTheTreeNetworkStep();
    void ll128AcrossNodesCanBeOff();
    void ncclProtoTurnsLl128OnOutright_data();
    void ncclProtoTurnsLl128OnOutright();
    void ncclEnvironment_data();
    void ncclEnvironment();
    void twoNodeTreeExceedsNicLineRate();
    void rackScaleUsesTheNicsAcrossRacks();
    void ringLatencyGrowsLinearlyWithNodes();
    void sharpSmallMessageSpeedup();
    void autoPicksWhatNcclWould_data();
    void autoPicksWhatNcclWould();
    void biggerMessagesNeverTakeLess_data();
    void biggerMessagesNeverTakeLess();
    void oversubscriptionNeverHelps_data();
    void oversubscriptionNeverHelps();
    void alltoallFeelsOversubscriptionAcrossSus();
    void alltoallSendsOnNcclsPointToPointProtocol_data();
    void hostCpuSetsNcclsCostOfANetworkPost_data();
    void hostCpuSetsNcclsCostOfANetworkPost();
    void alltoallSendsOnNcclsPointToPointProtocol();
    void p2pLlRunsAtHalfTheRingsCap();
    void allToAllLaysPartsOnChannelsAsNcclDoes_data();
    void allToAllLaysPartsOnChannelsAsNcclDoes();
    void allToAllRunsItsRoundsInNcclsBatches_data();
    void allToAllRunsItsRoundsInNcclsBatches();
    void midSizeAllToAllLeavesNvlinkIdle();
    void releaseRangesTellTheRulesApart();
    void ncclVersionsReadAsNcclWritesThem_data();
    void ncclVersionsReadAsNcclWritesThem();
    void roceIsSlowerThanInfiniBandAcrossSpines();
    void sharpOnlyWhereSupported_data();
    void sharpOnlyWhereSupported();
    void collNetServesAtMostEightGpusANode_data();
    void collNetServesAtMostEightGpusANode();
    void nvlsNeedsTheGpusNcclsReleaseAsksFor_data();
    void nvlsNeedsTheGpusNcclsReleaseAsksFor();
    void forcedAlgorithmsThatCannotRun_data();
    void forcedAlgorithmsThatCannotRun();
    void overridesChangeTheModel();
    void unknownOverrideIsAWarning();
    void scopes();
    void bisectionPerTier();
    void failureWhatIfs_data();
    void failureWhatIfs();
    void sweeps();
    void byteLists_data();
    void byteLists();
};

void TestModel::busBandwidthFactors_data()
{
    QTest::addColumn<Collective>("collective");
    QTest::addColumn<int>("ranks");
    QTest::addColumn<double>("factor");
    QTest::newRow("allreduce 8") << Collective::AllReduce << 8 << 1.75;
    QTest::newRow("allreduce 2") << Collective::AllReduce << 2 << 1.0;
    QTest::newRow("allreduce 1") << Collective::AllReduce << 1 << 0.0;
    QTest::newRow("allgather 8") << Collective::AllGather << 8 << 0.875;
    QTest::newRow("reducescatter 4") << Collective::ReduceScatter << 4 << 0.75;
    QTest::newRow("alltoall 16") << Collective::AllToAll << 16 << 0.9375;
    QTest::newRow("broadcast 64") << Collective::Broadcast << 64 << 1.0;
}

void TestModel::busBandwidthFactors()
{
    QFETCH(Collective, collective);
    QFETCH(int, ranks);
    QFETCH(double, factor);
    QCOMPARE(busBandwidthFactor(collective, ranks), factor);

    // And every result honours it: busbw = algbw x factor, algbw = bytes / time.
    if (ranks < 2)
        return;
    auto h = handPlan(systemNamed("DGX-H100"), {.nodes = 16});
    auto r = run(modelOf(*h), collective, 1 << 26, Algorithm::Auto, {ScopeKind::Ranks, ranks});
    QCOMPARE(r.ranks, ranks);
    QVERIFY(qFuzzyCompare(r.busbwGBps, r.algbwGBps * factor));
    QVERIFY(qFuzzyCompare(r.algbwGBps, double(r.bytes) / (r.timeUs * 1e3)));
}

void TestModel::measurements_data()
{
    QTest::addColumn<int>("row");
    const auto rows = loadMeasurements();
    QVERIFY(rows.size() >= 40);
    for (std::size_t i = 0; i < rows.size(); ++i)
        QTest::newRow(rows[i]["id"].c_str()) << int(i);
}

void TestModel::measurements()
{
    QFETCH(int, row);
    const auto m = loadMeasurements().at(std::size_t(row));
    const Prediction p = predict(m);
    qInfo("%s [%s %s]: model %.2f vs measured %s (%+.1f%%) %s/%s", m["id"].c_str(),
          m["set"].c_str(), m["group"].c_str(), p.value, m["measured"].c_str(), p.errorPercent,
          toString(p.result.algorithm).data(), toString(p.result.protocol).data());
    // Rows are judged one by one only where the goal is per row (large: 15%); mid-size and
    // small-message goals are medians (measurementSummary).
    if (m["group"] != "large")
        return;
    if (!m["expected_fail"].empty())
        QEXPECT_FAIL("", m["expected_fail"].c_str(), Continue);
    QVERIFY2(std::abs(p.errorPercent) <= 15.0,
             qPrintable(QStringLiteral("%1: model %2 vs measured %3 (%4%)")
                            .arg(QString::fromStdString(m["id"]))
                            .arg(p.value)
                            .arg(QString::fromStdString(m["measured"]))
                            .arg(p.errorPercent)));
}

void TestModel::measurementSummary()
{
    // Median and max absolute error per group, tuning and held-out apart; expected failures
    // are reported but not counted.
    std::map<std::string, std::vector<double>> errors;
    int expectedFailures = 0;
    for (const auto &m : loadMeasurements()) {
        if (!m["expected_fail"].empty()) {
            ++expectedFailures;
            continue;
        }
        const double e = std::abs(predict(m).errorPercent);
        errors[m["group"] + " " + m["set"]].push_back(e);
        errors[m["group"] + " all"].push_back(e);
    }
    for (const auto &[group, list] : errors)
        qInfo("%-15s rows %2zu  median %5.1f%%  max %5.1f%%", group.c_str(), list.size(),
              median(list), *std::max_element(list.begin(), list.end()));
    qInfo("expected failures (not counted): %d", expectedFailures);
    for (const char *set : {"all", "tuning", "heldout"}) {
        const std::string s(set);
        QVERIFY2(median(errors["large " + s]) <= 8.0, set);
        QVERIFY2(median(errors["mid " + s]) <= 20.0, set);
        QVERIFY2(median(errors["small " + s]) <= 20.0, set);
    }
}

// tests/data/model/heldout.csv: published results gathered for issue 36 and split off before
// anything was fitted; no parameter was set on them. Bounds (docs/model.md §4): large messages
// (>= 256 MiB) within 20% each and a median <= 8%; mid-size (64 KiB-256 MiB) and small within 25%
// each. A row whose measurement the model cannot know (a cloud's network plugin, no GPUDirect
// RDMA, a fabric that loses bandwidth with the node count) names the physical reason in
// expected_fail and is an expected failure. A row the model misses for want of something it
// should hold says so, "open (issue 36): ..." in the same column: it is not counted within the
// bounds but is reported beside them, and like an expected failure it fails the test once the
// model meets its bound, so that it is counted from then on.
namespace {
double heldOutBound(const std::string &group)
{
    return group == "large" ? 20.0 : 25.0;
}

bool isOpen(const Measurement &m)
{
    return m["expected_fail"].rfind("open (", 0) == 0;
}
} // namespace

void TestModel::heldOutIsApart()
{
    std::set<std::string> tuning;
    for (const auto &m : loadMeasurements())
        tuning.insert(m["id"]);
    const auto rows = loadMeasurements("heldout.csv");
    QVERIFY(rows.size() >= 170);
    for (const auto &m : rows) {
        QVERIFY2(!tuning.count(m["id"]), m["id"].c_str());
        QCOMPARE(QString::fromStdString(m["set"]), QStringLiteral("heldout"));
        QVERIFY2(m["source"].rfind("https://", 0) == 0, m["id"].c_str());
        QVERIFY2(!m["configuration"].empty(), m["id"].c_str());
        const double bytes = std::stod(m["bytes"]);
        const std::string group = bytes >= 256.0 * (1 << 20) ? "large"
                                  : bytes >= 64.0 * 1024   ? "mid"
                                                           : "small";
        QCOMPARE(QString::fromStdString(m["group"]), QString::fromStdString(group));
    }
}

void TestModel::heldOut_data()
{
    QTest::addColumn<int>("row");
    const auto rows = loadMeasurements("heldout.csv");
    for (std::size_t i = 0; i < rows.size(); ++i)
        QTest::newRow(rows[i]["id"].c_str()) << int(i);
}

void TestModel::heldOut()
{
    QFETCH(int, row);
    const auto m = loadMeasurements("heldout.csv").at(std::size_t(row));
    const Prediction p = predict(m);
    qInfo("%s [%s %s]: model %.2f vs measured %s (%+.1f%%) %s/%s", m["id"].c_str(),
          m["group"].c_str(), m["collective"].c_str(), p.value, m["measured"].c_str(),
          p.errorPercent, toString(p.result.algorithm).data(), toString(p.result.protocol).data());
    if (!m["expected_fail"].empty())
        QEXPECT_FAIL("", m["expected_fail"].c_str(), Continue);
    QVERIFY2(std::abs(p.errorPercent) <= heldOutBound(m["group"]),
             qPrintable(QStringLiteral("%1: model %2 vs measured %3 (%4%)")
                            .arg(QString::fromStdString(m["id"]))
                            .arg(p.value)
                            .arg(QString::fromStdString(m["measured"]))
                            .arg(p.errorPercent)));
}

void TestModel::heldOutSummary()
{
    // Median and max absolute error by size class and by collective; expected failures are
    // listed apart and not counted; open rows are not counted either, but the figures with them
    // are printed beside the counted ones.
    std::map<std::string, std::vector<double>> errors, withOpen;
    int expectedFailures = 0, open = 0;
    for (const auto &m : loadMeasurements("heldout.csv")) {
        if (!m["expected_fail"].empty() && !isOpen(m)) {
            ++expectedFailures;
            continue;
        }
        const double e = std::abs(predict(m).errorPercent);
        for (const std::string &key : {"size " + m["group"], "collective " + m["collective"]}) {
            withOpen[key].push_back(e);
            if (!isOpen(m))
                errors[key].push_back(e);
        }
        open += isOpen(m) ? 1 : 0;
    }
    for (const auto &[group, list] : errors)
        qInfo("%-24s rows %2zu  median %5.1f%%  max %5.1f%%", group.c_str(), list.size(),
              median(list), *std::max_element(list.begin(), list.end()));
    for (const auto &[group, list] : withOpen)
        qInfo("%-24s with open rows %2zu  median %5.1f%%  max %5.1f%%", group.c_str(),
              list.size(), median(list), *std::max_element(list.begin(), list.end()));
    qInfo("expected failures (not counted): %d; open (not counted, issue 36): %d",
          expectedFailures, open);
    QVERIFY(median(errors["size large"]) <= 8.0);
    for (const char *group : {"size large", "size mid", "size small"})
        for (double e : errors[group])
            QVERIFY2(e <= heldOutBound(std::string(group).substr(5)), group);
}

// GB200 trays of 4 GPUs that are not joined by NVLink: each NVL72 rack becomes 18 domains that
// reach each other over their own 4 NICs only.
void TestModel::nvlinkDomainSplitsTheNode()
{
    const System nvl72{"NVL72", "GB200", 72, 900};
    auto h = handPlan(nvl72, {.nodes = 2, .rails = 72, .speedGbps = 400});
    Diagnostics diagnostics;
    ModelConfig trays;
    trays.nvlinkDomain = 4;
    auto model = CollectiveModel::fromPlan(h->plan, nullptr, trays, diagnostics);
    QVERIFY(model.ok());
    QCOMPARE(model->profile().nodes, 36);
    QCOMPARE(model->profile().gpusPerNode, 4);
    QCOMPARE(model->profile().nvlinkDomainGpus, 4);
    QCOMPARE(model->profile().railsPerNode, 4.0);
    // 8 ranks are two trays: across the network, on 4 NICs each (ring busbw below 4 x 50 GB/s).
    const auto r = run(*model, Collective::AllReduce, 8ull << 30, Algorithm::Ring,
                       {ScopeKind::Ranks, 8});
    QCOMPARE(r.nodes, 2);
    QVERIFY(r.networkUs > 0.0);
    QVERIFY2(r.busbwGBps < 4 * 50.0, qPrintable(QString::number(r.busbwGBps)));
    // The same 8 ranks inside one NVL72 domain are NVLink only.
    const auto whole = run(modelOf(*h), Collective::AllReduce, 8ull << 30, Algorithm::Ring,
                           {ScopeKind::Ranks, 8});
    QCOMPARE(whole.nodes, 1);
    QVERIFY(whole.busbwGBps > 2.0 * r.busbwGBps);
    // A domain of 4 spans no hosts: no multi-node NVLink latency per rank.
    const auto small = run(*model, Collective::AllReduce, 8, Algorithm::Auto, {ScopeKind::Ranks, 4});
    const auto smallWhole = run(modelOf(*h), Collective::AllReduce, 8, Algorithm::Auto,
                                {ScopeKind::Ranks, 4});
    QVERIFY(small.timeUs <= smallWhole.timeUs);
}

// nccl-tests with one GPU per node: the rank drives its own NIC, not the node's eight.
void TestModel::gpusPerNodeDrivesTheirOwnNics()
{
    auto h = handPlan(systemNamed("DGX-H100"), {.nodes = 16});
    Diagnostics diagnostics;
    ModelConfig one;
    one.gpusPerNode = 1;
    auto model = CollectiveModel::fromPlan(h->plan, nullptr, one, diagnostics);
    QVERIFY(model.ok());
    const auto r = run(*model, Collective::AllReduce, 8ull << 30, Algorithm::Ring);
    QCOMPARE(r.ranks, 16);
    QCOMPARE(r.nodes, 16);
    // One NDR NIC: 46-48 GB/s (nccl-tests#290).
    QVERIFY2(r.busbwGBps > 44.0 && r.busbwGBps < 50.0, qPrintable(QString::number(r.busbwGBps)));
    // Partial racks: 64 of an NVL72's 72 GPUs (16 of 18 trays) in each of three racks.
    const System nvl72{"NVL72", "GB200", 72, 900};
    auto racks = handPlan(nvl72, {.nodes = 3, .rails = 72, .speedGbps = 400});
    ModelConfig partial;
    partial.gpusPerNode = 64;
    auto partialModel = CollectiveModel::fromPlan(racks->plan, nullptr, partial, diagnostics);
    QVERIFY(partialModel.ok());
    const auto p = run(*partialModel, Collective::AllReduce, 1ull << 30);
    QCOMPARE(p.ranks, 192);
    QCOMPARE(p.nodes, 3);
}

// Two NICs per GPU (ConnectX-8 as 2 x 400G): twice the network where the network is the limit.
void TestModel::nicsPerGpuMultiplyTheNetwork()
{
    auto h = handPlan(systemNamed("DGX-H100"), {.nodes = 4, .speedGbps = 200});
    Diagnostics diagnostics;
    ModelConfig two;
    two.nicsPerGpu = 2;
    auto model = CollectiveModel::fromPlan(h->plan, nullptr, two, diagnostics);
    QVERIFY(model.ok());
    QCOMPARE(model->profile().railsPerNode, 16.0);
    const double one = run(modelOf(*h), Collective::AllGather, 8ull << 30).busbwGBps;
    const double doubled = run(*model, Collective::AllGather, 8ull << 30).busbwGBps;
    QVERIFY2(doubled > 1.5 * one, qPrintable(QString("%1 %2").arg(one).arg(doubled)));
}

// nccl-tests -G: the launch is a graph node's; only the launch term changes.
void TestModel::cudaGraphLaunchesCheaper()
{
    auto h = handPlan(systemNamed("DGX-H100"), {.nodes = 2});
    Diagnostics diagnostics;
    ModelConfig graph;
    graph.cudaGraph = true;
    auto model = CollectiveModel::fromPlan(h->plan, nullptr, graph, diagnostics);
    QVERIFY(model.ok());
    const ModelParameters d = ModelParameters::defaults();
    for (std::uint64_t bytes : {8ull, 1ull << 20, 1ull << 30}) {
        const auto plain = run(modelOf(*h), Collective::AllReduce, bytes);
        const auto graphed = run(*model, Collective::AllReduce, bytes);
        QCOMPARE(graphed.launchUs, d[Param::LaunchOverheadCudaGraph]);
        QCOMPARE(plain.launchUs, d[Param::LaunchOverhead]);
        QVERIFY(qFuzzyCompare(plain.timeUs - graphed.timeUs,
                              d[Param::LaunchOverhead] - d[Param::LaunchOverheadCudaGraph]));
    }
}

// A node without NVLink: its GPUs reach each other over PCIe at the platform's figure, and NCCL
// prices each step inside it at its PCIe latencies (NCCL_HW_PCI), not NVLink's.
void TestModel::pcieServerRunsOnItsLinkAndNcclPciLatencies()
{
    const System gen5{"pcie-gen5", "RTX PRO 6000 Blackwell", 8, 0, 48};
    const System gen4{"pcie-gen4", "L40S", 8, 0, 24};
    const System noFigure{"pcie-unknown", "L40S", 8, 0, 0};
    auto h5 = handPlan(gen5, {});
    auto h4 = handPlan(gen4, {});
    auto hu = handPlan(noFigure, {});
    const ModelParameters d = ModelParameters::defaults();
    const auto big5 = run(modelOf(*h5), Collective::AllReduce, 1ull << 30);
    const auto big4 = run(modelOf(*h4), Collective::AllReduce, 1ull << 30);
    const auto bigUnknown = run(modelOf(*hu), Collective::AllReduce, 1ull << 30);
    QVERIFY(big5.algorithm == Algorithm::Ring);
    QVERIFY2(std::abs(big5.busbwGBps - 48.0) < 1.0, qPrintable(QString::number(big5.busbwGBps)));
    QVERIFY(std::abs(big4.busbwGBps - 24.0) < 0.5);
    // A platform without a figure runs at the stated default, never at zero.
    QVERIFY(std::abs(bigUnknown.busbwGBps - d[Param::PcieGBytesPerGpu]) < 0.5);
    // No LL128 over PCIe (NCCL enables it only up to NVLink inside the node).
    for (std::uint64_t bytes : {8ull, 65536ull, 1ull << 20, 1ull << 30})
        QVERIFY(run(modelOf(*h5), Collective::AllReduce, bytes).protocol != Protocol::Ll128);
    // 8 bytes on one node: the ring's 14 steps at PCIe's LL latency instead of NVLink's.
    const System nvlink{"nvlink", "RTX PRO 6000 Blackwell", 8, 450};
    auto hn = handPlan(nvlink, {});
    QVERIFY(run(modelOf(*h5), Collective::AllReduce, 8, Algorithm::Ring).protocol == Protocol::Ll);
    const double extra = run(modelOf(*h5), Collective::AllReduce, 8, Algorithm::Ring).timeUs -
                         run(modelOf(*hn), Collective::AllReduce, 8, Algorithm::Ring).timeUs;
    QVERIFY2(std::abs(extra - 14 * (d[Param::PcieRingLl] - d[Param::NvlinkRingLl])) < 0.01,
             qPrintable(QString::number(extra)));
    // The design's own pcie_gbytes_per_gpu wins over the platform's figure.
    Diagnostics diagnostics;
    h5->plan.design.modelOverrides["pcie_gbytes_per_gpu"] = 30.0;
    auto overridden = CollectiveModel::fromPlan(h5->plan, nullptr, ModelConfig{}, diagnostics);
    QVERIFY(overridden.ok());
    QVERIFY(std::abs(run(*overridden, Collective::AllReduce, 1ull << 30).busbwGBps - 30.0) < 0.5);
}

void TestModel::configurationsThatDoNotFit_data()
{
    QTest::addColumn<int>("domain");
    QTest::addColumn<int>("perNode");
    QTest::addColumn<double>("nics");
    QTest::addColumn<QString>("says");
    QTest::newRow("domain larger than the platform's") << 16 << 0 << 0.0 << "larger than";
    QTest::newRow("domain that does not divide") << 3 << 0 << 0.0 << "does not divide";
    QTest::newRow("more ranks than the domain") << 4 << 5 << 0.0 << "--gpus-per-node 5";
    QTest::newRow("more ranks than the platform") << 0 << 9 << 0.0 << "--gpus-per-node 9";
    QTest::newRow("negative NICs") << 0 << 0 << -1.0 << "--nics-per-gpu";
    QTest::newRow("a billion NICs per GPU (modelled at 30 TB/s)") << 0 << 0 << 1e9 << "more than 8 NICs per GPU";
    QTest::newRow("half a NIC on a node of one rank") << 0 << 1 << 0.5 << "a whole number of NICs";
    QTest::newRow("a thousandth of a NIC a node") << 0 << 0 << 0.001 << "a whole number of NICs";
}

void TestModel::configurationsThatDoNotFit()
{
    QFETCH(int, domain);
    QFETCH(int, perNode);
    QFETCH(double, nics);
    QFETCH(QString, says);
    auto h = handPlan(systemNamed("DGX-H100"), {.nodes = 2});
    Diagnostics diagnostics;
    ModelConfig c;
    c.nvlinkDomain = domain;
    c.gpusPerNode = perNode;
    c.nicsPerGpu = nics;
    auto model = CollectiveModel::fromPlan(h->plan, nullptr, c, diagnostics);
    QVERIFY(!model.ok());
    QVERIFY2(QString::fromStdString(model.error()).contains(says), model.error().c_str());
}

// nccl#1801: three GB200 NVL8 partitions on three racks, IB between them: tree busbw above the
// ring's on the same NICs, since the busiest node of NCCL's three-node trees sends 1.5 buffers
// where a ring sends nearly 2.
void TestModel::threeNodeTreeBeatsTheRing()
{
    const System nvl72{"NVL72", "GB200", 72, 900};
    auto h = handPlan(nvl72, {.nodes = 3, .rails = 72, .speedGbps = 400});
    Diagnostics diagnostics;
    ModelConfig nvl8;
    nvl8.nvlinkDomain = 8;
    auto model = CollectiveModel::fromPlan(h->plan, nullptr, nvl8, diagnostics);
    QVERIFY(model.ok());
    const Scope three{ScopeKind::Ranks, 24};
    const double ring = run(*model, Collective::AllReduce, 16ull << 30, Algorithm::Ring, three).busbwGBps;
    const double tree = run(*model, Collective::AllReduce, 16ull << 30, Algorithm::Tree, three).busbwGBps;
    QVERIFY2(tree > ring, qPrintable(QString("%1 %2").arg(ring).arg(tree)));
    // From four nodes on the tree sends two buffers: below the ring again.
    const Scope four{ScopeKind::Ranks, 32};
    QVERIFY(run(*model, Collective::AllReduce, 16ull << 30, Algorithm::Tree, four).busbwGBps <
            run(*model, Collective::AllReduce, 16ull << 30, Algorithm::Ring, four).busbwGBps);
}

void TestModel::pluginLatencyAddsToEveryNetworkStep()
{
    auto h = handPlan(systemNamed("DGX-H100"), {.nodes = 4});
    const auto baseModel = modelOf(*h);
    h->plan.design.modelOverrides["net_plugin_latency"] = 10.0;
    const auto slowModel = modelOf(*h);
    const auto slow = run(slowModel, Collective::AllReduce, 8, Algorithm::Ring);
    const auto base = run(baseModel, Collective::AllReduce, 8, Algorithm::Ring);
    QVERIFY(slow.protocol == base.protocol);
    // A ring all-reduce over 4 nodes crosses the network 2(N-1) = 6 times.
    QVERIFY(qFuzzyCompare(slow.networkUs - base.networkUs, 60.0));
    // Simple pays it twice per crossing: NCCL adds the plugin's latency again for the
    // receiver's flush (a 4-node ring all-gather crosses the network N-1 = 3 times).
    const auto slowBig = run(slowModel, Collective::AllGather, 1ull << 32, Algorithm::Ring);
    const auto baseBig = run(baseModel, Collective::AllGather, 1ull << 32, Algorithm::Ring);
    QVERIFY(slowBig.protocol == Protocol::Simple);
    QVERIFY(baseBig.protocol == Protocol::Simple);
    QVERIFY(qFuzzyCompare(slowBig.networkUs - baseBig.networkUs, 60.0));
    // Inside one node nothing changes.
    QCOMPARE(run(slowModel, Collective::AllReduce, 8, Algorithm::Auto, {ScopeKind::Node}).timeUs,
             run(baseModel, Collective::AllReduce, 8, Algorithm::Auto, {ScopeKind::Node}).timeUs);
}

// Multi-node NVLink (ranks of one NVL72 domain on more than one 4-GPU tray): NCCL prices the
// clique as one node, so by default nothing changes; a cluster's measured per-step cost and
// bandwidth (mnnvl_step_latency, mnnvl_bw_fraction) apply to every NVLink step and to the
// NVLink bandwidth of scopes beyond one tray only, and NCCL's pick does not see them.
// An override out of range keeps the default and says the range in the words model --param and
// the project loader use (allowedRange), grouped digits and all.
void TestModel::overridesOutOfRangeSayTheirRange_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<double>("value");
    QTest::addColumn<QString>("says");
    QTest::newRow("a fraction") << "mnnvl_bw_fraction" << 5.0
                                << "value out of range for 'mnnvl_bw_fraction' (it takes a fraction in (0, 1]); the default is kept";
    QTest::newRow("microseconds") << "launch_overhead" << -1.0
                                  << "value out of range for 'launch_overhead' (it takes a value from 0 to 1,000,000 us); the "
                                     "default is kept";
    QTest::newRow("channels") << "nvls_channels_hopper" << 65.0
                              << "value out of range for 'nvls_channels_hopper' (it takes a value from 0 to 64 channels); the "
                                 "default is kept";
}

void TestModel::overridesOutOfRangeSayTheirRange()
{
    QFETCH(QString, name);
    QFETCH(double, value);
    QFETCH(QString, says);
    Diagnostics diagnostics;
    const ModelParameters kept = ModelParameters::withOverrides({{name.toStdString(), value}}, diagnostics);
    QCOMPARE(diagnostics.size(), std::size_t(1));
    QCOMPARE(QString::fromStdString(diagnostics.front().field), "modelOverrides." + name);
    QCOMPARE(QString::fromStdString(diagnostics.front().message()), says);
    const ModelParameters defaults = ModelParameters::defaults();
    const auto param = defaults.find(name.toStdString());
    QVERIFY(param);
    QCOMPARE(kept.get(*param).value, defaults.get(*param).value);
}

void TestModel::mnnvlParametersApplyAcrossHostsOnly()
{
    const System nvl72{"NVL72", "GB200", 72, 900};
    auto h = handPlan(nvl72, {.nodes = 2, .rails = 72, .speedGbps = 400});
    const auto base = modelOf(*h);
    h->plan.design.modelOverrides["mnnvl_step_latency"] = 0.0;
    h->plan.design.modelOverrides["mnnvl_bw_fraction"] = 1.0;
    const auto neutral = modelOf(*h);
    const Scope tray{ScopeKind::Ranks, 4}, twoTrays{ScopeKind::Ranks, 8},
        eightTrays{ScopeKind::Ranks, 32};
    for (const Scope &scope : {tray, twoTrays, eightTrays})
        for (std::uint64_t bytes : {1024ull, 8ull << 30})
            QCOMPARE(run(neutral, Collective::AllGather, bytes, Algorithm::Auto, scope).timeUs,
                     run(base, Collective::AllGather, bytes, Algorithm::Auto, scope).timeUs);
    h->plan.design.modelOverrides["mnnvl_step_latency"] = 0.9;
    h->plan.design.modelOverrides["mnnvl_bw_fraction"] = 0.5;
    const auto slow = modelOf(*h);
    // One tray: its own host, no MNNVL.
    for (std::uint64_t bytes : {1024ull, 8ull << 30})
        QCOMPARE(run(slow, Collective::AllGather, bytes, Algorithm::Auto, tray).timeUs,
                 run(base, Collective::AllGather, bytes, Algorithm::Auto, tray).timeUs);
    // Two and eight trays: every one of the ring's p - 1 LL steps pays the extra.
    for (const auto &[scope, steps] : {std::pair{twoTrays, 7}, std::pair{eightTrays, 31}}) {
        const auto small = run(slow, Collective::AllGather, 1024, Algorithm::Auto, scope);
        const auto before = run(base, Collective::AllGather, 1024, Algorithm::Auto, scope);
        QVERIFY(small.algorithm == before.algorithm && small.protocol == before.protocol);
        QVERIFY2(qFuzzyCompare(small.nvlinkUs - before.nvlinkUs, 0.9 * steps),
                 qPrintable(QString::number(small.nvlinkUs - before.nvlinkUs)));
        // The NVLink-bound large ring halves; NCCL still picks what it picked.
        const auto large = run(slow, Collective::AllGather, 8ull << 30, Algorithm::Auto, scope);
        const auto largeBefore = run(base, Collective::AllGather, 8ull << 30, Algorithm::Auto, scope);
        QVERIFY(large.algorithm == largeBefore.algorithm && large.protocol == largeBefore.protocol);
        QVERIFY2(std::abs(large.busbwGBps / largeBefore.busbwGBps - 0.5) < 0.02,
                 qPrintable(QString("%1 %2").arg(large.busbwGBps).arg(largeBefore.busbwGBps)));
    }
    // Tree steps too (2(g - 1) NVLink steps of an all-reduce tree over 8 ranks).
    const auto tree = run(slow, Collective::AllReduce, 1024, Algorithm::Tree, twoTrays);
    const auto treeBefore = run(base, Collective::AllReduce, 1024, Algorithm::Tree, twoTrays);
    QVERIFY(qFuzzyCompare(tree.nvlinkUs - treeBefore.nvlinkUs, 0.9 * 14));
    // An 8-GPU HGX board is one host: nothing changes there.
    auto hgx = handPlan(systemNamed("DGX-H100"), {.nodes = 2});
    const auto hgxBase = modelOf(*hgx);
    hgx->plan.design.modelOverrides["mnnvl_step_latency"] = 0.9;
    hgx->plan.design.modelOverrides["mnnvl_bw_fraction"] = 0.5;
    QCOMPARE(run(modelOf(*hgx), Collective::AllGather, 1024, Algorithm::Auto, {ScopeKind::Node}).timeUs,
             run(hgxBase, Collective::AllGather, 1024, Algorithm::Auto, {ScopeKind::Node}).timeUs);
}

// NCCL 2.30.7 sets Blackwell's NVLS channels across nodes by the node count, the ranks per node
// and the NIC rate (nvls.cc ncclNvlsTreeSm100Tuning): 32 for two nodes, 24 from three nodes on
// with 8 ranks per node on 800G NICs. Eight B300 per node on 8 x 800G: two nodes' NVLSTree runs
// above what 24 channels carry, three nodes' (whose NICs would carry more) at 24 channels.
void TestModel::nvlsChannelsFollowNcclSm100Tuning()
{
    const System b300{"B300", "B300", 8, 900};
    const ModelParameters d = ModelParameters::defaults();
    const double cap24 = d[Param::NvlsChannelsBlackwell] * d[Param::NvlsChannelGBps];
    const auto algbw = [&](int nodes, int speed) {
        auto h = handPlan(b300, {.nodes = nodes, .rails = 8, .speedGbps = speed});
        return run(modelOf(*h), Collective::AllReduce, 16ull << 30, Algorithm::NvlsTree)
            .algbwGBps;
    };
    QVERIFY2(algbw(2, 800) > 1.1 * cap24, qPrintable(QString::number(algbw(2, 800))));
    QVERIFY2(algbw(3, 800) <= cap24, qPrintable(QString::number(algbw(3, 800))));
    // One node: 24 channels inside the domain.
    auto one = handPlan(b300, {.nodes = 1, .rails = 8, .speedGbps = 800});
    QVERIFY(run(modelOf(*one), Collective::AllReduce, 16ull << 30, Algorithm::Nvls).algbwGBps <=
            cap24);
}

// With one rank per node every ring step crosses the network with nothing to hide it behind:
// NCCL prices the step at the tree's network latency (LL 5 us, not the ring's 2.7).
void TestModel::oneRankPerNodeRingPaysTheTreeNetworkStep()
{
    auto h = handPlan(systemNamed("DGX-H100"), {.nodes = 4});
    Diagnostics diagnostics;
    ModelConfig oneRank;
    oneRank.gpusPerNode = 1;
    auto single = CollectiveModel::fromPlan(h->plan, nullptr, oneRank, diagnostics);
    QVERIFY(single);
    const auto r = run(*single, Collective::AllGather, 64, Algorithm::Ring);
    QVERIFY(r.protocol == Protocol::Ll);
    QCOMPARE(r.nodes, 4);
    const double path = (r.networkUs / 3.0) - 5.0; // three network steps of (5 + path)
    QVERIFY2(path > 0.0 && path < 2.0, qPrintable(QString::number(r.networkUs)));
    // Eight ranks a node: the ring's own network step (2.7 + the same path).
    const auto full = run(modelOf(*h), Collective::AllGather, 64, Algorithm::Ring);
    QVERIFY(full.protocol == Protocol::Ll);
    QVERIFY(qFuzzyCompare(full.networkUs, 3.0 * (2.7 + path)));
}

// ll128_across_nodes = 0 (NICs NCCL sees beyond PXN): no LL128 across nodes at any size, and
// nothing changes inside one node.
void TestModel::ll128AcrossNodesCanBeOff()
{
    auto h = handPlan(systemNamed("DGX-H100"), {.nodes = 2});
    const auto on = modelOf(*h);
    h->plan.design.modelOverrides["ll128_across_nodes"] = 0.0;
    const auto off = modelOf(*h);
    bool onUsesLl128 = false;
    for (std::uint64_t bytes = 8; bytes <= (1ull << 33); bytes *= 2) {
        for (Collective c : {Collective::AllReduce, Collective::AllGather}) {
            QVERIFY(run(off, c, bytes).protocol != Protocol::Ll128);
            onUsesLl128 = onUsesLl128 || run(on, c, bytes).protocol == Protocol::Ll128;
            QCOMPARE(run(off, c, bytes, Algorithm::Auto, {ScopeKind::Node}).timeUs,
                     run(on, c, bytes, Algorithm::Auto, {ScopeKind::Node}).timeUs);
        }
    }
    QVERIFY(onUsesLl128);
}

// NCCL's rule for LL128 (NVLink inside the node, the NIC at PXN or closer across nodes) decides
// only while NCCL_PROTO is unset: any list sets every protocol, and one that leaves LL128 on
// enables it outright (src/graph/tuning.cc: parseList, "pEnable == 2" only by default).
void TestModel::ncclProtoTurnsLl128OnOutright_data()
{
    QTest::addColumn<QString>("system");
    QTest::addColumn<int>("nodes");
    QTest::addColumn<double>("ll128AcrossNodes");
    QTest::addColumn<QString>("env");
    QTest::addColumn<bool>("ll128");
    QTest::newRow("PCIe server, defaults") << "pcie-server" << 1 << 1.0 << "" << false;
    QTest::newRow("PCIe server, LL128") << "pcie-server" << 1 << 1.0 << "NCCL_PROTO=LL128" << true;
    QTest::newRow("PCIe server, ^LL") << "pcie-server" << 1 << 1.0 << "NCCL_PROTO=^LL" << true;
    QTest::newRow("PCIe server, Simple") << "pcie-server" << 1 << 1.0 << "NCCL_PROTO=Simple"
                                         << false;
    QTest::newRow("H100 x2, NIC beyond PXN, defaults") << "DGX-H100" << 2 << 0.0 << "" << false;
    QTest::newRow("H100 x2, NIC beyond PXN, LL128")
        << "DGX-H100" << 2 << 0.0 << "NCCL_PROTO=LL128" << true;
}

void TestModel::ncclProtoTurnsLl128OnOutright()
{
    QFETCH(QString, system);
    QFETCH(int, nodes);
    QFETCH(double, ll128AcrossNodes);
    QFETCH(QString, env);
    QFETCH(bool, ll128);
    auto h = handPlan(systemNamed(system), {.nodes = nodes});
    h->plan.design.modelOverrides["ll128_across_nodes"] = ll128AcrossNodes;
    const auto model = modelOf(*h);
    NcclEnv nccl;
    if (!env.isEmpty()) {
        auto parsed = parseNcclEnv(env.toStdString());
        QVERIFY(parsed.ok());
        nccl = *parsed;
    }
    bool usedLl128 = false;
    for (auto bytes : powerOfTwoSweep(8, 8 * kGiB)) {
        const auto r = model.evaluate({Collective::AllReduce, bytes, Algorithm::Auto, {}, nccl});
        QVERIFY2(r.ok(), r.ok() ? "" : r.error().c_str());
        usedLl128 = usedLl128 || r->protocol == Protocol::Ll128;
    }
    QCOMPARE(usedLl128, ll128);
}

void TestModel::ncclEnvironment_data()
{
    QTest::addColumn<QString>("env");
    QTest::addColumn<bool>("ok");
    QTest::addColumn<QString>("described");
    QTest::newRow("defaults") << "NCCL_NVLS_ENABLE=1" << true << "NCCL defaults";
    QTest::newRow("algo list continues over commas")
        << "NCCL_ALGO=ring,tree,NCCL_PROTO=^LL" << true
        << "NCCL_ALGO=ring,tree NCCL_PROTO=LL128,Simple";
    // Every protocol named is not NCCL's default: LL128 then runs outright.
    QTest::newRow("every protocol named")
        << "NCCL_PROTO=ll,ll128,simple" << true << "NCCL_PROTO=LL,LL128,Simple";
    QTest::newRow("collnet and nvls") << "NCCL_COLLNET_ENABLE=1, NCCL_NVLS_ENABLE=0" << true
                                      << "NCCL_NVLS_ENABLE=0 NCCL_COLLNET_ENABLE=1";
    QTest::newRow("nccl spelling")
        << "NCCL_ALGO=NVLSTree,CollNetChain" << true << "NCCL_ALGO=nvlstree,collnetchain";
    QTest::newRow("unknown algorithm") << "NCCL_ALGO=ring,magic" << false << "";
    QTest::newRow("unknown variable") << "NCCL_FOO=1" << false << "";
    QTest::newRow("flag value") << "NCCL_COLLNET_ENABLE=yes" << false << "";
    QTest::newRow("no name") << "ring" << false << "";
}

void TestModel::ncclEnvironment()
{
    QFETCH(QString, env);
    QFETCH(bool, ok);
    QFETCH(QString, described);
    const auto e = parseNcclEnv(env.toStdString());
    QCOMPARE(e.ok(), ok);
    if (!ok)
        return;
    QCOMPARE(QString::fromStdString(describe(*e)), described);

    // The environment decides what auto may pick: NCCL_ALGO=ring keeps a large H100 all-reduce
    // on the ring; NCCL_NVLS_ENABLE=0 takes NVLS away; SHARP only with NCCL_COLLNET_ENABLE=1.
    auto h = handPlan(systemNamed("DGX-H100"), {.nodes = 8, .sharpVersion = 3, .sharp = true});
    const auto model = modelOf(*h);
    CollectiveQuery q{Collective::AllReduce, 1ull << 32, Algorithm::Auto, {}, *e};
    const auto r = model.evaluate(q);
    QVERIFY(r.ok());
    QVERIFY(e->allows(r->algorithm));
    QVERIFY(e->allows(r->protocol));
    if (!e->nvls)
        QVERIFY(r->algorithm != Algorithm::Nvls && r->algorithm != Algorithm::NvlsTree);
    QCOMPARE(usesInNetworkReduction(r->algorithm, r->nodes), e->collnet);
}

void TestModel::twoNodeTreeExceedsNicLineRate()
{
    // nccl-tests#196, nccl#1576: on two nodes tree and NVLSTree busbw exceed what a ring gets
    // from the NICs, since each node sends its share across once.
    auto h = handPlan(systemNamed("DGX-H100"), {.nodes = 2});
    const auto model = modelOf(*h);
    const double ring = run(model, Collective::AllReduce, 8ull << 30, Algorithm::Ring).busbwGBps;
    const double best = run(model, Collective::AllReduce, 8ull << 30).busbwGBps;
    const double nics = 8 * 50.0;
    QVERIFY(ring < nics);
    QVERIFY2(best > nics, qPrintable(QString::number(best)));
    // From four nodes on, a tree sends twice: no longer above line rate.
    auto four = handPlan(systemNamed("DGX-H100"), {.nodes = 4});
    QVERIFY(run(modelOf(*four), Collective::AllReduce, 8ull << 30, Algorithm::NvlsTree).busbwGBps <
            nics);
}

void TestModel::rackScaleUsesTheNicsAcrossRacks()
{
    // An NVL72 rack is one NVLink domain: inside it NVLS; across racks the per-GPU NICs, so
    // busbw falls with the number of racks and small messages take longer with more ranks.
    const System nvl72{"NVL72", "GB200", 72, 900};
    double previousBusbw = 1e9, previousTime = 0.0;
    for (int racks : {2, 8, 20}) {
        auto h = handPlan(nvl72, {.nodes = racks, .rails = 72, .speedGbps = 400});
        const auto model = modelOf(*h);
        const auto large = run(model, Collective::AllReduce, 16ull << 30);
        const auto small = run(model, Collective::AllReduce, 8);
        QVERIFY2(large.busbwGBps < previousBusbw, qPrintable(QString::number(racks)));
        QVERIFY(small.timeUs > previousTime);
        previousBusbw = large.busbwGBps;
        previousTime = small.timeUs;
        // Scopes inside a rack run on NVLink alone, whatever the racks around them.
        for (int ranks : {4, 8, 36}) {
            const auto inside = run(model, Collective::AllReduce, 1ull << 30, Algorithm::Auto,
                                    {ScopeKind::Ranks, ranks});
            QCOMPARE(inside.nodes, 1);
            QCOMPARE(inside.networkUs, 0.0);
        }
    }
}

// Row 17 (p3dn, 8xV100 with one 100G EFA, 2019): 8 B all-reduce took 163 / 319 / 631 us on 2 / 4
// / 8 nodes. EFA's 2019 per-step costs are not InfiniBand's, so only the mechanism is checked:
// a ring's small-message time grows with the node count as the measurement did (x3.87).
void TestModel::ringLatencyGrowsLinearlyWithNodes()
{
    auto timeOn = [](int nodes) {
        auto h = handPlan(systemNamed("p3dn"), {.nodes = nodes, .rails = 1, .speedGbps = 100});
        return run(modelOf(*h), Collective::AllReduce, 8, Algorithm::Ring).timeUs;
    };
    const double t2 = timeOn(2), t4 = timeOn(4), t8 = timeOn(8);
    QVERIFY(t2 < t4 && t4 < t8);
    QVERIFY2(std::abs(errorPercent(t4 / t2, 319.0 / 163.0)) <= 30.0,
             qPrintable(QString::number(t4 / t2)));
    QVERIFY2(std::abs(errorPercent(t8 / t2, 631.0 / 163.0)) <= 30.0,
             qPrintable(QString::number(t8 / t2)));
}

// Row 18 (SHArP, COMHPC'16): 128 EDR hosts, CPU MPI, 8 B all-reduce 6.01 -> 2.83 us with SHArP
// (2.1x). The absolute times are MPI's, not NCCL's; the speedup of in-network reduction over a
// host-based tree at 8 B is the mechanism, and it is checked within 30%. (At 4 KB the paper's
// 3.24x includes the CPU's reduction cost, which GPUs do not pay: not used.)
void TestModel::sharpSmallMessageSpeedup()
{
    auto h = handPlan(systemNamed("server"), {.nodes = 128,
                                              .rails = 1,
                                              .speedGbps = 100,
                                              .radix = 36,
                                              .sharpVersion = 1,
                                              .sharp = true});
    const auto model = modelOf(*h);
    const double tree = run(model, Collective::AllReduce, 8, Algorithm::Tree).timeUs;
    const double sharp = run(model, Collective::AllReduce, 8, Algorithm::Sharp).timeUs;
    qInfo("tree %.1f us, sharp %.1f us: %.2fx (measured 2.12x)", tree, sharp, tree / sharp);
    QVERIFY2(std::abs(errorPercent(tree / sharp, 6.01 / 2.83)) <= 30.0,
             qPrintable(QString::number(tree / sharp)));
    // Auto reduces in the network only when NCCL's CollNet is enabled (off by default).
    QVERIFY(!usesInNetworkReduction(run(model, Collective::AllReduce, 8).algorithm, 128));
    NcclEnv collnet;
    collnet.collnet = true;
    const auto withCollNet =
        model.evaluate({Collective::AllReduce, 8, Algorithm::Auto, {}, collnet});
    QVERIFY(withCollNet.ok() && usesInNetworkReduction(withCollNet->algorithm, 128));
}

void TestModel::autoPicksWhatNcclWould_data()
{
    QTest::addColumn<QString>("system");
    QTest::addColumn<int>("nodes");
    QTest::addColumn<qulonglong>("bytes");
    QTest::addColumn<bool>("sharp");
    QTest::addColumn<Algorithm>("expected");
    QTest::newRow("H100 node small: ring")
        << "DGX-H100" << 1 << qulonglong(1024) << false << Algorithm::Ring;
    QTest::newRow("H100 node large: nvls")
        << "DGX-H100" << 1 << qulonglong(1ull << 30) << false << Algorithm::Nvls;
    QTest::newRow("A100 node large: ring")
        << "DGX-A100" << 1 << qulonglong(1ull << 30) << false << Algorithm::Ring;
    QTest::newRow("A100 256 GPUs small: tree")
        << "DGX-A100" << 32 << qulonglong(1024) << false << Algorithm::Tree;
    QTest::newRow("H100 32 nodes large: nvlstree")
        << "DGX-H100" << 32 << qulonglong(1ull << 32) << false << Algorithm::NvlsTree;
    // The fabric offers SHARP, but NCCL_COLLNET_ENABLE is off by default: NCCL keeps NVLSTree.
    QTest::newRow("H100 32 nodes large, SHARP offered: nvlstree")
        << "DGX-H100" << 32 << qulonglong(1ull << 32) << true << Algorithm::NvlsTree;
}

void TestModel::autoPicksWhatNcclWould()
{
    QFETCH(QString, system);
    QFETCH(int, nodes);
    QFETCH(qulonglong, bytes);
    QFETCH(bool, sharp);
    QFETCH(Algorithm, expected);
    auto h =
        handPlan(systemNamed(system), {.nodes = nodes,
                                       .speedGbps = system == QLatin1String("DGX-A100") ? 200 : 400,
                                       .sharpVersion = 3,
                                       .sharp = sharp});
    const auto r = run(modelOf(*h), Collective::AllReduce, bytes);
    QVERIFY(r.autoPicked);
    QCOMPARE(nameOf(r.algorithm), nameOf(expected));
}

void TestModel::biggerMessagesNeverTakeLess_data()
{
    QTest::addColumn<QString>("system");
    QTest::addColumn<int>("nodes");
    QTest::addColumn<Collective>("collective");
    QTest::addColumn<Algorithm>("algorithm");
    for (auto c : {Collective::AllReduce, Collective::AllGather, Collective::ReduceScatter,
                   Collective::AllToAll, Collective::Broadcast}) {
        for (int nodes : {1, 4, 300}) {
            const QByteArray tag =
                QByteArray(toString(c).data()) + " " + QByteArray::number(nodes) + " nodes";
            QTest::newRow(tag + " auto") << "DGX-H100" << nodes << c << Algorithm::Auto;
            QTest::newRow(tag + " A100 auto") << "DGX-A100" << nodes << c << Algorithm::Auto;
        }
    }
    QTest::newRow("allreduce ring 64 nodes")
        << "DGX-A100" << 64 << Collective::AllReduce << Algorithm::Ring;
    QTest::newRow("allreduce tree 64 nodes")
        << "DGX-A100" << 64 << Collective::AllReduce << Algorithm::Tree;
}

void TestModel::biggerMessagesNeverTakeLess()
{
    QFETCH(QString, system);
    QFETCH(int, nodes);
    QFETCH(Collective, collective);
    QFETCH(Algorithm, algorithm);
    auto h = handPlan(systemNamed(system), {.nodes = nodes});
    const auto model = modelOf(*h);
    double previous = 0.0;
    Protocol previousProtocol = Protocol::Ll;
    for (auto bytes : logSweep(8, 8 * kGiB, 97)) {
        const auto r = run(model, collective, bytes, algorithm);
        // One exception, NCCL's own: all-to-all's point-to-point sends leave LL (half of every
        // line a flag) for Simple at 16 KiB a peer (512 KiB in NCCL 2.22-2.28), outside any
        // tuner, and can get faster there
        // (OCI GB300, NCCL 2.28.7: 4 ranks, 2 MiB in 23.89 us and 4 MiB in 23.03; RCCL lowered
        // its P2P_LL_THRESHOLD for a faster 1 MiB all-to-all, ROCm/rccl#2032). LL's flags at
        // most double the time, so the step may at most halve it.
        const bool leavesLl = collective == Collective::AllToAll &&
                              previousProtocol == Protocol::Ll && r.protocol == Protocol::Simple;
        const double floor = leavesLl ? previous / 2.0 : previous;
        QVERIFY2(r.timeUs >= floor, qPrintable(QStringLiteral("%1 B took %2 us, less than %3 us")
                                                   .arg(bytes)
                                                   .arg(r.timeUs)
                                                   .arg(floor)));
        QVERIFY(std::isfinite(r.timeUs) && r.timeUs > 0.0);
        previous = r.timeUs;
        previousProtocol = r.protocol;
    }
}

void TestModel::hostCpuSetsNcclsCostOfANetworkPost_data()
{
    // NCCL 2.30.7 getNetOverhead: 2 us a network post on an AMD host, 1 on Intel and Arm; the
    // design's own value wins. Two 8-GPU nodes: an all-to-all posts one send per remote peer
    // but the first (7 of them).
    QTest::addColumn<int>("cpu");
    QTest::addColumn<double>("override");
    QTest::addColumn<double>("post");
    QTest::newRow("AMD") << int(HostCpu::Amd) << 0.0 << 2.0;
    QTest::newRow("Intel") << int(HostCpu::Intel) << 0.0 << 1.0;
    QTest::newRow("Arm") << int(HostCpu::Arm) << 0.0 << 1.0;
    QTest::newRow("not recorded") << int(HostCpu::Unknown) << 0.0 << 1.0;
    QTest::newRow("AMD, the design's 1.5") << int(HostCpu::Amd) << 1.5 << 1.5;
}

void TestModel::hostCpuSetsNcclsCostOfANetworkPost()
{
    QFETCH(int, cpu);
    QFETCH(double, override);
    QFETCH(double, post);
    auto withCpu = [&](HostCpu host) {
        auto h = handPlan(systemNamed("DGX-A100"), {.nodes = 2, .speedGbps = 200});
        h->platform.hostCpu = host;
        if (override > 0.0)
            h->plan.design.modelOverrides["net_post_overhead"] = override;
        return h;
    };
    const auto h = withCpu(static_cast<HostCpu>(cpu));
    const CollectiveModel model = modelOf(*h);
    const auto assumptions = model.assumptions();
    const auto stated = std::find_if(assumptions.begin(), assumptions.end(),
                                     [](const ModelParameter &p) { return p.name == "net_post_overhead"; });
    QVERIFY(stated != assumptions.end());
    QCOMPARE(stated->value, post);
    // The source says whose figure it is: the host's, or that the catalogue does not know it.
    const bool known = static_cast<HostCpu>(cpu) != HostCpu::Unknown && override == 0.0;
    QCOMPARE(stated->source.find("host (DGX-A100 in the catalogue)") != std::string::npos, known);

    // What it costs: seven posts more or less than NCCL's 1 us, in a 64 KiB all-to-all.
    const auto reference = withCpu(HostCpu::Intel);
    const double time = run(model, Collective::AllToAll, 65536).timeUs;
    const double intelTime = run(modelOf(*reference), Collective::AllToAll, 65536).timeUs;
    const double intelPost = override > 0.0 ? override : 1.0;
    QVERIFY2(std::abs(time - intelTime - 7.0 * (post - intelPost)) < 1e-9,
             qPrintable(QStringLiteral("%1 us against %2 on Intel").arg(time).arg(intelTime)));
}

void TestModel::alltoallSendsOnNcclsPointToPointProtocol_data()
{
    // NCCL's point-to-point path has no tuner: a peer's share goes on LL while it fits 16 KiB
    // per channel, else on Simple, whatever NCCL_PROTO says. 2.22-2.28 count the p2p channels per
    // peer (32 over NVSwitch, 2 over PCIe), 2.29 on the channels the share takes (one per
    // 64 KiB); a remote peer has no LL buffers, so across nodes every send is Simple.
    QTest::addColumn<QString>("system");
    QTest::addColumn<int>("nodes");
    QTest::addColumn<QString>("nccl");
    QTest::addColumn<qint64>("perPeer");
    QTest::addColumn<QString>("env");
    QTest::addColumn<Protocol>("protocol");
    const qint64 k = 1024;
    QTest::newRow("one node, 2.30.7, 16 KiB")
        << "DGX-H100" << 1 << "2.30.7" << 16 * k << QString() << Protocol::Ll;
    QTest::newRow("one node, 2.30.7, 16 KiB + 32 B")
        << "DGX-H100" << 1 << "2.30.7" << 16 * k + 32 << QString() << Protocol::Simple;
    QTest::newRow("one node, default, 16 KiB + 32 B")
        << "DGX-H100" << 1 << "" << 16 * k + 32 << QString() << Protocol::Simple;
    QTest::newRow("one node, 2.28.7, 512 KiB")
        << "DGX-H100" << 1 << "2.28.7" << 512 * k << QString() << Protocol::Ll;
    QTest::newRow("one node, 2.28.7, 512 KiB + 32 B")
        << "DGX-H100" << 1 << "2.28.7" << 512 * k + 32 << QString() << Protocol::Simple;
    QTest::newRow("one node, 2.22.3, 512 KiB")
        << "DGX-H100" << 1 << "2.22.3" << 512 * k << QString() << Protocol::Ll;
    QTest::newRow("one node, 2.21.5, 16 KiB + 32 B")
        << "DGX-H100" << 1 << "2.21.5" << 16 * k + 32 << QString() << Protocol::Simple;
    QTest::newRow("one node, 2.29.2, 32 KiB")
        << "DGX-H100" << 1 << "2.29.2" << 32 * k << QString() << Protocol::Simple;
    QTest::newRow("PCIe server, 2.28.7, 32 KiB")
        << "pcie-server" << 1 << "2.28.7" << 32 * k << QString() << Protocol::Ll;
    QTest::newRow("PCIe server, 2.28.7, 32 KiB + 32 B")
        << "pcie-server" << 1 << "2.28.7" << 32 * k + 32 << QString() << Protocol::Simple;
    QTest::newRow("four nodes, 2.30.7, 1 KiB")
        << "DGX-H100" << 4 << "2.30.7" << k << QString() << Protocol::Simple;
    QTest::newRow("four nodes, 2.28.7, 1 KiB")
        << "DGX-H100" << 4 << "2.28.7" << k << QString() << Protocol::Simple;
    QTest::newRow("NCCL_PROTO=Simple, one node, 1 KiB")
        << "DGX-H100" << 1 << "" << k << "NCCL_PROTO=Simple" << Protocol::Ll;
    QTest::newRow("NCCL_PROTO=LL128, one node, 1 MiB")
        << "DGX-H100" << 1 << "" << 1024 * k << "NCCL_PROTO=LL128" << Protocol::Simple;
}

void TestModel::alltoallSendsOnNcclsPointToPointProtocol()
{
    QFETCH(QString, system);
    QFETCH(int, nodes);
    QFETCH(QString, nccl);
    QFETCH(qint64, perPeer);
    QFETCH(QString, env);
    QFETCH(Protocol, protocol);
    auto h = handPlan(systemNamed(system), {.nodes = nodes});
    ModelConfig config;
    if (!nccl.isEmpty()) {
        const auto code = ncclVersionCodeFromString(nccl.toStdString());
        QVERIFY(code);
        config.ncclVersion = *code;
    }
    Diagnostics diagnostics;
    const auto model = CollectiveModel::fromPlan(h->plan, nullptr, config, diagnostics);
    QVERIFY2(model, model ? "" : model.error().c_str());
    const int ranks = nodes * h->platform.gpus;
    CollectiveQuery q{Collective::AllToAll, std::uint64_t(perPeer * ranks)};
    if (!env.isEmpty()) {
        const auto parsed = parseNcclEnv(env.toStdString());
        QVERIFY(parsed);
        q.env = *parsed;
    }
    const auto r = model->evaluate(q);
    QVERIFY2(r, r ? "" : r.error().c_str());
    QCOMPARE(QString::fromStdString(std::string(toString(r->protocol))),
             QString::fromStdString(std::string(toString(protocol))));
}

void TestModel::p2pLlRunsAtHalfTheRingsCap()
{
    // LL is thread-bound: NCCL caps a ring's LL at llMaxBws (Hopper, one node: 141 GB/s); a
    // point-to-point work splits its warps between the send and the receive, so all-to-all on
    // LL gets half. 8 x H100 under NCCL 2.28.7, from 256 to 512 KiB a peer (both on LL): what
    // the extra bytes cost, as bus bandwidth.
    auto h = handPlan(systemNamed("DGX-H100"), {.nodes = 1});
    ModelConfig config;
    config.ncclVersion = 22807;
    Diagnostics diagnostics;
    const auto model = CollectiveModel::fromPlan(h->plan, nullptr, config, diagnostics);
    QVERIFY(model);
    const auto small = model->evaluate({Collective::AllToAll, std::uint64_t(2) << 20});
    const auto large = model->evaluate({Collective::AllToAll, std::uint64_t(4) << 20});
    QVERIFY(small && large);
    QCOMPARE(toString(large->protocol), std::string_view("LL"));
    const double algbw = double(2 << 20) / (large->timeUs - small->timeUs) / 1e3;
    QCOMPARE(qRound(algbw * 7.0 / 8.0 * 10.0), qRound(141.0 / 2.0 * 10.0));
}

void TestModel::allToAllLaysPartsOnChannelsAsNcclDoes_data()
{
    // NCCL 2.28.7 / 2.30.7 scheduleP2pTasksToPlan and addP2pToPlan on one node, 32 p2p channels:
    // a peer's share on 32/ranks channels (one per 64 KiB), doubled while a part exceeds 16 MiB;
    // round r from the channel numbered by r's five low bits reversed.
    QTest::addColumn<int>("ranks");
    QTest::addColumn<qint64>("bytes");
    QTest::addColumn<int>("channelsPerPeer");
    QTest::addColumn<int>("nvlinkChannels");
    QTest::addColumn<double>("busiestKiB");
    // 4 MiB a peer in 1 MiB parts, one a channel: 1 MiB and one 512 KiB chunk more.
    QTest::newRow("8 ranks, 32 MiB") << 8 << (qint64(32) << 20) << 4 << 28 << 1536.0;
    // 256 KiB parts: a single chunk each, paid twice.
    QTest::newRow("8 ranks, 8 MiB") << 8 << (qint64(8) << 20) << 4 << 28 << 512.0;
    // 128 MiB a peer: 16 MiB parts stay on 8 channels; 24 carry peers, 8 the rank's own part.
    QTest::newRow("4 ranks, 512 MiB") << 4 << (qint64(512) << 20) << 8 << 24 << 16896.0;
    // 128 MiB a peer in 32 MiB parts would exceed 16 MiB: 8 channels a peer, two parts a channel.
    QTest::newRow("8 ranks, 1 GiB") << 8 << (qint64(1) << 30) << 8 << 32 << 33280.0;
    // One channel a peer; rounds r and r + 32 share a channel.
    QTest::newRow("64 ranks, 128 MiB") << 64 << (qint64(128) << 20) << 1 << 32 << 4608.0;
    // 512 KiB to the one peer: 8 parts of 64 KiB from channel 16 (round 1 reversed).
    QTest::newRow("2 ranks, 1 MiB") << 2 << (qint64(1) << 20) << 8 << 8 << 128.0;
}

void TestModel::allToAllLaysPartsOnChannelsAsNcclDoes()
{
    QFETCH(int, ranks);
    QFETCH(qint64, bytes);
    QFETCH(int, channelsPerPeer);
    QFETCH(int, nvlinkChannels);
    QFETCH(double, busiestKiB);
    const P2pSchedule s = allToAllSchedule(ranks, double(bytes), kNcclTuningVersionCode);
    QCOMPARE(s.channelsPerPeer, channelsPerPeer);
    QCOMPARE(s.nvlinkChannels, nvlinkChannels);
    QCOMPARE(s.busiestChannelBytes / 1024.0, busiestKiB);
}

// NCCL's p2p work batches (src/enqueue.cc addWorkBatchToPlan): a channel's batch holds up to 8
// rounds, run at once; from 2.28.7 only rounds of one epoch (round / 8). 64 ranks put rounds r and
// r + 32 on one channel: one batch before 2.28.7, two from it, each a p2p step of its own.
void TestModel::allToAllRunsItsRoundsInNcclsBatches_data()
{
    QTest::addColumn<int>("ranks");
    QTest::addColumn<int>("ncclVersion");
    QTest::addColumn<int>("batches");
    QTest::newRow("64 ranks, 2.28.7") << 64 << 22807 << 2;
    QTest::newRow("64 ranks, 2.28.3") << 64 << 22803 << 1;
    QTest::newRow("32 ranks, 2.30.7") << 32 << 23007 << 1;
    QTest::newRow("128 ranks, 2.30.7") << 128 << 23007 << 4;
    // 4 rounds a channel fit one batch of 8 before the epochs.
    QTest::newRow("128 ranks, 2.26.6") << 128 << 22606 << 1;
    // 16 rounds a channel: two batches of 8 in every release.
    QTest::newRow("512 ranks, 2.26.6") << 512 << 22606 << 2;
    QTest::newRow("8 ranks, 2.30.7") << 8 << 23007 << 1;
}

void TestModel::allToAllRunsItsRoundsInNcclsBatches()
{
    QFETCH(int, ranks);
    QFETCH(int, ncclVersion);
    QFETCH(int, batches);
    // 8 KiB a peer: one channel a peer.
    QCOMPARE(allToAllSchedule(ranks, ranks * 8192.0, ncclVersion).batches, batches);
    // Each batch is a p2p step: a 64-rank all-to-all in one NVLink domain takes longer under the
    // release that splits its rounds, by a step's latency.
    if (ranks != 64)
        return;
    const System nvl72{"NVL72", "GB300", 72, 900};
    auto h = handPlan(nvl72, {.nodes = 1, .rails = 72, .speedGbps = 400});
    const auto timeUnder = [&](int version) {
        Diagnostics diagnostics;
        ModelConfig config;
        config.ncclVersion = version;
        auto model = CollectiveModel::fromPlan(h->plan, nullptr, config, diagnostics);
        return run(*model, Collective::AllToAll, 64 * 8192, Algorithm::Auto, {ScopeKind::Ranks, 64});
    };
    const auto one = timeUnder(22803), two = timeUnder(22807);
    QVERIFY2(two.timeUs > one.timeUs + one.baseUs, qPrintable(QString("%1 %2").arg(one.timeUs).arg(two.timeUs)));
    QCOMPARE(two.baseUs, 2.0 * one.baseUs);
}

void TestModel::midSizeAllToAllLeavesNvlinkIdle()
{
    // 8 x H100: at 32 MiB each peer's share runs on 4 of the 32 p2p channels in two chunks, so
    // the NVLink waits on the pipeline; at 16 GiB every channel is busy and the all-to-all moves
    // at the NVLink's rate, as the ring does (xxrjun/nccl-tests-cluster: 235 and 348 GB/s).
    auto h = handPlan(systemNamed("DGX-H100"), {.nodes = 1});
    const auto model = modelOf(*h);
    const double mid = run(model, Collective::AllToAll, std::uint64_t(32) << 20).busbwGBps;
    const double large = run(model, Collective::AllToAll, std::uint64_t(16) << 30).busbwGBps;
    const double ring = run(model, Collective::AllGather, std::uint64_t(16) << 30, Algorithm::Ring)
                            .busbwGBps;
    QVERIFY2(mid < 0.7 * large, qPrintable(QStringLiteral("%1 vs %2").arg(mid).arg(large)));
    QVERIFY2(std::abs(large - ring) < 0.1 * ring,
             qPrintable(QStringLiteral("%1 vs %2").arg(large).arg(ring)));
}

// The application offers the NCCL releases as the ranges the model tells apart: within a range
// every release-dependent rule gives what it gives at the range's own release, and two ranges
// side by side differ in at least one.
void TestModel::releaseRangesTellTheRulesApart()
{
    const auto rules = [](int code) {
        std::vector<int> r{p2pLlThresholdScalesWithChannelsPerPeer(code),
                           p2pBatchesHoldOneRoundEpoch(code), ncclNvlsFewestGpusPerNode(code)};
        for (Algorithm a : {Algorithm::CollNetDirect, Algorithm::CollNetChain, Algorithm::Nvls})
            r.push_back(ncclRunsWithSharpOnLargeNodes(a, code));
        for (Algorithm a : {Algorithm::CollNetDirect, Algorithm::CollNetChain, Algorithm::Nvls,
                            Algorithm::NvlsTree, Algorithm::Pat})
            r.push_back(code >= ncclReleaseIntroducing(a));
        return r;
    };
    const auto ranges = ncclReleaseRanges();
    QVERIFY(ranges.size() >= 2);
    QCOMPARE(ranges.front().code, 0);
    QCOMPARE(ranges.front().newest, 0);
    QCOMPARE(ranges.back().oldest, 0);
    std::vector<int> newer;
    int newerOldest = 0;
    for (const auto &range : ranges) {
        const int code = range.code ? range.code : kNcclTuningVersionCode;
        const int oldest = range.oldest ? range.oldest : 20000;
        const int newest = range.newest ? range.newest : 99999;
        const QByteArray name = QByteArray::number(oldest) + "-" + QByteArray::number(newest);
        QVERIFY2(oldest <= code && code <= newest, name);
        QVERIFY2(newerOldest == 0 || newest < newerOldest, name);
        QVERIFY2(rules(oldest) == rules(code), name);
        QVERIFY2(rules(newest) == rules(code), name);
        QVERIFY2(newer.empty() || newer != rules(code), name);
        newer = rules(code);
        newerOldest = oldest;
    }
}

void TestModel::ncclVersionsReadAsNcclWritesThem_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("code");
    QTest::newRow("release") << "2.28.7" << 22807;
    QTest::newRow("package release") << "2.28.7-1" << 22807;
    QTest::newRow("series") << "2.29" << 22900;
    QTest::newRow("nccl-tests' code") << "22803" << 22803;
    QTest::newRow("not 2.x") << "3.0.1" << 0;
    QTest::newRow("patch too big") << "2.28.100" << 0;
    QTest::newRow("words") << "latest" << 0;
    QTest::newRow("empty") << "" << 0;
    QTest::newRow("trailing dot") << "2.28." << 0;
    QTest::newRow("code out of range") << "12807" << 0;
}

void TestModel::ncclVersionsReadAsNcclWritesThem()
{
    QFETCH(QString, text);
    QFETCH(int, code);
    const auto parsed = ncclVersionCodeFromString(text.toStdString());
    if (code == 0) {
        QVERIFY(!parsed);
        QVERIFY2(parsed.error().find("'" + text.toStdString() + "'") != std::string::npos,
                 parsed.error().c_str());
        return;
    }
    QVERIFY2(parsed, parsed ? "" : parsed.error().c_str());
    QCOMPARE(*parsed, code);
    QCOMPARE(ncclVersionText(kNcclTuningVersionCode), std::string(kNcclTuningVersion));
}

void TestModel::oversubscriptionNeverHelps_data()
{
    QTest::addColumn<Collective>("collective");
    QTest::addColumn<Technology>("technology");
    for (auto c : {Collective::AllReduce, Collective::AllGather, Collective::ReduceScatter,
                   Collective::AllToAll, Collective::Broadcast}) {
        QTest::newRow((std::string(toString(c)) + " ib").c_str()) << c << Technology::InfiniBand;
        QTest::newRow((std::string(toString(c)) + " roce").c_str()) << c << Technology::Ethernet;
    }
}

void TestModel::oversubscriptionNeverHelps()
{
    QFETCH(Collective, collective);
    QFETCH(Technology, technology);
    std::vector<std::unique_ptr<HandPlan>> plans;
    for (double r : {1.0, 1.5, 2.0, 3.0, 7.0})
        plans.push_back(handPlan(systemNamed("DGX-H100"),
                                 {.nodes = 128, .technology = technology, .oversubscription = r}));
    for (auto bytes : powerOfTwoSweep(8, 8 * kGiB)) {
        double previous = 0.0;
        for (const auto &h : plans) {
            const double t = run(modelOf(*h), collective, bytes).timeUs;
            QVERIFY2(
                t >= previous * (1 - 1e-12),
                qPrintable(QStringLiteral("%1 B: %2 us < %3 us").arg(bytes).arg(t).arg(previous)));
            previous = t;
        }
    }
}

void TestModel::alltoallFeelsOversubscriptionAcrossSus()
{
    // 128 nodes = 4 SUs of 32 at 1:1; at 2:1 a leaf has ~21 nodes, so ~6 SUs: most all-to-all
    // bytes leave the leaf and the leaf's uplinks are the bottleneck.
    auto flat = handPlan(systemNamed("DGX-H100"), {.nodes = 128});
    auto thin = handPlan(systemNamed("DGX-H100"), {.nodes = 128, .oversubscription = 2.0});
    const auto a = run(modelOf(*flat), Collective::AllToAll, 1ull << 30);
    const auto b = run(modelOf(*thin), Collective::AllToAll, 1ull << 30);
    // The leaf carries up the share of its nodes' bytes bound for other SUs, at 2:1.
    const double su = thin->plan.compute().sizing.suSize;
    const double crossing = (128.0 - su) / 127.0;
    QVERIFY(crossing * 2.0 > 1.0);
    QVERIFY2(std::abs(b.busbwGBps * crossing * 2.0 - a.busbwGBps) < 0.02 * a.busbwGBps,
             qPrintable(QStringLiteral("%1 vs %2").arg(b.busbwGBps).arg(a.busbwGBps)));
    // A node-ordered ring crosses each leaf's uplinks about once: it barely feels 2:1.
    const auto ra = run(modelOf(*flat), Collective::AllReduce, 1ull << 30, Algorithm::Ring);
    const auto rb = run(modelOf(*thin), Collective::AllReduce, 1ull << 30, Algorithm::Ring);
    QVERIFY(rb.busbwGBps > 0.95 * ra.busbwGBps);
    // Inside one SU nothing crosses the leaves' uplinks.
    const auto sa =
        run(modelOf(*flat), Collective::AllToAll, 1ull << 30, Algorithm::Auto, {ScopeKind::Su});
    const auto sb =
        run(modelOf(*thin), Collective::AllToAll, 1ull << 30, Algorithm::Auto, {ScopeKind::Su});
    QVERIFY(std::abs(sb.busbwGBps - sa.busbwGBps) < 0.05 * sa.busbwGBps);
}

void TestModel::roceIsSlowerThanInfiniBandAcrossSpines()
{
    auto ib = handPlan(systemNamed("DGX-H100"), {.nodes = 128});
    auto roce =
        handPlan(systemNamed("DGX-H100"), {.nodes = 128, .technology = Technology::Ethernet});
    const auto a = run(modelOf(*ib), Collective::AllToAll, 1ull << 30);
    const auto b = run(modelOf(*roce), Collective::AllToAll, 1ull << 30);
    QVERIFY(b.busbwGBps < a.busbwGBps);
    // The per-NIC figure follows the stated RoCE efficiency, not a measured row.
    auto server = handPlan(systemNamed("server"),
                           {.nodes = 8, .rails = 1, .technology = Technology::Ethernet});
    const auto r = run(modelOf(*server), Collective::AllReduce, 8ull << 30, Algorithm::Ring);
    const double expected = 50.0 * ModelParameters::defaults()[Param::RoceNicEfficiency];
    QVERIFY(std::abs(errorPercent(r.busbwGBps, expected)) < 2.0);
}

void TestModel::sharpOnlyWhereSupported_data()
{
    QTest::addColumn<Technology>("technology");
    QTest::addColumn<int>("sharpVersion"); // 0: none
    QTest::addColumn<bool>("designSharp");
    QTest::addColumn<bool>("available");
    QTest::newRow("IB SHARPv3, on") << Technology::InfiniBand << 3 << true << true;
    QTest::newRow("IB SHARPv3, off") << Technology::InfiniBand << 3 << false << false;
    QTest::newRow("IB without SHARP") << Technology::InfiniBand << 0 << true << false;
    QTest::newRow("Ethernet") << Technology::Ethernet << 3 << true << false;
}

void TestModel::sharpOnlyWhereSupported()
{
    QFETCH(Technology, technology);
    QFETCH(int, sharpVersion);
    QFETCH(bool, designSharp);
    QFETCH(bool, available);
    auto h =
        handPlan(systemNamed("DGX-A100"),
                 {.nodes = 64,
                  .speedGbps = 200,
                  .technology = technology,
                  .sharpVersion = sharpVersion ? std::optional<int>(sharpVersion) : std::nullopt,
                  .sharp = designSharp});
    const auto model = modelOf(*h);
    QCOMPARE(model.evaluate({Collective::AllReduce, 1 << 20, Algorithm::Sharp, {}}).ok(),
             available);
    // NCCL's default (CollNet off) never reduces in the network; with NCCL_COLLNET_ENABLE=1 auto
    // does where the fabric offers SHARP.
    NcclEnv collnet;
    collnet.collnet = true;
    bool pickedByDefault = false, pickedWithCollNet = false;
    for (auto bytes : powerOfTwoSweep(8, 8 * kGiB)) {
        const auto d = run(model, Collective::AllReduce, bytes);
        pickedByDefault = pickedByDefault || usesInNetworkReduction(d.algorithm, d.nodes);
        const auto c = model.evaluate({Collective::AllReduce, bytes, Algorithm::Auto, {}, collnet});
        QVERIFY(c.ok());
        pickedWithCollNet = pickedWithCollNet || usesInNetworkReduction(c->algorithm, c->nodes);
    }
    QVERIFY(!pickedByDefault);
    QCOMPARE(pickedWithCollNet, available);
}

// NCCL's CollNet algorithms (IB SHARP with a tree or direct links inside the node) serve at most
// NCCL_MAX_DIRECT_ARITY + 1 = 8 GPUs a node: before 2.23 NCCL turns CollNet off at init for a
// larger node (NVLS across nodes with it, which needs CollNet); from 2.23.4 it skips CollNetDirect,
// and from 2.28.3 CollNetChain too (src/enqueue.cc updateCollCostTable). An NVL72 rack is one
// node of 72 ranks to NCCL, so SHARP there is NVLS with IB SHARP, paying NVLS's rack cost.
void TestModel::collNetServesAtMostEightGpusANode_data()
{
    QTest::addColumn<int>("domain");      // GPUs per NVLink domain: the ranks of one node
    QTest::addColumn<int>("ncclVersion"); // NCCL_VERSION_CODE
    QTest::addColumn<Algorithm>("algorithm");
    QTest::addColumn<QString>("runsOrWhy"); // "runs", or what the refusal says
    QTest::newRow("NVL72, 2.30.7, collnetdirect")
        << 72 << 23007 << Algorithm::CollNetDirect << "at most 8 GPUs";
    QTest::newRow("NVL72, 2.30.7, collnetchain")
        << 72 << 23007 << Algorithm::CollNetChain << "at most 8 GPUs";
    QTest::newRow("NVL72, 2.28.3, collnetchain")
        << 72 << 22803 << Algorithm::CollNetChain << "at most 8 GPUs";
    QTest::newRow("NVL72, 2.27.7, collnetchain") << 72 << 22707 << Algorithm::CollNetChain << "runs";
    QTest::newRow("NVL72, 2.27.7, collnetdirect")
        << 72 << 22707 << Algorithm::CollNetDirect << "at most 8 GPUs";
    QTest::newRow("NVL72, 2.30.7, nvls with SHARP") << 72 << 23007 << Algorithm::Nvls << "runs";
    QTest::newRow("NVL72, 2.22.3, nvls with SHARP")
        << 72 << 22203 << Algorithm::Nvls << "at most 8 GPUs";
    QTest::newRow("NVL72, 2.22.3, sharp") << 72 << 22203 << Algorithm::Sharp << "at most 8 GPUs";
    QTest::newRow("trays of 4, 2.30.7, collnetdirect")
        << 4 << 23007 << Algorithm::CollNetDirect << "runs";
    QTest::newRow("trays of 4, 2.30.7, collnetchain")
        << 4 << 23007 << Algorithm::CollNetChain << "runs";
}

void TestModel::collNetServesAtMostEightGpusANode()
{
    QFETCH(int, domain);
    QFETCH(int, ncclVersion);
    QFETCH(Algorithm, algorithm);
    QFETCH(QString, runsOrWhy);
    const System nvl72{"NVL72", "GB200", 72, 900};
    auto h = handPlan(nvl72, {.nodes = 2, .rails = 72, .speedGbps = 400, .sharpVersion = 3,
                              .sharp = true});
    Diagnostics diagnostics;
    ModelConfig config;
    config.nvlinkDomain = domain;
    config.ncclVersion = ncclVersion;
    auto model = CollectiveModel::fromPlan(h->plan, nullptr, config, diagnostics);
    QVERIFY(model.ok());
    const auto r = model->evaluate({Collective::AllReduce, 8, algorithm, {}});
    if (runsOrWhy == QLatin1String("runs")) {
        QVERIFY2(r.ok(), r.ok() ? "" : r.error().c_str());
    } else {
        QVERIFY(!r.ok());
        QVERIFY2(QString::fromStdString(r.error()).contains(runsOrWhy), r.error().c_str());
    }
    // What NCCL runs with SHARP enabled is never an algorithm it would skip here, and auto with
    // NCCL_COLLNET_ENABLE=1 picks from what NCCL has.
    NcclEnv collnet;
    collnet.collnet = true;
    for (const Algorithm pick : {Algorithm::Sharp, Algorithm::Auto}) {
        const auto p = model->evaluate({Collective::AllReduce, 8, pick, {}, collnet});
        if (!p.ok())
            continue;
        const bool collNet =
            p->algorithm == Algorithm::CollNetDirect || p->algorithm == Algorithm::CollNetChain;
        if (domain > 8 && collNet)
            QVERIFY2(ncclVersion >= 22304 && ncclVersion < 22803 &&
                         p->algorithm == Algorithm::CollNetChain,
                     std::string(toString(p->algorithm)).c_str());
    }
}

// NCCL sets NVLS up only on a node of more than two GPUs from 2.18.1 to 2.28.3, more than one
// before and from 2.28.7 (src/transport/nvls.cc ncclNvlsInit: "gpuCount <= 2", then "< 2").
void TestModel::nvlsNeedsTheGpusNcclsReleaseAsksFor_data()
{
    QTest::addColumn<int>("ranksPerNode");
    QTest::addColumn<int>("nodes");
    QTest::addColumn<int>("ncclVersion");
    QTest::addColumn<bool>("runs");
    QTest::addColumn<QString>("why"); // what the refusal of a forced one says
    const QString two = "more than 2 GPUs a node", one = "more than 1 GPU a node";
    QTest::newRow("2 GPUs, 2.26.6") << 2 << 1 << 22606 << false << two;
    QTest::newRow("2 GPUs, 2.28.3") << 2 << 1 << 22803 << false << two;
    QTest::newRow("2 GPUs, 2.18.1") << 2 << 1 << 21801 << false << two;
    QTest::newRow("2 GPUs, 2.17.1") << 2 << 1 << 21701 << true << "";
    QTest::newRow("2 GPUs, 2.28.7") << 2 << 1 << 22807 << true << "";
    QTest::newRow("2 GPUs, 2.30.7") << 2 << 1 << 23007 << true << "";
    QTest::newRow("3 GPUs, 2.26.6") << 3 << 1 << 22606 << true << "";
    QTest::newRow("2 GPUs a node, 4 nodes, 2.26.6") << 2 << 4 << 22606 << false << two;
    QTest::newRow("2 GPUs a node, 4 nodes, 2.30.7") << 2 << 4 << 23007 << true << "";
    QTest::newRow("1 GPU a node, 4 nodes, 2.30.7") << 1 << 4 << 23007 << false << one;
}

void TestModel::nvlsNeedsTheGpusNcclsReleaseAsksFor()
{
    QFETCH(int, ranksPerNode);
    QFETCH(int, nodes);
    QFETCH(int, ncclVersion);
    QFETCH(bool, runs);
    QFETCH(QString, why);
    auto h = handPlan(systemNamed("DGX-H100"), {.nodes = nodes});
    Diagnostics diagnostics;
    ModelConfig config;
    config.gpusPerNode = nodes > 1 ? ranksPerNode : 0;
    config.ncclVersion = ncclVersion;
    auto model = CollectiveModel::fromPlan(h->plan, nullptr, config, diagnostics);
    QVERIFY(model.ok());
    const Scope scope = nodes > 1 ? Scope{} : Scope{ScopeKind::Ranks, ranksPerNode};
    const Algorithm nvls = nodes > 1 ? Algorithm::NvlsTree : Algorithm::Nvls;
    const auto forced = model->evaluate({Collective::AllReduce, 1ull << 30, nvls, scope});
    QCOMPARE(forced.ok(), runs);
    if (!runs)
        QVERIFY2(QString::fromStdString(forced.error()).contains(why),
                 forced.error().c_str());
    bool picked = false;
    for (auto bytes : powerOfTwoSweep(8, 8 * kGiB)) {
        const auto a = run(*model, Collective::AllReduce, bytes, Algorithm::Auto, scope).algorithm;
        picked = picked || a == Algorithm::Nvls || a == Algorithm::NvlsTree;
    }
    if (!runs)
        QVERIFY(!picked);
}

void TestModel::forcedAlgorithmsThatCannotRun_data()
{
    QTest::addColumn<QString>("system");
    QTest::addColumn<int>("nodes");
    QTest::addColumn<Collective>("collective");
    QTest::addColumn<Algorithm>("algorithm");
    QTest::addColumn<QString>("reason");
    QTest::newRow("nvls on A100") << "DGX-A100" << 1 << Collective::AllReduce << Algorithm::Nvls
                                  << "NVLink SHARP";
    QTest::newRow("nvls across nodes")
        << "DGX-H100" << 4 << Collective::AllReduce << Algorithm::Nvls << "one node";
    QTest::newRow("nvlstree in a node")
        << "DGX-H100" << 1 << Collective::AllReduce << Algorithm::NvlsTree << "more than one node";
    QTest::newRow("tree allgather")
        << "DGX-H100" << 4 << Collective::AllGather << Algorithm::Tree << "all-reduce";
    QTest::newRow("ring alltoall")
        << "DGX-H100" << 4 << Collective::AllToAll << Algorithm::Ring << "alltoall";
}

void TestModel::forcedAlgorithmsThatCannotRun()
{
    QFETCH(QString, system);
    QFETCH(int, nodes);
    QFETCH(Collective, collective);
    QFETCH(Algorithm, algorithm);
    QFETCH(QString, reason);
    auto h = handPlan(systemNamed(system), {.nodes = nodes});
    const auto r = modelOf(*h).evaluate({collective, 1 << 20, algorithm, {}});
    QVERIFY(!r.ok());
    QVERIFY2(QString::fromStdString(r.error()).contains(reason), r.error().c_str());
}

void TestModel::overridesChangeTheModel()
{
    auto h = handPlan(systemNamed("DGX-H100"), {.nodes = 1});
    const double before =
        run(modelOf(*h), Collective::AllReduce, 8ull << 30, Algorithm::Ring).busbwGBps;
    h->plan.design.modelOverrides["nvlink_efficiency"] = 0.5;
    const auto model = modelOf(*h);
    const double after = run(model, Collective::AllReduce, 8ull << 30, Algorithm::Ring).busbwGBps;
    QVERIFY(std::abs(after - 225.0) < 2.0);
    QVERIFY(before > after);
    bool listed = false;
    for (const auto &a : model.assumptions())
        listed = listed || (a.name == "nvlink_efficiency" && a.overridden && a.value == 0.5);
    QVERIFY(listed);
}

void TestModel::unknownOverrideIsAWarning()
{
    auto h = handPlan(systemNamed("DGX-H100"), {.nodes = 1});
    h->plan.design.modelOverrides["no_such_thing"] = 1.0;
    h->plan.design.modelOverrides["ib_nic_efficiency"] = 1.5;
    Diagnostics diagnostics;
    CollectiveModel::fromPlan(h->plan, nullptr, diagnostics);
    QCOMPARE(diagnostics.size(), std::size_t(2));
    for (const auto &d : diagnostics)
        QVERIFY(!d.isError() && d.field.rfind("modelOverrides.", 0) == 0);
    // Every parameter has a unit and a source.
    const ModelParameters defaults = ModelParameters::defaults();
    for (const auto &p : defaults.all())
        QVERIFY2(!p.name.empty() && !p.unit.empty() && !p.source.empty(), p.name.c_str());
}

void TestModel::scopes()
{
    auto h = handPlan(systemNamed("DGX-H100"), {.nodes = 100});
    const auto model = modelOf(*h);
    QCOMPARE(run(model, Collective::AllReduce, 8, Algorithm::Auto, {ScopeKind::Node}).ranks, 8);
    const auto su = run(model, Collective::AllReduce, 8, Algorithm::Auto, {ScopeKind::Su});
    QCOMPARE(su.nodes, h->plan.compute().sizing.suSize);
    QCOMPARE(run(model, Collective::AllReduce, 8).ranks, 800);
    QCOMPARE(run(model, Collective::AllReduce, 8, Algorithm::Auto, {ScopeKind::Ranks, 20}).nodes,
             3);
    QVERIFY(
        !model.evaluate({Collective::AllReduce, 8, Algorithm::Auto, {ScopeKind::Ranks, 801}}).ok());
    QVERIFY(
        !model.evaluate({Collective::AllReduce, 8, Algorithm::Auto, {ScopeKind::Ranks, 0}}).ok());
    // The larger the scope, the longer a small all-reduce takes.
    QVERIFY(run(model, Collective::AllReduce, 8, Algorithm::Auto, {ScopeKind::Node}).timeUs <
            su.timeUs);
    QVERIFY(su.timeUs < run(model, Collective::AllReduce, 8).timeUs);
}

void TestModel::bisectionPerTier()
{
    // The bisection is the plan's figure (the narrowest cut of the wired topology, from the
    // figures stage; tst_bisection checks it); the summary carries it unchanged beside half of
    // each tier's links. A hand plan has no topology, so it states the figure as the stage would.
    // 128 DGX H100 at 1:1: 1024 x 400G endpoints, bisection = half of them.
    auto flat = handPlan(systemNamed("DGX-H100"), {.nodes = 128});
    flat->plan.figures.bisectionGbps = 1024 * 400 / 2.0;
    flat->plan.figures.bisectionCut = "node order";
    const auto b = bisectionSummary(flat->plan);
    QCOMPARE(b.bisectionGbps, 1024 * 400 / 2.0);
    QCOMPARE(b.narrowestCut, std::string("node order"));
    QVERIFY(b.cuts.size() >= 3);
    QCOMPARE(b.cuts.front().gbps, 1024 * 400 / 2.0); // the endpoints' own links
    // At 3:1 half the leaf uplinks are the narrowest tier.
    auto thin = handPlan(systemNamed("DGX-H100"), {.nodes = 128, .oversubscription = 3.0});
    const TierSize *leaf = thin->plan.compute().sizing.tier(Tier::Leaf);
    thin->plan.figures.bisectionGbps = leaf->perPlane * leaf->upPorts * 400 / 2.0;
    const auto t = bisectionSummary(thin->plan);
    double narrowestTier = t.cuts.front().gbps;
    for (const auto &c : t.cuts)
        narrowestTier = std::min(narrowestTier, c.gbps);
    QCOMPARE(narrowestTier, leaf->perPlane * leaf->upPorts * 400 / 2.0);
    QVERIFY(t.bisectionGbps < b.bisectionGbps);
    QVERIFY(t.alltoallBusbwBoundGBps < b.alltoallBusbwBoundGBps);
    // The bound: a quarter of all bytes cross the bisection each way.
    const double p = 1024;
    QVERIFY(qFuzzyCompare(b.alltoallBusbwBoundGBps, 4 * (b.bisectionGbps / 8) / p * (p - 1) / p));
}

void TestModel::failureWhatIfs_data()
{
    QTest::addColumn<int>("nodes");
    QTest::addColumn<int>("planes");
    QTest::addColumn<double>("oversubscription");
    QTest::addColumn<int>("rails");
    QTest::newRow("128 nodes, 1 plane") << 128 << 1 << 1.0 << 8;
    QTest::newRow("128 nodes, 2 planes") << 128 << 2 << 1.0 << 8;
    QTest::newRow("64 nodes, 2:1") << 64 << 1 << 2.0 << 8;
    // One switch a plane: losing it loses its plane, not the fabric.
    QTest::newRow("16 nodes, 1 tier, 2 planes") << 16 << 2 << 1.0 << 2;
    QTest::newRow("16 nodes, 1 tier, 1 plane") << 16 << 1 << 1.0 << 1;
}

void TestModel::failureWhatIfs()
{
    QFETCH(int, nodes);
    QFETCH(int, planes);
    QFETCH(double, oversubscription);
    QFETCH(int, rails);
    auto h = handPlan(systemNamed("DGX-H100"),
                      {.nodes = nodes, .rails = rails, .oversubscription = oversubscription, .planes = planes});
    const Sizing &s = h->plan.compute().sizing;
    const TierSize *leaf = s.tier(Tier::Leaf);
    const TierSize *spine = s.tier(Tier::Spine);
    // The figure as the figures stage gives it for these full SUs: the narrowest tier's half.
    h->plan.figures.bisectionGbps =
        std::min(double(nodes) * rails / 2, s.tiers == 1 ? 1e9 : double(leaf->count) * leaf->upPorts / 2) * 400;
    const auto w = fabric::failureWhatIfs(h->plan);
    QCOMPARE(w.impacts.size(), std::size_t(spine ? 3 : 2));
    const double intact = bisectionSummary(h->plan).bisectionGbps;
    QCOMPARE(intact, h->plan.figures.bisectionGbps);
    for (const auto &i : w.impacts) {
        QVERIFY2(i.fractionLeft < 1.0 && i.fractionLeft >= 0.0, i.lost.c_str());
        QVERIFY(qFuzzyCompare(i.bisectionGbps + 1, i.fractionLeft * intact + 1));
        if (i.lost == "leaf") {
            QCOMPARE(i.endpointsLost, leaf->downPorts);
            // No worse than losing that leaf's share of its plane.
            const double share = 1.0 / (leaf->perPlane * planes);
            QVERIFY(i.fractionLeft >= 1.0 - share - 1e-9);
        } else if (i.lost == "spine") {
            QCOMPARE(i.endpointsLost, 0);
            const double share = 1.0 / (spine->perPlane * planes);
            QVERIFY(i.fractionLeft >= 1.0 - share - 1e-9);
        } else {
            QCOMPARE(i.lost, std::string("plane"));
            QVERIFY(qFuzzyCompare(1.0 + i.fractionLeft, 1.0 + (planes - 1.0) / planes));
        }
    }
}

void TestModel::sweeps()
{
    const auto p = powerOfTwoSweep();
    QCOMPARE(p.size(), std::size_t(31));
    QCOMPARE(p.front(), std::uint64_t(8));
    QCOMPARE(p.back(), 8 * kGiB);
    const auto l = logSweep(8, 8 * kGiB, 25);
    QCOMPARE(l.size(), std::size_t(25));
    QCOMPARE(l.front(), std::uint64_t(8));
    QCOMPARE(l.back(), 8 * kGiB);
    for (std::size_t i = 1; i < l.size(); ++i)
        QVERIFY(l[i] > l[i - 1] && l[i] % 8 == 0);
}

void TestModel::byteLists_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QList<qulonglong>>("sizes");
    QTest::newRow("plain") << "8" << QList<qulonglong>{8};
    QTest::newRow("binary suffixes")
        << "8,1K,1M,8G" << QList<qulonglong>{8, 1024, 1 << 20, 8ull << 30};
    QTest::newRow("lower case and B") << "64kB,2mb" << QList<qulonglong>{65536, 2 << 20};
    QTest::newRow("empty item") << "8,,16" << QList<qulonglong>{};
    QTest::newRow("word") << "lots" << QList<qulonglong>{};
    QTest::newRow("zero") << "0" << QList<qulonglong>{};
    QTest::newRow("negative") << "-8" << QList<qulonglong>{};
    // nccl-tests counts floats: 3 bytes was modelled as 0 elements at 40 us.
    QTest::newRow("not whole floats") << "3" << QList<qulonglong>{};
    QTest::newRow("a float") << "4" << QList<qulonglong>{4};
    // As the model's own tables and docs/model.md write sizes, and as people type lists.
    QTest::newRow("IEC units") << "64KiB,1MiB,8GiB" << QList<qulonglong>{65536, 1 << 20, 8ull << 30};
    QTest::newRow("spaces") << "8, 1 GiB , 64 K" << QList<qulonglong>{8, 1ull << 30, 65536};
    QTest::newRow("space inside a number") << "1 024" << QList<qulonglong>{};
    QTest::newRow("i alone") << "64Ki" << QList<qulonglong>{65536};
    QTest::newRow("i without a unit") << "64i" << QList<qulonglong>{};
}

void TestModel::byteLists()
{
    QFETCH(QString, text);
    QFETCH(QList<qulonglong>, sizes);
    const auto r = parseByteList(text.toStdString());
    QCOMPARE(r.ok(), !sizes.isEmpty());
    if (!r)
        return;
    QCOMPARE(r->size(), std::size_t(sizes.size()));
    for (qsizetype i = 0; i < sizes.size(); ++i)
        QCOMPARE(qulonglong((*r)[std::size_t(i)]), sizes[i]);
}

QTEST_GUILESS_MAIN(TestModel)
#include "tst_model.moc"
