#include "ui/app/cabletable.h"

#include "ui/app/cablemodel.h"
#include "ui/app/networkname.h"
#include "ui/app/wrappingheader.h"

#include <QComboBox>
#include <QLocale>
#include <QStyle>
#include <QTableView>

#include <algorithm>

namespace fabric::ui {

namespace {

// A cell's text and the margins the style draws it within (QCommonStyle::viewItemDrawText), and
// a pixel or two of rounding.
int textWidth(const QTableView *table, const QString &text)
{
    const int margin = table->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, table) + 1;
    return table->fontMetrics().horizontalAdvance(text) + 2 * margin + 2;
}

// The narrowest width at which the header shows whole on its lines, with room for the sort arrow:
// translated headers are longer.
int headerWidth(const QTableView *table, int column)
{
    const auto *header = static_cast<const WrappingHeaderView *>(table->horizontalHeader());
    return header->widthToShowWhole(table->model()->headerData(column, Qt::Horizontal).toString(),
                                    header->minimumSectionSize(), 400);
}

} // namespace

void arrangeCableColumns(QTableView *table)
{
    // "Run (m)" and "Ordered (m)" on two lines: their numbers are narrower than their headers.
    auto *header = new WrappingHeaderView(table, 2);
    table->setHorizontalHeader(header);
    header->setSectionResizeMode(QHeaderView::Interactive);
    // The new header takes the sorting the table had: by link, first to last.
    table->setSortingEnabled(true);
    table->sortByColumn(CableModel::Link, Qt::AscendingOrder);
    header->setStretchLastSection(false);
    const std::pair<CableModel::Column, QString> widest[] = {
        {CableModel::Tier, QStringLiteral("spine-core")},
        {CableModel::FromDevice, QStringLiteral("dgx-h100-0000")},
        {CableModel::FromPort, QStringLiteral("00/0")},
        {CableModel::FromRack, QStringLiteral("R00-00 U00")},
        {CableModel::ToDevice, QStringLiteral("leaf-p1-su10-r8")},
        {CableModel::ToPort, QStringLiteral("00/0")},
        {CableModel::ToRack, QStringLiteral("R00-00 U00")},
        {CableModel::Medium, CableModel::tr("optics + fibre")},
        {CableModel::Network, networkName(NetworkRole::Storage)},
    };
    for (const auto &[column, text] : widest)
        table->setColumnWidth(column, std::max(textWidth(table, text), headerWidth(table, column)));
    // What to order for a link right after the devices it joins, then where exactly (ports and
    // racks): at 1280 x 720 the lengths, the medium and the part numbers were off the table's
    // right edge, after the ports, racks and tier.
    const CableModel::Column order[] = {CableModel::Link,     CableModel::FromDevice, CableModel::ToDevice,
                                        CableModel::Length,   CableModel::Ordered,    CableModel::Medium,
                                        CableModel::PartNumber, CableModel::Tier,     CableModel::FromPort,
                                        CableModel::FromRack, CableModel::ToPort,     CableModel::ToRack,
                                        CableModel::Network};
    for (int visual = 0; visual < static_cast<int>(std::size(order)); ++visual)
        header->moveSection(header->visualIndex(order[visual]), visual);
    table->setColumnWidth(CableModel::PartNumber, 2 * textWidth(table, QStringLiteral("MMA4Z00-NS400")));
    // The last column fills what is left; QHeaderView keeps a stretched section at least as wide
    // as it was when stretching began, so it starts at its set width.
    header->setStretchLastSection(true);
    table->setTextElideMode(Qt::ElideRight);
    fitCableColumns(table, nullptr);
}

void fitCableColumns(QTableView *table, const PlanPtr &plan)
{
    std::size_t links = 0; // the most links of one network: each numbers its own from 1
    if (plan)
        for (const NetworkPlan &network : plan->networks)
            links = std::max(links, network.topology.links.size());
    table->setColumnWidth(CableModel::Link, std::max(table->horizontalHeader()->sectionSizeHint(CableModel::Link),
                                                     textWidth(table, QString(QString::number(std::max<std::size_t>(links, 999)).size(),
                                                                              QLatin1Char('0')))));
    // The compute fabric's names whole (most of the rows); another network's longer ones
    // ("storage-leaf-p1-su05-r2") are elided, whole in their tooltip.
    if (plan) {
        const Topology &topology = plan->compute().topology;
        int from = -1;
        int to = -1;
        auto keepLonger = [&topology](int device, int &longest) {
            if (longest < 0 || topology.device(device).name.size() > topology.device(longest).name.size())
                longest = device;
        };
        for (const fabric::Link &link : topology.links) {
            keepLonger(link.a().device, from);
            keepLonger(link.b().device, to);
        }
        for (const auto &[column, device] : {std::pair(CableModel::FromDevice, from), std::pair(CableModel::ToDevice, to)})
            if (device >= 0)
                table->setColumnWidth(column, std::max(textWidth(table, QString::fromStdString(topology.device(device).name)),
                                                       headerWidth(table, column)));
    }
    // The lengths as wide as the longest (a few runs of a campus pass 1 km).
    double longest = 99.9;
    if (plan)
        for (const NetworkPlan &network : plan->networks)
            for (std::size_t run = 0; run < network.cables.runs.size(); ++run)
                longest = std::max({longest, network.cables.runs[run].runLengthM(), network.cables.orderedLengthM(run)});
    const int length = textWidth(table, QLocale().toString(longest, 'f', 1));
    for (CableModel::Column column : {CableModel::Length, CableModel::Ordered})
        table->setColumnWidth(column, std::max(length, headerWidth(table, column)));
    table->setColumnHidden(CableModel::Network, !plan || plan->networks.size() <= 1);
}

std::optional<NetworkRole> fillCableNetworks(QComboBox *box, const PlanPtr &plan)
{
    const QVariant current = box->currentData();
    const QSignalBlocker block(box);
    box->clear();
    box->addItem(CableModel::tr("All networks"));
    if (plan)
        for (const NetworkPlan &network : plan->networks)
            box->addItem(networkName(network.role), static_cast<int>(network.role));
    box->setCurrentIndex(std::max(0, current.isValid() ? box->findData(current) : 0));
    box->setVisible(box->count() > 2);
    const QVariant chosen = box->currentData();
    return chosen.isValid() ? std::optional(static_cast<NetworkRole>(chosen.toInt())) : std::nullopt;
}

} // namespace fabric::ui
