#pragma once

#include "core/common/diagnostic.h"
#include "core/design/networkspec.h"
#include "ui/app/designfields.h"

#include <QHash>
#include <QWidget>

#include <map>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QSlider;
class QSpinBox;

namespace fabric::ui {

class Document;
class NetworksSection;

// The design dock: every field of the Design the user sets, each change one undoable edit.
class DesignPanel : public QWidget
{
    Q_OBJECT

public:
    explicit DesignPanel(Document *document, QWidget *parent = nullptr);

    // Marks the fields named by the plan's diagnostics (errors over warnings) and clears the rest.
    void showDiagnostics(const Diagnostics &diagnostics);
    void focusField(DesignField field);
    NetworksSection *networksSection() const { return m_networksSection; }
    QWidget *fieldWidget(DesignField field) const { return m_widgets.value(field); }
    bool isMarked(DesignField field) const { return m_marked.contains(field); }
    bool isMarkedAsError(DesignField field) const { return m_marked.value(field, false); }
    // Why the size typed was refused ("0 nodes"), empty when it was not.
    QString sizeRefusal() const;

private:
    void buildForm();
    void syncFromDesign();
    void fillSwitches();
    void fillSpeeds();
    void addRow(DesignField field, const QString &label, QWidget *widget);
    void commitSize(int value, int gesture);
    // A field's tooltip: a choice's whole text (cut only past WholeTextComboBox::kMostCharacters),
    // what the field is for, and its problem if it has one.
    void updateToolTip(DesignField field);

    Document *m_document;
    QFormLayout *m_form = nullptr;
    QLineEdit *m_name = nullptr;
    QComboBox *m_platform = nullptr;
    QComboBox *m_sizeUnit = nullptr;
    QSpinBox *m_size = nullptr;
    QSlider *m_sizeSlider = nullptr;
    QComboBox *m_fabric = nullptr;
    QComboBox *m_speed = nullptr;
    QComboBox *m_switch = nullptr;
    QDoubleSpinBox *m_oversubscription = nullptr;
    QSpinBox *m_suSize = nullptr;
    QSpinBox *m_planes = nullptr;
    QCheckBox *m_sharp = nullptr;
    QComboBox *m_management = nullptr;
    NetworksSection *m_networksSection = nullptr;
    QDoubleSpinBox *m_rackPower = nullptr;
    QSpinBox *m_racksPerRow = nullptr;
    QComboBox *m_placement = nullptr;
    QHash<DesignField, QWidget *> m_widgets;
    QHash<DesignField, QLabel *> m_labels;
    QHash<DesignField, QLabel *> m_markers; // an icon beside the label: no font lacks it
    QLabel *m_sizeRefusal = nullptr;
    QHash<DesignField, QString> m_labelTexts;
    QHash<DesignField, bool> m_marked;
    QHash<DesignField, QString> m_fieldTips; // what the field is for
    QHash<DesignField, QString> m_problems;  // the field's warnings and errors
    int m_gesture = 0;
    bool m_syncing = false;
};

} // namespace fabric::ui
