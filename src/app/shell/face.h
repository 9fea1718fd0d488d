// A rule set's face in the app: the engine's answers it keeps for the selection, the scene it
// builds, its tools, its part of the side panel and its keys. The shell chooses one when a
// document opens (makeFace, from the registration table in face.cpp) and from then on only
// asks it: nothing outside gt/ and lb/ asks which rule set a document follows. A third rule
// set is a third folder beside them and one row in that table.
#pragma once

#include "app/panels/panels.h"
#include "app/view/layout.h"
#include "core/engine.h"

#include <memory>
#include <string>
#include <vector>

namespace cdo::app {

class Scene;
class Tool;

// Keys whose meaning depends on what is on the table (the shell handles files, undo, zoom).
enum class EditKey { Delete, Duplicate, Left, Right, Up, Down, TurnLeft, TurnRight, Escape, Enter };

class Face {
  public:
    virtual ~Face() = default;

    // ---- Answers and pictures ----
    // The engine's answers for the selection, asked again only when the document or the
    // selection changed since the last call.
    virtual void updateAnswers(EngineAnswers& answers) = 0;
    // The table (or map) with the engine's evidence; `toolOverlay` false leaves out the
    // tool's handles (the ruling picture).
    virtual void buildScene(Scene& scene, bool toolOverlay) = 0;
    // The camera framed on the whole table or map, between the panels.
    virtual void fitView(Camera& cam, const Layout& layout) const = 0;
    // What a ruling picture must show (the firer's and the target's places, table inches),
    // and how much room around them, in inches.
    virtual std::vector<Vec2> rulingFocus() const = 0;
    virtual double rulingMargin() const = 0;
    // The command line's --select and --target as a selection, or why not (empty: done).
    virtual std::string selectByIds(const std::string& firer, const std::string& target,
                                    Selection& selection) const = 0;

    // ---- Tools and panels ----
    // The tool the table's gestures go to.
    virtual Tool& tool() = 0;
    virtual ToolKind toolKind() const = 0;
    // The tools the top bar offers, in order, and whether the roster is one of them.
    virtual std::vector<std::pair<const char*, ToolKind>> tools() const = 0;
    virtual bool hasRoster() const = 0;
    // Makes `t` current, or says why it cannot be (empty: done).
    virtual std::string chooseTool(ToolKind t) = 0;
    // Opens or closes the roster, or says why it cannot be (empty: done).
    virtual std::string toggleRoster() = 0;
    virtual bool rosterOpen() const = 0;
    virtual void openRoster(int side) = 0;
    // The side panel's content (the shell owns its window and its scroll).
    virtual void sidePanel() = 0;
    // What floats over the table (a long-press menu), after the fixed panels.
    virtual void overlays(PanelRects& rects) = 0;
    // A press on the table while a menu is open: the menu closes and the press does nothing
    // else (true), as a menu does.
    virtual bool dismissMenu(bool overPanel) = 0;
    // A key of EditKey: true when it did something. `gesture` folds keys pressed in a row
    // into one undo step.
    virtual bool key(EditKey k, bool shift, unsigned gesture) = 0;

    // Everything kept about the selection and the last answers goes (after an undo that
    // replaced the document, a new file, a recovered autosave).
    virtual void forget() = 0;
};

class Shell;
// The face of the rule set the shell's document follows.
std::unique_ptr<Face> makeFace(Shell& shell);

// Whether the app has a face that shows a document of `ruleset` with `engine`, the engine
// made for it (null: none in this build): asked by Document before it takes a scenario, so
// that the document itself never asks which rule set it holds.
bool faceShows(Ruleset ruleset, const Engine* engine);

} // namespace cdo::app
