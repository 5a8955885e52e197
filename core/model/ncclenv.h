#pragma once

#include "core/common/diagnostic.h"
#include "core/common/expected.h"
#include "core/model/collective.h"

#include <string>
#include <string_view>

namespace fabric {

// Reads "NCCL_ALGO=ring,tree,NCCL_PROTO=^LL,NCCL_COLLNET_ENABLE=1": a word without '=' continues
// the previous variable's list. NCCL_ALGO / NCCL_PROTO take NCCL's list syntax (names are case
// insensitive, a leading '^' excludes the names that follow). Later text updates `base`.
Expected<NcclEnv> parseNcclEnv(std::string_view text, NcclEnv base = {});

// "NCCL defaults" or the variables that differ from them, in the same syntax.
std::string describe(const NcclEnv &env);

// A note for each variable of `env` that NCCL does not apply to `collective`: all-to-all runs
// point-to-point sends, which neither NCCL_ALGO nor NCCL_PROTO reaches. Field `field`.
Diagnostics unusedBy(Collective collective, const NcclEnv &env, const std::string &field);

} // namespace fabric
