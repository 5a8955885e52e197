// Any bytes as a project file: a design or a message, never a crash, and a message is short,
// valid UTF-8 and names a JSON path.
#include "core/common/usertext.h"
#include "core/design/projectfile.h"

#include <cstdint>
#include <cstdlib>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const std::string_view text(reinterpret_cast<const char *>(data), size);
    const auto design = fabric::ProjectFile::fromJson(text);
    if (!design) {
        const std::string &error = design.error();
        if (error.empty() || error.size() > 600 || !fabric::isValidUtf8(error))
            std::abort();
        return 0;
    }
    // Whatever a name holds, what the XML writers make of it is XML (issue 34: U+FFFE, U+0001).
    const std::string xml = fabric::xmlSafeText(design->name);
    if (fabric::needsXmlCleaning(xml) || fabric::needsXmlCleaning(fabric::xmlSafeText(design->name, false)))
        std::abort();
    // What loads saves and loads back the same.
    const auto again = fabric::ProjectFile::fromJson(fabric::ProjectFile::toJson(*design));
    if (!again || fabric::ProjectFile::toJson(*again) != fabric::ProjectFile::toJson(*design))
        std::abort();
    return 0;
}
