#pragma once

#include "core/common/text.h"

#include <QString>

namespace fabric::render {

// Text that core composed, in the interface language: its pattern through the installed
// translator (context and pattern as FABRIC_TR marked them), each nested Text translated the same
// way, plain arguments as they are, all substituted in one pass (a value holding "%1" stays).
// Without a translator it is text.english().
QString translated(const Text &text);

} // namespace fabric::render
