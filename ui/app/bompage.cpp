#include "ui/app/bompage.h"

#include "ui/app/bommodel.h"
#include "ui/app/costnotes.h"
#include "ui/app/format.h"
#include "ui/app/tableview.h"
#include "ui/render/sentences.h"

#include <QHeaderView>
#include <QLabel>
#include <QStyle>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>

namespace fabric::ui {

BomPage::BomPage(QAbstractItemModel *lines, QWidget *parent)
    : QWidget(parent)
    , m_table(makeTable(this))
    , m_total(new QLabel(this))
{
    m_table->setModel(lines);
    QHeaderView *header = m_table->horizontalHeader();
    header->setSectionResizeMode(QHeaderView::ResizeToContents);
    // The description is what people read: wide, but never squeezed below its header (a stretched
    // column is, in a narrow window); sources are long sentences and take what is left.
    header->setSectionResizeMode(BomModel::Description, QHeaderView::Interactive);
    header->resizeSection(BomModel::Description, std::max(header->sectionSizeHint(BomModel::Description),
                                                          m_table->fontMetrics().horizontalAdvance(QLatin1Char('x')) * 30));
    header->setSectionResizeMode(BomModel::Source, QHeaderView::Interactive);
    header->resizeSection(BomModel::Source, 120);
    // The amounts come before the description and the network: at 1280 x 720 beside the docks
    // the table is under 600 px wide, and the prices were off its right edge. The description and
    // the network, elided, keep their whole text in the tooltip; copies and exports keep the
    // model's order. A part number gets the width of NVIDIA's (920-9B210-00FN-0M0); a longer one
    // (GEN-SMF-MPO12APC-400G-0150M) is elided, whole in its tooltip, rather than push the prices off.
    for (BomModel::Column column : {BomModel::Description, BomModel::Network})
        header->moveSection(header->visualIndex(column), header->visualIndex(BomModel::Extended));
    header->setSectionResizeMode(BomModel::PartNumber, QHeaderView::Interactive);
    header->resizeSection(BomModel::PartNumber,
                          std::max(header->sectionSizeHint(BomModel::PartNumber),
                                   m_table->fontMetrics().horizontalAdvance(QStringLiteral("920-9B210-00FN-0M0"))
                                       + 4 * m_table->style()->pixelMetric(QStyle::PM_FocusFrameHMargin) + 8));
    m_table->setTextElideMode(Qt::ElideRight);
    header->setStretchLastSection(true);

    m_total->setObjectName(QStringLiteral("bomTotal"));
    m_total->setTextFormat(Qt::PlainText);
    m_total->setWordWrap(true); // a long total never widens the window past the screen
    m_total->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_total->setContentsMargins(6, 2, 6, 0);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 4);
    layout->addWidget(m_table, 1);
    layout->addWidget(m_total);
}

QString BomPage::totalText(const Plan &plan)
{
    const CostSummary &cost = plan.bom.cost;
    const QString currency = QString::fromStdString(plan.bom.currency);
    QString text = cost.discounted()
                       ? tr("Total: %1 list, less %2 discount: %3 net")
                             .arg(formatMoney(cost.list, currency), formatMoney(cost.discount, currency),
                                  formatMoney(cost.net, currency))
                       : tr("Total: %1").arg(formatMoney(cost.net, currency));
    const QStringList notes = costNotes(cost, currency);
    if (!notes.isEmpty())
        text = tr("%1 (%2)").arg(text, render::joinedClauses(notes));
    return text;
}

void BomPage::setPlan(const PlanPtr &plan)
{
    // With one network planned every line would read "Compute fabric": the column only takes the
    // width the amounts need.
    m_table->setColumnHidden(BomModel::Network, !plan || plan->networks.size() <= 1);
    const bool lines = plan && !plan->bom.lines.empty();
    m_total->setText(lines ? totalText(*plan) : QString());
    m_total->setVisible(lines);
}

} // namespace fabric::ui
