#pragma once

// What the GUI tests share: settings kept out of the user's home, the bundled catalogue, bad
// project text, and a shown main window whose message boxes and save prompts never block.
#include "core/catalogue/catalogue.h"
#include "core/design/projectfile.h"
#include "ui/app/language.h"
#include "ui/app/mainwindow.h"
#include "../common/bundledcatalogue.h"

#include <QAbstractButton>
#include <QApplication>
#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QCoreApplication>
#include <QGraphicsTextItem>
#include <QHeaderView>
#include <QLineSeries>
#include <QMessageBox>
#include <QScopeGuard>
#include <QScrollBar>
#include <QTableView>
#include <QStandardPaths>
#include <QStringList>
#include <QStyle>
#include <QStyleOptionComboBox>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QTranslator>

#include <nlohmann/json.hpp>

#include <cmath>
#include <memory>

// Call from the test class's static initMain(), before the application exists.
inline void isolateSettingsForTest()
{
    QStandardPaths::setTestModeEnabled(true);
    static QTemporaryDir config;
    qputenv("XDG_CONFIG_HOME", config.path().toUtf8());
}

inline std::shared_ptr<const fabric::Catalogue> sharedBundledCatalogue()
{
    static const auto catalogue = std::make_shared<const fabric::Catalogue>(bundledCatalogue());
    return catalogue;
}

// A valid project with one field of the design replaced by raw JSON text.
inline QByteArray projectWith(const char *field, const char *json)
{
    auto project = nlohmann::json::parse(fabric::ProjectFile::toJson(fabric::Design{}));
    project["design"][field] = nlohmann::json::parse(json);
    return QByteArray::fromStdString(project.dump(2));
}

// A main window on the bundled catalogue, shown; error messages go to errors instead of a box
// and unsaved changes are discarded without asking. The caller deletes it.
inline fabric::ui::MainWindow *openTestWindow(QStringList &errors)
{
    auto *window = new fabric::ui::MainWindow(sharedBundledCatalogue());
    window->setErrorReporter([&errors](const QString &, const QString &text) { errors << text; });
    window->setSavePrompt([](const QString &) { return QMessageBox::Discard; });
    window->resize(1400, 900);
    window->show();
    return window;
}

// Rows of language ("en", "zh_CN") and window size (1280 x 720, and 960 x 540: 1920 x 1080 at
// 200 %) for a test of the window as a small screen shows it.
inline void languagesOnSmallScreens()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QSize>("size");
    for (const char *language : {"en", "zh_CN"}) {
        QTest::addRow("%s, 1280 x 720", language) << QString::fromLatin1(language) << QSize(1280, 720);
        QTest::addRow("%s, 960 x 540 (200 %%)", language) << QString::fromLatin1(language) << QSize(960, 540);
    }
}

// A window opened by openTestWindow and resized to size; null when it does not get there.
inline std::unique_ptr<fabric::ui::MainWindow> openTestWindowAt(QSize size, QStringList &errors)
{
    std::unique_ptr<fabric::ui::MainWindow> window(openTestWindow(errors));
    if (!QTest::qWaitForWindowExposed(window.get()))
        return nullptr;
    window->resize(size);
    if (!QTest::qWaitFor([&] { return window->size() == size; }))
        return nullptr;
    return window;
}

// Why a table's column is not wholly in sight without scrolling sideways (hidden, scrolled, or its
// right edge past the viewport's), with every shown column's width; empty when it is in sight.
inline QString notInSight(QTableView *table, int column)
{
    QHeaderView *header = table->horizontalHeader();
    const QString name = table->model()->headerData(column, Qt::Horizontal).toString();
    const int left = header->sectionViewportPosition(column);
    const int right = left + header->sectionSize(column);
    if (!header->isSectionHidden(column) && left >= 0 && right <= table->viewport()->width()
        && table->horizontalScrollBar()->value() == 0)
        return QString();
    QStringList widths;
    for (int v = 0; v < header->count(); ++v)
        if (!header->isSectionHidden(header->logicalIndex(v)))
            widths << QStringLiteral("%1 %2").arg(table->model()->headerData(header->logicalIndex(v), Qt::Horizontal).toString())
                          .arg(header->sectionSize(header->logicalIndex(v)));
    return QStringLiteral("%1 at %2 to %3 of %4 px (%5)").arg(name).arg(left).arg(right).arg(table->viewport()->width())
        .arg(widths.join(QStringLiteral(", ")));
}

