#include "ui/app/numberboxes.h"

#include "ui/app/format.h"

namespace fabric::ui {

// The line edit keeps what validate makes of its text: the box shows the number in ASCII.
QValidator::State SpinBox::validate(QString &input, int &pos) const
{
    input = halfWidthNumber(input);
    return QSpinBox::validate(input, pos);
}

QValidator::State DoubleSpinBox::validate(QString &input, int &pos) const
{
    input = halfWidthNumber(input);
    return QDoubleSpinBox::validate(input, pos);
}

} // namespace fabric::ui
