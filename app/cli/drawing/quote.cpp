#include "drawing.h"

#include "core/common/inputfile.h"
#include "core/design/projectfile.h"
#include "core/plan/pipeline.h"
#include "core/pricing/storedprices.h"

#include "ui/render/headlessgui.h"
#include "ui/render/quotepdf.h"
#include "ui/render/sellersettings.h"

#include <QSettings>

#include <iostream>

namespace fabric::cli {

namespace {

// "Line one\nLine two" on a command line is two lines, as the Settings dialog's address box has.
QString lines(const std::string &text)
{
    return QString::fromStdString(text).replace(QLatin1String("\\n"), QLatin1String("\n"));
}

// The seller, or the reason it cannot be read.
std::optional<render::Seller> resolveSeller(const SellerFlags &flags, std::string &error)
{
    render::Seller seller;
    if (!flags.settings) {
        seller = render::readSeller(*render::desktopSettings());
    } else if (*flags.settings != "none") {
        const QString path = QString::fromStdString(*flags.settings);
        if (const auto problem = inputFileProblem(*flags.settings)) {
            error = "--settings: " + *flags.settings + ": " + problem->english();
            return std::nullopt;
        }
        QSettings file(path, QSettings::IniFormat);
        if (file.status() != QSettings::NoError) {
            error = "--settings: " + *flags.settings + " is not a settings file";
            return std::nullopt;
        }
        // QSettings reads any text as an INI file: a project file or a typo'd path to another file
        // would be a seller of nothing, and the quote would go out without one.
        if (!file.childGroups().contains(QLatin1String("seller"))) {
            error = "--settings: " + *flags.settings
                + " holds no seller settings (no [seller] section, where the desktop app saves them); give its settings "
                  "file, ~/.config/FabricPlanner/Fabric Planner.conf, or --settings none";
            return std::nullopt;
        }
        seller = render::readSeller(file);
    }
    if (flags.company)
        seller.company = QString::fromStdString(*flags.company);
    if (flags.address)
        seller.address = lines(*flags.address);
    if (flags.contact)
        seller.contact = QString::fromStdString(*flags.contact);
    if (flags.terms)
        seller.terms = lines(*flags.terms);
    if (flags.logo)
        if (const QString problem = render::loadLogo(QString::fromStdString(*flags.logo), seller.logo); !problem.isEmpty()) {
            error = "--seller-logo: " + problem.toStdString();
            return std::nullopt;
        }
    return seller;
}

} // namespace

int writeQuote(const QuoteRequest &request)
{
    const render::HeadlessGui gui;
    std::string sellerError;
    const auto seller = resolveSeller(request.seller, sellerError);
    if (!seller) {
        std::cerr << "fabricplanner-cli quote: " << sellerError << '\n';
        return 1;
    }
    auto design = ProjectFile::load(request.project);
    if (!design) {
        std::cerr << "fabricplanner-cli quote: " << design.error() << '\n'; // it names the file
        return 1;
    }
    auto catalogue = Catalogue::openDefault();
    if (!catalogue) {
        std::cerr << "fabricplanner-cli quote: " << catalogue.error() << '\n';
        return 1;
    }
    if (request.networkOnly)
        design->quote.networkOnly = true;
    if (request.paper)
        design->quote.paper = *request.paper;
    if (request.paymentTerms)
        design->quote.paymentTerms = lines(*request.paymentTerms).toStdString();
    if (request.deliveryTerms)
        design->quote.deliveryTerms = lines(*request.deliveryTerms).toStdString();
    const Plan plan = makePlan(*design, *catalogue);
    for (const Diagnostic &d : plan.diagnostics)
        if (d.isError()) {
            std::cerr << "fabricplanner-cli quote: " << (d.field.empty() ? "" : d.field + ": ") << d.message() << '\n';
            return 1;
        }
    const QString error = render::writeQuotePdf(QString::fromStdString(request.pdf), plan, *catalogue,
                                                render::standardQuoteDiagrams(plan), *seller);
    if (!error.isEmpty()) {
        std::cerr << "fabricplanner-cli quote: " << request.pdf << ": " << error.toStdString() << '\n';
        return 1;
    }
    if (request.saveProject) {
        // The project as quoted: with every user price the quote used, so that it quotes the same anywhere.
        if (const auto problem = ProjectFile::save(asQuoted(plan.design, plan.bom), *request.saveProject)) {
            std::cerr << "fabricplanner-cli quote: --save-project: " << problem->english() << '\n';
            return 1;
        }
    }
    if (seller->isEmpty())
        std::cerr << "fabricplanner-cli quote: warning: the quote names no seller (set one in the desktop app's Settings, "
                     "or give --seller-company and --seller-address)\n";
    return 0;
}

} // namespace fabric::cli
