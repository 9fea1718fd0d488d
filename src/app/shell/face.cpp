#include "app/shell/face.h"

#include "app/gt/gt_face.h"
#include "app/lb/lb_face.h"

#include <utility>

namespace cdo::app {

namespace {

using FaceFactory = std::unique_ptr<Face> (*)(Shell&);

// One row a rule set: the only place in the app that names them side by side.
constexpr std::pair<Ruleset, FaceFactory> kFaces[] = {
    {Ruleset::GrandeTactique,
     [](Shell& s) -> std::unique_ptr<Face> { return std::make_unique<GtFace>(s); }},
    {Ruleset::LaBataille,
     [](Shell& s) -> std::unique_ptr<Face> { return std::make_unique<LbFace>(s); }},
};

} // namespace

std::unique_ptr<Face> makeFace(Shell& shell) {
    const Ruleset r = shell.doc().scenario().ruleset();
    for (const auto& [ruleset, make] : kFaces)
        if (ruleset == r) return make(shell);
    // A document opens only once its rule set has an engine (io refuses the others), so a
    // rule set without a face is a build that forgot its row above.
    return std::make_unique<GtFace>(shell);
}

} // namespace cdo::app
