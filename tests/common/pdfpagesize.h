#pragma once

// The first page's size of a PDF in points, rounded, as pdfinfo (poppler-utils) reports it.
#include "programoutput.h"

#include <QRegularExpression>
#include <QSize>

inline QSize firstPdfPageSize(const QString &pdf)
{
    const QString info = programOutput(QStringLiteral("pdfinfo"), {QStringLiteral("-f"), QStringLiteral("1"), QStringLiteral("-l"),
                                                                   QStringLiteral("1"), pdf});
    static const QRegularExpression re(QStringLiteral(R"(Page\s+1 size:\s+([\d.]+) x ([\d.]+))"));
    const auto m = re.match(info);
    return m.hasMatch() ? QSize(qRound(m.captured(1).toDouble()), qRound(m.captured(2).toDouble())) : QSize();
}
