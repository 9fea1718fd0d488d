#include "app/gt/all_batteries.h"

#include "app/view/density.h"
#include "app/view/render.h"

#include <algorithm>
#include <array>
#include <string>

namespace cdo::app {

std::vector<BatteryTargets> allBatteryTargets(const Engine& engine, const Scenario& s) {
    std::vector<BatteryTargets> out;
    int number = 0;
    for (std::size_t i = 0; i < s.gt().units.size(); ++i) {
        if (!isArtillery(s.gt().units[i].type)) continue;
        BatteryTargets b;
        b.battery = int(i);
        b.number = ++number;
        for (const RulingPtr& r : engine.validTargets(int(i)))
            if (const int t = engine.unitIndex(r->target); t >= 0) b.targets.push_back(t);
        out.push_back(std::move(b));
    }
    return out;
}

namespace {

bool inside(const Box& b, Vec2 p) {
    return b.lo.x <= p.x && p.x <= b.hi.x && b.lo.y <= p.y && p.y <= b.hi.y;
}

// Everything of the scenario but the units and the La Bataille battle (no batteries there:
// its units are not in `units`, and its engine gives no boxes, so every edit asks again).
bool sameAround(const Scenario& a, const Scenario& b) {
    return a.version == b.version && a.ruleset() == b.ruleset() &&
           a.gt().tableWidth == b.gt().tableWidth && a.gt().tableDepth == b.gt().tableDepth &&
           a.armies == b.armies && a.gt().terrain == b.gt().terrain && a.gt().turn == b.gt().turn &&
           a.gt().backdrop == b.gt().backdrop;
}

// Equal but for where it stands and faces.
bool sameButPose(const Unit& a, const Unit& b) {
    Unit c = a;
    c.at = b.at;
    c.facing = b.facing;
    return c == b;
}

} // namespace

BatteryTargets AllBatteries::ask(const Engine& engine, int battery, int number,
                                 std::optional<Box>& box) {
    BatteryTargets b;
    b.battery = battery;
    b.number = number;
    Engine::DependentTargets answer = engine.validTargetsDepending(battery);
    for (const RulingPtr& r : answer.rulings)
        if (const int t = engine.unitIndex(r->target); t >= 0) b.targets.push_back(t);
    box = answer.dependsOn;
    ++recomputed_;
    ++asked_;
    return b;
}

void AllBatteries::recomputeAll(const Engine& engine) {
    const Scenario& s = engine.scenario();
    answers_.clear();
    dependsOn_.clear();
    int number = 0;
    for (std::size_t i = 0; i < s.gt().units.size(); ++i) {
        if (!isArtillery(s.gt().units[i].type)) continue;
        answers_.push_back(ask(engine, int(i), ++number, dependsOn_.emplace_back()));
    }
    was_ = s;
    valid_ = true;
    recomputedAll_ = true;
}

void AllBatteries::clear() {
    valid_ = false;
    answers_.clear();
    dependsOn_.clear();
    was_ = {};
}

const std::vector<BatteryTargets>& AllBatteries::update(const Engine& engine) {
    const Scenario& s = engine.scenario();
    recomputed_ = 0;
    recomputedAll_ = false;
    if (!valid_ || s.ruleset() != Ruleset::GrandeTactique || !sameAround(was_, s) ||
        was_.gt().units.size() != s.gt().units.size()) {
        recomputeAll(engine);
        return answers_;
    }
    // The units moved or turned, each unchanged otherwise; anything else: ask every battery.
    std::vector<int> moved;
    for (std::size_t i = 0; i < s.gt().units.size(); ++i) {
        const Unit &a = was_.gt().units[i], &b = s.gt().units[i];
        if (a == b) continue;
        // Units that occupy a woods or BUA are every firer's candidates, wherever they stand.
        if (!sameButPose(a, b) || !b.occupies.empty()) {
            recomputeAll(engine);
            return answers_;
        }
        moved.push_back(int(i));
    }
    for (std::size_t k = 0; k < answers_.size(); ++k) {
        const int battery = answers_[k].battery;
        const std::optional<Box>& box = dependsOn_[k];
        bool affected = !box;
        for (std::size_t m = 0; m < moved.size() && !affected; ++m) {
            const int i = moved[m];
            affected = i == battery || inside(*box, was_.gt().units[size_t(i)].at) ||
                       inside(*box, s.gt().units[size_t(i)].at);
        }
        if (affected) answers_[k] = ask(engine, battery, answers_[k].number, dependsOn_[k]);
    }
    for (const int i : moved) {
        was_.gt().units[size_t(i)].at = s.gt().units[size_t(i)].at;
        was_.gt().units[size_t(i)].facing = s.gt().units[size_t(i)].facing;
    }
    return answers_;
}

BatteryStyle batteryStyle(int number) {
    // Okabe and Ito's palette without its black: told apart by deuteranopes and protanopes.
    static const std::array<Colour, 7> palette{{{230, 159, 0},
                                                {86, 180, 233},
                                                {0, 158, 115},
                                                {240, 228, 66},
                                                {0, 114, 178},
                                                {213, 94, 0},
                                                {204, 121, 167}}};
    static constexpr std::array<float, 3> dashes{0, 14, 6};
    const int k = std::max(number, 1) - 1;
    return {palette[std::size_t(k % 7)], dashes[std::size_t((k / 7) % 3)]};
}

void drawAllBatteries(Scene& scene, const Camera& cam, const gt::Table& table,
                      std::span<const BatteryTargets> all) {
    const int n = int(table.units().size());
    const float width = linePx(kBatteryLineMm);
    for (const BatteryTargets& b : all) {
        if (b.battery < 0 || b.battery >= n) continue;
        const BatteryStyle st = batteryStyle(b.number);
        const std::string label = std::to_string(b.number);
        const unsigned size = textPxForCap(kLabelCapMm); // sized in mm, as every map label
        const Vec2 from = cam.toScreen(table.unit(b.battery).corners.fm());
        for (const int t : b.targets) {
            if (t < 0 || t >= n) continue;
            const Vec2 to = cam.toScreen(table.unit(t).unit->at);
            // A thin casing: enough to read on any cloth, and 158 of them on a 400-base
            // table are a fill the rasteriser pays for at every frame.
            scene.over.line(from, to, width + 2 * linePx(kBatteryCasingMm), palette().outline);
            if (st.dash > 0)
                scene.over.dashedLine(from, to, width, st.dash, st.colour);
            else
                scene.over.line(from, to, width, st.colour);
            // Near the target, where a player looks to see who may shoot at it; chips of
            // batteries aiming at one unit sit at the same point only when the lines coincide.
            const Vec2 chip = lerp(from, to, 0.72);
            scene.text.add(chip - Vec2{0, size * 0.62}, label, size, inkOn(st.colour),
                           TextBatch::Align::Centre, st.colour);
        }
        // The battery's own number beside its left flank, clear of the lettered marks behind
        // it and of its lines in front.
        const gt::BaseCorners& c = table.unit(b.battery).corners;
        const Vec2 fl = cam.toScreen(c.fl), fr = cam.toScreen(c.fr);
        const Vec2 flank = cam.toScreen(lerp(c.fl, c.rl, 0.5));
        const double across = dist(fl, fr);
        const Vec2 out = across > 0 ? (fl - fr) * (1.0 / across) : Vec2{-1, 0};
        scene.text.add(flank + out * double(size) - Vec2{0, size * 0.62}, label, size,
                       inkOn(st.colour), TextBatch::Align::Centre, st.colour);
    }
}

} // namespace cdo::app
