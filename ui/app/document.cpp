#include "ui/app/document.h"

#include "core/catalogue/namematch.h"
#include "core/pricing/storedprices.h"

#include "ui/app/filestem.h"
#include "ui/app/projectio.h"
#include "ui/render/translatedtext.h"

#include <QFileInfo>
#include <QUndoStack>

namespace fabric::ui {

Document::Document(std::shared_ptr<const Catalogue> catalogue, QObject *parent)
    : QObject(parent)
    , m_undoStack(new QUndoStack(this))
    , m_runner(new PlanRunner(std::move(catalogue), this))
{
    connect(m_runner, &PlanRunner::planReady, this, &Document::planChanged);
    connect(m_undoStack, &QUndoStack::cleanChanged, this, [this] { emit modifiedChanged(isModified()); });
    replan();
}

void Document::setCatalogue(std::shared_ptr<const Catalogue> catalogue)
{
    m_runner->setCatalogue(std::move(catalogue));
    replan();
}

void Document::edit(QUndoCommand *command)
{
    m_undoStack->push(command);
}

void Document::setDesign(const Design &design, Step step)
{
    if (design == m_design)
        return;
    m_design = design;
    if (step == Undoing)
        emit undoing();
    emit designChanged();
    replan();
}

void Document::reset(const Design &design, const QString &filePath)
{
    m_undoStack->clear();
    m_modifiedWithoutHistory = false;
    m_design = design;
    m_undoStack->setClean();
    if (filePath != m_filePath) {
        m_filePath = filePath;
        emit filePathChanged();
    }
    emit replaced();
    emit designChanged();
    emit modifiedChanged(isModified());
    replan();
}

QString Document::displayName() const
{
    if (!m_filePath.isEmpty())
        return projectStem(m_filePath);
    // A new design's default name, in the interface language (the file keeps the English).
    if (m_design.name == Design{}.name)
        return tr("Untitled");
    return QString::fromStdString(m_design.name);
}

QString Document::suggestedFileStem() const
{
    const QString stem = m_filePath.isEmpty() ? fileStemFor(displayName()) : projectStem(m_filePath);
    return stem.isEmpty() ? tr("Untitled") : stem;
}

bool Document::isModified() const
{
    return m_modifiedWithoutHistory || !m_undoStack->isClean();
}

void Document::setModifiedWithoutHistory(bool modified)
{
    m_modifiedWithoutHistory = modified;
    emit modifiedChanged(isModified());
}

QString Document::load(const QString &path)
{
    auto design = readProject(path);
    if (!design)
        return render::translated(design.errorText());
    // A file may spell names as people type them (qm9700, an ordering number): the panels show
    // the catalogue's own spelling.
    reset(withCatalogueNames(*design, catalogue()), QFileInfo(path).absoluteFilePath());
    return {};
}

QString Document::save(const QString &path)
{
    // The project as quoted: with every user price its plan used, so that it quotes the same
    // total on any machine (core/pricing/storedprices.h). Recording them changes no price.
    if (const PlanPtr plan = this->plan(); plan && plan->design == m_design) {
        if (Design quoted = asQuoted(m_design, plan->bom); quoted != m_design) {
            m_design = std::move(quoted);
            emit designChanged();
            replan();
        }
    }
    if (QString error = writeProject(path, m_design); !error.isEmpty())
        return error;
    const QString absolute = QFileInfo(path).absoluteFilePath();
    if (absolute != m_filePath) {
        m_filePath = absolute;
        emit filePathChanged();
    }
    m_modifiedWithoutHistory = false;
    m_undoStack->setClean();
    emit modifiedChanged(isModified());
    return {};
}

QString Document::writeCopy(const QString &path) const
{
    return writeProject(path, m_design);
}

void Document::replan()
{
    m_runner->request(m_design);
}

} // namespace fabric::ui
