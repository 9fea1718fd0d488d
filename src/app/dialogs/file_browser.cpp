#include "app/dialogs/file_browser.h"

#include "app/document/document.h"
#include "app/panels/keyboard.h"
#include "app/platform/platform.h"
#include "app/view/widgets.h"

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <vector>

namespace cdo::app {

namespace fs = std::filesystem;

void FileBrowser::draw(const Document& doc, std::string& name, bool saving) {
    if (dir_.empty()) {
        std::error_code ec;
        dir_ = doc.path().empty() ? fs::current_path(ec).string()
                                  : fs::path(doc.path()).parent_path().string();
        // Where only one folder outlives the page (a browser's storage), a table opened from
        // elsewhere (the packaged demos) is saved there, and its tables are listed.
        if (const std::string kept = platform().keptFolder();
            !kept.empty() && dir_.rfind(kept, 0) != 0) {
            fs::create_directories(kept, ec);
            dir_ = kept;
        }
    }
    ImGui::TextWrapped("%s", dir_.c_str());
    if (button("Up")) dir_ = fs::path(dir_).parent_path().string();
    ImGui::SameLine();
    if (button("Home"))
        if (const char* h = std::getenv("HOME")) dir_ = h;
    std::vector<fs::directory_entry> dirs, files;
    std::error_code ec;
    for (const auto& e : fs::directory_iterator(dir_, ec)) {
        const std::string n = e.path().filename().string();
        if (n.empty() || n[0] == '.') continue;
        if (e.is_directory(ec))
            dirs.push_back(e);
        else if (e.path().extension() == ".yaml" || e.path().extension() == ".yml")
            files.push_back(e);
    }
    auto byName = [](const auto& a, const auto& b) { return a.path() < b.path(); };
    std::sort(dirs.begin(), dirs.end(), byName);
    std::sort(files.begin(), files.end(), byName);
    // With the keyboard open the list folds away: the name is being typed, and the dialog
    // must stay on the screen with the keyboard under it.
    if (!keyboard().isOpen()) {
        ImGui::BeginChild("##files", ImVec2(0, 300), true);
        for (const auto& d : dirs)
            if (row((d.path().filename().string() + "/").c_str(), false)) dir_ = d.path().string();
        for (const auto& f : files)
            if (row(f.path().filename().string().c_str(), false))
                name = f.path().filename().string();
        ImGui::EndChild();
    }
    textField(saving ? "File name" : "File", name);
}

} // namespace cdo::app
