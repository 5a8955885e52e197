#include "ui/app/networkname.h"

#include "ui/render/translatedtext.h"

namespace fabric::ui {

QString networkName(NetworkRole role)
{
    return render::translated(Text(networkTitle(role)));
}

QString networkShortName(NetworkRole role)
{
    return render::translated(Text(networkShortTitle(role)));
}

} // namespace fabric::ui
