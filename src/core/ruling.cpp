#include "core/ruling.h"

namespace cdo {

void Ruling::addCloseCall(std::string_view quantity, double value, double threshold) {
    closeCall = true;
    for (const CloseCall& c : closeCalls)
        if (c.quantity == quantity) return;
    closeCalls.push_back({quantity, value, threshold});
}

} // namespace cdo
