#include "core/common/inputfile.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cmath>
#include <cstring>
#include <sstream>

namespace fabric {

namespace {

std::filesystem::file_type typeOf(mode_t mode)
{
    if (S_ISREG(mode))
        return std::filesystem::file_type::regular;
    if (S_ISDIR(mode))
        return std::filesystem::file_type::directory;
    if (S_ISFIFO(mode))
        return std::filesystem::file_type::fifo;
    if (S_ISCHR(mode))
        return std::filesystem::file_type::character;
    if (S_ISBLK(mode))
        return std::filesystem::file_type::block;
    if (S_ISSOCK(mode))
        return std::filesystem::file_type::socket;
    return std::filesystem::file_type::unknown;
}

Text notAFile(std::filesystem::file_type type)
{
    return Text(FABRIC_TR("fabric::InputFile", "it is %1, not a file"), fileKindText(type));
}

Text cannotOpen(int error)
{
    if (error == ENOENT)
        return FABRIC_TR("fabric::InputFile", "cannot open: no such file");
    return Text(FABRIC_TR("fabric::InputFile", "cannot open: %1"), std::strerror(error));
}

Text tooLarge(std::uintmax_t bytes, std::size_t maxBytes, const Text &what)
{
    return Text(FABRIC_TR("fabric::InputFile", "the file is %1; %2 is at most %3"), fileSizeText(bytes), what,
                fileSizeText(maxBytes));
}

} // namespace

Text fileKindText(std::filesystem::file_type type)
{
    switch (type) {
    case std::filesystem::file_type::regular: return FABRIC_TR("fabric::InputFile", "a file");
    case std::filesystem::file_type::directory: return FABRIC_TR("fabric::InputFile", "a folder");
    case std::filesystem::file_type::fifo: return FABRIC_TR("fabric::InputFile", "a FIFO (named pipe)");
    case std::filesystem::file_type::character:
    case std::filesystem::file_type::block: return FABRIC_TR("fabric::InputFile", "a device");
    case std::filesystem::file_type::socket: return FABRIC_TR("fabric::InputFile", "a socket");
    default: return FABRIC_TR("fabric::InputFile", "not a regular file");
    }
}

std::string fileSizeText(std::uintmax_t bytes)
{
    struct Unit
    {
        std::uintmax_t size;
        const char *name;
    };
    for (const Unit unit : {Unit{1ull << 30, "GiB"}, Unit{1ull << 20, "MiB"}, Unit{1ull << 10, "KiB"}}) {
        if (bytes < unit.size)
            continue;
        // Rounded up to a tenth: a file one byte over 64 MiB must not read "64 MiB".
        const double tenths = std::ceil(static_cast<double>(bytes) * 10.0 / static_cast<double>(unit.size));
        std::ostringstream text;
        if (static_cast<std::uintmax_t>(tenths) % 10 == 0)
            text << static_cast<std::uintmax_t>(tenths) / 10;
        else
            text << static_cast<std::uintmax_t>(tenths) / 10 << '.' << static_cast<std::uintmax_t>(tenths) % 10;
        return text.str() + " " + unit.name;
    }
    return std::to_string(bytes) + (bytes == 1 ? " byte" : " bytes");
}

std::optional<Text> inputFileProblem(const std::filesystem::path &path)
{
    struct stat status{};
    if (::stat(path.c_str(), &status) != 0)
        return cannotOpen(errno);
    if (!S_ISREG(status.st_mode))
        return notAFile(typeOf(status.st_mode));
    return std::nullopt;
}

Expected<std::string> readInputFile(const std::filesystem::path &path, std::size_t maxBytes, const Text &what)
{
    using Result = Expected<std::string>;
    // O_NONBLOCK: opening a FIFO with no writer returns at once instead of waiting for one.
    const int fd = ::open(path.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY);
    if (fd < 0)
        return Result::failure(cannotOpen(errno));
    struct Closer
    {
        int fd;
        ~Closer() { ::close(fd); }
    } closer{fd};
    struct stat status{};
    if (::fstat(fd, &status) != 0)
        return Result::failure(Text(FABRIC_TR("fabric::InputFile", "cannot read: %1"), std::strerror(errno)));
    if (!S_ISREG(status.st_mode))
        return Result::failure(notAFile(typeOf(status.st_mode)));
    const auto size = static_cast<std::uintmax_t>(status.st_size);
    if (size > maxBytes)
        return Result::failure(tooLarge(size, maxBytes, what));

    std::string text(static_cast<std::size_t>(size) + 1, '\0');
    std::size_t have = 0;
    while (true) {
        if (have == text.size()) {
            if (text.size() > maxBytes)
                return Result::failure(tooLarge(have, maxBytes, what)); // it grew while being read
            text.resize(std::min<std::size_t>(maxBytes + 1, text.size() * 2));
        }
        const ssize_t n = ::read(fd, text.data() + have, text.size() - have);
        if (n < 0 && errno == EINTR)
            continue;
        if (n < 0)
            return Result::failure(Text(FABRIC_TR("fabric::InputFile", "cannot read: %1"), std::strerror(errno)));
        if (n == 0)
            break;
        have += static_cast<std::size_t>(n);
    }
    if (have > maxBytes)
        return Result::failure(tooLarge(have, maxBytes, what));
    text.resize(have);
    return text;
}

} // namespace fabric
