#include "core/explore/explorer.h"
#include "core/plan/pipeline.h"
#include "core/report/planreport.h"
#include "../common/bundledcatalogue.h"

#include <QTest>

#include <algorithm>
#include <cmath>
#include <functional>
#include <set>
#include <tuple>

using namespace fabric;

Q_DECLARE_METATYPE(std::vector<fabric::Objective>)
Q_DECLARE_METATYPE(std::vector<fabric::ExploreCandidate>)
Q_DECLARE_METATYPE(fabric::ExploreCandidate)

namespace {

Design base(const char *platform, int gpus)
{
    Design d;
    d.platform = platform;
    d.gpus = gpus;
    return d;
}

// The test's own dominance, written from the definition rather than from the explorer's: every
// objective known on both sides and no worse, one strictly better; the model's estimates (busbw,
// time) that agree to within 0.01% are equal. Power as the candidates carry it (unknown: not
// comparable); surelyDominates() tries the unknown draws.
bool bruteDominates(const ExploreCandidate &a, const ExploreCandidate &b, const std::vector<Objective> &objectives)
{
    int strictlyBetter = 0;
    for (Objective o : objectives) {
        std::optional<double> x, y;
        switch (o) {
        case Objective::Cost:
            x = a.cost.complete ? std::optional(a.cost.amount) : std::nullopt;
            y = b.cost.complete ? std::optional(b.cost.amount) : std::nullopt;
            break;
        case Objective::Busbw: x = a.busbwGBps; y = b.busbwGBps; break;
        case Objective::Time: x = a.timeUs; y = b.timeUs; break;
        case Objective::Power: x = a.powerW; y = b.powerW; break;
        case Objective::Bisection: x = a.bisectionGbps; y = b.bisectionGbps; break;
        case Objective::Switches: x = a.switches; y = b.switches; break;
        case Objective::Racks: x = a.racks; y = b.racks; break;
        }
        if (!x || !y)
            return false;
        const double gain = (o == Objective::Busbw || o == Objective::Bisection) ? *x - *y : *y - *x;
        if ((o == Objective::Busbw || o == Objective::Time) && std::abs(gain) <= 1e-4 * std::max(*x, *y))
            continue;
        if (gain < 0)
            return false;
        strictlyBetter += gain > 0;
    }
    return strictlyBetter > 0;
}

// The parts of unknown draw or price either candidate has ("power:" or "price:" and the part): the
// values an assignment can make large.
std::set<std::string> unknownParts(const ExploreCandidate &a, const ExploreCandidate &b)
{
    std::set<std::string> parts;
    for (const ExploreCandidate *c : {&a, &b}) {
        for (const auto &[part, count] : c->partsOfUnknownPower)
            parts.insert("power:" + part);
        for (const auto &[part, count] : c->partsOfUnknownPrice)
            parts.insert("price:" + part);
    }
    return parts;
}

using Draw = std::function<double(const std::string &)>;

// A candidate's network power and cost when each part of unknown draw or price takes draw(part):
// the same value wherever the part is.
ExploreCandidate valuesAt(ExploreCandidate c, const Draw &draw)
{
    if (!c.powerW) {
        double watts = c.knownPowerW;
        for (const auto &[part, count] : c.partsOfUnknownPower)
            watts += count * draw("power:" + part);
        c.powerW = watts;
    }
    if (!c.cost.complete) {
        for (const auto &[part, count] : c.partsOfUnknownPrice)
            c.cost.amount += count * draw("price:" + part);
        c.cost.complete = true;
    }
    return c;
}

// The extreme assignments of the unknown draws and prices: every one 0, and each part alone far
// above anything known. Power and cost are linear in them (each at least 0, one per part), so what
// holds at all of these holds for every assignment, and what holds for some assignment holds at one.
std::vector<Draw> extremeDraws(const ExploreCandidate &a, const ExploreCandidate &b)
{
    std::vector<Draw> draws{[](const std::string &) { return 0.0; }};
    for (const std::string &part : unknownParts(a, b))
        draws.push_back([part](const std::string &p) { return p == part ? 1e15 : 0.0; });
    return draws;
}

bool unexplained(const ExploreCandidate &c)
{
    return (!c.powerW && c.partsOfUnknownPower.empty()) || (!c.cost.complete && c.partsOfUnknownPrice.empty());
}

// a dominates b whatever the unknown draws are.
bool surelyDominates(const ExploreCandidate &a, const ExploreCandidate &b, const std::vector<Objective> &objectives)
{
    if (unexplained(a) || unexplained(b))
        return bruteDominates(a, b, objectives);
    for (const Draw &draw : extremeDraws(a, b))
        if (!bruteDominates(valuesAt(a, draw), valuesAt(b, draw), objectives))
            return false;
    return true;
}

// The model's figures it does not know: at the worst, or at the best.
ExploreCandidate modelFiguresAt(ExploreCandidate c, bool worst)
{
    const double far = 1e18;
    if (!c.busbwGBps)
        c.busbwGBps = worst ? 0.0 : far;
    if (!c.timeUs)
        c.timeUs = worst ? far : 0.0;
    return c;
}

// a may dominate b once the unknown figures are known: every objective can leave a no worse, and
// one can make it better. The objectives' unknowns are apart (prices, draws, the model's figures),
// so each is tried on its own: a's model figures at the best and b's at the worst, and every
// assignment of the prices and draws, one value a part in both.
bool mayDominateBrute(const ExploreCandidate &a, const ExploreCandidate &b, const std::vector<Objective> &objectives)
{
    bool canBeBetter = false;
    for (Objective o : objectives) {
        bool canBeNoWorse = false;
        for (const Draw &draw : extremeDraws(a, b)) {
            const ExploreCandidate x = modelFiguresAt(valuesAt(a, draw), false), y = modelFiguresAt(valuesAt(b, draw), true);
            canBeNoWorse = canBeNoWorse || !bruteDominates(y, x, {o});
            canBeBetter = canBeBetter || bruteDominates(x, y, {o});
        }
        if (!canBeNoWorse)
            return false;
    }
    return canBeBetter;
}

ExploreCandidate withoutPrices(ExploreCandidate c, const std::vector<std::pair<std::string, int>> &lines)
{
    c.partsOfUnknownPrice = lines;
    return c;
}

auto identity(const ExploreCandidate &c)
{
    return std::make_tuple(static_cast<int>(c.design.fabric), c.switchModel, c.linkSpeedGbps, c.railsPerNode,
                           c.oversubscription, c.design.planes, c.design.sharp, c.tiers, c.suSize);
}

using UnknownDraws = std::vector<std::pair<std::string, int>>;

// A candidate of known power, or of unknown power (nullopt): knownW watts and the parts of unknown
// draw given; none given, a part no other candidate has.
ExploreCandidate synthetic(double cost, std::optional<double> busbw, std::optional<double> power, bool complete = true,
                           UnknownDraws unknown = {}, double knownW = 0.0)
{
    static int parts = 0;
    ExploreCandidate c;
    c.cost = {cost, "USD", complete};
    c.busbwGBps = busbw;
    c.powerW = power;
    c.knownPowerW = power.value_or(knownW);
    if (!power)
        c.partsOfUnknownPower = unknown.empty() ? UnknownDraws{{"part-" + std::to_string(++parts), 1}} : unknown;
    if (!complete)
        c.partsOfUnknownPrice = {{"Switches/part-" + std::to_string(++parts), 1}};
    return c;
}

} // namespace

