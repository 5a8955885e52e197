#include "core/catalogue/mediatable.h"

#include <algorithm>
#include <cstdlib>
#include <cctype>
#include <limits>

namespace fabric {

namespace {

bool sameConnector(const std::string &a, const std::string &b)
{
    return !a.empty() && a.size() == b.size() &&
           std::equal(a.begin(), a.end(), b.begin(), [](char x, char y) {
               return std::tolower(static_cast<unsigned char>(x)) == std::tolower(static_cast<unsigned char>(y));
           });
}

template<typename Parts>
void sortByReach(Parts &parts)
{
    std::stable_sort(parts.begin(), parts.end(), [](const auto &a, const auto &b) { return a.distanceM < b.distanceM; });
}

bool isQsfp(const std::string &form)
{
    const auto lower = [&](std::size_t i) { return static_cast<char>(std::tolower(static_cast<unsigned char>(form[i]))); };
    return form.size() >= 4 && lower(0) == 'q' && lower(1) == 's' && lower(2) == 'f' && lower(3) == 'p';
}

bool isDoubleDensity(const std::string &form)
{
    return form.find("-DD") != std::string::npos || form.find("-dd") != std::string::npos;
}

// A single-density QSFP plug (QSFP28, QSFP56, QSFP112) fits every QSFP cage, QSFP-DD included: the
// QSFP-DD cage is built to take them (NVIDIA lists QSFP-DD, QSFP56 and QSFP28 as what the SN4700's
// QSFP-DD ports accept); a QSFP-DD plug needs a QSFP-DD cage.
bool formFits(const std::string &plug, const std::string &cage)
{
    return sameConnector(plug, cage) || (isQsfp(plug) && !isDoubleDensity(plug) && isQsfp(cage));
}

} // namespace

bool plugFits(const std::string &plug, const std::string &cage)
{
    if (cage.empty() || plug.empty())
        return true;
    std::size_t start = 0;
    while (start <= cage.size()) {
        const std::size_t slash = cage.find('/', start);
        const std::string part = cage.substr(start, slash == std::string::npos ? std::string::npos : slash - start);
        if (formFits(plug, part))
            return true;
        if (slash == std::string::npos)
            break;
        start = slash + 1;
    }
    return false;
}

namespace {

// Whether a cage takes an optic as it should: its form factor, and a link for each of the cage's
// ports (a single-port optic in a twin-port cage leaves a port dark).
bool takes(const EndProfile &cage, const Medium &optic)
{
    return plugFits(optic.connector, cage.cageType) && optic.linksPerUnit >= cage.portsPerCage;
}

bool offeredPart(const Medium &m, PartsOffered offered)
{
    return m.forSale || offered == PartsOffered::NotForSaleToo;
}

} // namespace

MediaTable::MediaTable(const Catalogue &catalogue, Technology technology,
                       const std::vector<int> &speeds, const std::vector<EndProfile> &profiles,
                       PartsOffered offered)
    : m_profiles(profiles)
{
    for (int gbps : speeds) {
        Speed speed{gbps, {}};
        std::vector<const Medium *> usable;
        for (const Medium &m : catalogue.media())
            if (offeredPart(m, offered) && m.carries(gbps) && m.supports(technology) && m.maxDistanceM() > 0.0)
                usable.push_back(&m);
        // By reach; at equal reach the part made for this technology (an Ethernet -T ordering
        // number for RoCE) before the part that serves both.
        const std::string_view own = toString(technology);
        std::stable_sort(usable.begin(), usable.end(), [&](const Medium *a, const Medium *b) {
            if (a->maxDistanceM() != b->maxDistanceM())
                return a->maxDistanceM() < b->maxDistanceM();
            return a->technology == own && b->technology != own;
        });

        for (const MediaPreference &preference : catalogue.mediaPreference()) {
            Rank rank{preference, {}, {}, {}, {}};
            if (preference.kind == MediaKind::Transceiver) {
                for (const EndProfile &end : profiles) {
                    // A twin-port cage wants a twin-port transceiver, a matching form factor first.
                    // Last, any transceiver of the fibre type, rather than no plan at all.
                    Tiers tiers(5);
                    for (const Medium *m : usable) {
                        if (m->kind != MediaKind::Transceiver || m->fibreType != preference.fibreType)
                            continue;
                        const bool connector = end.cageType.empty() || sameConnector(m->connector, end.cageType);
                        if (m->linksPerUnit == end.portsPerCage)
                            tiers[connector ? 0 : 1].push_back({m->maxDistanceM(), m});
                        else if (m->linksPerUnit == 1)
                            tiers[connector ? 2 : 3].push_back({m->maxDistanceM(), m});
                        else
                            tiers[4].push_back({m->maxDistanceM(), m});
                    }
                    rank.transceivers.push_back(std::move(tiers));
                }
                rank.fibres.resize(2);
                for (const Medium &m : catalogue.media())
                    if (m.kind == MediaKind::Fibre && offeredPart(m, offered) && m.fibreType == preference.fibreType &&
                        m.supports(technology) && m.lengthM)
                        rank.fibres[m.carries(gbps) ? 0 : 1].push_back({m.maxDistanceM(), &m});
                for (auto &tier : rank.fibres)
                    sortByReach(tier);
            } else {
                for (const Medium *m : usable) {
                    if (m->kind != preference.kind)
                        continue;
                    if (m->linksPerUnit == 1) {
                        rank.singleCables.push_back({m->maxDistanceM(), m});
                        continue;
                    }
                    const int links = m->isSplitter() ? -m->linksPerUnit : m->linksPerUnit;
                    auto it = std::find_if(rank.multiCables.begin(), rank.multiCables.end(),
                                           [&](const auto &entry) { return entry.first == links; });
                    if (it == rank.multiCables.end())
                        rank.multiCables.push_back({links, {{m->maxDistanceM(), m}}});
                    else
                        it->second.push_back({m->maxDistanceM(), m});
                }
            }
            speed.ranks.push_back(std::move(rank));
        }
        collectReaches(speed);
        m_speeds.push_back(std::move(speed));
    }
}

const Medium *MediaTable::reaching(const Sorted &parts, double lengthM)
{
    auto it = std::lower_bound(parts.begin(), parts.end(), lengthM,
                               [](const Reach &r, double length) { return r.distanceM < length; });
    return it == parts.end() ? nullptr : it->part;
}

const Medium *MediaTable::reaching(const Tiers &tiers, double lengthM, std::size_t tierCount)
{
    for (std::size_t t = 0; t < tiers.size() && t < tierCount; ++t)
        if (const Medium *m = reaching(tiers[t], lengthM))
            return m;
    return nullptr;
}

namespace {

// Two fibre connectors mate when they are the same, or one of them leaves its polish unsaid
// ("MPO-12" beside "MPO-12/APC": the catalogue's sources do not say, so neither does the plan);
// an LC optic never takes an MPO fibre, nor MPO-12 an MPO-16. An unknown end mates with any.
bool fibreEndsMate(std::string_view a, std::string_view b)
{
    if (a.empty() || b.empty() || a == b)
        return true;
    const auto family = [](std::string_view c) { return c.substr(0, c.find('/')); };
    const bool polishA = a.find('/') != std::string_view::npos;
    const bool polishB = b.find('/') != std::string_view::npos;
    return (!polishA || !polishB) && family(a) == family(b);
}

} // namespace

const Medium *MediaTable::reachingMate(const Tiers &tiers, double lengthM, std::size_t tierCount,
                                       const std::string &fibreEnd, bool ofFibres)
{
    for (std::size_t t = 0; t < tiers.size() && t < tierCount; ++t) {
        const Sorted &parts = tiers[t];
        auto it = std::lower_bound(parts.begin(), parts.end(), lengthM,
                                   [](const Reach &r, double length) { return r.distanceM < length; });
        for (; it != parts.end(); ++it) {
            if (fibreEndsMate(ofFibres ? it->part->connector : it->part->fibreConnector, fibreEnd))
                return it->part;
        }
    }
    return nullptr;
}

bool MediaTable::fits(const Medium &cable, const EndProfile &a, const EndProfile &b) const
{
    // The head goes into a switch cage when there is one; a switch-to-switch cable either way.
    // A splitter's tails are plugs of one link each, and a cage takes one plug: a tail in a cage
    // of two ports (a split HDR100 or twin-port cage) would leave the other port without a cable.
    const bool splitter = cable.isSplitter();
    const auto headAt = [&](const EndProfile &head, const EndProfile &far) {
        return (head.switchEnd || !far.switchEnd) && (!splitter || far.portsPerCage == 1) &&
               plugFits(cable.connector, head.cageType) && plugFits(cable.farConnector(), far.cageType);
    };
    return headAt(a, b) || headAt(b, a);
}

const Medium *MediaTable::reachingFit(const Sorted &parts, double lengthM, int profileA, int profileB) const
{
    const EndProfile &a = m_profiles[static_cast<std::size_t>(profileA)];
    const EndProfile &b = m_profiles[static_cast<std::size_t>(profileB)];
    auto it = std::lower_bound(parts.begin(), parts.end(), lengthM,
                               [](const Reach &r, double length) { return r.distanceM < length; });
    for (; it != parts.end(); ++it)
        if (fits(*it->part, a, b))
            return it->part;
    return nullptr;
}

void MediaTable::collectReaches(Speed &speed)
{
    auto add = [&](const Sorted &parts) {
        for (const Reach &r : parts)
            speed.reaches.push_back(r.distanceM);
    };
    for (const Rank &rank : speed.ranks) {
        add(rank.singleCables);
        for (const auto &entry : rank.multiCables)
            add(entry.second);
        for (const Tiers &tiers : rank.transceivers)
            for (const Sorted &tier : tiers)
                add(tier);
        for (const Sorted &tier : rank.fibres)
            add(tier);
    }
    std::sort(speed.reaches.begin(), speed.reaches.end());
    speed.reaches.erase(std::unique(speed.reaches.begin(), speed.reaches.end()), speed.reaches.end());
}

MediaChoice MediaTable::chooseAfresh(int speedGbps, double lengthM, double groupLengthM, int cagePorts,
                                     int profileA, int profileB) const
{
    auto speed = std::find_if(m_speeds.begin(), m_speeds.end(),
                              [&](const Speed &s) { return s.gbps == speedGbps; });
    if (speed == m_speeds.end())
        return {};
    // The interval of a length: how many reaches lie below it (the lower bound, as the searches).
    // Neighbouring links have similar lengths: the interval found last is tried first.
    const std::vector<double> &reaches = speed->reaches;
    const auto interval = [&](double length, std::size_t &last) {
        if ((last == 0 || reaches[last - 1] < length) && (last == reaches.size() || length <= reaches[last]))
            return static_cast<std::uint64_t>(last);
        last = static_cast<std::size_t>(std::lower_bound(reaches.begin(), reaches.end(), length) - reaches.begin());
        return static_cast<std::uint64_t>(last);
    };
    const std::uint64_t reachCount = reaches.size();
    const bool keyFits = reachCount < 0xfffe && m_speeds.size() < 0x100 && m_profiles.size() < 0x100 &&
                         cagePorts > -0x80 && cagePorts < 0x80 && profileA >= 0 && profileB >= 0;
    if (!keyFits)
        return chooseFresh(*speed, lengthM, groupLengthM, cagePorts, profileA, profileB);
    const std::uint64_t group = groupLengthM < 0.0 ? 0xffff : interval(groupLengthM, speed->lastGroupInterval);
    const std::uint64_t length = interval(lengthM, speed->lastInterval);
    const std::uint64_t key = static_cast<std::uint64_t>(speed - m_speeds.begin()) |
                              static_cast<std::uint64_t>(profileA) << 8 | static_cast<std::uint64_t>(profileB) << 16 |
                              static_cast<std::uint64_t>(static_cast<std::uint8_t>(cagePorts)) << 24 | length << 32 | group << 48;
    // The lengths between the same two reaches as this one.
    const auto above = [&](std::uint64_t k) { return k == 0 ? -std::numeric_limits<double>::infinity() : reaches[k - 1]; };
    const auto upTo = [&](std::uint64_t k) { return k == reachCount ? std::numeric_limits<double>::infinity() : reaches[k]; };
    const bool grouped = groupLengthM >= 0.0;
    const std::size_t kind = grouped ? 1 : 0;
    m_last[kind] = Question{speedGbps, cagePorts, profileA, profileB, above(length), upTo(length), grouped,
                            grouped ? above(group) : 0.0, grouped ? upTo(group) : -1.0};
    if (auto it = m_memo.find(key); it != m_memo.end())
        return m_lastChoice[kind] = it->second;
    m_lastChoice[kind] = chooseFresh(*speed, lengthM, groupLengthM, cagePorts, profileA, profileB);
    m_memo.emplace(key, m_lastChoice[kind]);
    return m_lastChoice[kind];
}

MediaChoice MediaTable::chooseFresh(const Speed &speed, double lengthM, double groupLengthM, int cagePorts,
                                    int profileA, int profileB) const
{
    if (MediaChoice exact = chooseWith(speed, lengthM, groupLengthM, cagePorts, profileA, profileB, true); exact.ok())
        return exact;
    return chooseWith(speed, lengthM, groupLengthM, cagePorts, profileA, profileB, false);
}

MediaChoice MediaTable::chooseWith(const Speed &speed, double lengthM, double groupLengthM, int cagePorts,
                                   int profileA, int profileB, bool exactOptics) const
{
    for (const Rank &rank : speed.ranks) {
        MediaChoice choice;
        choice.kind = rank.preference.kind;
        choice.rank = rank.preference.rank;
        if (rank.preference.kind != MediaKind::Transceiver) {
            if (groupLengthM >= 0.0 && std::abs(cagePorts) > 1) {
                for (const auto &[links, parts] : rank.multiCables) {
                    if (links != cagePorts)
                        continue;
                    if (const Medium *m = reachingFit(parts, groupLengthM, profileA, profileB)) {
                        choice.cable = m;
                        choice.shared = true;
                        return choice;
                    }
                }
            }
            if (const Medium *m = reachingFit(rank.singleCables, lengthM, profileA, profileB)) {
                choice.cable = m;
                return choice;
            }
            continue;
        }
        // The two optics and the fibre between them must mate: end A's optic in the order of
        // preference, then the first optic at B and fibre whose fibre connector is the same.
        const auto a = static_cast<std::size_t>(profileA), b = static_cast<std::size_t>(profileB);
        const Tiers &atA = rank.transceivers[a];
        const std::size_t tiers = exactOptics ? 1 : atA.size();
        for (std::size_t t = 0; t < atA.size() && t < tiers; ++t) {
            auto it = std::lower_bound(atA[t].begin(), atA[t].end(), lengthM,
                                       [](const Reach &r, double length) { return r.distanceM < length; });
            for (; it != atA[t].end(); ++it) {
                const std::string &fibreEnd = it->part->fibreConnector;
                const Medium *atB = reachingMate(rank.transceivers[b], lengthM, tiers, fibreEnd, false);
                const std::string &mate = fibreEnd.empty() && atB ? atB->fibreConnector : fibreEnd;
                const Medium *fibre = atB ? reachingMate(rank.fibres, lengthM, rank.fibres.size(), mate, true) : nullptr;
                if (!fibre)
                    continue;
                choice.transceiverA = it->part;
                choice.transceiverB = atB;
                choice.cable = fibre;
                choice.misfit = !takes(m_profiles[a], *choice.transceiverA) || !takes(m_profiles[b], *choice.transceiverB);
                return choice;
            }
        }
    }
    return {};
}

} // namespace fabric
