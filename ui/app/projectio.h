#pragma once

#include "core/common/expected.h"
#include "core/design/design.h"

#include <QString>

namespace fabric::ui {

// Project files through the core's reader and writer (core/design/projectfile.h): reading
// validates every field and names the JSON path of the first problem; writing is atomic.
Expected<Design> readProject(const QString &path);
QString writeProject(const QString &path, const Design &design);

} // namespace fabric::ui
