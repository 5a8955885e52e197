// Links FabricPlanner::core and nothing else: proof that the planner needs no Qt.
#include "core/catalogue/catalogue.h"

#include <cstdio>

int main()
{
    auto catalogue = fabric::Catalogue::openDefault();
    if (!catalogue) {
        std::fprintf(stderr, "%s\n", catalogue.error().c_str());
        return 1;
    }
    std::printf("core alone: %zu switches, %zu platforms\n", catalogue->switches().size(),
                catalogue->platforms().size());
    return catalogue->switches().empty() ? 1 : 0;
}
