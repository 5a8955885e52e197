#include "ui/app/sellerwarning.h"

#include "ui/app/appsettings.h"

#include <QCoreApplication>
#include <QMessageBox>
#include <QPushButton>

namespace fabric::ui {

namespace {

struct SellerWarning
{
    Q_DECLARE_TR_FUNCTIONS(SellerWarning)
};

} // namespace

bool confirmQuoteSeller(QWidget *parent)
{
    if (!AppSettings::seller().isEmpty())
        return true;
    QMessageBox box(QMessageBox::Warning, SellerWarning::tr("No Seller"),
                    SellerWarning::tr("This quote names no seller: the customer would not know who offers it or where to send "
                       "the signed copy."),
                    QMessageBox::NoButton, parent);
    box.setInformativeText(SellerWarning::tr("Set your company, address and contact under Edit > Settings > Seller."));
    box.setObjectName(QStringLiteral("noSellerWarning"));
    QPushButton *anyway = box.addButton(SellerWarning::tr("Export Without Seller"), QMessageBox::AcceptRole);
    box.addButton(QMessageBox::Cancel);
    box.setDefaultButton(QMessageBox::Cancel);
    box.exec();
    return box.clickedButton() == anyway;
}

} // namespace fabric::ui
