// The desktop platform (platform.h): SFML 2.5's window, events, textures, fonts and render
// textures, and OpenGL's scissor for the clip. The only files of the app that include SFML
// are in this folder (tests/app/platform/seam_test.cpp checks it).
#include "app/platform/platform.h"

#include <SFML/Graphics.hpp>
#include <SFML/OpenGL.hpp>

#include <array>
#include <cstddef>
#include <map>
#include <thread>

namespace cdo::app {

namespace {

// The app's Vertex is laid out as sf::Vertex (two floats, four bytes of colour, two floats),
// so its triangle lists are handed to SFML as they are, without a copy each frame.
static_assert(sizeof(Vertex) == sizeof(sf::Vertex));
static_assert(offsetof(Vertex, pos) == offsetof(sf::Vertex, position));
static_assert(offsetof(Vertex, colour) == offsetof(sf::Vertex, color));
static_assert(offsetof(Vertex, uv) == offsetof(sf::Vertex, texCoords));

class SfmlTexture final : public Texture {
  public:
    SfmlTexture() = default;
    explicit SfmlTexture(const sf::Texture* shown) : shown_(shown) {} // a font's atlas
    bool create(unsigned w, unsigned h) { return own_.create(w, h); }
    const sf::Texture& get() const { return shown_ ? *shown_ : own_; }
    Vec2u size() const override {
        const sf::Vector2u s = get().getSize();
        return {s.x, s.y};
    }
    void update(const std::uint8_t* rgba) override { own_.update(rgba); }
    void setSmooth(bool linear) override { own_.setSmooth(linear); }

  private:
    sf::Texture own_;
    const sf::Texture* shown_ = nullptr;
};

// What the window and the render texture share: SFML's drawing, GL's scissor.
class SfmlDrawing {
  public:
    explicit SfmlDrawing(sf::RenderTarget& t) : t_(t) {}
    void fitView() {
        const sf::Vector2u s = t_.getSize();
        t_.setView(sf::View(sf::FloatRect(0, 0, float(s.x), float(s.y))));
    }
    Vec2u size() const { return {t_.getSize().x, t_.getSize().y}; }
    void clear(Colour c) { t_.clear(sf::Color(c.r, c.g, c.b, c.a)); }
    void setClip(std::optional<PixelRect> clip) {
        t_.setActive(true);
        if (!clip) {
            glDisable(GL_SCISSOR_TEST);
            return;
        }
        glEnable(GL_SCISSOR_TEST);
        // GL counts rows from the bottom.
        glScissor(clip->x, int(t_.getSize().y) - clip->y - clip->h, clip->w, clip->h);
    }
    void draw(std::span<const Vertex> v, const Texture* texture, Blend blend) {
        if (v.empty()) return;
        sf::RenderStates states;
        states.blendMode = blend == Blend::None ? sf::BlendNone : sf::BlendAlpha;
        if (texture) states.texture = &static_cast<const SfmlTexture*>(texture)->get();
        if (v.size() <= 4) { // SFML reads so few vertices itself: through its own type
            std::array<sf::Vertex, 4> few;
            for (std::size_t i = 0; i < v.size(); ++i)
                few[i] = sf::Vertex({v[i].pos.x, v[i].pos.y},
                                    {v[i].colour.r, v[i].colour.g, v[i].colour.b, v[i].colour.a},
                                    {v[i].uv.x, v[i].uv.y});
            t_.draw(few.data(), v.size(), sf::Triangles, states);
            return;
        }
        t_.draw(reinterpret_cast<const sf::Vertex*>(v.data()), v.size(), sf::Triangles, states);
    }

  private:
    sf::RenderTarget& t_;
};

class SfmlOffscreen final : public Offscreen {
  public:
    bool create(unsigned w, unsigned h) {
        if (!rt_.create(w, h)) return false;
        d_.fitView();
        return true;
    }
    Vec2u size() const override { return d_.size(); }
    void clear(Colour c) override { d_.clear(c); }
    void setClip(std::optional<PixelRect> clip) override { d_.setClip(clip); }
    void drawTriangles(std::span<const Vertex> v, const Texture* t, Blend b) override {
        d_.draw(v, t, b);
    }
    Image read() override {
        setClip(std::nullopt);
        rt_.display();
        const sf::Image img = rt_.getTexture().copyToImage();
        Image out{img.getSize().x, img.getSize().y, {}};
        const std::uint8_t* p = img.getPixelsPtr();
        out.rgba.assign(p, p + std::size_t(out.width) * out.height * 4);
        return out;
    }

