#include "core/catalogue/catalogue.h"
#include "ui/app/mainwindow.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QMessageBox>
#include <QTimer>

#include <cstdio>

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("Fabric Planner"));
    QApplication::setApplicationDisplayName(QStringLiteral("Fabric Planner"));
    QApplication::setOrganizationName(QStringLiteral("FabricPlanner"));
    QApplication::setApplicationVersion(QStringLiteral(FABRIC_VERSION));
    QApplication::setDesktopFileName(QStringLiteral("fabricplanner"));
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/fabricplanner.svg")));

    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("Plan the network of a GPU cluster."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(QStringLiteral("project"), QStringLiteral("A project file to open."), QStringLiteral("[project.json]"));
    QCommandLineOption view(QStringLiteral("view"), QStringLiteral("Open on a view: floor, topology, bom, cabling, performance, compare."),
                            QStringLiteral("name"));
    parser.addOption(view);
    QCommandLineOption quitAfter(QStringLiteral("quit-after"),
                                 QStringLiteral("Quit after this many milliseconds (start-up checks, screenshots)."),
                                 QStringLiteral("ms"));
    parser.addOption(quitAfter);
    parser.process(app);

    auto catalogue = fabric::Catalogue::openDefault();
    if (!catalogue) {
        QMessageBox::critical(nullptr, QStringLiteral("Fabric Planner"),
                              QStringLiteral("The product catalogue could not be opened:\n%1")
                                  .arg(QString::fromStdString(catalogue.error())));
        return 1;
    }
    fabric::ui::MainWindow window(std::make_shared<const fabric::Catalogue>(std::move(*catalogue)));
    window.show();
    const QStringList files = parser.positionalArguments();
    const QString viewName = parser.value(view);
    QTimer::singleShot(0, &window, [&window, files, viewName] {
        window.offerRecovery();
        if (!files.isEmpty())
            window.openFile(files.first());
        if (!viewName.isEmpty())
            window.showView(viewName);
    });
    if (parser.isSet(quitAfter)) {
        bool ok = false;
        const int ms = parser.value(quitAfter).toInt(&ok);
        if (!ok || ms < 0) {
            std::fprintf(stderr, "fabricplanner: --quit-after takes a number of milliseconds, not '%s'\n",
                         qPrintable(parser.value(quitAfter)));
            return 2;
        }
        QTimer::singleShot(ms, &app, &QCoreApplication::quit);
    }
    return app.exec();
}
