// The platform seam: everything the app asks of the machine it runs on, in plain C++.
//
// Designed as Dear ImGui's backends are: the app includes only this header and never knows
// which platform it has. One implementation is linked into the program (CMake chooses it):
//   platform/sfml/  the desktop (SFML 2.5 window, events and OpenGL drawing)
//   platform/web/   the browser (html5.h events, WebGL, stb_truetype), built only by emcmake
//                   into coupdoeil-web (tools/web); the browser calls App::windowStep
//
// A new platform implements:
//   - Platform: the one object platform() returns (defined by the implementation, at link
//     time), which makes the rest: the window, textures from RGBA pixels, fonts, an
//     offscreen target; and a clock, a sleep, the clipboard, the desktop's size, the largest
//     texture the GPU takes; a job run off the frame loop (runOffFrame) and a photo decoded
//     off it (decodeOffFrame); and the device's own
//     files where the app's are kept apart from them (the browser's: pickDeviceFile,
//     offerDownload), which a desktop, whose files are the app's, answers with no.
//   - Window: opened at a size, placed, its events translated into Event below (mouse, touch
//     with finger ids, wheel, keys as Key, text, resize, focus, close), shown by display().
//   - RenderTarget (the window and the offscreen one): drawing triangle lists of Vertex,
//     coloured or textured (uv in the texture's pixels) and blended or not, in window pixels
//     with (0, 0) the top left; clear; a clip rectangle (a scissor) on both.
//   - Offscreen: a RenderTarget whose pixels are read back (PNG export, the ruling picture).
//   - Texture: RGBA pixels, nearest or linear filtered.
//   - Font: a glyph's metrics and its place in an atlas texture, one atlas per pixel size.
// Nothing else: ImGui's panels are drawn through drawTriangles too (shell/imgui_bridge.cpp).
#pragma once

#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <vector>

