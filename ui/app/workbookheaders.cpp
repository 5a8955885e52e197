#include "ui/app/workbookheaders.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include <set>
#include <string>

namespace fabric::ui {

namespace {

// Every header and total label that core/export writes; a text with a unit in parentheses that
// varies (the currency) is listed with %1. lupdate reads the entries through QT_TRANSLATE_NOOP.
const char *const kHeaders[] = {
    QT_TRANSLATE_NOOP("WorkbookHeader", "Category"),
    QT_TRANSLATE_NOOP("WorkbookHeader", "Part number"),
    QT_TRANSLATE_NOOP("WorkbookHeader", "Description"),
    QT_TRANSLATE_NOOP("WorkbookHeader", "Quantity"),
    QT_TRANSLATE_NOOP("WorkbookHeader", "Unit price (%1)"),
    QT_TRANSLATE_NOOP("WorkbookHeader", "Extended (%1)"),
    QT_TRANSLATE_NOOP("WorkbookHeader", "Power (W)"),
    QT_TRANSLATE_NOOP("WorkbookHeader", "Price"),
    QT_TRANSLATE_NOOP("WorkbookHeader", "Source"),
    QT_TRANSLATE_NOOP("WorkbookHeader", "SUBTOTAL"),
    QT_TRANSLATE_NOOP("WorkbookHeader", "DISCOUNT"),
    QT_TRANSLATE_NOOP("WorkbookHeader", "TOTAL"),
    QT_TRANSLATE_NOOP("WorkbookHeader", "Rack"),
    QT_TRANSLATE_NOOP("WorkbookHeader", "Row"),
    QT_TRANSLATE_NOOP("WorkbookHeader", "Position"),
    QT_TRANSLATE_NOOP("WorkbookHeader", "Role"),
    QT_TRANSLATE_NOOP("WorkbookHeader", "Devices"),
    QT_TRANSLATE_NOOP("WorkbookHeader", "Used RU"),
    QT_TRANSLATE_NOOP("WorkbookHeader", "Height (U)"),
    QT_TRANSLATE_NOOP("WorkbookHeader", "Power limit (kW)"),
    QT_TRANSLATE_NOOP("WorkbookHeader", "Power (kW)"),
    QT_TRANSLATE_NOOP("WorkbookHeader", "Weight (kg)"),
    QT_TRANSLATE_NOOP("WorkbookHeader", "Heat (BTU/h)"),
    QT_TRANSLATE_NOOP("WorkbookHeader", "Note"),
    QT_TRANSLATE_NOOP("WorkbookHeader", "Section"),
    QT_TRANSLATE_NOOP("WorkbookHeader", "Setting"),
    QT_TRANSLATE_NOOP("WorkbookHeader", "Value"),
    QT_TRANSLATE_NOOP("WorkbookHeader", "Unit or note"),
    QT_TRANSLATE_NOOP("WorkbookHeader", "Item"),
    QT_TRANSLATE_NOOP("WorkbookHeader", "Unit"),
    QT_TRANSLATE_NOOP("WorkbookHeader", "Link"),
    QT_TRANSLATE_NOOP("WorkbookHeader", "Tier"),
    QT_TRANSLATE_NOOP("WorkbookHeader", "Plane"),
    QT_TRANSLATE_NOOP("WorkbookHeader", "A device"),
    QT_TRANSLATE_NOOP("WorkbookHeader", "A rack"),
    QT_TRANSLATE_NOOP("WorkbookHeader", "A RU"),
    QT_TRANSLATE_NOOP("WorkbookHeader", "A port"),
    QT_TRANSLATE_NOOP("WorkbookHeader", "B device"),
    QT_TRANSLATE_NOOP("WorkbookHeader", "B rack"),
    QT_TRANSLATE_NOOP("WorkbookHeader", "B RU"),
    QT_TRANSLATE_NOOP("WorkbookHeader", "B port"),
    QT_TRANSLATE_NOOP("WorkbookHeader", "Speed (Gb/s)"),
    QT_TRANSLATE_NOOP("WorkbookHeader", "Length (m)"),
    QT_TRANSLATE_NOOP("WorkbookHeader", "Run (m)"),
    QT_TRANSLATE_NOOP("WorkbookHeader", "Medium"),
    QT_TRANSLATE_NOOP("WorkbookHeader", "Cable PN"),
    QT_TRANSLATE_NOOP("WorkbookHeader", "A transceiver PN"),
    QT_TRANSLATE_NOOP("WorkbookHeader", "B transceiver PN"),
    QT_TRANSLATE_NOOP("WorkbookHeader", "Network"),
    QT_TRANSLATE_NOOP("WorkbookHeader", "Shared cable"),
    QT_TRANSLATE_NOOP("WorkbookHeader", "Kind"),
    QT_TRANSLATE_NOOP("WorkbookHeader", "Field"),
};

// "Unit price (USD)" -> "Unit price (%1)" and "USD".
const QRegularExpression kCurrencySuffix(QStringLiteral("^(.*) \\(([A-Z]{3})\\)$"));

} // namespace

QStringList translateWorkbookHeaders(Workbook &workbook)
{
    static const std::set<std::string> known(std::begin(kHeaders), std::end(kHeaders));
    QStringList unknown;
    for (Sheet &sheet : workbook.sheets) {
        for (Row &row : sheet.rows) {
            for (Cell &cell : row) {
                if (cell.kind != Cell::Kind::Text
                    || (cell.format != CellFormat::Header && cell.format != CellFormat::Total))
                    continue;
                const QString text = QString::fromStdString(cell.text);
                QString key = text;
                QString currency;
                if (const auto match = kCurrencySuffix.match(text); match.hasMatch()) {
                    key = match.captured(1) + QStringLiteral(" (%1)");
                    currency = match.captured(2);
                }
                const std::string source = key.toStdString();
                if (!known.count(source)) {
                    // Totals also carry counts ("2044 links"); only headers must all be known.
                    if (cell.format == CellFormat::Header)
                        unknown << text;
                    continue;
                }
                QString translated = QCoreApplication::translate("WorkbookHeader", source.c_str());
                if (!currency.isEmpty())
                    translated = translated.arg(currency);
                cell.text = translated.toStdString();
            }
        }
    }
    unknown.removeDuplicates();
    return unknown;
}

} // namespace fabric::ui
