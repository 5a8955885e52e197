#pragma once

#include <memory>
#include <streambuf>
#include <string>

namespace fabric::cli {

// Standard output, checked. Every command prints through std::cout; installed at the start of
// main, this sends it to descriptor 1 and keeps the first write's failure (a full disk,
// /dev/full, a closed descriptor), which a stream's failbit alone loses: "plan --json >
// plan.json" on a full disk used to exit 0 with an empty file. A closed descriptor 1 is held
// by /dev/null first, so that no file the command opens takes its place and receives its output.
class StandardOutput
{
public:
    StandardOutput();
    ~StandardOutput();
    StandardOutput(const StandardOutput &) = delete;
    StandardOutput &operator=(const StandardOutput &) = delete;

    // Flushes what is buffered. Empty when everything printed reached descriptor 1, else why
    // not ("No space left on device").
    std::string finish();

private:
    class Buffer;
    std::unique_ptr<Buffer> m_buffer;
    std::streambuf *m_original = nullptr;
};

} // namespace fabric::cli
