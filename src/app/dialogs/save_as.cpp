#include "app/dialogs/save_as.h"

#include "app/dialogs/dialogs.h"
#include "app/panels/panels.h"

#include <filesystem>

namespace cdo::app {

namespace fs = std::filesystem;

void SaveAsDialog::opened(Shell& shell) {
    const Document& doc = shell.doc();
    file_ = doc.path().empty() ? "scenario.yaml" : fs::path(doc.path()).filename().string();
    // Save refused that file (read-only, or not this table's): propose another name.
    if (!doc.path().empty() && (doc.unloaded() || readOnlyFile(doc.path())))
        file_ = fs::path(doc.path()).stem().string() + "-copy.yaml";
}

Dialog::Step SaveAsDialog::draw(Shell& shell, Dialogs& dialogs) {
    browser_.draw(shell.doc(), file_, true);
    if (button("Save", 140) && !file_.empty()) {
        fs::path p = fs::path(browser_.folder()) / file_;
        if (p.extension() != ".yaml" && p.extension() != ".yml") p += ".yaml";
        std::error_code ec;
        if (fs::exists(p, ec)) // never replaced without asking
            dialogs.confirmReplace(p.string());
        else
            shell.saveFileAs(p.string());
        return Step::Done;
    }
    ImGui::SameLine();
    return button("Cancel", 140) ? Step::Done : Step::Stay;
}

} // namespace cdo::app