  private:
    sf::RenderTexture rt_;
    SfmlDrawing d_{rt_};
};

class SfmlFont final : public Font {
  public:
    bool load(const std::string& path) { return font_.loadFromFile(path); }
    Glyph glyph(char32_t cp, unsigned size) const override {
        const sf::Glyph& g = font_.getGlyph(cp, size, false);
        return {g.advance,
                g.bounds.left,
                g.bounds.top,
                g.bounds.width,
                g.bounds.height,
                {g.textureRect.left, g.textureRect.top, g.textureRect.width, g.textureRect.height}};
    }
    const Texture& atlas(unsigned size) const override {
        auto [it, made] = atlases_.try_emplace(size, &font_.getTexture(size));
        return it->second;
    }

  private:
    sf::Font font_;
    mutable std::map<unsigned, SfmlTexture> atlases_; // views of SFML's own, one per size
};

Key keyOf(sf::Keyboard::Key k) {
    using K = sf::Keyboard;
    if (k >= K::A && k <= K::Z) return Key(int(Key::A) + (k - K::A));
    switch (k) {
    case K::Escape:
        return Key::Escape;
    case K::Enter:
        return Key::Enter;
    case K::Tab:
        return Key::Tab;
    case K::Backspace:
        return Key::Backspace;
    case K::Delete:
        return Key::Delete;
    case K::Insert:
        return Key::Insert;
    case K::Home:
        return Key::Home;
    case K::End:
        return Key::End;
    case K::PageUp:
        return Key::PageUp;
    case K::PageDown:
        return Key::PageDown;
    case K::Left:
        return Key::Left;
    case K::Right:
        return Key::Right;
    case K::Up:
        return Key::Up;
    case K::Down:
        return Key::Down;
    case K::Space:
        return Key::Space;
    case K::Add:
        return Key::Add;
    case K::Subtract:
        return Key::Subtract;
    case K::Equal:
        return Key::Equal;
    case K::Hyphen:
        return Key::Hyphen;
    default:
        return Key::Unknown;
    }
}

Event::Button buttonOf(sf::Mouse::Button b) {
    switch (b) {
    case sf::Mouse::Left:
        return Event::Button::Left;
    case sf::Mouse::Right:
        return Event::Button::Right;
    case sf::Mouse::Middle:
        return Event::Button::Middle;
    default:
        return Event::Button::Other;
    }
}

// SFML's event as the app's; false for the kinds the app has no use for.
bool translate(const sf::Event& s, Event& e) {
    using T = Event::Type;
    e = Event{};
    auto at = [&](int x, int y) {
        e.x = x;
        e.y = y;
    };
    switch (s.type) {
    case sf::Event::Closed:
        e.type = T::Closed;
        return true;
    case sf::Event::Resized:
        e.type = T::Resized;
        e.width = s.size.width;
        e.height = s.size.height;
        return true;
    case sf::Event::LostFocus:
        e.type = T::FocusLost;
        return true;
    case sf::Event::GainedFocus:
        e.type = T::FocusGained;
        return true;
    case sf::Event::MouseLeft:
        e.type = T::MouseLeft;
        return true;
    case sf::Event::MouseMoved:
        e.type = T::MouseMoved;
        at(s.mouseMove.x, s.mouseMove.y);
        return true;
    case sf::Event::MouseButtonPressed:
    case sf::Event::MouseButtonReleased:
        e.type = s.type == sf::Event::MouseButtonPressed ? T::MouseDown : T::MouseUp;
        at(s.mouseButton.x, s.mouseButton.y);
        e.button = buttonOf(s.mouseButton.button);
        return true;
    case sf::Event::MouseWheelScrolled:
        e.type = T::Wheel;
        at(s.mouseWheelScroll.x, s.mouseWheelScroll.y);
        e.delta = s.mouseWheelScroll.delta;
        e.horizontal = s.mouseWheelScroll.wheel != sf::Mouse::VerticalWheel;
        return true;
    case sf::Event::TouchBegan:
    case sf::Event::TouchMoved:
    case sf::Event::TouchEnded:
        e.type = s.type == sf::Event::TouchBegan   ? T::TouchBegan
                 : s.type == sf::Event::TouchMoved ? T::TouchMoved
                                                   : T::TouchEnded;
        at(s.touch.x, s.touch.y);
        e.finger = s.touch.finger;
        return true;
    case sf::Event::KeyPressed:
    case sf::Event::KeyReleased:
        e.type = s.type == sf::Event::KeyPressed ? T::KeyDown : T::KeyUp;
        e.key = {keyOf(s.key.code), s.key.control, s.key.shift, s.key.alt, s.key.system};
        return true;
    case sf::Event::TextEntered:
        e.type = T::Text;
        e.unicode = s.text.unicode;
        return true;
    default:
        return false;
    }
}

class SfmlWindow final : public Window {
  public:
    bool open(unsigned w, unsigned h, const std::string& title, bool visible) {
        sf::ContextSettings gl;
        gl.antialiasingLevel = 0; // lines are triangles already; MSAA only costs fill rate
        window_.create(sf::VideoMode(w, h), title, sf::Style::Default, gl);
        if (!window_.isOpen()) return false;
        window_.setVisible(visible);
        window_.setVerticalSyncEnabled(false);
        window_.setKeyRepeatEnabled(true);
        d_.fitView();
        return true;
    }
    Vec2u size() const override { return d_.size(); }
    void clear(Colour c) override { d_.clear(c); }
    void setClip(std::optional<PixelRect> clip) override { d_.setClip(clip); }
    void drawTriangles(std::span<const Vertex> v, const Texture* t, Blend b) override {
        d_.draw(v, t, b);
    }
    bool isOpen() const override { return window_.isOpen(); }
    void close() override { window_.close(); }
    bool pollEvent(Event& e) override {
        sf::Event s;
        while (window_.pollEvent(s)) {
            if (s.type == sf::Event::Resized) d_.fitView(); // one window pixel, one unit
            if (translate(s, e)) return true;
        }
        return false;
    }
    void display() override {
        window_.setActive(true); // an off-screen picture may have taken the context
        window_.display();
    }
    Vec2i position() const override { return {window_.getPosition().x, window_.getPosition().y}; }
    void setPosition(Vec2i at) override { window_.setPosition({at.x, at.y}); }
    void setFramerateLimit(unsigned perSecond) override { window_.setFramerateLimit(perSecond); }

