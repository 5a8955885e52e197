// Build step: records the content hash of a freshly compiled catalogue (see core/catalogue/cataloguehash.h).
#include "core/catalogue/cataloguehash.h"

#include <cstdio>

int main(int argc, char **argv)
{
    if (argc != 2) {
        std::fprintf(stderr, "usage: %s CATALOGUE.sqlite\n", argv[0]);
        return 2;
    }
    if (const std::string error = fabric::sealCatalogue(argv[1]); !error.empty()) {
        std::fprintf(stderr, "%s: cannot seal %s: %s\n", argv[0], argv[1], error.c_str());
        return 1;
    }
    return 0;
}
