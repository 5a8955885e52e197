#include "core/export/atomicfile.h"

#include <fstream>
#include <random>
#include <system_error>

namespace fabric {

namespace {

std::filesystem::path temporaryPathFor(const std::filesystem::path &target)
{
    std::random_device entropy;
    const auto tag = std::to_string(entropy() % 1000000u);
    std::filesystem::path temporary = target;
    temporary += ".tmp-" + tag;
    return temporary;
}

} // namespace

ExportResult writeAtomically(const std::filesystem::path &target,
                             const std::function<ExportResult(const std::filesystem::path &)> &writer)
{
    if (target.empty())
        return ExportResult::failure("no output file given");
    std::error_code ec;
    const auto directory = target.has_parent_path() ? target.parent_path() : std::filesystem::path(".");
    if (!std::filesystem::is_directory(directory, ec))
        return ExportResult::failure("cannot write " + target.string() + ": the folder "
                                     + directory.string() + " does not exist");
    if (std::filesystem::is_directory(target, ec))
        return ExportResult::failure("cannot write " + target.string() + ": it is a folder");

    const auto temporary = temporaryPathFor(target);
    ExportResult result = writer(temporary);
    if (result.ok()) {
        std::filesystem::rename(temporary, target, ec);
        if (ec)
            result = ExportResult::failure("cannot write " + target.string() + ": " + ec.message());
    }
    if (!result.ok())
        std::filesystem::remove(temporary, ec);
    return result;
}

ExportResult writeTextAtomically(const std::filesystem::path &target, std::string_view content)
{
    return writeAtomically(target, [&](const std::filesystem::path &temporary) {
        std::ofstream out(temporary, std::ios::binary | std::ios::trunc);
        if (!out)
            return ExportResult::failure("cannot write " + target.string() + ": cannot create "
                                         + temporary.filename().string());
        out.write(content.data(), static_cast<std::streamsize>(content.size()));
        out.close();
        if (!out)
            return ExportResult::failure("cannot write " + target.string() + ": write failed");
        return ExportResult{};
    });
}

} // namespace fabric
