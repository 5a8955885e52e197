#include "core/catalogue/pricelist.h"

#include "core/catalogue/csvreader.h"
#include "core/catalogue/sqlitedatabase.h"
#include "core/common/distinctfiles.h"
#include "core/common/groupeddigits.h"
#include "core/common/inputfile.h"
#include "core/common/iso4217.h"
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

// The names a user price can be keyed on (exactly those the Catalogue lays user prices over), each
// with the part it names: a switch answers to its model and its part number, and the two must not
// both be priced.
std::unordered_map<std::string, const void *> knownPartNumbers(const Catalogue &catalogue)
{
    // The part's BOM name, a string the catalogue holds once per part, stands for the part.
    std::unordered_map<std::string, const void *> known;
    for (const auto &[name, partNumber] : catalogue.pricedNames())
        known.emplace(std::string(name), partNumber.data());
    return known;
}

// How a spreadsheet wrote the list: the separator between fields, and with it the decimal mark
// and what groups the thousands ("30,000.50" in a comma-separated file, "30.000,50" where the
// decimal mark is a comma and the fields are separated by semicolons).
struct NumberStyle
{
    char separator = ',';
    char decimalMark = '.';
    char groupMark = ',';
};

// Semicolons in a header without a comma: the list of a spreadsheet whose decimal mark is a comma.
NumberStyle styleOf(std::string_view text)
{
    const std::string_view header = text.substr(0, text.find('\n'));
    if (header.find(',') == std::string_view::npos && header.find(';') != std::string_view::npos)
        return {';', ',', '.'};
    return {};
}

// A number in the list's style: its digits grouped by threes or not at all, one decimal mark at
// most. nullopt for anything else, what could be read two ways included ("30,00").
std::optional<double> parseNumber(const std::string &text, const NumberStyle &style)
{
    const std::string plain = withoutGroupingDecimal(text, style.groupMark, style.decimalMark);
    double value = 0.0;
    const char *begin = plain.data(), *end = plain.data() + plain.size();
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

Text damaged(const std::filesystem::path &userDatabase, Text reason)
{
    return damagedUserDatabaseMessage(userDatabase, std::move(reason));
}

Text tooLarge()
{
    return Text(FABRIC_TR("fabric::PriceList", "the file is larger than %1 MiB; a price list is a few thousand lines"),
                kMaxPriceListBytes >> 20);
}

Text lineProblem(const std::string &name, int line, Text what)
{
    return Text(FABRIC_TR("fabric::PriceList", "%1:%2: %3"), name, line, std::move(what));
}

// One line per problem. Joined as a balanced tree, so that a list of thousands of bad lines
// nests a few levels deep, not thousands.
Text joinedLines(const std::vector<Text> &lines, std::size_t begin, std::size_t end)
{
    if (end - begin == 1)
        return lines[begin];
    const std::size_t middle = begin + (end - begin) / 2;
    return Text(FABRIC_TR("fabric::PriceList", "%1\n%2"), joinedLines(lines, begin, middle), joinedLines(lines, middle, end));
}

// Why a price cannot be in code (typed as typed): the price database keeps prices in the
// currencies the catalogue has a rate of, which every catalogue that reads it back has. Empty
// when it can.
Text currencyProblem(const Catalogue &catalogue, const std::string &code, const std::string &typed)
{
    const Currency *currency = catalogue.findCurrency(code);
    if (currency && !currency->addedByUser)
        return {};
    std::vector<std::string> codes;
    for (const Currency &c : catalogue.currencies())
        if (!c.addedByUser)
            codes.push_back(c.code);
    if (currency)
        return Text(FABRIC_TR("fabric::PriceList", "%1 has only your own exchange rate, which prices designs but not a price "
                                                   "list: give the price in %2"),
                    code, anyOf(codes));
    if (const Iso4217Currency *iso = findIso4217(code))
        return Text(FABRIC_TR("fabric::PriceList", "the catalogue has no exchange rate for %1 (%2): give the price in %3"), code,
                    iso->name, anyOf(codes));
    return Text(FABRIC_TR("fabric::PriceList", "%1 is not an ISO 4217 currency code: give the price in %2"), quotedText(typed),
                anyOf(codes));
}

const char *kCreateTable = "CREATE TABLE IF NOT EXISTS user_prices ("
                           "part_number TEXT PRIMARY KEY, price REAL NOT NULL, currency TEXT NOT NULL, "
                           "source TEXT, imported_at TEXT)";

} // namespace

Text priceProblem(double price)
{
    if (!std::isfinite(price))
        return FABRIC_TR("fabric::PriceList", "is not a number");
    if (price < 0.0)
        return FABRIC_TR("fabric::PriceList", "is negative");
    if (price > kMaxPrice)
        return FABRIC_TR("fabric::PriceList", "is more than 10,000,000,000 (the largest price a part can have)");
    return {};
}

