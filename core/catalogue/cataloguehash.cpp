#include "core/catalogue/cataloguehash.h"

#include <sqlite3.h>

#include <array>
#include <string>
#include <string_view>
#include <cstdint>
#include <cstdio>

namespace fabric {

namespace {

// Every table whose rows the planner reads; catalogue_info's hash row itself is left out.
constexpr std::array kTables = {"catalogue_info", "switches", "switch_port_modes", "nics", "nic_port_modes",
                                 "media", "media_preference", "platforms", "appliances",
                                 "embedded_subnet_managers", "currencies", "platform_network_ports", "rack_managed_parts",
                                 "infrastructure"};

class Fnv1a
{
public:
    void add(const void *data, std::size_t size)
    {
        const auto *bytes = static_cast<const unsigned char *>(data);
        for (std::size_t i = 0; i < size; ++i) {
            m_hash ^= bytes[i];
            m_hash *= 0x100000001b3ULL;
        }
    }
    void add(int value) { add(&value, sizeof value); }

    std::string hex() const
    {
        char text[17];
        std::snprintf(text, sizeof text, "%016llx", static_cast<unsigned long long>(m_hash));
        return text;
    }

private:
    std::uint64_t m_hash = 0xcbf29ce484222325ULL;
};

} // namespace

std::string catalogueContentHash(const SqliteDatabase &db, std::string &error)
{
    Fnv1a hash;
    for (const char *table : kTables) {
        std::string sql = std::string("SELECT * FROM ") + table;
        if (std::string_view(table) == "catalogue_info")
            sql += std::string(" WHERE key <> '") + kContentHashKey + "'";
        sql += " ORDER BY rowid";
        sqlite3_stmt *stmt = nullptr;
        if (sqlite3_prepare_v2(db.handle(), sql.c_str(), -1, &stmt, nullptr) != SQLITE_OK) {
            error = std::string("cannot read table ") + table + ": " + sqlite3_errmsg(db.handle());
            sqlite3_finalize(stmt);
            return {};
        }
        hash.add(table, std::char_traits<char>::length(table));
        int rc = SQLITE_ROW;
        while ((rc = sqlite3_step(stmt)) == SQLITE_ROW) {
            const int columns = sqlite3_column_count(stmt);
            for (int c = 0; c < columns; ++c) {
                const int type = sqlite3_column_type(stmt, c);
                hash.add(type);
                if (type == SQLITE_NULL)
                    continue;
                // The text form of a number is exact enough to detect a changed value.
                const auto *text = sqlite3_column_text(stmt, c);
                const int size = sqlite3_column_bytes(stmt, c);
                hash.add(size);
                hash.add(text, static_cast<std::size_t>(size));
            }
        }
        if (rc != SQLITE_DONE) {
            error = std::string("cannot read table ") + table + ": " + sqlite3_errmsg(db.handle());
            sqlite3_finalize(stmt);
            return {};
        }
        sqlite3_finalize(stmt);
    }
    return hash.hex();
}

std::string sealCatalogue(const std::filesystem::path &path)
{
    SqliteDatabase db;
    if (std::string error = db.open(path, SqliteDatabase::Mode::ReadWriteCreate); !error.empty())
        return error;
    std::string error;
    const std::string hash = catalogueContentHash(db, error);
    if (hash.empty())
        return error;
    return db.execute(std::string("INSERT OR REPLACE INTO catalogue_info (key, value) VALUES ('") + kContentHashKey +
                      "', '" + hash + "');");
}

} // namespace fabric