class TestExplore : public QObject
{
    Q_OBJECT

private slots:
    void frontIsExactlyTheParetoSet_data()
    {
        QTest::addColumn<QString>("platform");
        QTest::addColumn<int>("gpus");
        QTest::addColumn<std::vector<Objective>>("objectives");
        QTest::newRow("H100 256, cost busbw power") << "DGX-H100" << 256 << std::vector{Objective::Cost, Objective::Busbw, Objective::Power};
        QTest::newRow("H100 1024, cost busbw") << "DGX-H100" << 1024 << std::vector{Objective::Cost, Objective::Busbw};
        QTest::newRow("H100 2048, cost switches racks") << "DGX-H100" << 2048 << std::vector{Objective::Cost, Objective::Switches, Objective::Racks};
        QTest::newRow("B200 512, busbw time bisection") << "DGX-B200" << 512 << std::vector{Objective::Busbw, Objective::Time, Objective::Bisection};
    }

    void frontIsExactlyTheParetoSet()
    {
        QFETCH(QString, platform);
        QFETCH(int, gpus);
        QFETCH(std::vector<Objective>, objectives);
        ExploreOptions options;
        options.objectives = objectives;
        const Exploration e = explore(base(platform.toStdString().c_str(), gpus), bundledCatalogue(), options);
        QVERIFY2(e.candidates.size() >= 8, "the space is too small to test anything");
        int onFront = 0;
        for (const ExploreCandidate &c : e.candidates) {
            bool dominated = false, dominatedByFront = false;
            for (const ExploreCandidate &other : e.candidates)
                if (surelyDominates(other, c, objectives)) {
                    dominated = true;
                    dominatedByFront = dominatedByFront || other.onFront;
                }
            QCOMPARE(c.onFront, !dominated);
            if (!c.onFront)
                QVERIFY2(dominatedByFront, "a candidate off the front is dominated by none on it");
            onFront += c.onFront;
        }
        QVERIFY(onFront > 0);
    }

