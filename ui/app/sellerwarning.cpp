#include "ui/app/sellerwarning.h"

#include "ui/app/appsettings.h"

#include <QCoreApplication>
#include <QMessageBox>
#include <QPushButton>

namespace fabric::ui {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("fabric::ui::SellerWarning", text);
}

} // namespace

bool confirmQuoteSeller(QWidget *parent)
{
    if (!AppSettings::seller().isEmpty())
        return true;
    QMessageBox box(QMessageBox::Warning, tr("No Seller"),
                    tr("This quote names no seller: the customer would not know who offers it or where to send "
                       "the signed copy."),
                    QMessageBox::NoButton, parent);
    box.setInformativeText(tr("Set your company, address and contact under Edit > Settings > Seller."));
    box.setObjectName(QStringLiteral("noSellerWarning"));
    QPushButton *anyway = box.addButton(tr("Export Without Seller"), QMessageBox::AcceptRole);
    box.addButton(QMessageBox::Cancel);
    box.setDefaultButton(QMessageBox::Cancel);
    box.exec();
    return box.clickedButton() == anyway;
}

} // namespace fabric::ui
