// The dialogs (open, save as, export, recover, unsaved changes, add unit) and the file browser
// of the first two: touch-sized, no native dialog needed.
#include "app/dialogs/new_map_form.h"
#include "app/dialogs/new_table.h"
#include "app/panels/panels.h"

#include <imgui_stdlib.h>

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <iterator>
#include <optional>

namespace cdo::app {

namespace fs = std::filesystem;

void Modals::fileBrowser(const Document& doc, bool saving) {
    if (browseDir_.empty()) {
        std::error_code ec;
        browseDir_ = doc.path().empty() ? fs::current_path(ec).string()
                                        : fs::path(doc.path()).parent_path().string();
    }
    ImGui::TextWrapped("%s", browseDir_.c_str());
    if (button("Up")) browseDir_ = fs::path(browseDir_).parent_path().string();
    ImGui::SameLine();
    if (button("Home"))
        if (const char* h = std::getenv("HOME")) browseDir_ = h;
    std::vector<fs::directory_entry> dirs, files;
    std::error_code ec;
    for (const auto& e : fs::directory_iterator(browseDir_, ec)) {
        const std::string name = e.path().filename().string();
        if (name.empty() || name[0] == '.') continue;
        if (e.is_directory(ec))
            dirs.push_back(e);
        else if (e.path().extension() == ".yaml" || e.path().extension() == ".yml")
            files.push_back(e);
    }
    auto byName = [](const auto& a, const auto& b) { return a.path() < b.path(); };
    std::sort(dirs.begin(), dirs.end(), byName);
    std::sort(files.begin(), files.end(), byName);
    ImGui::BeginChild("##files", ImVec2(0, 300), true);
    for (const auto& d : dirs)
        if (row((d.path().filename().string() + "/").c_str(), false)) {
            browseDir_ = d.path().string();
        }
    for (const auto& f : files)
        if (row(f.path().filename().string().c_str(), false))
            browseName_ = f.path().filename().string();
    ImGui::EndChild();
    ImGui::InputText(saving ? "File name" : "File", &browseName_);
}

namespace {

// Renames an autosave that cannot be read out of the way of the next autosave, keeping it:
// "NAME.unreadable-SECONDS". The new name, or empty when it could not be renamed.
std::string setAside(const fs::path& file) {
    const auto seconds = std::chrono::duration_cast<std::chrono::seconds>(
                             std::chrono::system_clock::now().time_since_epoch())
                             .count();
    fs::path aside = file;
    aside += ".unreadable-" + std::to_string(seconds);
    std::error_code ec;
    fs::rename(file, aside, ec);
    return ec ? std::string() : aside.string();
}

} // namespace

void Modals::offerRecover(const std::string& scenarioPath) {
    // One at a time: a second autosave (the untitled table's, beside the file's own) waits
    // until the first is answered.
    if (kind_ == Kind::Recover && recoverFor_ != scenarioPath) {
        if (std::find(recoverNext_.begin(), recoverNext_.end(), scenarioPath) == recoverNext_.end())
            recoverNext_.push_back(scenarioPath);
        return;
    }
    openRecover(scenarioPath);
}

void Modals::openRecover(const std::string& scenarioPath) {
    recoverFor_ = scenarioPath;
    recoverFile_ = autosavePathFor(scenarioPath).string();
    kind_ = Kind::Recover;
    justOpened_ = true;
}

namespace {

const char* const kDialogNames[] = {"",
                                    "Open scenario",
                                    "Save scenario as",
                                    "Export PNG",
                                    "Recover unsaved work",
                                    "Unsaved changes##open",
                                    "Unsaved changes##quit",
                                    "Add unit",
                                    "Charge on the guns",
                                    "Replace the file?",
                                    "Export ruling picture",
                                    "New table",
                                    "Unsaved changes##new"};

// The ruling picture's sizes, in pixels: a screen's, a wide one and an upright one for a phone.
struct PictureSize {
    const char* label;
    unsigned width, height;
};
constexpr PictureSize kPictureSizes[] = {
    {"1600 x 1000", 1600, 1000}, {"1920 x 1080", 1920, 1080}, {"1080 x 1350 upright", 1080, 1350}};

// "<scenario>-<firer>-<target>-ruling.png": beside the view's export, never over it.
std::string rulingPath(std::string path) {
    const std::string png = ".png";
    if (path.size() >= png.size() && path.compare(path.size() - png.size(), png.size(), png) == 0)
        path.erase(path.size() - png.size());
    return path + "-ruling.png";
}

} // namespace

std::string Modals::title() const {
    const std::string name = kDialogNames[int(kind_)];
    return name.substr(0, name.find("##"));
}

void Modals::draw(Shell& shell) {
    const Document& doc = shell.doc();
    const Camera& cam = shell.camera();
    Selection& sel = shell.selection();
    const char* const* names = kDialogNames;
    if (kind_ == Kind::None) return;
    const char* name = names[int(kind_)];
    if (justOpened_) {
        ImGui::OpenPopup(name);
        justOpened_ = false;
        if (kind_ == Kind::SaveAs) {
            browseName_ =
                doc.path().empty() ? "scenario.yaml" : fs::path(doc.path()).filename().string();
            // Save refused that file (read-only, or not this table's): propose another name.
            if (!doc.path().empty() && (doc.unloaded() || readOnlyFile(doc.path())))
                browseName_ = fs::path(doc.path()).stem().string() + "-copy.yaml";
        }
        if (kind_ == Kind::Open) browseName_.clear();
        if (kind_ == Kind::Export)
            exportPath_ = defaultExportPath(doc.path(), sel.firer, sel.target);
        if (kind_ == Kind::ExportRuling)
            exportPath_ = rulingPath(defaultExportPath(doc.path(), sel.firer, sel.target));
        if (kind_ == Kind::NewTable) {
            newWidth_ = "72";
            newDepth_ = "48";
            newProblem_.clear();
        }
    }
    const ImVec2 centre(float(cam.viewportWidth()) / 2, float(cam.viewportHeight()) / 2);
    ImGui::SetNextWindowPos(centre, ImGuiCond_Appearing, ImVec2(0.5f, 0.5f));
    ImGui::SetNextWindowSize(ImVec2(std::min(720.f, float(cam.viewportWidth()) - 40), 0));
    bool shown = true;
    // Recover has no cross: left unanswered, the next autosave of the table would replace the
    // work it offers.
    if (!ImGui::BeginPopupModal(name, kind_ == Kind::Recover ? nullptr : &shown,
                                ImGuiWindowFlags_AlwaysAutoResize)) {
        kind_ = Kind::None; // closed by its own cross
        return;
    }
    auto close = [&] {
        ImGui::CloseCurrentPopup();
        kind_ = Kind::None;
    };
    // After a Recover is answered, the next autosave waiting, if it is still there.
    auto nextRecover = [&] {
        while (!recoverNext_.empty() && kind_ == Kind::None) {
            const std::string next = recoverNext_.front();
            recoverNext_.erase(recoverNext_.begin());
            if (recoverableAutosave(next)) openRecover(next);
        }
    };
    switch (kind_) {
    case Kind::Open:
        fileBrowser(doc, false);
        if (button("Open", 140) && !browseName_.empty()) {
            const std::string path = (fs::path(browseDir_) / browseName_).string();
            close();
            shell.openFile(path);
        }
        ImGui::SameLine();
        if (button("Cancel", 140)) close();
        break;
    case Kind::SaveAs:
        fileBrowser(doc, true);
        if (button("Save", 140) && !browseName_.empty()) {
            fs::path p = fs::path(browseDir_) / browseName_;
            if (p.extension() != ".yaml" && p.extension() != ".yml") p += ".yaml";
            close();
            std::error_code ec;
            if (fs::exists(p, ec)) { // never replaced without asking
                replacePath_ = p.string();
                open(Kind::ConfirmReplace);
            } else {
                shell.saveFileAs(p.string());
            }
        }
        ImGui::SameLine();
        if (button("Cancel", 140)) close();
        break;
    case Kind::Export:
        ImGui::TextWrapped("The view as it is now, with its ruling and panels, as a PNG image.");
        ImGui::InputText("File", &exportPath_);
        if (button("Export", 140) && !exportPath_.empty()) {
            shell.exportImage(exportPath_);
            close();
        }
        ImGui::SameLine();
        if (button("Cancel", 140)) close();
        break;
    case Kind::Recover: {
        // Only the autosave the dialog was opened for: never the one of whatever the document
        // is called now (an untitled table's, when the file asked for did not load).
        const fs::path a = recoverFile_;
        std::error_code ec;
        const auto when = fs::last_write_time(a, ec);
        const std::string subject = recoverFor_.empty() ? "a new table" : recoverFor_;
        if (ec) {
            ImGui::TextWrapped("Unsaved changes to %s were kept. Coup d'œil may have stopped "
                               "before they were saved.",
                               subject.c_str());
        } else {
            const auto age = fs::file_time_type::clock::now() - when;
            const long minutes =
                std::max(0L, long(std::chrono::duration_cast<std::chrono::minutes>(age).count()));
            std::error_code ec2;
            const bool gone = !recoverFor_.empty() && !fs::exists(recoverFor_, ec2);
            ImGui::TextWrapped("Unsaved changes to %s were kept %ld minute%s ago, %s. Coup "
                               "d'œil may have stopped before they were saved.",
                               subject.c_str(), minutes, minutes == 1 ? "" : "s",
                               gone ? "and the file is missing" : "newer than the file");
        }
        if (button("Recover them", 200)) {
            std::optional<io::ScenarioDocument> d;
            try {
                d = io::loadScenarioFile(a.string());
            } catch (const io::LoadError& e) {
                // It may be the only copy of that work: set aside, never deleted.
                const std::string aside = setAside(a);
                shell.setError(
                    std::string("The autosave cannot be read: ") + e.what() +
                    (aside.empty() ? "; it is left where it is" : "; it is kept as " + aside));
            }
            // Readable but not for this app (another ruleset's table): kept where it is.
            if (d) try {
                    shell.document().recover(std::move(*d), recoverFor_);
                    shell.forgetDocumentState();
                    shell.setStatus("Recovered; save to keep them");
                } catch (const io::LoadError& e) {
                    shell.setError(std::string("The autosave is kept but cannot be shown: ") +
                                   e.what());
                }
            close();
            nextRecover();
        }
        ImGui::SameLine();
        if (button("Throw them away", 200)) {
            shell.discardAutosave(recoverFor_);
            close();
            nextRecover();
        }
        break;
    }
    case Kind::ConfirmOpen:
        ImGui::TextWrapped("This table has unsaved changes. Open another file anyway? (They stay "
                           "in the autosave until then.)");
        {
            // Goes on to what was asked: the recent file chosen, or the file browser.
            auto proceed = [&] {
                if (!pendingOpen_.empty())
                    shell.openFile(pendingOpen_);
                else
                    open(Kind::Open);
                pendingOpen_.clear();
            };
            if (button("Save first", 160)) {
                close();
                shell.saveFile();
                if (!doc.dirty()) proceed(); // a failed save keeps the table and its changes
                pendingOpen_.clear();
                break;
            }
            ImGui::SameLine();
            if (button("Discard them", 160)) {
                close();
                proceed();
                break;
            }
            ImGui::SameLine();
            if (button("Cancel", 120)) {
                pendingOpen_.clear();
                close();
            }
            break;
        }
    case Kind::ConfirmQuit:
        ImGui::TextWrapped("This table has unsaved changes.");
        if (button("Save and quit", 180)) {
            close();
            shell.saveFile();
            if (!doc.dirty()) shell.quit();
            break;
        }
        ImGui::SameLine();
        if (button("Quit without saving", 220)) {
            close();
            shell.quit();
            break;
        }
        ImGui::SameLine();
        if (button("Cancel", 120)) close();
        break;
    case Kind::AddUnit: {
        const Scenario& s = doc.scenario();
        ImGui::Text("New unit at (%.1f, %.1f)", addAt_.x, addAt_.y);
        std::vector<std::string> sides;
        for (const Unit& x : s.units)
            if (std::find(sides.begin(), sides.end(), x.side) == sides.end())
                sides.push_back(x.side);
        for (const char* d : {"french", "austrian"})
            if (sides.size() < 2 && std::find(sides.begin(), sides.end(), d) == sides.end())
                sides.push_back(d);
        for (const std::string& side : sides) {
            ImGui::Text("%s:", side.c_str());
            int n = 0;
            for (UnitType t : allUnitTypes) {
                if (n++ % 3) ImGui::SameLine();
                const std::string label = std::string(toString(t)) + "##" + side;
                if (button(label.c_str(), 200)) {
                    Unit u;
                    u.side = side;
                    u.type = t;
                    u.at = addAt_;
                    // Face the way the rest of the side faces.
                    for (const Unit& x : s.units)
                        if (x.side == side) {
                            u.facing = x.facing;
                            break;
                        }
                    u.id = freshId(s, side.substr(0, 2) + "-" + std::string(toString(t)));
                    if (const std::string full = unitLimitProblem(s); !full.empty()) {
                        shell.setError(full);
                        close();
                        break;
                    }
                    shell.apply(addUnit(s, u));
                    sel.firer = doc.scenario().units.back().id;
                    close();
                    break;
                }
            }
            if (kind_ == Kind::None) break;
        }
        if (kind_ != Kind::None && button("Cancel", 140)) close();
        break;
    }
    case Kind::Charge:
        if (chargeDialog(shell)) close();
        break;
    case Kind::ConfirmReplace:
        ImGui::TextWrapped("%s already exists. Replace it with this table?", replacePath_.c_str());
        if (button("Replace", 160)) {
            close();
            shell.saveFileAs(replacePath_);
            break;
        }
        ImGui::SameLine();
        if (button("Cancel", 140)) close(); // the file stays as it was, the table unsaved
        break;
    case Kind::ExportRuling: {
        ImGui::TextWrapped("The table around the firer and the target, with the ruling's words "
                           "beside it: no buttons, no panels.");
        ImGui::InputText("File", &exportPath_);
        ImGui::TextUnformatted("Picture size (pixels):");
        for (int i = 0; i < int(std::size(kPictureSizes)); ++i) {
            if (i) ImGui::SameLine();
            const bool on = i == pictureSize_;
            if (on) ImGui::PushStyleColor(ImGuiCol_Button, ImVec4(0.85f, 0.6f, 0.1f, 1));
            if (button(kPictureSizes[i].label)) pictureSize_ = i;
            if (on) ImGui::PopStyleColor();
        }
        if (button("Export", 140) && !exportPath_.empty()) {
            const PictureSize& p = kPictureSizes[pictureSize_];
            shell.exportRuling(exportPath_, p.width, p.height);
            close();
        }
        ImGui::SameLine();
        if (button("Cancel", 140)) close();
        break;
    }
    case Kind::ConfirmNew:
        ImGui::TextWrapped("This table has unsaved changes. Start a new table anyway? (They stay "
                           "in the autosave until then.)");
        if (button("Save first", 160)) {
            close();
            shell.saveFile();
            if (!doc.dirty()) open(Kind::NewTable); // a failed save keeps the table
            break;
        }
        ImGui::SameLine();
        if (button("Discard them", 160)) {
            close();
            open(Kind::NewTable);
            break;
        }
        ImGui::SameLine();
        if (button("Cancel", 120)) close();
        break;
    case Kind::NewTable: {
        ImGui::TextWrapped("An empty Grande Tactique table. Its size:");
        auto make = [&](double w, double d) {
            newProblem_ = shell.newTable(w, d);
            if (newProblem_.empty()) close();
        };
        for (std::size_t i = 0; i < kTablePresets.size() && kind_ == Kind::NewTable; ++i) {
            if (i % 2) ImGui::SameLine();
            if (button(kTablePresets[i].label, 300))
                make(kTablePresets[i].width, kTablePresets[i].depth);
        }
        if (kind_ != Kind::NewTable) break;
        ImGui::TextUnformatted("Or another size, in inches:");
        ImGui::InputText("Width (in)", &newWidth_, ImGuiInputTextFlags_CharsDecimal);
        ImGui::InputText("Depth (in)", &newDepth_, ImGuiInputTextFlags_CharsDecimal);
        if (!newProblem_.empty()) wrapped(badInk(), newProblem_);
        if (button("Make this table", 240)) {
            const auto w = parseInches(newWidth_), d = parseInches(newDepth_);
            if (!w || !d)
                newProblem_ = "'" + (w ? newDepth_ : newWidth_) + "' is not a number of inches";
            else
                make(*w, *d);
        }
        if (kind_ != Kind::NewTable) break;
        ImGui::SameLine();
        if (button("Cancel", 140)) close();
        static NewMapForm mapForm; // the one New dialog's: the size typed last stays
        if (kind_ == Kind::NewTable && newMapForm(shell, mapForm)) close();
        break;
    }
    case Kind::None:
        break;
    }
    if (!shown) kind_ = Kind::None;
    ImGui::EndPopup();
}

} // namespace cdo::app
