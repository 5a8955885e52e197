// The model's parameters in the window (Design > Model Parameters, and the Performance tab's
// button): every parameter with its default and source; a value typed becomes one of the
// project's modelOverrides, as `model --param` sets one for a run; a value the model cannot take
// is said, naming the parameter, and stays to be mended; the figures say which values are set.

#include "core/model/collectivemodel.h"
#include "core/plan/pipeline.h"
#include "ui/app/designcommands.h"
#include "ui/app/document.h"
#include "ui/app/modelparametersdialog.h"
#include "ui/app/performanceview.h"
#include "windowfixture.h"

#include <QApplication>
#include <QDialogButtonBox>
#include <QItemSelectionModel>
#include <QLineEdit>
#include <QPushButton>
#include <QTableWidget>
#include <QTimer>

#include <cmath>
#include <map>
#include <optional>
#include <string>

using namespace fabric;
using namespace fabric::ui;

namespace {

constexpr int kValueColumn = 1;
constexpr int kDefaultColumn = 2;

// What OK says (a message box answered at once), the dialog left as OK leaves it.
QString pressOk(ModelParametersDialog &dialog)
{
    return clickAnsweringBox(dialog.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok));
}

} // namespace

class TestModelParameters : public QObject
{
    Q_OBJECT

public:
    static void initMain() { isolateSettingsForTest(); }

private slots:
    // Every parameter the model has is listed with the default this plan gives it: a DGX H100
    // plan's host is Intel (NCCL's 1 us a network post) where the built-in has no host.
    void everyParameterIsListedWithItsDefault()
    {
        Design design;
        design.platform = "DGX-H100";
        const Plan plan = makePlan(design, *sharedBundledCatalogue());
        const ModelParameters defaults = CollectiveModel::defaultParameters(plan, sharedBundledCatalogue().get());
        ModelParametersDialog dialog(defaults, {});
        QCOMPARE(dialog.table()->rowCount(), static_cast<int>(Param::Count));
        const int post = dialog.rowOf("net_post_overhead");
        QVERIFY(post >= 0);
        QCOMPARE(dialog.table()->item(post, kDefaultColumn)->text(), QStringLiteral("1"));
        QVERIFY2(dialog.table()->item(post, 4)->text().contains(QLatin1String("Intel")),
                 qPrintable(dialog.table()->item(post, 4)->text()));
        QCOMPARE(dialog.table()->item(dialog.rowOf("nvlink_efficiency"), kValueColumn)->text(), QStringLiteral("0.82"));
        QVERIFY(dialog.overrides().empty());
        QVERIFY(dialog.problem().isEmpty());
    }

