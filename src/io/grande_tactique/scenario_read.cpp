// Reading a Grande Tactique scenario (ruleset: grande-tactique; scenario-format.md): the table,
// its terrain and units, the photo backdrop and the turn record, every key checked at its place.
// scenario_io.cpp has read coupdoeil and ruleset.
#include "io/rulesets.h"

#include "core/grande_tactique/battery.h"

#include "core/geometry.h"
#include "core/homography.h"
#include "core/limits.h"
#include "core/shape.h"
#include "io/scenario_keys.h"
#include "io/scenario_parts.h"
#include "io/yaml_util.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <functional>
#include <map>
#include <set>
#include <string>
#include <vector>

namespace cdo::io {

namespace {

// A measure: its name in the file and how many of it make an inch.
struct Measure {
    std::string_view name;
    double perInch;
};
constexpr std::array measures{Measure{"in", 1.0}, Measure{"cm", 2.54}, Measure{"mm", 25.4}};

} // namespace

namespace {

class TableReader {
  public:
    explicit TableReader(std::string file) : file_(std::move(file)) {}

    // The keys of a Grande Tactique scenario (scenario-format.md), in the order they are checked.
    void read(MapReader& top, Scenario& s, UnknownKeys& unknown) {
        gt::Setup& g = s.part.emplace<gt::Setup>();
        tableWidth_ = g.tableWidth;
        tableDepth_ = g.tableDepth;
        if (auto f = top.optional("measure")) readMeasure(*f);

        if (auto f = top.optional("table")) {
            Field tableField = *f;
            tableField.owner = "table";
            tableField.label.clear();
            MapReader table(tableField, "a table");
            g.tableWidth =
                boundedLength(table.required("width"), limits::maxTableSide, "a table side");
            g.tableDepth =
                boundedLength(table.required("depth"), limits::maxTableSide, "a table side");
            unknown.table = table.unknownKeys();
            tableWidth_ = g.tableWidth;
            tableDepth_ = g.tableDepth;
        }
        readArmies(top, s, unknown, perInch_);
        // An empty `terrain:` or `units:` (a null value) is an empty list.
        if (auto f = top.optional("terrain"); f && !f->node.IsNull()) {
            const std::vector<Field> list = readList(*f, "entry");
            if (list.size() > limits::maxTerrain)
                f->fail("holds " + std::to_string(list.size()) +
                        " entries; a scenario may hold at most " +
                        std::to_string(limits::maxTerrain) + " terrain entries");
            for (std::size_t i = 0; i < list.size(); ++i)
                g.terrain.push_back(readTerrain(list[i], i));
        }
        if (auto f = top.optional("units"); f && !f->node.IsNull()) {
            const std::vector<Field> list = unitEntries(*f);
            for (std::size_t i = 0; i < list.size(); ++i)
                g.units.push_back(readUnit(list[i], i));
        }
        checkReferences(g);
        if (auto f = top.optional("backdrop"); f && !f->node.IsNull())
            g.backdrop = readBackdrop(*f);
        if (auto f = top.optional("turn"); f && !f->node.IsNull())
            g.turn = readTurn(*f, g, unknown);
    }

  private:
    // References between entries, kept until every unit and terrain entry is known.
    struct Refs {
        std::optional<Field> charging, occupies, attachedTo;
    };

    void readMeasure(const Field& f) {
        const std::string word = readId(f);
        for (const Measure& m : measures) {
            if (word == m.name) {
                perInch_ = m.perInch;
                return;
            }
        }
        f.fail("unknown measure " + quote(word) + " (expected in, cm or mm)");
    }

    // Dividing by 2.54 leaves float noise (66.04 cm -> 26.000000000000004 in) that would be
    // saved as such; 12 significant digits keep far more than a tape measure gives.
    double toInches(double v) const { return io::toInches(v, perInch_); }

    // A size or width: positive in the file, and from limits::minLength to `most` inches once
    // converted (a denormal in mm would otherwise become 0 inches).
    double boundedLength(const Field& f, double most, std::string_view what) const {
        const double v = readNumber(f);
        if (v <= 0.0) f.fail("must be positive, got " + formatNumber(v));
        const double in = toInches(v);
        if (in < limits::minLength || in > most)
            f.fail(std::string(what) + " must be from " + formatNumber(limits::minLength) + " to " +
                   formatNumber(most) + " inches, got " + formatNumber(v) +
                   (perInch_ == 1.0 ? "" : " (" + formatNumber(in) + " inches)"));
        return in;
    }

