#pragma once

#include "core/bom/bom.h"
#include "core/common/text.h"

#include <QString>

namespace fabric::render {

// Text that core composed, in the interface language: its pattern through the installed
// translator (context and pattern as FABRIC_TR marked them), each nested Text translated the same
// way, plain arguments as they are, all substituted in one pass (a value holding "%1" stays).
// Without a translator it is text.english().
QString translated(const Text &text);

// A bill-of-materials line's description the same way ("Spare: ...", "QM9700 Quantum-2 switch, OSFP");
// the catalogue's product descriptions inside stay NVIDIA's wording.
QString translatedDescription(const BomLine &line);

} // namespace fabric::render
