#include "core/explore/explorationreport.h"

#include "core/export/textescape.h"
#include "core/model/modelparameters.h"

namespace fabric {

namespace {

Cell optionalNumber(const std::optional<double> &value, CellFormat format)
{
    return value ? Cell::makeNumber(*value, format) : Cell::makeText("unknown");
}

} // namespace

Workbook explorationWorkbook(const Exploration &e, CommandOf commandOf)
{
    Workbook book;
    book.title = "Design-space exploration";
    if (!e.candidates.empty())
        book.currency = e.candidates.front().cost.currency;
    Sheet sheet;
    sheet.name = "Explore";
    Row header;
    for (const char *title : {"Rank", "On front", "Fabric", "Switch", "Link speed (Gb/s)", "Ports per node", "Oversubscription",
                              "Planes", "Tiers", "SU size", "SHARP", "Cost", "Cost complete", "Currency",
                              "Network power (W)", "Bus bandwidth (GB/s)", "Time (us)", "Bisection (Gb/s)", "Switches",
                              "Racks", "Command"})
        header.push_back(Cell::makeText(title, CellFormat::Header));
    sheet.addRow(std::move(header));
    int rank = 0;
    for (const ExploreCandidate &c : e.candidates) {
        std::string command;
        for (const std::string &word : commandOf(c.design))
            command += (command.empty() ? "" : " ") + shellWord(word);
        sheet.addRow({Cell::makeNumber(++rank, CellFormat::Integer),
                      Cell::makeText(c.frontConfirmed ? "yes" : c.onFront ? "while a figure is unknown" : "no"),
                      Cell::makeText(std::string(toString(c.design.fabric))),
                      Cell::makeText(c.switchModel),
                      Cell::makeNumber(c.linkSpeedGbps, CellFormat::Integer),
                      Cell::makeNumber(c.railsPerNode, CellFormat::Integer),
                      Cell::makeNumber(c.oversubscription, CellFormat::Ratio),
                      Cell::makeNumber(c.design.planes, CellFormat::Integer),
                      Cell::makeNumber(c.tiers, CellFormat::Integer),
                      Cell::makeNumber(c.suSize, CellFormat::Integer),
                      Cell::makeText(c.design.sharp ? "on" : "off"),
                      Cell::makeNumber(c.cost.amount, CellFormat::Currency),
                      Cell::makeText(c.cost.complete ? "yes" : "no"),
                      Cell::makeText(c.cost.currency),
                      optionalNumber(c.powerW, CellFormat::Integer),
                      optionalNumber(c.busbwGBps, CellFormat::Decimal),
                      optionalNumber(c.timeUs, CellFormat::Decimal),
                      Cell::makeNumber(c.bisectionGbps, CellFormat::Integer),
                      Cell::makeNumber(c.switches, CellFormat::Integer),
                      Cell::makeNumber(c.racks, CellFormat::Integer),
                      Cell::makeText(command, CellFormat::Wrapped)});
    }
    sheet.tableRows = static_cast<int>(e.candidates.size());
    sheet.fitColumns();
    if (const std::string line = explorationParameterLine(e); !line.empty()) {
        sheet.addRow({});
        sheet.addRow({Cell::makeText(line)});
    }
    book.sheets.push_back(std::move(sheet));
    return book;
}

std::string explorationParameterLine(const Exploration &e)
{
    if (e.candidates.empty())
        return {};
    const std::string set = setParametersText(parametersSetBy(e.candidates.front().design.modelOverrides));
    return set.empty() ? std::string() : "Bus bandwidth and time with the model parameters set for this project: " + set;
}

} // namespace fabric