    double thickness(const Field& f) const { return readThickness(f, perInch_); }

    static Field component(const Field& point, std::size_t i, std::string_view name) {
        Field c = point.element(i, "");
        c.label = point.label + " " + std::string(name);
        return c;
    }

    static void requirePair(const Field& f, std::string_view shape) {
        if (!f.node.IsSequence() || f.node.size() != 2) {
            std::string got =
                f.node.IsSequence()
                    ? "a list of " + std::to_string(f.node.size()) +
                          (f.node.size() == 1 ? " item" : " items")
                    : (f.node.IsNull() ? std::string("nothing") : std::string("a single value"));
            if (f.node.IsMap()) got = "a map";
            f.fail("expected " + std::string(shape) + ", got " + got);
        }
    }

    // A position on the table: two numbers, neither negative.
    Vec2 point(const Field& f) const {
        requirePair(f, "a point [x, y] (a list of two numbers)");
        Vec2 p;
        double* xy[2] = {&p.x, &p.y};
        for (std::size_t i = 0; i < 2; ++i) {
            const Field c = component(f, i, i == 0 ? "x" : "y");
            const double v = readNumber(c);
            if (v < 0.0) c.fail("a coordinate must not be negative, got " + formatNumber(v));
            *xy[i] = toInches(v);
            const double side = i == 0 ? tableWidth_ : tableDepth_;
            if (*xy[i] > side)
                c.fail("lies off the table, which is " + formatNumber(side) + " inches " +
                       (i == 0 ? "wide" : "deep") + "; got " + formatNumber(v) +
                       (perInch_ == 1.0 ? "" : " (" + formatNumber(*xy[i]) + " inches)"));
        }
        return p;
    }

    Vec2 baseSize(const Field& f) const {
        requirePair(f, "a size [frontage, depth] (a list of two numbers)");
        return {boundedLength(component(f, 0, "frontage"), limits::maxBaseSide, "a base side"),
                boundedLength(component(f, 1, "depth"), limits::maxBaseSide, "a base side")};
    }

    std::vector<Vec2> points(const Field& f, std::vector<Field>& fields) const {
        if (f.node.IsSequence() && f.node.size() > limits::maxVertices)
            f.fail("has " + std::to_string(f.node.size()) +
                   " points; an outline, top or path may have at most " +
                   std::to_string(limits::maxVertices));
        fields = readList(f, "point");
        totalVertices_ += fields.size();
        if (totalVertices_ > limits::maxTotalVertices)
            f.fail("brings the corners of all outlines, tops and paths to " +
                   std::to_string(totalVertices_) + "; a scenario may have at most " +
                   std::to_string(limits::maxTotalVertices));
        std::vector<Vec2> pts;
        pts.reserve(fields.size());
        for (const Field& p : fields)
            pts.push_back(point(p));
        return pts;
    }

    // An outline or a hill top, in file order; the caller stores it counter-clockwise.
    // The shape rules live in outlineProblem() and friends, shared with the app's editor.
    static void failAtProblem(const Field& whole, const std::vector<Field>& fields,
                              const ShapeProblem& p) {
        if (p.point >= 0 && std::size_t(p.point) < fields.size())
            fields[size_t(p.point)].fail(p.message);
        whole.fail(p.message);
    }

    Polygon polygon(const Field& f, std::vector<Field>& fields) const {
        Polygon pts = points(f, fields);
        if (auto p = outlineProblem(pts)) failAtProblem(f, fields, *p);
        return pts;
    }

    std::vector<Vec2> path(const Field& f) const {
        std::vector<Field> fields;
        std::vector<Vec2> pts = points(f, fields);
        if (auto p = pathProblem(pts)) failAtProblem(f, fields, *p);
        return pts;
    }

