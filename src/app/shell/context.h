// What the tools and the side panels may reach of the app: the document, the view, the
// selection, the engine's answers for it, and edits as commands. App implements it; nothing
// else of the app is theirs to touch.
#pragma once

#include "app/document/backdrop.h"
#include "app/document/document.h"
#include "app/document/edits.h"
#include "app/gt/all_batteries.h"
#include "app/lb/hex_render.h"
#include "app/view/camera.h"
#include "app/view/render.h"
#include "core/ruling.h"

#include <functional>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

struct ImFont;

namespace cdo::app {

// Who is chosen, by id: ids survive edits that renumber the units. On a La Bataille map the
// firer is a counter's id and the target is a hex (`hex`), not a unit.
struct Selection {
    std::string firer, target, terrain;
    std::optional<lb::Hex> hex;
};

// The view's switches (the "View and table" panel).
struct ViewSettings {
    SceneOptions scene;
    HexSceneOptions hex;
    bool showReach = true, showTargets = true, showRuling = true, snap = true;
    bool showZoi = true; // La Bataille: zones of influence
    // La Bataille: the sides whose zones are drawn; none chosen: the enemies of the selected
    // counter (the zones it moves through).
    std::optional<std::set<std::string>> zoneSides;
    bool allBatteries = false; // every battery's valid targets at once (Grande Tactique)
};

// The engine's answers for the current selection, updated once per change (App::updateCaches).
struct EngineAnswers {
    std::vector<UnitLook> looks;
    std::vector<RulingPtr> valid;
    RulingPtr ruling;
    // The ruling in the engine's words (Engine::evidence): what the ruling panel, La Bataille's
    // hex panel and the ruling picture print, as coupdoeil-cli prints it.
    std::vector<EvidenceLine> evidence;
    // La Bataille: one look per counter (scenario().battle.units), the selected counter's
    // zone of influence, and why the target hex has no ruling (no enemy in it, ...).
    std::vector<CounterLook> counters;
    std::vector<lb::Hex> zoi;
    std::string noRuling;
    std::vector<RulingPtr> fromEachHex; // a two-hex firer: the ruling from each of its hexes
    // Every battery's valid targets, while the "all batteries" view is on.
    std::vector<BatteryTargets> allBatteries;
};

// Text and number fields that commit when left (Enter, or a tap elsewhere); the text being
// typed is kept per field until then.
class Fields {
  public:
    explicit Fields(std::function<void(std::string)> onError) : onError_(std::move(onError)) {}
    bool text(const char* label, const std::string& current, std::string& out);
    // A text that is not a number is refused through onError.
    bool number(const char* label, double current, double& out, const char* format = "%.2f");

  private:
    // The field; `keys`: a tap opens the on-screen keyboard (keyboard.h) under it.
    bool edit(const char* label, const std::string& current, std::string& out, bool keys);
    struct Edit {
        std::string text;
        bool active = false;
    };
    std::map<unsigned, Edit> edits_;
    std::function<void(std::string)> onError_;
};

class Context {
  public:
    virtual const Document& doc() const = 0;
    virtual const Camera& camera() const = 0;
    virtual Selection& selection() = 0;
    virtual const Selection& selection() const = 0;
    virtual const ViewSettings& view() const = 0;
    virtual const EngineAnswers& answers() const = 0;
    virtual void apply(CommandPtr cmd, unsigned gesture = 0) = 0;
    virtual void apply(EditResult r, unsigned gesture = 0) = 0; // a refusal becomes the error
    virtual void setError(std::string message) = 0;
    virtual void setStatus(std::string message) = 0;
    virtual unsigned gestureId() const = 0; // edits of one drag fold into one undo step
    virtual void askAddUnit(Vec2 at) = 0;   // the "Add unit" dialog, for a table point
    virtual Vec2 viewCentre() const = 0;    // the middle of the table view, window pixels
    virtual Fields& fields() = 0;
    virtual ImFont* headingFont() const = 0;
    // The charge dialog (G9): the morale check's result for these guns, asked of the player.
    virtual void askChargeCheck(const std::string& guns) = 0;
    // The "Export ruling picture" dialog: the table and the ruling's words, without panels.
    virtual void askExportRuling() = 0;
    // Fit to photo (docs/app.md, "The photo backdrop"): offered once the backdrop's photo is loaded
    // and laid on the table by its marks. fitToPhoto fits these units (one undo step named
    // `label`), says what it did in fitReport() and the status line; nothing moves unsaid.
    virtual bool canFitToPhoto() const = 0;
    virtual void fitToPhoto(std::vector<int> units, const std::string& label) = 0;
    virtual void fitEveryUnitToPhoto() = 0; // every unit the photo shows
    virtual const FitReport& fitReport() const = 0;

    // The selection as indices into the scenario; -1 when none (or gone). Grande Tactique's
    // units only: on a La Bataille map these are -1 and counterIndex() is the selection.
    int firerIndex() const;
    int targetIndex() const;
    int terrainIndex() const;
    // The selected counter of a La Bataille map (scenario().battle.units), or -1.
    int counterIndex() const;
    // A finger's width, in table inches at the current zoom.
    // (4 mm on the screen: half a fingertip.)
    double slopInches() const { return mm(4) / camera().pixelsPerInch(); }

  protected:
    ~Context() = default;
};

} // namespace cdo::app
