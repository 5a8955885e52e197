#pragma once

#include "ui/render/quotepdf.h"

#include <QString>

#include <cstddef>
#include <memory>

class QImage;
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

// A logo file is at most this large: a logo is printed at most 180 x 60 points.
inline constexpr std::size_t kMaxLogoBytes = std::size_t(16) << 20;

// Reads the image in a logo file into logo: a regular file of at most kMaxLogoBytes (a FIFO or a
// device is refused, never read), holding an image Qt can decode. Empty string on success, else
// the reason, naming the file.
QString loadLogo(const QString &path, QImage &logo);

// The desktop application's own settings, opened from any program (the CLI has no application
// names of its own set).
std::unique_ptr<QSettings> desktopSettings();

} // namespace fabric::render
