#include "ui/app/rackelevationdialog.h"

#include "ui/app/dialogfit.h"
#include "ui/render/diagramexport.h"
#include "ui/render/rackelevation.h"

#include <QDialogButtonBox>
#include <QFileDialog>
#include <QMessageBox>
#include <QPainter>
#include <QPushButton>
#include <QScrollArea>
#include <QVBoxLayout>

namespace fabric::ui {

namespace {

class ElevationWidget : public QWidget
{
public:
    ElevationWidget(PlanPtr plan, int rack, std::set<int> highlighted, QWidget *parent)
        : QWidget(parent), m_plan(std::move(plan)), m_rack(rack), m_highlighted(std::move(highlighted))
    {
        setFixedSize(render::rackElevationSize(*m_plan, m_rack));
    }

protected:
    void paintEvent(QPaintEvent *) override
    {
        QPainter painter(this);
        painter.setRenderHint(QPainter::Antialiasing);
        render::paintRackElevation(painter, *m_plan, m_rack, m_highlighted);
    }

private:
    PlanPtr m_plan;
    int m_rack;
    std::set<int> m_highlighted;
};

} // namespace

RackElevationDialog::RackElevationDialog(PlanPtr plan, int rack, std::set<int> highlighted, QWidget *parent)
    : QDialog(parent)
{
    const QString name = QString::fromStdString(plan->floor.racks[static_cast<std::size_t>(rack)].name);
    setWindowTitle(tr("Rack %1 — Fabric Planner").arg(name));
    auto *layout = new QVBoxLayout(this);
    auto *scroll = new QScrollArea(this);
    scroll->setWidget(new ElevationWidget(plan, rack, std::move(highlighted), scroll));
    scroll->setAlignment(Qt::AlignHCenter);
    layout->addWidget(scroll);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    QPushButton *exportButton = buttons->addButton(tr("Export…"), QDialogButtonBox::ActionRole);
    connect(exportButton, &QPushButton::clicked, this, [this, plan, rack, name] {
        const QString path = QFileDialog::getSaveFileName(this, tr("Export Rack Elevation"), name + QStringLiteral(".svg"),
                                                          tr("SVG image (*.svg);;PNG image (*.png)"));
        if (path.isEmpty())
            return;
        if (const QString error = render::writeRackElevation(path, *plan, rack); !error.isEmpty())
            QMessageBox::warning(this, tr("Export failed"), error);
    });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    const QSize size = render::rackElevationSize(*plan, rack);
    resize(size.width() + 60, std::min(size.height() + 100, 980));
    keepOnScreen(this); // the view scrolls; the dialog stays on the screen
}

} // namespace fabric::ui
