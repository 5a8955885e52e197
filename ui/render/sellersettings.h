#pragma once

#include "ui/render/quotepdf.h"

#include <QString>

#include <memory>

class QSettings;

namespace fabric::render {

// Where the desktop application keeps its settings (QSettings' organization and application
// names): the window saves the seller there, and the CLI's quote reads it from there.
inline constexpr const char *kSettingsOrganization = "FabricPlanner";
inline constexpr const char *kSettingsApplication = "Fabric Planner";

// The seller under "seller/" in a settings store: company, address, contact, terms and the logo
// as PNG bytes (not a path, so that the quote keeps its look when the file moves).
Seller readSeller(QSettings &settings);
void writeSeller(QSettings &settings, const Seller &seller);

// The desktop application's own settings, opened from any program (the CLI has no application
// names of its own set).
std::unique_ptr<QSettings> desktopSettings();

} // namespace fabric::render