    void dominanceOfHandMadeCandidates_data()
    {
        QTest::addColumn<double>("costA");
        QTest::addColumn<double>("busbwA");
        QTest::addColumn<double>("powerA"); // negative: unknown
        QTest::addColumn<double>("costB");
        QTest::addColumn<double>("busbwB");
        QTest::addColumn<double>("powerB");
        QTest::addColumn<bool>("aDominatesB");
        QTest::addColumn<bool>("bDominatesA");
        QTest::newRow("better on all") << 1.0 << 400.0 << 100.0 << 2.0 << 300.0 << 200.0 << true << false;
        QTest::newRow("equal everywhere") << 1.0 << 400.0 << 100.0 << 1.0 << 400.0 << 100.0 << false << false;
        QTest::newRow("trade-off") << 1.0 << 300.0 << 100.0 << 2.0 << 400.0 << 100.0 << false << false;
        QTest::newRow("one better, rest equal") << 1.0 << 400.0 << 100.0 << 1.0 << 400.0 << 90.0 << false << true;
        QTest::newRow("unknown power never dominates") << 1.0 << 400.0 << -1.0 << 2.0 << 300.0 << 200.0 << false << false;
        QTest::newRow("unknown power is never dominated") << 2.0 << 300.0 << -1.0 << 1.0 << 400.0 << 100.0 << false << false;
        QTest::newRow("both unknown") << 1.0 << 400.0 << -1.0 << 2.0 << 300.0 << -1.0 << false << false;
        // Two busbw estimates that print alike (346.8) are the same: the cheaper one dominates.
        QTest::newRow("busbw alike in the seventh digit") << 1.0 << 346.81838 << 100.0 << 2.0 << 346.81866 << 100.0 << true << false;
        QTest::newRow("busbw 0.1% apart is a trade-off") << 1.0 << 346.5 << 100.0 << 2.0 << 346.9 << 100.0 << false << false;
    }

    void dominanceOfHandMadeCandidates()
    {
        QFETCH(double, costA);
        QFETCH(double, busbwA);
        QFETCH(double, powerA);
        QFETCH(double, costB);
        QFETCH(double, busbwB);
        QFETCH(double, powerB);
        QFETCH(bool, aDominatesB);
        QFETCH(bool, bDominatesA);
        auto power = [](double w) { return w < 0 ? std::nullopt : std::optional(w); };
        std::vector<ExploreCandidate> pair{synthetic(costA, busbwA, power(powerA)), synthetic(costB, busbwB, power(powerB))};
        const std::vector objectives{Objective::Cost, Objective::Busbw, Objective::Power};
        QCOMPARE(dominates(pair[0], pair[1], objectives), aDominatesB);
        QCOMPARE(dominates(pair[1], pair[0], objectives), bDominatesA);
        markParetoFront(pair, objectives);
        QCOMPARE(pair[0].onFront, !bDominatesA);
        QCOMPARE(pair[1].onFront, !aDominatesB);
    }

    void incompleteCostIsIncomparable()
    {
        const std::vector objectives{Objective::Cost, Objective::Busbw};
        const ExploreCandidate cheapButIncomplete = synthetic(1.0, 500.0, 1.0, false);
        const ExploreCandidate dear = synthetic(2.0, 300.0, 1.0);
        QVERIFY(!dominates(cheapButIncomplete, dear, objectives));
        QVERIFY(!dominates(dear, cheapButIncomplete, objectives));
    }

    // A candidate of unknown power is beaten only where no draw of its unknown parts could save it
    // (surelyDominates() tries the extreme draws): a SHARP-off design by its SHARP-on twin, the same
    // parts at the same cost and faster.
    void unknownPowerInARealSpace()
    {
        const std::vector objectives{Objective::Cost, Objective::Busbw, Objective::Power};
        const Exploration e = explore(base("DGX-H100", 1024), bundledCatalogue());
        int unknown = 0, beaten = 0;
        for (const ExploreCandidate &c : e.candidates) {
            if (c.powerW)
                continue;
            ++unknown;
            beaten += !c.onFront;
            for (const ExploreCandidate &other : e.candidates)
                QCOMPARE(dominates(other, c, objectives), surelyDominates(other, c, objectives));
            if (c.design.sharp)
                continue;
            for (const ExploreCandidate &twin : e.candidates) {
                auto sharpOn = identity(c);
                std::get<6>(sharpOn) = true;
                if (identity(twin) == sharpOn && c.cost.complete && twin.cost.amount == c.cost.amount && twin.busbwGBps && c.busbwGBps &&
                    *twin.busbwGBps > *c.busbwGBps * 1.01)
                    QVERIFY2(!c.onFront, "a SHARP-off design stays on the front beside its faster twin of the same parts");
            }
        }
        QVERIFY2(unknown > 0, "the catalogue has switches of unknown power; this space should show some");
        QVERIFY2(beaten > 0, "no candidate of unknown power is beaten: the parts decide nothing");
    }

