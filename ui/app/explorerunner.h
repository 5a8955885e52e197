#pragma once

#include "core/catalogue/catalogue.h"
#include "core/explore/explorer.h"

#include <QObject>

#include <memory>
#include <thread>

class QTimer;

namespace fabric::ui {

using ExplorationPtr = std::shared_ptr<const Exploration>;

// Runs one design-space search off the GUI thread (the explorer's own pool of threads does the
// planning), reports its progress a few times a second and its result in the GUI thread. A new
// search cancels the running one; so does destroying the runner, which waits for it to stop.
class ExploreRunner : public QObject
{
    Q_OBJECT

public:
    explicit ExploreRunner(QObject *parent = nullptr);
    ~ExploreRunner() override;

    void start(const Design &base, std::shared_ptr<const Catalogue> catalogue, ExploreOptions options);
    void cancel();
    bool isRunning() const { return m_state != nullptr; }
    // Blocks until the search ends and its result is delivered (tests).
    void waitForIdle();

signals:
    void progressChanged(int planned, int total);
    void finished(fabric::ui::ExplorationPtr exploration);

private:
    struct State;
    void stop();

    std::shared_ptr<State> m_state;
    std::jthread m_thread;
    QTimer *m_poll;
};

} // namespace fabric::ui
