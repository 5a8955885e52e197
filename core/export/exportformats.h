#pragma once

#include "core/common/expected.h"
#include "core/common/text.h"
#include "core/design/networkspec.h"
#include "core/export/exportresult.h"

#include <filesystem>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace fabric {

struct CablingRow;
struct Plan;

// One registry of the files Fabric Planner writes (issue 38 item 6; Tiled's list of MapFormat
// plugins is the model): the CLI's `export`, `bom --out` and `quote --out` and the GUI's Export
// menu are both built from it, so a format added here is reachable from both (tst_exportformats).

// Which of the cluster's networks a file covers.
enum class FormatScope {
    Cluster,    // every network in one file (the bill of materials, the cabling plan, the floor)
    PerNetwork, // one network: --network (CLI) or the network's submenu (GUI); compute by default
    Compute,    // the compute fabric only (Slurm's topology.conf: where jobs are scheduled)
    // Every network by default, or one: --network (CLI), the network's entry of the format's
    // submenu (GUI), as the topology view shows one network at a time. The cable labels and
    // install sheets: an installer prints one network's at a time.
    AllOrOneNetwork,
};

// Who writes the file: core itself; the .xlsx writer (libxlsxwriter, a module the CLI loads);
// or Qt's painter (the drawing module in the CLI, ui/render in the GUI).
enum class FormatWriter { Core, Xlsx, Drawing };

// What a Core format is asked to write.
struct ExportRequest
{
    const Plan &plan;
    NetworkRole network = NetworkRole::Compute;
    // AllOrOneNetwork formats (labels, install sheets) keep this network's cables alone.
    bool networkGiven = false;
};

struct ExportFormat
{
    std::string_view id;      // "cabling", "topology-diagram" …
    std::string_view command; // the CLI command that writes it: export, bom or quote
    std::string_view flag;    // its option there: --cabling, --out …
    // The file names it takes, lower case with the dot; the first is the default. Empty for a
    // format that writes a folder (one file per rack).
    std::span<const std::string_view> extensions;
    TextPattern menuText;   // the GUI's Export menu entry, with its mnemonic
    TextPattern fileType;   // for the file dialog's filter: "CSV", "Graphviz" …
    FormatScope scope = FormatScope::Cluster;
    FormatWriter writer = FormatWriter::Core;
    int group = 0;          // the menu's sections: bill, cabling, topology, diagrams, quote
    bool listsCables = false; // needs the plan's cable runs, not only their tally
    bool toStdout = false;  // the CLI takes "-" for standard output
    // Core formats: the file's text, or why there is none (an Ethernet network has no
    // ibnetdiscover topology).
    Expected<std::string> (*text)(const ExportRequest &request) = nullptr;
    // Core formats too large to hold: streams the file itself (atomically). Else text is written.
    ExportResult (*stream)(const ExportRequest &request, const std::filesystem::path &file) = nullptr;

    bool writesFolder() const { return extensions.empty(); }
    // Whether file's name ends in one of the extensions (case-insensitive).
    bool takes(std::string_view file) const;
    // The GUI's file dialog filter: "CSV (*.csv)", with fileType already translated.
    std::string filter(std::string_view translatedFileType) const;
};

// Every format, in the Export menu's order.
std::span<const ExportFormat> exportFormats();
const ExportFormat *findExportFormat(std::string_view id);
// The format an option writes for that file name (--labels takes FILE.csv and FILE.pdf), or null.
const ExportFormat *exportFormatFor(std::string_view command, std::string_view flag, std::string_view file);

// Whether the plan has this file for that network: the network is planned (whatever the format
// covers, a network given must be), and an ibnetdiscover topology needs InfiniBand. Else the
// reason. No network: a PerNetwork format's is the compute fabric, an AllOrOneNetwork format
// covers every network.
Expected<bool> formatApplies(const ExportFormat &format, const Plan &plan, std::optional<NetworkRole> network);

// What a format writes for that network choice (nullopt: the format's default).
ExportRequest exportRequestFor(const ExportFormat &format, const Plan &plan, std::optional<NetworkRole> network);

// The cabling plan's rows the labels and install sheets print: every network's, or
// request.network's alone when networkGiven; in installOrder(), rack by rack across the hall.
std::vector<CablingRow> exportCablingRows(const ExportRequest &request);

// Writes a Core format to file atomically (stream when it has one, else its text). A format that
// is not Core's is refused with a message: its writer is the front end's.
ExportResult writeCoreFormat(const ExportFormat &format, const ExportRequest &request, const std::filesystem::path &file);

} // namespace fabric