Text controlCharacterProblem(std::string_view text)
{
    for (const char c : text)
        if (static_cast<unsigned char>(c) < 0x20 && c != '\t' && c != '\n' && c != '\r') {
            char code[8];
            std::snprintf(code, sizeof code, "U+%04X", static_cast<unsigned>(static_cast<unsigned char>(c)));
            return Text(FABRIC_TR("fabric::PriceList", "holds a control character (%1)"), std::string(code));
        }
    return {};
}

Text storedPriceProblem(const SqliteStatement &row, const Catalogue *catalogue)
{
    const std::string partNumber = row.text(0);
    const std::string currency = row.text(2);
    const std::string source = row.text(3);
    if (!isValidUtf8(partNumber) || !isValidUtf8(currency) || !isValidUtf8(source))
        return Text(FABRIC_TR("fabric::PriceList", "part number %1 has text that is not UTF-8"), quotedText(partNumber));
    for (const auto &[field, text] : {std::pair{"part_number", &partNumber}, std::pair{"currency", &currency},
                                      std::pair{"source", &source}})
        if (Text problem = controlCharacterProblem(*text); !problem.empty())
            return Text(FABRIC_TR("fabric::PriceList", "the %1 of %2 %3"), field, quotedText(partNumber), problem);
    if (!row.isNumber(1))
        return Text(FABRIC_TR("fabric::PriceList", "the price of %1 is %2, not a number"), quotedText(partNumber),
                    quotedText(row.text(1)));
    if (Text problem = priceProblem(row.real(1)); !problem.empty())
        return Text(FABRIC_TR("fabric::PriceList", "the price of %1 %2"), quotedText(partNumber), problem);
    if (catalogue && !catalogue->findCurrency(currency))
        return Text(FABRIC_TR("fabric::PriceList", "the price of %1 is in %2, a currency the catalogue does not know"),
                    quotedText(partNumber), quotedText(currency));
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

Text damagedUserDatabaseMessage(const std::filesystem::path &userDatabase, Text reason)
{
    return Text(FABRIC_TR("fabric::PriceList", "your price database %1 is damaged (%2); the prices you imported cannot be "
                                               "used. Move the file aside and import your price list again "
                                               "(fabricplanner-cli prices import FILE.csv)"),
                userDatabase.string(), std::move(reason));
}

std::optional<Text> userDatabaseNotAFile(const std::filesystem::path &userDatabase)
{
    std::error_code ec;
    if (userDatabase.empty() || !std::filesystem::exists(userDatabase, ec))
        return std::nullopt;
    if (const auto problem = inputFileProblem(userDatabase))
        return Text(FABRIC_TR("fabric::PriceList", "your price database %1: %2"), userDatabase.string(), *problem);
    return std::nullopt;
}

Expected<std::vector<UserPrice>> parsePriceList(const std::string &text, const std::string &name,
                                                const Catalogue &catalogue, PriceListOptions options,
                                                PriceListNotes *notes)
{
    using Result = Expected<std::vector<UserPrice>>;
    auto fail = [&](int line, Text what) {
        return Result::failure(Text(FABRIC_TR("fabric::PriceList", "%1:%2: %3"), name, line, std::move(what)));
    };
    if (text.size() > kMaxPriceListBytes)
        return fail(1, tooLarge());
    if (const std::size_t bad = firstInvalidUtf8(text); bad != text.size()) {
        const auto line = 1 + std::count(text.begin(), text.begin() + static_cast<std::ptrdiff_t>(bad), '\n');
        return fail(static_cast<int>(line), Text(FABRIC_TR("fabric::PriceList", "the text is not UTF-8 (byte %1); save the file as UTF-8"),
                                                 shownText(text.substr(bad, 1))));
    }
    std::vector<CsvRecord> records;
    std::string error;
    int errorLine = 0;
    const NumberStyle style = styleOf(text);
    if (!readCsv(text, records, error, errorLine, style.separator))
        return fail(errorLine, Text::plain(error));
    if (records.empty())
        return fail(1, FABRIC_TR("fabric::PriceList", "the file is empty: expected a header row part_number,price,currency[,source]"));

    const CsvRecord &header = records.front();
    std::unordered_map<std::string, std::size_t> column;
    for (std::size_t i = 0; i < header.fields.size(); ++i) {
        const std::string key = lower(trimmed(header.fields[i]));
        if (!column.try_emplace(key, i).second)
            return fail(header.line, Text(FABRIC_TR("fabric::PriceList", "column %1 appears twice"), quotedText(key)));
    }
    for (const char *required : {"part_number", "price", "currency"})
        if (!column.count(required))
            return fail(header.line, Text(FABRIC_TR("fabric::PriceList", "missing column '%1' (the header must name part_number, price, currency[, source])"),
                                          required));
    for (const auto &[key, index] : column)
        if (key != "part_number" && key != "price" && key != "currency" && key != "source")
            return fail(header.line, Text(FABRIC_TR("fabric::PriceList", "unknown column %1"), quotedText(key)));

    if (records.size() < 2)
        return fail(header.line, FABRIC_TR("fabric::PriceList", "the file has its header row and no line of prices: "
                                                                "nothing was imported"));
    const auto known = knownPartNumbers(catalogue);
    std::unordered_map<const void *, std::pair<std::string, int>> seen; // part: its name and line
    std::vector<UserPrice> prices;
    // Every bad line, so that one pass over the file fixes them all; past kListedProblems, only how
    // many more and where the last is (a file of a million bad lines is not a message to read).
    std::vector<Text> problems;
    int unlisted = 0;
    int lastUnlistedLine = 0;
    for (std::size_t r = 1; r < records.size(); ++r) {
        const CsvRecord &record = records[r];
        auto reject = [&](int line, Text what) {
            if (problems.size() < kListedProblems) {
                problems.push_back(lineProblem(name, line, std::move(what)));
            } else {
                ++unlisted;
                lastUnlistedLine = line;
            }
        };
        if (record.fields.size() != header.fields.size()) {
            reject(record.line, Text(FABRIC_TR("fabric::PriceList", "expected %1 fields, found %2"), header.fields.size(),
                                   record.fields.size()));
            continue;
        }
        Text badField;
        for (const auto &[key, index] : column)
            if (Text problem = controlCharacterProblem(record.fields[index]); !problem.empty() && badField.empty())
                badField = Text(FABRIC_TR("fabric::PriceList", "the %1 field %2"), key, std::move(problem));
        if (!badField.empty()) {
            reject(record.line, std::move(badField));
            continue;
        }
        auto field = [&](const char *key) { return trimmed(record.fields[column.at(key)]); };
        UserPrice price;
        price.line = record.line;
        price.partNumber = field("part_number");
        if (price.partNumber.empty()) {
            reject(record.line, FABRIC_TR("fabric::PriceList", "the part number is empty"));
            continue;
        }
        const auto part = known.find(price.partNumber);
        if (part == known.end()) {
            Text unknown(FABRIC_TR("fabric::PriceList", "unknown part number %1"), quotedText(price.partNumber));
            if (options.skipUnknown) {
                if (notes)
                    notes->skipped.push_back(lineProblem(name, record.line, std::move(unknown)));
            } else {
                reject(record.line, std::move(unknown));
            }
            continue;
        }
        if (auto [it, added] = seen.try_emplace(part->second, price.partNumber, record.line); !added) {
            reject(record.line, it->second.first == price.partNumber
                                         ? Text(FABRIC_TR("fabric::PriceList", "part number %1 is already priced on line %2"),
                                                quotedText(price.partNumber), it->second.second)
                                         : Text(FABRIC_TR("fabric::PriceList", "%1 is the same part as %2, already priced on line %3"),
                                                quotedText(price.partNumber), quotedText(it->second.first), it->second.second));
            continue;
        }
        const std::string amount = field("price");
        const auto value = parseNumber(amount, style);
        if (!value) {
            reject(record.line, style.decimalMark == ','
                                    ? Text(FABRIC_TR("fabric::PriceList", "price %1 is not a number (in a list separated by "
                                                                          "semicolons the decimal mark is a comma: 1.234,50)"),
                                           quotedText(amount))
                                    : Text(FABRIC_TR("fabric::PriceList", "price %1 is not a number"), quotedText(amount)));
            continue;
        }
        if (Text problem = priceProblem(*value); !problem.empty()) {
            reject(record.line, Text(FABRIC_TR("fabric::PriceList", "price %1 %2"), shownText(amount), std::move(problem)));
            continue;
        }
        price.price = *value;
        // Below half a cent a price is shown and summed as 0 (1e-300 is): as free as 0 itself.
        constexpr double kHalfACent = 0.005;
        if (*value == 0.0 && notes)
            notes->free.push_back(lineProblem(name, record.line,
                                              Text(FABRIC_TR("fabric::PriceList", "%1 is priced at 0: it counts as free in "
                                                                                  "every total (leave it out of the list to "
                                                                                  "keep it on request)"),
                                                   quotedText(price.partNumber))));
        else if (*value < kHalfACent && notes)
            notes->free.push_back(lineProblem(name, record.line,
                                              Text(FABRIC_TR("fabric::PriceList", "%1 is priced at %2, which is 0 to the cent: it "
                                                                                  "counts as free in every total (leave it out of "
                                                                                  "the list to keep it on request)"),
                                                   quotedText(price.partNumber), shownText(amount))));
        price.currency = field("currency");
        for (auto &c : price.currency)
            c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
        if (Text problem = currencyProblem(catalogue, price.currency, field("currency")); !problem.empty()) {
            reject(record.line, std::move(problem));
            continue;
        }
        if (column.count("source"))
            price.source = field("source");
        if (price.source.size() > kMaxSourceBytes) {
            reject(record.line, Text(FABRIC_TR("fabric::PriceList", "the source is longer than %1 bytes; give a URL or a document name"),
                                   kMaxSourceBytes));
            continue;
        }
        prices.push_back(std::move(price));
    }
    if (unlisted > 0)
        problems.push_back(lineProblem(name, lastUnlistedLine,
                                       Text(FABRIC_TR("fabric::PriceList", "and %1 more bad lines, this one the last; fix those "
                                                                           "above and import again to see them"),
                                            unlisted)));
    if (!problems.empty())
        return Result::failure(joinedLines(problems, 0, problems.size()));
    return prices;
}

Expected<int> importPriceList(const std::filesystem::path &file, const Catalogue &catalogue,
                              const std::filesystem::path &userDatabase, PriceListOptions options,
                              PriceListNotes *notes)
{
    using Result = Expected<int>;
    if (const auto clash = outputClash({{"the price list", file}, {"the catalogue", catalogue.path()}},
                                       {{"your price database", userDatabase}}))
        return Result::failure(*clash);
    auto text = readInputFile(file, kMaxPriceListBytes, FABRIC_TR("fabric::PriceList", "a price list"));
    if (!text)
        return Result::failure(Text(FABRIC_TR("fabric::PriceList", "%1: %2"), file.string(), text.errorText()));
    auto prices = parsePriceList(*text, file.string(), catalogue, options, notes);
    if (!prices)
        return Result::failure(prices.errorText());
    if (userDatabase.empty())
        return Result::failure(FABRIC_TR("fabric::PriceList", "no user database: set FABRICPLANNER_USER_DB or HOME"));

    if (const auto problem = userDatabaseNotAFile(userDatabase))
        return Result::failure(*problem);
    std::error_code ec;
    if (userDatabase.has_parent_path())
        std::filesystem::create_directories(userDatabase.parent_path(), ec);
    SqliteDatabase db;
    if (std::string error = db.open(userDatabase, SqliteDatabase::Mode::ReadWriteCreate); !error.empty())
        return Result::failure(Text(FABRIC_TR("fabric::PriceList", "cannot open user database %1: %2"), userDatabase.string(), error));
    if (std::string error = db.execute(kCreateTable); !error.empty())
        return Result::failure(damaged(userDatabase, Text::plain(error)));
    if (std::string error = db.execute("BEGIN IMMEDIATE"); !error.empty())
        return Result::failure(Text(FABRIC_TR("fabric::PriceList", "user database %1: %2"), userDatabase.string(), error));

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
        return Result::failure(Text(FABRIC_TR("fabric::PriceList", "user database %1: %2 (nothing imported)"), userDatabase.string(), error));
    }
    if (std::string commit = db.execute("COMMIT"); !commit.empty()) {
        db.execute("ROLLBACK");
        return Result::failure(Text(FABRIC_TR("fabric::PriceList", "user database %1: %2 (nothing imported)"), userDatabase.string(), commit));
    }
    return static_cast<int>(prices->size());
}

