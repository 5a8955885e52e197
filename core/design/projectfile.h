#pragma once

#include "core/common/expected.h"
#include "core/design/design.h"

#include <filesystem>
#include <optional>
#include <string>
#include <string_view>

namespace fabric {

// The project file: {"format": "fabricplanner-project", "version": 1, "design": {...}} holding
// every field of a Design under its own name (floor, cabling, pricing, quote, modelOverrides as
// objects). Loading checks every field and fails on the first problem with its JSON path:
// "$.design.nodes: expected a positive whole number, got -3". Files from newer versions are
// refused; saving writes a temporary file and renames it, so a crash never leaves half a file.
struct ProjectFile
{
    static constexpr std::string_view kFormat = "fabricplanner-project";
    static constexpr int kVersion = 2;

    static std::string toJson(const Design &design);
    static Expected<Design> fromJson(std::string_view text);
    static Expected<Design> load(const std::filesystem::path &path);
    // Returns the error, or nothing on success.
    static std::optional<Text> save(const Design &design, const std::filesystem::path &path);
};

std::string_view toString(FabricManagement management);            // "auto", "ufm", "embedded", "none"
std::optional<FabricManagement> managementFromString(std::string_view text);
std::string_view toString(SwitchPlacement placement);              // "automatic", "in-rack", ...
std::optional<SwitchPlacement> placementFromString(std::string_view text);

} // namespace fabric
