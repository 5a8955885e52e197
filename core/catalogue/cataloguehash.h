#pragma once

#include "core/catalogue/sqlitedatabase.h"

#include <filesystem>
#include <string>

namespace fabric {

// The catalogue's content seal. The build records a hash of every row in catalogue_info
// ('content_hash'); loading recomputes it, so a damaged bundled file (a flipped bit in a value
// SQLite's own checks accept) is refused instead of planning with a wrong fact. The hash is
// FNV-1a 64 over each table's rows in rowid order, with each value's type; it detects damage,
// it is not a signature.
inline constexpr const char *kContentHashKey = "content_hash";

// The hash of the catalogue's content (16 hex digits), or empty with error set.
std::string catalogueContentHash(const SqliteDatabase &db, std::string &error);

// Computes the hash of the catalogue file at path and records it in catalogue_info.
// Empty on success, else what went wrong.
std::string sealCatalogue(const std::filesystem::path &path);

} // namespace fabric
