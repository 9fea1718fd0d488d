// The La Bataille face of the command line (cli.md, La Bataille): rulings hex by hex, zones of
// influence, combined fire, opportunity fire and retreat before melee. Like every command, it
// only parses, asks the engine and prints.
#include "cli/common.h"

#include "core/la_bataille/engine.h"
#include "core/la_bataille/melee.h"
#include "core/la_bataille/words.h"
#include "io/json.h"

#include <algorithm>
#include <array>

namespace cdo::cli {

namespace {

const lb::Engine& laBataille(const Loaded& l, const std::string& path, const std::string& cmd) {
    const lb::Engine* e = lb::asLaBataille(*l.engine);
    if (!e) throw BadInput(path + ": " + cmd + " is only answered for the la-bataille ruleset");
    return *e;
}

std::string hexWords(const lb::HexGrid& g) {
    const std::string d = std::to_string(g.idDigits());
    return "a hex id of this map: column then row, " + d + " digits each, from " + g.id({1, 1}) +
           " to " + g.id({g.columns, g.rows});
}

int unitOf(const lb::Engine& e, const std::string& path, const std::string& id) {
    const int i = e.unitIndex(id);
    if (i < 0) throw BadInput(path + ": no unit with id '" + id + "'");
    return i;
}

std::optional<lb::Hex> hexOf(const lb::HexGrid& g, const std::string& text) {
    const std::optional<lb::Hex> h = g.parse(text);
    if (!h || !g.contains(*h)) return std::nullopt;
    return h;
}

lb::Hex needHex(const lb::HexGrid& g, const std::string& path, const std::string& text) {
    const std::optional<lb::Hex> h = hexOf(g, text);
    if (!h) throw BadInput(path + ": '" + text + "' is not " + hexWords(g));
    return *h;
}

// FIRER or FIRER@HEX: the unit and the hexes it fires from.
std::pair<int, std::vector<lb::Hex>> firer(const lb::Engine& e, const std::string& path,
                                           const std::string& text) {
    const std::size_t at = text.find('@');
    const int f = unitOf(e, path, text.substr(0, at));
    const lb::Unit& u = e.board().unit(f);
    if (at == std::string::npos) return {f, u.hexes};
    const lb::Hex h = needHex(e.board().grid(), path, text.substr(at + 1));
    if (std::find(u.hexes.begin(), u.hexes.end(), h) == u.hexes.end())
        throw BadInput(path + ": " + u.id + " does not stand in " + text.substr(at + 1));
    return {f, {h}};
}

// TARGET: a unit id (its hexes) or a hex id.
struct Target {
    int unit = -1;
    std::vector<lb::Hex> hexes;
};
Target target(const lb::Engine& e, const std::string& path, const std::string& text) {
    const int t = e.unitIndex(text);
    if (t >= 0) return {t, e.board().unit(t).hexes};
    if (const std::optional<lb::Hex> h = hexOf(e.board().grid(), text)) return {-1, {*h}};
    throw BadInput(path + ": '" + text + "' is neither a unit id nor " +
                   hexWords(e.board().grid()));
}

void print(const std::vector<lb::Ruling>& rs, const lb::Engine& e, bool json, bool asList,
           std::ostream& out) {
    if (json) {
        if (!asList && rs.size() == 1) {
            out << io::toJson(rs.front()) << "\n";
            return;
        }
        std::vector<RulingPtr> ptrs;
        for (const lb::Ruling& r : rs)
            ptrs.push_back(std::make_shared<const lb::Ruling>(r));
        out << io::toJson(ptrs) << "\n";
        return;
    }
    for (std::size_t i = 0; i < rs.size(); ++i)
        out << (i ? "\n" : "") << e.explain(rs[i]);
}

void rule(const Loaded& l, const std::vector<std::string>& args, bool json, std::ostream& out) {
    const lb::Engine& e = laBataille(l, args[1], args[0]);
    const auto [f, from] = firer(e, args[1], args[2]);
    const Target t = target(e, args[1], args[3]);
    if (t.unit == f)
        throw BadInput(args[1] + ": a unit cannot be its own target ('" + args[3] + "')");
    // A hex asked for by its id that the firer stands in: its stack's top would be named as
    // the target, the firer itself ("a (0101) at a (0101)").
    if (t.unit < 0)
        if (const std::string why = lb::ownHexWords(e.board(), f, t.hexes.front()); !why.empty())
            throw BadInput(args[1] + ": " + why);
    // A unit in two hexes answers for each (lb-two-hex-firer); at a unit in two hexes, the
    // better of its hexes.
    std::vector<lb::Ruling> rs;
    for (lb::Hex fh : from) {
        std::optional<lb::Ruling> best;
        for (lb::Hex th : t.hexes) {
            lb::Ruling r = e.ruleHex(f, fh, th);
            if (!best || lb::better(r, *best)) best = std::move(r);
        }
        if (t.unit >= 0) best->target = e.board().unit(t.unit).id; // as asked, not the top
        rs.push_back(std::move(*best));
    }
    print(rs, e, json, false, out);
}

// Rulings against every other unit, in the scenario's order (as for Grande Tactique), from
// each hex of the firer; at a unit in two hexes, the better of its hexes.
void targets(const Loaded& l, const std::vector<std::string>& args, bool json, std::ostream& out) {
    const lb::Engine& e = laBataille(l, args[1], args[0]);
    const auto [f, from] = firer(e, args[1], args[2]);
    std::vector<lb::Ruling> all;
    std::string text;
    const std::string name = args[2].substr(0, args[2].find('@'));
    for (lb::Hex fh : from) {
        // Every hex ruled once, not-closest derived once (rulingsAt), then each unit's best.
        std::vector<lb::Hex> hexes;
        for (int t = 0; t < e.board().unitCount(); ++t)
            if (t != f)
                hexes.insert(hexes.end(), e.board().unit(t).hexes.begin(),
                             e.board().unit(t).hexes.end());
        std::vector<lb::Ruling> at = e.rulingsAt(f, fh, hexes);
        std::vector<lb::Ruling> rs;
        std::size_t next = 0;
        for (int t = 0; t < e.board().unitCount(); ++t) {
            if (t == f) continue;
            std::optional<lb::Ruling> best;
            for (std::size_t k = 0; k < e.board().unit(t).hexes.size(); ++k) {
                lb::Ruling& r = at[next++];
                if (!best || lb::better(r, *best)) best = std::move(r);
            }
            best->target = e.board().unit(t).id; // the unit asked about, not its stack's top
            rs.push_back(std::move(*best));
        }
        int valid = 0;
        for (const lb::Ruling& r : rs)
            valid += r.valid;
        text += name + " from " + e.board().grid().id(fh) + " may fire at " +
                std::to_string(valid) + " of " + std::to_string(rs.size()) + " other units.\n";
        for (const lb::Ruling& r : rs)
            text += "  " + e.summary(r) + "\n";
        all.insert(all.end(), std::make_move_iterator(rs.begin()),
                   std::make_move_iterator(rs.end()));
    }
    if (json)
        print(all, e, true, true, out);
    else
        out << text << "(coupdoeil-cli rule " << args[1] << " FIRER TARGET explains one ruling "
            << "in full)\n";
}

void zoi(const Loaded& l, const std::vector<std::string>& args, bool json, std::ostream& out) {
    const lb::Engine& e = laBataille(l, args[1], args[0]);
    lb::Zones zones = e.zoi();
    if (args.size() == 3) {
        const auto it = zones.find(args[2]);
        if (it == zones.end()) {
            std::string sides;
            for (const auto& [side, hexes] : zones)
                sides += (sides.empty() ? "" : ", ") + side;
            throw BadInput(args[1] + ": no side '" + args[2] + "' (the sides are " +
                           (sides.empty() ? std::string("none") : sides) + ")");
        }
        zones = lb::Zones{{it->first, it->second}};
    }
    out << (json ? io::toJson(e.board().battle(), zones) + "\n" : lb::explain(e.board(), zones));
}

void combine(const Loaded& l, const std::vector<std::string>& args, bool json, std::ostream& out) {
    const lb::Engine& e = laBataille(l, args[1], args[0]);
    const Target t = target(e, args[1], args[2]);
    if (t.hexes.size() != 1)
        throw BadInput(args[1] + ": " + args[2] +
                       " stands in two hexes: name the target hex (a hex id)");
    std::vector<int> units;
    std::vector<lb::Hex> hexes;
    bool allUnits = true;
    for (std::size_t i = 3; i < args.size(); ++i) {
        const int u = e.unitIndex(args[i]);
        if (u >= 0) {
            if (u == t.unit) throw BadInput(args[1] + ": the target cannot fire at itself");
            units.push_back(u);
            const auto& hs = e.board().unit(u).hexes;
            hexes.insert(hexes.end(), hs.begin(), hs.end());
        } else if (const std::optional<lb::Hex> h = hexOf(e.board().grid(), args[i])) {
            allUnits = false;
            hexes.push_back(*h);
        } else {
            throw BadInput(args[1] + ": '" + args[i] + "' is neither a unit id nor " +
                           hexWords(e.board().grid()));
        }
    }
    const lb::Combination c =
        allUnits ? e.combineUnits(t.hexes[0], units) : e.combine(t.hexes[0], hexes);
    out << (json ? io::toJson(e.board().battle(), t.hexes[0], c) + "\n"
                 : lb::explain(e.board(), t.hexes[0], c));
}

// Defensive fire (L4): a ruling at each enemy across one of the unit's front hexsides.
void defensive(const Loaded& l, const std::vector<std::string>& args, bool json,
               std::ostream& out) {
    const lb::Engine& e = laBataille(l, args[1], args[0]);
    const int u = unitOf(e, args[1], args[2]);
    const std::vector<lb::Ruling> rs = lb::defensiveFire(e.board(), u);
    if (json) {
        print(rs, e, true, true, out);
        return;
    }
    out << args[2] << ": defensive fire (L4) at " << rs.size()
        << (rs.size() == 1 ? " enemy hex" : " enemy hexes") << " across its front hexsides\n";
    for (const lb::Ruling& r : rs)
        out << "  " << e.summary(r) << "\n";
}

void opportunity(const Loaded& l, const std::vector<std::string>& args, const LaBatailleOptions& o,
                 bool json, std::ostream& out) {
    const lb::Engine& e = laBataille(l, args[1], args[0]);
    const int u = unitOf(e, args[1], args[2]);
    lb::OpportunityRuling r;
    try {
        if (o.form) {
            const std::optional<lb::Formation> f = lb::parseFormation(*o.form);
            if (!f) {
                std::string all;
                for (lb::Formation x : lb::allFormations)
                    all += (all.empty() ? "" : ", ") + std::string(lb::toString(x));
                throw BadInput("unknown formation '" + *o.form + "' (expected one of " + all + ")");
            }
            r = lb::opportunityOnChange(e.board(), u, *f);
        } else {
            std::vector<lb::Hex> path{needHex(e.board().grid(), args[1], *o.to)};
            for (std::size_t i = 3; i < args.size(); ++i)
                path.push_back(needHex(e.board().grid(), args[1], args[i]));
            r = lb::opportunityOnMove(e.board(), u, path);
        }
    } catch (const std::invalid_argument& x) {
        throw BadInput(args[1] + ": " + x.what());
    }
    out << (json ? io::toJson(e.board().battle(), r) + "\n" : lb::explain(e.board(), r));
}

void retreat(const Loaded& l, const std::vector<std::string>& args, const LaBatailleOptions& o,
             bool json, std::ostream& out) {
    const lb::Engine& e = laBataille(l, args[1], args[0]);
    const int u = unitOf(e, args[1], args[2]);
    std::vector<std::string> ids{*o.attackers};
    ids.insert(ids.end(), args.begin() + 3, args.end());
    std::vector<int> attackers;
    for (const std::string& id : ids) {
        const int a = unitOf(e, args[1], id);
        if (a == u) throw BadInput(args[1] + ": " + id + " cannot attack itself");
        if (e.board().unit(a).side == e.board().unit(u).side)
            throw BadInput(args[1] + ": " + id + " is on " + e.board().unit(u).id +
                           "'s side, not an attacker");
        if (std::find(attackers.begin(), attackers.end(), a) == attackers.end())
            attackers.push_back(a);
    }
    const lb::RetreatRuling r = lb::retreat(e.board(), u, attackers);
    out << (json ? io::toJson(e.board().battle(), r) + "\n" : lb::explain(e.board(), r));
}

// La Bataille's commands: the shape of their arguments (checked before the file is read) and
// what answers them. rule and targets come here once the scenario is known to be La Bataille's.
using Answer = void (*)(const Loaded&, const std::vector<std::string>&, const LaBatailleOptions&,
                        bool, std::ostream&);
struct LaBatailleCommand {
    std::string_view name;
    const char* shape;
    bool (*fits)(const std::vector<std::string>&, const LaBatailleOptions&);
    Answer answer;
};
constexpr std::array<LaBatailleCommand, 7> kCommands{{
    {"rule", "", [](auto&, auto&) { return true; },
     [](auto& l, auto& a, auto&, bool j, auto& out) { rule(l, a, j, out); }},
    {"targets", "", [](auto&, auto&) { return true; },
     [](auto& l, auto& a, auto&, bool j, auto& out) { targets(l, a, j, out); }},
    {"zoi", "SCENARIO [SIDE]", [](auto& a, auto&) { return a.size() >= 2 && a.size() <= 3; },
     [](auto& l, auto& a, auto&, bool j, auto& out) { zoi(l, a, j, out); }},
    {"combine", "SCENARIO TARGET FIRER...", [](auto& a, auto&) { return a.size() >= 4; },
     [](auto& l, auto& a, auto&, bool j, auto& out) { combine(l, a, j, out); }},
    {"defensive", "SCENARIO UNIT", [](auto& a, auto&) { return a.size() == 3; },
     [](auto& l, auto& a, auto&, bool j, auto& out) { defensive(l, a, j, out); }},
    {"opportunity", "SCENARIO UNIT (--to HEX... | --form FORMATION)",
     [](auto& a, auto& o) {
         return a.size() >= 3 && o.to.has_value() != o.form.has_value() &&
                !(o.form && a.size() != 3);
     },
     opportunity},
    {"retreat", "SCENARIO UNIT --attackers ID...",
     [](auto& a, auto& o) { return a.size() >= 3 && o.attackers.has_value(); }, retreat},
}};

const LaBatailleCommand* find(std::string_view cmd) {
    for (const LaBatailleCommand& c : kCommands)
        if (c.name == cmd) return &c;
    return nullptr;
}

} // namespace

bool isLaBatailleCommand(std::string_view name) {
    return std::any_of(kCommands.begin(), kCommands.end(),
                       [&](const LaBatailleCommand& c) { return c.name == name; });
}

void runLaBataille(const std::vector<std::string>& args, const LaBatailleOptions& options,
                   bool json, std::ostream& out, const Loaded* loaded) {
    const LaBatailleCommand* c = find(args[0]);
    if (!c) throw BadInput("unknown command '" + args[0] + "' (see --help)");
    if (!c->fits(args, options))
        throw BadInput("usage: coupdoeil-cli " + args[0] + " " + std::string(c->shape));
    std::optional<Loaded> own;
    if (!loaded) {
        own = load(args[1]);
        loaded = &*own;
    }
    c->answer(*loaded, args, options, json, out);
}

} // namespace cdo::cli
