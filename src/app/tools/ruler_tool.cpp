#include "app/tools/ruler_tool.h"

#include "app/view/hit_test.h"
#include "core/format.h"

namespace cdo::app {

std::optional<Measure> RulerTool::measured() const {
    const gt::Setup* g = ctx_.doc().scenario().gtOrNull();
    const std::size_t n = g ? g->units.size() : 0;
    if (unitA_ < 0 || unitB_ < 0 || unitA_ == unitB_ || unitA_ >= int(n) || unitB_ >= int(n))
        return std::nullopt;
    return ctx_.doc().engine().measure(unitA_, unitB_);
}

void RulerTool::tap(Vec2 p) {
    const Vec2 tp = ctx_.camera().toTable(p);
    const int u = unitAt(ctx_.doc().table(), tp, ctx_.slopInches());
    if (stage_ == 0) {
        a_ = b_ = tp;
        unitA_ = unitB_ = u;
        stage_ = 1;
    } else {
        b_ = tp;
        unitB_ = u;
        stage_ = 0;
    }
    shown_ = true;
}

bool RulerTool::dragStart(Vec2, Vec2 start) {
    a_ = b_ = ctx_.camera().toTable(start);
    unitA_ = unitB_ = unitAt(ctx_.doc().table(), a_, ctx_.slopInches());
    shown_ = true;
    stage_ = 0;
    return true;
}

void RulerTool::dragMove(Vec2 p) {
    b_ = ctx_.camera().toTable(p);
    unitB_ = unitAt(ctx_.doc().table(), b_, ctx_.slopInches());
}

void RulerTool::overlay(Scene& scene) {
    if (!shown_) return;
    Vec2 a = a_, b = b_;
    std::string label = inches(dist(a, b));
    if (const auto m = measured()) {
        a = m->pointA;
        b = m->pointB;
        label = inches(m->distance) + (m->contact ? " contact" : "");
    }
    const Camera& cam = ctx_.camera();
    const Vec2 sa = cam.toScreen(a), sb = cam.toScreen(b);
    // The ruler's ink is the range line's: white on the standard cloth, black in daylight.
    const Palette& P = palette();
    scene.handles.line(sa, sb, linePx(kLineMm * P.lineScale), P.rangeLine);
    scene.handles.disc(sa, 6, P.rangeLine, 12);
    scene.handles.disc(sb, 6, P.rangeLine, 12);
    scene.text.add(lerp(sa, sb, 0.5) + Vec2{0, 6}, label, textPxForCap(kNumberCapMm), P.labelInk,
                   TextBatch::Align::Centre, P.labelBack);
}

} // namespace cdo::app
