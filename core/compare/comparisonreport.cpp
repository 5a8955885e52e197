#include "core/compare/comparisonreport.h"

#include "core/export/planworkbook.h"
#include "core/export/textescape.h"
#include "core/model/modelreport.h"
#include "core/report/texttable.h"

#include <cmath>

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

json rateJson(const ExchangeRate &rate)
{
    return {{"currency", rate.currency}, {"per_usd", rate.perUsd}, {"as_of", rate.asOf}, {"source", rate.source}};
}

} // namespace

json comparisonToJson(const Comparison &comparison)
{
    json rows = json::array();
    for (const ComparisonRow &row : comparison.rows) {
        json values = json::array(), deltas = json::array(), percents = json::array(), complete = json::array(),
             leavesOut = json::array(), planned = json::array(), deltasComplete = json::array();
        for (std::size_t i = 0; i < row.values.size(); ++i) {
            values.push_back(optionalJson(row.values[i]));
            planned.push_back(i >= row.planned.size() || row.planned[i]);
            deltas.push_back(optionalJson(row.delta(i)));
            percents.push_back(optionalJson(row.deltaPercent(i)));
            deltasComplete.push_back(row.deltaComplete(i));
            complete.push_back(row.complete(i));
            leavesOut.push_back(i < row.leavesOut.size() ? row.leavesOut[i] : std::vector<std::string>{});
        }
        const auto best = row.best();
        rows.push_back({{"group", row.group.english()}, {"metric", row.metric.english()},
                        {"unit", unitOf(row, comparison.currency)}, {"better", toString(row.better)},
                        {"values", values}, {"planned", planned}, {"complete", complete}, {"leaves_out", leavesOut}, {"deltas", deltas},
                        {"deltas_percent", percents}, {"deltas_complete", deltasComplete},
                        {"best", best ? json(*best) : json(nullptr)}});
    }
    json rates = json::array();
    for (const ExchangeRate &rate : comparison.rates)
        rates.push_back(rateJson(rate));
    json parameters = json::array(); // per design: the model parameters it sets, by name
    for (const std::vector<ModelParameter> &set : comparison.setParameters)
        parameters.push_back(setParametersToJson(set));
    return {{"designs", comparison.designs}, {"currency", comparison.currency}, {"rate", rateJson(comparison.rate)},
            {"rates", rates}, {"model_parameters", parameters}, {"rows", rows}};
}

std::vector<std::string> comparisonRateLines(const Comparison &comparison)
{
    std::vector<std::string> lines;
    lines.push_back("Amounts in " + comparison.currency + (comparison.currency == "USD" ? "" : ", at " + describeRate(comparison.rate)));
    for (std::size_t i = 0; i < comparison.rates.size() && i < comparison.designs.size(); ++i)
        if (comparison.rates[i].currency != comparison.currency)
            lines.push_back(comparison.designs[i] + ": priced in " + comparison.rates[i].currency +
                            (comparison.rates[i].currency == "USD" ? "" : " at " + describeRate(comparison.rates[i])) +
                            ", converted");
    return lines;
}

std::vector<std::string> comparisonParameterLines(const Comparison &comparison)
{
    if (!comparison.modelParametersDiffer())
        return {};
    std::string line = "Model parameters differ:";
    for (std::size_t i = 0; i < comparison.setParameters.size() && i < comparison.designs.size(); ++i) {
        const std::string set = setParametersText(comparison.setParameters[i]);
        line += (i == 0 ? " " : "; ") + comparison.designs[i] + ": " + (set.empty() ? "the defaults" : set);
    }
    return {line};
}

std::string leavesOutText(const ComparisonRow &row, std::size_t design)
{
    if (design >= row.leavesOut.size() || row.leavesOut[design].empty())
        return {};
    std::string text;
    for (const std::string &part : row.leavesOut[design])
        text += (text.empty() ? "" : ", ") + part;
    // A sum of no known value is unknown: what it would leave out is why. Only prices and power
    // draws leave parts out.
    if (design < row.values.size() && row.values[design])
        return "leaves out " + text;
    return (row.unit == "currency" ? "unknown, no price for " : "unknown, no known draw for ") + text;
}

