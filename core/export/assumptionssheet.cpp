#include "core/export/planworkbook.h"

#include "core/catalogue/catalogue.h"
#include "core/plan/plan.h"

#include <cstdio>
#include <set>

namespace fabric {

namespace {

std::string placementName(SwitchPlacement placement)
{
    switch (placement) {
    case SwitchPlacement::Automatic: return "automatic";
    case SwitchPlacement::InRack: return "in the compute racks";
    case SwitchPlacement::EndOfRow: return "network rack at the end of each row";
    case SwitchPlacement::MiddleOfRow: return "network rack in the middle of each row";
    case SwitchPlacement::CentralRow: return "central network row";
    }
    return "automatic";
}

std::string managementName(FabricManagement management)
{
    switch (management) {
    case FabricManagement::Auto: return "automatic (UFM for DGX, else the switch's embedded SM up to its limit)";
    case FabricManagement::UfmAppliance: return "UFM appliances";
    case FabricManagement::Embedded: return "the managed switch's embedded subnet manager";
    case FabricManagement::None: return "none (switch or host SM)";
    }
    return "automatic";
}

std::string number(double value)
{
    char buffer[64];
    std::snprintf(buffer, sizeof buffer, "%.6g", value);
    return buffer;
}

class AssumptionWriter
{
public:
    explicit AssumptionWriter(Sheet &sheet) : m_sheet(sheet) {}

