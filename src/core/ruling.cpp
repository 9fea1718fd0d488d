#include "core/ruling.h"

namespace cdo {

void Ruling::addCloseCall(std::string_view quantity, double value, double threshold) {
    closeCall = true;
    for (const CloseCall& c : closeCalls)
        if (c.quantity == quantity) return;
    closeCalls.push_back({quantity, value, threshold});
}

std::string toText(const std::vector<EvidenceLine>& lines) {
    std::string out;
    for (const EvidenceLine& l : lines)
        out += std::string(std::size_t(2 * l.depth), ' ') + l.text + "\n";
    return out;
}

} // namespace cdo
