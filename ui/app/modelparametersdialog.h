#pragma once

#include "core/model/modelparameters.h"

#include <QDialog>

#include <map>
#include <string>

class QLineEdit;
class QTableWidget;

namespace fabric::ui {

// The analytical model's parameters for this project, as `fabricplanner-cli model` lists them:
// each with the value the figures use, the default this plan has, its unit and its source. A
// value typed here becomes one of the design's modelOverrides, saved with the project and read by
// every figure, as `model --param` sets one for a single run. The caller turns the result into
// one undo step.
class ModelParametersDialog : public QDialog
{
    Q_OBJECT

public:
    ModelParametersDialog(const ModelParameters &defaults,
                          const std::map<std::string, double> &overrides, QWidget *parent = nullptr);

    // The overrides as the dialog leaves them: the rows set, and any name the model does not
    // know, kept as the project had it.
    std::map<std::string, double> overrides() const;

    // For tests.
    QTableWidget *table() const { return m_table; }
    QLineEdit *filter() const { return m_filter; }
    int rowOf(const std::string &name) const;
    // The first problem with what was typed, naming the parameter and what it takes; empty when
    // every value can be used. OK says it and keeps the dialog open.
    QString problem() const;

protected:
    void showEvent(QShowEvent *event) override;

private:
    void markRow(int row);
    void resetRows(bool selectedOnly);
    void showMatching(const QString &text);

    ModelParameters m_defaults;
    std::map<std::string, double> m_unknown; // overrides of no parameter the model has
    QTableWidget *m_table;
    QLineEdit *m_filter;
    bool m_marking = false;
};

} // namespace fabric::ui
