#include "app/dialogs/dialogs.h"

#include "app/dialogs/add_unit.h"
#include "app/dialogs/charge_dialog.h"
#include "app/dialogs/confirm_new.h"
#include "app/dialogs/confirm_open.h"
#include "app/dialogs/confirm_quit.h"
#include "app/dialogs/confirm_replace.h"
#include "app/dialogs/export_png.h"
#include "app/dialogs/export_ruling.h"
#include "app/dialogs/new_table_dialog.h"
#include "app/dialogs/open_dialog.h"
#include "app/dialogs/recover.h"
#include "app/dialogs/save_as.h"
#include "app/panels/keyboard.h"
#include "app/panels/panels.h"

#include <algorithm>

namespace cdo::app {

Dialogs::Dialogs() = default;
Dialogs::~Dialogs() = default;

void Dialogs::open(std::unique_ptr<Dialog> dialog) {
    // A dialog answered while it draws opens the next one: it takes over once the first is
    // done drawing (never destroyed under its own feet).
    if (drawing_) {
        pending_ = std::move(dialog);
        return;
    }
    current_ = std::move(dialog);
    justOpened_ = true;
    keyboard().close(); // a keyboard open for the last dialog's field goes with it
}

void Dialogs::openFile() {
    open(std::make_unique<OpenDialog>(browser_));
}
void Dialogs::saveAs() {
    open(std::make_unique<SaveAsDialog>(browser_));
}
void Dialogs::confirmReplace(std::string path) {
    open(std::make_unique<ConfirmReplaceDialog>(std::move(path)));
}
void Dialogs::exportPng() {
    open(std::make_unique<ExportPngDialog>());
}
void Dialogs::exportRuling() {
    open(std::make_unique<ExportRulingDialog>(pictureSize_));
}
void Dialogs::newTable() {
    open(std::make_unique<NewTableDialog>());
}
void Dialogs::confirmNew() {
    open(std::make_unique<ConfirmNewDialog>());
}
void Dialogs::confirmOpen(std::string path) {
    open(std::make_unique<ConfirmOpenDialog>(std::move(path)));
}
void Dialogs::confirmQuit() {
    open(std::make_unique<ConfirmQuitDialog>());
}
void Dialogs::addUnitAt(Vec2 at) {
    open(std::make_unique<AddUnitDialog>(at));
}
void Dialogs::chargeCheck(std::string guns) {
    open(std::make_unique<ChargeDialog>(std::move(guns)));
}
void Dialogs::openRecover(const std::string& scenarioPath) {
    open(std::make_unique<RecoverDialog>(scenarioPath));
}

void Dialogs::offerRecover(const std::string& scenarioPath) {
    // One at a time: a second autosave (the untitled table's, beside the file's own) waits
    // until the first is answered.
    if (const RecoverDialog* r = recover(); r && r->scenarioPath() != scenarioPath) {
        if (std::find(recoverNext_.begin(), recoverNext_.end(), scenarioPath) == recoverNext_.end())
            recoverNext_.push_back(scenarioPath);
        return;
    }
    openRecover(scenarioPath);
}

const RecoverDialog* Dialogs::recover() const {
    const Dialog* shown = pending_ ? pending_.get() : current_.get();
    return dynamic_cast<const RecoverDialog*>(shown);
}

const std::string& Dialogs::recoverFor() const {
    static const std::string none;
    const RecoverDialog* r = recover();
    return r ? r->scenarioPath() : none;
}

std::string Dialogs::title() const {
    if (!current_) return {};
    const std::string name = current_->name();
    return name.substr(0, name.find("##"));
}

void Dialogs::nextRecover() {
    while (!recoverNext_.empty() && !current_) {
        const std::string next = recoverNext_.front();
        recoverNext_.erase(recoverNext_.begin());
        if (recoverableAutosave(next)) openRecover(next);
    }
}

void Dialogs::draw(Shell& shell) {
    if (!current_) return;
    const char* name = current_->name();
    if (justOpened_) {
        ImGui::OpenPopup(name);
        justOpened_ = false;
        current_->opened(shell);
    }
    const Camera& cam = shell.camera();
    const ImVec2 centre(float(cam.viewportWidth()) / 2, float(cam.viewportHeight()) / 2);
    // With the on-screen keyboard open the dialog is tall: its foot (the keyboard's OK and the
    // dialog's own buttons) stays on the screen, standing on the window's bottom edge.
    if (keyboard().isOpen())
        ImGui::SetNextWindowPos(ImVec2(centre.x, float(cam.viewportHeight()) - 4), ImGuiCond_Always,
                                ImVec2(0.5f, 1.0f));
    else
        ImGui::SetNextWindowPos(centre, ImGuiCond_Appearing, ImVec2(0.5f, 0.5f));
    ImGui::SetNextWindowSize(ImVec2(std::min(720.f, float(cam.viewportWidth()) - 40), 0));
    bool shown = true;
    if (!ImGui::BeginPopupModal(name, current_->closable() ? &shown : nullptr,
                                ImGuiWindowFlags_AlwaysAutoResize)) {
        current_.reset(); // closed by its own cross
        return;
    }
    drawing_ = true;
    const Dialog::Step step = current_->draw(shell, *this);
    drawing_ = false;
    if (step == Dialog::Step::Done || pending_) {
        ImGui::CloseCurrentPopup();
        current_.reset();
        keyboard().close();
    } else if (!shown) {
        current_.reset();
        keyboard().close();
    }
    if (pending_) {
        current_ = std::move(pending_);
        justOpened_ = true;
    }
    nextRecover();
    ImGui::EndPopup();
}

} // namespace cdo::app
