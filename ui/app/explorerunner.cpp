#include "ui/app/explorerunner.h"

#include <QCoreApplication>
#include <QTimer>

namespace fabric::ui {

struct ExploreRunner::State
{
    ExploreProgress progress;
    std::atomic<bool> done{false};
};

ExploreRunner::ExploreRunner(QObject *parent)
    : QObject(parent)
    , m_poll(new QTimer(this))
{
    m_poll->setInterval(100);
    connect(m_poll, &QTimer::timeout, this, [this] {
        if (m_state)
            emit progressChanged(m_state->progress.planned, m_state->progress.total);
    });
}

ExploreRunner::~ExploreRunner()
{
    stop();
}

void ExploreRunner::stop()
{
    if (m_state)
        m_state->progress.cancel = true;
    if (m_thread.joinable())
        m_thread.join();
    m_state.reset();
    m_poll->stop();
}

void ExploreRunner::start(const Design &base, std::shared_ptr<const Catalogue> catalogue,
                          ExploreOptions options)
{
    stop();
    auto state = std::make_shared<State>();
    m_state = state;
    options.progress = &state->progress;
    m_thread = std::jthread([this, state, base, catalogue = std::move(catalogue), options] {
        auto result = std::make_shared<const Exploration>(explore(base, *catalogue, options));
        state->done = true;
        // Delivered in the GUI thread; dropped when the runner has gone or started another search.
        QMetaObject::invokeMethod(
            this,
            [this, state, result] {
                if (m_state != state)
                    return;
                if (m_thread.joinable())
                    m_thread.join();
                m_state.reset();
                m_poll->stop();
                emit progressChanged(state->progress.planned, state->progress.total);
                emit finished(result);
            },
            Qt::QueuedConnection);
    });
    m_poll->start();
    emit progressChanged(0, 0);
}

void ExploreRunner::cancel()
{
    if (m_state)
        m_state->progress.cancel = true;
}

void ExploreRunner::waitForIdle()
{
    while (m_state) {
        if (m_state->done)
            QCoreApplication::sendPostedEvents(this);
        else
            std::this_thread::sleep_for(std::chrono::milliseconds(5));
    }
}

} // namespace fabric::ui
