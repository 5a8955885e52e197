#include "core/verify/asbuiltfile.h"

#include "core/common/inputfile.h"

namespace fabric {

Expected<std::string> readDiscoveryFile(const std::filesystem::path &file)
{
    // A regular file read with its limit, as a project or a price list is: /dev/zero, a FIFO or a
    // folder is refused at once ("it is a device, not a file"), never read without end.
    auto text = readInputFile(file, kMaxDiscoveryFileBytes, FABRIC_TR("fabric::AsBuiltFile", "a discovery file"));
    if (!text)
        return Expected<std::string>::failure(Text(FABRIC_TR("fabric::AsBuiltFile", "%1: %2"), file.string(), text.errorText()));
    return text;
}

} // namespace fabric
