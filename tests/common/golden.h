#pragma once

// Golden-file comparison for exports. FABRIC_REGENERATE_GOLDEN=1 rewrites the golden files.
#include <QByteArray>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QList>
#include <QString>
#include <QTest>

#include <algorithm>

inline bool regeneratingGolden()
{
    return qEnvironmentVariableIntValue("FABRIC_REGENERATE_GOLDEN") == 1;
}

inline QByteArray readWholeFile(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return file.readAll();
}

inline QString firstDifference(const QByteArray &actual, const QByteArray &expected)
{
    const QList<QByteArray> a = actual.split('\n');
    const QList<QByteArray> e = expected.split('\n');
    for (qsizetype i = 0; i < std::max(a.size(), e.size()); ++i) {
        const QByteArray la = i < a.size() ? a[i] : QByteArray("<end>");
        const QByteArray le = i < e.size() ? e[i] : QByteArray("<end>");
        if (la != le)
            return QStringLiteral("line %1:\n  actual:   %2\n  expected: %3")
                .arg(i + 1)
                .arg(QString::fromUtf8(la.left(300)), QString::fromUtf8(le.left(300)));
    }
    return {};
}

// Compares with the golden file, or writes it when regenerating.
inline void checkGolden(const QByteArray &actual, const QString &golden)
{
    if (regeneratingGolden()) {
        QDir().mkpath(QFileInfo(golden).path());
        QFile file(golden);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(actual);
        return;
    }
    QVERIFY2(QFile::exists(golden), qPrintable(golden + QStringLiteral(" is missing (FABRIC_REGENERATE_GOLDEN=1)")));
    const QByteArray expected = readWholeFile(golden);
    QVERIFY2(actual == expected, qPrintable(golden + QStringLiteral(" differs at ") + firstDifference(actual, expected)));
}
