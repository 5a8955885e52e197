#include "ui/render/headlessgui.h"

#include <QGuiApplication>

#include <cstdlib>

namespace fabric::render {

namespace {
int g_argc = 1;
char g_name[] = "fabricplanner-cli";
char *g_argv[] = {g_name, nullptr};
} // namespace

HeadlessGui::HeadlessGui()
{
    if (QGuiApplication::instance())
        return;
    setenv("QT_QPA_PLATFORM", "offscreen", 0);
    m_app = std::make_unique<QGuiApplication>(g_argc, g_argv);
}

HeadlessGui::~HeadlessGui() = default;

} // namespace fabric::render
