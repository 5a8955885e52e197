#include "core/catalogue/pricelist.h"

#include "core/catalogue/csvreader.h"
#include "core/catalogue/sqlitedatabase.h"
#include "core/common/usertext.h"

#include <algorithm>
#include <cctype>
#include <cerrno>
#include <cstring>
#include <charconv>
#include <cmath>
#include <ctime>
#include <fstream>
#include <sstream>
#include <unordered_map>
#include <unordered_set>

namespace fabric {

namespace {

std::string trimmed(std::string text)
{
    const auto first = text.find_first_not_of(" \t");
    if (first == std::string::npos)
        return {};
    const auto last = text.find_last_not_of(" \t");
    return text.substr(first, last - first + 1);
}

std::string lower(std::string text)
{
    std::transform(text.begin(), text.end(), text.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return text;
}

// The names a user price can be keyed on: exactly those the Catalogue lays user prices over.
std::unordered_set<std::string> knownPartNumbers(const Catalogue &catalogue)
{
    std::unordered_set<std::string> known;
    for (const auto &s : catalogue.switches()) {
        known.insert(s.partNumber());
        known.insert(s.model);
    }
    for (const auto &n : catalogue.nics())
        known.insert(n.model);
    for (const auto &m : catalogue.media())
        known.insert(m.partNumber);
    for (const auto &p : catalogue.platforms())
        known.insert(p.name);
    for (const auto &a : catalogue.appliances())
        known.insert(a.model);
    return known;
}

std::optional<double> parseNumber(const std::string &text)
{
    double value = 0.0;
    const char *begin = text.data(), *end = text.data() + text.size();
    auto [ptr, ec] = std::from_chars(begin, end, value);
    if (ec != std::errc() || ptr != end || !std::isfinite(value))
        return std::nullopt;
    return value;
}

std::string nowUtc()
{
    const std::time_t now = std::time(nullptr);
    std::tm utc{};
    gmtime_r(&now, &utc);
    char text[32];
    std::strftime(text, sizeof text, "%Y-%m-%dT%H:%M:%SZ", &utc);
    return text;
}

std::string damaged(const std::filesystem::path &userDatabase, const std::string &reason)
{
    return damagedUserDatabaseMessage(userDatabase, reason);
}

const char *kCreateTable = "CREATE TABLE IF NOT EXISTS user_prices ("
                           "part_number TEXT PRIMARY KEY, price REAL NOT NULL, currency TEXT NOT NULL, "
                           "source TEXT, imported_at TEXT)";

} // namespace

std::string priceProblem(double price)
{
    if (!std::isfinite(price))
        return "is not a number";
    if (price < 0.0)
        return "is negative";
    if (price > kMaxPrice)
        return "is more than 10,000,000,000 (the largest price a part can have)";
    return {};
}

std::string storedPriceProblem(const std::string &partNumber, double price, const std::string &source)
{
    if (!isValidUtf8(partNumber) || !isValidUtf8(source))
        return "part number " + quotedText(partNumber) + " has text that is not UTF-8";
    if (std::string problem = priceProblem(price); !problem.empty())
        return "the price of " + quotedText(partNumber) + " " + problem;
    return {};
}

std::string userPricesTableProblem(const SqliteDatabase &db)
{
    // SQLite opens any file lazily: the first query is what finds "file is not a database".
    SqliteStatement exists(db, "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'user_prices'");
    if (!exists.valid())
        return exists.error().empty() ? db.lastError() : exists.error();
    if (exists.step())
        return {};
    return exists.error().empty() ? std::string(kNoPricesTable) : exists.error();
}

std::string damagedUserDatabaseMessage(const std::filesystem::path &userDatabase, const std::string &reason)
{
    return "your price database " + userDatabase.string() + " is damaged (" + reason
           + "); the prices you imported cannot be used. Move the file aside and import your price "
             "list again (fabricplanner-cli prices import FILE.csv)";
}

Expected<std::vector<UserPrice>> parsePriceList(const std::string &text, const std::string &name,
                                                const Catalogue &catalogue)
{
    using Result = Expected<std::vector<UserPrice>>;
    auto fail = [&](int line, const std::string &what) {
        return Result::failure(name + ":" + std::to_string(line) + ": " + what);
    };
    if (text.size() > kMaxPriceListBytes)
        return fail(1, "the file is larger than " + std::to_string(kMaxPriceListBytes >> 20)
                           + " MiB; a price list is a few thousand lines");
    if (const std::size_t bad = firstInvalidUtf8(text); bad != text.size()) {
        const auto line = 1 + std::count(text.begin(), text.begin() + static_cast<std::ptrdiff_t>(bad), '\n');
        return fail(static_cast<int>(line), "the text is not UTF-8 (byte " + shownText(text.substr(bad, 1))
                                                + "); save the file as UTF-8");
    }
    std::vector<CsvRecord> records;
    std::string error;
    int errorLine = 0;
    if (!readCsv(text, records, error, errorLine))
        return fail(errorLine, error);
    if (records.empty())
        return fail(1, "the file is empty: expected a header row part_number,price,currency[,source]");

    const CsvRecord &header = records.front();
    std::unordered_map<std::string, std::size_t> column;
    for (std::size_t i = 0; i < header.fields.size(); ++i) {
        const std::string key = lower(trimmed(header.fields[i]));
        if (!column.try_emplace(key, i).second)
            return fail(header.line, "column " + quotedText(key) + " appears twice");
    }
    for (const char *required : {"part_number", "price", "currency"})
        if (!column.count(required))
            return fail(header.line, std::string("missing column '") + required +
                                         "' (the header must name part_number, price, currency[, source])");
    for (const auto &[key, index] : column)
        if (key != "part_number" && key != "price" && key != "currency" && key != "source")
            return fail(header.line, "unknown column " + quotedText(key));

    const auto known = knownPartNumbers(catalogue);
    std::unordered_map<std::string, int> seen;
    std::vector<UserPrice> prices;
    for (std::size_t r = 1; r < records.size(); ++r) {
        const CsvRecord &record = records[r];
        if (record.fields.size() != header.fields.size())
            return fail(record.line, "expected " + std::to_string(header.fields.size()) + " fields, found " +
                                         std::to_string(record.fields.size()));
        auto field = [&](const char *key) { return trimmed(record.fields[column.at(key)]); };
        UserPrice price;
        price.line = record.line;
        price.partNumber = field("part_number");
        if (price.partNumber.empty())
            return fail(record.line, "the part number is empty");
        if (!known.count(price.partNumber))
            return fail(record.line, "unknown part number " + quotedText(price.partNumber));
        if (auto [it, added] = seen.try_emplace(price.partNumber, record.line); !added)
            return fail(record.line, "part number " + quotedText(price.partNumber) + " is already priced on line " +
                                         std::to_string(it->second));
        const std::string amount = field("price");
        const auto value = parseNumber(amount);
        if (!value)
            return fail(record.line, "price " + quotedText(amount) + " is not a number");
        if (const std::string problem = priceProblem(*value); !problem.empty())
            return fail(record.line, "price " + shownText(amount) + " " + problem);
        price.price = *value;
        price.currency = field("currency");
        for (auto &c : price.currency)
            c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
        if (!catalogue.findCurrency(price.currency)) {
            std::string codes;
            for (const auto &c : catalogue.currencies())
                codes += (codes.empty() ? "" : ", ") + c.code;
            return fail(record.line, "unknown currency " + quotedText(field("currency")) + " (known: " + codes + ")");
        }
        if (column.count("source"))
            price.source = field("source");
        if (price.source.size() > kMaxSourceBytes)
            return fail(record.line, "the source is longer than " + std::to_string(kMaxSourceBytes)
                                         + " bytes; give a URL or a document name");
        prices.push_back(std::move(price));
    }
    return prices;
}

Expected<int> importPriceList(const std::filesystem::path &file, const Catalogue &catalogue,
                              const std::filesystem::path &userDatabase)
{
    using Result = Expected<int>;
    std::error_code sizeError;
    if (const auto size = std::filesystem::file_size(file, sizeError); !sizeError && size > kMaxPriceListBytes)
        return Result::failure(file.string() + ": the file is larger than " + std::to_string(kMaxPriceListBytes >> 20)
                               + " MiB; a price list is a few thousand lines");
    std::ifstream in(file, std::ios::binary);
    if (!in)
        return Result::failure(file.string() + ": cannot be read: " + std::strerror(errno));
    std::stringstream text;
    text << in.rdbuf();
    auto prices = parsePriceList(text.str(), file.string(), catalogue);
    if (!prices)
        return Result::failure(prices.error());
    if (userDatabase.empty())
        return Result::failure("no user database: set FABRICPLANNER_USER_DB or HOME");

    std::error_code ec;
    if (userDatabase.has_parent_path())
        std::filesystem::create_directories(userDatabase.parent_path(), ec);
    SqliteDatabase db;
    if (std::string error = db.open(userDatabase, SqliteDatabase::Mode::ReadWriteCreate); !error.empty())
        return Result::failure("cannot open user database " + userDatabase.string() + ": " + error);
    if (std::string error = db.execute(kCreateTable); !error.empty())
        return Result::failure(damaged(userDatabase, error));
    if (std::string error = db.execute("BEGIN IMMEDIATE"); !error.empty())
        return Result::failure("user database " + userDatabase.string() + ": " + error);

    const std::string importedAt = nowUtc();
    const std::string defaultSource = file.filename().string();
    std::string error;
    {
        SqliteStatement insert(db, "INSERT OR REPLACE INTO user_prices (part_number, price, currency, "
                                   "source, imported_at) VALUES (?1, ?2, ?3, ?4, ?5)");
        error = insert.error();
        for (const UserPrice &p : *prices) {
            if (!error.empty())
                break;
            insert.reset();
            insert.bind(1, p.partNumber);
            insert.bind(2, p.price);
            insert.bind(3, p.currency);
            insert.bind(4, p.source.empty() ? defaultSource : p.source);
            insert.bind(5, importedAt);
            insert.step();
            error = insert.error();
        }
    }
    if (!error.empty()) {
        db.execute("ROLLBACK");
        return Result::failure("user database " + userDatabase.string() + ": " + error + " (nothing imported)");
    }
    if (std::string commit = db.execute("COMMIT"); !commit.empty()) {
        db.execute("ROLLBACK");
        return Result::failure("user database " + userDatabase.string() + ": " + commit + " (nothing imported)");
    }
    return static_cast<int>(prices->size());
}

Expected<std::vector<UserPrice>> listUserPrices(const std::filesystem::path &userDatabase)
{
    using Result = Expected<std::vector<UserPrice>>;
    std::vector<UserPrice> prices;
    std::error_code ec;
    if (userDatabase.empty() || !std::filesystem::is_regular_file(userDatabase, ec))
        return prices;
    SqliteDatabase db;
    if (std::string error = db.open(userDatabase, SqliteDatabase::Mode::ReadOnly); !error.empty())
        return Result::failure(damaged(userDatabase, error));
    if (std::string error = userPricesTableProblem(db); !error.empty())
        return Result::failure(damaged(userDatabase, error == kNoPricesTable ? "it has no user_prices table" : error));
    SqliteStatement row(db, "SELECT part_number, price, currency, COALESCE(source, ''), "
                            "COALESCE(imported_at, '') FROM user_prices ORDER BY part_number");
    while (row.step()) {
        UserPrice price{row.text(0), row.real(1), row.text(2), row.text(3), row.text(4), 0};
        if (std::string problem = storedPriceProblem(price.partNumber, price.price, price.source); !problem.empty())
            return Result::failure(damaged(userDatabase, problem));
        prices.push_back(std::move(price));
    }
    if (!row.error().empty())
        return Result::failure(damaged(userDatabase, row.error()));
    return prices;
}

} // namespace fabric
