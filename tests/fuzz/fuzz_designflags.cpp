// Any command line after `plan`: a design, a usage error or a design error; nothing else escapes.
// Words are separated by NUL bytes so a word may hold spaces and newlines.
#include "cli/designflags.h"

#include <cstdint>
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
    try {
        (void)fabric::cli::takeDesign(args);
    } catch (const fabric::cli::UsageError &) {
    } catch (const fabric::cli::DesignError &) {
    }
    return 0;
}
