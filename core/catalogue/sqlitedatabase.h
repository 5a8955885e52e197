#pragma once

#include <filesystem>
#include <optional>
#include <string>

struct sqlite3;
struct sqlite3_stmt;

namespace fabric {

class SqliteStatement;

// A SQLite connection that closes itself. Errors come back as messages, never exceptions.
class SqliteDatabase
{
public:
    enum class Mode { ReadOnly, ReadWriteCreate };

    SqliteDatabase() = default;
    ~SqliteDatabase();
    SqliteDatabase(SqliteDatabase &&other) noexcept;
    SqliteDatabase &operator=(SqliteDatabase &&other) noexcept;
    SqliteDatabase(const SqliteDatabase &) = delete;
    SqliteDatabase &operator=(const SqliteDatabase &) = delete;

    // Empty string on success, else what went wrong.
    std::string open(const std::filesystem::path &path, Mode mode);
    std::string execute(const std::string &sql);
    std::string lastError() const;
    sqlite3 *handle() const { return m_db; }

private:
    sqlite3 *m_db = nullptr;
};

// A prepared statement; columns are read by index in the order of the SELECT.
class SqliteStatement
{
public:
    SqliteStatement(const SqliteDatabase &db, const std::string &sql);
    ~SqliteStatement();
    SqliteStatement(const SqliteStatement &) = delete;
    SqliteStatement &operator=(const SqliteStatement &) = delete;

    bool valid() const { return m_stmt != nullptr; }
    const std::string &error() const { return m_error; }

    // True while there is a row; check error() afterwards for a failure.
    bool step();
    void reset();
    void bind(int index, const std::string &value);
    void bind(int index, double value);
    void bind(int index, int value);

    // The whole text, NULs included (a C string would end at the first).
    std::string text(int column) const;
    // Whether the column holds a number (an INTEGER or REAL value, not text that looks like one).
    bool isNumber(int column) const;
    int integer(int column) const;
    double real(int column) const;
    std::optional<int> optionalInteger(int column) const;
    std::optional<double> optionalReal(int column) const;

private:
    sqlite3_stmt *m_stmt = nullptr;
    const SqliteDatabase &m_db;
    std::string m_error;
};

} // namespace fabric
