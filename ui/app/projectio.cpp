#include "ui/app/projectio.h"

#include "core/design/projectfile.h"
#include "ui/render/translatedtext.h"

namespace fabric::ui {

Expected<Design> readProject(const QString &path)
{
    return ProjectFile::load(path.toStdString());
}

QString writeProject(const QString &path, const Design &design)
{
    if (const auto error = ProjectFile::save(design, path.toStdString()))
        return render::translated(*error);
    return {};
}

} // namespace fabric::ui
