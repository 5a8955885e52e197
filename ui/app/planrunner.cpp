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
    ++m_generation;
    if (m_worker) {
        // Keep only the newest design; it starts as soon as the cancelled job returns.
        m_cancel->store(true);
        m_pending = design;
        return;
    }
    if (estimatedGpus(design) <= m_synchronousLimit) {
        m_plan = std::make_shared<const Plan>(makePlan(design, *m_catalogue));
        emit planReady();
        return;
    }
    start(design);
}

void PlanRunner::start(const Design &design)
{
    const quint64 generation = m_generation;
    auto cancel = std::make_shared<std::atomic_bool>(false);
    m_cancel = cancel;
    QPointer<PlanRunner> self(this);
    auto catalogue = m_catalogue;
    m_worker = QThread::create([self, design, catalogue, cancel, generation] {
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
            QMetaObject::invokeMethod(self, [self, generation, plan] {
                if (self)
                    self->finish(generation, plan);
            }, Qt::QueuedConnection);
    });
    m_worker->start();
    emit busyChanged(true);
}

void PlanRunner::finish(quint64 generation, PlanPtr plan)
{
    if (m_worker) {
        m_worker->wait();
        delete m_worker;
        m_worker = nullptr;
    }
    if (generation == m_generation) {
        m_plan = std::move(plan);
        emit busyChanged(false);
        emit planReady();
        return;
    }
    // Stale: a newer design arrived while this one was planned.
    if (m_pending) {
        Design next = std::move(*m_pending);
        m_pending.reset();
        if (estimatedGpus(next) <= m_synchronousLimit) {
            m_plan = std::make_shared<const Plan>(makePlan(next, *m_catalogue));
            emit busyChanged(false);
            emit planReady();
        } else {
            start(next);
        }
    } else {
        emit busyChanged(false);
    }
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
