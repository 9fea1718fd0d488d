// One dialog: a touch-sized modal window the Dialogs owner (dialogs.h) shows, one at a time.
// Each dialog is its own class, in its own file of this folder; it keeps what the player chose
// in it while it is open and acts through the Shell when answered.
#pragma once

namespace cdo::app {

class Shell;
class Dialogs;

class Dialog {
  public:
    virtual ~Dialog() = default;
    // ImGui's name of the window: its title, then after "##" what keeps two of one title apart.
    virtual const char* name() const = 0;
    // False: no cross, the dialog must be answered (Recover: left unanswered, the next autosave
    // would replace the work it offers).
    virtual bool closable() const { return true; }
    // Once, on the frame it opens: its defaults, from the document and the selection then.
    virtual void opened(Shell&) {}
    // Draws its body. Done when answered: it closes, and a dialog it opened through `dialogs`
    // (Save as asking to replace a file) takes its place.
    enum class Step { Stay, Done };
    virtual Step draw(Shell& shell, Dialogs& dialogs) = 0;
};

} // namespace cdo::app