Expected<std::vector<UserPrice>> listUserPrices(const std::filesystem::path &userDatabase)
{
    using Result = Expected<std::vector<UserPrice>>;
    std::vector<UserPrice> prices;
    if (const auto problem = userDatabaseNotAFile(userDatabase))
        return Result::failure(*problem);
    std::error_code ec;
    if (userDatabase.empty() || !std::filesystem::is_regular_file(userDatabase, ec))
        return prices;
    SqliteDatabase db;
    if (std::string error = db.open(userDatabase, SqliteDatabase::Mode::ReadOnly); !error.empty())
        return Result::failure(damaged(userDatabase, Text::plain(error)));
    if (std::string error = userPricesTableProblem(db); !error.empty())
        return Result::failure(damaged(userDatabase, error == kNoPricesTable ? Text(FABRIC_TR("fabric::PriceList", "it has no user_prices table"))
                                                                             : Text::plain(error)));
    SqliteStatement row(db, "SELECT part_number, price, currency, COALESCE(source, ''), "
                            "COALESCE(imported_at, '') FROM user_prices ORDER BY part_number");
    while (row.step()) {
        if (Text problem = storedPriceProblem(row, nullptr); !problem.empty())
            return Result::failure(damaged(userDatabase, std::move(problem)));
        UserPrice price{row.text(0), row.real(1), row.text(2), row.text(3), row.text(4), 0};
        prices.push_back(std::move(price));
    }
    if (!row.error().empty())
        return Result::failure(damaged(userDatabase, Text::plain(row.error())));
    return prices;
}

} // namespace fabric
