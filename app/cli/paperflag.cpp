#include "paperflag.h"

#include "core/common/usertext.h"

namespace fabric::cli {

std::optional<PaperSize> takePaper(Arguments &args)
{
    const auto value = args.takeValue("--paper");
    if (!value)
        return std::nullopt;
    const auto paper = paperSizeFromString(*value);
    if (!paper)
        throw UsageError("--paper takes a4 or letter, not " + quotedText(*value));
    return paper;
}

} // namespace fabric::cli