    // Two designs whose power is unknown for the same parts differ by their known draws alone; two
    // whose cost is, by their known prices.
    void dominanceWithPartsOfUnknownDraw_data()
    {
        QTest::addColumn<ExploreCandidate>("a");
        QTest::addColumn<ExploreCandidate>("b");
        QTest::addColumn<bool>("aDominatesB");
        QTest::addColumn<bool>("bDominatesA");
        const auto u = std::nullopt;
        const UnknownDraws ten{{"QM8790", 10}}, fourteen{{"QM8790", 14}}, otherModel{{"QM8700", 10}};
        QTest::newRow("same parts, cheaper and faster")
            << synthetic(1, 400, u, true, ten, 50) << synthetic(2, 300, u, true, ten, 50) << true << false;
        QTest::newRow("same parts, fewer known watts")
            << synthetic(1, 400, u, true, ten, 50) << synthetic(1, 400, u, true, ten, 60) << true << false;
        QTest::newRow("same parts, all else equal")
            << synthetic(1, 400, u, true, ten, 50) << synthetic(1, 400, u, true, ten, 50) << false << false;
        // Four more switches draw more unless their draw is 0: never surely less.
        QTest::newRow("more of the part, known watts equal")
            << synthetic(1, 400, u, true, ten, 50) << synthetic(1, 400, u, true, fourteen, 50) << false << false;
        QTest::newRow("more of the part and more known watts")
            << synthetic(1, 400, u, true, ten, 50) << synthetic(1, 400, u, true, fourteen, 60) << true << false;
        QTest::newRow("fewer of the part but more known watts")
            << synthetic(1, 400, u, true, ten, 70) << synthetic(2, 300, u, true, fourteen, 60) << false << false;
        QTest::newRow("another model's unknown draw")
            << synthetic(1, 400, u, true, ten, 50) << synthetic(2, 300, u, true, otherModel, 50) << false << false;
        QTest::newRow("known power under the other's known watts")
            << synthetic(1, 400, 100) << synthetic(2, 300, u, true, ten, 120) << true << false;
        QTest::newRow("known power over the other's known watts")
            << synthetic(1, 400, 150) << synthetic(2, 300, u, true, ten, 120) << false << false;
        // Prices the same way: the same lines without a price cost the same in both.
        const UnknownDraws twoRacks{{"Racks/rack-x", 2}}, threeRacks{{"Racks/rack-x", 3}}, otherRacks{{"Racks/rack-y", 2}};
        QTest::newRow("the same lines without a price, faster")
            << withoutPrices(synthetic(1, 400, 100, false), twoRacks) << withoutPrices(synthetic(1, 300, 100, false), twoRacks)
            << true << false;
        QTest::newRow("more of a line without a price, known prices no less")
            << withoutPrices(synthetic(1, 400, 100, false), twoRacks) << withoutPrices(synthetic(2, 400, 100, false), threeRacks)
            << true << false;
        QTest::newRow("another line without a price")
            << withoutPrices(synthetic(1, 400, 100, false), twoRacks) << withoutPrices(synthetic(1, 300, 100, false), otherRacks)
            << false << false;
    }

    void dominanceWithPartsOfUnknownDraw()
    {
        QFETCH(ExploreCandidate, a);
        QFETCH(ExploreCandidate, b);
        QFETCH(bool, aDominatesB);
        QFETCH(bool, bDominatesA);
        const std::vector objectives{Objective::Cost, Objective::Busbw, Objective::Power};
        QCOMPARE(dominates(a, b, objectives), aDominatesB);
        QCOMPARE(dominates(b, a, objectives), bDominatesA);
        QCOMPARE(surelyDominates(a, b, objectives), aDominatesB);
        QCOMPARE(surelyDominates(b, a, objectives), bDominatesA);
    }

    void frontConfirmedOfHandMadeCandidates_data()
    {
        QTest::addColumn<std::vector<ExploreCandidate>>("candidates");
        QTest::addColumn<QList<bool>>("onFront");
        QTest::addColumn<QList<bool>>("confirmed");
        const auto u = std::nullopt;
        QTest::newRow("all known") << std::vector{synthetic(1, 400, 100), synthetic(2, 500, 100), synthetic(3, 300, 50), synthetic(3, 300, 60)}
                                   << QList{true, true, true, false} << QList{true, true, true, false};
        // The cheapest and fastest at unknown power is on the front whatever its power; the one
        // of lowest known power stays only while the other's power is unknown.
        QTest::newRow("beaten on the known figures by one of unknown power")
            << std::vector{synthetic(1, 400, u), synthetic(2, 300, 100)} << QList{true, true} << QList{true, false};
        // Twins but for unknown power: either may be the worse.
        QTest::newRow("twins of unknown power") << std::vector{synthetic(1, 400, u), synthetic(1, 400, u)}
                                                << QList{true, true} << QList{false, false};
        QTest::newRow("a twin of known power") << std::vector{synthetic(1, 400, 100), synthetic(1, 400, u)}
                                               << QList{true, true} << QList{false, false};
        QTest::newRow("unknown power, better elsewhere") << std::vector{synthetic(1, 400, u), synthetic(1, 300, 50)}
                                                         << QList{true, true} << QList{true, false};
        QTest::newRow("incomplete cost") << std::vector{synthetic(1, 400, 100, false), synthetic(2, 300, 100)}
                                         << QList{true, true} << QList{true, false};
        // Its known prices already cost more: whatever the rest costs, it is not the cheaper.
        // The same switches with SHARP off: the same parts at the same cost, slower. Whatever they
        // draw, the SHARP-on design is on the front and the other is not.
        const UnknownDraws same{{"QM8790", 10}};
        QTest::newRow("SHARP twins of unknown power")
            << std::vector{synthetic(1, 400, u, true, same, 50), synthetic(1, 300, u, true, same, 50)}
            << QList{true, false} << QList{true, false};
        QTest::newRow("incomplete cost above a complete one") << std::vector{synthetic(1, 400, 100), synthetic(2, 500, 100, false)}
                                                              << QList{true, true} << QList{true, true};
    }

