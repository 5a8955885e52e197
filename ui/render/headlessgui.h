#pragma once

#include <memory>

class QGuiApplication;

namespace fabric::render {

// Qt's painter needs a QGuiApplication (fonts, images). The CLI makes one on the offscreen
// platform only for the commands that render, so it never needs a display.
class HeadlessGui
{
public:
    HeadlessGui();
    ~HeadlessGui();
    HeadlessGui(const HeadlessGui &) = delete;
    HeadlessGui &operator=(const HeadlessGui &) = delete;

private:
    std::unique_ptr<QGuiApplication> m_app;
};

} // namespace fabric::render
