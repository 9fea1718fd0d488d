// A ruling in words a player can read aloud at the table. Shared by the CLI's text format and
// the app's ruling panel.
#pragma once

#include "core/grande_tactique/ruling.h"
#include "core/grande_tactique/rulings.h"

#include <string>
#include <vector>

namespace cdo::gt {

// A few lines: the verdict, the reasons, range and margins, sight, enfilade, modifiers,
// close calls (what a grazing line grazes), then the readings applied. explain() is the same
// lines as the command line's text.
std::vector<EvidenceLine> evidence(const Ruling& ruling);
std::string explain(const Ruling& ruling);
std::string explain(const Measure& measure);
// "long range (3.50\" inside 12.00\")", or "edge to edge" for a firer without range bands.
std::string bandText(const Ruling& ruling);
// "CLOSE CALL: range 7.00\" against 7.00\"; ..." in words a player can check on the table.
std::string describe(const CloseCall& closeCall);
// One line: verdict, range and band, the reason codes or the modifiers, sight (clear, or what
// blocked the lines), close call.
std::string summary(const Ruling& ruling);

} // namespace cdo::gt
