#include "core/common/installedfile.h"

namespace fabric {

std::filesystem::path findInstalledFile(const std::filesystem::path &relative)
{
    std::error_code ec;
    const auto exe = std::filesystem::read_symlink("/proc/self/exe", ec);
    if (ec)
        return {};
    for (auto dir = exe.parent_path(); !dir.empty() && dir != dir.root_path(); dir = dir.parent_path()) {
        if (auto candidate = dir / relative; std::filesystem::exists(candidate, ec))
            return candidate;
    }
    return {};
}

} // namespace fabric
