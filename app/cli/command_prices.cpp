#include "commands.h"

#include "core/catalogue/catalogue.h"
#include "core/catalogue/pricelist.h"
#include "core/common/usertext.h"
#include "core/report/texttable.h"

#include <nlohmann/json.hpp>

#include <iostream>

namespace fabric::cli {

namespace {

int importPrices(const std::vector<std::string> &files)
{
    if (files.size() != 1)
        throw UsageError("prices import takes one CSV file");
    auto catalogue = Catalogue::open(Catalogue::bundledPath());
    if (!catalogue) {
        std::cerr << "fabricplanner-cli: " << catalogue.error() << '\n';
        return 1;
    }
    const auto database = Catalogue::userDatabasePath();
    auto imported = importPriceList(files.front(), *catalogue, database);
    if (!imported) {
        std::cerr << imported.error() << '\n';
        return 1;
    }
    std::cout << "imported " << *imported << " prices into " << database.string() << '\n';
    return 0;
}

int listPrices(bool asJson)
{
    auto prices = listUserPrices(Catalogue::userDatabasePath());
    if (!prices) {
        std::cerr << "fabricplanner-cli: " << prices.error() << '\n';
        return 1;
    }
    if (asJson) {
        auto list = nlohmann::json::array();
        for (const auto &p : *prices)
            list.push_back({{"part_number", p.partNumber}, {"price", p.price}, {"currency", p.currency},
                            {"source", p.source}, {"imported_at", p.importedAt}});
        std::cout << nlohmann::json{{"prices", list}}.dump(2) << '\n';
        return 0;
    }
    if (prices->empty()) {
        std::cout << "no user prices in " << Catalogue::userDatabasePath().string() << '\n';
        return 0;
    }
    TextTable table({"Part number", "Price", "Currency", "Source", "Imported"});
    for (const auto &p : *prices)
        table.addRow({p.partNumber, formatNumber(p.price), p.currency, p.source, p.importedAt});
    std::cout << table.render();
    return 0;
}

} // namespace

int runPrices(Arguments &args)
{
    const bool asJson = args.takeFlag("--json");
    auto words = args.takePositionals();
    args.expectEmpty();
    if (words.empty())
        throw UsageError("prices takes import FILE.csv or list");
    const std::string action = words.front();
    words.erase(words.begin());
    if (action == "import") {
        if (asJson)
            throw UsageError("prices import takes no --json");
        return importPrices(words);
    }
    if (action == "list") {
        if (!words.empty())
            throw UsageError("prices list takes no file");
        return listPrices(asJson);
    }
    throw UsageError("prices takes import or list, not " + quotedText(action));
}

} // namespace fabric::cli
