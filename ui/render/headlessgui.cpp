#include "ui/render/headlessgui.h"

#include <QGuiApplication>

#include <cstdlib>

namespace fabric::render {

namespace {
int g_argc = 1;
char g_name[] = "fabricplanner-cli";
char *g_argv[] = {g_name, nullptr};
QtMessageHandler g_handler = nullptr;

// Qt looks for a Flatpak's flatpak-info in the runtime folder while the application starts, and
// without XDG_RUNTIME_DIR (cron, ssh without a login session, a container) it warns on standard
// error and makes a folder of its own. Nothing here uses that folder: the warning would only be
// noise on every drawing command. That one message is left out; every other passes on.
void withoutRuntimeFolderWarning(QtMsgType type, const QMessageLogContext &context, const QString &message)
{
    if (type == QtWarningMsg && message.startsWith(QLatin1String("QStandardPaths: XDG_RUNTIME_DIR not set")))
        return;
    g_handler(type, context, message);
}
} // namespace

HeadlessGui::HeadlessGui()
{
    if (QGuiApplication::instance())
        return;
    setenv("QT_QPA_PLATFORM", "offscreen", 0);
    g_handler = qInstallMessageHandler(withoutRuntimeFolderWarning);
    m_app = std::make_unique<QGuiApplication>(g_argc, g_argv);
    qInstallMessageHandler(g_handler);
}

HeadlessGui::~HeadlessGui() = default;

} // namespace fabric::render
