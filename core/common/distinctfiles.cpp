#include "core/common/distinctfiles.h"

#include <sys/stat.h>

namespace fabric {

namespace {

bool isFile(const std::filesystem::path &path)
{
    return !path.empty() && path != "-";
}

std::filesystem::path canonicalSpelling(const std::filesystem::path &path)
{
    // Absolute first: weakly_canonical leaves a relative path with no existing part ("x.dot") as it
    // is, but resolves "./x.dot" through the current folder.
    std::error_code ec;
    const auto absolute = std::filesystem::absolute(path, ec);
    auto canonical = std::filesystem::weakly_canonical(absolute, ec);
    if (ec)
        canonical = absolute.lexically_normal();
    return canonical;
}

} // namespace

bool sameFile(const std::filesystem::path &a, const std::filesystem::path &b)
{
    struct stat first{}, second{};
    const bool firstExists = ::stat(a.c_str(), &first) == 0;
    const bool secondExists = ::stat(b.c_str(), &second) == 0;
    if (firstExists && secondExists)
        return first.st_dev == second.st_dev && first.st_ino == second.st_ino;
    if (firstExists != secondExists)
        return false;
    return canonicalSpelling(a) == canonicalSpelling(b);
}

std::optional<Text> outputClash(const std::vector<NamedFile> &inputs, const std::vector<NamedFile> &outputs)
{
    for (std::size_t o = 0; o < outputs.size(); ++o) {
        const NamedFile &output = outputs[o];
        if (!isFile(output.path))
            continue;
        for (const NamedFile &input : inputs)
            if (isFile(input.path) && sameFile(output.path, input.path))
                return Text(FABRIC_TR("fabric::Files", "%1 %2 is %3 %4: writing it would replace what is being read; "
                                                       "choose another output file"),
                            output.role, output.path.string(), input.role, input.path.string());
        for (std::size_t earlier = 0; earlier < o; ++earlier)
            if (isFile(outputs[earlier].path) && sameFile(output.path, outputs[earlier].path))
                return Text(FABRIC_TR("fabric::Files", "%1 %2 is the same file as %3 %4: one would overwrite the other; "
                                                       "give each output a file of its own"),
                            output.role, output.path.string(), outputs[earlier].role, outputs[earlier].path.string());
    }
    return std::nullopt;
}

} // namespace fabric