    // A candidate is confirmed on the front when no other may dominate it once the unknown figures
    // are known; on the front but unconfirmed, it is there only while a figure is unknown.
    void frontConfirmedOfHandMadeCandidates()
    {
        QFETCH(std::vector<ExploreCandidate>, candidates);
        QFETCH(QList<bool>, onFront);
        QFETCH(QList<bool>, confirmed);
        markParetoFront(candidates, {Objective::Cost, Objective::Busbw, Objective::Power});
        for (std::size_t i = 0; i < candidates.size(); ++i) {
            QCOMPARE(candidates[i].onFront, onFront.at(int(i)));
            QCOMPARE(candidates[i].frontConfirmed, confirmed.at(int(i)));
        }
    }

    // Checked against the definition: a candidate is confirmed on the front when it stays on it
    // whatever the unknown figures are: the model's own at the worst and every other's at the best,
    // and every assignment of the unknown prices and draws (extremeDraws()), one value a part.
    void frontConfirmedInARealSpace_data()
    {
        QTest::addColumn<QString>("platform");
        QTest::addColumn<int>("gpus");
        QTest::addColumn<std::vector<Objective>>("objectives");
        QTest::newRow("H100 1024, cost busbw power") << "DGX-H100" << 1024 << std::vector{Objective::Cost, Objective::Busbw, Objective::Power};
        QTest::newRow("B200 1024, cost busbw power") << "DGX-B200" << 1024 << std::vector{Objective::Cost, Objective::Busbw, Objective::Power};
        QTest::newRow("B200 512, cost busbw") << "DGX-B200" << 512 << std::vector{Objective::Cost, Objective::Busbw};
    }

    void frontConfirmedInARealSpace()
    {
        QFETCH(QString, platform);
        QFETCH(int, gpus);
        QFETCH(std::vector<Objective>, objectives);
        ExploreOptions options;
        options.objectives = objectives;
        const Exploration e = explore(base(platform.toStdString().c_str(), gpus), bundledCatalogue(), options);
        int confirmed = 0, unconfirmed = 0;
        for (std::size_t i = 0; i < e.candidates.size(); ++i) {
            bool staysOn = true;
            for (std::size_t j = 0; j < e.candidates.size() && staysOn; ++j)
                staysOn = j == i || !mayDominateBrute(e.candidates[j], e.candidates[i], objectives);
            QCOMPARE(e.candidates[i].frontConfirmed, staysOn);
            QVERIFY(!e.candidates[i].frontConfirmed || e.candidates[i].onFront);
            confirmed += e.candidates[i].frontConfirmed;
            unconfirmed += e.candidates[i].onFront && !e.candidates[i].frontConfirmed;
        }
        QVERIFY(confirmed > 0);
        if (std::find(objectives.begin(), objectives.end(), Objective::Power) != objectives.end())
            QVERIFY2(unconfirmed > 0, "switches of unknown power should leave some of the front unconfirmed");
    }

    void constraintsFilter_data()
    {
        QTest::addColumn<QString>("limit");
        QTest::addColumn<double>("value");
        QTest::newRow("max cost") << "cost" << 0.0;
        QTest::newRow("min busbw") << "busbw" << 0.0;
        QTest::newRow("max power") << "power" << 0.0;
        QTest::newRow("max racks") << "racks" << 0.0;
        QTest::newRow("fabric ethernet") << "fabric" << 1.0;
        QTest::newRow("fabric infiniband") << "fabric" << 0.0;
    }

