// What a La Bataille map answers beyond the ruling at one hex, for the selected counter, with
// the same engine functions as the CLI's commands (cli.md, La Bataille): its defensive fire,
// the opportunity fire a move or a change of formation would draw (asked before the move is
// made: a drag in progress, a formation chosen but not yet taken), combined fire from hexes
// the player picks, retreat before melee from attackers the player picks, and each side's
// zones of influence. Display-free: the hex tool feeds it taps and drags, the panel and the
// map only show its answers.
#pragma once

#include "app/document/document.h"
#include "core/la_bataille/combine.h"
#include "core/la_bataille/engine.h"
#include "core/la_bataille/melee.h"

#include <memory>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace cdo::app {

// The opportunity fire a change of formation where the counter stands would draw.
struct FormationFire {
    lb::Formation to;
    lb::OpportunityRuling ruling;
    std::string words; // lb::explain's, as the CLI prints them
};

struct LbFireAnswers {
    int unit = -1;                     // the counter they are about
    std::vector<lb::Ruling> defensive; // lb::defensiveFire
    // A drag in progress: the hexes entered so far and who may fire (empty path: none yet).
    std::optional<lb::OpportunityRuling> moving;
    std::string movingWords, movingError;
    std::vector<FormationFire> formations; // one per formation it may change to
    // Combined fire at the target hex from the picked hexes (once there are both).
    std::optional<lb::Combination> combination;
    lb::Hex combinationTarget;
    std::string combinationWords;
    // Retreat before melee from the picked attackers (once there is one).
    std::optional<lb::RetreatRuling> retreat;
    std::string retreatWords;
    lb::Zones zones; // every side's, as lb::Engine::zoi gives them
};

class LbFire {
  public:
    enum class Pick { None, Combine, Retreat };

    // ---- Picking (combined fire, retreat before melee) ----
    Pick pick() const { return pick_; }
    // Combined fire: the firing hexes start as the selected counter's own.
    void startCombine(const lb::Battle& battle, int firer);
    // Retreat before melee of `unit`: no attacker yet.
    void startRetreat(int unit);
    void stopPicking();
    // A tap on hex h while picking: a hex of the firer's side toggles as a firing hex; for a
    // retreat, the top enemy combat counter of the hex toggles as an attacker. False when the
    // tap is not taken (another kind of hex: the tool's usual tap applies).
    bool tapHex(const Document& doc, int selected, lb::Hex h);
    const std::vector<lb::Hex>& firingHexes() const { return firingHexes_; }
    const std::vector<int>& attackers() const { return attackers_; }

    // ---- A drag ----
    // The counter's board as it stands before the move (a copy: the drag moves it in the
    // document hex by hex).
    void dragBegin(const Document& doc, int unit);
    // The counter's hexes now: the path grows by the hexes its first hex entered (a jump of
    // several hexes is filled in along the straight line), and is cut back when it returns to
    // a hex already on it (back to the start: no move).
    void dragReach(const std::vector<lb::Hex>& hexesNow);
    void dragFinish();
    bool dragging() const { return before_ != nullptr; }
    const std::vector<lb::Hex>& path() const { return path_; }

    // ---- Formation choice ----
    // The formation the player is looking at before taking it (its shooters drawn), or none.
    std::optional<lb::Formation> preview;
    // The defensive fire is drawn while its section of the panel is open.
    bool showDefensive = false;

    // ---- Zones of influence shown ----
    // The sides whose zones are drawn: `chosen` (the View panel's), else the enemies of the
    // selected counter (the zones it moves through), else none.
    static std::set<std::string> shownZoneSides(const lb::Battle& battle, int selected,
                                                const std::optional<std::set<std::string>>& chosen);

    // Recomputes the answers when the document, the selection or a pick changed.
    void update(const Document& doc, int selected, std::optional<lb::Hex> target);
    const LbFireAnswers& answers() const { return answers_; }
    // The document was replaced: every pick, drag and cache goes.
    void forget();

  private:
    Pick pick_ = Pick::None;
    std::vector<lb::Hex> firingHexes_;
    std::vector<int> attackers_;
    int pickUnit_ = -1;
    // The drag: the scenario before it, its board, the counter and its hexes then.
    std::unique_ptr<Scenario> before_;
    std::unique_ptr<lb::Board> beforeBoard_;
    int dragUnit_ = -1;
    std::vector<lb::Hex> startHexes_, path_;
    LbFireAnswers answers_;
    struct Key {
        unsigned long revision = 0;
        bool fresh = true; // never computed
        int unit = -2;
        std::optional<lb::Hex> target;
        Pick pick = Pick::None;
        std::vector<lb::Hex> firing, path;
        std::vector<int> attackers;
        bool dragging = false;
        bool operator==(const Key&) const = default;
    } key_;
};

// Display-free answers, each the engine function the CLI's command calls.
// The sides of a battle, in the order their first counter is listed.
std::vector<std::string> battleSides(const lb::Battle& battle);
// The hexes a counter's first hex passes through from `from` to `to`, `to` included, `from`
// not: one step at a time along the straight line (empty when from == to).
std::vector<lb::Hex> hexSteps(const lb::HexGrid& grid, lb::Hex from, lb::Hex to);
// The formations `unit` may change to where it stands (allowed for its arm, one of its hexes'
// worth; not its own), each with the opportunity fire it would draw.
std::vector<FormationFire> formationFire(const lb::Board& board, int unit);

// The answers as lines of text, as the script runner's `dump` prints them (`lbfire ...`).
std::vector<std::string> fireDumpLines(const lb::Battle& battle, const LbFire& fire,
                                       const std::optional<std::set<std::string>>& zoneSides);

} // namespace cdo::app