namespace {

// What a design's value on a row needs said beside it: what a known value leaves out, or why an
// unknown one is unknown; false when nothing.
bool needsNote(const ComparisonRow &row, std::size_t design)
{
    return design < row.leavesOut.size() && !row.leavesOut[design].empty();
}

// Why a design has no difference from the first: the missing value's own word ("unknown", "not
// planned"), its own or else the first's; a blank read as "no difference".
std::string missingDeltaText(const ComparisonRow &row, std::size_t design)
{
    const bool own = design < row.values.size() && !row.values[design];
    return missingValueText(row, own ? design : 0).english();
}

// The difference from the first design as the DELTA column prints it: in percent, or itself
// where the first value is 0 and has no percentage; marked as the values are when not exact.
std::string deltaText(const ComparisonRow &row, std::size_t design)
{
    const auto delta = row.delta(design);
    if (!delta)
        return missingDeltaText(row, design);
    const auto percent = row.deltaPercent(design);
    const double shown = percent ? *percent : *delta;
    const std::string number = formatGrouped(shown, percent ? 1 : 2);
    std::string text; // built by appending: GCC 12 warns falsely (-Wrestrict) on "+" + string
    text.append(shown > 0 && number != "0" ? "+" : "").append(number).append(percent ? "%" : "");
    if (!row.deltaComplete(design))
        text.append(" *");
    return text;
}

bool anyValueMarked(const Comparison &comparison)
{
    for (const ComparisonRow &row : comparison.rows)
        for (std::size_t i = 0; i < row.values.size(); ++i)
            if (row.values[i] && !row.complete(i))
                return true;
    return false;
}

bool anyDeltaMarked(const Comparison &comparison)
{
    for (const ComparisonRow &row : comparison.rows)
        for (std::size_t i = 1; i < row.values.size(); ++i)
            if (row.delta(i) && !row.deltaComplete(i))
                return true;
    return false;
}

// What a marked difference means, under the text table and the Comparison sheet alike.
constexpr const char *kMarkedDeltaNote =
    "A delta marked * is between values of which one or both leave something out: not exact, and it "
    "may be larger or smaller.";

} // namespace

std::string comparisonToText(const Comparison &comparison)
{
    std::vector<std::string> header{"METRIC", "UNIT"};
    for (const std::string &name : comparison.designs)
        header.push_back(name);
    for (std::size_t i = 1; i < comparison.designs.size(); ++i)
        header.push_back("DELTA " + std::to_string(i + 1) + " vs 1");
    header.push_back("BEST");
    TextTable table(header);
    std::vector<std::string> notes; // what each marked (*) value leaves out
    for (const ComparisonRow &row : comparison.rows) {
        std::vector<std::string> cells{row.metric.english(), unitOf(row, comparison.currency)};
        bool incomplete = false;
        for (std::size_t i = 0; i < row.values.size(); ++i) {
            const auto &value = row.values[i];
            const bool marked = value && !row.complete(i);
            incomplete = incomplete || marked;
            cells.push_back(value ? formatGrouped(*value, 2) + (marked ? " *" : "") : missingValueText(row, i).english());
        }
        for (std::size_t i = 1; i < row.values.size(); ++i)
            cells.push_back(deltaText(row, i));
        const auto best = row.best();
        cells.push_back(best ? comparison.designs[*best] : "");
        table.addRow(std::move(cells));
        for (std::size_t i = 0; i < row.values.size(); ++i)
            if (needsNote(row, i))
                notes.push_back((row.values[i] ? "* " : "") + row.metric.english() + ", " + comparison.designs[i] + ": "
                                + leavesOutText(row, i));
    }
    std::string text = table.render();
    for (const std::string &line : notes)
        text += line + "\n";
    if (anyDeltaMarked(comparison))
        text += std::string(kMarkedDeltaNote) + "\n";
    for (const std::string &line : comparisonRateLines(comparison))
        text += line + "\n";
    for (const std::string &line : comparisonParameterLines(comparison))
        text += line + "\n";
    return text;
}

