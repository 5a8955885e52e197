#include "core/catalogue/sqlitedatabase.h"

#include <sqlite3.h>

#include <utility>

namespace fabric {

SqliteDatabase::~SqliteDatabase()
{
    if (m_db)
        sqlite3_close(m_db);
}

SqliteDatabase::SqliteDatabase(SqliteDatabase &&other) noexcept
    : m_db(std::exchange(other.m_db, nullptr))
{
}

SqliteDatabase &SqliteDatabase::operator=(SqliteDatabase &&other) noexcept
{
    if (this != &other) {
        if (m_db)
            sqlite3_close(m_db);
        m_db = std::exchange(other.m_db, nullptr);
    }
    return *this;
}

std::string SqliteDatabase::open(const std::filesystem::path &path, Mode mode)
{
    const int flags = mode == Mode::ReadOnly ? SQLITE_OPEN_READONLY
                                             : SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE;
    if (sqlite3_open_v2(path.c_str(), &m_db, flags, nullptr) != SQLITE_OK) {
        std::string message = m_db ? sqlite3_errmsg(m_db) : "out of memory";
        sqlite3_close(m_db);
        m_db = nullptr;
        return message;
    }
    sqlite3_busy_timeout(m_db, 2000);
    return {};
}

std::string SqliteDatabase::execute(const std::string &sql)
{
    char *message = nullptr;
    if (sqlite3_exec(m_db, sql.c_str(), nullptr, nullptr, &message) != SQLITE_OK) {
        std::string error = message ? message : "unknown error";
        sqlite3_free(message);
        return error;
    }
    return {};
}

std::string SqliteDatabase::lastError() const
{
    return m_db ? sqlite3_errmsg(m_db) : "database not open";
}

SqliteStatement::SqliteStatement(const SqliteDatabase &db, const std::string &sql)
    : m_db(db)
{
    if (sqlite3_prepare_v2(db.handle(), sql.c_str(), -1, &m_stmt, nullptr) != SQLITE_OK) {
        m_error = db.lastError();
        m_stmt = nullptr;
    }
}

SqliteStatement::~SqliteStatement()
{
    sqlite3_finalize(m_stmt);
}

bool SqliteStatement::step()
{
    if (!m_stmt)
        return false;
    const int rc = sqlite3_step(m_stmt);
    if (rc == SQLITE_ROW)
        return true;
    if (rc != SQLITE_DONE)
        m_error = m_db.lastError();
    return false;
}

void SqliteStatement::reset()
{
    sqlite3_reset(m_stmt);
    sqlite3_clear_bindings(m_stmt);
}

void SqliteStatement::bind(int index, const std::string &value)
{
    sqlite3_bind_text(m_stmt, index, value.c_str(), static_cast<int>(value.size()), SQLITE_TRANSIENT);
}

void SqliteStatement::bind(int index, double value)
{
    sqlite3_bind_double(m_stmt, index, value);
}

void SqliteStatement::bind(int index, int value)
{
    sqlite3_bind_int(m_stmt, index, value);
}

std::string SqliteStatement::text(int column) const
{
    const auto *p = sqlite3_column_text(m_stmt, column);
    const int bytes = sqlite3_column_bytes(m_stmt, column); // after column_text: its length in UTF-8
    return p ? std::string(reinterpret_cast<const char *>(p), static_cast<std::size_t>(bytes)) : std::string();
}

bool SqliteStatement::isNumber(int column) const
{
    const int type = sqlite3_column_type(m_stmt, column);
    return type == SQLITE_INTEGER || type == SQLITE_FLOAT;
}

int SqliteStatement::integer(int column) const
{
    return sqlite3_column_int(m_stmt, column);
}

double SqliteStatement::real(int column) const
{
    return sqlite3_column_double(m_stmt, column);
}

std::optional<int> SqliteStatement::optionalInteger(int column) const
{
    if (sqlite3_column_type(m_stmt, column) == SQLITE_NULL)
        return std::nullopt;
    return integer(column);
}

std::optional<double> SqliteStatement::optionalReal(int column) const
{
    if (sqlite3_column_type(m_stmt, column) == SQLITE_NULL)
        return std::nullopt;
    return real(column);
}

} // namespace fabric
