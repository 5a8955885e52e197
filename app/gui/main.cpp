#include "core/catalogue/catalogue.h"
#include "core/common/heapreuse.h"
#include "ui/app/asbuiltcontroller.h"
#include "ui/app/document.h"
#include "ui/app/language.h"
#include "ui/app/mainwindow.h"
#include "ui/app/performanceview.h"
#include "ui/app/planrunner.h"
#include "ui/render/sellersettings.h"
#include "ui/render/translatedtext.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QMessageBox>
#include <QTimer>

#include <cstdio>
#include <memory>

namespace {

// Waits until the plan of the opened project has been drawn (plans run off the GUI thread), then
// writes the window to `path` and quits with 0, or with 1 when the image cannot be written.
void saveScreenshot(fabric::ui::MainWindow &window, const QString &path)
{
    auto *poll = new QTimer(&window);
    auto waited = std::make_shared<int>(0);
    QObject::connect(poll, &QTimer::timeout, &window, [&window, path, poll, waited] {
        *waited += poll->interval();
        if (window.document()->runner()->isBusy() && *waited < 30000)
            return;
        poll->stop();
        const bool saved = window.grab().save(path, "PNG");
        if (!saved)
            std::fprintf(stderr, "fabricplanner: cannot write %s\n", qPrintable(path));
        QApplication::exit(saved ? 0 : 1);
    });
    poll->start(500);
}

} // namespace