Workbook comparisonWorkbook(const Comparison &comparison, const std::vector<Plan> &plans)
{
    Workbook workbook;
    workbook.title = "Fabric Planner comparison";
    workbook.currency = comparison.currency;

    Sheet sheet;
    sheet.name = "Comparison";
    Row header{Cell::makeText("Group", CellFormat::Header), Cell::makeText("Metric", CellFormat::Header),
               Cell::makeText("Unit", CellFormat::Header)};
    for (const std::string &name : comparison.designs)
        header.push_back(Cell::makeText(name, CellFormat::Header));
    for (std::size_t i = 1; i < comparison.designs.size(); ++i)
        header.push_back(Cell::makeText("Delta " + std::to_string(i + 1) + " vs 1", CellFormat::Header));
    header.push_back(Cell::makeText("Best", CellFormat::Header));
    header.push_back(Cell::makeText("Leaves out", CellFormat::Header));
    sheet.addRow(std::move(header));

    const int firstValueColumn = 3;
    for (const ComparisonRow &row : comparison.rows) {
        const int r = static_cast<int>(sheet.rows.size());
        // The Unit column names the currency, so amounts print as plain decimals (not "EUR EUR");
        // a row without a unit counts things (GPUs, switches, links), which print as integers.
        const bool money = row.unit == "currency";
        const CellFormat format = row.unit.empty() ? CellFormat::Integer : CellFormat::Decimal;
        const CellFormat marked = row.unit.empty() ? CellFormat::IntegerIncomplete : CellFormat::DecimalIncomplete;
        // Amounts to the cent, as the BOM prices them: 211191.06, not 211191.060000002.
        auto stored = [money](double value) { return money ? std::round(value * 100.0) / 100.0 : value; };
        Row cells{Cell::makeText(row.group.english()), Cell::makeText(row.metric.english()),
                  Cell::makeText(unitOf(row, workbook.currency))};
        for (std::size_t i = 0; i < row.values.size(); ++i)
            cells.push_back(row.values[i] ? Cell::makeNumber(stored(*row.values[i]), row.complete(i) ? format : marked)
                                          : Cell::makeText(missingValueText(row, i).english()));
        for (std::size_t i = 1; i < row.values.size(); ++i) {
            const auto delta = row.delta(i);
            cells.push_back(delta ? Cell::makeFormula("=" + cellName(r, firstValueColumn + static_cast<int>(i)) + "-" +
                                                          cellName(r, firstValueColumn),
                                                      money ? stored(stored(*row.values[i]) - stored(*row.values[0])) : *delta,
                                                      row.deltaComplete(i) ? format : marked)
                                  : Cell::makeText(missingDeltaText(row, i)));
        }
        const auto best = row.best();
        cells.push_back(best ? Cell::makeText(comparison.designs[*best]) : Cell::makeEmpty());
        std::string leaves;
        for (std::size_t i = 0; i < row.values.size(); ++i)
            if (needsNote(row, i))
                leaves += (leaves.empty() ? "" : "; ") + comparison.designs[i] + ": " + leavesOutText(row, i);
        cells.push_back(leaves.empty() ? Cell::makeEmpty() : Cell::makeText(leaves, CellFormat::Wrapped));
        sheet.addRow(std::move(cells));
    }
    sheet.tableRows = static_cast<int>(comparison.rows.size());
    // Columns as wide as the table: the notes below run on across the empty cells to their right,
    // where a note as wide as its column made the Group column half a page.
    sheet.fitColumns();
    sheet.addRow({});
    if (anyValueMarked(comparison))
        sheet.addRow({Cell::makeText("A value marked * leaves something out: the Leaves out column says what.")});
    if (anyDeltaMarked(comparison))
        sheet.addRow({Cell::makeText(kMarkedDeltaNote)});
    for (const std::string &line : comparisonRateLines(comparison))
        sheet.addRow({Cell::makeText(line)});
    for (const std::string &line : comparisonParameterLines(comparison))
        sheet.addRow({Cell::makeText(line)});
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
