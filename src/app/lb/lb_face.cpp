#include "app/lb/lb_face.h"

#include "app/lb/hex_engine.h"
#include "app/lb/hex_render.h"

#include <algorithm>

namespace cdo::app {

void LbFace::updateAnswers(EngineAnswers& answers) {
    const Document& doc = shell_.doc();
    const lb::Battle& b = doc.battle();
    const int f = shell_.counterIndex();
    std::optional<lb::Hex> hex = shell_.selection().hex;
    if (hex && !b.grid.contains(*hex)) hex.reset();
    const Key key{doc.revision(), f, hex};
    if (key == cacheKey_) return;
    const bool firerChanged =
        !cacheKey_ || key.revision != cacheKey_->revision || key.firer != cacheKey_->firer;
    cacheKey_ = key;
    answers.looks.clear();
    if (firerChanged) {
        answers.counters.assign(b.units.size(), CounterLook{});
        answers.valid.clear();
        answers.zoi.clear(); // the zones are the hex tool's (LbFire: every side's)
        if (f >= 0 && doc.hasEngine()) {
            // The engine decides; the app only paints its answer. One ask: the valid targets
            // are the valid ones of the rulings at every counter (as Engine::validTargets).
            const Engine& engine = doc.engine();
            const std::vector<RulingPtr> rulings = engine.rulingsFor(f);
            answers.counters = targetLooks(engine, b, f, rulings);
            for (const RulingPtr& r : rulings)
                if (r->valid) answers.valid.push_back(r);
        }
    }
    for (std::size_t i = 0; i < answers.counters.size(); ++i)
        answers.counters[i].selected = int(i) == f;
    answers.ruling.reset();
    answers.evidence.clear();
    answers.noRuling.clear();
    answers.fromEachHex.clear();
    if (f >= 0 && hex && doc.hasEngine()) {
        HexRuling r = ruleAtHex(doc.engine(), b, f, *hex);
        answers.ruling = std::move(r.ruling);
        answers.noRuling = std::move(r.none);
        answers.fromEachHex = std::move(r.fromEach);
        if (answers.ruling) answers.evidence = doc.engine().evidence(*answers.ruling);
    }
}

void LbFace::buildScene(Scene& scene, bool toolOverlay) {
    const Document& doc = shell_.doc();
    const Scenario& s = doc.scenario();
    const Camera& cam = shell_.camera();
    const ViewSettings& view = shell_.view();
    const EngineAnswers& answers = shell_.answers();
    scene.clear();
    drawHexMap(scene, cam, s.lb(), view.hex);
    const int f = shell_.counterIndex();
    if (view.showZoi) {
        // The enemy's zones, the ones the selected counter moves through, unless the View
        // panel chose sides: each in its side's colour.
        LbFire& fire = hex_.fire();
        fire.update(doc, f, shell_.selection().hex);
        for (const std::string& side : LbFire::shownZoneSides(s.lb(), f, view.zoneSides))
            if (const auto z = fire.answers().zones.find(side); z != fire.answers().zones.end())
                drawZoneOfInfluence(scene, cam, s.lb().grid, z->second, sideColour(s, side));
    }
    std::vector<CounterLook> looks = answers.counters;
    if (!view.showTargets)
        for (CounterLook& l : looks)
            l.asTarget = CounterLook::AsTarget::None;
    SceneDebugDraw dd(cam, scene);
    if (f >= 0 && view.showReach && doc.hasEngine()) doc.engine().drawReach(f, dd);
    drawCounters(scene, cam, s, looks);
    drawTargetMarks(scene, cam, s.lb(), looks, shell_.selection().hex);
    if (answers.ruling && view.showRuling) doc.engine().drawRuling(*answers.ruling, dd);
    if (toolOverlay) hex_.overlay(scene);
    scene.placeLabels(); // the engine's numbers (range bands) are placed labels
}

void LbFace::fitView(Camera& cam, const Layout& l) const {
    // The whole hex map, whose corners are not at the origin, between the panels and below
    // the top bar.
    const lb::Battle& b = shell_.doc().battle();
    const Layout::Box t = l.table;
    const Vec2 lo = b.grid.minCorner(), hi = b.grid.maxCorner();
    const double margin = 16;
    cam.fit(hi.x - lo.x, hi.y - lo.y, margin, t.x, t.right());
    const double tall = (t.h - 2 * margin) / (hi.y - lo.y);
    cam.setPixelsPerInch(std::min(cam.pixelsPerInch(), tall));
    cam.setCentre(lerp(lo, hi, 0.5));
    cam.panBy({t.x + t.w / 2 - cam.viewportWidth() / 2, t.y + t.h / 2 - cam.viewportHeight() / 2});
}

std::vector<Vec2> LbFace::rulingFocus() const {
    // The firer's hexes and the target hex.
    const lb::Battle& b = shell_.doc().battle();
    std::vector<Vec2> focus;
    if (const int f = shell_.counterIndex(); f >= 0)
        for (const lb::Hex& h : b.units[size_t(f)].hexes)
            focus.push_back(b.grid.centre(h));
    if (const auto& h = shell_.selection().hex) focus.push_back(b.grid.centre(*h));
    return focus;
}

std::string LbFace::selectByIds(const std::string& firer, const std::string& target,
                                Selection& selection) const {
    // The firer is a counter; the target a hex id, or a counter (its first hex).
    const lb::Battle& b = shell_.doc().battle();
    if (!firer.empty() && b.unitIndex(firer) < 0) return "no unit with the id '" + firer + "'";
    std::optional<lb::Hex> hex;
    if (!target.empty()) {
        if (const int t = b.unitIndex(target); t >= 0)
            hex = b.units[size_t(t)].hexes.front();
        else if (const auto h = b.grid.parse(target); h && b.grid.contains(*h))
            hex = *h;
        else
            return "no unit or hex '" + target + "' on the map";
    }
    selection.firer = firer;
    selection.hex = hex;
    return {};
}

std::string LbFace::chooseTool(ToolKind t) {
    // Said, not silently ignored: the ruler and terrain tools work on a table's inches.
    if (t != ToolKind::Select)
        return "The ruler and the terrain tool are for Grande Tactique tables";
    return {};
}

std::string LbFace::toggleRoster() {
    return "The roster puts Grande Tactique bases on a table, not counters on a map";
}

void LbFace::sidePanel() {
    hex_.panel();
    hexViewOptions(shell_, shell_.viewSettings());
    hexLegend(shell_, sides());
}

std::set<std::string> LbFace::sides() const {
    std::set<std::string> sides;
    for (const lb::Unit& u : shell_.doc().battle().units)
        sides.insert(u.side);
    return sides;
}

bool LbFace::key(EditKey k, bool, unsigned) {
    switch (k) {
    case EditKey::Delete:
        return hex_.deleteSelected();
    case EditKey::TurnLeft:
    case EditKey::TurnRight: // a counter turns only to the bearings its formation allows
        if (const int c = shell_.counterIndex(); c >= 0)
            shell_.apply(turnCounter(shell_.doc().battle(), c, k == EditKey::TurnLeft ? -1 : 1));
        return true;
    case EditKey::Escape:
        if (!shell_.selection().hex) return false;
        shell_.selection().hex.reset();
        return true;
    default:
        return false;
    }
}

} // namespace cdo::app