    Terrain readTerrain(const Field& element, std::size_t index) {
        MapReader m(entryField(element, "terrain", index), "a terrain entry");
        Terrain t;
        const Field id = m.required("id");
        t.id = readId(id);
        if (auto p = idProblem(t.id)) failBadId(id, *p);
        m.setOwner("terrain " + quote(t.id));
        if (auto [it, fresh] = terrainIds_.emplace(t.id, id); !fresh)
            id.fail("duplicate terrain id " + quote(t.id) + " (first at line " +
                    lineOf(it->second) + ")");
        t.kind = readEnum<TerrainKind>(m.required("kind"), "terrain kind", allTerrainKinds,
                                       parseTerrainKind, show<TerrainKind>);
        const std::string kind = show(t.kind);

        const bool area = !isPath(t.kind);
        const std::string takes = t.kind == TerrainKind::Hill   ? "'outline' and 'top'"
                                  : area                        ? "'outline'"
                                  : t.kind == TerrainKind::Road ? "'path' and 'width'"
                                                                : "'path'";
        // `height` (a hill's, this project's own key) is read on a hill only; on another kind
        // it is one more key kept as it is, as files written before it came may have it.
        for (std::string_view key : {"outline", "top", "path", "width"}) {
            const bool applies = key == "outline" ? area
                                 : key == "top"   ? t.kind == TerrainKind::Hill
                                 : key == "path"  ? !area
                                                  : t.kind == TerrainKind::Road;
            if (!applies && m.has(key))
                m.optional(key)->fail("does not apply to a " + kind + " (it takes " + takes + ")");
        }

        if (area) {
            const Field outlineField = m.required("outline");
            std::vector<Field> outlineFields;
            const Polygon outline = polygon(outlineField, outlineFields);
            if (auto f = m.optional("top")) {
                std::vector<Field> topFields;
                const Polygon top = polygon(*f, topFields);
                if (auto p = topProblem(outline, top)) failAtProblem(*f, topFields, *p);
                t.top = counterClockwise(top);
            }
            if (auto f = t.kind == TerrainKind::Hill ? m.optional("height") : std::nullopt)
                t.height = boundedLength(*f, limits::maxHillHeight, "a hill's height");
            t.outline = counterClockwise(outline);
        } else {
            t.path = path(m.required("path"));
            if (auto f = m.optional("width"))
                t.width = boundedLength(*f, limits::maxRoadWidth, "a road's width");
        }
        if (YamlNode u = m.unknownKeys(); !u.IsNull()) t.extra = std::make_shared<ExtraKeys>(u);
        return t;
    }

    Unit readUnit(const Field& element, std::size_t index) {
        MapReader m(entryField(element, "unit", index), "a unit");
        Unit u;
        const Field id = m.required("id");
        u.id = readId(id);
        if (auto p = idProblem(u.id)) failBadId(id, *p);
        m.setOwner("unit " + quote(u.id));
        if (auto [it, fresh] = unitIds_.emplace(u.id, id); !fresh)
            id.fail("duplicate unit id " + quote(u.id) + " (first at line " + lineOf(it->second) +
                    ")");
        u.side = readId(m.required("side"));
        u.type = readEnum<UnitType>(m.required("type"), "unit type", allUnitTypes, parseUnitType,
                                    show<UnitType>);
        if (auto f = m.optional("name")) u.name = readText(*f);
        u.at = point(m.required("at"));
        u.facing = readNumber(m.required("facing"));
        if (auto f = m.optional("size")) u.size = baseSize(*f);
        if (auto f = m.optional("formation"))
            u.formation = readEnum<Formation>(*f, "formation", allFormations, parseFormation,
                                              show<Formation>);
        if (auto f = m.optional("morale"))
            u.morale = readEnum<Morale>(*f, "morale", allMorales, parseMorale, show<Morale>);
        if (auto f = m.optional("quality"))
            u.quality = readEnum<Quality>(*f, "quality", allQualities, parseQuality, show<Quality>);
        if (auto f = m.optional("limbered")) u.limbered = readBool(*f);
        if (auto f = m.optional("firing")) u.firing = readBool(*f);
        Refs refs;
        if ((refs.charging = m.optional("charging"))) u.charging = readId(*refs.charging);
        if ((refs.occupies = m.optional("occupies"))) u.occupies = readId(*refs.occupies);
        if ((refs.attachedTo = m.optional("attached_to"))) u.attachedTo = readId(*refs.attachedTo);
        if (auto f = m.optional("army_list")) u.armyList = readId(*f);
        if (auto f = m.optional("base_thickness")) u.baseThickness = thickness(*f);
        refs_.push_back(std::move(refs));
        if (YamlNode k = m.unknownKeys(); !k.IsNull()) u.extra = std::make_shared<ExtraKeys>(k);
        return u;
    }

