#include "app/dialogs/recover.h"

#include "app/panels/panels.h"

#include <filesystem>
#include <optional>

namespace cdo::app {

namespace fs = std::filesystem;

std::string keptAgo(std::chrono::seconds age) {
    const long s = long(age.count());
    auto ago = [](long n, const char* unit) {
        return std::to_string(n) + " " + unit + (n == 1 ? "" : "s") + " ago";
    };
    if (s < 60) return "moments ago";
    if (s < 3600) return ago(s / 60, "minute");
    if (s < 86400) return ago(s / 3600, "hour");
    return ago(s / 86400, "day");
}

RecoverDialog::RecoverDialog(std::string scenarioPath)
    : for_(std::move(scenarioPath)), file_(autosavePathFor(for_).string()) {}

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

void RecoverDialog::recoverThem(Shell& shell) {
    std::optional<io::ScenarioDocument> d;
    try {
        d = io::loadScenarioFile(file_);
    } catch (const io::LoadError& e) {
        // It may be the only copy of that work: set aside, never deleted.
        const std::string aside = setAside(file_);
        shell.setError(std::string("The autosave cannot be read: ") + e.what() +
                       (aside.empty() ? "; it is left where it is" : "; it is kept as " + aside));
    }
    if (!d) return;
    // Readable but not for this app (another ruleset's table): kept where it is.
    try {
        shell.document().recover(std::move(*d), for_);
        shell.forgetDocumentState();
        shell.setStatus("Recovered; save to keep them");
    } catch (const io::LoadError& e) {
        shell.setError(std::string("The autosave is kept but cannot be shown: ") + e.what());
    }
}

Dialog::Step RecoverDialog::draw(Shell& shell, Dialogs&) {
    // Only the autosave the dialog was opened for: never the one of whatever the document is
    // called now (an untitled table's, when the file asked for did not load).
    std::error_code ec;
    const auto when = fs::last_write_time(file_, ec);
    const std::string subject = for_.empty() ? "a new table" : for_;
    if (ec) {
        ImGui::TextWrapped("Unsaved changes to %s were kept. Coup d'œil may have stopped "
                           "before they were saved.",
                           subject.c_str());
    } else {
        const auto age = std::chrono::duration_cast<std::chrono::seconds>(
            fs::file_time_type::clock::now() - when);
        std::error_code ec2;
        const char* file = for_.empty()             ? ""
                           : !fs::exists(for_, ec2) ? ", and the file is missing"
                                                    : ", newer than the file";
        ImGui::TextWrapped("Unsaved changes to %s were kept %s%s. Coup d'œil may have stopped "
                           "before they were saved.",
                           subject.c_str(), keptAgo(age).c_str(), file);
    }
    if (button("Recover them", 200)) {
        recoverThem(shell);
        return Step::Done;
    }
    ImGui::SameLine();
    if (button("Throw them away", 200)) {
        shell.discardAutosave(for_);
        return Step::Done;
    }
    return Step::Stay;
}

} // namespace cdo::app
