#pragma once

#include "core/catalogue/catalogue.h"

#include <QDialog>

class QTableView;

namespace fabric::ui {

class CatalogueFilterModel;
class CatalogueModel;

// Browses the catalogue: filter by kind, speed and text; every row shows its price and source.
class CatalogueDialog : public QDialog
{
    Q_OBJECT

public:
    explicit CatalogueDialog(const Catalogue &catalogue, QWidget *parent = nullptr);
    CatalogueFilterModel *filterModel() const { return m_filter; }

private:
    CatalogueModel *m_model;
    CatalogueFilterModel *m_filter;
    QTableView *m_view;
};

} // namespace fabric::ui
