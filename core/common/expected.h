#pragma once

#include <optional>
#include <string>
#include <utility>

namespace fabric {

// A value or the message saying why there is none (std::expected arrives with C++23).
template<typename T>
class Expected
{
public:
    Expected(T value) : m_value(std::move(value)) {}
    static Expected failure(std::string message)
    {
        Expected e;
        e.m_error = std::move(message);
        return e;
    }

    bool ok() const { return m_value.has_value(); }
    explicit operator bool() const { return ok(); }
    T &value() { return *m_value; }
    const T &value() const { return *m_value; }
    T *operator->() { return &*m_value; }
    const T *operator->() const { return &*m_value; }
    T &operator*() { return *m_value; }
    const T &operator*() const { return *m_value; }
    const std::string &error() const { return m_error; }

private:
    Expected() = default;
    std::optional<T> m_value;
    std::string m_error;
};

} // namespace fabric
