// The App's input: window events to pointer and keys, gestures to the current tool (or a
// pan of the view), keys to edits and the view.
#include "app/shell/app.h"

#include "app/view/layout.h"

#include <cmath>

namespace cdo::app {

// ---- Input -------------------------------------------------------------------------------

bool App::overPanel(Vec2 p) const {
    return modals_.isOpen() || panels_.contains(p);
}

void App::handleEvent(const sf::Event& e) {
    imgui_->processEvent(e);
    gestures_.setSlopPx(mm(2)); // a fingertip's wobble, whatever the density (12 px at 150 ppi)
    const double t = now();
    switch (e.type) {
    case sf::Event::Closed:
        if (doc_.dirty()) {
            modals_.open(Modals::Kind::ConfirmQuit);
        } else {
            quitting_ = true;
        }
        break;
    case sf::Event::Resized:
        cam_.setViewport(e.size.width, e.size.height);
        break;
    // Fingers: the first one down decides whether the touch is the table's or a panel's; on
    // the table a second finger turns the gesture into a pinch (gesture.h).
    case sf::Event::TouchBegan: {
        lastTouchTime_ = t;
        const Vec2 p{double(e.touch.x), double(e.touch.y)};
        if (gestures_.fingers() == 0) touchOnTable_ = claimPointer(p);
        if (!touchOnTable_) break;
        if (auto g = gestures_.touchDown(e.touch.finger, p, t)) onGesture(*g);
        break;
    }
    case sf::Event::TouchMoved:
        lastTouchTime_ = t;
        if (!touchOnTable_) break;
        if (auto g = gestures_.touchMove(e.touch.finger, {double(e.touch.x), double(e.touch.y)}, t))
            onGesture(*g);
        break;
    case sf::Event::TouchEnded:
        lastTouchTime_ = t;
        if (!touchOnTable_) break;
        if (auto g = gestures_.touchUp(e.touch.finger, {double(e.touch.x), double(e.touch.y)}, t))
            onGesture(*g);
        if (gestures_.fingers() == 0) touchOnTable_ = false;
        break;
    // Systems that turn touches into mouse events too would give every tap twice.
    case sf::Event::MouseButtonPressed:
        if (t - lastTouchTime_ > 0.5 && e.mouseButton.button == sf::Mouse::Left)
            pointerDown({double(e.mouseButton.x), double(e.mouseButton.y)});
        break;
    case sf::Event::MouseMoved:
        if (t - lastTouchTime_ > 0.5) pointerMove({double(e.mouseMove.x), double(e.mouseMove.y)});
        break;
    case sf::Event::MouseButtonReleased:
        if (t - lastTouchTime_ > 0.5 && e.mouseButton.button == sf::Mouse::Left)
            pointerUp({double(e.mouseButton.x), double(e.mouseButton.y)});
        break;
    case sf::Event::MouseWheelScrolled: {
        const Vec2 p{double(e.mouseWheelScroll.x), double(e.mouseWheelScroll.y)};
        if (!overPanel(p) && !imgui_->wantsPointer() &&
            e.mouseWheelScroll.wheel == sf::Mouse::VerticalWheel)
            cam_.zoomAt(p, std::pow(1.15, e.mouseWheelScroll.delta));
        break;
    }
    case sf::Event::KeyPressed:
        if (!imgui_->wantsKeyboard() || e.key.control) key(e.key);
        break;
    default:
        break;
    }
}

bool App::claimPointer(Vec2 p) {
    // A press off the long-press menu closes it and does nothing else, as a menu does.
    if (select_.menuOpen() && !overPanel(p)) {
        select_.closeMenu();
        return false;
    }
    return !overPanel(p);
}

void App::touch(Touch phase, unsigned finger, Vec2 p) {
    sf::Event e{};
    e.type = phase == Touch::Began   ? sf::Event::TouchBegan
             : phase == Touch::Moved ? sf::Event::TouchMoved
                                     : sf::Event::TouchEnded;
    e.touch.finger = finger;
    e.touch.x = int(std::lround(p.x));
    e.touch.y = int(std::lround(p.y));
    handleEvent(e);
}

void App::wheel(Vec2 p, float delta) {
    sf::Event e{};
    e.type = sf::Event::MouseWheelScrolled;
    e.mouseWheelScroll.wheel = sf::Mouse::VerticalWheel;
    e.mouseWheelScroll.delta = delta;
    e.mouseWheelScroll.x = int(std::lround(p.x));
    e.mouseWheelScroll.y = int(std::lround(p.y));
    handleEvent(e);
}

void App::pointerDown(Vec2 p) {
    pointerOnTable_ = claimPointer(p);
    if (!pointerOnTable_) return;
    lastPointer_ = p;
    if (auto g = gestures_.down(p, now())) onGesture(*g);
}

void App::pointerMove(Vec2 p) {
    if (!pointerOnTable_) return;
    if (auto g = gestures_.move(p, now())) onGesture(*g);
    lastPointer_ = p;
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
    sf::Event e;
    while (window_.pollEvent(e)) {
    }
}

void App::onGesture(const Gesture& g) {
    switch (g.kind) {
    case Gesture::Kind::Press:
        drag_ = Drag::None;
        beforePress_ = selection_; // a cancelled drag gives the selection back too
        activeTool().press(g.at);
        break;
    case Gesture::Kind::Tap:
        beforeTap_ = selection_;
        activeTool().tap(g.at);
        break;
    case Gesture::Kind::LongPress:
        activeTool().longPress(g.start);
        break;
    case Gesture::Kind::DragStart:
        onDragStart(g.at, g.start, g.afterTap);
        break;
    case Gesture::Kind::DragMove:
        onDragMove(g.at);
        break;
    case Gesture::Kind::Pinch:
        // The table point under the fingers' middle follows it, and the zoom follows their
        // spread about it: both fingers stay on the points they pressed (as near as a
        // similarity without turning can keep them).
        if (drag_ == Drag::Tool) activeTool().dragEnd();
        drag_ = Drag::Pinch;
        cam_.zoomAt(g.start, g.factor);
        cam_.panBy(g.at - g.start);
        break;
    case Gesture::Kind::PinchEnd:
        drag_ = Drag::None;
        break;
    case Gesture::Kind::Cancel: {
        // A second finger came down: the fingers now zoom and pan, so what the first one was
        // dragging goes back where it was, as if it had never been touched (a finger meant
        // for the view must not leave a unit moved).
        const bool toolDrag = drag_ == Drag::Tool;
        drag_ = Drag::None;
        if (!toolDrag) break;
        activeTool().dragCancel();
        selection_ = beforePress_;
        if (doc_.dropGesture(gestureId_)) setStatus("Two fingers: the drag was cancelled");
        doc_.history().closeGesture();
        break;
    }
    case Gesture::Kind::DragEnd:
        if (drag_ == Drag::Zoom) { // the tool had no part in it
            drag_ = Drag::None;
            break;
        }
        drag_ = Drag::None;
        activeTool().dragEnd(); // its last edits may still fold into the drag's undo step
        doc_.history().closeGesture();
        break;
    }
}

void App::onDragStart(Vec2 p, Vec2 start, bool afterTap) {
    ++gestureId_;
    if (activeTool().dragStart(p, start)) {
        drag_ = Drag::Tool;
    } else if (afterTap && (&activeTool() == &select_ || &activeTool() == &hex_)) {
        // A double-tap and drag that no tool took: the one-finger zoom, about the point
        // pressed. The first tap's change of selection is put back (in the terrain tool a tap
        // adds a corner, so there the drag pans as before).
        drag_ = Drag::Zoom;
        selection_ = beforeTap_;
        zoomPivot_ = start;
        lastPointer_ = start;
    } else {
        drag_ = Drag::Pan;
        lastPointer_ = start;
    }
    onDragMove(p);
}

void App::onDragMove(Vec2 p) {
    if (drag_ == Drag::Pan) {
        cam_.panBy(p - lastPointer_);
        lastPointer_ = p;
    } else if (drag_ == Drag::Zoom) {
        // Down zooms in, up out; the point pressed stays under where it was pressed.
        cam_.zoomAt(zoomPivot_, oneFingerZoom(p.y - lastPointer_.y, 2 * touchPx()));
        lastPointer_ = p;
    } else if (drag_ == Drag::Tool) {
        activeTool().dragMove(p);
    }
}

void App::key(const sf::Event::KeyEvent& k) {
    using K = sf::Keyboard;
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
                modals_.open(Modals::Kind::SaveAs);
            else
                saveFile();
            return;
        case K::O:
            requestOpen();
            return;
        case K::E:
            modals_.open(Modals::Kind::Export);
            return;
        case K::D:
            if (const int f = firerIndex(); f >= 0) {
                if (const std::string full = unitLimitProblem(doc_.scenario()); !full.empty()) {
                    setError(full);
                    return;
                }
                apply(duplicateUnit(doc_.scenario(), f, doc_.table().unit(f).r * 3.0));
                selection_.firer = doc_.scenario().units.back().id;
            }
            return;
        default:
            break;
        }
        if (imgui_->wantsKeyboard()) return;
    }
    const double step = k.shift ? 1.0 : 0.1;
    switch (k.code) {
    case K::Delete:
        if (activeTool().deleteSelected()) break; // the tool's own first (a terrain piece)
        if (const int f = firerIndex(); f >= 0) {
            apply(deleteUnit(doc_.scenario(), f));
            selection_.firer.clear();
        }
        break;
    case K::Left:
        nudge({-1, 0}, step);
        break;
    case K::Right:
        nudge({1, 0}, step);
        break;
    case K::Up:
        nudge({0, -1}, step);
        break;
    case K::Down:
        nudge({0, 1}, step);
        break;
    case K::Q:
    case K::E:
        if (doc_.laBataille()) { // a counter turns only to the bearings its formation allows
            if (const int c = counterIndex(); c >= 0)
                apply(turnCounter(doc_.battle(), c, k.code == K::Q ? -1 : 1));
            break;
        }
        if (k.code == K::Q)
            turnSelected(k.shift ? -1 : -5);
        else
            turnSelected(k.shift ? 1 : 5);
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
    case K::Escape:
        if (select_.menuOpen())
            select_.closeMenu();
        else if (select_.groupMode())
            select_.endGroup();
        else if (doc_.laBataille() && selection_.hex)
            selection_.hex.reset();
        else if (terrain_.drafting())
            terrain_.dropDraft();
        else if (!selection_.target.empty())
            selection_.target.clear();
        else
            selection_.firer.clear();
        break;
    case K::Enter:
        if (terrain_.drafting()) terrain_.finishDraft();
        break;
    default:
        break;
    }
}

