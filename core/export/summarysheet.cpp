#include "core/export/planworkbook.h"

#include "core/common/usertext.h"
#include "core/compare/metrics.h"
#include "core/design/networkspec.h"
#include "core/export/csvexport.h"
#include "core/plan/linkcounts.h"
#include "core/report/texttable.h"

namespace fabric {

namespace {

enum Column { Item, Value, Unit };

std::string tierTitle(Tier tier)
{
    switch (tier) {
    case Tier::Leaf: return "Leaf switches";
    case Tier::Spine: return "Spine switches";
    case Tier::Core: return "Core switches";
    }
    return "Switches";
}

// "40 x 200G"; a split leaf: "40 x 100G down, 20 x 200G up".
std::string tierPortsText(const TierSize &tier)
{
    if (tier.upPortSpeedGbps == 0)
        return std::to_string(tier.radix) + " x " + std::to_string(tier.portSpeedGbps) + "G";
    return std::to_string(tier.downPorts) + " x " + std::to_string(tier.portSpeedGbps) + "G down, "
        + std::to_string(tier.upPorts) + " x " + std::to_string(tier.upPortSpeedGbps) + "G up";
}

// A network's switch models as the Figures dock gives them: "SN5600", or "8 SN5600 + 4 SN2201".
std::string switchModelsText(const NetworkPlan &network)
{
    const auto byModel = network.sizing.switchesByModel();
    if (byModel.size() == 1)
        return byModel.begin()->first;
    std::string text;
    for (const auto &[model, count] : byModel)
        text += (text.empty() ? "" : " + ") + std::to_string(count) + " " + model;
    return text;
}

std::string networkSwitchesItem(const NetworkPlan &network)
{
    return "Switches, " + Text(networkTitle(network.role)).english();
}

class SummaryBuilder
{
public:
    explicit SummaryBuilder(Sheet &sheet) : m_sheet(sheet) {}

