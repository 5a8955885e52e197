#include "ui/app/runconfigbar.h"

#include "ui/app/numberboxes.h"

#include "core/model/ncclversion.h"

#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QMenu>
#include <QToolButton>
#include <QWidgetAction>
#include <QLabel>
#include <QLocale>
#include <QSignalBlocker>
#include <QSpinBox>

#include <cmath>

namespace fabric::ui {

RunConfigBar::RunConfigBar(QWidget *parent)
    : QWidget(parent)
{
    // One button in the tab's top row says what the figures assume; its menu holds the controls.
    // No row of its own: the tab keeps the minimum size the docks need (1280 x 720, 200 %).
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_button = new QToolButton(this);
    m_button->setPopupMode(QToolButton::InstantPopup);
    m_button->setToolButtonStyle(Qt::ToolButtonTextOnly);
    layout->addWidget(m_button);
    auto *menu = new QMenu(m_button);
    auto *form = new QWidget(menu);
    auto *grid = new QGridLayout(form);
    m_domainLabel = new QLabel(form);
    m_domain = new QComboBox(form);
    m_ranksLabel = new QLabel(form);
    m_ranks = new SpinBox(form);
    m_ranks->setRange(1, 1);
    m_nicsLabel = new QLabel(form);
    m_nics = new QComboBox(form);
    m_cudaGraph = new QCheckBox(form);
    m_ncclLabel = new QLabel(form);
    m_nccl = new QComboBox(form);
    // The releases the model tells apart, each run as one of its own NCCL_VERSION_CODEs; 0: the
    // release whose tuning the model follows.
    for (const NcclReleaseRange &range : ncclReleaseRanges())
        m_nccl->addItem(QString(), range.code);
    m_ncclLabel->setBuddy(m_nccl);
    m_summary = new QLabel(form);
    m_summary->setWordWrap(true);
    m_domainLabel->setBuddy(m_domain);
    m_ranksLabel->setBuddy(m_ranks);
    m_nicsLabel->setBuddy(m_nics);
    grid->addWidget(m_domainLabel, 0, 0);
    grid->addWidget(m_domain, 0, 1);
    grid->addWidget(m_ranksLabel, 1, 0);
    grid->addWidget(m_ranks, 1, 1);
    grid->addWidget(m_nicsLabel, 2, 0);
    grid->addWidget(m_nics, 2, 1);
    grid->addWidget(m_ncclLabel, 3, 0);
    grid->addWidget(m_nccl, 3, 1);
    grid->addWidget(m_cudaGraph, 4, 0, 1, 2);
    grid->addWidget(m_summary, 5, 0, 1, 2);
    auto *action = new QWidgetAction(menu);
    action->setDefaultWidget(form);
    menu->addAction(action);
    m_button->setMenu(menu);
    retranslate();
    connect(m_domain, &QComboBox::currentIndexChanged, this, &RunConfigBar::domainChanged);
    connect(m_ranks, &QSpinBox::valueChanged, this, &RunConfigBar::emitChanged);
    connect(m_nics, &QComboBox::currentIndexChanged, this, &RunConfigBar::emitChanged);
    connect(m_cudaGraph, &QCheckBox::toggled, this, &RunConfigBar::emitChanged);
    connect(m_nccl, &QComboBox::currentIndexChanged, this, &RunConfigBar::emitChanged);
}

void RunConfigBar::setPlatform(const FabricProfile &platform)
{
    // The first plan sets every control; later ones keep what the user chose where it fits.
    const bool first = !m_hasPlatform;
    m_hasPlatform = true;
    const int previousDomain = m_domain->currentData().toInt();
    const bool domainWasPlatform =
        first || previousDomain == 0 || previousDomain == m_platformDomain;
    const bool ranksWereAll = first || m_ranks->value() == m_ranks->maximum();
    const double previousNics = m_nics->currentData().toDouble();
    const bool nicsWerePlan = first || std::abs(previousNics - m_planNicsPerGpu) < 1e-9;
    m_platformDomain = std::max(1, platform.nvlinkDomainGpus);
    m_overPcie = platform.gpusMeetOverPcie();
    m_planNicsPerGpu = platform.nicsPerGpu > 0.0 ? platform.nicsPerGpu : 1.0;
    {
        m_updating = true;
        const QSignalBlocker blockDomain(m_domain);
        m_domain->clear();
        // Only domains that divide the platform's into whole ones (GB200 NVL72: 72, 36, ... 4).
        for (int d = m_platformDomain; d >= 1; --d)
            if (m_platformDomain % d == 0)
                m_domain->addItem(QString::number(d), d);
        const int wanted = domainWasPlatform || m_overPcie ? m_platformDomain : previousDomain;
        const int index = m_domain->findData(wanted);
        m_domain->setCurrentIndex(index >= 0 ? index : 0);
        m_domain->setEnabled(!m_overPcie);
        m_domainLabel->setEnabled(!m_overPcie);
        const int domain = m_domain->currentData().toInt();
        const QSignalBlocker blockRanks(m_ranks);
        const int previousRanks = m_ranks->value();
        m_ranks->setRange(1, domain);
        m_ranks->setValue(ranksWereAll ? domain : std::min(previousRanks, domain));
        // NICs per GPU: the layouts the platform's NIC port modes give (ConnectX-8: 1 x 800G on
        // InfiniBand, 2 x 400G on Ethernet); a NIC the catalogue does not know: the plan's only.
        const QSignalBlocker blockNics(m_nics);
        m_nics->clear();
        auto addNics = [&](double perGpu, int speed) {
            if (m_nics->findData(perGpu) >= 0)
                return;
            const QString count = QLocale().toString(perGpu, 'g', 4);
            // "2 × 400G": notation, the same in every language.
            m_nics->addItem(speed > 0 ? QStringLiteral("%1 \u00d7 %2G").arg(count).arg(speed) : count,
                            perGpu);
        };
        for (const NicLayout &l : platform.nicLayouts)
            addNics(l.nicsPerGpu, l.speedGbps);
        addNics(m_planNicsPerGpu, 0);
        const int nicsIndex = m_nics->findData(nicsWerePlan ? m_planNicsPerGpu : previousNics);
        m_nics->setCurrentIndex(nicsIndex >= 0 ? nicsIndex : m_nics->findData(m_planNicsPerGpu));
        m_updating = false;
    }
    showSummary();
}

ModelConfig RunConfigBar::config() const
{
    ModelConfig c;
    const int domain = m_domain->currentData().toInt();
    if (domain > 0 && domain != m_platformDomain)
        c.nvlinkDomain = domain;
    if (m_ranks->value() != m_ranks->maximum())
        c.gpusPerNode = m_ranks->value();
    const double nics = m_nics->currentData().toDouble();
    if (nics > 0.0 && std::abs(nics - m_planNicsPerGpu) > 1e-9)
        c.nicsPerGpu = nics;
    c.cudaGraph = m_cudaGraph->isChecked();
    c.ncclVersion = m_nccl->currentData().toInt();
    return c;
}

void RunConfigBar::showSummary()
{
    m_summary->setText(summary());
    m_button->setToolTip(summary());
}

QString RunConfigBar::summary() const
{
    // Each count in a phrase of its own, so that one GPU, rank or NIC reads in the singular.
    const int domain = std::max(1, m_domain->currentData().toInt());
    const int ranks = m_ranks->value();
    const double nicsPerGpu = m_nics->currentData().toDouble();
    const QString where =
        m_overPcie ? (domain == 1 ? tr("no NVLink (1 GPU per node over PCIe)")
                                  : tr("no NVLink (%1 GPUs per node over PCIe)").arg(domain))
                   : (domain == 1 ? tr("NVLink domain of 1 GPU")
                                  : tr("NVLink domain of %1 GPUs").arg(domain));
    const QString rankPhrase =
        m_overPcie ? (ranks == 1 ? tr("1 rank per node") : tr("%1 ranks per node").arg(ranks))
                   : (ranks == 1 ? tr("1 rank per domain") : tr("%1 ranks per domain").arg(ranks));
    const QString nics = nicsPerGpu == 1.0
                             ? tr("1 NIC per GPU")
                             : tr("%1 NICs per GPU").arg(QLocale().toString(nicsPerGpu, 'g', 4));
    const QString graphs = m_cudaGraph->isChecked() ? tr("CUDA graphs") : tr("no CUDA graphs");
    const QString nccl = tr("NCCL %1").arg(m_nccl->currentText());
    return tr("Figures assume: %1, %2, %3, %4, %5")
        .arg(where, rankPhrase, nics, graphs, nccl);
}

void RunConfigBar::domainChanged()
{
    if (m_updating)
        return;
    const int domain = std::max(1, m_domain->currentData().toInt());
    {
        const QSignalBlocker block(m_ranks);
        const bool wasAll = m_ranks->value() == m_ranks->maximum();
        m_ranks->setRange(1, domain);
        if (wasAll)
            m_ranks->setValue(domain);
    }
    emitChanged();
}

void RunConfigBar::emitChanged()
{
    if (m_updating)
        return;
    showSummary();
    emit configChanged();
}

void RunConfigBar::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void RunConfigBar::retranslate()
{
    m_domainLabel->setText(tr("NVLink &domain:"));
    m_domain->setToolTip(tr("GPUs joined by NVLink; a smaller domain than the platform's reaches "
                            "the rest over the network only (GB200 trays not joined by NVLink: 4)"));
    m_ranksLabel->setText(tr("&Ranks per domain:"));
    m_ranks->setToolTip(tr("GPUs of each domain that take part (one GPU per node: 1)"));
    m_nicsLabel->setText(tr("&NICs per GPU:"));
    m_nics->setToolTip(tr("NICs per GPU as the NIC's port modes in the catalogue allow them (ConnectX-8 on "
                          "Ethernet: 2 x 400G)"));
    m_cudaGraph->setText(tr("CUDA &graphs"));
    m_button->setText(tr("Run &configuration"));
    m_cudaGraph->setToolTip(tr("Launch from a captured CUDA graph, as nccl-tests -G"));
    m_ncclLabel->setText(tr("NCCL re&lease:"));
    const auto text = [](int code) { return QString::fromStdString(ncclVersionText(code)); };
    int item = 0;
    for (const NcclReleaseRange &r : ncclReleaseRanges())
        m_nccl->setItemText(item++, r.newest == 0   ? tr("%1 or later").arg(text(r.oldest))
                                    : r.oldest == 0 ? tr("%1 or earlier").arg(text(r.newest))
                                    : r.oldest == r.newest
                                        ? text(r.oldest)
                                        : tr("%1 to %2").arg(text(r.oldest), text(r.newest)));
    m_nccl->setToolTip(tr("The NCCL release the cluster runs, in the ranges the model tells apart: "
                          "2.22 to 2.28 keep all-to-all on LL up to 512 KiB a peer inside an "
                          "NVLink domain, other releases to 16 KiB; NVLS came with 2.17.1, "
                          "NVLSTree with 2.18.1 and PAT with 2.23.4; 2.18.1 to 2.28.3 run NVLS only "
                          "on nodes of more than 2 GPUs; SHARP across NVL72 racks follows each "
                          "release's CollNet limit of 8 GPUs a node (the model follows NCCL %1's "
                          "tuning)")
                           .arg(QString::fromLatin1(kNcclTuningVersion)));
    showSummary();
}

} // namespace fabric::ui
