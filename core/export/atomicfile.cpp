#include "core/export/atomicfile.h"

#include "core/common/inputfile.h"

#include <fcntl.h>
#include <signal.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <charconv>
#include <chrono>
#include <cstring>
#include <map>
#include <mutex>
#include <random>
#include <system_error>

namespace fabric {

namespace {

std::string systemError(int error)
{
    return std::strerror(error);
}

std::filesystem::path temporaryPathFor(const std::filesystem::path &target)
{
    std::random_device entropy;
    // Not the target's name: a legal name of 255 bytes would then make an illegal temporary one.
    const std::string name = std::string(kTemporaryMarker) + std::to_string(::getpid()) + "-"
                             + std::to_string(entropy() % 1000000u);
    return target.parent_path() / name;
}

// The file a write to target lands in: symlinks followed to the end (even a dangling one: the file
// it names gets created).
std::filesystem::path resolvedTarget(std::filesystem::path target, std::string &error)
{
    for (int hops = 0; hops < 40; ++hops) {
        std::error_code ec;
        if (!std::filesystem::is_symlink(std::filesystem::symlink_status(target, ec)))
            return target;
        const auto link = std::filesystem::read_symlink(target, ec);
        if (ec) {
            error = ec.message();
            return {};
        }
        target = link.is_absolute() ? link : target.parent_path() / link;
    }
    error = "too many levels of symbolic links";
    return {};
}

// Flushes a file or folder to disk; empty on success, else the system's reason.
std::string syncPath(const std::filesystem::path &path, int flags)
{
    const int fd = ::open(path.c_str(), flags | O_CLOEXEC);
    if (fd < 0)
        return systemError(errno);
    std::string error;
    if (::fsync(fd) != 0 && errno != EINVAL) // EINVAL: the file system cannot sync folders
        error = systemError(errno);
    ::close(fd);
    return error;
}

bool ownerIsGone(std::string_view name)
{
    name.remove_prefix(kTemporaryMarker.size());
    long pid = 0;
    const auto [end, ec] = std::from_chars(name.data(), name.data() + name.size(), pid);
    if (ec != std::errc() || end == name.data() || pid <= 0)
        return true; // not one of ours as written today; still our marker, so ours to remove
    return ::kill(static_cast<pid_t>(pid), 0) != 0 && errno == ESRCH;
}

// A batch of writes into one folder (an elevation per rack: thousands of files) would read the
// whole folder once per file. A folder swept by this process in the last few seconds is not read
// again: a writer killed in between is swept by the next write after that, or the next start.
bool sweptLately(const std::filesystem::path &folder)
{
    static std::mutex mutex;
    static std::map<std::filesystem::path, std::chrono::steady_clock::time_point> swept;
    const auto now = std::chrono::steady_clock::now();
    const std::lock_guard lock(mutex);
    auto [it, inserted] = swept.try_emplace(folder, now);
    if (!inserted && now - it->second < std::chrono::seconds(10))
        return true;
    it->second = now;
    return false;
}

} // namespace

int sweepTemporaryFiles(const std::filesystem::path &folder)
{
    int removed = 0;
    std::error_code ec;
    for (std::filesystem::directory_iterator it(folder.empty() ? "." : folder, ec), end; !ec && it != end;
         it.increment(ec)) {
        const std::string name = it->path().filename().string();
        if (name.compare(0, kTemporaryMarker.size(), kTemporaryMarker) != 0)
            continue;
        std::error_code typeError;
        if (!it->is_regular_file(typeError) || !ownerIsGone(name))
            continue;
        std::error_code removeError;
        if (std::filesystem::remove(it->path(), removeError))
            ++removed;
    }
    return removed;
}

std::optional<Text> outputFileProblem(const std::filesystem::path &requested)
{
    if (requested.empty())
        return Text(FABRIC_TR("fabric::Export", "no output file given"));
    const std::string shown = requested.string();
    std::string error;
    const std::filesystem::path target = resolvedTarget(requested, error);
    if (target.empty())
        return Text(FABRIC_TR("fabric::Export", "cannot write %1: %2"), shown, error);
    std::error_code ec;
    const auto directory = target.has_parent_path() ? target.parent_path() : std::filesystem::path(".");
    if (const auto folder = std::filesystem::status(directory, ec); !std::filesystem::is_directory(folder)) {
        if (!std::filesystem::exists(folder))
            return Text(FABRIC_TR("fabric::Export", "cannot write %1: the folder %2 does not exist"), shown, directory.string());
        return Text(FABRIC_TR("fabric::Export", "cannot write %1: %2 is %3, not a folder"), shown, directory.string(),
                    fileKindText(folder.type()));
    }
    const auto status = std::filesystem::status(target, ec);
    if (std::filesystem::exists(status) && !std::filesystem::is_regular_file(status))
        return Text(FABRIC_TR("fabric::Export", "cannot write %1: it is %2, not a file"), shown, fileKindText(status.type()));
    return std::nullopt;
}

ExportResult writeAtomically(const std::filesystem::path &requested,
                             const std::function<ExportResult(const std::filesystem::path &)> &writer)
{
    if (auto problem = outputFileProblem(requested))
        return ExportResult::failure(std::move(*problem));
    const std::string shown = requested.string();
    std::string error;
    const std::filesystem::path target = resolvedTarget(requested, error);
    std::error_code ec;
    const auto directory = target.has_parent_path() ? target.parent_path() : std::filesystem::path(".");
    if (!sweptLately(directory))
        sweepTemporaryFiles(directory);

    const auto temporary = temporaryPathFor(target);
    ExportResult result = writer(temporary);
    if (result.ok()) {
        // Keep the permissions the user gave the file being replaced.
        struct stat existing{};
        if (::stat(target.c_str(), &existing) == 0)
            ::chmod(temporary.c_str(), existing.st_mode & 07777);
        if (std::string synced = syncPath(temporary, O_RDONLY); !synced.empty())
            result = ExportResult::failure(Text(FABRIC_TR("fabric::Export", "cannot write %1: %2"), shown, synced));
    }
    if (result.ok() && ::rename(temporary.c_str(), target.c_str()) != 0)
        result = ExportResult::failure(Text(FABRIC_TR("fabric::Export", "cannot write %1: %2"), shown, systemError(errno)));
    if (!result.ok()) {
        std::filesystem::remove(temporary, ec);
        return result;
    }
    // The rename itself is durable only once the folder is.
    if (std::string synced = syncPath(directory, O_RDONLY | O_DIRECTORY); !synced.empty())
        return ExportResult::failure(Text(FABRIC_TR("fabric::Export", "wrote %1 but could not flush its folder: %2"), shown, synced));
    return result;
}

ExportResult writeTextAtomically(const std::filesystem::path &target, std::string_view content)
{
    return writeAtomically(target, [&](const std::filesystem::path &temporary) {
        const int fd = ::open(temporary.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0666);
        if (fd < 0)
            return ExportResult::failure(Text(FABRIC_TR("fabric::Export", "cannot write %1: %2"), target.string(), systemError(errno)));
        std::string error;
        for (std::size_t written = 0; written < content.size();) {
            const ssize_t n = ::write(fd, content.data() + written, content.size() - written);
            if (n < 0 && errno == EINTR)
                continue;
            if (n <= 0) {
                error = systemError(n < 0 ? errno : EIO);
                break;
            }
            written += static_cast<std::size_t>(n);
        }
        if (::close(fd) != 0 && error.empty())
            error = systemError(errno);
        if (!error.empty())
            return ExportResult::failure(Text(FABRIC_TR("fabric::Export", "cannot write %1: %2"), target.string(), error));
        return ExportResult{};
    });
}

} // namespace fabric
