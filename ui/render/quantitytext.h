#pragma once

#include "core/floor/floorplan.h"

#include <QString>

namespace fabric::render {

// A count with its noun, already translated with Qt's plural forms so that lupdate sees the call:
// plural(tr("%n port(s)", nullptr, n), n). Without a translation loaded Qt keeps the "(s)"; English
// then gets its singular or plural here, so that no reader sees "1 port(s)".
QString plural(QString translated, int n);

// A rack's power and weight as the user may read them: "unknown" when no device in it has a known
// value, "at least ..." with the count of unknown devices when some have none. Never a made-up 0.
QString rackPowerText(const Rack &rack);
QString rackWeightText(const Rack &rack);

} // namespace fabric::render
