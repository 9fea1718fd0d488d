// The selected unit's "Place and nudge" section and the terrain's typed points: forms over the
// core's tape placement (core/grande_tactique/placement.h), numbers typed on the NumPad.
#include "app/panels/panel_tape.h"

#include "app/panels/numpad.h"
#include "app/view/widgets.h"
#include "core/grande_tactique/placement.h"

#include <algorithm>
#include <array>
#include <cmath>

namespace cdo::app {

namespace {

using gt::BasePoint;
using gt::ContactKind;
using gt::EndEdge;
using gt::SideEdge;

// What the forms hold between frames (and between units: the edges a player measures from
// seldom change). One side panel, so one of each.
struct TapeForm {
    enum class Mode { Edges, Contact, Here } mode = Mode::Edges;
    BasePoint point = BasePoint::FrontLeft;
    SideEdge side = SideEdge::Left;
    EndEdge end = EndEdge::Near;
    double fromSide = 0, fromEnd = 0, facing = 0;
    std::string facingOf; // the unit a facing was typed for; else the unit's own is shown
    bool facingTyped = false;
    std::string with;
    ContactKind kind = ContactKind::FrontToFront;
    double offset = 0, ahead = 0, right = 0, turn = 0;
    // The unit the form was last changed for: its placement is previewed on the table until
    // the table changes or another unit is selected.
    std::string armedFor;
    bool sameChoices(const TapeForm& o) const {
        return mode == o.mode && point == o.point && side == o.side && end == o.end &&
               fromSide == o.fromSide && fromEnd == o.fromEnd && facing == o.facing &&
               with == o.with && kind == o.kind && offset == o.offset && ahead == o.ahead &&
               right == o.right && turn == o.turn;
    }
};
TapeForm& form() {
    static TapeForm f;
    return f;
}
struct PointForm {
    SideEdge side = SideEdge::Left;
    EndEdge end = EndEdge::Near;
    double fromSide = 0, fromEnd = 0;
};
PointForm& pointForm() {
    static PointForm f;
    return f;
}

// The width of each of `n` buttons filling the rest of the line.
float cell(int n) {
    const float gap = ImGui::GetStyle().ItemSpacing.x;
    return (ImGui::GetContentRegionAvail().x - float(n - 1) * gap) / float(n);
}

// A button of a choice: the chosen one drawn in the selection's colour; the line above the
// buttons says the choice in words too, so colour is never alone.
bool choice(const char* label, bool chosen, float width) {
    if (chosen) ImGui::PushStyleColor(ImGuiCol_Button, ImVec4(0.15f, 0.45f, 0.75f, 1));
    const bool pressed = button(label, width);
    if (chosen) ImGui::PopStyleColor();
    return pressed;
}

bool padField(Context& ctx, const char* label, double& value, const char* format) {
    std::string error;
    const bool done = numPad().field(label, value, format, error);
    if (!error.empty()) ctx.setError(error);
    return done;
}

const char* pointWords(BasePoint p) {
    switch (p) {
    case BasePoint::FrontLeft:
        return "its front-left corner";
    case BasePoint::FrontRight:
        return "its front-right corner";
    case BasePoint::RearLeft:
        return "its rear-left corner";
    case BasePoint::RearRight:
        return "its rear-right corner";
    case BasePoint::FrontMiddle:
        return "the middle of its front edge";
    case BasePoint::Centre:
        return "its centre";
    }
    return "";
}

// The offset's meaning, per way of touching (core's contactPose).
const char* offsetWords(ContactKind k) {
    switch (k) {
    case ContactKind::FrontToFront:
        return "Offset: from the middle of its front to the middle of ours, to its right.";
    case ContactKind::SideBySideLeft:
    case ContactKind::SideBySideRight:
        return "Offset: how far our front stands ahead of its front.";
    case ContactKind::FrontToLeftFlank:
    case ContactKind::FrontToRightFlank:
        return "Offset: from the middle of its flank to the middle of our front, towards its "
               "front.";
    }
    return "";
}

void edgeChoice(SideEdge& side, EndEdge& end, const char* suffix) {
    const std::string s = suffix;
    float w = cell(4);
    if (choice(("Left" + s).c_str(), side == SideEdge::Left, w)) side = SideEdge::Left;
    sameLineIfFits(buttonWidth(("Right" + s).c_str(), w));
    if (choice(("Right" + s).c_str(), side == SideEdge::Right, w)) side = SideEdge::Right;
    sameLineIfFits(buttonWidth(("Near" + s).c_str(), w));
    if (choice(("Near" + s).c_str(), end == EndEdge::Near, w)) end = EndEdge::Near;
    sameLineIfFits(buttonWidth(("Far" + s).c_str(), w));
    if (choice(("Far" + s).c_str(), end == EndEdge::Far, w)) end = EndEdge::Far;
}

std::string sideLabel(SideEdge s, const char* suffix) {
    return std::string(s == SideEdge::Left ? "From the left edge (in)"
                                           : "From the right edge (in)") +
           suffix;
}
std::string endLabel(EndEdge e, const char* suffix) {
    return std::string(e == EndEdge::Near ? "From the near edge (in)" : "From the far edge (in)") +
           suffix;
}

// One command for the placement, or its refusal in the error line; an overlap is said.
void applyPlaced(Context& ctx, int ui, const gt::Placed& p, const char* label) {
    if (!p.ok()) return ctx.setError(p.error);
    ctx.apply(placeUnit(ctx.doc().scenario(), ui, p.pose->at, p.pose->facing, label));
    if (p.overlaps.empty()) return ctx.setStatus(label);
    std::string names;
    for (const std::string& id : p.overlaps)
        names += (names.empty() ? "" : ", ") + id;
    ctx.setStatus(std::string(label) + "; its base overlaps " + names);
}

void nudges(Context& ctx, int ui) {
    const Scenario& s = ctx.doc().scenario();
    const auto& rules = ctx.doc().table().rules();
    ImGui::TextWrapped("Nudge (the unit's own front, back, left and right; each tap one undo "
                       "step):");
    // Every nudge goes through the core, so one that would take the centre off the table is
    // refused in words like a typed position.
    auto move = [&](double ahead, double right, double turn, const char* label) {
        applyPlaced(ctx, ui, gt::placeRelative(s, ui, ahead, right, turn, rules), label);
    };
    // Per step, laid out as arrow keys (an inverted T) with the turns beside "forward".
    for (const double step : {0.1, 1.0}) {
        const std::string n = step < 1 ? "0.1" : "1";
        const double turn = step < 1 ? 1 : 15;
        const std::string deg = step < 1 ? " 1\u00b0" : " 15\u00b0";
        const float w = cell(3);
        if (button(("\u21ba" + deg).c_str(), w)) return move(0, 0, -turn, "Turn unit");
        ImGui::SameLine();
        if (button(("Fwd " + n).c_str(), w)) return move(step, 0, 0, "Nudge unit");
        ImGui::SameLine();
        if (button(("\u21bb" + deg).c_str(), w)) return move(0, 0, turn, "Turn unit");
        if (button(("Left " + n).c_str(), w)) return move(0, -step, 0, "Nudge unit");
        ImGui::SameLine();
        if (button(("Back " + n).c_str(), w)) return move(-step, 0, 0, "Nudge unit");
        ImGui::SameLine();
        if (button(("Right " + n).c_str(), w)) return move(0, step, 0, "Nudge unit");
    }
}

// The six points a tape is held to, as buttons where those points are on a base drawn behind
// them, its front edge up and thicker: the corners at its corners, "Mid" at the middle of the
// front edge, "Centre" in the middle. Three rows whatever the panel's width; the words above
// say the point chosen, so the colour is never alone.
void basePointButtons(BasePoint& point) {
    struct Spot {
        const char* label;
        BasePoint point;
        float col, row; // 0..1 across the base, 0..2 down (front, middle, rear)
    };
    static constexpr std::array<Spot, 6> spots{{{"Left##tape-fl", BasePoint::FrontLeft, 0, 0},
                                                {"Mid##tape-fm", BasePoint::FrontMiddle, 0.5f, 0},
                                                {"Right##tape-fr", BasePoint::FrontRight, 1, 0},
                                                {"Centre##tape-c", BasePoint::Centre, 0.5f, 1},
                                                {"Left##tape-rl", BasePoint::RearLeft, 0, 2},
                                                {"Right##tape-rr", BasePoint::RearRight, 1, 2}}};
    const float gap = ImGui::GetStyle().ItemSpacing.y, h = touchPx();
    const float width = ImGui::GetContentRegionAvail().x;
    const float w = std::min(cell(3), float(mm(24)));
    const ImVec2 o = ImGui::GetCursorScreenPos();
    // The base: its corners at the corner buttons' middles, its edges drawn only between the
    // buttons (a button's face is translucent), the front edge thicker.
    const float row = h + gap, left = o.x + w / 2, right = o.x + width - w / 2;
    const float front = o.y + h / 2, rear = o.y + 2 * row + h / 2;
    ImDrawList* dl = ImGui::GetWindowDrawList();
    const ImU32 ink = ImGui::GetColorU32(ImGuiCol_Text);
    const float mid = o.x + width / 2;
    dl->AddLine(ImVec2(o.x + w, front), ImVec2(mid - w / 2, front), ink, 5.0f);
    dl->AddLine(ImVec2(mid + w / 2, front), ImVec2(o.x + width - w, front), ink, 5.0f);
    dl->AddLine(ImVec2(o.x + w, rear), ImVec2(o.x + width - w, rear), ink, 2.0f);
    for (const float x : {left, right})
        dl->AddLine(ImVec2(x, o.y + h), ImVec2(x, o.y + 2 * row), ink, 2.0f);
    for (const Spot& p : spots) {
        const float x = o.x + p.col * (width - w), y = o.y + p.row * (h + gap);
        ImGui::SetCursorScreenPos(ImVec2(x, y));
        if (choice(p.label, point == p.point, w)) point = p.point;
    }
    ImGui::SetCursorScreenPos(o);
    ImGui::Dummy(ImVec2(width, 3 * h + 2 * gap));
}

void edgesForm(Context& ctx, int ui, TapeForm& f) {
    ImGui::TextWrapped("Tape to %s, from the %s and %s edges:", pointWords(f.point),
                       f.side == SideEdge::Left ? "left" : "right",
                       f.end == EndEdge::Near ? "near" : "far");
    basePointButtons(f.point);
    edgeChoice(f.side, f.end, "##tape");
    padField(ctx, sideLabel(f.side, "##tape-side").c_str(), f.fromSide, "%.1f");
    padField(ctx, endLabel(f.end, "##tape-end").c_str(), f.fromEnd, "%.1f");
    if (padField(ctx, "Facing (\u00b0)##tape-facing", f.facing, "%.0f")) f.facingTyped = true;
    if (button("Place by tape", ImGui::GetContentRegionAvail().x)) {
        f.facingTyped = false; // from now on the unit's own facing, which this one becomes
        applyPlaced(ctx, ui,
                    gt::placeFromEdges(ctx.doc().scenario(), ui,
                                       {f.point, f.side, f.fromSide, f.end, f.fromEnd, f.facing},
                                       ctx.doc().table().rules()),
                    "Place by tape");
    }
}

void contactForm(Context& ctx, int ui, TapeForm& f) {
    const Scenario& s = ctx.doc().scenario();
    const Unit& U = s.gt().units[size_t(ui)];
    // The six bases nearest the selected one (the dispute is around it), and the one chosen.
    std::vector<int> near;
    for (int i = 0; i < int(s.gt().units.size()); ++i)
        if (i != ui) near.push_back(i);
    std::stable_sort(near.begin(), near.end(), [&](int a, int b) {
        return dist(s.gt().units[size_t(a)].at, U.at) < dist(s.gt().units[size_t(b)].at, U.at);
    });
    if (near.size() > 6) {
        const int chosen = s.gt().unitIndex(f.with);
        near.resize(6);
        if (chosen >= 0 && chosen != ui &&
            std::find(near.begin(), near.end(), chosen) == near.end())
            near.back() = chosen;
    }
    if (f.with == U.id) f.with.clear(); // never its own partner
    ImGui::TextWrapped("In contact with: %s", f.with.empty() ? "(tap one)" : f.with.c_str());
    float w = cell(2);
    for (std::size_t i = 0; i < near.size(); ++i) {
        const std::string& id = s.gt().units[size_t(near[i])].id;
        if (i % 2) sameLineIfFits(buttonWidth((id + "##with").c_str(), w));
        if (choice((id + "##with").c_str(), id == f.with, w)) f.with = id;
    }
    static constexpr std::array<std::pair<const char*, ContactKind>, 5> kinds{
        {{"Front to front", ContactKind::FrontToFront},
         {"Beside its left", ContactKind::SideBySideLeft},
         {"Beside its right", ContactKind::SideBySideRight},
         {"On its left flank", ContactKind::FrontToLeftFlank},
         {"On its right flank", ContactKind::FrontToRightFlank}}};
    const char* kindName = "";
    for (const auto& [label, k] : kinds)
        if (k == f.kind) kindName = label;
    ImGui::TextWrapped("How: %s", kindName);
    w = cell(2);
    for (std::size_t i = 0; i < kinds.size(); ++i) {
        if (i % 2) sameLineIfFits(buttonWidth(kinds[i].first, w));
        if (choice(kinds[i].first, f.kind == kinds[i].second, w)) f.kind = kinds[i].second;
    }
    ImGui::TextWrapped("%s", offsetWords(f.kind));
    padField(ctx, "Offset (in)##tape-offset", f.offset, "%.1f");
    if (button("Place in contact", ImGui::GetContentRegionAvail().x)) {
        if (f.with.empty()) return ctx.setError("pick the unit to touch first");
        const gt::Placed p =
            gt::placeInContact(s, ui, f.with, f.kind, f.offset, ctx.doc().table().rules());
        if (p.ok()) f.offset = 0; // the next contact is most often square on again
        applyPlaced(ctx, ui, p, "Place in contact");
    }
}

void hereForm(Context& ctx, int ui, TapeForm& f) {
    ImGui::TextWrapped("From where it stands: ahead (back if negative), to its right (left if "
                       "negative), then turned clockwise (anticlockwise if negative).");
    padField(ctx, "Ahead (in)##tape-ahead", f.ahead, "%.1f");
    padField(ctx, "To its right (in)##tape-right", f.right, "%.1f");
    padField(ctx, "Turn (\u00b0)##tape-turn", f.turn, "%.0f");
    if (button("Move from here", ImGui::GetContentRegionAvail().x))
        applyPlaced(ctx, ui,
                    gt::placeRelative(ctx.doc().scenario(), ui, f.ahead, f.right, f.turn,
                                      ctx.doc().table().rules()),
                    "Move from here");
}

void startFor(const Context& ctx, int ui, TapeForm& f) {
    // The point and the edges stay (a player seldom changes what he measures from); the
    // numbers are the new unit's own, where it stands, so that nothing moves until one is
    // typed; the partner and the steps start over.
    const Scenario& s = ctx.doc().scenario();
    const Unit& U = s.gt().units[size_t(ui)];
    const gt::BaseSize b = baseSizeOf(U, ctx.doc().table().rules());
    const Vec2 p = gt::basePoint(baseCorners(U.at, U.facing, b.frontage, b.depth), f.point);
    const auto tenth = [](double x) { return std::round(x * 10) / 10; };
    f.fromSide = tenth(f.side == SideEdge::Left ? p.x : s.gt().tableWidth - p.x);
    f.fromEnd = tenth(f.end == EndEdge::Near ? p.y : s.gt().tableDepth - p.y);
    f.with.clear();
    f.offset = f.ahead = f.right = f.turn = 0;
    f.armedFor.clear();
}

} // namespace

void forgetTapeUnits() {
    TapeForm& f = form();
    f.mode = TapeForm::Mode::Edges; // another file starts on the first way again
    f.facingOf.clear();
    f.facingTyped = false;
    f.with.clear();
    f.armedFor.clear();
    numPad().close();
}

bool tapePanel(Context& ctx, int ui) {
    if (!ImGui::CollapsingHeader("Place and nudge", ImGuiTreeNodeFlags_DefaultOpen)) return false;
    const auto before = ctx.doc().revision();
    TapeForm& f = form();
    const Unit& U = ctx.doc().scenario().gt().units[size_t(ui)];
    // The facing field shows the unit's own facing until one is typed for it.
    if (f.facingOf != U.id) {
        numPad().close(); // a number half typed was for another unit
        startFor(ctx, ui, f);
    }
    if (!f.facingTyped || f.facingOf != U.id) {
        f.facing = U.facing;
        f.facingTyped = false;
    }
    f.facingOf = U.id;
    nudges(ctx, ui);
    if (ctx.doc().revision() != before) { // the rest is drawn from the new table
        f.armedFor.clear();
        return true;
    }
    const TapeForm was = f;
    ImGui::Separator();
    ImGui::TextWrapped("Place by (a dashed outline on the table shows where, before you place):");
    const float w = cell(3);
    if (choice("Two edges", f.mode == TapeForm::Mode::Edges, w)) f.mode = TapeForm::Mode::Edges;
    sameLineIfFits(buttonWidth("Contact", w));
    if (choice("Contact", f.mode == TapeForm::Mode::Contact, w)) f.mode = TapeForm::Mode::Contact;
    sameLineIfFits(buttonWidth("From here", w));
    if (choice("From here", f.mode == TapeForm::Mode::Here, w)) f.mode = TapeForm::Mode::Here;
    switch (f.mode) {
    case TapeForm::Mode::Edges:
        edgesForm(ctx, ui, f);
        break;
    case TapeForm::Mode::Contact:
        contactForm(ctx, ui, f);
        break;
    case TapeForm::Mode::Here:
        hereForm(ctx, ui, f);
        break;
    }
    if (!f.sameChoices(was)) f.armedFor = U.id;
    if (ctx.doc().revision() == before) return false;
    f.armedFor.clear(); // placed: the unit stands where the preview was
    return true;
}

bool tapePreview(const Context& ctx, int ui, Scene& scene) {
    const TapeForm& f = form();
    const Scenario& s = ctx.doc().scenario();
    if (ui < 0 || f.armedFor != s.gt().units[size_t(ui)].id) return false;
    const auto& rules = ctx.doc().table().rules();
    gt::Placed p;
    switch (f.mode) {
    case TapeForm::Mode::Edges:
        p = gt::placeFromEdges(s, ui, {f.point, f.side, f.fromSide, f.end, f.fromEnd, f.facing},
                               rules);
        break;
    case TapeForm::Mode::Contact:
        if (f.with.empty()) return false;
        p = gt::placeInContact(s, ui, f.with, f.kind, f.offset, rules);
        break;
    case TapeForm::Mode::Here:
        p = gt::placeRelative(s, ui, f.ahead, f.right, f.turn, rules);
        break;
    }
    if (!p.ok()) return false; // the refusal is said when Place is tapped
    // Where the base would go: dashed, white over a dark band (seen on cloth and terrain),
    // its front edge thicker.
    const gt::BaseSize b = baseSizeOf(s.gt().units[size_t(ui)], rules);
    const auto c = baseCorners(p.pose->at, p.pose->facing, b.frontage, b.depth);
    const Camera& cam = ctx.camera();
    const std::array<std::pair<Vec2, Vec2>, 4> edges{
        {{c.fl, c.fr}, {c.fr, c.rr}, {c.rr, c.rl}, {c.rl, c.fl}}};
    Vec2 lo{1e30, 1e30}, hi{-1e30, -1e30};
    for (std::size_t i = 0; i < edges.size(); ++i) {
        const float w = linePx(i == 0 ? kTapeFrontMm : kThinLineMm);
        const Vec2 a = cam.toScreen(edges[i].first), e = cam.toScreen(edges[i].second);
        lo = {std::min(lo.x, a.x), std::min(lo.y, a.y)};
        hi = {std::max(hi.x, a.x), std::max(hi.y, a.y)};
        scene.handles.line(a, e, w + 2 * linePx(kTapeCasingMm), Colour(20, 20, 20));
        scene.handles.dashedLine(a, e, w, 6, Colour(255, 255, 255));
    }
    // Labels keep off the outline: it is what the player is checking before tapping Place.
    scene.keepClear.push_back({lo - Vec2{4, 4}, hi + Vec2{4, 4}});
    return true;
}

bool tapePoint(Context& ctx, const char* label, Vec2& out) {
    PointForm& f = pointForm();
    ImGui::TextWrapped("Type the point as its distances from the %s and %s edges:",
                       f.side == SideEdge::Left ? "left" : "right",
                       f.end == EndEdge::Near ? "near" : "far");
    edgeChoice(f.side, f.end, "##point");
    padField(ctx, sideLabel(f.side, "##point-side").c_str(), f.fromSide, "%.1f");
    padField(ctx, endLabel(f.end, "##point-end").c_str(), f.fromEnd, "%.1f");
    if (!button(label, ImGui::GetContentRegionAvail().x)) return false;
    const gt::TablePoint p =
        gt::pointFromEdges(ctx.doc().scenario(), f.side, f.fromSide, f.end, f.fromEnd);
    if (!p.at) {
        ctx.setError(p.error + "; no point was added");
        return false;
    }
    out = *p.at;
    return true;
}

} // namespace cdo::app
