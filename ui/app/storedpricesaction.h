#pragma once

class QAction;
class QMenu;

namespace fabric::ui {

class Document;

// Design > Update Prices From My List: replaces the project's stored prices that differ from the
// user's price list with the list's, as one undo step. Enabled only while some differ (the
// warnings panel names them).
QAction *addUpdatePricesAction(QMenu *menu, Document *document);

} // namespace fabric::ui
