// La Bataille for the app's tests: the battle of tests/app/data/lb-small.yaml built in code
// (the file layer of this branch may not read that format yet), and a stand-in engine whose
// answers are simple and known (hex distance only), so that the app's painting of rulings can
// be checked whatever the real engine decides.
#pragma once

#include "core/engine.h"
#include "core/model.h"

#include <algorithm>
#include <memory>
#include <string>
#include <vector>

namespace cdo::test {

inline lb::Hex hexOf(const lb::HexGrid& g, const char* id) {
    return *g.parse(id);
}

inline Scenario smallBattle() {
    Scenario s;
    s.part = lb::Battle{};
    lb::Battle& b = s.lb();
    b.grid.columns = 16;
    b.grid.rows = 11;
    auto put = [&](std::initializer_list<const char*> ids, lb::HexState st) {
        for (const char* id : ids)
            b.hexes[hexOf(b.grid, id)] = st;
    };
    put({"0505", "0506", "0406"}, {"woods", 0, false});
    put({"1207", "1307"}, {"village", 0, false});
    put({"1410", "1411"}, {"marsh", 0, false});
    put({"0308"}, {"garden", 0, false});
    put({"0604", "0804", "0805", "0903", "1004"}, {"clear", 1, false});
    put({"0703", "0704"}, {"clear", 2, false});
    put({"0705", "0806", "0605"}, {"clear", 1, true});
    auto unit = [&](const char* id, const char* side, lb::Arm arm,
                    std::initializer_list<const char*> hexes, lb::Formation f, double facing,
                    int increments) -> lb::Unit& {
        lb::Unit u;
        u.id = id;
        u.side = side;
        u.arm = arm;
        for (const char* h : hexes)
            u.hexes.push_back(hexOf(b.grid, h));
        u.formation = f;
        u.facing = facing;
        u.increments = increments;
        if (arm != lb::Arm::Leader) u.fire = 1;
        b.units.push_back(u);
        return b.units.back();
    };
    using A = lb::Arm;
    using F = lb::Formation;
    unit("fr-art-1", "french", A::FootArtillery, {"0609"}, F::Unlimbered, 0, 4).maxRange = 10;
    unit("fr-ir-1", "french", A::Infantry, {"0810", "0709"}, F::Line, 30, 10);
    unit("fr-ir-2", "french", A::Infantry, {"1010"}, F::Column, 0, 8);
    unit("fr-ir-3", "french", A::Infantry, {"1010"}, F::Column, 0, 7).stack = 1;
    unit("fr-lasalle", "french", A::Leader, {"0609"}, F::Column, 0, 0).artilleryBonus = true;
    unit("au-ir-1", "austrian", A::Infantry, {"0704"}, F::Column, 180, 6);
    unit("au-ir-2", "austrian", A::Infantry, {"1004", "0903"}, F::Line, 210, 9);
    unit("au-art-1", "austrian", A::FootArtillery, {"1203"}, F::Unlimbered, 180, 3).maxRange = 10;
    unit("au-cav-1", "austrian", A::HeavyCavalry, {"0302"}, F::Column, 180, 5);
    unit("au-jg-1", "austrian", A::Infantry, {"0606"}, F::Skirmish, 150, 3).disordered = true;
    return s;
}

// A ruling of the stand-in: valid for the nearest enemy (by hex distance from the firer's
// first hex), "not-closest" for others within 6 hexes, "out-of-range" beyond.
struct StandInRuling final : Ruling {
    int distance = 0;
    bool notClosest = false;
    std::vector<Term> reasonTerms() const override {
        if (valid) return {};
        if (notClosest) return {{"not-closest", "a nearer valid target exists"}};
        return {{"out-of-range", "beyond the stand-in's 6 hexes"}};
    }
    std::vector<Term> readingTerms() const override { return {}; }
};

class StandInEngine final : public Engine {
  public:
    explicit StandInEngine(const Scenario& s) : s_(s) {}
    Ruleset ruleset() const override { return Ruleset::LaBataille; }
    const Scenario& scenario() const override { return s_; }
    int unitIndex(std::string_view id) const override { return s_.lb().unitIndex(id); }

    RulingPtr rule(int f, int t) const override {
        auto r = std::make_shared<StandInRuling>();
        const auto& u = s_.lb().units;
        r->firer = u[std::size_t(f)].id;
        r->target = u[std::size_t(t)].id;
        r->distance = dist(f, t);
        int nearest = 1000;
        for (std::size_t i = 0; i < u.size(); ++i)
            if (enemies(f, int(i)) && u[i].arm != lb::Arm::Leader)
                nearest = std::min(nearest, dist(f, int(i)));
        r->valid = enemies(f, t) && r->distance == nearest;
        r->notClosest = !r->valid && enemies(f, t) && r->distance <= 6;
        return r;
    }
    std::vector<RulingPtr> rulingsFor(int f) const override {
        ++unitRulingsMade;
        std::vector<RulingPtr> out;
        for (std::size_t i = 0; i < s_.lb().units.size(); ++i)
            if (int(i) != f) out.push_back(rule(f, int(i)));
        return out;
    }
    std::vector<RulingPtr> validTargets(int f) const override {
        std::vector<RulingPtr> out;
        for (const RulingPtr& r : rulingsFor(f))
            if (r->valid) out.push_back(r);
        return out;
    }
    Measure measure(int, int) const override { return {}; }
    bool enemies(int a, int b) const override {
        return s_.lb().units[std::size_t(a)].side != s_.lb().units[std::size_t(b)].side;
    }
    std::vector<int> unitsNear(Vec2, double) const override { return {}; }
    std::string explain(const Ruling& r) const override {
        return "stand-in: " + r.firer + " at " + r.target;
    }
    std::string summary(const Ruling& r) const override { return r.target; }
    std::string explain(const Measure&) const override { return {}; }
    void drawReach(int f, DebugDraw& d) const override {
        // A wedge north of the firer, as a field of fire would be.
        const lb::HexGrid& g = s_.lb().grid;
        const Vec2 c = g.centre(s_.lb().units[std::size_t(f)].hexes.front());
        const std::vector<Vec2> wedge{c, c + Vec2{-4, 7}, c + Vec2{4, 7}};
        d.polygon(wedge, Ink::Arc, true);
    }
    void drawRuling(const Ruling& r, DebugDraw& d) const override {
        const lb::HexGrid& g = s_.lb().grid;
        const auto& u = s_.lb().units;
        const int f = unitIndex(r.firer), t = unitIndex(r.target);
        d.line(g.centre(u[std::size_t(f)].hexes.front()), g.centre(u[std::size_t(t)].hexes.front()),
               r.valid ? Ink::SightClear : Ink::SightBlocked);
    }

    // How many times a firer's rulings at every counter were made (rulingsFor, and
    // validTargets through it), by every stand-in.
    static inline int unitRulingsMade = 0;

  private:
    int dist(int a, int b) const {
        const auto& u = s_.lb().units;
        return s_.lb().grid.distance(u[std::size_t(a)].hexes.front(),
                                     u[std::size_t(b)].hexes.front());
    }
    const Scenario& s_;
};

// Puts the stand-in in as the La Bataille engine for as long as it lives.
struct WithStandInEngine {
    EngineFactory previous;
    WithStandInEngine()
        : previous(setEngine(Ruleset::LaBataille, [](const Scenario& s) -> std::unique_ptr<Engine> {
              return std::make_unique<StandInEngine>(s);
          })) {}
    ~WithStandInEngine() { setEngine(Ruleset::LaBataille, previous); }
};

} // namespace cdo::test
