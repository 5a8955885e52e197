#include "ui/app/floorlegendstrip.h"

#include "ui/render/floordiagram.h"

#include <QImage>
#include <QPainter>

#include <cmath>

namespace fabric::ui {

namespace {
constexpr int kFontPixels = 12;
constexpr int kPadding = 4;
} // namespace

FloorLegendStrip::FloorLegendStrip(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("floorLegend"));
    setAutoFillBackground(true);
    setBackgroundRole(QPalette::Window);
}

void FloorLegendStrip::setPlan(PlanPtr plan)
{
    m_plan = std::move(plan);
    update();
}

int FloorLegendStrip::heightFor(int width) const
{
    if (!m_plan || m_plan->floor.racks.empty())
        return 0;
    QImage probe(1, 1, QImage::Format_ARGB32);
    QPainter painter(&probe);
    painter.setFont(font());
    const QSizeF size = render::paintFloorLegend(painter, QPointF(), kFontPixels, Qt::transparent, width - 2.0 * kPadding, m_plan.get());
    return static_cast<int>(std::ceil(size.height())) + 2 * kPadding;
}

void FloorLegendStrip::paintEvent(QPaintEvent *)
{
    if (!m_plan || m_plan->floor.racks.empty())
        return;
    QPainter painter(this);
    painter.setFont(font());
    render::paintFloorLegend(painter, QPointF(kPadding, kPadding), kFontPixels, palette().color(QPalette::WindowText),
                             width() - 2.0 * kPadding, m_plan.get());
}

} // namespace fabric::ui
