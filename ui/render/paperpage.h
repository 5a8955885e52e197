#pragma once

#include "core/design/papersize.h"

#include <QPageSize>

namespace fabric::render {

// Qt's page size for the project's paper (core/design/papersize.h): the one every PDF we print
// (quote, cable labels, install sheets) is set to.
inline QPageSize pageSizeOf(PaperSize size)
{
    const Paper paper = paperOf(size);
    return QPageSize(QSize(qRound(paper.widthPt), qRound(paper.heightPt)));
}

} // namespace fabric::render
