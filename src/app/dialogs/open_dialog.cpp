#include "app/dialogs/open_dialog.h"

#include "app/panels/panels.h"
#include "app/platform/platform.h"

#include <filesystem>

namespace cdo::app {

Dialog::Step OpenDialog::draw(Shell& shell, Dialogs&) {
    browser_.draw(shell.doc(), file_, false);
    if (button("Open", 140) && !file_.empty()) {
        shell.openFile((std::filesystem::path(browser_.folder()) / file_).string());
        return Step::Done;
    }
    ImGui::SameLine();
    if (button("Cancel", 140)) return Step::Done;
    // Where the device's files are not the app's (a browser): its picker, the file copied into
    // the app's kept folder and opened as any other (a bad one is said as the desktop says it).
    if (platform().canUseDeviceFiles() && button("From this device\u2026")) {
        platform().pickDeviceFile(Platform::DeviceFile::Table,
                                  [&shell](std::optional<std::string> path) {
                                      if (path) shell.openFile(*path);
                                  });
        return Step::Done;
    }
    return Step::Stay;
}

} // namespace cdo::app
