#include "core/compare/comparisonreport.h"

#include "core/export/planworkbook.h"
#include "core/export/textescape.h"
#include "core/report/texttable.h"

namespace fabric {

using nlohmann::json;

namespace {

std::string_view toString(Better better)
{
    switch (better) {
    case Better::Higher: return "higher";
    case Better::Lower: return "lower";
    case Better::Neither: return "neither";
    }
    return "neither";
}

json optionalJson(const std::optional<double> &value)
{
    return value ? json(*value) : json(nullptr);
}

std::string unitOf(const ComparisonRow &row, const std::string &currency)
{
    return row.unit == "currency" ? currency : row.unit;
}

// Excel's rules for the name (length, characters) are xlsxSheetName's.
std::string sheetName(std::size_t index, const std::string &design)
{
    return xlsxSheetName("BOM " + std::to_string(index + 1) + " " + design);
}

} // namespace

json comparisonToJson(const Comparison &comparison)
{
    json rows = json::array();
    for (const ComparisonRow &row : comparison.rows) {
        json values = json::array(), deltas = json::array(), percents = json::array();
        for (std::size_t i = 0; i < row.values.size(); ++i) {
            values.push_back(optionalJson(row.values[i]));
            deltas.push_back(optionalJson(row.delta(i)));
            percents.push_back(optionalJson(row.deltaPercent(i)));
        }
        const auto best = row.best();
        rows.push_back({{"group", row.group.english()}, {"metric", row.metric.english()}, {"unit", row.unit},
                        {"better", toString(row.better)}, {"values", values}, {"deltas", deltas},
                        {"deltas_percent", percents}, {"best", best ? json(*best) : json(nullptr)}});
    }
    return {{"designs", comparison.designs}, {"rows", rows}};
}

std::string comparisonToText(const Comparison &comparison)
{
    std::vector<std::string> header{"METRIC", "UNIT"};
    for (const std::string &name : comparison.designs)
        header.push_back(name);
    if (comparison.designs.size() > 1)
        header.push_back("DELTA (2 vs 1)");
    header.push_back("BEST");
    TextTable table(header);
    for (const ComparisonRow &row : comparison.rows) {
        std::vector<std::string> cells{row.metric.english(), row.unit == "currency" ? "" : row.unit};
        for (const auto &value : row.values)
            cells.push_back(value ? formatNumber(*value, 2) : "unknown");
        if (comparison.designs.size() > 1) {
            const auto percent = row.deltaPercent(1);
            std::string delta; // built by appending: GCC 12 warns falsely (-Wrestrict) on "+" + string
            if (percent)
                delta.append(*percent >= 0 ? "+" : "").append(formatNumber(*percent, 1)).append("%");
            cells.push_back(std::move(delta));
        }
        const auto best = row.best();
        cells.push_back(best ? comparison.designs[*best] : "");
        table.addRow(std::move(cells));
    }
    return table.render();
}

Workbook comparisonWorkbook(const Comparison &comparison, const std::vector<Plan> &plans)
{
    Workbook workbook;
    workbook.title = "Fabric Planner comparison";
    workbook.currency = plans.empty() ? "USD" : plans.front().bom.currency;

    Sheet sheet;
    sheet.name = "Comparison";
    Row header{Cell::makeText("Group", CellFormat::Header), Cell::makeText("Metric", CellFormat::Header),
               Cell::makeText("Unit", CellFormat::Header)};
    for (const std::string &name : comparison.designs)
        header.push_back(Cell::makeText(name, CellFormat::Header));
    for (std::size_t i = 1; i < comparison.designs.size(); ++i)
        header.push_back(Cell::makeText("Delta " + std::to_string(i + 1) + " vs 1", CellFormat::Header));
    header.push_back(Cell::makeText("Best", CellFormat::Header));
    sheet.addRow(std::move(header));

    const int firstValueColumn = 3;
    for (const ComparisonRow &row : comparison.rows) {
        const int r = static_cast<int>(sheet.rows.size());
        const CellFormat format = row.unit == "currency" ? CellFormat::Currency : CellFormat::Decimal;
        Row cells{Cell::makeText(row.group.english()), Cell::makeText(row.metric.english()),
                  Cell::makeText(unitOf(row, workbook.currency))};
        for (const auto &value : row.values)
            cells.push_back(value ? Cell::makeNumber(*value, format) : Cell::makeEmpty("unknown"));
        for (std::size_t i = 1; i < row.values.size(); ++i) {
            const auto delta = row.delta(i);
            cells.push_back(delta ? Cell::makeFormula("=" + cellName(r, firstValueColumn + static_cast<int>(i)) + "-" +
                                                          cellName(r, firstValueColumn),
                                                      *delta, format)
                                  : Cell::makeEmpty());
        }
        const auto best = row.best();
        cells.push_back(best ? Cell::makeText(comparison.designs[*best]) : Cell::makeEmpty());
        sheet.addRow(std::move(cells));
    }
    sheet.tableRows = static_cast<int>(comparison.rows.size());
    sheet.fitColumns();
    workbook.sheets.push_back(std::move(sheet));

    for (std::size_t i = 0; i < plans.size(); ++i) {
        BomSheetLayout layout;
        Sheet bom = bomSheet(plans[i], layout);
        bom.name = sheetName(i, plans[i].design.name);
        workbook.sheets.push_back(std::move(bom));
    }
    return workbook;
}

} // namespace fabric
