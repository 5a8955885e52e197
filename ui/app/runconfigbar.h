#pragma once

#include "core/model/fabricprofile.h"

#include <QWidget>

class QCheckBox;
class QComboBox;
class QLabel;
class QSpinBox;
class QToolButton;

namespace fabric::ui {

// The Performance tab's run configuration: which configuration the model's figures assume (the
// NVLink domain, the ranks in it, NICs per GPU, CUDA graphs, the NCCL release) and the controls
// that change it, as `fabricplanner-cli model --nvlink-domain --gpus-per-node --nics-per-gpu
// --cuda-graph --nccl-version` do.
class RunConfigBar : public QWidget
{
    Q_OBJECT

public:
    explicit RunConfigBar(QWidget *parent = nullptr);
    // The plan's own figures (before any configuration): the platform's NVLink domain and the
    // compute ports per GPU. Keeps the user's choices that still fit; resets those that do not.
    void setPlatform(const FabricProfile &platform);
    // What the user chose; zero fields mean "as the plan has it".
    ModelConfig config() const;
    // The sentence the tab shows: "Figures assume: NVLink domain of 8 GPUs, 8 ranks per domain,
    // 1 NIC per GPU, no CUDA graphs".
    QString summary() const;

    // For tests: the controls.
    QComboBox *domainBox() const { return m_domain; }
    QSpinBox *ranksBox() const { return m_ranks; }
    QComboBox *nicsBox() const { return m_nics; }
    QCheckBox *cudaGraphBox() const { return m_cudaGraph; }
    QComboBox *ncclBox() const { return m_nccl; }
    QToolButton *button() const { return m_button; }

signals:
    void configChanged();

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void domainChanged();
    void emitChanged();
    void showSummary();

    int m_platformDomain = 1;
    bool m_overPcie = false; // the platform's GPUs meet over PCIe: no NVLink domain to split
    double m_planNicsPerGpu = 1.0;
    bool m_updating = false;
    bool m_hasPlatform = false;
    QLabel *m_domainLabel;
    QComboBox *m_domain;
    QLabel *m_ranksLabel;
    QSpinBox *m_ranks;
    QLabel *m_nicsLabel;
    QComboBox *m_nics; // the NIC layouts per GPU the catalogue's port modes allow
    QCheckBox *m_cudaGraph;
    QLabel *m_ncclLabel;
    QComboBox *m_nccl; // the NCCL releases whose behaviour the model tells apart
    QLabel *m_summary;
    QToolButton *m_button;
};

} // namespace fabric::ui
