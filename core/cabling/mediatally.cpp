#include "core/cabling/mediatally.h"

#include <algorithm>
#include <stdexcept>

namespace fabric {

MediaTally::MediaTally(int cages) : m_perCage(static_cast<std::size_t>(std::max(0, cages))) {} // zeroed

MediaTally MediaTally::of(const Topology &topology, const std::vector<CableRun> &runs,
                          const std::vector<CableMedium> &media)
{
    const CageIndex cages(topology);
    MediaTally tally(cages.count());
    static const CableMedium none;
    for (std::size_t i = 0; i < runs.size() && i < topology.links.size(); ++i) {
        const Link &l = topology.links[i];
        const CableRun &run = runs[i];
        tally.add(run, run.carried() ? media[run.medium] : none, cages.of(l.a()), cages.of(l.b()));
    }
    tally.finish();
    return tally;
}

void MediaTally::learn(std::uint16_t index, const CableMedium &medium)
{
    if (m_ofMedium.size() <= index) {
        m_ofMedium.resize(static_cast<std::size_t>(index) + 1);
        m_cableUnits.resize(m_ofMedium.size(), 0);
    }
    m_ofMedium[index] = Optics{opticIndex(medium.transceiverA), opticIndex(medium.transceiverB), true};
}

std::uint8_t MediaTally::opticIndex(const Medium *part)
{
    if (!part)
        return 0;
    const auto it = std::find(m_optics.begin(), m_optics.end(), part);
    if (it != m_optics.end())
        return static_cast<std::uint8_t>(it - m_optics.begin());
    if (m_optics.size() > 0xff)
        throw std::length_error("more kinds of transceiver than a plan can count");
    m_optics.push_back(part);
    m_opticUnits.push_back(0);
    return static_cast<std::uint8_t>(m_optics.size() - 1);
}

void MediaTally::finish()
{
    // How many cages hold each (optic, links) pair, so that the units are worked out once per pair
    // rather than once per cage. Neighbouring cages mostly hold the same pair: a stretch of them
    // is counted in a register and added once.
    std::vector<long long> cagesOf(m_optics.size() * 256, 0);
    const auto pairOf = [](const CageOptic &cage) { return static_cast<std::size_t>(cage.optic) * 256 + cage.links; };
    std::size_t last = 0;
    long long stretch = 0;
    for (const CageOptic &cage : m_perCage) {
        const std::size_t pair = pairOf(cage);
        if (pair == last) {
            ++stretch;
            continue;
        }
        cagesOf[last] += stretch;
        last = pair;
        stretch = 1;
    }
    cagesOf[last] += stretch;
    for (std::size_t optic = 1; optic < m_optics.size(); ++optic) {
        const long long perUnit = std::max(1, m_optics[optic]->linksPerUnit);
        for (long long links = 1; links < 256; ++links)
            m_opticUnits[optic] += cagesOf[optic * 256 + static_cast<std::size_t>(links)] * ((links + perUnit - 1) / perUnit);
    }
    m_perCage = {};
    m_finished = true;
}

std::vector<std::pair<const Medium *, long long>> MediaTally::opticUnits() const
{
    std::vector<std::pair<const Medium *, long long>> units;
    for (std::size_t i = 1; i < m_optics.size(); ++i)
        units.emplace_back(m_optics[i], m_opticUnits[i]);
    return units;
}

} // namespace fabric
