#include "ui/app/planrunner.h"

#include "core/plan/pipeline.h"

#include <QCoreApplication>
#include <QPointer>
#include <QThread>

namespace fabric::ui {

PlanRunner::PlanRunner(std::shared_ptr<const Catalogue> catalogue, QObject *parent)
    : QObject(parent)
    , m_catalogue(std::move(catalogue))
{
}

PlanRunner::~PlanRunner()
{
    m_pending.reset();
    if (m_cancel)
        m_cancel->store(true);
    if (m_worker) {
        m_worker->wait();
        delete m_worker;
    }
}

int PlanRunner::estimatedGpus(const Design &design) const
{
    if (design.gpus)
        return *design.gpus;
    const Platform *platform = m_catalogue->findPlatform(design.platform);
    const int perNode = platform && platform->gpus > 0 ? platform->gpus : 1;
    return design.nodes * perNode;
}

void PlanRunner::request(const Design &design)
{
    if (m_worker) {
        // The running plan finishes and is shown; the newest design waits and is planned next,
        // taking the place of any that waited before it.
        m_pending = design;
        return;
    }
    if (estimatedGpus(design) <= m_synchronousLimit) {
        m_plan = std::make_shared<const Plan>(makePlan(design, *m_catalogue));
        emit planReady();
        return;
    }
    start(design);
    emit busyChanged(true);
}

void PlanRunner::start(const Design &design)
{
    auto cancel = std::make_shared<std::atomic_bool>(false);
    m_cancel = cancel;
    QPointer<PlanRunner> self(this);
    auto catalogue = m_catalogue;
    m_worker = QThread::create([self, design, catalogue, cancel] {
        PipelineOptions options;
        options.cancelled = [cancel] { return cancel->load(); };
        options.progress = [self, cancel](int stage, int stages) {
            if (!cancel->load() && self)
                QMetaObject::invokeMethod(self, [self, stage, stages] {
                    if (self)
                        emit self->progressChanged(stage, stages);
                }, Qt::QueuedConnection);
        };
        auto plan = std::make_shared<const Plan>(makePlan(design, *catalogue, options));
        if (self)
            QMetaObject::invokeMethod(self, [self, plan] {
                if (self)
                    self->finish(plan);
            }, Qt::QueuedConnection);
    });
    m_worker->start();
}

void PlanRunner::finish(PlanPtr plan)
{
    m_worker->wait();
    delete m_worker;
    m_worker = nullptr;
    m_plan = std::move(plan);
    if (!m_pending) {
        emit busyChanged(false);
        emit planReady();
        return;
    }
    // A newer design arrived while this one was planned: show this plan while the newest is
    // planned off the GUI thread, or plan the newest here at once if it is small.
    Design next = std::move(*m_pending);
    m_pending.reset();
    if (estimatedGpus(next) > m_synchronousLimit) {
        start(next);
        emit planReady();
        return;
    }
    m_plan = std::make_shared<const Plan>(makePlan(next, *m_catalogue));
    emit busyChanged(false);
    emit planReady();
}

void PlanRunner::waitForIdle()
{
    while (m_worker) {
        m_worker->wait();
        QCoreApplication::sendPostedEvents(this);
        QCoreApplication::processEvents();
    }
}

} // namespace fabric::ui
