#pragma once

#include "core/plan/plan.h"

#include <QColor>
#include <QSize>

#include <set>
#include <vector>

class QPainter;

namespace fabric::render {

// The front of one rack: every unit numbered, each device labelled with its name and model,
// the rack's power and weight at the top. White background (an exported picture or a dialog page).
// The devices are gathered once, when it is made; it keeps references into the plan, which must
// outlive it.
class RackElevation
{
public:
    // computeDevices: the compute fabric's devices in the rack, lowest unit first, as
    // devicesByRack() gives them: a caller drawing many racks builds that index once.
    RackElevation(const Plan &plan, int rack, const std::vector<int> &computeDevices, const std::set<int> &highlighted = {});
    // One rack alone: its compute devices found in one pass over the placements.
    RackElevation(const Plan &plan, int rack, const std::set<int> &highlighted = {});

    QSize size() const;
    // Nothing for a rack the plan does not have.
    void paint(QPainter &painter) const;

private:
    // A device the rack holds, as the elevation draws it.
    struct Shown
    {
        const Placement *placement;
        const Device *device;
        QColor fill;
        bool lit = false;
    };

    const Plan &m_plan;
    int m_rack;
    std::vector<Shown> m_shown; // the compute fabric's, then the other networks' in their colours
    int m_builtIns = 0;         // built into a rack-scale system: in no unit of their own
};

} // namespace fabric::render
