#include "core/cabling/mediatable.h"

#include <algorithm>
#include <cctype>

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

} // namespace

MediaTable::MediaTable(const Catalogue &catalogue, Technology technology,
                       const std::vector<int> &speeds, const std::vector<EndProfile> &profiles)
{
    for (int gbps : speeds) {
        Speed speed{gbps, {}};
        std::vector<const Medium *> usable;
        for (const Medium &m : catalogue.media())
            if (m.speedGbps == gbps && m.supports(technology) && m.maxDistanceM() > 0.0)
                usable.push_back(&m);
        std::stable_sort(usable.begin(), usable.end(), [](const Medium *a, const Medium *b) {
            return a->maxDistanceM() < b->maxDistanceM();
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
                        const bool connector = sameConnector(m->connector, end.cageType);
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
                    if (m.kind == MediaKind::Fibre && m.fibreType == preference.fibreType &&
                        m.supports(technology) && m.lengthM)
                        rank.fibres[m.speedGbps == gbps ? 0 : 1].push_back({m.maxDistanceM(), &m});
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
                    auto it = std::find_if(rank.multiCables.begin(), rank.multiCables.end(),
                                           [&](const auto &entry) { return entry.first == m->linksPerUnit; });
                    if (it == rank.multiCables.end())
                        rank.multiCables.push_back({m->linksPerUnit, {{m->maxDistanceM(), m}}});
                    else
                        it->second.push_back({m->maxDistanceM(), m});
                }
            }
            speed.ranks.push_back(std::move(rank));
        }
        m_speeds.push_back(std::move(speed));
    }
}

const Medium *MediaTable::reaching(const Sorted &parts, double lengthM)
{
    auto it = std::lower_bound(parts.begin(), parts.end(), lengthM,
                               [](const Reach &r, double length) { return r.distanceM < length; });
    return it == parts.end() ? nullptr : it->part;
}

const Medium *MediaTable::reaching(const Tiers &tiers, double lengthM)
{
    for (const Sorted &tier : tiers)
        if (const Medium *m = reaching(tier, lengthM))
            return m;
    return nullptr;
}

MediaChoice MediaTable::choose(int speedGbps, double lengthM, double groupLengthM, int cagePorts,
                               int profileA, int profileB) const
{
    auto speed = std::find_if(m_speeds.begin(), m_speeds.end(),
                              [&](const Speed &s) { return s.gbps == speedGbps; });
    if (speed == m_speeds.end())
        return {};
    for (const Rank &rank : speed->ranks) {
        MediaChoice choice;
        choice.kind = rank.preference.kind;
        choice.rank = rank.preference.rank;
        if (rank.preference.kind != MediaKind::Transceiver) {
            if (groupLengthM >= 0.0 && cagePorts > 1) {
                for (const auto &[links, parts] : rank.multiCables) {
                    if (links != cagePorts)
                        continue;
                    if (const Medium *m = reaching(parts, groupLengthM)) {
                        choice.cable = m;
                        choice.shared = true;
                        return choice;
                    }
                }
            }
            if (const Medium *m = reaching(rank.singleCables, lengthM)) {
                choice.cable = m;
                return choice;
            }
            continue;
        }
        const auto a = static_cast<std::size_t>(profileA), b = static_cast<std::size_t>(profileB);
        choice.transceiverA = reaching(rank.transceivers[a], lengthM);
        choice.transceiverB = reaching(rank.transceivers[b], lengthM);
        choice.cable = reaching(rank.fibres, lengthM);
        if (choice.transceiverA && choice.transceiverB && choice.cable)
            return choice;
    }
    return {};
}

} // namespace fabric
