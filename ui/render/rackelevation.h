#pragma once

#include "core/plan/plan.h"

#include <QSize>

#include <set>

class QPainter;

namespace fabric::render {

// The front of one rack: every unit numbered, each device labelled with its name and model,
// the rack's power and weight at the top. White background (an exported picture or a dialog page).
QSize rackElevationSize(const Plan &plan, int rack);
void paintRackElevation(QPainter &painter, const Plan &plan, int rack,
                        const std::set<int> &highlighted = {});

} // namespace fabric::render
