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
    ElevationWidget(PlanPtr plan, int rack, const std::set<int> &highlighted, QWidget *parent)
        : QWidget(parent), m_plan(std::move(plan)), m_elevation(*m_plan, rack, highlighted)
    {
        setFixedSize(m_elevation.size());
    }

protected:
    void paintEvent(QPaintEvent *) override
    {
        QPainter painter(this);
        painter.setRenderHint(QPainter::Antialiasing);
        m_elevation.paint(painter);
    }

private:
    PlanPtr m_plan; // the plan m_elevation draws, kept alive
    render::RackElevation m_elevation; // its devices found once, not at every paint
};

} // namespace

RackElevationDialog::RackElevationDialog(PlanPtr plan, int rack, std::set<int> highlighted, QWidget *parent)
    : QDialog(parent)
{
    const QString name = QString::fromStdString(plan->floor.racks[static_cast<std::size_t>(rack)].name);
    setWindowTitle(tr("Rack %1 — Fabric Planner").arg(name));
    auto *layout = new QVBoxLayout(this);
    auto *scroll = new QScrollArea(this);
    auto *elevation = new ElevationWidget(plan, rack, highlighted, scroll);
    scroll->setWidget(elevation);
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
    const QSize size = elevation->size();
    resize(size.width() + 60, std::min(size.height() + 100, 980));
    keepOnScreen(this); // the view scrolls; the dialog stays on the screen
}

} // namespace fabric::ui
