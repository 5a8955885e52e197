#pragma once

#include "core/catalogue/catalogue.h"
#include "core/common/expected.h"
#include "core/common/text.h"

#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace fabric {

class SqliteDatabase;
class SqliteStatement;

// Bounds on what a price list may hold: every total stays finite and exact to the cent.
inline constexpr double kMaxPrice = 1e10; // in the list's own currency
inline constexpr std::size_t kMaxPriceListBytes = 64u << 20;
inline constexpr std::size_t kMaxSourceBytes = 2000;
// A rejected list names this many bad lines, then how many more and the last one's line.
inline constexpr std::size_t kListedProblems = 50;
inline constexpr std::string_view kNoPricesTable = "no user_prices table";

// One price of the user's own list: in the currency it was quoted in, as the file said it.
struct UserPrice
{
    std::string partNumber;
    double price = 0.0;
    std::string currency;
    std::string source;
    std::string importedAt; // ISO 8601, UTC
    int line = 0;           // in the file it came from (0 when read from the database)
};

// Why a price cannot be used ("is negative"), or empty.
Text priceProblem(double price);
// The same for a row read back from the user database (columns part_number, price, currency,
// source in this order): its price a number, not text ('abc' would read as 0.00), its text UTF-8
// without control characters, and with a catalogue its currency one the catalogue knows. The
// message names the row by its part number.
Text storedPriceProblem(const SqliteStatement &row, const Catalogue *catalogue);
// Why a field of a price list or of a stored row cannot be used as text: a control character other
// than tab and line breaks (a quoted source may span lines; a NUL would cut it short wherever it
// is shown). Empty when it can.
Text controlCharacterProblem(std::string_view text);
// Empty when db has the user_prices table; kNoPricesTable when it has not; else SQLite's reason the
// file cannot be read ("file is not a database").
std::string userPricesTableProblem(const SqliteDatabase &db);
// The one message every reader of the user database gives when it is damaged.
Text damagedUserDatabaseMessage(const std::filesystem::path &userDatabase, Text reason);
// Why the user database's path holds no database: something other than a file is there (a
// folder). Nothing when it is a file, or nothing is there yet (no prices imported).
std::optional<Text> userDatabaseNotAFile(const std::filesystem::path &userDatabase);

// What an import says of rows it took or left without failing the list, each as "NAME:LINE: what".
struct PriceListNotes
{
    std::vector<Text> skipped; // rows of parts the catalogue does not have (with skipUnknown)
    std::vector<Text> free;    // rows priced at 0: the part counts as free in every total
};

struct PriceListOptions
{
    // Rows naming a part the catalogue does not have are left out (and listed) instead of failing
    // the list; every other problem still fails it.
    bool skipUnknown = false;
};

// Parses a price list: CSV (RFC 4180) with a header row naming part_number, price, currency and
// optionally source, in any order. Every row is checked against the catalogue (known part number,
// known currency, a non-negative number); any problem fails the whole list, and the message names
// every bad row, one per line, as "NAME:LINE: what is wrong". With options.skipUnknown, the rows of
// unknown parts go to notes->skipped (same form) instead. A price of 0 is taken, and named in
// notes->free: it is more often a placeholder than a gift, and a part with no price stays "on
// request" where one priced at 0 lowers every total.
Expected<std::vector<UserPrice>> parsePriceList(const std::string &text, const std::string &name,
                                                const Catalogue &catalogue, PriceListOptions options = {},
                                                PriceListNotes *notes = nullptr);

// Reads and parses the file, then writes every price into the user database (created when
// missing) in one transaction: all of them or, on any error, none. Returns how many were written.
Expected<int> importPriceList(const std::filesystem::path &file, const Catalogue &catalogue,
                              const std::filesystem::path &userDatabase, PriceListOptions options = {},
                              PriceListNotes *notes = nullptr);

// The prices in the user database, by part number; none when there is no database yet.
Expected<std::vector<UserPrice>> listUserPrices(const std::filesystem::path &userDatabase);

} // namespace fabric
