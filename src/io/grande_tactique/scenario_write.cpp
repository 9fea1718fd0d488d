// Writing a Grande Tactique scenario (ruleset: grande-tactique): always in inches, in the
// spec's order, with every unknown key kept where it was.
#include "io/rulesets.h"

#include "io/scenario_keys.h"
#include "io/scenario_parts.h"
#include "io/yaml_util.h"

#include <string>
#include <vector>

namespace cdo::io {

namespace {

void text(YAML::Emitter& out, const std::string& s) {
    writeText(out, s);
}
void number(YAML::Emitter& out, double v) {
    writeNumber(out, v);
}
void point(YAML::Emitter& out, Vec2 p) {
    writePoint(out, p);
}
void points(YAML::Emitter& out, const std::vector<Vec2>& pts) {
    writePoints(out, pts);
}
void key(YAML::Emitter& out, const char* k) {
    writeKey(out, k);
}
void extra(YAML::Emitter& out, const YamlNode& keys) {
    writeExtra(out, keys);
}

// The turn record (G9): entries in flow style, one per line, as a player would write them.
void writeTurn(YAML::Emitter& out, const TurnRecord& t, const UnknownKeys& unknown) {
    const auto keysAt = [](const std::vector<YamlNode>& v, std::size_t i) {
        return i < v.size() ? v[i] : YamlNode();
    };
    key(out, "turn");
    out << YAML::BeginMap;
    key(out, "number");
    out << t.number;
    if (!t.side.empty()) {
        key(out, "side");
        text(out, t.side);
    }
    if (!t.pips.empty()) {
        key(out, "pips");
        out << YAML::BeginSeq;
        for (std::size_t i = 0; i < t.pips.size(); ++i) {
            out << YAML::Flow << YAML::BeginMap;
            key(out, "general");
            text(out, t.pips[i].general);
            key(out, "pips");
            out << t.pips[i].pips;
            extra(out, keysAt(unknown.turnPips, i));
            out << YAML::EndMap;
        }
        out << YAML::EndSeq;
    }
    if (!t.actions.empty()) {
        key(out, "actions");
        out << YAML::BeginSeq;
        for (std::size_t i = 0; i < t.actions.size(); ++i) {
            const TurnAction& a = t.actions[i];
            out << YAML::Flow << YAML::BeginMap;
            key(out, "unit");
            text(out, a.unit);
            key(out, "action");
            text(out, a.action);
            key(out, "general");
            text(out, a.general);
            key(out, "cost");
            out << a.cost;
            if (!a.by.empty()) {
                key(out, "by");
                text(out, a.by);
            }
            extra(out, keysAt(unknown.turnActions, i));
            out << YAML::EndMap;
        }
        out << YAML::EndSeq;
    }
    if (!t.gone.empty()) {
        key(out, "gone");
        out << YAML::BeginSeq;
        for (std::size_t i = 0; i < t.gone.size(); ++i) {
            const GoneUnit& g = t.gone[i];
            out << YAML::Flow << YAML::BeginMap;
            key(out, "id");
            text(out, g.id);
            key(out, "side");
            text(out, g.side);
            if (!g.name.empty()) {
                key(out, "name");
                text(out, g.name);
            }
            if (!g.by.empty()) {
                key(out, "by");
                text(out, g.by);
            }
            if (g.turn > 0) {
                key(out, "turn");
                out << g.turn;
            }
            extra(out, keysAt(unknown.turnGone, i));
            out << YAML::EndMap;
        }
        out << YAML::EndSeq;
    }
    extra(out, unknown.turn);
    out << YAML::EndMap;
}

// The photo backdrop: its file, opacity and marks, one mark a line.
void writeBackdrop(YAML::Emitter& out, const Backdrop& b) {
    key(out, "backdrop");
    out << YAML::BeginMap;
    key(out, "image");
    text(out, b.image);
    key(out, "opacity");
    number(out, b.opacity);
    if (!b.marks.empty()) {
        key(out, "marks");
        out << YAML::BeginSeq;
        for (const BackdropMark& m : b.marks) {
            out << YAML::Flow << YAML::BeginMap;
            key(out, "table");
            point(out, m.table);
            if (m.image) {
                key(out, "image");
                point(out, *m.image);
            }
            out << YAML::EndMap;
        }
        out << YAML::EndSeq;
    }
    if (b.extra) extra(out, keysOf(*b.extra));
    out << YAML::EndMap;
}

} // namespace

void writeGrandeTactique(YAML::Emitter& out, const Scenario& s, const UnknownKeys& unknown) {
    const gt::Setup& g = s.gt();
    key(out, "measure");
    out << "in";
    key(out, "table");
    out << YAML::Flow << YAML::BeginMap;
    key(out, "width");
    number(out, g.tableWidth);
    key(out, "depth");
    number(out, g.tableDepth);
    extra(out, unknown.table);
    out << YAML::EndMap;

    writeArmies(out, s, unknown);

    if (!g.terrain.empty()) {
        key(out, "terrain");
        out << YAML::BeginSeq;
        for (const Terrain& t : g.terrain) {
            out << YAML::BeginMap;
            key(out, "id");
            text(out, t.id);
            key(out, "kind");
            out << show(t.kind);
            if (!isPath(t.kind)) {
                key(out, "outline");
                points(out, t.outline);
                if (t.kind == TerrainKind::Hill && !t.top.empty()) {
                    key(out, "top");
                    points(out, t.top);
                }
                if (t.kind == TerrainKind::Hill && t.height > 0.0) {
                    key(out, "height");
                    number(out, t.height);
                }
            } else {
                key(out, "path");
                points(out, t.path);
                if (t.kind == TerrainKind::Road && t.width > 0.0) {
                    key(out, "width");
                    number(out, t.width);
                }
            }
            if (t.extra) extra(out, keysOf(*t.extra));
            out << YAML::EndMap;
        }
        out << YAML::EndSeq;
    }

    if (!g.units.empty()) {
        key(out, "units");
        out << YAML::BeginSeq;
        const Unit defaults;
        for (const Unit& u : g.units) {
            out << YAML::BeginMap;
            key(out, "id");
            text(out, u.id);
            key(out, "side");
            text(out, u.side);
            key(out, "type");
            out << show(u.type);
            if (!u.name.empty()) {
                key(out, "name");
                text(out, u.name);
            }
            key(out, "at");
            point(out, u.at);
            key(out, "facing");
            number(out, u.facing);
            if (u.size) {
                key(out, "size");
                point(out, *u.size);
            }
            if (u.formation != defaults.formation) {
                key(out, "formation");
                out << show(u.formation);
            }
            if (u.morale != defaults.morale) {
                key(out, "morale");
                out << show(u.morale);
            }
            if (u.quality != defaults.quality) {
                key(out, "quality");
                out << show(u.quality);
            }
            if (u.limbered) {
                key(out, "limbered");
                out << "true";
            }
            if (u.firing) {
                key(out, "firing");
                out << "true";
            }
            const std::pair<const char*, const std::string*> refs[] = {
                {"charging", &u.charging},
                {"occupies", &u.occupies},
                {"attached_to", &u.attachedTo},
                {"army_list", &u.armyList}};
            for (const auto& [k, v] : refs) {
                if (v->empty()) continue;
                key(out, k);
                text(out, *v);
            }
            if (u.baseThickness) {
                key(out, "base_thickness");
                number(out, *u.baseThickness);
            }
            if (u.extra) extra(out, keysOf(*u.extra));
            out << YAML::EndMap;
        }
        out << YAML::EndSeq;
    }
    if (g.backdrop) writeBackdrop(out, *g.backdrop);
    if (g.turn) writeTurn(out, *g.turn, unknown);
}

// Every field of the part, exactly (doubles compared with ==).
bool sameGrandeTactique(const Scenario& sa, const Scenario& sb) {
    const gt::Setup &a = sa.gt(), &b = sb.gt();
    if (a.tableWidth != b.tableWidth || a.tableDepth != b.tableDepth ||
        a.terrain.size() != b.terrain.size() || a.units.size() != b.units.size() ||
        a.turn != b.turn)
        return false;
    for (std::size_t i = 0; i < a.terrain.size(); ++i) {
        const Terrain &x = a.terrain[i], &y = b.terrain[i];
        if (x.id != y.id || x.kind != y.kind || x.outline != y.outline || x.top != y.top ||
            x.path != y.path || x.width != y.width || x.height != y.height)
            return false;
    }
    for (std::size_t i = 0; i < a.units.size(); ++i) {
        const Unit &x = a.units[i], &y = b.units[i];
        if (x.id != y.id || x.side != y.side || x.type != y.type || x.name != y.name ||
            !(x.at == y.at) || x.facing != y.facing || !sameSize(x.size, y.size) ||
            x.formation != y.formation || x.morale != y.morale || x.quality != y.quality ||
            x.limbered != y.limbered || x.firing != y.firing || x.charging != y.charging ||
            x.occupies != y.occupies || x.attachedTo != y.attachedTo || x.armyList != y.armyList ||
            !sameLength(x.baseThickness, y.baseThickness))
            return false;
    }
    if (a.backdrop.has_value() != b.backdrop.has_value()) return false;
    if (a.backdrop &&
        (a.backdrop->image != b.backdrop->image || a.backdrop->opacity != b.backdrop->opacity ||
         a.backdrop->marks != b.backdrop->marks))
        return false;
    return true;
}

} // namespace cdo::io
