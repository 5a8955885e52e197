#include "ui/app/mainwindow.h"

#include <QApplication>

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("Fabric Planner"));
    QApplication::setOrganizationName(QStringLiteral("FabricPlanner"));
    QApplication::setApplicationVersion(QStringLiteral(FABRIC_VERSION));
    fabric::ui::MainWindow window;
    window.show();
    return app.exec();
}