    void typedValueBecomesAnOverride_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("typed");
        QTest::addColumn<double>("kept"); // the override; NaN: none
        QTest::addColumn<QString>("said"); // what OK says; empty: nothing
        const double none = std::nan("");
        QTest::newRow("a latency") << "rack_nvls_latency_per_rank" << "0.5" << 0.5 << "";
        QTest::newRow("with spaces") << "launch_overhead" << " 2 " << 2.0 << "";
        QTest::newRow("full-width, as a Chinese input method types it") << "rack_nvls_latency_per_rank" << "０．５" << 0.5 << "";
        QTest::newRow("ideographic full stop") << "rack_nvls_latency_per_rank" << "0。5" << 0.5 << "";
        QTest::newRow("the default again") << "rack_nvls_latency_per_rank" << "3.75" << none << "";
        QTest::newRow("zero latency") << "mnnvl_step_latency" << "0" << none << "";
        QTest::newRow("a fraction above 1") << "nvlink_efficiency" << "1.5" << none
                                            << "nvlink_efficiency: '1.5' cannot be used; it takes a fraction in (0, 1].";
        QTest::newRow("a fraction of 0") << "nvlink_efficiency" << "0" << none
                                         << "nvlink_efficiency: '0' cannot be used; it takes a fraction in (0, 1].";
        QTest::newRow("a word") << "launch_overhead" << "fast" << none
                                << "launch_overhead: 'fast' cannot be used; it takes a value from 0 to 1,000,000 us.";
        QTest::newRow("below zero") << "launch_overhead" << "-1" << none
                                    << "launch_overhead: '-1' cannot be used; it takes a value from 0 to 1,000,000 us.";
        QTest::newRow("too large to be finite") << "launch_overhead" << "1e400" << none
                                                << "launch_overhead: '1e400' cannot be used; it takes a value from 0 to 1,000,000 us.";
        QTest::newRow("emptied") << "launch_overhead" << "" << none
                                 << "launch_overhead: '' cannot be used; it takes a value from 0 to 1,000,000 us.";
    }

    void typedValueBecomesAnOverride()
    {
        QFETCH(QString, name);
        QFETCH(QString, typed);
        QFETCH(double, kept);
        QFETCH(QString, said);
        ModelParametersDialog dialog(ModelParameters::defaults(), {});
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        const int row = dialog.rowOf(name.toStdString());
        QVERIFY(row >= 0);
        dialog.table()->item(row, kValueColumn)->setText(typed);
        // A value set stands out from the defaults.
        QCOMPARE(dialog.table()->item(row, 0)->font().bold(), !std::isnan(kept) || !said.isEmpty());
        const QString answer = pressOk(dialog);
        QCOMPARE(answer, said);
        if (!said.isEmpty()) {
            // Said, and left to be mended: the dialog stays, the text as typed.
            QVERIFY(dialog.isVisible() && dialog.result() != QDialog::Accepted);
            QCOMPARE(dialog.table()->item(row, kValueColumn)->text(), typed);
            return;
        }
        QCOMPARE(dialog.result(), int(QDialog::Accepted));
        const auto overrides = dialog.overrides();
        if (std::isnan(kept)) {
            QVERIFY(overrides.empty());
        } else {
            QCOMPARE(overrides.size(), std::size_t(1));
            QCOMPARE(overrides.at(name.toStdString()), kept);
        }
    }

    // A project's override of a name this model does not have is kept as the project had it, and
    // one of a value the model refuses is shown as it is, to be mended.
    void projectsOverridesAreNotLost()
    {
        const std::map<std::string, double> project{{"a_parameter_of_a_later_release", 7.0},
                                                    {"nvlink_efficiency", 2.0},
                                                    {"mnnvl_step_latency", 0.7}};
        ModelParametersDialog dialog(ModelParameters::defaults(), project);
        QCOMPARE(dialog.overrides(), project);
        QCOMPARE(dialog.table()->item(dialog.rowOf("nvlink_efficiency"), kValueColumn)->text(), QStringLiteral("2"));
        QCOMPARE(dialog.problem(), QStringLiteral("nvlink_efficiency: '2' cannot be used; it takes a fraction in (0, 1]."));
    }

    void defaultsComeBack()
    {
        ModelParametersDialog dialog(ModelParameters::defaults(),
                                     {{"mnnvl_step_latency", 0.7}, {"rack_nvls_latency_per_rank", 0.5}, {"later_one", 1.0}});
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        dialog.table()->selectRow(dialog.rowOf("rack_nvls_latency_per_rank"));
        dialog.findChild<QPushButton *>(QStringLiteral("resetSelected"))->click();
        QCOMPARE(dialog.overrides(), (std::map<std::string, double>{{"mnnvl_step_latency", 0.7}, {"later_one", 1.0}}));
        QVERIFY(!dialog.table()->item(dialog.rowOf("rack_nvls_latency_per_rank"), 0)->font().bold());
        dialog.findChild<QPushButton *>(QStringLiteral("resetAll"))->click();
        QCOMPARE(dialog.overrides(), (std::map<std::string, double>{{"later_one", 1.0}}));
    }

    // The filter finds a parameter by its name or by its source ("MNNVL", "tuning.cc").
    void filterFindsByNameOrSource_data()
    {
        QTest::addColumn<QString>("filter");
        QTest::addColumn<QString>("shown");   // a row the filter keeps
        QTest::addColumn<QString>("hidden");  // and one it hides
        QTest::newRow("a name") << "nvls" << "rack_nvls_latency_per_rank" << "launch_overhead";
        QTest::newRow("a source, any case") << "mnnvl" << "mnnvl_step_latency" << "cable_ns_per_m";
    }

    void filterFindsByNameOrSource()
    {
        QFETCH(QString, filter);
        QFETCH(QString, shown);
        QFETCH(QString, hidden);
        ModelParametersDialog dialog(ModelParameters::defaults(), {});
        dialog.filter()->setText(filter);
        QVERIFY(!dialog.table()->isRowHidden(dialog.rowOf(shown.toStdString())));
        QVERIFY(dialog.table()->isRowHidden(dialog.rowOf(hidden.toStdString())));
        dialog.filter()->clear();
        QVERIFY(!dialog.table()->isRowHidden(dialog.rowOf(hidden.toStdString())));
    }

    // From the Performance tab: a value set there is the project's, one undo step, and the
    // figures follow it and say so; undo takes both back.
    void figuresFollowTheProjectsParameters()
    {
        QStringList errors;
        std::unique_ptr<MainWindow> window(openTestWindow(errors));
        Document *document = window->document();
        Design design;
        design.platform = "DGX-H100";
        design.nodes = 1;
        document->edit(new ReplaceDesignCommand(document, design, QStringLiteral("test")));
        window->showView(QStringLiteral("performance"));
        PerformanceView *view = window->performanceView();
        const double before = autoCurveAt(view->busbwChart(), 30);
        QVERIFY(before > 0.0);
        QVERIFY(!view->note().contains(QLatin1String("nvlink_efficiency")));
        QTimer::singleShot(0, window.get(), [] {
            auto *dialog = qobject_cast<ModelParametersDialog *>(QApplication::activeModalWidget());
            if (!dialog)
                return;
            dialog->table()->item(dialog->rowOf("nvlink_efficiency"), kValueColumn)->setText(QStringLiteral("0.41"));
            dialog->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok)->click();
        });
        view->parametersButton()->click();
        QApplication::processEvents();
        QCOMPARE(document->design().modelOverrides, (std::map<std::string, double>{{"nvlink_efficiency", 0.41}}));
        QVERIFY2(view->note().contains(QLatin1String("Model parameters set for this project: nvlink_efficiency 0.41 fraction.")),
                 qPrintable(view->note()));
        const double after = autoCurveAt(view->busbwChart(), 30);
        QVERIFY2(after < 0.8 * before, qPrintable(QStringLiteral("%1 -> %2").arg(before).arg(after)));
        document->undoStack()->undo();
        QApplication::processEvents();
        QVERIFY(document->design().modelOverrides.empty());
        QVERIFY(!view->note().contains(QLatin1String("nvlink_efficiency")));
        QCOMPARE(autoCurveAt(view->busbwChart(), 30), before);
        QVERIFY2(errors.isEmpty(), qPrintable(errors.join(QLatin1Char('\n'))));
    }
};

QTEST_MAIN(TestModelParameters)
#include "tst_modelparameters.moc"
