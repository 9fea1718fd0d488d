#include "core/la_bataille/ruling.h"

#include <algorithm>

namespace cdo::lb {

StrengthSteps::StrengthSteps(std::vector<StrengthStep> steps) {
    if (!steps.empty()) list_ = std::make_shared<const std::vector<StrengthStep>>(std::move(steps));
}

void StrengthSteps::push_back(StrengthStep step) {
    std::vector<StrengthStep> list = list_ ? *list_ : std::vector<StrengthStep>{};
    list.push_back(std::move(step));
    list_ = std::make_shared<const std::vector<StrengthStep>>(std::move(list));
}

bool StrengthSteps::operator==(const StrengthSteps& other) const {
    return std::equal(begin(), end(), other.begin(), other.end());
}

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

bool better(const Ruling& a, const Ruling& b) {
    if (a.valid != b.valid) return a.valid;
    return a.range < b.range;
}

} // namespace cdo::lb