// The shown choices under `parent` whose current text is cut short (a narrow dock squeezed the box
// below its text: "DGX-H100 (8 × H10"), each with the room it had; empty when all read whole.
inline QStringList cutChoices(QWidget *parent)
{
    QStringList cut;
    for (QComboBox *combo : parent->findChildren<QComboBox *>()) {
        if (!combo->isVisibleTo(parent) || combo->currentText().isEmpty())
            continue;
        QStyleOptionComboBox option;
        option.initFrom(combo);
        option.editable = combo->isEditable();
        option.currentText = combo->currentText();
        const QRect field = combo->style()->subControlRect(QStyle::CC_ComboBox, &option, QStyle::SC_ComboBoxEditField, combo);
        // The label is drawn a pixel in from each side of the field.
        const int needed = combo->fontMetrics().horizontalAdvance(combo->currentText());
        if (needed > field.width() - 2)
            cut << QStringLiteral("\"%1\" needs %2 px, has %3").arg(combo->currentText()).arg(needed).arg(field.width() - 2);
    }
    return cut;
}

// Every text the charts under `root` draw that Qt Charts cut to "..." for want of room (a title,
// a tick label, a category, a key), each after its chart's title; empty when all read whole.
inline QStringList cutChartTexts(QWidget *root)
{
    QList<QChartView *> views = root->findChildren<QChartView *>();
    if (auto *view = qobject_cast<QChartView *>(root))
        views.prepend(view);
    QStringList cut;
    for (QChartView *view : views) {
        if (!view->isVisible())
            continue;
        view->grab(); // lays the chart out at its size
        for (QGraphicsItem *item : view->scene()->items())
            if (auto *text = dynamic_cast<QGraphicsTextItem *>(item);
                text && text->isVisible() && text->toPlainText().contains(QStringLiteral("...")))
                cut << view->chart()->title() + QStringLiteral(": ") + text->toPlainText();
    }
    return cut;
}

// The window's language for the rest of a test ("en": the source texts): the guard returned takes
// the translation out again and restores the default locale.
[[nodiscard]] inline auto speaking(const QString &language)
{
    const QLocale before;
    if (language != QLatin1String("en") && fabric::ui::language::install(*qApp, QLocale(language)) != language)
        qFatal("no translation for %s", qPrintable(language));
    return qScopeGuard([before] {
        qDeleteAll(qApp->findChildren<QTranslator *>(Qt::FindDirectChildrenOnly));
        QLocale::setDefault(before);
    });
}

// Clicks a dialog's button and answers the message box it opens, if any, at once: what the box
// said, or nothing.
inline QString clickAnsweringBox(QAbstractButton *button)
{
    QString said;
    QTimer::singleShot(0, button, [&said] {
        if (auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget())) {
            said = box->text();
            box->accept();
        }
    });
    button->click();
    QApplication::processEvents();
    return said;
}

// The value NCCL's pick ("best (auto)") reaches at 2^log2Bytes on a Performance chart; -1 where
// the chart has none.
inline double autoCurveAt(const QChart *chart, int log2Bytes)
{
    for (QAbstractSeries *series : chart->series()) {
        auto *line = qobject_cast<QLineSeries *>(series);
        if (line && line->name() == QStringLiteral("best (auto)"))
            for (const QPointF &p : line->points())
                if (std::lround(p.x()) == log2Bytes)
                    return p.y();
    }
    return -1.0;
}
