#include "ui/app/wholetextcombobox.h"

#include <QStyle>
#include <QStyleOptionComboBox>

#include <algorithm>

namespace fabric::ui {

WholeTextComboBox::WholeTextComboBox(QWidget *parent)
    : QComboBox(parent)
{
    // The height as any choice's; the width is this class's.
    setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    setMinimumContentsLength(4);
    // Another current text asks for another width: the form lays the row out again.
    connect(this, &QComboBox::currentTextChanged, this, [this] { updateGeometry(); });
}

QSize WholeTextComboBox::sizeHint() const
{
    return wholeTextSize();
}

QSize WholeTextComboBox::minimumSizeHint() const
{
    return wholeTextSize();
}

QSize WholeTextComboBox::wholeTextSize() const
{
    const QFontMetrics metrics = fontMetrics();
    const int most = kMostCharacters * metrics.averageCharWidth();
    // As QComboBox measures its contents: the text, with a pixel of room on each side as the
    // label is drawn, and the frame and arrow the style adds around it.
    int width = std::min(most, metrics.horizontalAdvance(currentText()) + 2);
    if (!itemIcon(currentIndex()).isNull())
        width += iconSize().width() + 4;
    QStyleOptionComboBox option;
    initStyleOption(&option);
    const QSize whole = style()->sizeFromContents(QStyle::CT_ComboBox, &option, QSize(width, metrics.height()), this);
    return whole.expandedTo(QComboBox::sizeHint());
}

} // namespace fabric::ui
