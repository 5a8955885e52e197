#include "core/export/planworkbook.h"

#include "core/export/cablingrows.h"
#include "core/export/csvexport.h"
#include "core/plan/plan.h"

#include <map>

namespace fabric {

namespace {

Cell header(std::string text)
{
    return Cell::makeText(std::move(text), CellFormat::Header);
}

Cell text(std::string value)
{
    return Cell::makeText(std::move(value));
}

Cell integer(double value)
{
    return Cell::makeNumber(value, CellFormat::Integer);
}

Cell decimal(double value)
{
    return Cell::makeNumber(value, CellFormat::Decimal);
}

std::string rackRoleName(RackRole role)
{
    switch (role) {
    case RackRole::Compute: return "compute";
    case RackRole::Network: return "network";
    case RackRole::Mixed: return "compute and network";
    }
    return "compute";
}

std::string range(int column, int firstRow, int lastRow)
{
    return cellName(firstRow, column) + ":" + cellName(lastRow, column);
}

} // namespace

Sheet bomSheet(const Plan &plan, BomSheetLayout &layout)
{
    enum Column { Category, PartNumber, Description, Quantity, UnitPrice, Extended, Power, Note, Source };
    const Bom &bom = plan.bom;
    Sheet sheet;
    sheet.name = kBomSheetName;
    sheet.addRow({header("Category"), header("Part number"), header("Description"), header("Quantity"),
                  header("Unit price (" + bom.currency + ")"),
                  header("Extended (" + bom.currency + ")"), header("Power (W)"), header("Price"),
                  header("Source")});
    double knownExtended = 0.0;
    double power = 0.0;
    for (const BomLine &line : bom.lines) {
        const int r = static_cast<int>(sheet.rows.size());
        Row row{text(line.category), text(line.partNumber), text(line.description),
                integer(line.quantity)};
        if (line.unitPrice) {
            const double extended = *line.extendedPrice();
            knownExtended += extended;
            row.push_back(Cell::makeNumber(*line.unitPrice, CellFormat::Currency));
            row.push_back(Cell::makeFormula("=" + cellName(r, Quantity) + "*" + cellName(r, UnitPrice),
                                            extended, CellFormat::Currency));
        } else {
            row.push_back(Cell::makeEmpty("unknown"));
            row.push_back(Cell::makeEmpty());
        }
        power += line.powerW;
        row.push_back(line.powerUnknown ? Cell::makeEmpty("unknown") : decimal(line.powerW));
        std::string note = !line.unitPrice ? "unknown, not in totals" : line.indicative ? "indicative" : "quoted";
        if (line.powerUnknown)
            note += "; power unknown";
        row.push_back(text(std::move(note)));
        row.push_back(text(line.source));
        sheet.addRow(std::move(row));
    }
    layout.firstLine = 1;
    layout.lastLine = static_cast<int>(sheet.rows.size()) - 1;
    sheet.tableRows = static_cast<int>(bom.lines.size());

    const bool hasLines = layout.lastLine >= layout.firstLine;
    auto sumOf = [&](int column, double value, CellFormat format) {
        if (!hasLines)
            return Cell::makeNumber(0.0, format);
        return Cell::makeFormula("=SUM(" + range(column, layout.firstLine, layout.lastLine) + ")", value,
                                 format);
    };
    const std::string unknownNote = unknownPriceNote(bom.linesWithoutPrice);
    const bool discounted = bom.discount != 0.0;
    sheet.addRow({});
    const int sumRow = static_cast<int>(sheet.rows.size());
    sheet.addRow({Cell::makeText(discounted ? "SUBTOTAL" : "TOTAL", CellFormat::Total), Cell(), Cell(),
                  Cell(), Cell(), sumOf(Extended, knownExtended, CellFormat::TotalCurrency),
                  sumOf(Power, power, CellFormat::Total), text(unknownNote)});
    layout.subtotalRow = sumRow;
    layout.totalRow = sumRow;
    if (discounted) {
        layout.discountRow = sheet.addRow(
            {Cell::makeText("DISCOUNT", CellFormat::Total), Cell(), Cell(), Cell(), Cell(),
             Cell::makeNumber(-bom.discount, CellFormat::TotalCurrency)});
        layout.totalRow = sheet.addRow(
            {Cell::makeText("TOTAL", CellFormat::Total), Cell(), Cell(), Cell(), Cell(),
             Cell::makeFormula("=" + cellName(sumRow, Extended) + "+" + cellName(layout.discountRow, Extended),
                               knownExtended - bom.discount, CellFormat::TotalCurrency)});
    }
    sheet.fitColumns();
    return sheet;
}

Sheet cablingSheet(const Plan &plan)
{
    Sheet sheet;
    sheet.name = "Cabling";
    Row head;
    for (const char *title : {"Link", "Tier", "Plane", "A device", "A rack", "A RU", "A port", "B device",
                              "B rack", "B RU", "B port", "Speed (Gb/s)", "Length (m)", "Run (m)",
                              "Medium", "Cable PN", "A transceiver PN", "B transceiver PN"})
        head.push_back(header(title));
    sheet.addRow(std::move(head));
    auto unit = [](int u) { return u > 0 ? integer(u) : Cell(); };
    const auto rows = cablingRows(plan.topology, plan.floor, plan.cables);
    double total = 0.0;
    for (const CablingRow &r : rows) {
        total += r.lengthM;
        sheet.addRow({integer(r.link + 1), text(r.tier), integer(r.plane), text(r.a.device), text(r.a.rack),
                      unit(r.a.unit), text(r.a.port), text(r.b.device), text(r.b.rack), unit(r.b.unit),
                      text(r.b.port), integer(r.speedGbps), decimal(r.lengthM), decimal(r.runLengthM),
                      text(r.medium), text(r.cablePn), text(r.transceiverPnA), text(r.transceiverPnB)});
    }
    sheet.tableRows = static_cast<int>(rows.size());
    if (!rows.empty()) {
        sheet.addRow({});
        constexpr int kLength = 12;
        Row totals(kLength + 1);
        totals[0] = Cell::makeText("TOTAL", CellFormat::Total);
        totals[3] = Cell::makeText(std::to_string(rows.size()) + " links", CellFormat::Total);
        totals[kLength] = Cell::makeFormula("=SUM(" + range(kLength, 1, sheet.tableRows) + ")", total,
                                            CellFormat::Total);
        sheet.addRow(std::move(totals));
    }
    sheet.fitColumns();
    return sheet;
}

Sheet racksSheet(const Plan &plan)
{
    Sheet sheet;
    sheet.name = "Racks";
    sheet.addRow({header("Rack"), header("Row"), header("Position"), header("Role"), header("Devices"),
                  header("Used RU"), header("Power (kW)"), header("Weight (kg)"), header("Heat (BTU/h)"),
                  header("Note")});
    double devices = 0, units = 0, kw = 0, kg = 0, btu = 0;
    for (const Rack &rack : plan.floor.racks) {
        devices += rack.devices;
        units += rack.usedUnits;
        kw += rack.powerKw;
        kg += rack.weightKg;
        btu += rack.heatBtuPerHour;
        sheet.addRow({text(rack.name), integer(rack.row + 1), integer(rack.position + 1),
                      text(rackRoleName(rack.role)), integer(rack.devices), integer(rack.usedUnits),
                      decimal(rack.powerKw), decimal(rack.weightKg), integer(rack.heatBtuPerHour),
                      text(rack.devicesWithoutPower > 0
                               ? std::to_string(rack.devicesWithoutPower) + " devices of unknown power not counted"
                               : std::string())});
    }
    sheet.tableRows = static_cast<int>(plan.floor.racks.size());
    if (sheet.tableRows > 0) {
        const int last = sheet.tableRows;
        auto sum = [&](int column, double value, CellFormat format) {
            return Cell::makeFormula("=SUM(" + range(column, 1, last) + ")", value, format);
        };
        sheet.addRow({});
        sheet.addRow({Cell::makeText("TOTAL", CellFormat::Total),
                      Cell::makeText(std::to_string(last) + " racks", CellFormat::Total), Cell(), Cell(),
                      sum(4, devices, CellFormat::Total), sum(5, units, CellFormat::Total),
                      sum(6, kw, CellFormat::Total), sum(7, kg, CellFormat::Total),
                      sum(8, btu, CellFormat::Total)});
    }
    sheet.fitColumns();
    return sheet;
}

Workbook planWorkbook(const Plan &plan, const Catalogue *catalogue)
{
    Workbook workbook;
    workbook.title = plan.design.name;
    workbook.currency = plan.bom.currency;
    BomSheetLayout layout;
    Sheet bom = bomSheet(plan, layout);
    workbook.sheets.push_back(summarySheet(plan, layout));
    workbook.sheets.push_back(std::move(bom));
    workbook.sheets.push_back(cablingSheet(plan));
    workbook.sheets.push_back(racksSheet(plan));
    workbook.sheets.push_back(assumptionsSheet(plan, catalogue));
    return workbook;
}

} // namespace fabric
