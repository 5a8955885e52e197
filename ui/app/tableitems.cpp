#include "ui/app/tableitems.h"

#include <QTableWidgetItem>

namespace fabric::ui {

QTableWidgetItem *fixedItem(const QString &text)
{
    auto *item = new QTableWidgetItem(text);
    item->setFlags(item->flags() & ~Qt::ItemIsEditable);
    return item;
}

} // namespace fabric::ui
