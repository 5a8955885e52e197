#pragma once

#include "core/catalogue/catalogue.h"

#include <cstdio>
#include <cstdlib>

namespace fabric::fuzz {

// The bundled catalogue, opened once per fuzzing process (FABRICPLANNER_CATALOGUE wins).
inline const Catalogue &catalogue()
{
    static const Catalogue opened = [] {
        const char *env = std::getenv("FABRICPLANNER_CATALOGUE");
        auto c = Catalogue::open(env && *env ? env : FABRIC_CATALOGUE_PATH);
        if (!c) {
            std::fprintf(stderr, "fuzz: %s\n", c.error().c_str());
            std::abort();
        }
        return std::move(*c);
    }();
    return opened;
}

} // namespace fabric::fuzz