    void constraintsFilter()
    {
        QFETCH(QString, limit);
        QFETCH(double, value);
        const Design design = base("DGX-H100", 1024);
        const Exploration all = explore(design, bundledCatalogue());
        // A limit at the median of the unconstrained figures, so it keeps some and drops some.
        auto median = [&](auto figure) {
            std::vector<double> values;
            for (const auto &c : all.candidates)
                if (auto v = figure(c))
                    values.push_back(*v);
            std::sort(values.begin(), values.end());
            return values.at(values.size() / 2);
        };
        ExploreOptions options;
        ExploreConstraints &k = options.constraints;
        if (limit == "cost")
            k.maxCost = median([](const ExploreCandidate &c) { return c.value(Objective::Cost); });
        else if (limit == "busbw")
            k.minBusbwGBps = median([](const ExploreCandidate &c) { return c.busbwGBps; });
        else if (limit == "power")
            k.maxPowerW = median([](const ExploreCandidate &c) { return c.powerW; });
        else if (limit == "racks")
            k.maxRacks = static_cast<int>(median([](const ExploreCandidate &c) { return std::optional<double>(c.racks); }));
        else
            k.fabric = value > 0 ? Technology::Ethernet : Technology::InfiniBand;
        const Exploration limited = explore(design, bundledCatalogue(), options);
        QVERIFY(!limited.candidates.empty());
        QVERIFY(limited.candidates.size() < all.candidates.size());
        std::set<decltype(identity(all.candidates[0]))> kept;
        for (const auto &c : limited.candidates) {
            QVERIFY(meets(c, k));
            kept.insert(identity(c));
        }
        for (const auto &c : all.candidates)
            QCOMPARE(kept.count(identity(c)) == 1, meets(c, k));
    }

    void resultDoesNotDependOnTheThreads()
    {
        ExploreOptions one, many;
        one.threads = 1;
        many.threads = 4;
        const Design design = base("DGX-H100", 2048);
        const Exploration a = explore(design, bundledCatalogue(), one);
        const Exploration b = explore(design, bundledCatalogue(), many);
        QCOMPARE(a.candidates.size(), b.candidates.size());
        QCOMPARE(a.failed, b.failed);
        for (std::size_t i = 0; i < a.candidates.size(); ++i) {
            QVERIFY(identity(a.candidates[i]) == identity(b.candidates[i]));
            QCOMPARE(a.candidates[i].cost.amount, b.candidates[i].cost.amount);
            QCOMPARE(a.candidates[i].onFront, b.candidates[i].onFront);
        }
    }

    // The explorer plans a design once for SHARP on and off (setSharp): the plan it turns must be
    // the plan the pipeline makes for the other setting, every figure and the model's.
    void sharpTwinEqualsItsOwnPlan_data()
    {
        QTest::addColumn<QString>("platform");
        QTest::addColumn<int>("gpus");
        QTest::addColumn<QString>("switchModel");
        QTest::addColumn<int>("tiers");
        QTest::addColumn<bool>("ethernet");
        QTest::addColumn<int>("speed"); // 0: the NIC's
        QTest::newRow("H100 256, QM9700") << "DGX-H100" << 256 << "QM9700" << 0 << false << 0;
        QTest::newRow("H100 4096, QM9790, three tiers") << "DGX-H100" << 4096 << "QM9790" << 3 << false << 0;
        QTest::newRow("H100 64 at 200G, QM8790 (SHARPv2), one switch") << "DGX-H100" << 64 << "QM8790" << 0 << false << 200;
        QTest::newRow("B300 1024, Q3400") << "DGX-B300" << 1024 << "Q3400-RA" << 0 << false << 0;
        QTest::newRow("GB200 NVL72 x4") << "DGX-GB200" << 288 << "" << 0 << false << 0;
        QTest::newRow("H100 1024, SN5600 (no SHARP)") << "DGX-H100" << 1024 << "SN5600" << 0 << true << 0;
    }

    void sharpTwinEqualsItsOwnPlan()
    {
        QFETCH(QString, platform);
        QFETCH(int, gpus);
        QFETCH(QString, switchModel);
        QFETCH(int, tiers);
        QFETCH(bool, ethernet);
        QFETCH(int, speed);
        Design design = base(platform.toUtf8().constData(), gpus);
        design.switchModel = switchModel.toStdString();
        if (tiers)
            design.tiers = tiers;
        if (ethernet)
            design.fabric = Technology::Ethernet;
        if (speed)
            design.linkSpeedGbps = speed;
        PipelineOptions tallied;
        tallied.cableRuns = CableRuns::TalliedOnly;
        const CollectivePoint point = ExploreOptions{}.collective;
        for (bool from : {false, true}) {
            Design asked = design;
            asked.sharp = from;
            Plan turned = makePlan(asked, bundledCatalogue(), tallied);
            QVERIFY2(turned.ok(), qPrintable(QString::fromStdString(planToText(turned))));
            asked.sharp = !from;
            setSharp(turned, !from);
            const Plan own = makePlan(asked, bundledCatalogue(), tallied);
            QVERIFY(turned.design == own.design);
            QCOMPARE(QString::fromStdString(planToJson(turned).dump(1)), QString::fromStdString(planToJson(own).dump(1)));
            const auto modelTurned = collectiveModelOf(turned, bundledCatalogue());
            const auto modelOwn = collectiveModelOf(own, bundledCatalogue());
            QCOMPARE(modelTurned.has_value(), modelOwn.has_value());
            if (modelOwn) {
                const CollectiveFigures a = collectiveFigures(*modelTurned, point);
                const CollectiveFigures b = collectiveFigures(*modelOwn, point);
                QCOMPARE(a.busbwGBps, b.busbwGBps);
                QCOMPARE(a.timeUs, b.timeUs);
            }
        }
    }

