#include "core/export/planworkbook.h"

#include "core/bom/billsection.h"
#include "core/cabling/cableid.h"
#include "core/export/cablingrows.h"
#include "core/export/csvexport.h"
#include "core/plan/plan.h"

#include <algorithm>
#include <cmath>
#include <memory>

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

std::string sourceWithoutDisclaimer(const std::string &source)
{
    constexpr std::string_view kDisclaimer = "; not a quote";
    if (source.size() >= kDisclaimer.size() && source.compare(source.size() - kDisclaimer.size(), kDisclaimer.size(), kDisclaimer) == 0)
        return source.substr(0, source.size() - kDisclaimer.size());
    return source;
}

Sheet bomSheet(const Plan &plan, BomSheetLayout &layout)
{
    enum Column { Category, PartNumber, Description, Quantity, UnitPrice, Extended, Power, Note, Source, Network };
    const Bom &bom = plan.bom;
    Sheet sheet;
    sheet.name = kBomSheetName;
    sheet.addRow({header("Category"), header("Part number"), header("Description"), header("Quantity"),
                  header("Unit price (" + bom.currency + ")"),
                  header("Extended (" + bom.currency + ")"), header("Power (W)"), header("Price"),
                  header("Source"), header("Network")});
    const CostSummary &cost = bom.cost;
    double power = 0.0;
    for (std::size_t i = 0; i < bom.lines.size(); ++i) {
        const BomLine &line = bom.lines[i];
        const int r = static_cast<int>(sheet.rows.size());
        Row row{text(line.category), text(line.partNumber), Cell::makeText(line.description.english(), CellFormat::Wrapped),
                integer(line.quantity)};
        if (line.unitPrice) {
            row.push_back(Cell::makeNumber(*line.unitPrice, CellFormat::Currency));
            // To the cent, as the pricing engine takes each line's list price.
            row.push_back(Cell::makeFormula("=ROUND(" + cellName(r, Quantity) + "*" + cellName(r, UnitPrice) + ",2)",
                                            cost.lines[i].list, CellFormat::Currency));
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
        row.push_back(Cell::makeText(sourceWithoutDisclaimer(line.source), CellFormat::Wrapped));
        row.push_back(text(billSectionTitle(line.network).english()));
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
    const std::string unknownNote = unknownPriceNote(cost.unknownLines);
    const bool discounted = cost.discounted();
    const bool taxed = cost.tax != 0.0;
    sheet.addRow({});
    // Per network, when the bill covers more than the compute fabric: formulas over the Network
    // column, so an edited line carries through.
    std::vector<std::string> networks;
    for (const BomLine &line : bom.lines)
        if (std::find(networks.begin(), networks.end(), line.network) == networks.end())
            networks.push_back(line.network);
    if (networks.size() > 1 && hasLines)
        for (const std::string &network : networks) {
            const int r = static_cast<int>(sheet.rows.size());
            const NetworkCost &networkCost = *cost.networkCost(network);
            // A network none of whose lines has a price costs an unknown amount, not 0.
            Row row{Cell::makeText("Subtotal, " + billSectionTitle(network).english(), CellFormat::Total), Cell(), Cell(), Cell(), Cell(),
                    !networkCost.priced()
                        ? Cell::makeText("unknown", CellFormat::Total)
                        : Cell::makeFormula("=SUMIF(" + range(Network, layout.firstLine, layout.lastLine) + "," + cellName(r, Network)
                                                + "," + range(Extended, layout.firstLine, layout.lastLine) + ")",
                                            networkCost.list, CellFormat::TotalCurrency),
                    Cell(), text(unknownPriceNote(networkCost.unknownLines)), Cell(), text(billSectionTitle(network).english())};
            sheet.addRow(std::move(row));
        }
    const int sumRow = static_cast<int>(sheet.rows.size());
    sheet.addRow({Cell::makeText(discounted || taxed ? "SUBTOTAL" : "TOTAL", CellFormat::Total), Cell(), Cell(),
                  Cell(), Cell(), sumOf(Extended, cost.list, CellFormat::TotalCurrency),
                  bom.powerUnknown() ? Cell::makeText("unknown", CellFormat::Total) : sumOf(Power, power, CellFormat::Total),
                  text(unknownNote)});
    layout.subtotalRow = sumRow;
    layout.netRow = sumRow;
    layout.totalRow = sumRow;
    // The amounts cached beside the formulas are the pricing engine's (core/pricing/pricingengine.h);
    // the formulas redo its steps, so edited quantities, prices or rates carry through.
    if (discounted) {
        // Line by line, as the engine discounts: each line's net to the cent at its rate (a
        // category's own, else the overall one in the quantity column), the discount what the
        // nets leave of the list. SUMPRODUCT evaluates the ranges as arrays in every spreadsheet.
        const int discountRow = static_cast<int>(sheet.rows.size());
        const std::string subtotal = cellName(sumRow, Extended);
        const std::string overall = cellName(discountRow, Quantity);
        std::string rate = overall;
        std::string byCategory; // "Switches 15%, Compute 5%": the rates the overall one does not tell
        if (hasLines)
            for (const auto &[category, percent] : plan.design.quote.discountPercentByCategory) {
                // Named, not the binding itself: clang 14 (the fuzz preset) cannot capture a binding.
                const std::string &name = category;
                if (std::none_of(bom.lines.begin(), bom.lines.end(), [&](const BomLine &l) { return l.category == name; }))
                    continue;
                rate += "+(" + range(Category, layout.firstLine, layout.lastLine) + "=\"" + category + "\")*("
                        + percentText(percent) + "-" + overall + ")";
                byCategory += (byCategory.empty() ? "" : ", ") + category + " " + percentText(percent) + "%";
            }
        const Cell described =
            byCategory.empty() || cost.list <= 0.0
                ? Cell()
                : Cell::makeText(byCategory + " on their lines, the overall rate on the others: " +
                                     percentText(std::round(cost.discount / cost.list * 1000.0) / 10.0) + "% of the subtotal",
                                 CellFormat::Wrapped);
        const std::string formula = "=-(" + subtotal + "-SUMPRODUCT(ROUND(" + range(Extended, layout.firstLine, layout.lastLine)
                                    + "*(1-(" + rate + ")/100),2)))";
        layout.discountRow = sheet.addRow(
            {Cell::makeText("DISCOUNT", CellFormat::Total), Cell(), described,
             Cell::makeNumber(plan.design.pricing.discountPercent, CellFormat::Percent), Cell(),
             Cell::makeFormula(formula, -cost.discount, CellFormat::TotalCurrency)});
        layout.netRow = sheet.addRow(
            {Cell::makeText(taxed ? "NET" : "TOTAL", CellFormat::Total), Cell(), Cell(), Cell(), Cell(),
             Cell::makeFormula("=" + subtotal + "+" + cellName(layout.discountRow, Extended), cost.net,
                               CellFormat::TotalCurrency)});
        layout.totalRow = layout.netRow;
    }
    if (taxed) {
        const int taxRow = static_cast<int>(sheet.rows.size());
        const std::string net = cellName(layout.netRow, Extended);
        layout.taxRow = sheet.addRow(
            {Cell::makeText("TAX", CellFormat::Total), Cell(), Cell(),
             Cell::makeNumber(cost.taxPercent, CellFormat::Percent), Cell(),
             Cell::makeFormula("=ROUND(" + net + "*" + cellName(taxRow, Quantity) + "/100,2)", cost.tax,
                               CellFormat::TotalCurrency)});
        layout.totalRow = sheet.addRow(
            {Cell::makeText("TOTAL", CellFormat::Total), Cell(), Cell(), Cell(), Cell(),
             Cell::makeFormula("=" + net + "+" + cellName(layout.taxRow, Extended), cost.total,
                               CellFormat::TotalCurrency)});
    }
    // Said once for the whole bill, not on every line's source.
    if (std::any_of(bom.lines.begin(), bom.lines.end(), [](const BomLine &l) { return l.unitPrice && l.indicative; })) {
        sheet.addRow({});
        // In the description's column, wrapped there: column A stays as narrow as its categories.
        sheet.addRow({Cell(), Cell(), Cell::makeText(kIndicativeNote, CellFormat::Wrapped)});
    }
    sheet.fitColumns();
    return sheet;
}

namespace {

enum CablingColumn { LinkNumber, LinkTier, Plane, ADevice, ARack, AUnit, APort, BDevice, BRack, BUnit, BPort,
                     Speed, Length, Run, Medium, CablePn, ATransceiver, BTransceiver };

// The cabling plan's rows, made as the sheet is written.
class CablingSource final : public RowSource
{
public:
    // In link order: the sheet a customer prints reads link 1, 2, 3... (the CSV keeps installer order).
    explicit CablingSource(const Plan &plan) : m_table(plan, CablingOrder::Link) {}

    std::size_t size() const override { return m_table.size(); }

    void fill(std::size_t index, Row &row) const override
    {
        CablingRow r;
        m_table.row(index, r);
        auto unit = [](int u) { return u > 0 ? integer(u) : Cell(); };
        row.clear();
        row.reserve(BTransceiver + 3);
        row.push_back(integer(cableId(r.link)));
        row.push_back(text(std::move(r.tier)));
        row.push_back(integer(r.plane));
        row.push_back(text(std::move(r.a.device)));
        row.push_back(text(std::move(r.a.rack)));
        row.push_back(unit(r.a.unit));
        row.push_back(text(std::move(r.a.port)));
        row.push_back(text(std::move(r.b.device)));
        row.push_back(text(std::move(r.b.rack)));
        row.push_back(unit(r.b.unit));
        row.push_back(text(std::move(r.b.port)));
        row.push_back(integer(r.speedGbps));
        row.push_back(decimal(r.lengthM));
        // To the centimetre, as the cabling CSV gives it: an estimate of the run holds no more,
        // and the noise of the sums behind it (9.604255000000004) is nothing a reader can use.
        row.push_back(decimal(std::round(r.runLengthM * 100.0) / 100.0));
        row.push_back(text(std::move(r.medium)));
        row.push_back(text(std::move(r.cablePn)));
        row.push_back(text(std::move(r.transceiverPnA)));
        row.push_back(text(std::move(r.transceiverPnB)));
        row.push_back(text(std::move(r.network)));
        row.push_back(r.cableOfLink >= 0 ? integer(cableId(r.cableOfLink)) : Cell());
    }

private:
    ClusterCablingTable m_table;
};

} // namespace

std::vector<Sheet> cablingSheets(const Plan &plan, std::size_t maxRows)
{
    Row head;
    for (const char *title : {"Link", "Tier", "Plane", "A device", "A rack", "A RU", "A port", "B device",
                              "B rack", "B RU", "B port", "Speed (Gb/s)", "Length (m)", "Run (m)",
                              "Medium", "Cable PN", "A transceiver PN", "B transceiver PN", "Network",
                              "Shared cable"})
        head.push_back(header(title));
    auto source = std::make_shared<const CablingSource>(plan);
    const std::size_t links = source->size();

    // Each sheet holds the header and as many links as fit; the last also the blank row and the
    // totals, which sum the lengths over every part.
    const std::size_t perSheet = std::max<std::size_t>(1, maxRows - 1);
    std::vector<Sheet> sheets;
    std::size_t begin = 0;
    for (;;) {
        Sheet sheet;
        sheet.name = sheets.empty() ? "Cabling" : "Cabling (" + std::to_string(sheets.size() + 1) + ")";
        sheet.addRow(head);
        sheet.body = source;
        sheet.bodyBegin = begin;
        const std::size_t remaining = links - begin;
        const bool last = remaining == 0 || remaining + 2 <= perSheet;
        sheet.bodyEnd = begin + (last ? remaining : std::min(remaining, perSheet));
        sheet.tableRows = static_cast<int>(sheet.bodyEnd - sheet.bodyBegin);
        begin = sheet.bodyEnd;
        sheets.push_back(std::move(sheet));
        if (last)
            break;
    }
    if (links > 0) {
        std::string sum = "=SUM(";
        for (std::size_t i = 0; i < sheets.size(); ++i) {
            const Sheet &part = sheets[i];
            if (part.tableRows == 0)
                continue;
            if (sum.back() != '(')
                sum += ',';
            if (i + 1 < sheets.size())
                sum += sheetReference(part.name) + "!";
            sum += range(Length, 1, part.tableRows);
        }
        sum += ")";
        // Every network's cables, as the sheets list them (not the compute fabric's alone).
        double total = 0.0;
        for (const NetworkPlan &network : plan.networks)
            for (std::size_t link = 0; link < std::min(network.cables.runs.size(), network.topology.links.size()); ++link)
                total += network.cables.orderedLengthM(link);
        Row totals(Length + 1);
        totals[LinkNumber] = Cell::makeText("TOTAL", CellFormat::Total);
        totals[ADevice] = Cell::makeText(std::to_string(links) + " links", CellFormat::Total);
        totals[Length] = Cell::makeFormula(sum, total, CellFormat::Total);
        sheets.back().footer.push_back(Row{});
        sheets.back().footer.push_back(std::move(totals));
    }
    for (Sheet &sheet : sheets)
        sheet.fitColumns();
    return sheets;
}

namespace {

// What a rack's figures leave out: "2 devices of unknown power and 8 of unknown weight not counted".
std::string rackOmissions(int withoutPower, int withoutWeight)
{
    auto devices = [](int n) { return std::to_string(n) + (n == 1 ? " device" : " devices"); };
    if (withoutPower > 0 && withoutWeight > 0)
        return devices(withoutPower) + " of unknown power and " + std::to_string(withoutWeight) + " of unknown weight not counted";
    if (withoutPower > 0)
        return devices(withoutPower) + " of unknown power not counted";
    if (withoutWeight > 0)
        return devices(withoutWeight) + " of unknown weight not counted";
    return {};
}

// The draw the bill of materials counts that no rack's figure holds: the transceivers (and NICs
// or active cables sold apart) plug into devices the racks count without them. Their row makes
// the sheet's total the Summary's.
double unplacedPowerW(const Plan &plan)
{
    double racksW = 0.0;
    for (const Rack &rack : plan.floor.racks)
        racksW += rack.powerKw * 1000.0;
    return std::round((plan.bom.powerW - racksW) * 10.0) / 10.0; // to the tenth of a watt, as parts' draws are
}

} // namespace

Sheet racksSheet(const Plan &plan)
{
    Sheet sheet;
    sheet.name = "Racks";
    sheet.addRow({header("Rack"), header("Row"), header("Position"), header("Role"), header("Devices"),
                  header("Used RU"), header("Height (U)"), header("Power (kW)"), header("Power limit (kW)"),
                  header("Weight (kg)"), header("Heat (BTU/h)"), header("Note")});
    double devices = 0, units = 0, kw = 0, kg = 0, btu = 0;
    bool partial = false;
    for (const Rack &rack : plan.floor.racks) {
        devices += rack.devices;
        units += rack.usedUnits;
        kw += rack.powerKw;
        kg += rack.weightKg;
        btu += rack.heatBtuPerHour;
        partial = partial || rack.devicesWithoutPower > 0 || rack.devicesWithoutWeight > 0;
        // Unknown is never 0: a rack whose every weight is unknown has none to show.
        const bool weightUnknown = rack.weightKg <= 0.0 && rack.devicesWithoutWeight > 0;
        const bool powerUnknown = rack.powerKw <= 0.0 && rack.devicesWithoutPower > 0;
        std::string note = rackOmissions(rack.devicesWithoutPower, rack.devicesWithoutWeight);
        if (!rack.powerLimitKw)
            note = "the system's own rack" + (note.empty() ? std::string() : "; " + note);
        sheet.addRow({text(rack.name), integer(rack.row + 1), integer(rack.position + 1),
                      text(rackRoleName(rack.role)), integer(rack.devices), integer(rack.usedUnits), integer(rack.units),
                      powerUnknown ? text("unknown") : decimal(rack.powerKw),
                      rack.powerLimitKw ? decimal(*rack.powerLimitKw) : Cell(),
                      weightUnknown ? text("unknown") : decimal(rack.weightKg),
                      powerUnknown ? text("unknown") : integer(rack.heatBtuPerHour), text(note)});
    }
    const double unplacedW = unplacedPowerW(plan);
    const bool unplaced = !plan.floor.racks.empty() && unplacedW > 0.5;
    if (unplaced) {
        kw += unplacedW / 1000.0;
        btu += unplacedW * kBtuPerHourPerWatt;
        sheet.addRow({text("Optics"), Cell(), Cell(), Cell(), Cell(), Cell(), Cell(), decimal(unplacedW / 1000.0), Cell(), Cell(),
                      integer(unplacedW * kBtuPerHourPerWatt),
                      text("transceivers (and NICs or active cables sold apart) in the racks of the ports they plug "
                           "into, not in each rack's figure")});
    }
    sheet.tableRows = static_cast<int>(plan.floor.racks.size()) + (unplaced ? 1 : 0);
    if (sheet.tableRows > 0) {
        const int last = sheet.tableRows;
        auto sum = [&](int column, double value, CellFormat format) {
            return Cell::makeFormula("=SUM(" + range(column, 1, last) + ")", value, format);
        };
        sheet.addRow({});
        sheet.addRow({Cell::makeText("TOTAL", CellFormat::Total),
                      Cell::makeText(std::to_string(plan.floor.racks.size()) + " racks", CellFormat::Total), Cell(), Cell(),
                      sum(4, devices, CellFormat::Total), sum(5, units, CellFormat::Total), Cell(),
                      sum(7, kw, CellFormat::Total), Cell(), sum(9, kg, CellFormat::Total),
                      sum(10, btu, CellFormat::Total), text(partial ? "known power and weights only" : std::string())});
    }
    sheet.fitColumns();
    return sheet;
}

Workbook planWorkbook(const Plan &plan, const Catalogue *catalogue)
{
    Workbook workbook;
    workbook.title = designTitle(plan);
    workbook.currency = plan.bom.currency;
    workbook.paper = plan.design.quote.paper;
    BomSheetLayout layout;
    Sheet bom = bomSheet(plan, layout);
    std::vector<Sheet> cabling = cablingSheets(plan);
    workbook.sheets.push_back(summarySheet(plan, layout));
    workbook.sheets.push_back(std::move(bom));
    for (Sheet &part : cabling)
        workbook.sheets.push_back(std::move(part));
    workbook.sheets.push_back(racksSheet(plan));
    workbook.sheets.push_back(assumptionsSheet(plan, catalogue));
    if (!plan.diagnostics.empty())
        workbook.sheets.push_back(notesSheet(plan));
    return workbook;
}

} // namespace fabric
