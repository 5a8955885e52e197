#include "commands.h"

#include "core/catalogue/catalogue.h"
#include "core/common/usertext.h"
#include "core/report/cataloguereport.h"

#include <iostream>

namespace fabric::cli {

int runCatalogue(Arguments &args)
{
    const bool asJson = args.takeFlag("--json");
    std::optional<CatalogueKind> kind;
    if (auto text = args.takeValue("--kind")) {
        kind = catalogueKindFromString(*text);
        if (!kind)
            throw UsageError("--kind takes switch, nic, cable, transceiver or platform, not " + quotedText(*text));
    }
    args.expectEmpty();

    auto catalogue = Catalogue::openDefault();
    if (!catalogue) {
        std::cerr << "fabricplanner-cli catalogue: " << catalogue.error() << '\n';
        return 1;
    }
    if (asJson)
        std::cout << catalogueToJson(*catalogue, kind).dump(2) << '\n';
    else
        std::cout << catalogueToText(*catalogue, kind);
    return 0;
}

} // namespace fabric::cli
