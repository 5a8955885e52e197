#pragma once

#include <QDoubleSpinBox>
#include <QSpinBox>

namespace fabric::ui {

// Spin boxes that read a number as people type or paste it in any input mode: full-width digits
// and signs (１２７, ２．５ from a Chinese or Japanese input method or a document) and the
// ideographic full stop (。) as the decimal point, through halfWidthNumber (format.h). Qt's own
// boxes refuse them without a word.
class SpinBox : public QSpinBox
{
    Q_OBJECT

public:
    using QSpinBox::QSpinBox;

protected:
    QValidator::State validate(QString &input, int &pos) const override;
};

class DoubleSpinBox : public QDoubleSpinBox
{
    Q_OBJECT

public:
    using QDoubleSpinBox::QDoubleSpinBox;

protected:
    QValidator::State validate(QString &input, int &pos) const override;
};

} // namespace fabric::ui