    // A photo of the table (docs/conventions.md, "The photo backdrop"). The photo itself is
    // not opened here: a scenario loads without it (the app says why it is not shown).
    Backdrop readBackdrop(const Field& f) const {
        Field bf = f;
        bf.owner = "backdrop";
        bf.label.clear();
        MapReader m(bf, "a backdrop");
        Backdrop b;
        const Field image = m.required("image");
        b.image = readText(image);
        if (b.image.empty()) image.fail("the photo's file name is empty");
        if (b.image.size() > limits::maxPathLength)
            image.fail("a file name may be at most " + std::to_string(limits::maxPathLength) +
                       " characters long, got " + std::to_string(b.image.size()));
        for (unsigned char c : b.image)
            if (c < 0x20 || c == 0x7f)
                image.fail("a file name may not hold control characters, got " + quote(b.image));
        if (auto o = m.optional("opacity")) {
            b.opacity = readNumber(*o);
            if (b.opacity < 0 || b.opacity > 1)
                o->fail("an opacity is from 0 (unseen) to 1 (opaque), got " +
                        formatNumber(b.opacity));
        }
        std::vector<Field> placedFields;
        std::vector<PhotoMark> placed;
        // 4 to 20 marks, placed or not (the app starts a photo with the table's 4 corners and
        // keeps at least 4): fewer could never lay the photo on the table.
        const std::optional<Field> mf = m.optional("marks");
        if (!mf || mf->node.IsNull())
            (mf ? *mf : bf)
                .fail("gives no marks; a photo takes 4 to 20 (the table's corners at "
                      "least)");
        {
            if (mf->node.IsSequence() && mf->node.size() > kMaxPhotoMarks)
                mf->fail("holds " + std::to_string(mf->node.size()) +
                         " marks; a photo takes at most " + std::to_string(kMaxPhotoMarks));

            const std::vector<Field> list = readList(*mf, "mark");
            for (std::size_t i = 0; i < list.size(); ++i) {
                // Strict: a mark is two points, and a misspelt key would lose a placed mark.
                Field ef = list[i];
                ef.label.clear();
                const std::string what = "backdrop mark " + std::to_string(i + 1);
                ef.owner = what;
                MapReader e(ef, MapReader::Strict{what, {"table", "image"}});
                BackdropMark k;
                k.table = point(e.required("table"));
                if (auto im = e.optional("image")) {
                    k.image = imagePoint(*im);
                    placedFields.push_back(*im);
                    placed.push_back({*k.image, k.table});
                }
                b.marks.push_back(k);
            }
            if (b.marks.size() < kMinPhotoMarks)
                mf->fail("holds " + std::to_string(b.marks.size()) + " mark" +
                         (b.marks.size() == 1 ? "" : "s") + "; a photo takes at least " +
                         std::to_string(kMinPhotoMarks) + " (the table's corners)");
            // Four or more placed: they must place the photo (three in line, a bow tie...).
            if (placed.size() >= kMinPhotoMarks)
                if (auto p = marksProblem(placed)) {
                    if (p->mark >= 0) placedFields[std::size_t(p->mark)].fail(p->message);
                    mf->fail(p->message);
                }
        }
        if (YamlNode u = m.unknownKeys(); !u.IsNull()) b.extra = std::make_shared<ExtraKeys>(u);
        return b;
    }

    // A point of the photo, in its pixels: not converted by `measure`.
    static Vec2 imagePoint(const Field& f) {
        requirePair(f, "a photo point [x, y] in pixels (a list of two numbers)");
        Vec2 p;
        double* xy[2] = {&p.x, &p.y};
        for (std::size_t i = 0; i < 2; ++i) {
            const Field c = component(f, i, i == 0 ? "x" : "y");
            const double v = readNumber(c);
            if (v < 0 || v > double(limits::maxImageSide))
                c.fail("a photo point is from 0 to " + std::to_string(limits::maxImageSide) +
                       " pixels, got " + formatNumber(v));
            *xy[i] = v;
        }
        return p;
    }

