#include "commands.h"
#include "exportplan.h"
#include "modules.h"
#include "paperflag.h"

#include "core/common/usertext.h"

#include <filesystem>
#include <iostream>
#include <optional>

namespace fabric::cli {

namespace {

SellerFlags takeSellerFlags(Arguments &args)
{
    SellerFlags flags;
    flags.settings = args.takeValue("--settings");
    flags.company = args.takeValue("--seller-company");
    flags.address = args.takeValue("--seller-address");
    flags.contact = args.takeValue("--seller-contact");
    flags.terms = args.takeValue("--seller-terms");
    flags.logo = args.takeValue("--seller-logo");
    return flags;
}

} // namespace

int runQuote(Arguments &args)
{
    const auto out = args.takeValue("--out");
    const SellerFlags sellerFlags = takeSellerFlags(args);
    const auto saveProject = args.takeValue("--save-project");
    const bool networkOnly = args.takeFlag("--network-only");
    const auto paymentTerms = args.takeValue("--payment-terms");
    const auto deliveryTerms = args.takeValue("--delivery-terms");
    const auto paper = takePaper(args);
    const auto files = args.takePositionals();
    args.expectEmpty();
    if (files.size() != 1)
        throw UsageError("quote takes one project file");
    if (!out)
        throw UsageError("quote needs --out FILE.pdf");
    outputFormat("quote", "--out", *out); // the registry's quote: a .pdf

    std::vector<NamedFile> inputs = {{"the project file", files.front()}};
    if (sellerFlags.settings && *sellerFlags.settings != "none")
        inputs.push_back({"--settings", *sellerFlags.settings});
    if (sellerFlags.logo)
        inputs.push_back({"--seller-logo", *sellerFlags.logo});
    std::vector<NamedFile> outputs = {{"--out", *out}};
    if (saveProject) {
        if (std::filesystem::path(*saveProject).extension() != ".json")
            throw UsageError("--save-project takes a .json file, not " + quotedText(*saveProject));
        outputs.push_back({"--save-project", *saveProject});
    }
    if (!prepareOutputs("quote", inputs, outputs))
        return 1;
    const DrawingModule *drawing = drawingModule("quote");
    if (!drawing)
        return 1;
    return drawing->writeQuote({files.front(), *out, sellerFlags, saveProject, networkOnly, paymentTerms, deliveryTerms, paper});
}

} // namespace fabric::cli
