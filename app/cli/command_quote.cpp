#include "commands.h"

#include "core/common/usertext.h"

#include "core/design/projectfile.h"
#include "core/plan/pipeline.h"

#ifdef FABRIC_HAVE_RENDER
#include "ui/render/headlessgui.h"
#include "ui/render/quotepdf.h"
#endif

#include <filesystem>
#include <iostream>

namespace fabric::cli {

int runQuote(Arguments &args)
{
    const auto out = args.takeValue("--out");
    const auto files = args.takePositionals();
    args.expectEmpty();
    if (files.size() != 1)
        throw UsageError("quote takes one project file");
    if (!out)
        throw UsageError("quote needs --out FILE.pdf");
    if (std::filesystem::path(*out).extension() != ".pdf")
        throw UsageError("--out takes a .pdf file, not " + quotedText(*out));

#ifdef FABRIC_HAVE_RENDER
    const render::HeadlessGui gui;
    auto design = ProjectFile::load(files.front());
    if (!design) {
        std::cerr << "fabricplanner-cli quote: " << design.error() << '\n'; // it names the file
        return 1;
    }
    auto catalogue = Catalogue::openDefault();
    if (!catalogue) {
        std::cerr << "fabricplanner-cli: " << catalogue.error() << '\n';
        return 1;
    }
    const Plan plan = makePlan(*design, *catalogue);
    for (const Diagnostic &d : plan.diagnostics)
        if (d.isError()) {
            std::cerr << "fabricplanner-cli quote: " << (d.field.empty() ? "" : d.field + ": ") << d.message << '\n';
            return 1;
        }
    const QString error = render::writeQuotePdf(QString::fromStdString(*out), plan, *catalogue,
                                                render::standardQuoteDiagrams(plan));
    if (!error.isEmpty()) {
        std::cerr << "fabricplanner-cli quote: " << out->c_str() << ": " << error.toStdString() << '\n';
        return 1;
    }
    return 0;
#else
    std::cerr << "fabricplanner-cli quote: this build has no PDF renderer (configured with FABRIC_BUILD_GUI=OFF)\n";
    return 1;
#endif
}

} // namespace fabric::cli
