#include "core/common/ratiotext.h"

#include "core/common/groupeddigits.h"

namespace fabric {

std::string ratioText(double downPerUp)
{
    return formatGrouped(downPerUp, 2) + ":1";
}

} // namespace fabric
