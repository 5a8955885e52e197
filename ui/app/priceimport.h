#pragma once

#include "core/catalogue/catalogue.h"

#include <QString>
#include <QStringList>

namespace fabric::ui {

struct PriceImportOutcome
{
    QString error;   // empty on success
    QString summary;
    QStringList warnings; // rows taken that the user may not mean (a price of 0), one a line
    int count = 0;
};

// Imports a price list (CSV: part_number, price, currency[, source]) into the user database, all
// rows or none, with the same core code as `fabricplanner-cli prices import`.
PriceImportOutcome importPriceListFile(const QString &path, const Catalogue &catalogue);

} // namespace fabric::ui