    // Every candidate's figures are those of its own design planned alone, SHARP twins included,
    // a SHARP-on design run with SHARP enabled (NCCL_COLLNET_ENABLE=1).
    void candidatesMatchTheirOwnPlans()
    {
        ExploreOptions options;
        const Exploration e = explore(base("DGX-H100", 512), bundledCatalogue(), options);
        int sharpOn = 0;
        for (const ExploreCandidate &c : e.candidates) {
            const Plan plan = makePlan(c.design, bundledCatalogue());
            QVERIFY(plan.ok());
            const std::string name = c.design.switchModel + (c.design.sharp ? " SHARP" : "");
            QVERIFY2(netCost(plan).amount == c.cost.amount, name.c_str());
            QVERIFY2(networkPowerW(plan) == c.powerW, name.c_str());
            const auto model = collectiveModelOf(plan, bundledCatalogue());
            QVERIFY(model);
            CollectivePoint run = options.collective;
            run.env.collnet = c.design.sharp;
            const CollectiveFigures figures = collectiveFigures(*model, run);
            QVERIFY2(figures.busbwGBps == c.busbwGBps, name.c_str());
            QVERIFY2(figures.timeUs == c.timeUs, name.c_str());
            sharpOn += c.design.sharp;
        }
        QVERIFY2(sharpOn > 0, "the space has SHARP candidates");
    }

    void spaceCoversTheAxes()
    {
        const Design design = base("DGX-H100", 1024);
        const auto designs = enumerateDesigns(design, bundledCatalogue());
        std::set<double> ratios;
        std::set<int> fabrics;
        std::set<bool> sharps;
        for (const Design &d : designs) {
            ratios.insert(d.oversubscription);
            fabrics.insert(static_cast<int>(d.fabric));
            sharps.insert(d.sharp);
            QVERIFY(!d.switchModel.empty());
            QVERIFY(d.networks.planned && *d.networks.planned == std::vector{NetworkRole::Compute});
            QVERIFY(!d.sharp || d.fabric == Technology::InfiniBand);
        }
        QCOMPARE(ratios, (std::set<double>{1, 2, 3, 4}));
        QCOMPARE(fabrics.size(), std::size_t(2));
        QCOMPARE(sharps.size(), std::size_t(2));
    }

    // The NIC's port modes: a ConnectX-8 runs InfiniBand as 1 x 800G and Ethernet as 2 x 400G
    // (no single 800GbE port), so the B300's space has both, each on its own fabric only.
    void portModesAreAnAxis()
    {
        std::set<std::pair<int, int>> speeds; // fabric, link speed
        for (const Design &d : enumerateDesigns(base("DGX-B300", 1024), bundledCatalogue()))
            speeds.insert({static_cast<int>(d.fabric), d.linkSpeedGbps.value_or(800)});
        QVERIFY(speeds.count({static_cast<int>(Technology::InfiniBand), 800}));
        QVERIFY(speeds.count({static_cast<int>(Technology::Ethernet), 400}));
        QVERIFY(!speeds.count({static_cast<int>(Technology::Ethernet), 800}));
        // A fixed link speed is kept.
        Design fixed = base("DGX-H100", 1024);
        fixed.linkSpeedGbps = 400;
        for (const Design &d : enumerateDesigns(fixed, bundledCatalogue()))
            QCOMPARE(d.linkSpeedGbps, std::optional(400));
    }

    // Tiers and SU size: the explore holds fabrics of two and of three tiers and several SU sizes
    // for one switch, and no two candidates are the same fabric.
    void tiersAndSuSizesAreAxes()
    {
        const Exploration e = explore(base("DGX-H100", 1024), bundledCatalogue());
        std::set<int> tiers;
        std::set<int> suSizes;
        std::set<decltype(identity(e.candidates[0]))> seen;
        for (const ExploreCandidate &c : e.candidates) {
            tiers.insert(c.tiers);
            if (c.switchModel == "QM9700" && c.design.oversubscription == 1.0)
                suSizes.insert(c.suSize);
            QVERIFY2(seen.insert(identity(c)).second,
                     "two candidates are the same fabric");
            if (c.design.tiers)
                QCOMPARE(c.tiers, *c.design.tiers);
            if (c.design.suSize)
                QCOMPARE(c.suSize, *c.design.suSize);
        }
        QVERIFY(tiers.count(2) && tiers.count(3));
        QVERIFY2(suSizes.size() >= 2, "the QM9700 at 1:1 in one SU size only");
        QVERIFY(e.duplicates >= 0);
    }

