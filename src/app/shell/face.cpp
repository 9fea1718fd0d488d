#include "app/shell/face.h"

#include "app/gt/gt_face.h"
#include "app/lb/lb_face.h"
#include "core/grande_tactique/engine.h"

#include <utility>

namespace cdo::app {

namespace {

// One row a rule set: the only place in the app that names them side by side. `shows` says
// which engines its face can show a document with (faceShows).
struct FaceRow {
    Ruleset ruleset;
    std::unique_ptr<Face> (*make)(Shell&);
    bool (*shows)(const Engine* engine);
};
constexpr FaceRow kFaces[] = {
    // The table's bases are drawn from the Grande Tactique engine's own placed units.
    {Ruleset::GrandeTactique,
     [](Shell& s) -> std::unique_ptr<Face> { return std::make_unique<GtFace>(s); },
     [](const Engine* e) { return dynamic_cast<const gt::Engine*>(e) != nullptr; }},
    // The hex map is drawn from the scenario: shown with any engine, or none (no rulings).
    {Ruleset::LaBataille,
     [](Shell& s) -> std::unique_ptr<Face> { return std::make_unique<LbFace>(s); },
     [](const Engine*) { return true; }},
};

} // namespace

bool faceShows(Ruleset ruleset, const Engine* engine) {
    for (const FaceRow& row : kFaces)
        if (row.ruleset == ruleset) return row.shows(engine);
    return false;
}

std::unique_ptr<Face> makeFace(Shell& shell) {
    const Ruleset r = shell.doc().scenario().ruleset();
    for (const FaceRow& row : kFaces)
        if (row.ruleset == r) return row.make(shell);
    // A document opens only once its rule set has an engine (io refuses the others), so a
    // rule set without a face is a build that forgot its row above.
    return std::make_unique<GtFace>(shell);
}

} // namespace cdo::app
