#include "ui/app/savefailure.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QMessageBox>
#include <QPushButton>
#include <QStandardPaths>

namespace fabric::ui {

namespace {

// The translation context of this file's texts (lupdate reads SaveFailure::tr).
struct SaveFailure
{
    Q_DECLARE_TR_FUNCTIONS(SaveFailure)
};

// The failed file's folder when it can be written, else the user's documents (or home).
QString writableFolderFor(const QString &path)
{
    const QFileInfo folder(QFileInfo(path).absolutePath());
    if (folder.isDir() && folder.isWritable())
        return folder.absoluteFilePath();
    const QString documents = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    return QFileInfo(documents).isWritable() ? documents : QDir::homePath();
}

} // namespace

QString saveFailureText(const QString &path, const QString &error)
{
    return SaveFailure::tr("“%1” could not be saved:\n%2\n\nYour changes are still here and in the autosave. "
              "Save them to another file?")
        .arg(QDir::toNativeSeparators(path), error);
}

SaveFailurePrompt saveFailureBox(QWidget *parent, const QString &filter)
{
    return [parent, filter](const QString &path, const QString &error) -> QString {
        QMessageBox box(QMessageBox::Warning, SaveFailure::tr("Cannot save project"), saveFailureText(path, error),
                        QMessageBox::Cancel, parent);
        QPushButton *saveAs = box.addButton(SaveFailure::tr("Save &As…"), QMessageBox::AcceptRole);
        box.setDefaultButton(saveAs);
        box.exec();
        if (box.clickedButton() != saveAs)
            return {};
        const QString suggested = QDir(writableFolderFor(path)).filePath(QFileInfo(path).fileName());
        return QFileDialog::getSaveFileName(parent, SaveFailure::tr("Save Project As"), suggested, filter);
    };
}

} // namespace fabric::ui
