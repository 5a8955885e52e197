#include "ui/app/noplannotice.h"

#include "ui/render/quantitytext.h"

#include <QAbstractScrollArea>
#include <QEvent>

#include <algorithm>

namespace fabric::ui {

namespace {

QWidget *surface(QWidget *host)
{
    auto *area = qobject_cast<QAbstractScrollArea *>(host);
    return area ? area->viewport() : host;
}

} // namespace

NoPlanNotice::NoPlanNotice(QWidget *host)
    : QLabel(surface(host))
    , m_host(surface(host))
{
    setObjectName(QStringLiteral("noPlanNotice"));
    setAlignment(Qt::AlignCenter);
    setWordWrap(true);
    setMargin(fontMetrics().height());
    setAutoFillBackground(true);
    setBackgroundRole(m_host->backgroundRole());
    setTextInteractionFlags(Qt::TextSelectableByMouse);
    setVisible(false);
    m_host->installEventFilter(this);
}

QString NoPlanNotice::text(int errors)
{
    return render::plural(tr("No plan: the design has %n error(s). See Warnings and errors.", nullptr, errors), errors);
}

int NoPlanNotice::errorCount(const Plan &plan)
{
    return static_cast<int>(
        std::count_if(plan.diagnostics.begin(), plan.diagnostics.end(), [](const Diagnostic &d) { return d.isError(); }));
}

void NoPlanNotice::showFor(const PlanPtr &plan, bool blank)
{
    const int errors = plan ? errorCount(*plan) : 0;
    if (errors == 0 || !blank) {
        hide();
        return;
    }
    setText(text(errors));
    setGeometry(m_host->rect());
    raise();
    show();
}

bool NoPlanNotice::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_host && event->type() == QEvent::Resize)
        setGeometry(m_host->rect());
    return QLabel::eventFilter(watched, event);
}

} // namespace fabric::ui
