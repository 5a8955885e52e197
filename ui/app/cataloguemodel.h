#pragma once

#include "core/catalogue/catalogue.h"

#include <QAbstractTableModel>
#include <QSortFilterProxyModel>

namespace fabric::ui {

// Every part of the catalogue in one table: switches, NICs, media, platforms and appliances.
class CatalogueModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column { Kind, Part, Description, Technology, Speed, Price, Source, ColumnCount };
    enum Role { KindRole = Qt::UserRole + 1, SpeedsRole };

    explicit CatalogueModel(const Catalogue &catalogue, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;
    QStringList kinds() const;
    QList<int> speeds() const;

private:
    struct Row
    {
        QString kind;
        QString part;
        QString description;
        QString technology;
        QList<int> speeds;
        std::optional<double> priceUsd;
        bool indicative = true;
        QString source;
    };
    std::vector<Row> m_rows;
};

class CatalogueFilterModel : public QSortFilterProxyModel
{
    Q_OBJECT

public:
    explicit CatalogueFilterModel(QObject *parent = nullptr);
    void setKind(const QString &kind);
    void setSpeed(int speedGbps);
    void setText(const QString &text);

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;

private:
    QString m_kind;
    int m_speed = 0;
    QString m_text;
};

} // namespace fabric::ui
