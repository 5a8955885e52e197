#include "core/catalogue/catalogue.h"
#include "ui/app/mainwindow.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QMessageBox>
#include <QTimer>

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
    parser.process(app);

    auto catalogue = fabric::Catalogue::openDefault();
    if (!catalogue) {
        // A damaged price database must not lock the user out: say so, plan on the bundled prices.
        if (auto bundledOnly = fabric::Catalogue::open(fabric::Catalogue::bundledPath())) {
            QMessageBox::warning(nullptr, QStringLiteral("Fabric Planner"),
                                 QStringLiteral("%1\n\nPlanning continues with the bundled, indicative prices.")
                                     .arg(QString::fromStdString(catalogue.error())));
            catalogue = std::move(bundledOnly);
        }
    }
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
    return app.exec();
}
