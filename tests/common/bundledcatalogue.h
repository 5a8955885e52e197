#pragma once

#include "core/catalogue/catalogue.h"

#include <cstdio>
#include <cstdlib>

// The catalogue this build compiled, opened once. A missing or stale one stops the test or
// benchmark at once, naming the problem, rather than failing every case after it.
inline const fabric::Catalogue &bundledCatalogue()
{
    static const fabric::Catalogue catalogue = [] {
        auto opened = fabric::Catalogue::open(fabric::Catalogue::bundledPath());
        if (!opened) {
            std::fprintf(stderr, "cannot open the catalogue: %s\n", opened.error().c_str());
            std::exit(1);
        }
        return *opened;
    }();
    return catalogue;
}
