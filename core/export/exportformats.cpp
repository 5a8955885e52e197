#include "core/export/exportformats.h"

#include "core/export/atomicfile.h"
#include "core/export/cablelabels.h"
#include "core/export/cablingrows.h"
#include "core/export/csvexport.h"
#include "core/export/topologyexport.h"
#include "core/plan/plan.h"

#include <algorithm>
#include <array>
#include <cctype>

namespace fabric {

namespace {

constexpr std::string_view kCsv[] = {".csv"};
constexpr std::string_view kXlsx[] = {".xlsx"};
constexpr std::string_view kPdf[] = {".pdf"};
constexpr std::string_view kTopo[] = {".topo"};
constexpr std::string_view kDot[] = {".dot"};
constexpr std::string_view kConf[] = {".conf"};
constexpr std::string_view kImage[] = {".svg", ".png"};

enum Group { Bill, Cabling, Topology, Diagrams, Quote };

Expected<std::string> bomText(const ExportRequest &request)
{
    return bomCsv(request.plan.bom);
}

Expected<std::string> cablingText(const ExportRequest &request)
{
    return cablingCsv(cablingRows(request.plan));
}

Expected<std::string> labelsText(const ExportRequest &request)
{
    const std::vector<CablingRow> rows = exportCablingRows(request);
    if (rows.empty())
        return Expected<std::string>::failure(FABRIC_TR("fabric::Export", "the plan has no cables to label"));
    return cableLabelsCsv(cableLabels(rows));
}

Expected<std::string> topologyText(const ExportRequest &request)
{
    return ibnetdiscoverTopology(request.plan, request.network);
}

ExportResult topologyStream(const ExportRequest &request, const std::filesystem::path &file)
{
    return writeIbnetdiscoverTopology(request.plan, file, request.network);
}

Expected<std::string> dotText(const ExportRequest &request)
{
    const NetworkPlan *network = request.plan.network(request.network);
    if (!network || network->topology.deviceCount() == 0)
        return Expected<std::string>::failure(FABRIC_TR("fabric::Export", "the plan has no devices"));
    return graphvizDot(request.plan, request.network);
}

Expected<std::string> slurmText(const ExportRequest &request)
{
    if (request.plan.compute().topology.deviceCount() == 0)
        return Expected<std::string>::failure(FABRIC_TR("fabric::Export", "the plan has no devices"));
    return slurmTopology(request.plan);
}

ExportFormat format(std::string_view id, std::string_view command, std::string_view flag,
                    std::span<const std::string_view> extensions, TextPattern menuText, TextPattern fileType,
                    FormatScope scope, FormatWriter writer, int group)
{
    ExportFormat f;
    f.id = id;
    f.command = command;
    f.flag = flag;
    f.extensions = extensions;
    f.menuText = menuText;
    f.fileType = fileType;
    f.scope = scope;
    f.writer = writer;
    f.group = group;
    return f;
}

std::vector<ExportFormat> makeFormats()
{
    using S = FormatScope;
    using W = FormatWriter;
    std::vector<ExportFormat> all;
    ExportFormat f = format("bom-xlsx", "bom", "--out", kXlsx, FABRIC_TR("ExportFormat", "Bill of Materials as &Excel (.xlsx)…"),
                            FABRIC_TR("ExportFormat", "Excel workbook"), S::Cluster, W::Xlsx, Bill);
    f.listsCables = true; // the workbook has a Cabling sheet
    all.push_back(f);
    f = format("bom-csv", "bom", "--out", kCsv, FABRIC_TR("ExportFormat", "Bill of Materials as &CSV…"),
               FABRIC_TR("ExportFormat", "CSV"), S::Cluster, W::Core, Bill);
    f.text = bomText;
    f.toStdout = true;
    all.push_back(f);

    f = format("cabling", "export", "--cabling", kCsv, FABRIC_TR("ExportFormat", "Ca&bling Plan (.csv)…"),
               FABRIC_TR("ExportFormat", "CSV"), S::Cluster, W::Core, Cabling);
    f.text = cablingText;
    f.listsCables = f.toStdout = true;
    all.push_back(f);
    f = format("labels-csv", "export", "--labels", kCsv, FABRIC_TR("ExportFormat", "Cable &Labels for a Printer (.csv)…"),
               FABRIC_TR("ExportFormat", "CSV"), S::AllOrOneNetwork, W::Core, Cabling);
    f.text = labelsText;
    f.listsCables = f.toStdout = true;
    all.push_back(f);
    f = format("labels-pdf", "export", "--labels", kPdf, FABRIC_TR("ExportFormat", "Cable Labels as &PDF…"),
               FABRIC_TR("ExportFormat", "PDF"), S::AllOrOneNetwork, W::Drawing, Cabling);
    f.listsCables = true;
    all.push_back(f);
    f = format("install-sheets", "export", "--install-sheets", kPdf, FABRIC_TR("ExportFormat", "&Install Sheets (PDF)…"),
               FABRIC_TR("ExportFormat", "PDF"), S::AllOrOneNetwork, W::Drawing, Cabling);
    f.listsCables = true;
    all.push_back(f);

    f = format("topology", "export", "--topology", kTopo, FABRIC_TR("ExportFormat", "InfiniBand &Topology (ibnetdiscover)…"),
               FABRIC_TR("ExportFormat", "ibnetdiscover topology"), S::PerNetwork, W::Core, Topology);
    f.text = topologyText;
    f.stream = topologyStream;
    f.toStdout = true;
    all.push_back(f);
    f = format("dot", "export", "--dot", kDot, FABRIC_TR("ExportFormat", "&Graphviz (.dot)…"), FABRIC_TR("ExportFormat", "Graphviz"),
               S::PerNetwork, W::Core, Topology);
    f.text = dotText;
    f.toStdout = true;
    all.push_back(f);
    f = format("slurm", "export", "--slurm", kConf, FABRIC_TR("ExportFormat", "&Slurm topology.conf…"),
               FABRIC_TR("ExportFormat", "Slurm topology.conf"), S::Compute, W::Core, Topology);
    f.text = slurmText;
    f.toStdout = true;
    all.push_back(f);

    all.push_back(format("topology-diagram", "export", "--topology-diagram", kImage,
                         FABRIC_TR("ExportFormat", "Topology &Diagram (SVG/PNG)…"), FABRIC_TR("ExportFormat", "SVG or PNG image"),
                         S::PerNetwork, W::Drawing, Diagrams));
    all.push_back(format("floor-diagram", "export", "--floor-diagram", kImage,
                         FABRIC_TR("ExportFormat", "&Floor Plan Diagram (SVG/PNG)…"), FABRIC_TR("ExportFormat", "SVG or PNG image"),
                         S::Cluster, W::Drawing, Diagrams));
    all.push_back(format("rack-elevations", "export", "--rack-elevations", {},
                         FABRIC_TR("ExportFormat", "&Rack Elevations (SVG, a folder)…"), FABRIC_TR("ExportFormat", "Folder"),
                         S::Cluster, W::Drawing, Diagrams));

    all.push_back(format("quote", "quote", "--out", kPdf, FABRIC_TR("ExportFormat", "&Quote (PDF)…"), FABRIC_TR("ExportFormat", "PDF"),
                         S::Cluster, W::Drawing, Quote));
    return all;
}

bool endsWithNoCase(std::string_view file, std::string_view tail)
{
    if (file.size() < tail.size())
        return false;
    return std::equal(tail.begin(), tail.end(), file.end() - static_cast<std::ptrdiff_t>(tail.size()), [](char a, char b) {
        return std::tolower(static_cast<unsigned char>(a)) == std::tolower(static_cast<unsigned char>(b));
    });
}

} // namespace

bool ExportFormat::takes(std::string_view file) const
{
    return std::any_of(extensions.begin(), extensions.end(), [&](std::string_view e) { return endsWithNoCase(file, e); });
}

std::string ExportFormat::filter(std::string_view translatedFileType) const
{
    std::string patterns;
    for (std::string_view e : extensions)
        patterns += (patterns.empty() ? "*" : " *") + std::string(e);
    return std::string(translatedFileType) + " (" + patterns + ")";
}

std::span<const ExportFormat> exportFormats()
{
    static const std::vector<ExportFormat> formats = makeFormats();
    return formats;
}

const ExportFormat *findExportFormat(std::string_view id)
{
    for (const ExportFormat &f : exportFormats())
        if (f.id == id)
            return &f;
    return nullptr;
}

const ExportFormat *exportFormatFor(std::string_view command, std::string_view flag, std::string_view file)
{
    const ExportFormat *only = nullptr;
    int count = 0;
    for (const ExportFormat &f : exportFormats()) {
        if (f.command != command || f.flag != flag)
            continue;
        ++count;
        only = &f;
        if (f.takes(file))
            return &f;
    }
    // A flag with one format: its caller checks the name (or takes "-" for standard output).
    if (count == 1)
        return only;
    if (file == "-")
        for (const ExportFormat &f : exportFormats())
            if (f.command == command && f.flag == flag && f.toStdout)
                return &f;
    return nullptr;
}

std::vector<CablingRow> exportCablingRows(const ExportRequest &request)
{
    std::vector<CablingRow> rows = cablingRows(request.plan);
    if (request.networkGiven)
        std::erase_if(rows, [&](const CablingRow &row) { return row.network != toString(request.network); });
    return installOrder(std::move(rows));
}

ExportRequest exportRequestFor(const ExportFormat &format, const Plan &plan, std::optional<NetworkRole> network)
{
    return ExportRequest{plan, network.value_or(NetworkRole::Compute),
                         format.scope == FormatScope::AllOrOneNetwork && network.has_value()};
}

Expected<bool> formatApplies(const ExportFormat &format, const Plan &plan, std::optional<NetworkRole> chosen)
{
    // A network named that the plan lacks is refused whatever the file covers: the user asked for
    // that network, and a file of another would pass for it.
    const NetworkRole role = chosen.value_or(NetworkRole::Compute);
    const NetworkPlan *network = plan.network(role);
    if (!network)
        return Expected<bool>::failure(Text(FABRIC_TR("fabric::Export", "the plan has no %1"), networkTitle(role)));
    if (format.scope != FormatScope::PerNetwork)
        return true;
    if (format.id == "topology" && network->technology() != Technology::InfiniBand)
        return Expected<bool>::failure(Text(FABRIC_TR("fabric::Export", "the ibnetdiscover topology file is for InfiniBand fabrics; the %1 is Ethernet"),
                                            networkTitle(role)));
    return true;
}

ExportResult writeCoreFormat(const ExportFormat &format, const ExportRequest &request, const std::filesystem::path &file)
{
    if (format.writer != FormatWriter::Core || !format.text)
        return ExportResult::failure(Text(FABRIC_TR("fabric::Export", "%1 is not written by core"), std::string(format.id)));
    if (format.stream)
        return format.stream(request, file);
    auto text = format.text(request);
    if (!text)
        return ExportResult::failure(text.errorText());
    return writeTextAtomically(file, *text);
}

} // namespace fabric
