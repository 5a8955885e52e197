#include "ui/app/autosave.h"

#include "core/export/atomicfile.h"
#include "ui/app/document.h"
#include "ui/render/imagewriter.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStandardPaths>
#include <QTimer>

namespace fabric::ui {

namespace {

// Soon enough that little is lost, late enough that a drag is not written at every step.
constexpr int kDefaultDelayMs = 2000;

} // namespace

Autosave::Autosave(Document *document, const QString &folder, QObject *parent)
    : QObject(parent)
    , m_document(document)
    , m_folder(folder.isEmpty() ? QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) : folder)
    , m_timer(new QTimer(this))
{
    m_timer->setSingleShot(true);
    m_timer->setInterval(kDefaultDelayMs);
    connect(m_timer, &QTimer::timeout, this, &Autosave::saveNow);
    // Every change of state restarts the wait: an undo is a change like any other.
    connect(m_document, &Document::designChanged, m_timer, qOverload<>(&QTimer::start));
    connect(m_document, &Document::modifiedChanged, m_timer, qOverload<>(&QTimer::start));
    connect(m_document, &Document::filePathChanged, m_timer, qOverload<>(&QTimer::start));
    // Temporaries of writes killed in this folder last time.
    sweepTemporaryFiles(QFile::encodeName(m_folder).toStdString());
}

QString Autosave::path() const
{
    return QDir(m_folder).filePath(QStringLiteral("autosave.json"));
}

QString Autosave::originPath() const
{
    return path() + QStringLiteral(".origin");
}

void Autosave::setDelay(int milliseconds)
{
    m_timer->setInterval(milliseconds);
}

bool Autosave::hasRecovery() const
{
    return QFileInfo::exists(path());
}

void Autosave::saveNow()
{
    m_timer->stop();
    if (!m_document->isModified()) {
        // Nothing the file does not hold: an old autosave would bring back undone edits.
        discard();
        return;
    }
    if (!QDir().mkpath(m_folder)) {
        emit failed(tr("Cannot autosave: cannot create the folder %1").arg(m_folder));
        return;
    }
    // The origin first: an autosave is never read with another file's name.
    if (QString error = render::saveAtomically(originPath(), m_document->filePath().toUtf8()); !error.isEmpty()) {
        emit failed(tr("Cannot autosave: %1").arg(error));
        return;
    }
    if (QString error = m_document->writeCopy(path()); !error.isEmpty())
        emit failed(tr("Cannot autosave: %1").arg(error));
}

QString Autosave::recover()
{
    QString originalPath;
    if (QFile origin(originPath()); origin.open(QIODevice::ReadOnly))
        originalPath = QString::fromUtf8(origin.readAll());
    if (QString error = m_document->load(path()); !error.isEmpty()) {
        // Never throw away what may be the only copy of someone's work.
        const QString kept = QDir(m_folder).filePath(
            QStringLiteral("autosave-unreadable-%1.json")
                .arg(QDateTime::currentDateTimeUtc().toString(QStringLiteral("yyyyMMdd-HHmmss"))));
        if (QFile::rename(path(), kept)) {
            QFile::remove(originPath());
            return tr("The autosaved design could not be read (%1). It is kept as %2.").arg(error, kept);
        }
        return tr("The autosaved design could not be read (%1). It is kept as %2.").arg(error, path());
    }
    m_document->reset(m_document->design(), originalPath);
    m_document->setModifiedWithoutHistory(true);
    saveNow(); // keep it on disk until the user saves: a second crash must not lose it
    return {};
}

void Autosave::discard()
{
    m_timer->stop();
    QFile::remove(path());
    QFile::remove(originPath());
}

} // namespace fabric::ui