  private:
    sf::RenderWindow window_;
    SfmlDrawing d_{window_};
};

class SfmlPlatform final : public Platform {
  public:
    std::unique_ptr<Window> openWindow(unsigned w, unsigned h, const std::string& title,
                                       bool visible) override {
        auto win = std::make_unique<SfmlWindow>();
        if (!win->open(w, h, title, visible)) return nullptr;
        return win;
    }
    std::unique_ptr<Texture> makeTexture(unsigned w, unsigned h) override {
        auto t = std::make_unique<SfmlTexture>();
        if (!t->create(w, h)) return nullptr;
        return t;
    }
    std::unique_ptr<Offscreen> makeOffscreen(unsigned w, unsigned h) override {
        auto o = std::make_unique<SfmlOffscreen>();
        if (!o->create(w, h)) return nullptr;
        return o;
    }
    std::unique_ptr<Font> loadFont(const std::string& path) override {
        auto f = std::make_unique<SfmlFont>();
        if (!f->load(path)) return nullptr;
        return f;
    }
    unsigned maxTextureSize() override { return sf::Texture::getMaximumSize(); }
    Vec2u desktopSize() override {
        const sf::VideoMode d = sf::VideoMode::getDesktopMode();
        return {d.width, d.height};
    }
    double seconds() override { return clock_.getElapsedTime().asSeconds(); }
    void sleep(double s) override { sf::sleep(sf::seconds(float(s))); }
    std::string clipboard() override { return sf::Clipboard::getString().toAnsiString(); }
    void setClipboard(const std::string& utf8) override { sf::Clipboard::setString(utf8); }
    // A thread of its own, left to end by itself: the job shares only its own state.
    void runOffFrame(std::function<void()> job) override { std::thread(std::move(job)).detach(); }
    // The desktop's files are the app's: its own dialogs reach them, nothing more is needed.
    bool canUseDeviceFiles() override { return false; }
    void pickDeviceFile(DeviceFile, std::function<void(std::optional<std::string>)>) override {}
    void offerDownload(const std::string&, const std::string&) override {}
    std::string keptFolder() override { return {}; }

  private:
    sf::Clock clock_;
};

} // namespace

Platform& platform() {
    static SfmlPlatform p;
    return p;
}

} // namespace cdo::app
