// Placing by what a tape measure says (docs/app.md, "Placing by tape"): the selected unit's
// "Place and nudge" section, and a terrain point typed as distances from two table edges. The
// geometry is the core's (core/grande_tactique/placement.h); this draws the forms.
#pragma once

#include "app/shell/context.h"

namespace cdo::app {

// The selected unit's nudge buttons and its three tape forms: from two edges, in contact with
// another unit, from where it stands. Each placement is one command, one undo step. True when
// it changed the table (the caller then stops drawing from the old one).
bool tapePanel(Context& ctx, int unit);

// Where the form's placement would put the selected unit, drawn dashed on the table once the
// form has been changed for it (until it is placed, the table changes or the selection does);
// true when it drew one.
bool tapePreview(const Context& ctx, int unit, Scene& scene);

// Another document: what the forms hold of its units (the unit a facing was typed for, the
// contact partner, the previewed unit) is forgotten; the edges and distances chosen are kept.
void forgetTapeUnits();

// Two distances from two table edges, with the pad: true when "Add point" gives a point on
// the table (in `out`); a point off it is refused through the error line.
bool tapePoint(Context& ctx, const char* button, Vec2& out);

} // namespace cdo::app
