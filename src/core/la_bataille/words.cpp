#include "core/la_bataille/words.h"

#include "core/la_bataille/strength.h"

namespace cdo::lb {

namespace {

std::string hexList(const HexGrid& g, const std::vector<Hex>& hexes) {
    std::string s;
    for (Hex h : hexes)
        s += (s.empty() ? "" : " ") + g.id(h);
    return s.empty() ? "none" : s;
}

std::string readingLines(const Readings& readings) {
    std::string s;
    for (Reading r : readings) {
        const Term t = term(r);
        s += "  reading " + std::string(t.code) + ": " + std::string(t.explanation) + "\n";
    }
    return s;
}

} // namespace

std::string explain(const Board& board, Hex target, const Combination& c) {
    const HexGrid& g = board.grid();
    std::string s = "Combined fire at " + g.id(target) + ": " +
                    (c.allowed ? "allowed" : "not allowed") + ", joint strength " +
                    number(c.strength) + "\n";
    // What allows the hexes to fire together, and what still refuses it (a hex that may not fire
    // at the target refuses the whole even where the hexes' arrangement is allowed).
    if (!c.because.empty())
        s += "  Their places allow it: " + c.because + " (Artillery fire: combining)\n";
    for (const std::string& r : c.reasons)
        s += "  Refused: " + r + "\n";
    for (const HexFire& h : c.hexes) {
        s += "  from " + g.id(h.hex) + ": " +
             (h.firer >= 0 ? board.unit(h.firer).id : std::string("no unit that can fire")) +
             ", strength " + number(h.strength) + (h.valid ? "" : " (its own ruling refuses:");
        if (!h.valid) {
            for (Reason r : h.reasons)
                s += " " + std::string(term(r).code);
            s += ")";
        }
        s += "\n";
    }
    if (c.odds && c.allowed)
        s += "  odds column " + *c.odds +
             (c.oddsShift ? " (" + std::to_string(c.oddsShift) + " to the right for canister)"
                          : std::string()) +
             "\n";
    return s;
}

std::string explain(const Board& board, const Zones& zones) {
    std::string s;
    for (const auto& [side, hexes] : zones)
        s += side + " (" + std::to_string(hexes.size()) +
             " hexes): " + hexList(board.grid(), hexes) + "\n";
    return s;
}

std::string explain(const Board& board, const OpportunityRuling& r) {
    const HexGrid& g = board.grid();
    const Unit& u = board.unit(r.unit);
    std::string s = u.id;
    if (r.newFormation)
        s += " changing from " + std::string(toString(u.formation)) + " to " +
             std::string(toString(*r.newFormation));
    else
        s += " moving through " + hexList(g, r.path);
    s += ": " +
         (r.shots.empty() ? std::string("no enemy may give opportunity fire")
                          : std::to_string(r.shots.size()) +
                                (r.shots.size() == 1 ? " enemy may" : " enemies may") +
                                " give opportunity fire") +
         " (Opportunity fire, L4)\n";
    for (const OpportunityShot& shot : r.shots)
        s += "  " + board.unit(shot.enemy).id + " from " + g.id(shot.from) + " at " +
             g.id(shot.at) + ", firing on it as " + std::string(toString(shot.formation)) +
             ": it " + shot.why + "\n";
    return s + readingLines(r.readings);
}

std::string explain(const Board& board, const RetreatRuling& r) {
    const HexGrid& g = board.grid();
    const Unit& u = board.unit(r.unit);
    std::string s = u.id +
                    (r.may ? " may withdraw before melee. " : " may not withdraw before melee. ") +
                    r.why + "\n";
    if (r.may) {
        s += "  up to " + number(r.allowance) + " movement points (half its " +
             (u.move ? std::to_string(*u.move) : std::string("0")) +
             "), by paths free of enemy zones, ending no closer to an attacker:\n";
        if (r.reachable.empty()) s += "  no hex qualifies\n";
        for (const RetreatHex& h : r.reachable)
            s += "  " + g.id(h.hex) + ": " + number(h.cost) + " points, " +
                 std::to_string(h.steps) + (h.steps == 1 ? " hex" : " hexes") +
                 (h.blank ? ", blank marker until after its next movement phase" : "") + "\n";
    }
    if (r.refugeRule)
        s += "  Charged by cavalry, the skirmishers may instead step into a refuge next to them, "
             "without defensive fire or morale check: " +
             hexList(g, r.refuges) + "\n";
    return s + readingLines(r.readings);
}

std::string ownHexWords(const Board& board, int firer, Hex h) {
    const Unit& u = board.unit(firer);
    for (const Hex at : u.hexes)
        if (at == h)
            return u.id + " stands in hex '" + board.grid().id(h) +
                   "'; a unit does not fire at its own hex";
    return {};
}

} // namespace cdo::lb