namespace cdo::app {

// ---- Plain values --------------------------------------------------------------------------

struct Colour {
    std::uint8_t r = 0, g = 0, b = 0, a = 255;
    constexpr Colour() = default;
    constexpr Colour(std::uint8_t red, std::uint8_t green, std::uint8_t blue,
                     std::uint8_t alpha = 255)
        : r(red), g(green), b(blue), a(alpha) {}
    friend constexpr bool operator==(Colour, Colour) = default;
    static const Colour White, Black, Transparent;
};
inline constexpr Colour Colour::White{255, 255, 255};
inline constexpr Colour Colour::Black{0, 0, 0};
inline constexpr Colour Colour::Transparent{0, 0, 0, 0};

struct Vec2f {
    float x = 0, y = 0;
};
struct Vec2u {
    unsigned x = 0, y = 0;
    friend constexpr bool operator==(Vec2u, Vec2u) = default;
};
struct Vec2i {
    int x = 0, y = 0;
};

// One corner of a triangle: where (window pixels), its colour (multiplying the texture's
// when there is one) and where in the texture (in its pixels, not 0..1).
struct Vertex {
    Vec2f pos;
    Colour colour;
    Vec2f uv;
};

// A rectangle of whole pixels, (x, y) its top left.
struct PixelRect {
    int x = 0, y = 0, w = 0, h = 0;
};

// RGBA pixels, row by row from the top.
struct Image {
    unsigned width = 0, height = 0;
    std::vector<std::uint8_t> rgba;
};

// ---- Events --------------------------------------------------------------------------------

// The keys the app and its panels use (ImGui's key map included); the rest are Unknown.
enum class Key : int {
    Unknown = -1,
    A = 0,
    B,
    C,
    D,
    E,
    F,
    G,
    H,
    I,
    J,
    K,
    L,
    M,
    N,
    O,
    P,
    Q,
    R,
    S,
    T,
    U,
    V,
    W,
    X,
    Y,
    Z,
    Escape,
    Enter,
    Tab,
    Backspace,
    Delete,
    Insert,
    Home,
    End,
    PageUp,
    PageDown,
    Left,
    Right,
    Up,
    Down,
    Space,
    Add,
    Subtract,
    Equal,
    Hyphen,
    Count
};

struct KeyEvent {
    Key code = Key::Unknown;
    bool control = false, shift = false, alt = false, system = false;
};

struct Event {
    enum class Type {
        Closed,
        Resized, // width, height
        FocusLost,
        FocusGained,
        MouseLeft,  // the pointer left the window
        MouseMoved, // x, y
        MouseDown,  // x, y, button
        MouseUp,    // x, y, button
        Wheel,      // x, y, delta (notches), horizontal
        TouchBegan, // x, y, finger
        TouchMoved, // x, y, finger
        TouchEnded, // x, y, finger
        KeyDown,    // key
        KeyUp,      // key
        Text,       // unicode: a character typed
    };
    enum class Button { Left, Right, Middle, Other };
    Type type = Type::MouseMoved;
    int x = 0, y = 0; // window pixels
    Button button = Button::Left;
    unsigned finger = 0;
    float delta = 0;
    bool horizontal = false;
    unsigned width = 0, height = 0;
    KeyEvent key;
    char32_t unicode = 0;
};

// ---- Drawing -------------------------------------------------------------------------------

class Texture {
  public:
    virtual ~Texture() = default;
    virtual Vec2u size() const = 0;
    // `rgba` holds size().x * size().y pixels, row by row from the top.
    virtual void update(const std::uint8_t* rgba) = 0;
    virtual void setSmooth(bool linear) = 0; // nearest (the default) or linear filtering
};

enum class Blend { Alpha, None };

class RenderTarget {
  public:
    virtual ~RenderTarget() = default;
    virtual Vec2u size() const = 0;
    virtual void clear(Colour c) = 0;
    // Every clear and draw after this is clipped to `clip` (window pixels); none: the whole.
    virtual void setClip(std::optional<PixelRect> clip) = 0;
    // Triangles, three vertices each; `texture` null: colour alone.
    virtual void drawTriangles(std::span<const Vertex> vertices, const Texture* texture,
                               Blend blend = Blend::Alpha) = 0;
};

class Offscreen : public RenderTarget {
  public:
    virtual Image read() = 0; // what was drawn, as it stands
};

// ---- Text ----------------------------------------------------------------------------------

struct Glyph {
    float advance = 0;
    float left = 0, top = 0, width = 0, height = 0; // from the pen on the baseline, pixels
    PixelRect atlas;                                // where it is in atlas(size)
};

class Font {
  public:
    virtual ~Font() = default;
    virtual Glyph glyph(char32_t codepoint, unsigned pixelSize) const = 0;
    // The texture the glyphs of this size are in; take it after asking for the glyphs (the
    // atlas may grow).
    virtual const Texture& atlas(unsigned pixelSize) const = 0;
};

// ---- The window ----------------------------------------------------------------------------

class Window : public RenderTarget {
  public:
    virtual bool isOpen() const = 0;
    virtual void close() = 0;
    virtual bool pollEvent(Event& e) = 0;
    virtual void display() = 0; // the frame drawn goes on screen
    virtual Vec2i position() const = 0;
    virtual void setPosition(Vec2i at) = 0;
    // Frames a second display() waits for; 0: none.
    virtual void setFramerateLimit(unsigned perSecond) = 0;
};

// ---- A photo decoded off the frame loop ----------------------------------------------------

// What a decode off the frame loop shares with whoever waits for it, from any thread.
struct DecodeControl {
    std::atomic<bool> cancel{false};
    std::atomic<float> progress{0}; // 0 to 1: the share of the file's bytes the decoder read
};

// A photo's decode as a platform runs it (app/tools/photo_decode.h makes it): the app's two
// stages and the plain values the second one takes and gives, which are all that a program of
// its own needs to run that stage (Platform::decodeOffFrame).
class PhotoWork {
  public:
    virtual ~PhotoWork() = default;
    // Reads the file and checks its bounds before anything decodes it: fills `bytes`,
    // `orientation` and `most`; false when there is nothing to decode (the app says why).
    virtual bool read() = 0;
    // Decodes `bytes`: `decoded`, `full`, `shrunk` and `shrink`, from the values above alone.
    virtual void decode() = 0;

