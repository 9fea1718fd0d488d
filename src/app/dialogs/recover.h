// "Recover unsaved work": an autosave newer than its file (or of a file gone, or of an untitled
// table) that a crash left. Recover them, or Throw them away; no cross.
#pragma once

#include "app/dialogs/dialog.h"

#include <chrono>
#include <string>

namespace cdo::app {

class RecoverDialog final : public Dialog {
  public:
    // The autosave of `scenarioPath` (empty: the untitled table's), whatever the document is
    // called by the time it is answered.
    explicit RecoverDialog(std::string scenarioPath);
    const char* name() const override { return "Recover unsaved work"; }
    bool closable() const override { return false; }
    Step draw(Shell& shell, Dialogs& dialogs) override;
    const std::string& scenarioPath() const { return for_; }

  private:
    void recoverThem(Shell& shell);
    std::string for_, file_; // the scenario whose autosave is offered, and that autosave
};

// How long ago an autosave was kept, as the dialog says it: "moments ago" under a minute,
// then "1 minute ago", "N minutes ago", "1 hour ago", "N hours ago", "1 day ago", "N days ago"
// (whole units, rounded down). A time ahead of the clock is "moments ago".
std::string keptAgo(std::chrono::seconds age);

} // namespace cdo::app
