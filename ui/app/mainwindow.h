#pragma once

#include <QMainWindow>

namespace fabric::ui {

class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    explicit MainWindow(QWidget *parent = nullptr);
};

} // namespace fabric::ui