    // In, from read().
    std::string bytes;   // the whole file
    int orientation = 1; // its EXIF orientation (io::ImageInfo's)
    unsigned most = 1;   // the largest side the GPU takes
    DecodeControl ctl;
    // Out, from decode().
    bool decoded = false; // false: the bytes do not decode, or ctl.cancel was seen
    Image full;           // upright, at its full size
    Image shrunk;         // `full` shrunk by a whole factor `shrink` for the GPU; empty at 1
    unsigned shrink = 1;
    std::optional<std::string> failure; // the platform could not run decode() at all: why
    std::atomic<bool> done{false};      // everything above is the frame loop's from here
    // Called on the frame loop once ctl.cancel is set, where the platform ends the decode
    // itself (the browser's worker); empty where decode() looks at ctl.cancel.
    std::function<void()> stop;
};

// ---- The platform --------------------------------------------------------------------------

class Platform {
  public:
    virtual ~Platform() = default;
    // A window of width × height pixels (hidden unless `visible`); null when none can be made.
    virtual std::unique_ptr<Window> openWindow(unsigned width, unsigned height,
                                               const std::string& title, bool visible) = 0;
    virtual std::unique_ptr<Texture> makeTexture(unsigned width, unsigned height) = 0;
    virtual std::unique_ptr<Offscreen> makeOffscreen(unsigned width, unsigned height) = 0;
    virtual std::unique_ptr<Font> loadFont(const std::string& path) = 0; // null: cannot
    virtual unsigned maxTextureSize() = 0;
    virtual Vec2u desktopSize() = 0;
    virtual double seconds() = 0; // a steady clock, from some start
    virtual void sleep(double seconds) = 0;
    virtual std::string clipboard() = 0;
    virtual void setClipboard(const std::string& utf8) = 0;

    // Runs `job` off the frame loop, so the frame that starts it is drawn (with its progress)
    // before the job holds anything up: the desktop on a thread of its own, the browser (no
    // threads) after the current frame, on the page's one thread. `job` must touch only what
    // it shares with whoever waits for it, and must not throw.
    virtual void runOffFrame(std::function<void()> job) = 0;
    // Runs `work` off the frame loop: read() then decode(), then `done`. A job of runOffFrame
    // does it where that is off the frame loop (the desktop: a thread of its own). Apart from
    // runOffFrame for the browser, where that job would run on the page's one thread: without
    // shared memory (a static host cannot be relied on to send the COOP/COEP headers it needs)
    // its only threads are workers, programs of their own which cannot run this one's
    // closures. It reads the file on the page's thread (the app's files are the page's
    // memory), and a worker runs the same decode (app/tools/photo_decode.h's
    // decodePhotoBytes, compiled into platform/web/photo_worker.cpp) on the bytes it is sent;
    // a cancel ends that worker. Nothing may throw out of read() or decode().
    virtual void decodeOffFrame(std::shared_ptr<PhotoWork> work) {
        runOffFrame([work] {
            if (work->read()) work->decode();
            work->done = true;
        });
    }

    // The device's files, where they are not the app's (a browser: the app's folder is the
    // page's storage, the device's files are reached only through its picker and downloads).
    // False on the desktop: its file dialogs are the device's files.
    virtual bool canUseDeviceFiles() = 0;
    // A scenario (.yaml); a photo of the device's; a photo taken now by its rear camera.
    enum class DeviceFile { Table, Photo, Camera };
    // Asks the device for a file (its picker: call it during the frame a button was pressed,
    // the browser allows a picker only shortly after a tap). Later, on the frame loop,
    // `done` gets the path of its copy in the app's kept folder, or nothing (cancelled, or it
    // could not be copied). Never called back where canUseDeviceFiles() is false.
    virtual void pickDeviceFile(DeviceFile kind,
                                std::function<void(std::optional<std::string>)> done) = 0;
    // Hands the file at `path` to the device as a download named `name`; nothing where
    // canUseDeviceFiles() is false.
    virtual void offerDownload(const std::string& path, const std::string& name) = 0;
    // The folder whose files outlive the page (the browser's storage), where Save as and the
    // device's files go; empty: every folder does (the desktop).
    virtual std::string keptFolder() = 0;
};

// The platform linked in: defined by its implementation (platform/sfml/, platform/web/).
Platform& platform();

} // namespace cdo::app
