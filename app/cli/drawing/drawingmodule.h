#pragma once

#include "core/design/networkspec.h"
#include "core/design/papersize.h"

#include <optional>
#include <string>
#include <vector>

namespace fabric {
struct Plan;
struct CablingRow;
}

namespace fabric::cli {

// What the CLI draws with Qt's painter (the PDF quote, the topology and floor-plan diagrams) is
// built as a module the CLI loads only when a command draws. Every other command starts without
// Qt and its forty libraries, whose loading and relocation were a fifth of a 65,536-GPU `plan`.

// Who sends the quote, as the desktop prints it: the seller saved in the desktop application's
// Settings (or in the settings file --settings names; "none" for no seller), each part replaced
// by its flag when one is given.
struct SellerFlags
{
    std::optional<std::string> settings, company, address, contact, terms, logo;
};

struct QuoteRequest
{
    std::string project; // the project file
    std::string pdf;     // where the quote goes
    SellerFlags seller;
    std::optional<std::string> saveProject; // --save-project FILE: the project as quoted
    bool networkOnly = false;               // --network-only
    std::optional<std::string> paymentTerms, deliveryTerms;
    std::optional<PaperSize> paper;         // --paper a4|letter
};

struct DiagramRequest
{
    std::optional<std::string> topology;       // --topology-diagram FILE.svg|png
    std::optional<std::string> floor;          // --floor-diagram FILE.svg|png
    std::optional<std::string> rackElevations; // --rack-elevations FOLDER: RACK.svg for every rack
    NetworkRole network = NetworkRole::Compute; // the network the topology diagram draws (--network)
};

// The installer's documents (export --labels FILE.pdf, --install-sheets FILE.pdf), from the
// cabling plan's rows.
struct CableSheetRequest
{
    std::optional<std::string> labels;        // --labels FILE.pdf
    std::optional<std::string> installSheets; // --install-sheets FILE.pdf
    std::string title;                        // the design's name, and the network's after --network
    PaperSize paper = PaperSize::A4;          // --paper, else the project's quote.paper
};

// Each prints its messages on stderr and returns the exit code, as a command does.
struct DrawingModule
{
    int interfaceVersion;
    int (*writeQuote)(const QuoteRequest &request);
    int (*writeDiagrams)(const DiagramRequest &request, const Plan &plan);
    int (*writeCableSheets)(const CableSheetRequest &request, const std::vector<CablingRow> &rows);
};

// Changes whenever DrawingModule or the structures above change, so that a module left over from
// another build is refused rather than called with the wrong layout.
// 3: DiagramRequest gained rackElevations and network (issue 38).
// 4: QuoteRequest gained saveProject, networkOnly, paymentTerms and deliveryTerms (issue 32).
// 5: QuoteRequest gained paper (issue 32).
// 6: CableSheetRequest gained paper (issue 32).
inline constexpr int kDrawingInterfaceVersion = 6;

} // namespace fabric::cli

// The module's one exported symbol.
extern "C" const fabric::cli::DrawingModule *fabricplanner_drawing_module();
