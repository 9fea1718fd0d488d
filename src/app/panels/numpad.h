// A number pad drawn in the side panel, so that a number can be typed with one finger and no
// system keyboard: digits, point, minus, backspace, Cancel and OK, every key at least touchPx()
// high. A pad field is a button showing its value; a tap opens the pad under it (one pad at a
// time: opening another field closes the first without changing it). A pad that opens below the
// panel's fold scrolls the panel up until its last row is seen (its field too, when both fit).
#pragma once

#include <string>

namespace cdo::app {

class NumPad {
  public:
    // Draws the field `label` (the visible text before "##" names it) with `value` shown by
    // `format`, and the pad under it while open. True on the frame OK gives a new value, which
    // is then in `value`; text that is not a number is refused in `error` and the pad stays.
    bool field(const char* label, double& value, const char* format, std::string& error);
    // The pad alone, under a field drawn by the caller (Fields::number's text field): open()
    // shows it for `id` from the next draw, pad() draws it while open for `id` and is true on
    // the frame OK gives a new value.
    void open(const std::string& id) {
        if (open_ != id) text_.clear();
        if (open_ != id) reveal_ = true;
        open_ = id;
    }
    bool pad(const std::string& id, double& value, std::string& error);
    bool isOpen() const { return !open_.empty(); }
    const std::string& typed() const { return text_; }
    void close() { open_.clear(); }

    // The keys, without drawing: what a tap on each does to the text typed. `key` is one of
    // "0".."9", ".", "-" (changes the sign), "Back". Exposed for tests.
    static std::string press(std::string text, const std::string& key);
    // The number typed, or false when the text is not one (empty, "-", ".").
    static bool parse(const std::string& text, double& out);

  private:
    std::string open_; // the label of the field the pad is open for
    std::string text_;
    bool reveal_ = false; // just opened: the panel scrolls until the whole pad is seen
};

// The app's one pad (one panel, one finger).
NumPad& numPad();

} // namespace cdo::app
