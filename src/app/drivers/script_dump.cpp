// The script's `dump`: the state a GUI test checks, one fact a line (docs/app.md, "Scripted
// runs", says each line).
#include "app/drivers/script.h"

#include "app/gt/turn_edits.h"
#include "app/lb/lb_fire.h"
#include "app/shell/app.h"
#include "app/view/density.h"

#include <iostream>

namespace cdo::app {

void Script::dumpLaBataille() const {
    const Scenario& s = app_.doc().scenario();
    const lb::Battle& b = s.lb();
    std::cout << "target-hex " << (app_.selection().hex ? b.grid.id(*app_.selection().hex) : "-")
              << "\n";
    std::cout << "rulings " << (app_.doc().hasEngine() ? "yes" : "no") << "\n";
    for (const lb::Unit& u : b.units) {
        std::cout << "counter " << u.id << " ";
        for (std::size_t i = 0; i < u.hexes.size(); ++i)
            std::cout << (i ? "," : "") << b.grid.id(u.hexes[i]);
        std::cout << " " << fmtNumber("%.0f", u.facing) << " " << lb::toString(u.formation) << " "
                  << u.increments << "\n";
    }
    const auto& looks = app_.answers().counters;
    for (std::size_t i = 0; i < looks.size() && i < b.units.size(); ++i) {
        const char* m = looks[i].asTarget == CounterLook::AsTarget::Valid        ? "valid"
                        : looks[i].asTarget == CounterLook::AsTarget::NotClosest ? "not-closest"
                        : looks[i].asTarget == CounterLook::AsTarget::Invalid    ? "invalid"
                                                                                 : nullptr;
        if (m) std::cout << "mark " << b.units[i].id << " " << m << "\n";
    }
    if (const LbFace* face = app_.lbFace()) // beyond one ruling: the CLI's JSON, one line each
        for (const std::string& l : fireDumpLines(b, face->hexTool().fire(), app_.view().zoneSides))
            std::cout << l << "\n";
}

// A Grande Tactique table's bases, terrain, valid targets, batteries and size.
void Script::dumpGrandeTactique(const gt::Setup& g) const {
    for (const Unit& u : g.units)
        std::cout << "unit " << u.id << " " << fmtNumber("%.4f", u.at.x) << " "
                  << fmtNumber("%.4f", u.at.y) << " " << fmtNumber("%.2f", u.facing) << "\n";
    for (const Terrain& t : g.terrain)
        std::cout << "terrain " << t.id << " " << toString(t.kind) << " "
                  << (isPath(t.kind) ? t.path.size() : t.outline.size()) << "\n";
    for (std::size_t i = 0; i < app_.answers().looks.size(); ++i)
        if (app_.answers().looks[i].asTarget == UnitLook::AsTarget::Valid)
            std::cout << "valid " << g.units[i].id << "\n";
    // The all-batteries view: each battery's number, id and valid targets.
    for (const BatteryTargets& b : app_.answers().allBatteries) {
        std::cout << "battery " << b.number << " " << g.units[size_t(b.battery)].id;
        for (const int t : b.targets)
            std::cout << " " << g.units[size_t(t)].id;
        std::cout << "\n";
    }
    std::cout << "table " << fmtNumber("%.2f", g.tableWidth) << " "
              << fmtNumber("%.2f", g.tableDepth) << "\n";
}

void Script::dumpBackdrop() const {
    const std::optional<Backdrop>& backdrop = backdropOf(app_.doc().scenario());
    if (!backdrop) return;
    const Backdrop& b = *backdrop;
    std::size_t placed = 0;
    for (const BackdropMark& m : b.marks)
        placed += m.image ? 1 : 0;
    std::cout << "backdrop " << b.image << " opacity " << fmtNumber("%.2f", b.opacity) << " marks "
              << b.marks.size() << " placed " << placed << "\n";
    // The photo as shown (upright: its EXIF orientation applied), once loaded; while it
    // decodes, how far (the progress bar's percent).
    if (app_.photo().decoding())
        std::cout << "photo-decoding " << int(app_.photo().progress() * 100) << "\n";
    if (app_.photo().loaded())
        std::cout << "photo-size " << app_.photo().size().x << " " << app_.photo().size().y << "\n";
    for (std::size_t i = 0; i < b.marks.size(); ++i) {
        std::cout << "photo-mark " << i + 1 << " " << fmtNumber("%.2f", b.marks[i].table.x) << " "
                  << fmtNumber("%.2f", b.marks[i].table.y);
        if (b.marks[i].image)
            std::cout << " at " << fmtNumber("%.1f", b.marks[i].image->x) << " "
                      << fmtNumber("%.1f", b.marks[i].image->y);
        std::cout << "\n";
    }
    if (auto f = backdropFit(b))
        std::cout << "photo-fit rms " << fmtNumber("%.3f", f->rms) << " inches-per-pixel "
                  << fmtNumber("%.4f", f->inchesPerPixel) << "\n";
}

// The select tool's state: a Grande Tactique table's (a map's hex tool has none of it).
void Script::dumpSelectTool() const {
    const GtFace* gt = app_.gtFace();
    if (!gt) return;
    const Scenario& s = app_.doc().scenario();
    const SelectTool& sel = gt->selectTool();
    if (sel.menuOpen()) { // the long-press menu's buttons, in order
        std::cout << "menu";
        for (const std::string& l : sel.menuLabels())
            std::cout << " [" << l << "]";
        std::cout << "\n";
    }
    if (const auto h = sel.turnHandle(); h && !sel.groupMode()) {
        const Vec2 t = app_.camera().toTable(*h); // in table inches, to drag it
        std::cout << "turn-handle " << fmtNumber("%.4f", t.x) << " " << fmtNumber("%.4f", t.y)
                  << "\n";
    }
    if (sel.groupMode()) {
        std::cout << "group";
        for (const int i : sel.groupIndices())
            std::cout << " " << s.gt().units[size_t(i)].id;
        std::cout << "\n";
        if (const auto h = sel.groupHandle()) { // in table inches, to drag it
            const Vec2 t = app_.camera().toTable(*h);
            std::cout << "group-handle " << fmtNumber("%.4f", t.x) << " " << fmtNumber("%.4f", t.y)
                      << "\n";
        }
    }
}

void Script::dump() const {
    const Scenario& s = app_.doc().scenario();
    std::cout << "firer " << (app_.selection().firer.empty() ? "-" : app_.selection().firer)
              << "\n";
    std::cout << "target " << (app_.selection().target.empty() ? "-" : app_.selection().target)
              << "\n";
    std::cout << "terrain-selected "
              << (app_.selection().terrain.empty() ? "-" : app_.selection().terrain) << "\n";
    std::cout << "file " << (app_.doc().path().empty() ? "-" : app_.doc().path()) << "\n";
    if (app_.dialogs().isRecoverOpen())
        std::cout << "recover-offered "
                  << (app_.dialogs().recoverFor().empty() ? "-" : app_.dialogs().recoverFor())
                  << "\n";
    if (app_.dialogs().isOpen()) std::cout << "dialog " << app_.dialogs().title() << "\n";
    dumpSelectTool();
    std::cout << "view " << fmtNumber("%.3f", app_.camera().pixelsPerInch()) << " "
              << fmtNumber("%.3f", app_.camera().centre().x) << " "
              << fmtNumber("%.3f", app_.camera().centre().y) << "\n";
    const Vec2u desk = platform().desktopSize();
    std::cout << "window-at " << app_.windowPosition().x << " " << app_.windowPosition().y
              << " desktop " << desk.x << " " << desk.y << "\n";
    std::cout << "dirty " << app_.doc().dirty() << "\n";
    std::cout << "undo "
              << (app_.doc().history().canUndo() ? app_.doc().history().undoLabel() : "-") << "\n";
    std::cout << "redo "
              << (app_.doc().history().canRedo() ? app_.doc().history().redoLabel() : "-") << "\n";
    std::cout << "error " << (app_.error().empty() ? "-" : app_.error()) << "\n";
    std::cout << "status " << (app_.status().empty() ? "-" : app_.status()) << "\n";
    std::cout << "ppi " << fmtNumber("%.0f", screenPpi()) << "\n";
    std::cout << "panel-scroll " << fmtNumber("%.0f", app_.sidePanelScroll()) << " of "
              << fmtNumber("%.0f", app_.sidePanelScrollMax()) << "\n";
    std::cout << "press-scrolls " << app_.pressScrolls() << "\n";
    if (app_.answers().ruling)
        std::cout << "ruling " << (app_.answers().ruling->valid ? "valid" : "invalid") << "\n";
    if (app_.doc().laBataille()) dumpLaBataille();
    if (const gt::Setup* g = s.gtOrNull()) dumpGrandeTactique(*g);
    for (const ArmyRef& a : s.armies)
        std::cout << "army " << a.side << " " << a.list << "\n";
    for (int side = 0; side < Roster::kSides; ++side)
        if (app_.roster().list(side))
            std::cout << "roster " << side << " " << app_.roster().deployedCount(s, side) << "/"
                      << app_.roster().total(side) << "\n";
    if (app_.rosterOpen())
        std::cout << "roster-rows wrapped " << app_.rosterPanelState().wrappedRows << " clipped "
                  << app_.rosterPanelState().clippedRows << "\n";
    dumpBackdrop();
    // The last Fit to photo: its summary, then each unit's line as the panel shows it.
    if (!app_.fitReport().summary.empty()) {
        std::cout << "fit-report " << app_.fitReport().summary << "\n";
        for (const UnitFit& u : app_.fitReport().units)
            std::cout << (u.fitted ? "fitted " : "fit-refused ") << u.id << " " << u.words << "\n";
    }
    if (s.gtOrNull()) dumpTurn(std::cout, s); // a Grande Tactique turn record
    std::cout << "---\n";
}

} // namespace cdo::app