    void forcedTiers_data()
    {
        QTest::addColumn<QString>("platform");
        QTest::addColumn<int>("gpus");
        QTest::addColumn<int>("tiers");
        QTest::addColumn<bool>("plans");
        QTest::newRow("H100 1024, three tiers where two fit") << "DGX-H100" << 1024 << 3 << true;
        QTest::newRow("H100 1024, two tiers") << "DGX-H100" << 1024 << 2 << true;
        QTest::newRow("H100 64, two tiers where one switch fits") << "DGX-H100" << 64 << 2 << true;
        QTest::newRow("H100 16384, two tiers do not hold it") << "DGX-H100" << 16384 << 2 << false;
        QTest::newRow("H100 16384, three tiers") << "DGX-H100" << 16384 << 3 << true;
    }

    void forcedTiers()
    {
        QFETCH(QString, platform);
        QFETCH(int, gpus);
        QFETCH(int, tiers);
        QFETCH(bool, plans);
        Design d = base(platform.toStdString().c_str(), gpus);
        d.switchModel = "QM9700";
        d.networks.planned = std::vector{NetworkRole::Compute};
        d.tiers = tiers;
        PipelineOptions tallied;
        tallied.cableRuns = CableRuns::TalliedOnly;
        const Plan plan = makePlan(d, bundledCatalogue(), tallied);
        QCOMPARE(plan.ok(), plans);
        if (plans) {
            QCOMPARE(plan.compute().sizing.tiers, tiers);
        } else {
            const auto error = std::find_if(plan.diagnostics.begin(), plan.diagnostics.end(),
                                            [](const Diagnostic &x) { return x.severity == Diagnostic::Severity::Error; });
            QVERIFY(error != plan.diagnostics.end());
            QCOMPARE(error->field, std::string("tiers"));
        }
    }

    void cancelStopsEarly()
    {
        ExploreProgress progress;
        progress.cancel = true;
        ExploreOptions options;
        options.progress = &progress;
        const Exploration e = explore(base("DGX-H100", 1024), bundledCatalogue(), options);
        QVERIFY(e.cancelled);
        QVERIFY(e.candidates.empty());
        QCOMPARE(progress.planned.load(), 0);
        QVERIFY(progress.total.load() > 0);
    }

    // Designs that do not plan are counted and said: by switch model, with the first one's error.
    // Two GB200 racks on Ethernet at 400G: the leaf-only SN4410 cannot be a spine.
    void failuresNameTheirSwitchAndWhy()
    {
        Design d = base("DGX-GB200", 144);
        d.fabric = Technology::Ethernet;
        d.linkSpeedGbps = 400;
        ExploreConstraints ethernet;
        ethernet.fabric = Technology::Ethernet;
        ExploreOptions options;
        options.constraints = ethernet;
        const Exploration e = explore(d, bundledCatalogue(), options);
        QVERIFY(e.failed > 0);
        int designs = 0;
        bool sn4410 = false;
        for (const ExploreFailure &f : e.failures) {
            designs += f.designs;
            QVERIFY(f.firstError.isError());
            QVERIFY(!f.firstError.message().empty());
            QCOMPARE(std::count_if(e.failures.begin(), e.failures.end(),
                                   [&](const ExploreFailure &g) { return g.switchModel == f.switchModel; }),
                     1);
            if (f.switchModel == "SN4410") {
                sn4410 = true;
                QVERIFY2(f.firstError.message().find("cannot be a spine switch") != std::string::npos,
                         f.firstError.message().c_str());
            }
        }
        QCOMPARE(designs, e.failed);
        QVERIFY(sn4410);
    }

    // The explorer does not try the SU sizes the sizer refuses: no design of the 4-SU H100 sample's
    // space fails for an SU beyond a leaf's down ports (64 of them did, twins at twice the SU).
    void noTwinBeyondALeafsDownPorts()
    {
        const Exploration e = explore(base("DGX-H100", 1016), bundledCatalogue(), {});
        QVERIFY(!e.candidates.empty());
        for (const ExploreFailure &f : e.failures)
            QVERIFY2(f.firstError.field != "suSize", (f.switchModel + ": " + f.firstError.message()).c_str());
        // Twice the SU is still tried where the leaves hold it.
        const auto suSizes = [&](const std::string &model) {
            std::set<int> sizes;
            for (const ExploreCandidate &c : e.candidates)
                if (c.switchModel == model && c.tiers == 2)
                    sizes.insert(c.suSize);
            return sizes;
        };
        QVERIFY2(suSizes("QM9700").size() >= 2, "QM9700 two-tier candidates of one SU size only");
    }

    void progressCountsEveryDesign()
    {
        ExploreProgress progress;
        ExploreOptions options;
        options.progress = &progress;
        const Exploration e = explore(base("DGX-H100", 512), bundledCatalogue(), options);
        QVERIFY(!e.cancelled);
        QCOMPARE(progress.planned.load(), e.enumerated);
        QCOMPARE(progress.total.load(), e.enumerated);
        QCOMPARE(e.enumerated, static_cast<int>(e.candidates.size()) + e.failed + e.filtered + e.duplicates);
    }
};

QTEST_APPLESS_MAIN(TestExplore)
#include "tst_explore.moc"
