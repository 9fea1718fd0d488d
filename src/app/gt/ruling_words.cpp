#include "app/gt/ruling_words.h"

namespace cdo::app {

namespace {

std::string pointWords(gt::SightLine::To to) {
    using To = gt::SightLine::To;
    switch (to) {
    case To::FrontLeft:
        return "front-left corner";
    case To::FrontRight:
        return "front-right corner";
    case To::RearRight:
        return "rear-right corner";
    case To::RearLeft:
        return "rear-left corner";
    case To::FrontMiddle:
        return "front middle";
    case To::Vertex:
        break;
    }
    return "corner";
}

std::string lines(int n) {
    return std::to_string(n) + (n == 1 ? " line" : " lines");
}

} // namespace

std::string blockerWords(const gt::Blocker& b, const Scenario& s) {
    switch (b.kind) {
    case gt::Blocker::Kind::Base: {
        const Unit* u = s.findUnit(b.id);
        return u && !u->name.empty() ? u->name : b.id;
    }
    case gt::Blocker::Kind::Woods:
        return b.id.empty() || b.id == "woods" ? "the woods" : "the woods " + b.id;
    case gt::Blocker::Kind::Bua:
        return b.id.empty() || b.id == "bua" ? "the built-up area" : "the built-up area " + b.id;
    case gt::Blocker::Kind::HillTop:
        return b.id.empty() || b.id == "hill" ? "a hill top" : "the hill top of " + b.id;
    }
    return b.id;
}

std::string sightLineWords(const gt::SightLine& l) {
    std::string s = l.from == gt::SightLine::From::FrontLeft ? "front-left corner to "
                                                             : "front-right corner to ";
    if (l.to == gt::SightLine::To::Vertex)
        return s + "corner " + std::to_string(l.vertex + 1) + " of the feature the target holds";
    return s + "the target's " + pointWords(l.to);
}

std::string sightHeading(const gt::Ruling& r) {
    int clear = 0, blocked = 0, blockedAfter = 0; // blocked after the last clear line
    for (const gt::SightLine& l : r.sightLines) {
        if (l.clear) {
            ++clear;
            blockedAfter = 0;
        } else {
            ++blocked;
            ++blockedAfter;
        }
    }
    if (r.lineOfSight) {
        if (blocked == 0) return "Sight: clear";
        // The engine tries lines in turn until it has the clear ones it needs: the blocked
        // lines listed are those tried on the way, not a reason against.
        return "Sight: clear by " + lines(clear) + " (" + std::to_string(blocked) + " blocked " +
               (blocked == 1 ? "one" : "ones") +
               (blockedAfter == 0 ? " tried before them" : " tried too") + ", listed in order)";
    }
    if (r.sightLines.empty()) return "Sight: blocked";
    return "Sight: blocked (" + lines(int(r.sightLines.size())) + " tried, " +
           (clear == 0 ? std::string("none") : std::to_string(clear)) + " clear)";
}

std::string modifierWords(const gt::Modifier& m) {
    std::string s(gt::code(m.kind));
    for (char& c : s)
        if (c == '-') c = ' ';
    return s + " " + (m.value > 0 ? "+" : "") + std::to_string(m.value);
}

} // namespace cdo::app
