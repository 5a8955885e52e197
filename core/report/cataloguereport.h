#pragma once

#include "core/catalogue/catalogue.h"

#include <nlohmann/json.hpp>

#include <optional>
#include <string>

namespace fabric {

// The kinds `catalogue --kind` accepts.
enum class CatalogueKind { Switch, Nic, Cable, Transceiver, Platform };
std::optional<CatalogueKind> catalogueKindFromString(std::string_view s);

// The catalogue as JSON (an array of rows per kind) and as a plain text table.
nlohmann::json catalogueToJson(const Catalogue &catalogue, std::optional<CatalogueKind> kind);
std::string catalogueToText(const Catalogue &catalogue, std::optional<CatalogueKind> kind);

} // namespace fabric
