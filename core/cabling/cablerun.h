#pragma once

#include "core/catalogue/parts.h"

#include <array>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <string_view>

namespace fabric {

// One way of carrying a link: a cable, or two transceiver ends and a fibre. The parts point into
// the Catalogue the plan was made with. A plan holds a few dozen of these; its runs refer to them
// by index, so a run holds no pointers or strings and a plan of a million links stays small.
struct CableMedium
{
    MediaKind kind = MediaKind::Dac;     // dac, acc, aoc, twisted-pair, or transceiver for optics with fibre
    const Medium *cable = nullptr;       // the cable or the fibre; null: nothing carries the link
    const Medium *transceiverA = nullptr;
    const Medium *transceiverB = nullptr;
    int preferenceRank = 0;              // the media_preference rank that carried it; 0: nothing did

    bool carries() const { return cable != nullptr; }
    // "dac", "acc", "aoc", "twisted-pair", "transceiver"; empty when nothing carries the link.
    std::string_view kindName() const { return carries() ? toString(kind) : std::string_view(); }
    std::string_view cablePn() const { return partNumberOf(cable); }
    std::string_view transceiverPnA() const { return partNumberOf(transceiverA); }
    std::string_view transceiverPnB() const { return partNumberOf(transceiverB); }
    // Whether any of its parts is off sale (taken where nothing on sale reaches).
    bool endOfLife() const
    {
        return (cable && !cable->forSale) || (transceiverA && !transceiverA->forSale)
            || (transceiverB && !transceiverB->forSale);
    }

    bool operator==(const CableMedium &) const = default;

private:
    static std::string_view partNumberOf(const Medium *part)
    {
        return part ? std::string_view(part->partNumber) : std::string_view();
    }
};

// The physical run of one link: its length and what carries it. A plan holds one per link, at
// the link's index, so it takes 12 bytes: the length is kept exactly, as two 4-byte words, so
// that runs pack at 4-byte alignment, and the length ordered follows from the medium
// (CablePlan::orderedLengthM).
class CableRun
{
public:
    static constexpr std::uint16_t kUncarried = 0xffff;

    CableRun() = default;
    explicit CableRun(double lengthM) { setRunLengthM(lengthM); }

    // From the floor plan, with slack.
    double runLengthM() const { return std::bit_cast<double>(m_lengthBits); }
    void setRunLengthM(double lengthM) { m_lengthBits = std::bit_cast<LengthBits>(lengthM); }

    bool carried() const { return medium != kUncarried; }
    // Whether the run starts a cable unit: a cable shared by the links of a split or twin cable
    // is ordered once, on the run of its lowest link; the others share it.
    bool countsCableUnit() const { return !sharesCable; }

    std::uint16_t medium = kUncarried; // index into CablePlan::media
    bool sharesCable = false;          // on the cable unit of a lower link of its cage

private:
    using LengthBits = std::array<std::uint32_t, 2>;
    LengthBits m_lengthBits{};
};
static_assert(sizeof(CableRun) <= 12, "a plan holds a run per link");

} // namespace fabric
