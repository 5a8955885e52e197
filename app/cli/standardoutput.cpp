#include "standardoutput.h"

#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <iostream>
#include <memory>
#include <streambuf>
#include <vector>

namespace fabric::cli {

class StandardOutput::Buffer : public std::streambuf
{
public:
    explicit Buffer(bool closed) : m_storage(64 * 1024), m_closed(closed)
    {
        setp(m_storage.data(), m_storage.data() + m_storage.size());
    }

    int error() const { return m_error; }

    // Writes out what is buffered; false once any write has failed.
    bool drain()
    {
        const char *from = pbase();
        std::size_t left = static_cast<std::size_t>(pptr() - pbase());
        setp(m_storage.data(), m_storage.data() + m_storage.size());
        if (left > 0 && m_closed && m_error == 0)
            m_error = EBADF; // a closed descriptor fails only when something is to be printed
        while (left > 0 && m_error == 0) {
            const ssize_t n = ::write(STDOUT_FILENO, from, left);
            if (n < 0 && errno == EINTR)
                continue;
            if (n < 0) {
                m_error = errno;
                break;
            }
            from += n;
            left -= static_cast<std::size_t>(n);
        }
        return m_error == 0;
    }

protected:
    int_type overflow(int_type c) override
    {
        if (!drain())
            return traits_type::eof();
        if (!traits_type::eq_int_type(c, traits_type::eof())) {
            *pptr() = traits_type::to_char_type(c);
            pbump(1);
        }
        return traits_type::not_eof(c);
    }

    int sync() override { return drain() ? 0 : -1; }

private:
    std::vector<char> m_storage;
    bool m_closed = false;
    int m_error = 0; // errno of the first write that failed
};

namespace {

// Whether descriptor 1 was closed; it is then held by /dev/null.
bool holdClosedDescriptor()
{
    if (::fcntl(STDOUT_FILENO, F_GETFD) != -1 || errno != EBADF)
        return false;
    const int fd = ::open("/dev/null", O_WRONLY | O_CLOEXEC);
    if (fd >= 0 && fd != STDOUT_FILENO) {
        ::dup2(fd, STDOUT_FILENO);
        ::close(fd);
    }
    return true;
}

} // namespace

StandardOutput::StandardOutput() : m_buffer(std::make_unique<Buffer>(holdClosedDescriptor()))
{
    m_original = std::cout.rdbuf(m_buffer.get());
}

StandardOutput::~StandardOutput()
{
    std::cout.flush();
    std::cout.rdbuf(m_original);
}

std::string StandardOutput::finish()
{
    m_buffer->pubsync();
    std::cout.clear();
    return m_buffer->error() == 0 ? std::string() : std::string(std::strerror(m_buffer->error()));
}

} // namespace fabric::cli
