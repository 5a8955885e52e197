#pragma once

#include "core/catalogue/catalogue.h"
#include "core/common/text.h"

#include <string>
#include <string_view>
#include <vector>

namespace fabric {

// The names people type for catalogue parts, matched forgivingly: case does not matter, a switch
// is found by its model (QM9700), its ordering or legacy part number (MQM9700-NS2F) or its model
// stem when only one model has it (Q3400 for Q3400-RA); a platform by its name in any case. An
// unknown name comes back with the catalogue's nearest names (edit distance), for the message.
template<typename Part>
struct NameMatch
{
    const Part *found = nullptr;
    std::vector<std::string> candidates; // ambiguous: every model that fits; unknown: the nearest
    bool ambiguous = false;              // a family or stem that several models share
};

NameMatch<SwitchModel> matchSwitch(const Catalogue &catalogue, std::string_view typed);
NameMatch<Platform> matchPlatform(const Catalogue &catalogue, std::string_view typed);

// "unknown switch 'QM970' (did you mean QM9700 or QM9790?)", "'Quantum-2' names several switches:
// QM9700, QM9790", or "unknown switch 'x' (the catalogue has: ...)" when nothing is near.
enum class CatalogueName { Platform, Switch };
Text unknownNameMessage(CatalogueName what, std::string_view typed, const std::vector<std::string> &candidates,
                        bool ambiguous, const std::vector<std::string> &all);

// Levenshtein distance of the lower-cased strings.
int nameDistance(std::string_view a, std::string_view b);
// The names within a small edit distance of what was typed (or that contain it), nearest first.
std::vector<std::string> nearestNames(std::string_view typed, const std::vector<std::string> &names);

// The design with the platform and switch spelled as the catalogue spells them, where the typed
// names match; unmatched names stay as typed so that validation can say what is wrong with them.
struct Design;
Design withCatalogueNames(const Design &design, const Catalogue &catalogue);

} // namespace fabric