    // The turn record (G9's ledger): every id it names exists, and no general spends more PIPs
    // than it has this turn (the ledger never goes below zero).
    TurnRecord readTurn(const Field& f, const gt::Setup& s, UnknownKeys& unknown) {
        Field tf = f;
        tf.owner = "turn";
        tf.label.clear();
        MapReader m(tf, "a turn record");
        TurnRecord t;
        const auto bounded = [](const Field& x, long long most, std::string_view what) {
            const long long v = readInteger(x);
            if (v < 0 || v > most)
                x.fail(std::string(what) + " is from 0 to " + std::to_string(most) + ", got " +
                       std::to_string(v));
            return int(v);
        };
        // A turn's number, here and in `gone`, in the app's words.
        const auto turnNumber = [](const Field& x) {
            const long long v = readInteger(x);
            if (v < 1 || v > limits::maxTurnNumber)
                x.fail("turns are counted from 1 to " + std::to_string(limits::maxTurnNumber) +
                       ", got " + std::to_string(v));
            return int(v);
        };
        if (auto n = m.optional("number")) t.number = turnNumber(*n);
        std::set<std::string, std::less<>> sides;
        for (const Unit& u : s.units)
            sides.insert(u.side);
        std::map<std::string, Field, std::less<>> goneIds;
        if (auto g = m.optional("gone"); g && !g->node.IsNull()) {
            const std::vector<Field> list = readList(*g, "entry");
            for (std::size_t i = 0; i < list.size(); ++i) {
                MapReader e(entryField(list[i], "gone unit", i), "a gone unit");
                GoneUnit x;
                const Field id = e.required("id");
                x.id = readId(id);
                if (auto p = idProblem(x.id)) failBadId(id, *p);
                if (unitIds_.contains(x.id))
                    id.fail(quote(x.id) + " is still on the table; a gone unit is one removed "
                                          "from it (spiked guns, G9)");
                if (!goneIds.emplace(x.id, id).second)
                    id.fail("duplicate gone unit " + quote(x.id));
                x.side = readId(e.required("side"));
                sides.insert(x.side);
                if (auto n = e.optional("name")) x.name = readText(*n);
                if (auto b = e.optional("by")) x.by = readId(*b);
                if (auto n = e.optional("turn")) x.turn = turnNumber(*n);
                t.gone.push_back(std::move(x));
                unknown.turnGone.push_back(e.unknownKeys());
            }
        }
        if (auto x = m.optional("side")) {
            t.side = readId(*x);
            if (!sides.contains(t.side)) {
                std::string all;
                for (const std::string& side : sides)
                    all += (all.empty() ? "" : ", ") + side;
                x->fail("no unit is on side " + quote(t.side) + " (the sides are " +
                        (all.empty() ? std::string("none") : all) + ")");
            }
        }
        std::map<std::string, int, std::less<>> left; // PIPs left per general, as read
        if (auto p = m.optional("pips"); p && !p->node.IsNull()) {
            const std::vector<Field> list = readList(*p, "entry");
            for (std::size_t i = 0; i < list.size(); ++i) {
                MapReader e(entryField(list[i], "PIP entry", i), "a PIP entry");
                PipRoll r;
                const Field g = e.required("general");
                r.general = readId(g);
                const Unit* u = s.findUnit(r.general);
                if (!u) g.fail("no unit has the id " + quote(r.general));
                if (u->type != UnitType::General)
                    g.fail(quote(r.general) + " is " + show(u->type) +
                           "; PIPs go to divisional generals (G9)");
                r.pips = bounded(e.required("pips"), limits::maxPips, "a general's PIPs");
                if (!left.emplace(r.general, r.pips).second)
                    g.fail("PIPs for " + quote(r.general) + " are already entered this turn");
                t.pips.push_back(std::move(r));
                unknown.turnPips.push_back(e.unknownKeys());
            }
        }
        if (auto a = m.optional("actions"); a && !a->node.IsNull()) {
            const std::vector<Field> list = readList(*a, "entry");
            if (list.size() > limits::maxTurnActions)
                a->fail("holds " + std::to_string(list.size()) +
                        " actions; a turn may hold at most " +
                        std::to_string(limits::maxTurnActions));
            for (std::size_t i = 0; i < list.size(); ++i) {
                MapReader e(entryField(list[i], "action", i), "an action");
                TurnAction x;
                const Field unit = e.required("unit");
                x.unit = readId(unit);
                if (!unitIds_.contains(x.unit) && !goneIds.contains(x.unit))
                    unit.fail("no unit has the id " + quote(x.unit));
                // Only a battery takes these actions (G9); a gone unit is spiked guns.
                const Unit* actor = s.findUnit(x.unit);
                if (actor && !isArtillery(actor->type))
                    unit.fail(quote(x.unit) + " is " + show(actor->type) +
                              "; only a battery limbers, unlimbers, pivots, fires, is "
                              "de-silenced or spiked (G9)");
                const std::string actorSide =
                    actor ? actor->side
                          : std::find_if(t.gone.begin(), t.gone.end(), [&](const GoneUnit& g) {
                                return g.id == x.unit;
                            })->side;
                const Field action = e.required("action");
                x.action = readId(action);
                if (!gt::parseBatteryAction(x.action)) {
                    std::string all;
                    for (gt::BatteryAction b : gt::allBatteryActions)
                        all += (all.empty() ? "" : ", ") + std::string(gt::code(b));
                    action.fail("unknown action " + quote(x.action) + " (expected one of " + all +
                                ")");
                }
                const Field general = e.required("general");
                x.general = readId(general);
                const auto it = left.find(x.general);
                if (it == left.end())
                    general.fail(quote(x.general) + " has no PIPs entered this turn ('pips')");
                // A battery's own side pays for its actions; spiking is paid by the enemy that
                // spikes it (G9).
                const bool spike = x.action == gt::code(gt::BatteryAction::Spike);
                const std::string& payer = s.findUnit(x.general)->side;
                if (!spike && payer != actorSide)
                    general.fail(quote(x.general) + " is on side " + quote(payer) + " and " +
                                 quote(x.unit) + " on side " + quote(actorSide) +
                                 ": a battery's actions are paid with its own side's PIPs (G9)");
                if (spike && payer == actorSide)
                    general.fail(quote(x.general) + " is on side " + quote(payer) + ", as " +
                                 quote(x.unit) +
                                 " is: spiking is paid with the spiking side's PIPs (G9)");
                const Field cost = e.required("cost");
                x.cost = bounded(cost, limits::maxPips, "a cost in PIPs");
                if (x.cost > it->second)
                    cost.fail("overspends: " + quote(x.general) + " has " +
                              std::to_string(it->second) + " PIP" + (it->second == 1 ? "" : "s") +
                              " left this turn and this action costs " + std::to_string(x.cost));
                it->second -= x.cost;
                if (auto b = e.optional("by")) {
                    x.by = readId(*b);
                    if (!unitIds_.contains(x.by)) b->fail("no unit has the id " + quote(x.by));
                }
                t.actions.push_back(std::move(x));
                unknown.turnActions.push_back(e.unknownKeys());
            }
        }
        unknown.turn = m.unknownKeys();
        return t;
    }

