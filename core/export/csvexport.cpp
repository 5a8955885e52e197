#include "core/export/csvexport.h"

#include "core/bom/billsection.h"
#include "core/cabling/cableid.h"
#include "core/export/atomicfile.h"
#include "core/export/textescape.h"
#include "core/plan/plan.h"

#include <algorithm>
#include <cstdio>

namespace fabric {

namespace {

constexpr std::string_view kEndOfRecord = "\r\n";

std::string fixed(double value, int decimals)
{
    char buffer[64];
    std::snprintf(buffer, sizeof buffer, "%.*f", decimals, value);
    return buffer;
}

class CsvRecord
{
public:
    CsvRecord &text(std::string_view value)
    {
        append(csvTextField(value));
        return *this;
    }
    CsvRecord &number(double value, int decimals)
    {
        append(fixed(value, decimals));
        return *this;
    }
    CsvRecord &integer(long long value)
    {
        append(std::to_string(value));
        return *this;
    }
    CsvRecord &empty()
    {
        append({});
        return *this;
    }
    std::string finish() { return m_record + std::string(kEndOfRecord); }

private:
    void append(const std::string &field)
    {
        if (!m_first)
            m_record += ',';
        m_first = false;
        m_record += field;
    }
    std::string m_record;
    bool m_first = true;
};

} // namespace

std::string percentText(double percent)
{
    std::string text = fixed(percent, 2);
    text.erase(text.find_last_not_of('0') + 1);
    if (!text.empty() && text.back() == '.')
        text.pop_back();
    return text;
}

std::string unknownPriceNote(int lines)
{
    if (lines <= 0)
        return {};
    return std::to_string(lines) + (lines == 1 ? " line" : " lines") + " with unknown price excluded";
}

std::string csvTextField(std::string_view text)
{
    return csvQuote(csvSafeText(text));
}

std::string csvQuote(std::string_view text)
{
    if (text.find_first_of(",\"\r\n") == std::string_view::npos)
        return std::string(text);
    std::string quoted = "\"";
    for (char c : text) {
        if (c == '"')
            quoted += '"';
        quoted += c;
    }
    quoted += '"';
    return quoted;
}

std::string bomCsv(const Bom &bom)
{
    const std::string currency = bom.currency;
    std::string out = CsvRecord()
                          .text("Category")
                          .text("Part number")
                          .text("Description")
                          .text("Quantity")
                          .text("Unit price (" + currency + ")")
                          .text("Extended price (" + currency + ")")
                          .text("Power (W)")
                          .text("Price")
                          .text("Source")
                          .text("Network")
                          .finish();
    for (const BomLine &line : bom.lines) {
        CsvRecord record;
        record.text(line.category).text(line.partNumber).text(line.description.english()).integer(line.quantity);
        if (line.unitPrice)
            record.number(*line.unitPrice, 2).number(*line.extendedPrice(), 2);
        else
            record.text("unknown").text("unknown");
        if (line.powerUnknown)
            record.text("unknown");
        else
            record.number(line.powerW, 1);
        record.text(!line.unitPrice ? "unknown, not in totals" : line.indicative ? "indicative" : "quoted")
            .text(line.source)
            .text(line.network);
        out += record.finish();
    }
    const CostSummary &cost = bom.cost;
    // The power sum leaves out parts of unknown draw: said beside it, as the prices' note is.
    const bool powerPartial = std::any_of(bom.lines.begin(), bom.lines.end(), [](const BomLine &l) { return l.powerUnknown; });
    const std::string powerNote = unknownPriceNote(cost.unknownLines) +
                                  (powerPartial ? std::string(cost.unknownLines > 0 ? "; " : "") + "power: known draws only" : "");
    // The subtotal carries the power; it and the total say what unknown prices they leave out.
    enum class Mark { PowerAndNote, Note, None };
    auto totalRecord = [&](std::string_view label, double amount, Mark mark) {
        CsvRecord record;
        record.text(label).empty().empty().empty().empty().number(amount, 2);
        if (mark == Mark::PowerAndNote && bom.powerUnknown())
            record.text("unknown").text(unknownPriceNote(cost.unknownLines));
        else if (mark == Mark::PowerAndNote)
            record.number(bom.powerW, 1).text(powerNote);
        else if (mark == Mark::Note)
            record.empty().text(unknownPriceNote(cost.unknownLines));
        else
            record.empty().empty();
        return record.empty().empty().finish();
    };
    // Per network, when the bill covers more than the compute fabric: the known list prices of
    // each, and what they leave out; unknown where no line of the network has a price.
    if (cost.networks.size() > 1)
        for (const NetworkCost &network : cost.networks) {
            CsvRecord record;
            record.text("SUBTOTAL, " + billSectionTitle(network.network).english()).empty().empty().empty().empty();
            if (network.priced())
                record.number(network.list, 2);
            else
                record.text("unknown");
            out += record.empty().text(unknownPriceNote(network.unknownLines)).empty().text(network.network).finish();
        }
    // The pricing engine's totals (core/pricing/pricingengine.h), the same as every other output's.
    out += totalRecord("SUBTOTAL", cost.list, Mark::PowerAndNote);
    if (cost.discounted())
        out += totalRecord("DISCOUNT", -cost.discount, Mark::None);
    if (cost.tax != 0.0) {
        out += totalRecord("NET", cost.net, Mark::None);
        out += totalRecord("TAX " + percentText(cost.taxPercent) + "%", cost.tax, Mark::None);
    }
    out += totalRecord("TOTAL", cost.total, Mark::Note);
    return out;
}

std::string cablingCsv(const std::vector<CablingRow> &rows)
{
    std::string out = CsvRecord()
                          .text("Link")
                          .text("Tier")
                          .text("Plane")
                          .text("A device")
                          .text("A rack")
                          .text("A RU")
                          .text("A port")
                          .text("B device")
                          .text("B rack")
                          .text("B RU")
                          .text("B port")
                          .text("Speed (Gb/s)")
                          .text("Length (m)")
                          .text("Run (m)")
                          .text("Medium")
                          .text("Cable PN")
                          .text("A transceiver PN")
                          .text("B transceiver PN")
                          .text("Network")
                          .text("Shared cable")
                          .finish();
    auto unit = [](CsvRecord &record, int u) -> CsvRecord & {
        return u > 0 ? record.integer(u) : record.empty();
    };
    for (const CablingRow &row : rows) {
        CsvRecord record;
        record.integer(cableId(row.link)).text(row.tier).integer(row.plane);
        record.text(row.a.device).text(row.a.rack);
        unit(record, row.a.unit).text(row.a.port);
        record.text(row.b.device).text(row.b.rack);
        unit(record, row.b.unit).text(row.b.port);
        record.integer(row.speedGbps)
            .number(row.lengthM, 1)
            .number(row.runLengthM, 2)
            .text(row.medium)
            .text(row.cablePn)
            .text(row.transceiverPnA)
            .text(row.transceiverPnB)
            .text(row.network);
        if (row.cableOfLink >= 0)
            record.integer(cableId(row.cableOfLink));
        else
            record.empty();
        out += record.finish();
    }
    return out;
}

ExportResult writeBomCsv(const Bom &bom, const std::filesystem::path &file)
{
    return writeTextAtomically(file, bomCsv(bom));
}

ExportResult writeCablingCsv(const Plan &plan, const std::filesystem::path &file)
{
    if (plan.compute().topology.links.empty())
        return ExportResult::failure(FABRIC_TR("fabric::Export", "the plan has no links to cable"));
    return writeTextAtomically(file, cablingCsv(cablingRows(plan)));
}

} // namespace fabric
