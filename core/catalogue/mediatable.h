#pragma once

#include "core/catalogue/catalogue.h"

#include <array>
#include <cstdint>
#include <string>
#include <unordered_map>
#include <vector>

namespace fabric {

// The cage a link end plugs into: how many ports share it and its form factor (may be unknown),
// and whether it is a switch cage (where a cable's head, its connector, goes).
struct EndProfile
{
    int portsPerCage = 1;
    std::string cageType;
    bool switchEnd = false;
};

// Whether a plug of this form factor fits a cage of that one: the same form factor, or a QSFP
// plug in any single-density QSFP cage (QSFP28/56/112 are backward compatible). A cage listed as
// "SFP28/QSFP28" (mixed front panels) fits what fits either. An unknown cage fits anything.
bool plugFits(const std::string &plug, const std::string &cage);

// Which parts a table chooses from: those for sale, or (where nothing for sale carries a link,
// as no EDR medium beyond 5 m) the end-of-life parts too, which the plan then marks as such.
enum class PartsOffered { ForSale, NotForSaleToo };

// What carries one link: a cable, or a transceiver at each end and a fibre between them.
struct MediaChoice
{
    MediaKind kind = MediaKind::Dac;
    const Medium *cable = nullptr; // the cable, or the fibre between transceivers
    const Medium *transceiverA = nullptr;
    const Medium *transceiverB = nullptr;
    bool shared = false;           // a multi-link (split or twin) cable serving the whole cage
    bool misfit = false;           // an optic its cage does not take (another form factor, or
                                   // another number of ports): nothing for sale fits, and this is
                                   // the nearest
    int rank = 0;                  // 0: nothing carries the link

    bool ok() const { return rank != 0; }
};

// The catalogue's media rule precomputed for one technology, so that choosing the medium of a
// link is a few binary searches: candidates per (speed, preference rank, end profile), sorted by
// how far they reach. The rule itself is the catalogue's media_preference table, walked in rank
// order: the first kind with a part that reaches wins. Parts not for sale are candidates only in
// a table that offers them (PartsOffered::NotForSaleToo).
// Optics are chosen in two passes: first only parts that fit both cages exactly (a twin-port
// flat-top optic in a DGX twin-port cage) in every rank, so a rank never wins with a misfit (a
// finned switch optic at a flat-top node cage) while a later rank has the right part; then, when
// nothing fits exactly, the near fits, rather than no plan at all. Cables must fit the cages
// too: their head (connector) in a switch cage and their far end (end connector) in the other.
class MediaTable
{
public:
    MediaTable(const Catalogue &catalogue, Technology technology, const std::vector<int> &speeds,
               const std::vector<EndProfile> &profiles, PartsOffered offered = PartsOffered::ForSale);

    // lengthM: this link; groupLengthM: the longest link in the multi-port cage at its grouping
    // end (cagePorts ports), or negative when there is none: then no multi-link (split or twin)
    // cable, which serves the whole cage and must reach its longest link. cagePorts is negative
    // when the cage's links end in different cages: a splitter serves them, a straight twin
    // cable (which ends in one cage) does not; positive, the other way round.
    MediaChoice choose(int speedGbps, double lengthM, double groupLengthM, int cagePorts,
                       int profileA, int profileB) const
    {
        // Neighbouring links mostly ask the last question again: answered here, without a call.
        // The links of a twin-port cage take turns asking with its group length and without, so
        // the last of each kind is kept.
        const std::size_t kind = groupLengthM < 0.0 ? 0 : 1;
        if (m_last[kind].asks(speedGbps, lengthM, groupLengthM, cagePorts, profileA, profileB))
            return m_lastChoice[kind];
        return chooseAfresh(speedGbps, lengthM, groupLengthM, cagePorts, profileA, profileB);
    }

private:
    struct Reach
    {
        double distanceM = 0.0; // the part's maxDistanceM(), kept beside it for the searches
        const Medium *part = nullptr;
    };
    using Sorted = std::vector<Reach>;          // ascending by distance
    using Tiers = std::vector<Sorted>;          // tried in order

    struct Rank
    {
        MediaPreference preference;
        Sorted singleCables;
        // By links per unit, negative for splitters (as choose() takes cagePorts).
        std::vector<std::pair<int, Sorted>> multiCables;
        std::vector<Tiers> transceivers;                 // by end profile
        Tiers fibres;
    };

    struct Speed
    {
        int gbps = 0;
        std::vector<Rank> ranks;
        // Every distinct reach among the parts above, ascending. A choice depends on a length
        // only through "reach < length" against these, so lengths between the same two
        // neighbours get the same choice: the memo below is keyed by that interval.
        std::vector<double> reaches;
        // The intervals of the last link's length and of its cage's (see choose()).
        mutable std::size_t lastInterval = 0;
        mutable std::size_t lastGroupInterval = 0;
    };

    // The last question answered, as the lengths it holds for: every length in (above, upTo] lies
    // between the same two reaches, so gets the same answer.
    struct Question
    {
        int speedGbps = -1;
        int cagePorts = 0;
        int profileA = -1;
        int profileB = -1;
        double lengthAbove = 0.0;
        double lengthUpTo = -1.0;
        bool group = false; // whether it had a group length
        double groupAbove = 0.0;
        double groupUpTo = -1.0;

        bool asks(int speed, double lengthM, double groupLengthM, int ports, int a, int b) const
        {
            return speed == speedGbps && ports == cagePorts && a == profileA && b == profileB &&
                   lengthAbove < lengthM && lengthM <= lengthUpTo &&
                   (groupLengthM < 0.0 ? !group : group && groupAbove < groupLengthM && groupLengthM <= groupUpTo);
        }
    };

    MediaChoice chooseAfresh(int speedGbps, double lengthM, double groupLengthM, int cagePorts,
                             int profileA, int profileB) const;
    static const Medium *reaching(const Sorted &parts, double lengthM);
    static const Medium *reaching(const Tiers &tiers, double lengthM, std::size_t tierCount);
    // The first part of `tiers` that reaches and whose fibre end mates with `fibreEnd` (an LC
    // optic takes no MPO fibre; an empty end mates with any).
    static const Medium *reachingMate(const Tiers &tiers, double lengthM, std::size_t tierCount,
                                      const std::string &fibreEnd, bool ofFibres);
    // The shortest part that reaches and fits the two ends.
    const Medium *reachingFit(const Sorted &parts, double lengthM, int profileA, int profileB) const;
    bool fits(const Medium &cable, const EndProfile &a, const EndProfile &b) const;
    MediaChoice chooseWith(const Speed &speed, double lengthM, double groupLengthM, int cagePorts,
                           int profileA, int profileB, bool exactOptics) const;
    MediaChoice chooseFresh(const Speed &speed, double lengthM, double groupLengthM, int cagePorts,
                            int profileA, int profileB) const;
    static void collectReaches(Speed &speed);

    std::vector<EndProfile> m_profiles;
    std::vector<Speed> m_speeds;
    // Choices already made, by speed, end profiles, cage ports and the reach intervals of the
    // link's and the cage's lengths (a plan has a few thousand, its links a million).
    mutable std::unordered_map<std::uint64_t, MediaChoice> m_memo;
    // The last of them without a group length and with one: neighbouring links mostly ask the
    // same question.
    mutable std::array<Question, 2> m_last;
    mutable std::array<MediaChoice, 2> m_lastChoice;
};

} // namespace fabric
