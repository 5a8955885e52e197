#include "ui/app/storedpricesaction.h"

#include "core/pricing/storedprices.h"
#include "ui/app/designcommands.h"
#include "ui/app/document.h"

#include <QAction>
#include <QCoreApplication>
#include <QMenu>

namespace fabric::ui {

namespace {

struct StoredPrices
{
    Q_DECLARE_TR_FUNCTIONS(StoredPrices)
};

} // namespace

QAction *addUpdatePricesAction(QMenu *menu, Document *document)
{
    QAction *action = menu->addAction(StoredPrices::tr("Update Prices From My List"));
    action->setObjectName(QStringLiteral("updatePricesFromList"));
    action->setStatusTip(StoredPrices::tr("Replace the prices stored in the project with your price list's, where they differ"));
    auto changes = [document] { return storedPriceChanges(document->design(), document->catalogue()); };
    auto update = [action, changes] { action->setEnabled(!changes().empty()); };
    QObject::connect(document, &Document::designChanged, action, update);
    QObject::connect(document, &Document::planChanged, action, update);
    QObject::connect(action, &QAction::triggered, document, [document] {
        const Design updated = withCurrentPrices(document->design(), document->catalogue());
        if (updated != document->design())
            document->edit(new ReplaceDesignCommand(document, updated, StoredPrices::tr("Update Prices From My List")));
    });
    update();
    return action;
}

} // namespace fabric::ui
