#pragma once

#include <QComboBox>

namespace fabric::ui {

// A choice that asks for the width its current text needs, so that a form that wraps long rows
// (QFormLayout::WrapLongRows) puts it under its label instead of cutting the text short
// ("DGX-H100 (8 × H10"). The list that opens shows every item whole as usual. A text longer
// than kMostCharacters (a name from a hostile project file) asks for no more than that much: it
// is cut, and the owner keeps the whole text in the tooltip.
class WholeTextComboBox : public QComboBox
{
    Q_OBJECT

public:
    static constexpr int kMostCharacters = 32;

    explicit WholeTextComboBox(QWidget *parent = nullptr);
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

private:
    QSize wholeTextSize() const;
};

} // namespace fabric::ui
