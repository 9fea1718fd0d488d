#include "core/la_bataille/ruling.h"

namespace cdo::lb {

std::vector<Term> Ruling::reasonTerms() const {
    std::vector<Term> out;
    out.reserve(reasons.size());
    for (Reason r : reasons)
        out.push_back(term(r));
    return out;
}

std::vector<Term> Ruling::readingTerms() const {
    std::vector<Term> out;
    out.reserve(readings.size());
    for (Reading r : readings)
        out.push_back(term(r));
    return out;
}

std::string_view toString(RangeBand band) {
    switch (band) {
    case RangeBand::Short:
        return "short";
    case RangeBand::Medium:
        return "medium";
    case RangeBand::Long:
        return "long";
    case RangeBand::Out:
        return "out";
    case RangeBand::None:
        return "";
    }
    return "";
}

} // namespace cdo::lb