    void section(std::string name) { m_section = std::move(name); }
    void text(std::string setting, std::string value, std::string unit = {})
    {
        m_sheet.addRow({Cell::makeText(m_section), Cell::makeText(std::move(setting)),
                        Cell::makeText(std::move(value)), Cell::makeText(std::move(unit))});
    }
    void number(std::string setting, double value, std::string unit = {})
    {
        m_sheet.addRow({Cell::makeText(m_section), Cell::makeText(std::move(setting)),
                        Cell::makeNumber(value), Cell::makeText(std::move(unit))});
    }
    template<typename Optional>
    void optionalNumber(std::string setting, const Optional &value, std::string otherwise,
                        std::string unit = {})
    {
        if (value)
            number(std::move(setting), static_cast<double>(*value), std::move(unit));
        else
            text(std::move(setting), std::move(otherwise), std::move(unit));
    }

private:
    Sheet &m_sheet;
    std::string m_section;
};

void designSettings(AssumptionWriter &out, const Design &design)
{
    out.section("Design");
    out.text("Name", design.name);
    out.text("Platform", design.platform);
    out.number("Nodes", design.nodes);
    out.optionalNumber("GPUs", design.gpus, "from the nodes");
    out.optionalNumber("Fabric ports per node", design.rails, "the platform's");
    out.optionalNumber("Link speed", design.linkSpeedGbps, "the platform NIC's", "Gb/s");
    out.text("Fabric", Text(fabricTitle(design.fabric)).english());
    out.text("Switch model", design.switchModel.empty() ? "the cheapest that fits" : design.switchModel);
    out.number("Oversubscription, leaf", design.oversubscription, ":1");
    out.number("Oversubscription, spine", design.spineOversubscription, ":1");
    out.optionalNumber("Nodes per scalable unit", design.suSize, "one leaf's down ports");
    out.number("Planes", design.planes);
    out.text("SHARP", design.sharp ? "on" : "off");
    out.number("Growth reserve", design.growthPercent, "%");
    out.text("Fabric management", managementName(design.management));
}

void floorSettings(AssumptionWriter &out, const Plan &plan)
{
    const FloorSettings &floor = plan.design.floor;
    out.section("Floor");
    out.number("Racks per row", plan.floor.racksPerRow,
               floor.racksPerRow > 0 ? std::string() : std::string("automatic: a roughly square hall"));
    out.number("Rack units per rack", floor.rackUnits, "U");
    out.number("Power limit per rack", floor.rackPowerKw, "kW");
    out.number("Rack width", floor.rackWidthM, "m");
    out.number("Rack depth", floor.rackDepthM, "m");
    out.number("Aisle", floor.aisleM, "m");
    if (floor.nodesPerRack)
        out.number("Nodes per rack", *floor.nodesPerRack, "set by the user");
    else
        out.number("Nodes per rack", plan.floor.nodesPerRack, "from power and rack units");
    out.text("Switch placement", placementName(floor.placement),
             floor.placement == SwitchPlacement::Automatic ? "applied: " + placementName(plan.floor.placement)
                                                           : std::string());

    const CablingSettings &cabling = plan.design.cabling;
    out.section("Cabling");
    out.number("Tray height above the racks", cabling.trayHeightM, "m");
    out.number("Rack height", cabling.rackHeightM, "m");
    out.number("Slack per link", cabling.slackM, "m");
    out.number("Slack on the run", cabling.slackPercent, "%");
}

void pricingSettings(AssumptionWriter &out, const Plan &plan)
{
    const PricingSettings &pricing = plan.design.pricing;
    out.section("Pricing");
    out.text("Currency", pricing.currency);
    // The rate the BOM was priced at: the project's own, or the catalogue's (or the user's).
    if (const ExchangeRate &rate = plan.bom.exchangeRate; rate.currency != "USD")
        out.text("Exchange rate", "1 USD = " + number(rate.perUsd) + " " + rate.currency,
                 rate.asOf + (rate.source.empty() ? "" : ", " + rate.source));
    for (const ExchangeRate &rate : plan.bom.listedRates)
        out.text("Exchange rate, prices listed in " + rate.currency, "1 USD = " + number(rate.perUsd) + " " + rate.currency,
                 rate.asOf + (rate.source.empty() ? "" : ", " + rate.source));
    out.number("Discount", pricing.discountPercent, "%");
    for (const auto &[category, percent] : plan.design.quote.discountPercentByCategory)
        out.number("Discount, " + category, percent, "%");
    out.number("Spares", pricing.sparesPercent, "% of optics and cables");

    const QuoteInfo &quote = plan.design.quote;
    out.section("Quote");
    out.text("Customer", quote.customer);
    out.text("Project", quote.projectName);
    out.text("Quote number", quote.quoteNumber);
    out.text("Date", quote.date);
    out.number("Validity", quote.validityDays, "days");
    out.text("Notes", quote.notes);
    out.text("Terms", quote.terms);
}

void modelSettings(AssumptionWriter &out, const Design &design)
{
    out.section("Performance model");
    if (design.modelOverrides.empty())
        out.text("Parameters", "the model's defaults");
    for (const auto &[name, value] : design.modelOverrides)
        out.number(name, value);
}

void sources(AssumptionWriter &out, const Plan &plan, const Catalogue *catalogue)
{
    out.section("Catalogue");
    if (catalogue) {
        out.text("Version", catalogue->version());
        out.number("User prices", catalogue->userPriceCount(), "override the bundled prices");
    }
    out.section("Sources");
    std::set<std::string> seen;
    for (const BomLine &line : plan.bom.lines) {
        if (!seen.insert(line.partNumber).second)
            continue;
        out.text(line.partNumber, line.source.empty() ? "not recorded" : sourceWithoutDisclaimer(line.source),
                 !line.unitPrice ? "price unknown" : line.indicative ? "indicative price" : "quoted price");
    }
}

} // namespace

Sheet assumptionsSheet(const Plan &plan, const Catalogue *catalogue)
{
    Sheet sheet;
    sheet.name = "Assumptions";
    sheet.addRow({Cell::makeText("Section", CellFormat::Header), Cell::makeText("Setting", CellFormat::Header),
                  Cell::makeText("Value", CellFormat::Header), Cell::makeText("Unit or note", CellFormat::Header)});
    AssumptionWriter out(sheet);
    designSettings(out, plan.design);
    floorSettings(out, plan);
    pricingSettings(out, plan);
    modelSettings(out, plan.design);
    sources(out, plan, catalogue);
    sheet.tableRows = static_cast<int>(sheet.rows.size()) - 1;
    sheet.fitColumns();
    return sheet;
}

} // namespace fabric
