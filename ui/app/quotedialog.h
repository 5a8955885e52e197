#pragma once

#include "core/catalogue/catalogue.h"
#include "core/design/design.h"

#include <QDialog>

#include <vector>

class QCheckBox;
class QComboBox;
class QDateEdit;
class QDoubleSpinBox;
class QLineEdit;
class QPlainTextEdit;
class QSpinBox;
class QTableWidget;

namespace fabric::ui {

// Edits what the quote says: customer, project, number, date and validity, notes and terms, the
// currency, the overall discount and spares, and a discount per BOM category (0 means the
// overall one). The caller turns the result into one undo step.
class QuoteDialog : public QDialog
{
    Q_OBJECT

public:
    QuoteDialog(const Design &design, const Catalogue &catalogue, const std::vector<std::string> &categories,
                QWidget *parent = nullptr);

    QuoteInfo quote() const;
    PricingSettings pricing() const;

private:
    QuoteInfo m_original;
    PricingSettings m_originalPricing;
    QLineEdit *m_customer;
    QLineEdit *m_project;
    QLineEdit *m_number;
    QDateEdit *m_date;
    QSpinBox *m_validity;
    QComboBox *m_currency;
    QDoubleSpinBox *m_discount;
    QDoubleSpinBox *m_spares;
    QTableWidget *m_categories;
    QPlainTextEdit *m_notes;
    QPlainTextEdit *m_terms;
    QDoubleSpinBox *m_tax;
    QLineEdit *m_payment;
    QLineEdit *m_delivery;
    QCheckBox *m_networkOnly;
    QComboBox *m_paper;
};

} // namespace fabric::ui