int main(int argc, char **argv)
{
    // A drag of the node count plans again at every step; each plan reuses the memory the last
    // one freed instead of the kernel faulting in and zeroing tens of megabytes afresh.
    fabric::keepFreedMemoryInTheHeap();
    QApplication app(argc, argv);
    // The names QSettings files the settings under; the CLI's quote reads the seller from there.
    QApplication::setApplicationName(QLatin1String(fabric::render::kSettingsApplication));
    QApplication::setApplicationDisplayName(QStringLiteral("Fabric Planner"));
    QApplication::setOrganizationName(QLatin1String(fabric::render::kSettingsOrganization));
    QApplication::setApplicationVersion(QStringLiteral(FABRIC_VERSION));
    QApplication::setDesktopFileName(QStringLiteral("fabricplanner"));
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/fabricplanner.svg")));
    // Before any window: the language of Settings, else the system's; QLocale follows it.
    fabric::ui::language::install(app, fabric::ui::language::localeFor(fabric::ui::language::setting()));

    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("Plan the network of a GPU cluster."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(QStringLiteral("project"), QStringLiteral("A project file to open."), QStringLiteral("[project.json]"));
    QCommandLineOption view(QStringLiteral("view"), QStringLiteral("Open on a view: floor, topology, bom, cabling, performance, compare, explore."),
                            QStringLiteral("name"));
    parser.addOption(view);
    QCommandLineOption network(QStringLiteral("network"),
                               QStringLiteral("The network the topology view shows: compute, storage, inband or oob."),
                               QStringLiteral("name"));
    parser.addOption(network);
    // As Import > As-built: the fabric as built checked against the project's plan.
    QCommandLineOption asBuilt(QStringLiteral("as-built"),
                               QStringLiteral("Check the fabric as built against the plan: ibnetdiscover output or an "
                                              "lldpctl -f json table (repeat for several)."),
                               QStringLiteral("file"));
    parser.addOption(asBuilt);
    // As the Performance tab's Measured… button: the model beside the cluster's own nccl-tests run.
    QCommandLineOption measured(QStringLiteral("measured"),
                                QStringLiteral("Show a cluster's nccl-tests output beside the model on the "
                                               "Performance tab."),
                                QStringLiteral("file"));
    parser.addOption(measured);
    QCommandLineOption ignoreSpeed(QStringLiteral("ignore-speed"),
                                   QStringLiteral("With --as-built: do not report links at another speed (simulated fabrics run at SDR)."));
    parser.addOption(ignoreSpeed);
    // Renders the window once the project is open, saves it as PNG and quits: documentation
    // screenshots and the installed-package test use it, with or without a display.
    QCommandLineOption screenshot(QStringLiteral("screenshot"),
                                  QStringLiteral("Save the window as a PNG image once the project is open, then quit."),
                                  QStringLiteral("file.png"));
    parser.addOption(screenshot);
    // The quote in the interface language (the CLI's quote command writes English).
    QCommandLineOption exportQuote(QStringLiteral("export-quote"),
                                   QStringLiteral("Write the project's quote as PDF in the interface language, then quit."),
                                   QStringLiteral("file.pdf"));
    parser.addOption(exportQuote);
    QCommandLineOption quitAfter(QStringLiteral("quit-after"),
                                 QStringLiteral("Quit after this many milliseconds (start-up checks, screenshots)."),
                                 QStringLiteral("ms"));
    parser.addOption(quitAfter);
    parser.process(app);
    const QString screenshotPath = parser.value(screenshot);
    const QString quotePath = parser.value(exportQuote);
    const bool batch = !screenshotPath.isEmpty() || !quotePath.isEmpty();

    auto catalogue = fabric::Catalogue::openDefault();
    if (!catalogue) {
        // A damaged price database must not lock the user out: say so, plan on the bundled prices.
        if (auto bundledOnly = fabric::Catalogue::open(fabric::Catalogue::bundledPath())) {
            const QString warning = QCoreApplication::translate("main", "%1\n\nPlanning continues with the bundled, "
                                                                        "indicative prices.")
                                        .arg(fabric::render::translated(catalogue.errorText()));
            if (batch)
                std::fprintf(stderr, "fabricplanner: %s\n", qPrintable(warning));
            else
                QMessageBox::warning(nullptr, QStringLiteral("Fabric Planner"), warning);
            catalogue = std::move(bundledOnly);
        }
    }
    if (!catalogue) {
        const QString message = QCoreApplication::translate("main", "The product catalogue could not be opened:\n%1")
                                    .arg(fabric::render::translated(catalogue.errorText()));
        if (batch) { // nobody is there to close a message box
            std::fprintf(stderr, "fabricplanner: %s\n", qPrintable(message));
            return 1;
        }
        QMessageBox::critical(nullptr, QStringLiteral("Fabric Planner"), message);
        return 1;
    }
    fabric::ui::MainWindow window(std::make_shared<const fabric::Catalogue>(std::move(*catalogue)));
    window.show();
    const QStringList files = parser.positionalArguments();
    const QString viewName = parser.value(view);
    const QString networkName = parser.value(network);
    const QStringList asBuiltFiles = parser.values(asBuilt);
    const QString measuredFile = parser.value(measured);
    window.asBuilt()->setIgnoreSpeed(parser.isSet(ignoreSpeed));
    if (batch) // errors go to stderr, not to message boxes nobody closes
        window.setErrorReporter([](const QString &title, const QString &text) {
            std::fprintf(stderr, "fabricplanner: %s: %s\n", qPrintable(title), qPrintable(text));
        });
    QTimer::singleShot(0, &window, [&window, files, viewName, networkName, asBuiltFiles, measuredFile, screenshotPath, quotePath, batch] {
        if (!batch)
            window.offerRecovery();
        if (!files.isEmpty() && !window.openFile(files.first()) && batch) {
            QApplication::exit(1);
            return;
        }
        if (!networkName.isEmpty() && !window.showNetwork(networkName)) {
            std::fprintf(stderr, "fabricplanner: --network takes compute, storage, inband or oob, not %s\n", qPrintable(networkName));
            if (batch) {
                QApplication::exit(2);
                return;
            }
        }
        if (!asBuiltFiles.isEmpty() && !window.asBuilt()->importFiles(asBuiltFiles) && batch) {
            QApplication::exit(1);
            return;
        }
        if (!measuredFile.isEmpty()) {
            if (const QString error = window.performanceView()->loadMeasured(measuredFile); !error.isEmpty()) {
                if (batch) {
                    std::fprintf(stderr, "fabricplanner: %s\n", qPrintable(error));
                    QApplication::exit(1);
                    return;
                }
                QMessageBox::warning(&window, QStringLiteral("Fabric Planner"), error);
            }
        }
        if (!viewName.isEmpty())
            window.showView(viewName);
        if (!quotePath.isEmpty() && !window.exportQuoteTo(quotePath)) {
            QApplication::exit(1);
            return;
        }
        if (!screenshotPath.isEmpty())
            saveScreenshot(window, screenshotPath);
        else if (batch)
            QApplication::exit(0);
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
