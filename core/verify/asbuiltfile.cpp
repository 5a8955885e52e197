#include "core/verify/asbuiltfile.h"

#include <cerrno>
#include <cstring>
#include <fstream>
#include <sstream>

namespace fabric {

Expected<std::string> readDiscoveryFile(const std::filesystem::path &file)
{
    std::error_code ec;
    if (std::filesystem::is_directory(file, ec))
        return Expected<std::string>::failure(file.string() + ": is a folder, not a file");
    std::ifstream in(file, std::ios::binary);
    if (!in)
        return Expected<std::string>::failure(file.string() + ": cannot be read: " + std::strerror(errno));
    std::stringstream text;
    text << in.rdbuf();
    if (in.bad())
        return Expected<std::string>::failure(file.string() + ": cannot be read: " + std::strerror(errno));
    return text.str();
}

} // namespace fabric
