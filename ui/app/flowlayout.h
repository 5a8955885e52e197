#pragma once

#include <QLayout>
#include <QList>

namespace fabric::ui {

// Lays its items out left to right and starts a new line where the next one would not fit, each
// line's items centred on it: a row of controls that wraps in a narrow window instead of
// scrolling sideways or widening it. Hidden widgets take no room.
class FlowLayout : public QLayout
{
public:
    explicit FlowLayout(QWidget *parent = nullptr);
    ~FlowLayout() override;

    void addItem(QLayoutItem *item) override;
    int count() const override;
    QLayoutItem *itemAt(int index) const override;
    QLayoutItem *takeAt(int index) override;
    Qt::Orientations expandingDirections() const override;
    bool hasHeightForWidth() const override;
    int heightForWidth(int width) const override;
    QSize minimumSize() const override;
    QSize sizeHint() const override;
    void setGeometry(const QRect &rect) override;

private:
    // Places the items in rect (when place is set) and returns the height they take.
    int arrange(const QRect &rect, bool place) const;
    int gap(Qt::Orientation orientation) const;

    QList<QLayoutItem *> m_items;
};

} // namespace fabric::ui