void App::nudge(Vec2 screenDir, double in) {
    const int f = firerIndex();
    if (f < 0 && !select_.groupMode()) return;
    const unsigned gesture = keyGesture();
    // The arrow keys move the unit the way they point on screen, whatever the rotation.
    const Vec2 o = cam_.toTable({0, 0}), d = cam_.toTable(screenDir * cam_.pixelsPerInch());
    const Vec2 dir = d - o;
    if (select_.groupMode()) return select_.shiftGroup(dir * (in / length(dir)), gesture);
    const Unit& u = doc_.scenario().units[size_t(f)];
    apply(placeUnit(doc_.scenario(), f, u.at + dir * (in / length(dir)), u.facing, "Nudge unit"),
          gesture);
}

void App::turnSelected(double degrees) {
    if (select_.groupMode()) return select_.turnGroup(degrees, keyGesture());
    const int f = firerIndex();
    if (f < 0) return;
    const unsigned gesture = keyGesture();
    const Unit& u = doc_.scenario().units[size_t(f)];
    apply(placeUnit(doc_.scenario(), f, u.at, u.facing + degrees, "Turn unit"), gesture);
}

unsigned App::keyGesture() {
    const double t = now();
    if (t - lastNudge_ > 1.0) nudgeGesture_ = ++gestureId_;
    lastNudge_ = t;
    return nudgeGesture_;
}

} // namespace cdo::app
