#include "ui/render/translatedtext.h"

#include <QCoreApplication>

namespace fabric::render {

namespace {

std::string translatedUtf8(const Text &text)
{
    if (text.isPlain())
        return text.plainText();
    std::vector<std::string> values;
    values.reserve(text.arguments().size());
    for (const Text &argument : text.arguments())
        values.push_back(translatedUtf8(argument));
    // Placeholders are ASCII, so substituting in UTF-8 is substituting characters.
    return substitute(QCoreApplication::translate(text.context(), text.pattern()).toStdString(),
                      values);
}

} // namespace

QString translated(const Text &text)
{
    return QString::fromStdString(translatedUtf8(text));
}

} // namespace fabric::render
