#pragma once

// What a program (pdfinfo, pdftotext, ...) prints on its standard output, waiting at most a minute.
#include <QProcess>
#include <QString>
#include <QStringList>

inline QString programOutput(const QString &program, const QStringList &arguments)
{
    QProcess process;
    process.start(program, arguments);
    process.waitForFinished(60000);
    return QString::fromUtf8(process.readAllStandardOutput());
}
