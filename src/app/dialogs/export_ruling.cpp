#include "app/dialogs/export_ruling.h"

#include "app/panels/keyboard.h"
#include "app/panels/panels.h"

#include <iterator>

namespace cdo::app {

namespace {

// The ruling picture's sizes, in pixels: a screen's, a wide one and an upright one for a phone.
struct PictureSize {
    const char* label;
    unsigned width, height;
};
constexpr PictureSize kPictureSizes[] = {
    {"1600 x 1000", 1600, 1000}, {"1920 x 1080", 1920, 1080}, {"1080 x 1350 upright", 1080, 1350}};

} // namespace

std::string rulingPath(std::string path) {
    const std::string png = ".png";
    if (path.size() >= png.size() && path.compare(path.size() - png.size(), png.size(), png) == 0)
        path.erase(path.size() - png.size());
    return path + "-ruling.png";
}

void ExportRulingDialog::opened(Shell& shell) {
    path_ = rulingPath(
        defaultExportPath(shell.doc().path(), shell.selection().firer, shell.selection().target));
}

Dialog::Step ExportRulingDialog::draw(Shell& shell, Dialogs&) {
    ImGui::TextWrapped("The table around the firer and the target, with the ruling's words "
                       "beside it: no buttons, no panels.");
    textField("File", path_);
    ImGui::TextUnformatted("Picture size (pixels):");
    for (int i = 0; i < int(std::size(kPictureSizes)); ++i) {
        if (i) ImGui::SameLine();
        const bool on = i == size_;
        if (on) ImGui::PushStyleColor(ImGuiCol_Button, ImVec4(0.85f, 0.6f, 0.1f, 1));
        if (button(kPictureSizes[i].label)) size_ = i;
        if (on) ImGui::PopStyleColor();
    }
    if (button("Export", 140) && !path_.empty()) {
        const PictureSize& p = kPictureSizes[size_];
        shell.exportRuling(path_, p.width, p.height);
        return Step::Done;
    }
    ImGui::SameLine();
    return button("Cancel", 140) ? Step::Done : Step::Stay;
}

} // namespace cdo::app
