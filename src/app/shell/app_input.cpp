// The App's input: window events to pointer and keys, gestures to the current tool (or a
// pan of the view), keys to edits and the view.
#include "app/shell/app.h"

#include "app/view/layout.h"

#include <cmath>
#include <optional>

namespace cdo::app {

// ---- Input -------------------------------------------------------------------------------

bool App::overPanel(Vec2 p) const {
    return dialogs_.isOpen() || panels_.contains(p);
}

void App::handleEvent(const Event& e) {
    imgui_->processEvent(e);
    gestures_.setSlopPx(mm(2)); // a fingertip's wobble, whatever the density (12 px at 150 ppi)
    const double t = now();
    switch (e.type) {
    case Event::Type::Closed:
        if (doc_.dirty()) {
            dialogs_.confirmQuit();
        } else {
            quitting_ = true;
        }
        break;
    case Event::Type::Resized:
        cam_.setViewport(e.width, e.height);
        break;
    // Fingers: the first one down decides whether the touch is the table's or a panel's; on
    // the table a second finger turns the gesture into a pinch (gesture.h).
    case Event::Type::TouchBegan: {
        lastTouchTime_ = t;
        const Vec2 p{double(e.x), double(e.y)};
        if (gestures_.fingers() == 0) touchOnTable_ = claimPointer(p);
        if (!touchOnTable_) break;
        if (auto g = gestures_.touchDown(e.finger, p, t)) onGesture(*g);
        break;
    }
    case Event::Type::TouchMoved:
        lastTouchTime_ = t;
        if (!touchOnTable_) break;
        if (auto g = gestures_.touchMove(e.finger, {double(e.x), double(e.y)}, t)) onGesture(*g);
        break;
    case Event::Type::TouchEnded:
        lastTouchTime_ = t;
        if (!touchOnTable_) break;
        if (auto g = gestures_.touchUp(e.finger, {double(e.x), double(e.y)}, t)) onGesture(*g);
        if (gestures_.fingers() == 0) touchOnTable_ = false;
        break;
    // Systems that turn touches into mouse events too would give every tap twice.
    case Event::Type::MouseDown:
        if (t - lastTouchTime_ > 0.5 && e.button == Event::Button::Left)
            pointerDown({double(e.x), double(e.y)});
        break;
    case Event::Type::MouseMoved:
        if (t - lastTouchTime_ > 0.5) pointerMove({double(e.x), double(e.y)});
        break;
    case Event::Type::MouseUp:
        if (t - lastTouchTime_ > 0.5 && e.button == Event::Button::Left)
            pointerUp({double(e.x), double(e.y)});
        break;
    case Event::Type::Wheel: {
        const Vec2 p{double(e.x), double(e.y)};
        if (!overPanel(p) && !imgui_->wantsPointer() && !e.horizontal)
            cam_.zoomAt(p, std::pow(1.15, e.delta));
        break;
    }
    case Event::Type::KeyDown:
        if (!imgui_->wantsKeyboard() || e.key.control) key(e.key);
        break;
    default:
        break;
    }
}

bool App::claimPointer(Vec2 p) {
    // A press off the long-press menu closes it and does nothing else, as a menu does.
    const bool panel = overPanel(p);
    if (face_->dismissMenu(panel)) return false;
    return !panel;
}

void App::touch(Touch phase, unsigned finger, Vec2 p) {
    Event e;
    e.type = phase == Touch::Began   ? Event::Type::TouchBegan
             : phase == Touch::Moved ? Event::Type::TouchMoved
                                     : Event::Type::TouchEnded;
    e.finger = finger;
    e.x = int(std::lround(p.x));
    e.y = int(std::lround(p.y));
    handleEvent(e);
}

void App::wheel(Vec2 p, float delta) {
    Event e;
    e.type = Event::Type::Wheel;
    e.delta = delta;
    e.x = int(std::lround(p.x));
    e.y = int(std::lround(p.y));
    handleEvent(e);
}

void App::pointerDown(Vec2 p) {
    pointerOnTable_ = claimPointer(p);
    if (!pointerOnTable_) return;
    if (auto g = gestures_.down(p, now())) onGesture(*g);
}

void App::pointerMove(Vec2 p) {
    if (!pointerOnTable_) return;
    if (auto g = gestures_.move(p, now())) onGesture(*g);
}

void App::pointerUp(Vec2 p) {
    if (!pointerOnTable_) return;
    pointerOnTable_ = false;
    if (auto g = gestures_.up(p, now())) onGesture(*g);
}

void App::holdStill(double seconds) {
    timeShift_ += seconds;
    if (auto g = gestures_.tick(now())) onGesture(*g);
}

void App::dropEvents() {
    Event e;
    while (window_->pollEvent(e)) {
    }
}

void App::key(const KeyEvent& k) {
    using K = Key;
    if (k.control) {
        switch (k.code) {
        case K::Z:
            k.shift ? redo() : undo();
            return;
        case K::Y:
            redo();
            return;
        case K::S:
            if (k.shift || doc_.path().empty())
                dialogs_.saveAs();
            else
                saveFile();
            return;
        case K::O:
            requestOpen();
            return;
        case K::E:
            dialogs_.exportPng();
            return;
        case K::D:
            face_->key(EditKey::Duplicate, k.shift, 0);
            return;
        default:
            break;
        }
        if (imgui_->wantsKeyboard()) return;
    }
    // Keys whose meaning depends on the rule set go to the face; the view's are the shell's.
    std::optional<EditKey> edit;
    switch (k.code) {
    case K::Delete:
        edit = EditKey::Delete;
        break;
    case K::Left:
        edit = EditKey::Left;
        break;
    case K::Right:
        edit = EditKey::Right;
        break;
    case K::Up:
        edit = EditKey::Up;
        break;
    case K::Down:
        edit = EditKey::Down;
        break;
    case K::Q:
        edit = EditKey::TurnLeft;
        break;
    case K::E:
        edit = EditKey::TurnRight;
        break;
    case K::Escape:
        edit = EditKey::Escape;
        break;
    case K::Enter:
        edit = EditKey::Enter;
        break;
    case K::Add:
    case K::Equal:
        cam_.zoomAt({cam_.viewportWidth() / 2, cam_.viewportHeight() / 2}, 1.25);
        break;
    case K::Subtract:
    case K::Hyphen:
        cam_.zoomAt({cam_.viewportWidth() / 2, cam_.viewportHeight() / 2}, 0.8);
        break;
    case K::G:
        view_.scene.grid = !view_.scene.grid;
        break;
    case K::F:
        fitView();
        break;
    default:
        break;
    }
    if (!edit) return;
    // Arrow and turn keys pressed in a row are one undo step.
    const bool repeated =
        *edit != EditKey::Delete && *edit != EditKey::Escape && *edit != EditKey::Enter;
    if (face_->key(*edit, k.shift, repeated ? keyGesture() : 0)) return;
    if (*edit != EditKey::Escape) return;
    // Escape that the face had no use for: the target goes, then the firer.
    if (!selection_.target.empty())
        selection_.target.clear();
    else
        selection_.firer.clear();
}

unsigned App::keyGesture() {
    const double t = now();
    if (t - lastNudge_ > 1.0) nudgeGesture_ = router_.newGesture();
    lastNudge_ = t;
    return nudgeGesture_;
}

} // namespace cdo::app
