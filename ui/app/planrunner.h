#pragma once

#include "core/catalogue/catalogue.h"
#include "core/plan/plan.h"

#include <QObject>

#include <atomic>
#include <memory>
#include <optional>

class QThread;

namespace fabric::ui {

using PlanPtr = std::shared_ptr<const Plan>;

// Runs the pipeline for the document: in the GUI thread for small designs (dragging stays smooth
// and every frame shows its own plan), on a worker thread above the threshold so the window never
// freezes. A design asked for while a plan runs waits for it: the running plan is shown when
// done while the newest design waiting is planned (a drag that keeps moving shows its progress);
// designs that waited and were overtaken are never planned.
class PlanRunner : public QObject
{
    Q_OBJECT

public:
    explicit PlanRunner(std::shared_ptr<const Catalogue> catalogue, QObject *parent = nullptr);
    ~PlanRunner() override;

    // Designs with more GPUs than this are planned off the GUI thread.
    void setSynchronousLimit(int gpus) { m_synchronousLimit = gpus; }
    int synchronousLimit() const { return m_synchronousLimit; }

    void request(const Design &design);
    bool isBusy() const { return m_worker != nullptr; }
    // Blocks until no job runs (tests, benchmarks and shutdown).
    void waitForIdle();

    PlanPtr plan() const { return m_plan; }
    const Catalogue &catalogue() const { return *m_catalogue; }
    // Plans made from now on use this catalogue (after a price-list import).
    void setCatalogue(std::shared_ptr<const Catalogue> catalogue) { m_catalogue = std::move(catalogue); }

    // How many GPUs a design asks for, before planning (decides where to plan it).
    int estimatedGpus(const Design &design) const;

signals:
    void planReady();
    void busyChanged(bool busy);
    void progressChanged(int stage, int stages);

private:
    void start(const Design &design);
    void finish(PlanPtr plan);

    std::shared_ptr<const Catalogue> m_catalogue;
    PlanPtr m_plan;
    // DESIGN.md's line: a drag re-plans and repaints at 30 frames a second up to 131,072 GPUs, off
    // the GUI thread beyond. On the 2-core build machine a drag step in the main window (re-plan
    // and repaint, tests/bench/bench_ui_drag) takes 16 to 18 ms at 65,536 GPUs and 32 to 34 ms at
    // 131,072: every step shows its own plan, where a worker thread shows a plan of the drag for
    // every plan it finishes.
    int m_synchronousLimit = 131072;
    QThread *m_worker = nullptr;
    std::shared_ptr<std::atomic_bool> m_cancel; // set when the runner goes away
    std::optional<Design> m_pending;            // the newest design asked for while a plan runs
};

} // namespace fabric::ui
