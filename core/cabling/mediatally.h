#pragma once

#include "core/cabling/cablerun.h"
#include "core/cabling/cageindex.h"

#include <cstddef>
#include <cstdint>
#include <utility>
#include <vector>

namespace fabric {

// How many units of each part a plan's runs take: cable units by medium (a cable shared by the
// links of a split or twin cable once), and transceivers by part, counted per cage (the links of
// one cage on the same twin-port optic share it; a second kind of optic in a cage is a unit of
// its own). The cabler adds each run as it chooses its medium, while the link is at hand, so the
// bill of materials prices these units without another pass over a million links.
class MediaTally
{
public:
    MediaTally() = default;
    explicit MediaTally(int cages);

    // The tally of runs planned without one (a cable plan made by hand): a pass over the links.
    static MediaTally of(const Topology &topology, const std::vector<CableRun> &runs,
                         const std::vector<CableMedium> &media);

    // A link's run, carried by `medium` (or not carried), between cages cageA and cageB. A shared
    // cable counts on the run that starts its unit.
    void add(const CableRun &run, const CableMedium &medium, int cageA, int cageB)
    {
        ++m_links;
        if (!run.carried())
            return;
        if (run.medium >= m_ofMedium.size() || !m_ofMedium[run.medium].known)
            learn(run.medium, medium);
        const Optics &optics = m_ofMedium[run.medium];
        countEnd(cageA, optics.a);
        countEnd(cageB, optics.b);
        if (run.countsCableUnit())
            ++m_cableUnits[run.medium];
    }

    // After the last link: the cages' counts become units of each optic.
    void finish();

    // Whether this is the finished tally of exactly that many links.
    bool covers(std::size_t links) const { return m_finished && m_links == links; }
    // By medium index of the cable plan.
    const std::vector<long long> &cableUnits() const { return m_cableUnits; }
    // Each transceiver part with its units, in the order first met.
    std::vector<std::pair<const Medium *, long long>> opticUnits() const;

private:
    struct Optics
    {
        std::uint8_t a = 0; // index into m_optics of the medium's transceiver at end a; 0: none
        std::uint8_t b = 0;
        bool known = false;
    };
    // 2 bytes a cage: the optic it holds (0: none yet) and how many of its links that optic serves.
    // A plan uses a few kinds of optic (opticIndex() refuses a 256th) and a cage has a few ports.
    struct CageOptic
    {
        std::uint8_t optic;
        std::uint8_t links;
    };

    void learn(std::uint16_t index, const CableMedium &medium);
    std::uint8_t opticIndex(const Medium *part);
    void countEnd(int cage, std::uint8_t optic)
    {
        if (!optic)
            return;
        CageOptic &c = m_perCage[static_cast<std::size_t>(cage)];
        if (!c.optic || c.optic == optic) {
            c.optic = optic;
            ++c.links;
        } else {
            ++m_opticUnits[optic];
        }
    }

    std::vector<CageOptic> m_perCage;          // until finish()
    std::vector<const Medium *> m_optics{nullptr};
    std::vector<long long> m_opticUnits{0};    // by index into m_optics
    std::vector<Optics> m_ofMedium;            // by medium index
    std::vector<long long> m_cableUnits;       // by medium index
    std::size_t m_links = 0;
    bool m_finished = false;
};

} // namespace fabric
