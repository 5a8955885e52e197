#include "commands.h"

#include "core/catalogue/catalogue.h"
#include "core/catalogue/pricelist.h"
#include "core/common/usertext.h"
#include "core/report/texttable.h"

#include <nlohmann/json.hpp>

#include <iostream>
#include <sstream>

namespace fabric::cli {

namespace {

int importPrices(const std::vector<std::string> &files, bool skipUnknown)
{
    if (files.size() != 1)
        throw UsageError("prices import takes one CSV file");
    auto catalogue = Catalogue::open(Catalogue::bundledPath());
    if (!catalogue) {
        std::cerr << "fabricplanner-cli prices: " << catalogue.error() << '\n';
        return 1;
    }
    const auto database = Catalogue::userDatabasePath();
    PriceListNotes notes;
    auto imported = importPriceList(files.front(), *catalogue, database, {skipUnknown}, &notes);
    if (!imported) {
        // Several bad lines are listed one a line, FILE:LINE: reason, each as every message is
        // (with the command's prefix), then what became of the rest.
        std::istringstream error(imported.error());
        int lines = 0, unknownParts = 0;
        for (std::string line; std::getline(error, line); ++lines) {
            std::cerr << "fabricplanner-cli prices: " << line << '\n';
            unknownParts += line.find(": unknown part number ") != std::string::npos ? 1 : 0;
        }
        if (lines > 1)
            std::cerr << "fabricplanner-cli prices: nothing was imported"
                      << (!skipUnknown && unknownParts > 0 ? " (--skip-unknown leaves out the lines of unknown parts)" : "")
                      << '\n';
        return 1;
    }
    std::cout << "imported " << countOf(*imported, "price") << " into " << database.string() << '\n';
    if (!notes.skipped.empty()) {
        std::cout << "skipped " << countOf(static_cast<long long>(notes.skipped.size()), "line") << " of unknown parts:\n";
        for (const Text &line : notes.skipped)
            std::cout << line.english() << '\n';
    }
    for (const Text &line : notes.free)
        std::cerr << "fabricplanner-cli prices: warning: " << line.english() << '\n';
    return 0;
}

int listPrices(bool asJson)
{
    auto prices = listUserPrices(Catalogue::userDatabasePath());
    if (!prices) {
        std::cerr << "fabricplanner-cli prices: " << prices.error() << '\n';
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
        table.addRow({p.partNumber, formatNumber(p.price), p.currency, shownText(p.source), p.importedAt}); // a row a line
    std::cout << table.render();
    return 0;
}

} // namespace

int runPrices(Arguments &args)
{
    const bool asJson = args.takeFlag("--json");
    const bool skipUnknown = args.takeFlag("--skip-unknown");
    auto words = args.takePositionals();
    args.expectEmpty();
    if (words.empty())
        throw UsageError("prices takes import FILE.csv or list");
    const std::string action = words.front();
    words.erase(words.begin());
    if (action == "import") {
        if (asJson)
            throw UsageError("prices import takes no --json");
        return importPrices(words, skipUnknown);
    }
    if (action == "list") {
        if (!words.empty())
            throw UsageError("prices list takes no file");
        if (skipUnknown)
            throw UsageError("prices list takes no --skip-unknown");
        return listPrices(asJson);
    }
    throw UsageError("prices takes import or list, not " + quotedText(action));
}

} // namespace fabric::cli
