#include "commands.h"
#include "designflags.h"
#include "exportplan.h"
#include "modules.h"
#include "paperflag.h"

#include "core/common/usertext.h"
#include "core/export/cablingrows.h"
#include "core/export/exportformats.h"

#include <algorithm>
#include <iostream>

namespace fabric::cli {

namespace {

// A file asked for, with the format its option and name chose.
struct Output
{
    const ExportFormat *format;
    std::string file;
};

bool listsCables(const std::vector<Output> &outputs)
{
    return std::any_of(outputs.begin(), outputs.end(), [](const Output &o) { return o.format->listsCables; });
}

// "--cabling FILE.csv | --labels FILE.csv|pdf | …": every option of the command, from the registry.
std::string optionsText(std::string_view command)
{
    std::string text;
    std::string_view last;
    for (const ExportFormat &f : exportFormats()) {
        if (f.command != command)
            continue;
        if (f.flag == last) {
            text += "|" + std::string(f.extensions.front().substr(1));
            continue;
        }
        last = f.flag;
        text += (text.empty() ? "" : ", ") + std::string(f.flag) + (f.writesFolder() ? " FOLDER" : " FILE");
        for (std::size_t i = 0; i < f.extensions.size(); ++i)
            text += (i == 0 ? std::string(f.extensions[i]) : "|" + std::string(f.extensions[i].substr(1)));
    }
    return text;
}

// Writes a Core format: streamed to a file when it can be, else its text (to standard output for -).
int writeCore(const Output &output, const ExportRequest &request)
{
    const ExportFormat &format = *output.format;
    if (format.stream && output.file != "-") {
        if (const ExportResult result = format.stream(request, output.file); !result) {
            std::cerr << "fabricplanner-cli export: " << format.flag << ": " << result.error() << '\n';
            return 1;
        }
        return 0;
    }
    const auto text = format.text(request);
    if (!text) {
        std::cerr << "fabricplanner-cli export: " << format.flag << ": " << text.error() << '\n';
        return 1;
    }
    return writeTextOutput("export", output.file, *text);
}

// What Qt's painter draws, in the drawing module: loaded only when one is asked for.
int writeDrawings(const std::vector<Output> &outputs, const ExportRequest &request)
{
    DiagramRequest diagrams;
    diagrams.network = request.network;
    CableSheetRequest sheets;
    sheets.title = request.plan.design.name;
    if (request.networkGiven) // one network's sheets say which, as the window's do: "Untitled (Storage fabric)"
        sheets.title += " (" + Text(networkTitle(request.network)).english() + ")";
    sheets.paper = request.plan.design.quote.paper; // --paper is already in the design
    for (const Output &o : outputs) {
        const std::string_view id = o.format->id;
        if (id == "topology-diagram")
            diagrams.topology = o.file;
        else if (id == "floor-diagram")
            diagrams.floor = o.file;
        else if (id == "rack-elevations")
            diagrams.rackElevations = o.file;
        else if (id == "labels-pdf")
            sheets.labels = o.file;
        else if (id == "install-sheets")
            sheets.installSheets = o.file;
    }
    const bool anyDiagram = diagrams.topology || diagrams.floor || diagrams.rackElevations;
    const bool anySheet = sheets.labels || sheets.installSheets;
    if (!anyDiagram && !anySheet)
        return 0;
    std::vector<CablingRow> rows;
    if (anySheet) {
        rows = exportCablingRows(request);
        if (rows.empty()) {
            std::cerr << "fabricplanner-cli export: the plan has no cables to label\n";
            return 1;
        }
    }
    const DrawingModule *drawing = drawingModule("export");
    if (!drawing)
        return 1;
    int status = 0;
    if (anySheet)
        status |= drawing->writeCableSheets(sheets, rows);
    if (anyDiagram)
        status |= drawing->writeDiagrams(diagrams, request.plan);
    return status;
}

// Whether the option's format writes a file of this name. Core's text also takes a name of its
// own (cables.txt, - for standard output), but not one of another format (c.xlsx, c.pdf), which
// would hold something other than its name says; an image or a PDF is what its name says.
bool takesName(const ExportFormat &format, const std::string &file)
{
    if (format.writesFolder() || format.takes(file))
        return true;
    const auto formats = exportFormats();
    return format.writer == FormatWriter::Core
        && std::none_of(formats.begin(), formats.end(), [&](const ExportFormat &other) { return other.takes(file); });
}

} // namespace

const ExportFormat &outputFormat(std::string_view command, std::string_view flag, const std::string &file)
{
    if (const ExportFormat *format = exportFormatFor(command, flag, file); format && takesName(*format, file))
        return *format;
    // export's options say what they write ("--labels writes FILE.csv or FILE.pdf"); bom's and
    // quote's --out what it takes ("--out takes a .xlsx or a .csv file").
    const bool writes = command == "export";
    std::string names;
    for (const ExportFormat &f : exportFormats())
        if (f.command == command && f.flag == flag)
            for (std::string_view e : f.extensions)
                names += (names.empty() ? "" : " or ") + (writes ? "FILE" + std::string(e) : "a " + std::string(e));
    throw UsageError(std::string(flag) + (writes ? " writes " + names : " takes " + names + " file") + ", not " + quotedText(file));
}

int runExport(Arguments &args)
{
    std::vector<Output> outputs;
    std::string_view lastFlag;
    for (const ExportFormat &f : exportFormats()) {
        if (f.command != "export" || f.flag == lastFlag)
            continue;
        lastFlag = f.flag;
        if (auto file = args.takeValue(std::string(f.flag)))
            outputs.push_back({&outputFormat("export", f.flag, *file), *file});
    }
    NetworkRole network = NetworkRole::Compute;
    bool networkGiven = false;
    if (auto name = args.takeValue("--network")) {
        const auto role = networkRoleFromString(*name);
        if (!role)
            throw UsageError("--network takes compute, storage, inband or oob, not " + quotedText(*name));
        network = *role;
        networkGiven = true;
    }
    const auto paper = takePaper(args);
    std::string projectFile;
    Design design = takeDesign(args, &projectFile);
    args.expectEmpty();
    if (paper)
        design.quote.paper = *paper;
    if (outputs.empty())
        throw UsageError("export needs " + optionsText("export"));
    std::vector<NamedFile> files;
    std::vector<NamedFile> folders;
    for (const Output &o : outputs)
        (o.format->writesFolder() ? folders : files).push_back({std::string(o.format->flag), o.file});
    if (!prepareOutputs("export", {{"the project file", projectFile}}, files, folders))
        return 1;

    auto catalogue = Catalogue::openDefault();
    if (!catalogue) {
        std::cerr << "fabricplanner-cli export: " << catalogue.error() << '\n';
        return 1;
    }
    // Of these files only the cabling plan, the labels and the install sheets list the runs.
    const auto plan = planForExport("export", design, *catalogue, listsCables(outputs) ? CableRuns::Kept : CableRuns::TalliedOnly);
    if (!plan)
        return 1;

    // Every requested file is attempted; the exit code says whether all were written. The
    // cabling plan has every network's cables; labels and install sheets (AllOrOneNetwork) are
    // --network's alone when it is given, else every network's; per-network formats write
    // --network's (the compute fabric by default). A --network the plan lacks is refused for
    // every output, the cluster-wide ones too.
    const std::optional<NetworkRole> chosen = networkGiven ? std::optional(network) : std::nullopt;
    int status = 0;
    std::string writtenFiles; // "--cabling c.csv, --dot d.dot"
    std::vector<Output> drawings;
    for (const Output &o : outputs) {
        const bool perNetwork = o.format->scope == FormatScope::PerNetwork;
        if (const auto applies = formatApplies(*o.format, *plan, perNetwork ? std::optional(network) : chosen); !applies) {
            std::cerr << "fabricplanner-cli export: " << o.format->flag << ": " << applies.error() << '\n';
            status = 1;
            continue;
        }
        if (o.format->writer == FormatWriter::Core) {
            const int written = writeCore(o, exportRequestFor(*o.format, *plan, chosen));
            status |= written;
            if (written == 0 && o.file != "-")
                writtenFiles += (writtenFiles.empty() ? "" : ", ") + std::string(o.format->flag) + " " + o.file;
        } else {
            drawings.push_back(o);
        }
    }
    status |= writeDrawings(drawings, ExportRequest{*plan, network, networkGiven});
    // A write that failed on its way (a full disk) leaves the files written before it, whole:
    // said, so that a partial set is not taken for a complete one.
    if (status != 0 && !writtenFiles.empty())
        std::cerr << "fabricplanner-cli export: written all the same: " << writtenFiles << '\n';
    return status;
}

} // namespace fabric::cli
