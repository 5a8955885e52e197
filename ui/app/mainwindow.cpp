#include "ui/app/mainwindow.h"

#include <QIcon>

namespace fabric::ui {

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent)
{
    setWindowTitle(tr("Fabric Planner"));
    setWindowIcon(QIcon(QStringLiteral(":/icons/fabricplanner.svg")));
    resize(1280, 800);
}

} // namespace fabric::ui
