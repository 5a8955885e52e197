#pragma once

#include "ui/app/planrunner.h"

#include <QDialog>

#include <set>

namespace fabric::ui {

// One rack's elevation, drawn by the same code as the exported rack diagrams.
class RackElevationDialog : public QDialog
{
    Q_OBJECT

public:
    RackElevationDialog(PlanPtr plan, int rack, std::set<int> highlighted, QWidget *parent = nullptr);
};

} // namespace fabric::ui
