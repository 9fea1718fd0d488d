#include "app/view/ruling_lines.h"

namespace cdo::app {

LineInk inkOf(const EvidenceLine& l, bool valid) {
    switch (l.tone) {
    case Tone::Verdict:
        return valid ? LineInk::Good : LineInk::Bad;
    case Tone::Reason:
        return LineInk::Bad;
    case Tone::CloseCall:
    case Tone::Grazes:
        return LineInk::Warn;
    case Tone::Reading:
        return LineInk::Quiet;
    case Tone::Number:
        break;
    }
    return LineInk::Plain;
}

std::string indented(const EvidenceLine& l) {
    return std::string(std::size_t(2 * (l.depth > 1 ? l.depth - 1 : 0)), ' ') + l.text;
}

} // namespace cdo::app
