#include "core/catalogue/namematch.h"

#include "core/common/usertext.h"
#include "core/design/design.h"

#include <algorithm>
#include <cctype>

namespace fabric {

namespace {

std::string folded(std::string_view s)
{
    // Surrounding blanks come with copy and paste.
    while (!s.empty() && std::isspace(static_cast<unsigned char>(s.front())))
        s.remove_prefix(1);
    while (!s.empty() && std::isspace(static_cast<unsigned char>(s.back())))
        s.remove_suffix(1);
    std::string out(s);
    for (char &c : out)
        c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return out;
}

// "Q3400-RA" -> "q3400": the model without its variant suffix.
std::string stem(std::string_view model)
{
    return folded(model.substr(0, model.find('-')));
}

} // namespace

int nameDistance(std::string_view a, std::string_view b)
{
    const std::string x = folded(a);
    const std::string y = folded(b);
    std::vector<int> row(y.size() + 1);
    for (std::size_t j = 0; j <= y.size(); ++j)
        row[j] = static_cast<int>(j);
    for (std::size_t i = 1; i <= x.size(); ++i) {
        int diagonal = row[0];
        row[0] = static_cast<int>(i);
        for (std::size_t j = 1; j <= y.size(); ++j) {
            const int above = row[j];
            row[j] = std::min({row[j] + 1, row[j - 1] + 1, diagonal + (x[i - 1] == y[j - 1] ? 0 : 1)});
            diagonal = above;
        }
    }
    return row[y.size()];
}

std::vector<std::string> nearestNames(std::string_view typed, const std::vector<std::string> &names)
{
    // Catalogue names are short; a long typed name is near none of them, and the distance would
    // cost its length times every name's.
    if (typed.size() > kQuotedCharacters)
        return {};
    const std::string t = folded(typed);
    // A third of the name may be wrong, at least one letter: "QM970" and "dgx-h10" are near,
    // "foo" is near nothing.
    const int limit = std::max(1, static_cast<int>(t.size()) / 3);
    std::vector<std::pair<int, std::string>> scored;
    for (const std::string &name : names) {
        const int d = nameDistance(t, name);
        const bool contains = t.size() >= 3 && folded(name).find(t) != std::string::npos;
        if (d <= limit || contains)
            scored.emplace_back(contains ? std::min(d, limit) : d, name);
    }
    std::stable_sort(scored.begin(), scored.end(),
                     [](const auto &a, const auto &b) { return a.first < b.first; });
    std::vector<std::string> out;
    for (const auto &[d, name] : scored)
        if (std::find(out.begin(), out.end(), name) == out.end() && out.size() < 5)
            out.push_back(name);
    return out;
}

NameMatch<SwitchModel> matchSwitch(const Catalogue &catalogue, std::string_view typed)
{
    NameMatch<SwitchModel> m;
    if (const SwitchModel *exact = catalogue.findSwitch(typed)) {
        m.found = exact;
        return m;
    }
    const std::string t = folded(typed);
    if (t.empty())
        return m;
    std::vector<const SwitchModel *> byStem;
    std::vector<const SwitchModel *> byFamily;
    std::vector<std::string> names;
    for (const SwitchModel &s : catalogue.switches()) {
        if (folded(s.model) == t || (!s.orderingPn.empty() && folded(s.orderingPn) == t)
            || (!s.legacyOpn.empty() && folded(s.legacyOpn) == t)) {
            m.found = &s;
            return m;
        }
        if (stem(s.model) == t)
            byStem.push_back(&s);
        if (!s.family.empty() && folded(s.family) == t)
            byFamily.push_back(&s);
        names.push_back(s.model);
    }
    const auto &group = byStem.empty() ? byFamily : byStem;
    if (group.size() == 1) {
        m.found = group.front();
        return m;
    }
    for (const SwitchModel *s : group)
        m.candidates.push_back(s->model);
    m.ambiguous = !m.candidates.empty();
    if (m.candidates.empty()) {
        // Every name of a model counts, but the message names the model.
        std::vector<std::pair<std::string, std::string>> nameToModel;
        for (const SwitchModel &s : catalogue.switches())
            for (const std::string *name : {&s.model, &s.orderingPn, &s.legacyOpn})
                if (!name->empty())
                    nameToModel.emplace_back(*name, s.model);
        names.clear();
        for (const auto &entry : nameToModel)
            names.push_back(entry.first);
        for (const std::string &near : nearestNames(typed, names)) {
            const auto it = std::find_if(nameToModel.begin(), nameToModel.end(),
                                         [&](const auto &entry) { return entry.first == near; });
            if (std::find(m.candidates.begin(), m.candidates.end(), it->second) == m.candidates.end())
                m.candidates.push_back(it->second);
        }
    }
    return m;
}

NameMatch<Platform> matchPlatform(const Catalogue &catalogue, std::string_view typed)
{
    NameMatch<Platform> m;
    if ((m.found = catalogue.findPlatform(typed)))
        return m;
    const std::string t = folded(typed);
    std::vector<std::string> names;
    for (const Platform &p : catalogue.platforms()) {
        // "dgx h100" and "DGXH100" are the same platform as DGX-H100.
        std::string loose = folded(p.name);
        std::erase(loose, '-');
        std::string typedLoose = t;
        std::erase_if(typedLoose, [](char c) { return c == '-' || c == ' ' || c == '_'; });
        if (folded(p.name) == t || (!t.empty() && loose == typedLoose)) {
            m.found = &p;
            return m;
        }
        names.push_back(p.name);
    }
    m.candidates = nearestNames(typed, names);
    return m;
}

Text unknownNameMessage(CatalogueName what, std::string_view typed, const std::vector<std::string> &candidates,
                        bool ambiguous, const std::vector<std::string> &all)
{
    const bool isSwitch = what == CatalogueName::Switch;
    const std::string quoted = quotedText(typed);
    if (ambiguous)
        return Text(isSwitch ? FABRIC_TR("fabric::Design", "%1 names several switches: %2; give one")
                             : FABRIC_TR("fabric::Design", "%1 names several platforms: %2; give one"),
                    quoted, allOf(candidates));
    if (!candidates.empty())
        return Text(isSwitch ? FABRIC_TR("fabric::Design", "unknown switch %1 (did you mean %2?)")
                             : FABRIC_TR("fabric::Design", "unknown platform %1 (did you mean %2?)"),
                    quoted, anyOf(candidates));
    return Text(isSwitch ? FABRIC_TR("fabric::Design", "unknown switch %1 (the catalogue has: %2)")
                         : FABRIC_TR("fabric::Design", "unknown platform %1 (the catalogue has: %2)"),
                quoted, allOf(all));
}

Design withCatalogueNames(const Design &design, const Catalogue &catalogue)
{
    Design d = design;
    if (const Platform *p = matchPlatform(catalogue, d.platform).found)
        d.platform = p->name;
    if (!d.switchModel.empty())
        if (const SwitchModel *s = matchSwitch(catalogue, d.switchModel).found)
            d.switchModel = s->model;
    for (NetworkRole role : {NetworkRole::Storage, NetworkRole::Inband, NetworkRole::Oob}) {
        std::string &model = d.networks.spec(role).switchModel;
        if (!model.empty())
            if (const SwitchModel *s = matchSwitch(catalogue, model).found)
                model = s->model;
    }
    return d;
}

} // namespace fabric
