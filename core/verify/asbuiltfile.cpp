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
    // A byte-order mark some editors save in front of UTF-8 is not text: a file of a mark alone
    // is empty.
    if (text->starts_with("\xEF\xBB\xBF"))
        text->erase(0, 3);
    return text;
}

} // namespace fabric
