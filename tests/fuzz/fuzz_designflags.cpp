// Any command line after `plan`: a design, a usage error, a value out of range or a design error;
// nothing else escapes.
// Words are separated by NUL bytes so a word may hold spaces and newlines.
#include "cli/designflags.h"
#include "core/common/usertext.h"

#include <cstdint>
#include <cstdlib>
#include <string>
#include <vector>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    std::vector<std::string> words(1);
    for (size_t i = 0; i < size; ++i) {
        if (data[i] == 0)
            words.emplace_back();
        else
            words.back() += static_cast<char>(data[i]);
    }
    // A project file on the command line would make the fuzzer read the disk.
    for (const std::string &word : words)
        if (word.size() > 5 && word.compare(word.size() - 5, 5, ".json") == 0)
            return 0;
    fabric::cli::Arguments args(words);
    // Whatever the bytes, what comes back is UTF-8: the design's text and every message.
    auto check = [](const std::string &text) {
        if (!fabric::isValidUtf8(text))
            std::abort();
    };
    try {
        const fabric::Design design = fabric::cli::takeDesign(args);
        check(design.name);
        check(design.platform);
        check(design.switchModel);
    } catch (const fabric::cli::UsageError &e) {
        check(e.what());
    } catch (const fabric::cli::ValueError &e) { // "--nodes 1099511627776": exit 1, as designed
        check(e.what());
    } catch (const fabric::cli::DesignError &e) {
        check(e.what());
    }
    return 0;
}
