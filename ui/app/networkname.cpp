#include "ui/app/networkname.h"

#include <QCoreApplication>

namespace fabric::ui {

namespace {
struct NetworkName
{
    Q_DECLARE_TR_FUNCTIONS(NetworkName)
};
} // namespace

QString networkName(NetworkRole role)
{
    switch (role) {
    case NetworkRole::Compute: return NetworkName::tr("Compute fabric");
    case NetworkRole::Storage: return NetworkName::tr("Storage fabric");
    case NetworkRole::Inband: return NetworkName::tr("In-band management");
    case NetworkRole::Oob: return NetworkName::tr("Out-of-band management");
    }
    return {};
}

} // namespace fabric::ui
