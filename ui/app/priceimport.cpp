#include "ui/app/priceimport.h"

#include "core/catalogue/pricelist.h"
#include "ui/render/translatedtext.h"
#include "ui/render/quantitytext.h"

#include <QCoreApplication>
#include <QDir>

namespace fabric::ui {

PriceImportOutcome importPriceListFile(const QString &path, const Catalogue &catalogue)
{
    PriceImportOutcome outcome;
    const auto database = Catalogue::userDatabasePath();
    PriceListNotes notes;
    const auto result = importPriceList(path.toStdString(), catalogue, database, {}, &notes);
    if (!result) {
        outcome.error = render::translated(result.errorText());
        return outcome;
    }
    outcome.count = *result;
    outcome.summary = render::plural(QCoreApplication::translate("PriceImport", "%n price(s) imported into %1. They override "
                                                                                "the catalogue's indicative prices from now on.",
                                                                 nullptr, outcome.count),
                                     outcome.count)
                          .arg(QDir::toNativeSeparators(QString::fromStdString(database.string())));
    for (const Text &line : notes.free)
        outcome.warnings << render::translated(line);
    return outcome;
}

} // namespace fabric::ui
