// An on-screen keyboard for text fields (file names, ids, names), as the number pad is for
// numbers (numpad.h): a tap on a text field opens it under the field, so that a name can be
// typed with one finger and no system keyboard. Letters (Shift for capitals), digits, - _ . and
// space, Back, Cancel (the text as it was) and OK; every key at least touchPx() (9 mm) wide and
// high, ten to a row where they fit, fewer in a narrow panel. The field's text starts selected:
// the first key replaces it, as typing into a selected field does. One keyboard at a time.
#pragma once

#include <imgui.h>

#include <string>
#include <vector>

namespace cdo::app {

class Keyboard {
  public:
    // Opens the keyboard for the field `id` whose text is `text` now (kept for Cancel).
    void open(const std::string& id, const std::string& text);
    // Draws the keys while open for `id`, editing `text`; true on the frame OK is tapped (the
    // keyboard then closes). Cancel gives `text` back as it was when opened.
    bool keys(const std::string& id, std::string& text);
    bool isOpen() const { return !open_.empty(); }
    bool isOpenFor(const std::string& id) const { return open_ == id; }
    void close() { open_.clear(); }
    const std::string& openedWith() const { return before_; } // the text when opened

    // The keys' rows as drawn (lower case; Shift makes the letters capitals). Exposed for tests.
    static const std::vector<std::vector<std::string>>& layout();
    // What a tap on `key` does to `text`, without drawing: a character key ("a", "7", "-", "_",
    // ".", "Space") adds its character, "Back" takes the last character (a whole UTF-8 one).
    // `replace`: the text is still selected, so a character replaces it and Back empties it.
    static std::string press(std::string text, const std::string& key, bool replace);

  private:
    std::string open_;   // the field the keyboard is open for
    std::string before_; // its text when opened: Cancel puts it back
    bool fresh_ = false; // nothing typed yet: the text is selected
    bool shift_ = false;
};

// The app's one keyboard (one panel, one finger).
Keyboard& keyboard();

// A text field that opens the keyboard under it when tapped, its text selected by the tap so
// that typing replaces it; the system keyboard works in it too. True on the frame the on-screen
// keyboard's OK is tapped. Its rectangle is remembered (lastFields) for scripts.
bool textField(const char* label, std::string& text, ImGuiInputTextFlags flags = 0);

} // namespace cdo::app