    int add(std::string item, Cell value, std::string unit = {})
    {
        return m_sheet.addRow({Cell::makeText(std::move(item)), std::move(value),
                               Cell::makeText(std::move(unit))});
    }
    int addText(std::string item, std::string value, std::string unit = {})
    {
        return add(std::move(item), Cell::makeText(std::move(value)), std::move(unit));
    }
    int addInteger(std::string item, double value, std::string unit = {})
    {
        return add(std::move(item), Cell::makeNumber(value, CellFormat::Integer), std::move(unit));
    }
    int addDecimal(std::string item, double value, std::string unit = {})
    {
        return add(std::move(item), Cell::makeNumber(value, CellFormat::Decimal), std::move(unit));
    }

private:
    Sheet &m_sheet;
};

constexpr const char *kComputeCategory = "Compute";

std::string bomCell(int row, int column)
{
    return std::string(kBomSheetName) + "!" + cellName(row, column);
}

} // namespace

std::string designTitle(const Plan &plan)
{
    const std::string &name = plan.design.name;
    if (!name.empty() && name != Design{}.name)
        return name;
    const Sizing &sizing = plan.compute().sizing;
    std::string title = formatGrouped(sizing.gpus > 0 ? sizing.gpus : sizing.nodes)
                        + (sizing.gpus > 0 ? " GPUs, " : " nodes, ");
    title += sizing.platform ? sizing.platform->name : plan.design.platform;
    title += ", " + Text(fabricTitle(sizing.technology)).english();
    if (sizing.linkSpeedGbps > 0)
        title += " " + std::to_string(sizing.linkSpeedGbps) + "G";
    return title;
}

Sheet summarySheet(const Plan &plan, const BomSheetLayout &layout)
{
    const Design &design = plan.design;
    const Sizing &sizing = plan.compute().sizing;
    const Figures &figures = plan.figures;
    Sheet sheet;
    sheet.name = "Summary";
    sheet.addRow({Cell::makeText("Item", CellFormat::Header), Cell::makeText("Value", CellFormat::Header),
                  Cell::makeText("Unit", CellFormat::Header)});
    SummaryBuilder add(sheet);

    add.addText("Design", designTitle(plan));
    const QuoteInfo &quote = design.quote;
    for (const auto &[item, value] : {std::pair{"Customer", &quote.customer}, std::pair{"Quote number", &quote.quoteNumber},
                                      std::pair{"Quote date", &quote.date}})
        if (!value->empty())
            add.addText(item, *value);
    if (quote.networkOnly)
        add.addText("Scope", "the network only", "nodes and servers not included");
    add.addText("Platform", sizing.platform ? sizing.platform->name : design.platform);
    add.addInteger("Nodes", sizing.nodes);
    const int gpuRow = add.addInteger("GPUs", sizing.gpus);
    add.addText("Fabric", Text(fabricTitle(sizing.technology)).english());
    add.addInteger("Endpoint link speed", sizing.linkSpeedGbps, "Gb/s");
    add.addInteger("Fabric ports per node", sizing.railsPerNode);
    add.addInteger("Planes", sizing.planes);
    add.addInteger("Switch tiers", sizing.tiers);
    add.addInteger("Scalable units", sizing.scalableUnits,
                   sizing.suSize > 0 ? countOf(sizing.suSize, "node") + " each" : std::string());

    int firstTier = -1;
    int lastTier = -1;
    double switches = 0;
    for (const TierSize &tier : sizing.tierSizes) {
        const int row = add.addInteger(tierTitle(tier.role), tier.count,
                                       tier.model + ", " + tierPortsText(tier));
        switches += tier.count;
        if (firstTier < 0)
            firstTier = row;
        lastTier = row;
    }
    // The rows above are the compute fabric's; with more networks planned, the whole cluster's
    // totals are the ones every other face shows (the Figures dock, Compare, the status bar).
    const bool computeOnly = plan.networks.size() == 1;
    if (firstTier >= 0)
        add.add(computeOnly ? "Switches, total" : networkSwitchesItem(plan.compute()),
                Cell::makeFormula("=SUM(" + cellName(firstTier, Value) + ":" + cellName(lastTier, Value) + ")",
                                  switches, CellFormat::Integer),
                computeOnly ? std::string() : switchModelsText(plan.compute()));
    if (!computeOnly) {
        for (const NetworkPlan &network : plan.networks)
            if (network.role != NetworkRole::Compute)
                add.addInteger(networkSwitchesItem(network), network.sizing.switchCount(), switchModelsText(network));
        add.addInteger("Switches, whole cluster", figures.clusterSwitches, "every network");
    }

    const auto links = linksByTier(plan);
    for (LinkTier tier : {LinkTier::NodeLeaf, LinkTier::SubnetManagerLeaf, LinkTier::LeafSpine, LinkTier::SpineCore})
        if (const long long count = links[static_cast<std::size_t>(tier)]; count > 0)
            add.addInteger("Links, " + std::string(toString(tier)), static_cast<double>(count));
    add.addInteger("Racks", static_cast<double>(plan.floor.racks.size()));
    if (computeOnly) {
        add.addDecimal("Cable length, total", plan.compute().cables.totalLengthM, "m");
    } else {
        add.addDecimal("Cable length, " + Text(networkTitle(NetworkRole::Compute)).english(), plan.compute().cables.totalLengthM, "m");
        add.addInteger("Cable runs, whole cluster", static_cast<double>(figures.clusterLinks));
        add.addDecimal("Cable length, whole cluster", figures.clusterCableLengthM, "m");
    }

    add.addInteger("Bisection bandwidth", figures.bisectionGbps, "Gb/s");
    add.add("Oversubscription, worst tier", Cell::makeNumber(figures.oversubscription, CellFormat::Ratio));
    for (const TierSize &tier : sizing.tierSizes)
        if (tier.upPorts > 0)
            add.add("Oversubscription, " + std::string(toString(tier.role)),
                    Cell::makeNumber(tier.oversubscription, CellFormat::Ratio));
    add.addInteger("Switch hops, across scalable units", figures.hopsAcrossSu);
    add.addDecimal("Latency, worst case", figures.worstCaseLatencyNs, "ns");

    // The money and power come from the BOM sheet, so edits there flow here.
    const Bom &bom = plan.bom;
    const CostSummary &cost = bom.cost; // the pricing engine's: the same net as every output
    double power = 0.0, networkPrice = 0.0, networkPower = 0.0;
    bool powerUnknown = false, networkPowerUnknown = false;
    int networkLines = 0, networkLinesUnpriced = 0;
    for (std::size_t i = 0; i < bom.lines.size(); ++i) {
        const BomLine &line = bom.lines[i];
        powerUnknown = powerUnknown || line.powerUnknown;
        power += line.powerW;
        if (line.category == kComputeCategory)
            continue;
        networkPowerUnknown = networkPowerUnknown || line.powerUnknown;
        networkPower += line.powerW;
        networkPrice += cost.lines[i].list;
        ++networkLines;
        networkLinesUnpriced += cost.lines[i].known ? 0 : 1;
    }
    const double price = cost.net;
    const bool hasLines = layout.lastLine >= layout.firstLine;
    auto networkOnly = [&](int column) {
        return "=SUMIF(" + bomCell(layout.firstLine, 0) + ":" + cellName(layout.lastLine, 0) + ",\"<>"
               + kComputeCategory + "\"," + bomCell(layout.firstLine, column) + ":"
               + cellName(layout.lastLine, column) + ")";
    };
    const std::string gpus = cellName(gpuRow, Value);
    auto perGpu = [&](const std::string &item, int row, double value, CellFormat format, const std::string &unit) {
        if (sizing.gpus > 0)
            add.add(item, Cell::makeFormula(std::string("=").append(cellName(row, Value)).append("/").append(gpus),
                                            value / sizing.gpus, format),
                    unit);
    };
    const bool taxed = layout.taxRow >= 0;
    // The rates behind the price, as the BOM sheet applies them (a category's own rate replaces
    // the overall one for its lines).
    if (cost.discounted()) {
        add.add("Discount, overall", Cell::makeNumber(design.pricing.discountPercent, CellFormat::Decimal), "%");
        for (const auto &[category, percent] : quote.discountPercentByCategory)
            add.add("Discount, " + category, Cell::makeNumber(percent, CellFormat::Decimal), "%");
        add.add("Discount", Cell::makeFormula("=-" + bomCell(layout.discountRow, 5), cost.discount, CellFormat::Decimal),
                bom.currency);
    }
    const std::string priceUnit = cost.complete() ? bom.currency : bom.currency + ", known prices only";
    const int priceRow = add.add(taxed ? "Price, net of tax" : "Price, total",
                                 Cell::makeFormula("=" + bomCell(layout.netRow, 5), price, CellFormat::Decimal),
                                 priceUnit);
    if (taxed) {
        add.add("Tax (" + percentText(cost.taxPercent) + "%)",
                Cell::makeFormula("=" + bomCell(layout.taxRow, 5), cost.tax, CellFormat::Decimal), priceUnit);
        add.add("Price, total with tax",
                Cell::makeFormula("=" + bomCell(layout.totalRow, 5), cost.total, CellFormat::Decimal), priceUnit);
    }
    perGpu("Price per GPU", priceRow, price, CellFormat::Decimal, priceUnit);
    // Unknown prices are left out of the network's price too, and said so; with none known it is
    // no figure at all.
    if (hasLines && networkLines > 0 && networkLinesUnpriced == networkLines) {
        add.addText("Network price, before discount", "unknown", "no network part has a known price");
    } else if (hasLines) {
        const std::string networkUnit = networkLinesUnpriced > 0 ? bom.currency + ", known prices only" : bom.currency;
        const int row = add.add("Network price, before discount",
                                Cell::makeFormula(networkOnly(5), networkPrice, CellFormat::Decimal), networkUnit);
        perGpu("Network price per GPU", row, networkPrice, CellFormat::Decimal, networkUnit);
    }
    // Unknown draws are left out, never counted as 0 W without saying so.
    const std::string watts = powerUnknown ? "W, known draws only" : "W";
    const std::string networkWatts = networkPowerUnknown ? "W, known draws only" : "W";
    // Nothing drawn but what is unknown: the sum is no figure, not 0 W.
    const std::string noKnownDraw = "no part of known draw uses power";
    if (bom.powerUnknown()) {
        add.addText("Power, total", "unknown", noKnownDraw);
    } else {
        const int powerRow = add.add("Power, total",
                                     Cell::makeFormula("=" + bomCell(layout.subtotalRow, 6), power, CellFormat::Decimal),
                                     watts);
        perGpu("Power per GPU", powerRow, power, CellFormat::Decimal, watts);
    }
    if (hasLines && networkPower <= 0.0 && networkPowerUnknown) {
        add.addText("Network power", "unknown", noKnownDraw);
    } else if (hasLines) {
        const int row = add.add("Network power", Cell::makeFormula(networkOnly(6), networkPower, CellFormat::Decimal),
                                networkWatts);
        perGpu("Network power per GPU", row, networkPower, CellFormat::Decimal, networkWatts);
    }
    if (cost.unknownLines > 0)
        add.addInteger("BOM lines with unknown price", cost.unknownLines, "excluded from the price");
    // What each total leaves out, by part number (issue 32: unknown is named, never 0).
    auto joined = [](const std::vector<std::string> &parts) {
        std::string text;
        for (const std::string &part : parts)
            text += (text.empty() ? "" : ", ") + part;
        return text;
    };
    // Wrapped: a long list prints whole on more lines, not cut off by the Unit column.
    if (const auto parts = partsWithoutPrice(plan); !parts.empty())
        add.add("Price leaves out", Cell::makeText(joined(parts), CellFormat::Wrapped), "parts of unknown price");
    if (const auto parts = partsWithoutPower(plan); !parts.empty())
        add.add("Power leaves out", Cell::makeText(joined(parts), CellFormat::Wrapped), "parts of unknown draw");
    if (!plan.diagnostics.empty())
        add.addInteger("Planner's notes", static_cast<double>(plan.diagnostics.size()), "on the Notes sheet");

    sheet.tableRows = static_cast<int>(sheet.rows.size()) - 1;
    sheet.fitColumns();
    return sheet;
}

Sheet notesSheet(const Plan &plan)
{
    Sheet sheet;
    sheet.name = "Notes";
    sheet.addRow({Cell::makeText("Kind", CellFormat::Header), Cell::makeText("Note", CellFormat::Header),
                  Cell::makeText("Field", CellFormat::Header)});
    for (const Diagnostic &d : plan.diagnostics)
        sheet.addRow({Cell::makeText(d.isError() ? "Error" : d.isNote() ? "Note" : "Warning"),
                      Cell::makeText(d.message(), CellFormat::Wrapped), Cell::makeText(d.field)});
    sheet.tableRows = static_cast<int>(plan.diagnostics.size());
    sheet.fitColumns();
    return sheet;
}

} // namespace fabric
