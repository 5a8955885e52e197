#pragma once

#include "core/common/text.h"

#include <optional>
#include <string>
#include <utility>

namespace fabric {

// A value or the message saying why there is none (std::expected arrives with C++23). The message
// is a Text where it is meant for people (the GUI translates errorText()); error() is its English.
template<typename T>
class Expected
{
public:
    Expected(T value) : m_value(std::move(value)) {}
    static Expected failure(Text message)
    {
        Expected e;
        e.m_error = std::move(message);
        return e;
    }
    // A message in English only (a library's or the system's own words).
    static Expected failure(std::string message) { return failure(Text::plain(std::move(message))); }

    bool ok() const { return m_value.has_value(); }
    explicit operator bool() const { return ok(); }
    T &value() { return *m_value; }
    const T &value() const { return *m_value; }
    T *operator->() { return &*m_value; }
    const T *operator->() const { return &*m_value; }
    T &operator*() { return *m_value; }
    const T &operator*() const { return *m_value; }
    std::string error() const { return m_error.english(); }
    const Text &errorText() const { return m_error; }

private:
    Expected() = default;
    std::optional<T> m_value;
    Text m_error;
};

} // namespace fabric