    void checkReferences(const gt::Setup& s) const {
        for (std::size_t i = 0; i < s.units.size(); ++i) {
            const Unit& u = s.units[i];
            const Refs& r = refs_[i];
            if (r.charging) {
                if (u.charging == u.id) r.charging->fail("a unit cannot charge itself");
                if (!unitIds_.contains(u.charging))
                    r.charging->fail("no unit has the id " + quote(u.charging));
            }
            if (r.occupies) {
                if (!terrainIds_.contains(u.occupies))
                    r.occupies->fail("no terrain has the id " + quote(u.occupies));
                for (const Terrain& t : s.terrain)
                    if (t.id == u.occupies && t.kind != TerrainKind::Woods &&
                        t.kind != TerrainKind::Bua)
                        r.occupies->fail(quote(t.id) + " is a " + show(t.kind) +
                                         "; a unit can only occupy a woods or a bua");
            }
            if (r.attachedTo) {
                if (u.type != UnitType::General)
                    r.attachedTo->fail("only a general can be attached to a unit");
                if (u.attachedTo == u.id)
                    r.attachedTo->fail("a general cannot be attached to itself");
                if (!unitIds_.contains(u.attachedTo))
                    r.attachedTo->fail("no unit has the id " + quote(u.attachedTo));
            }
        }
    }

    // Square inches (or inches for a distance from a line) below which a shape is flat.

    std::string file_;
    double perInch_ = 1.0;
    double tableWidth_ = 0.0, tableDepth_ = 0.0; // inches, known before any point is read
    mutable std::size_t totalVertices_ = 0;      // of every outline, top and path so far
    std::map<std::string, Field, std::less<>> unitIds_;
    std::map<std::string, Field, std::less<>> terrainIds_;
    std::vector<Refs> refs_;
};

} // namespace

void readGrandeTactique(MapReader& top, Scenario& s, UnknownKeys& unknown,
                        const std::string& file) {
    TableReader(file).read(top, s, unknown);
}

} // namespace cdo::io
