// The browser platform (platform.h), built only by emcmake: emscripten's html5.h for the
// canvas's events (mouse, touch with finger ids, wheel, keys, text, resize, focus), WebGL 1
// through the GLES2 headers for the triangles, textures, clip and offscreen pictures (a
// framebuffer read back), stb_truetype for the map's glyphs.
//
// The canvas is sized in device pixels (the page's CSS pixels times devicePixelRatio), so the
// app draws and hears events in device pixels as on the desktop; web_main.cpp hands the frame
// loop to the browser. Jobs off the frame loop run after the current frame (the browser has no
// threads: emscripten_async_call, a timeout, so the frame that started it is shown first); a
// photo is decoded in a worker instead (photo_worker.cpp, photo_decode.js in the site), one a
// decode, ended by a cancel, after the frame that started it has read the file. The
// device's files go through web/files.js: its picker copies the file chosen into the app's
// kept folder (the page's storage) and answers by coupdoeil_device_file, delivered to the app
// at the next frame's events; a download hands a file of the storage to the device. Not done yet:
// the clipboard through the page's (kept inside the app meanwhile); sleep returns at once (the
// browser cannot block).
#include "app/platform/platform.h"

#include <GLES2/gl2.h>
#include <emscripten.h>
#include <emscripten/html5.h>
#include <stb/stb_truetype.h>

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <deque>
#include <map>
#include <utility>

namespace cdo::app {

namespace {

constexpr const char* kCanvas = "#canvas";

// ---- GL: two programs, plain colour and textured ------------------------------------------

// A software rasteriser (SwiftShader, where a machine has no GPU) runs the fragment shader as
// written for every pixel: one shader choosing by a uniform samples the texture for every plain
// fill too. Most pixels of a frame are plain fills (the cloth, the bands, the bases), so those
// get a program with no texture at all.
const char* const kPlainVertexShader = R"(
attribute vec2 pos;
attribute vec4 colour;
uniform vec2 targetSize;
varying vec4 vColour;
void main() {
    vColour = colour;
    gl_Position = vec4(pos.x / targetSize.x * 2.0 - 1.0, 1.0 - pos.y / targetSize.y * 2.0, 0, 1);
}
)";

const char* const kPlainFragmentShader = R"(
precision mediump float;
varying vec4 vColour;
void main() {
    gl_FragColor = vColour;
}
)";

const char* const kTexturedVertexShader = R"(
attribute vec2 pos;
attribute vec4 colour;
attribute vec2 uv;
uniform vec2 targetSize;
uniform vec2 textureSize;
varying vec4 vColour;
varying vec2 vUv;
void main() {
    vColour = colour;
    vUv = uv / textureSize;
    gl_Position = vec4(pos.x / targetSize.x * 2.0 - 1.0, 1.0 - pos.y / targetSize.y * 2.0, 0, 1);
}
)";

const char* const kTexturedFragmentShader = R"(
precision mediump float;
uniform sampler2D image;
varying vec4 vColour;
varying vec2 vUv;
void main() {
    gl_FragColor = vColour * texture2D(image, vUv);
}
)";

GLuint compile(GLenum kind, const char* text) {
    const GLuint s = glCreateShader(kind);
    glShaderSource(s, 1, &text, nullptr);
    glCompileShader(s);
    GLint ok = 0;
    glGetShaderiv(s, GL_COMPILE_STATUS, &ok);
    if (!ok) {
        char log[512] = {};
        glGetShaderInfoLog(s, sizeof log, nullptr, log);
        std::fprintf(stderr, "coupdoeil: a shader does not compile: %s\n", log);
    }
    return s;
}

// A program and where its inputs are (-1: it has none, as the plain one's uv and texture).
struct Program {
    GLuint id = 0;
    GLint targetSize = -1, textureSize = -1, image = -1;
    GLint pos = -1, colour = -1, uv = -1;

    void make(const char* vertex, const char* fragment) {
        id = glCreateProgram();
        glAttachShader(id, compile(GL_VERTEX_SHADER, vertex));
        glAttachShader(id, compile(GL_FRAGMENT_SHADER, fragment));
        // The same places in both programs, so the plain one never reads the uv's (2).
        glBindAttribLocation(id, 0, "pos");
        glBindAttribLocation(id, 1, "colour");
        glBindAttribLocation(id, 2, "uv");
        glLinkProgram(id);
        targetSize = glGetUniformLocation(id, "targetSize");
        textureSize = glGetUniformLocation(id, "textureSize");
        image = glGetUniformLocation(id, "image");
        pos = glGetAttribLocation(id, "pos");
        colour = glGetAttribLocation(id, "colour");
        uv = glGetAttribLocation(id, "uv");
    }
};

// Both programs, made with the context's first draw, and the one buffer every draw streams
// its vertices through.
struct Programs {
    Program plain, textured;
    GLuint buffer = 0;
};

Programs& programs() {
    static Programs p;
    if (!p.plain.id) {
        p.plain.make(kPlainVertexShader, kPlainFragmentShader);
        p.textured.make(kTexturedVertexShader, kTexturedFragmentShader);
        glGenBuffers(1, &p.buffer);
    }
    return p;
}

class WebTexture final : public Texture {
  public:
    WebTexture(unsigned w, unsigned h) : size_{w, h} {
        glGenTextures(1, &id_);
        glBindTexture(GL_TEXTURE_2D, id_);
        // WebGL 1 samples a texture of any size only without mipmaps and clamped.
        glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_S, GL_CLAMP_TO_EDGE);
        glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_T, GL_CLAMP_TO_EDGE);
        filter(GL_NEAREST);
        glTexImage2D(GL_TEXTURE_2D, 0, GL_RGBA, GLsizei(w), GLsizei(h), 0, GL_RGBA,
                     GL_UNSIGNED_BYTE, nullptr);
    }
    ~WebTexture() override { glDeleteTextures(1, &id_); }
    WebTexture(const WebTexture&) = delete;
    WebTexture& operator=(const WebTexture&) = delete;
    Vec2u size() const override { return size_; }
    void update(const std::uint8_t* rgba) override {
        glBindTexture(GL_TEXTURE_2D, id_);
        glTexSubImage2D(GL_TEXTURE_2D, 0, 0, 0, GLsizei(size_.x), GLsizei(size_.y), GL_RGBA,
                        GL_UNSIGNED_BYTE, rgba);
    }
    void setSmooth(bool linear) override {
        glBindTexture(GL_TEXTURE_2D, id_);
        filter(linear ? GL_LINEAR : GL_NEAREST);
    }
    GLuint id() const { return id_; }

  private:
    static void filter(GLint f) {
        glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, f);
        glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, f);
    }
    GLuint id_ = 0;
    Vec2u size_;
};

// What the canvas and an offscreen picture share: a framebuffer (0 for the canvas), its size
// and its clip, put in place before each clear and draw.
class WebDrawing {
  public:
    GLuint framebuffer = 0;
    Vec2u size;
    std::optional<PixelRect> clip;

    void bind() const {
        glBindFramebuffer(GL_FRAMEBUFFER, framebuffer);
        glViewport(0, 0, GLsizei(size.x), GLsizei(size.y));
        if (!clip) {
            glDisable(GL_SCISSOR_TEST);
            return;
        }
        glEnable(GL_SCISSOR_TEST);
        // GL counts rows from the bottom.
        glScissor(clip->x, int(size.y) - clip->y - clip->h, clip->w, clip->h);
    }
    void clear(Colour c) const {
        bind();
        glClearColor(c.r / 255.f, c.g / 255.f, c.b / 255.f, c.a / 255.f);
        glClear(GL_COLOR_BUFFER_BIT);
    }
    void draw(std::span<const Vertex> v, const Texture* texture, Blend blend) const {
        if (v.empty()) return;
        bind();
        Programs& all = programs();
        const auto* t = static_cast<const WebTexture*>(texture);
        const Program& p = t ? all.textured : all.plain;
        glUseProgram(p.id);
        glUniform2f(p.targetSize, float(size.x), float(size.y));
        if (t) {
            glUniform1i(p.image, 0);
            glActiveTexture(GL_TEXTURE0);
            glBindTexture(GL_TEXTURE_2D, t->id());
            glUniform2f(p.textureSize, float(t->size().x), float(t->size().y));
        }
        if (blend == Blend::None) {
            glDisable(GL_BLEND);
        } else { // as SFML's BlendAlpha, so both platforms give the same picture
            glEnable(GL_BLEND);
            glBlendFuncSeparate(GL_SRC_ALPHA, GL_ONE_MINUS_SRC_ALPHA, GL_ONE,
                                GL_ONE_MINUS_SRC_ALPHA);
        }
        glBindBuffer(GL_ARRAY_BUFFER, all.buffer);
        glBufferData(GL_ARRAY_BUFFER, GLsizeiptr(v.size_bytes()), v.data(), GL_STREAM_DRAW);
        const auto at = [](std::size_t offset) { return reinterpret_cast<const void*>(offset); };
        glEnableVertexAttribArray(GLuint(p.pos));
        glVertexAttribPointer(GLuint(p.pos), 2, GL_FLOAT, GL_FALSE, sizeof(Vertex),
                              at(offsetof(Vertex, pos)));
        glEnableVertexAttribArray(GLuint(p.colour));
        glVertexAttribPointer(GLuint(p.colour), 4, GL_UNSIGNED_BYTE, GL_TRUE, sizeof(Vertex),
                              at(offsetof(Vertex, colour)));
        // The plain program reads no uv; its array is left off for it.
        if (p.uv >= 0) {
            glEnableVertexAttribArray(GLuint(p.uv));
            glVertexAttribPointer(GLuint(p.uv), 2, GL_FLOAT, GL_FALSE, sizeof(Vertex),
                                  at(offsetof(Vertex, uv)));
        } else {
            glDisableVertexAttribArray(2);
        }
        glDrawArrays(GL_TRIANGLES, 0, GLsizei(v.size()));
    }
};

class WebOffscreen final : public Offscreen {
  public:
    WebOffscreen(unsigned w, unsigned h) : texture_(w, h) {
        glGenFramebuffers(1, &d_.framebuffer);
        glBindFramebuffer(GL_FRAMEBUFFER, d_.framebuffer);
        glFramebufferTexture2D(GL_FRAMEBUFFER, GL_COLOR_ATTACHMENT0, GL_TEXTURE_2D, texture_.id(),
                               0);
        complete_ = glCheckFramebufferStatus(GL_FRAMEBUFFER) == GL_FRAMEBUFFER_COMPLETE;
        d_.size = {w, h};
    }
    ~WebOffscreen() override { glDeleteFramebuffers(1, &d_.framebuffer); }
    WebOffscreen(const WebOffscreen&) = delete;
    WebOffscreen& operator=(const WebOffscreen&) = delete;
    bool complete() const { return complete_; }
    Vec2u size() const override { return d_.size; }
    void clear(Colour c) override { d_.clear(c); }
    void setClip(std::optional<PixelRect> clip) override { d_.clip = clip; }
    void drawTriangles(std::span<const Vertex> v, const Texture* t, Blend b) override {
        d_.draw(v, t, b);
    }
    Image read() override {
        d_.clip.reset();
        d_.bind();
        Image out{d_.size.x, d_.size.y, {}};
        out.rgba.resize(std::size_t(out.width) * out.height * 4);
        glReadPixels(0, 0, GLsizei(out.width), GLsizei(out.height), GL_RGBA, GL_UNSIGNED_BYTE,
                     out.rgba.data());
        // GL gives the bottom row first; an Image starts at the top.
        const std::size_t row = std::size_t(out.width) * 4;
        for (unsigned y = 0; y < out.height / 2; ++y)
            std::swap_ranges(out.rgba.begin() + std::ptrdiff_t(y * row),
                             out.rgba.begin() + std::ptrdiff_t((y + 1) * row),
                             out.rgba.end() - std::ptrdiff_t((y + 1) * row));
        return out;
    }

  private:
    WebTexture texture_;
    WebDrawing d_;
    bool complete_ = false;
};

// ---- Glyphs: stb_truetype into one atlas a pixel size ------------------------------------

class WebFont final : public Font {
  public:
    bool load(const std::string& path) {
        std::FILE* f = std::fopen(path.c_str(), "rb");
        if (!f) return false;
        std::fseek(f, 0, SEEK_END);
        data_.resize(std::size_t(std::ftell(f)));
        std::fseek(f, 0, SEEK_SET);
        const bool read = std::fread(data_.data(), 1, data_.size(), f) == data_.size();
        std::fclose(f);
        return read && stbtt_InitFont(&info_, data_.data(), 0) != 0;
    }
    Glyph glyph(char32_t cp, unsigned size) const override {
        Atlas& a = atlas_(size);
        if (auto it = a.glyphs.find(cp); it != a.glyphs.end()) return it->second;
        return a.glyphs[cp] = rasterise(a, cp, size);
    }
    const Texture& atlas(unsigned size) const override {
        Atlas& a = atlas_(size);
        if (a.dirty) {
            a.texture->update(a.pixels.data());
            a.dirty = false;
        }
        return *a.texture;
    }

  private:
    static constexpr unsigned kAtlasSide = 1024;
    struct Atlas {
        std::unique_ptr<WebTexture> texture;
        std::vector<std::uint8_t> pixels; // RGBA: white, the glyph's coverage in alpha
        std::map<char32_t, Glyph> glyphs;
        int x = 1, y = 1, rowHeight = 0; // the next free place, shelf by shelf
        bool dirty = true;
    };

    Atlas& atlas_(unsigned size) const {
        Atlas& a = atlases_[size];
        if (!a.texture) {
            a.texture = std::make_unique<WebTexture>(kAtlasSide, kAtlasSide);
            a.pixels.assign(std::size_t(kAtlasSide) * kAtlasSide * 4, 0);
            for (std::size_t i = 0; i < a.pixels.size(); i += 4)
                a.pixels[i] = a.pixels[i + 1] = a.pixels[i + 2] = 255;
        }
        return a;
    }

    // The glyph at `size` pixels to the em, as SFML sizes a character (FreeType's pixel size).
    Glyph rasterise(Atlas& a, char32_t cp, unsigned size) const {
        const float scale = stbtt_ScaleForMappingEmToPixels(&info_, float(size));
        int advance = 0, bearing = 0, x0 = 0, y0 = 0, x1 = 0, y1 = 0;
        stbtt_GetCodepointHMetrics(&info_, int(cp), &advance, &bearing);
        stbtt_GetCodepointBitmapBox(&info_, int(cp), scale, scale, &x0, &y0, &x1, &y1);
        Glyph g;
        g.advance = float(advance) * scale;
        const int w = x1 - x0, h = y1 - y0;
        if (w <= 0 || h <= 0) return g; // a space
        if (a.x + w + 1 > int(kAtlasSide)) {
            a.x = 1;
            a.y += a.rowHeight + 1;
            a.rowHeight = 0;
        }
        if (a.y + h + 1 > int(kAtlasSide)) return g; // the atlas is full: drawn as a space
        std::vector<std::uint8_t> coverage(std::size_t(w) * h);
        stbtt_MakeCodepointBitmap(&info_, coverage.data(), w, h, w, scale, scale, int(cp));
        for (int j = 0; j < h; ++j)
            for (int i = 0; i < w; ++i)
                a.pixels[(std::size_t(a.y + j) * kAtlasSide + std::size_t(a.x + i)) * 4 + 3] =
                    coverage[std::size_t(j) * w + i];
        g.left = float(x0);
        g.top = float(y0);
        g.width = float(w);
        g.height = float(h);
        g.atlas = {a.x, a.y, w, h};
        a.x += w + 1;
        a.rowHeight = std::max(a.rowHeight, h);
        a.dirty = true;
        return g;
    }

    std::vector<unsigned char> data_;
    stbtt_fontinfo info_{};
    mutable std::map<unsigned, Atlas> atlases_;
};

// ---- Events: the canvas's, queued for pollEvent ------------------------------------------

Key keyOf(const EmscriptenKeyboardEvent& k) {
    const std::string code = k.code;
    if (code.size() == 4 && code.starts_with("Key") && code[3] >= 'A' && code[3] <= 'Z')
        return Key(int(Key::A) + (code[3] - 'A'));
    static const std::map<std::string, Key> named{{"Escape", Key::Escape},
                                                  {"Enter", Key::Enter},
                                                  {"NumpadEnter", Key::Enter},
                                                  {"Tab", Key::Tab},
                                                  {"Backspace", Key::Backspace},
                                                  {"Delete", Key::Delete},
                                                  {"Insert", Key::Insert},
                                                  {"Home", Key::Home},
                                                  {"End", Key::End},
                                                  {"PageUp", Key::PageUp},
                                                  {"PageDown", Key::PageDown},
                                                  {"ArrowLeft", Key::Left},
                                                  {"ArrowRight", Key::Right},
                                                  {"ArrowUp", Key::Up},
                                                  {"ArrowDown", Key::Down},
                                                  {"Space", Key::Space},
                                                  {"NumpadAdd", Key::Add},
                                                  {"NumpadSubtract", Key::Subtract},
                                                  {"Equal", Key::Equal},
                                                  {"Minus", Key::Hyphen}};
    const auto it = named.find(code);
    return it == named.end() ? Key::Unknown : it->second;
}

// The first code point of a UTF-8 string (a key's `key`: "a", "é"), 0 when there is none.
char32_t firstCodepoint(const char* s) {
    const auto* u = reinterpret_cast<const unsigned char*>(s);
    if (u[0] < 0x80) return u[0];
    int n = u[0] >= 0xF0 ? 3 : u[0] >= 0xE0 ? 2 : u[0] >= 0xC0 ? 1 : -1;
    if (n < 0) return 0;
    char32_t c = u[0] & (0x3F >> n);
    for (int i = 1; i <= n; ++i) {
        if ((u[i] & 0xC0) != 0x80) return 0;
        c = (c << 6) | (u[i] & 0x3F);
    }
    return c;
}

// ---- The device's files (web/files.js) ----------------------------------------------------

using PickDone = std::function<void(std::optional<std::string>)>;

// The picks asked and not yet answered, by number, and the answers come in from the page
// (between frames) but not yet handed to the app.
struct Picks {
    unsigned next = 1;
    std::map<unsigned, PickDone> waiting;
    std::deque<std::pair<unsigned, std::optional<std::string>>> answered;
};

Picks& picks() {
    static Picks p;
    return p;
}

// The answers come in, handed to whoever asked: on the frame loop, among the window's events.
// True when there was one.
bool deliverPicks() {
    bool any = false;
    Picks& p = picks();
    while (!p.answered.empty()) {
        auto [id, path] = std::move(p.answered.front());
        p.answered.pop_front();
        const auto it = p.waiting.find(id);
        if (it == p.waiting.end()) continue;
        const PickDone done = std::move(it->second);
        p.waiting.erase(it);
        done(std::move(path));
        any = true;
    }
    return any;
}

// The page's side (web/files.js); without it a pick is answered at once with nothing.
EM_JS(void, pickOnPage, (unsigned id, const char* kind, const char* folder), {
    if (window.coupdoeilFiles)
        window.coupdoeilFiles.pick(id, UTF8ToString(kind), UTF8ToString(folder));
    else
        Module.ccall("coupdoeil_device_file", null, [ "number", "string" ], [ id, "" ]);
});
EM_JS(void, downloadOnPage, (const char* path, const char* name), {
    if (window.coupdoeilFiles)
        window.coupdoeilFiles.download(UTF8ToString(path), UTF8ToString(name));
});

std::string keptFolderPath() {
    const char* home = std::getenv("HOME");
    return std::string(home && *home ? home : "/home/web_user") + "/tables";
}

// ---- The photo's worker (photo_worker.cpp) -----------------------------------------------

// The decodes under way, by their worker's handle.
std::map<int, std::shared_ptr<PhotoWork>>& photoCalls() {
    static std::map<int, std::shared_ptr<PhotoWork>> calls;
    return calls;
}

// The decode in worker `id` ended (answered, failed or cancelled): its worker is ended, which
// lets go of its memory (the photo's bytes and pixels), and anything it still says is dropped.
void endPhotoCall(int id) {
    if (photoCalls().erase(id)) emscripten_destroy_worker(id);
}

// Ends the decode in worker `id` with `why`: the worker could not decode (it did not start,
// or it stopped on an error of its own).
void failPhotoCall(int id, const std::string& why) {
    const auto it = photoCalls().find(id);
    if (it == photoCalls().end()) return;
    const std::shared_ptr<PhotoWork> work = it->second;
    endPhotoCall(id);
    work->failure = why;
    work->done = true;
}

std::uint32_t word(const char* at) {
    std::uint32_t v = 0;
    std::memcpy(&v, at, 4);
    return v;
}

// The worker's answers (photo_worker.cpp's layout): "P" and the progress (a float) while it
// decodes; at the end "D", whether it decoded, the full picture's width and height, the
// shrink, the shrunk one's width and height (six words after four bytes), then the full
// picture's RGBA and the shrunk one's; or "F" and why it could not.
void photoAnswered(char* data, int size, void* arg) {
    const int id = int(reinterpret_cast<std::intptr_t>(arg));
    const auto it = photoCalls().find(id);
    if (it == photoCalls().end() || !data || size < 1) return;
    PhotoWork& w = *it->second;
    if (data[0] == 'P' && size >= 5) {
        float p = 0;
        std::memcpy(&p, data + 1, 4);
        w.ctl.progress = p;
        return;
    }
    if (data[0] == 'F') return failPhotoCall(id, std::string(data + 1, std::size_t(size - 1)));
    constexpr std::size_t kHead = 4 + 5 * 4;
    const std::size_t n = std::size_t(size);
    if (data[0] != 'D' || n < kHead) return failPhotoCall(id, "the decoder's answer is cut short");
    const auto pixels = [](std::uint32_t w, std::uint32_t h) { return std::size_t(w) * h * 4; };
    const std::uint32_t fw = word(data + 4), fh = word(data + 8), shrink = word(data + 12),
                        sw = word(data + 16), sh = word(data + 20);
    if (n != kHead + pixels(fw, fh) + pixels(sw, sh))
        return failPhotoCall(id, "the decoder's answer is cut short");
    const std::shared_ptr<PhotoWork> work = it->second;
    work->decoded = data[1] != 0;
    work->full = {fw, fh, std::vector<std::uint8_t>(data + kHead, data + kHead + pixels(fw, fh))};
    work->shrunk = {sw, sh, std::vector<std::uint8_t>(data + kHead + pixels(fw, fh), data + n)};
    work->shrink = shrink;
    endPhotoCall(id); // `data` is the worker's answer buffer: copied out first
    work->done = true;
}

// Whether the page may start the worker at `url`: a worker of another origin (a page opened
// from a file has none) is refused by a throw, which would leave the decode waiting.
EM_JS(int, pageMayStartWorker, (const char* url), {
    try {
        return typeof Worker == "function" && location.origin != "null" &&
                       new URL(UTF8ToString(url), document.baseURI).origin == location.origin
                   ? 1
                   : 0;
    } catch (e) {
        return 0;
    }
});

// A worker that cannot start (its file missing) or stops on an error (out of memory) says so
// only by an error event, which emscripten's worker calls do not listen to: a decode would wait
// for it forever. And its last answer, the pixels ("D", photoAnswered's layout), is copied once,
// straight into the photo's own (coupdoeil_photo_sized): emscripten's handler would copy it
// into a buffer of its own first, kept until the worker ends, then photoAnswered again: twice
// the photo's size (100 MB for 27 Mpx) more held and written on the page's thread.
EM_JS(void, watchWorker, (int id), {
    var info = Browser.workers[id];
    if (!info) return;
    info.worker.onerror = function(e) {
        e.preventDefault();
        var why = e.message ? e.message : "its decoder did not start";
        Module.ccall("coupdoeil_photo_worker_failed", null, [ "number", "string" ], [ id, why ]);
    };
    var theirs = info.worker.onmessage;
    info.worker.onmessage = function(msg) {
        var d = msg.data["data"];
        if (!msg.data["finalResponse"] || !d || !d.byteLength || d.length < 24 || d[0] != 68)
            return theirs(msg);
        var head = new DataView(d.buffer, d.byteOffset, 24);
        var fw = head.getUint32(4, true), fh = head.getUint32(8, true);
        var sw = head.getUint32(16, true), sh = head.getUint32(20, true);
        var full = fw * fh * 4, shrunk = sw * sh * 4;
        if (d.length != 24 + full + shrunk) return theirs(msg); // photoAnswered refuses it
        if (!_coupdoeil_photo_sized(id, d[1], fw, fh, head.getUint32(12, true), sw, sh)) return;
        // After that call: the memory may have grown, and HEAPU8 with it.
        if (full) HEAPU8.set(d.subarray(24, 24 + full), _coupdoeil_photo_pixels(id, 0));
        if (shrunk) HEAPU8.set(d.subarray(24 + full), _coupdoeil_photo_pixels(id, 1));
        _coupdoeil_photo_filled(id);
    };
});

// Sends the bytes `read` left in `work` to a new worker (after the frame that started the
// decode: read on the page's thread, where the app's files are). A worker a photo, not one
// kept warm: a decoder's memory grows with the photo (its pixels alone are 108 MB for 27 Mpx
// at four bytes a pixel) and only ending the worker gives it back to the tablet; a new one
// costs its start once a photo, beside the decoding itself.
void startPhotoWorker(const std::shared_ptr<PhotoWork>& work) {
    if (work->ctl.cancel || !work->read()) {
        work->done = true;
        return;
    }
    constexpr const char* kWorker = "photo_decode.js";
    if (!pageMayStartWorker(kWorker)) {
        work->failure = "this page cannot start its decoder";
        work->done = true;
        return;
    }
    // The call: the orientation and the largest side (two words), then the file's bytes.
    std::string call(8, '\0');
    const std::int32_t orientation = work->orientation;
    const std::uint32_t most = work->most;
    std::memcpy(call.data(), &orientation, 4);
    std::memcpy(call.data() + 4, &most, 4);
    call += work->bytes;
    work->bytes = std::string();
    const int id = emscripten_create_worker(kWorker);
    photoCalls()[id] = work;
    watchWorker(id);
    emscripten_call_worker(id, "coupdoeil_decode_photo", call.data(), int(call.size()),
                           photoAnswered, reinterpret_cast<void*>(std::intptr_t(id)));
    work->stop = [id] { endPhotoCall(id); };
}

class WebWindow final : public Window {
  public:
    bool open(unsigned w, unsigned h) {
        EmscriptenWebGLContextAttributes attrs;
        emscripten_webgl_init_context_attributes(&attrs);
        attrs.alpha = false;
        attrs.antialias = false; // lines are triangles already
        attrs.depth = false;
        attrs.stencil = false;
        attrs.preserveDrawingBuffer = true; // the app draws only when something changed
        context_ = emscripten_webgl_create_context(kCanvas, &attrs);
        if (context_ <= 0) return false;
        emscripten_webgl_make_context_current(context_);
        scale_ = emscripten_get_device_pixel_ratio();
        if (!(scale_ > 0)) scale_ = 1;
        resize(w, h);
        listen();
        return true;
    }
    Vec2u size() const override { return d_.size; }
    void clear(Colour c) override { d_.clear(c); }
    void setClip(std::optional<PixelRect> clip) override { d_.clip = clip; }
    void drawTriangles(std::span<const Vertex> v, const Texture* t, Blend b) override {
        d_.draw(v, t, b);
    }
    bool isOpen() const override { return open_; }
    void close() override { open_ = false; }
    bool pollEvent(Event& e) override {
        // A file the device gave (its picker had the page's focus): the app is told, and the
        // page has its focus back, which makes the frame be drawn.
        if (deliverPicks()) {
            Event back;
            back.type = Event::Type::FocusGained;
            push(back);
        }
        if (queue_.empty()) return false;
        e = queue_.front();
        queue_.pop_front();
        if (e.type == Event::Type::Resized) resize(e.width, e.height);
        return true;
    }
    void display() override {} // the browser shows the canvas when the frame's callback returns
    Vec2i position() const override { return {0, 0}; }
    void setPosition(Vec2i) override {}          // the page places the canvas
    void setFramerateLimit(unsigned) override {} // the browser's own refresh paces frames

  private:
    void push(const Event& e) { queue_.push_back(e); }
    // The canvas's pixels (device pixels) and its size on the page (CSS pixels).
    void resize(unsigned w, unsigned h) {
        emscripten_set_canvas_element_size(kCanvas, int(w), int(h));
        emscripten_set_element_css_size(kCanvas, w / scale_, h / scale_);
        d_.size = {w, h};
    }
    int px(double css) const { return int(css * scale_ + 0.5); } // CSS to device pixels

    // A DOM touch's identifier as a finger number: the smallest not held by another finger,
    // so the first finger down is 0 (the pointer), as on every platform.
    unsigned fingerOf(long identifier, bool begin) {
        if (auto it = fingers_.find(identifier); it != fingers_.end()) return it->second;
        if (!begin) return ~0u;
        unsigned n = 0;
        for (bool taken = true; taken; ++n) {
            taken = false;
            for (const auto& [id, f] : fingers_)
                taken = taken || f == n;
            if (!taken) break;
        }
        fingers_[identifier] = n;
        return n;
    }

    static EM_BOOL onMouse(int type, const EmscriptenMouseEvent* m, void* self) {
        auto& w = *static_cast<WebWindow*>(self);
        Event e;
        e.x = w.px(m->targetX);
        e.y = w.px(m->targetY);
        e.button = m->button == 0   ? Event::Button::Left
                   : m->button == 1 ? Event::Button::Middle
                   : m->button == 2 ? Event::Button::Right
                                    : Event::Button::Other;
        e.type = type == EMSCRIPTEN_EVENT_MOUSEDOWN    ? Event::Type::MouseDown
                 : type == EMSCRIPTEN_EVENT_MOUSEUP    ? Event::Type::MouseUp
                 : type == EMSCRIPTEN_EVENT_MOUSELEAVE ? Event::Type::MouseLeft
                                                       : Event::Type::MouseMoved;
        w.push(e);
        return EM_TRUE;
    }

    static EM_BOOL onWheel(int, const EmscriptenWheelEvent* m, void* self) {
        auto& w = *static_cast<WebWindow*>(self);
        Event e;
        e.type = Event::Type::Wheel;
        e.x = w.px(m->mouse.targetX);
        e.y = w.px(m->mouse.targetY);
        // A notch: 100 pixels, 3 lines or one page of DOM deltas, downwards positive there.
        const double unit = m->deltaMode == DOM_DELTA_PIXEL  ? 100
                            : m->deltaMode == DOM_DELTA_LINE ? 3
                                                             : 1;
        e.horizontal = m->deltaY == 0 && m->deltaX != 0;
        e.delta = float(-(e.horizontal ? m->deltaX : m->deltaY) / unit);
        w.push(e);
        return EM_TRUE;
    }

    static EM_BOOL onTouch(int type, const EmscriptenTouchEvent* t, void* self) {
        auto& w = *static_cast<WebWindow*>(self);
        const bool begin = type == EMSCRIPTEN_EVENT_TOUCHSTART;
        const bool end = type == EMSCRIPTEN_EVENT_TOUCHEND || type == EMSCRIPTEN_EVENT_TOUCHCANCEL;
        for (int i = 0; i < t->numTouches; ++i) {
            const EmscriptenTouchPoint& p = t->touches[i];
            if (!p.isChanged) continue;
            const unsigned finger = w.fingerOf(p.identifier, begin);
            if (finger == ~0u) continue;
            Event e;
            e.type = begin ? Event::Type::TouchBegan
                     : end ? Event::Type::TouchEnded
                           : Event::Type::TouchMoved;
            e.x = w.px(p.targetX);
            e.y = w.px(p.targetY);
            e.finger = finger;
            w.push(e);
            if (end) w.fingers_.erase(p.identifier);
        }
        return EM_TRUE; // no emulated mouse events after the touches
    }

    static EM_BOOL onKey(int type, const EmscriptenKeyboardEvent* k, void* self) {
        auto& w = *static_cast<WebWindow*>(self);
        Event e;
        e.type = type == EMSCRIPTEN_EVENT_KEYDOWN ? Event::Type::KeyDown : Event::Type::KeyUp;
        e.key = {keyOf(*k), bool(k->ctrlKey), bool(k->shiftKey), bool(k->altKey), bool(k->metaKey)};
        w.push(e);
        // A printable key types its character too (a key's `key` of one character).
        const char32_t c = firstCodepoint(k->key);
        // `key` is one character for a printable key ("a", "é"), a name otherwise ("Shift").
        const bool one =
            c >= 32 && c != 127 && std::strlen(k->key) <= 4 && (c < 0x80 ? k->key[1] == 0 : true);
        const bool printable = one && !k->ctrlKey && !k->metaKey;
        if (type == EMSCRIPTEN_EVENT_KEYDOWN && printable) {
            Event text;
            text.type = Event::Type::Text;
            text.unicode = c;
            w.push(text);
        }
        return e.key.code != Key::Unknown || printable; // the page keeps the rest (F5, ...)
    }

    static EM_BOOL onFocus(int type, const EmscriptenFocusEvent*, void* self) {
        Event e;
        e.type = type == EMSCRIPTEN_EVENT_FOCUS ? Event::Type::FocusGained : Event::Type::FocusLost;
        static_cast<WebWindow*>(self)->push(e);
        return EM_FALSE;
    }

    static EM_BOOL onResize(int, const EmscriptenUiEvent* u, void* self) {
        auto& w = *static_cast<WebWindow*>(self);
        Event e;
        e.type = Event::Type::Resized;
        e.width = unsigned(w.px(u->windowInnerWidth));
        e.height = unsigned(w.px(u->windowInnerHeight));
        w.push(e);
        return EM_FALSE;
    }

    static const char* onLeave(int, const void*, void* self) {
        Event e;
        e.type = Event::Type::Closed;
        static_cast<WebWindow*>(self)->push(e);
        return nullptr; // no "leave the page?" question: the autosave keeps the table
    }

    void listen() {
        emscripten_set_mousedown_callback(kCanvas, this, EM_TRUE, onMouse);
        emscripten_set_mouseup_callback(kCanvas, this, EM_TRUE, onMouse);
        emscripten_set_mousemove_callback(kCanvas, this, EM_TRUE, onMouse);
        emscripten_set_mouseleave_callback(kCanvas, this, EM_TRUE, onMouse);
        emscripten_set_wheel_callback(kCanvas, this, EM_TRUE, onWheel);
        emscripten_set_touchstart_callback(kCanvas, this, EM_TRUE, onTouch);
        emscripten_set_touchmove_callback(kCanvas, this, EM_TRUE, onTouch);
        emscripten_set_touchend_callback(kCanvas, this, EM_TRUE, onTouch);
        emscripten_set_touchcancel_callback(kCanvas, this, EM_TRUE, onTouch);
        emscripten_set_keydown_callback(EMSCRIPTEN_EVENT_TARGET_WINDOW, this, EM_TRUE, onKey);
        emscripten_set_keyup_callback(EMSCRIPTEN_EVENT_TARGET_WINDOW, this, EM_TRUE, onKey);
        emscripten_set_focus_callback(EMSCRIPTEN_EVENT_TARGET_WINDOW, this, EM_TRUE, onFocus);
        emscripten_set_blur_callback(EMSCRIPTEN_EVENT_TARGET_WINDOW, this, EM_TRUE, onFocus);
        emscripten_set_resize_callback(EMSCRIPTEN_EVENT_TARGET_WINDOW, this, EM_TRUE, onResize);
        emscripten_set_beforeunload_callback(this, onLeave);
    }

    EMSCRIPTEN_WEBGL_CONTEXT_HANDLE context_ = 0;
    double scale_ = 1; // devicePixelRatio: device pixels a CSS pixel
    WebDrawing d_;
    bool open_ = true;
    std::deque<Event> queue_;
    std::map<long, unsigned> fingers_; // DOM touch identifiers held down, to finger numbers
};

class WebPlatform final : public Platform {
  public:
    std::unique_ptr<Window> openWindow(unsigned w, unsigned h, const std::string&, bool) override {
        auto win = std::make_unique<WebWindow>();
        if (!win->open(w, h)) return nullptr;
        return win;
    }
    std::unique_ptr<Texture> makeTexture(unsigned w, unsigned h) override {
        return std::make_unique<WebTexture>(w, h);
    }
    std::unique_ptr<Offscreen> makeOffscreen(unsigned w, unsigned h) override {
        auto o = std::make_unique<WebOffscreen>(w, h);
        if (!o->complete()) return nullptr;
        return o;
    }
    std::unique_ptr<Font> loadFont(const std::string& path) override {
        auto f = std::make_unique<WebFont>();
        if (!f->load(path)) return nullptr;
        return f;
    }
    unsigned maxTextureSize() override {
        GLint most = 0;
        glGetIntegerv(GL_MAX_TEXTURE_SIZE, &most);
        return most > 0 ? unsigned(most) : 2048; // no context yet: what every WebGL device takes
    }
    Vec2u desktopSize() override {
        int w = 0, h = 0;
        emscripten_get_screen_size(&w, &h);
        return {unsigned(w), unsigned(h)};
    }
    double seconds() override { return emscripten_get_now() / 1000.0; }
    void sleep(double) override {}
    std::string clipboard() override { return clipboard_; }
    void setClipboard(const std::string& utf8) override { clipboard_ = utf8; }
    void runOffFrame(std::function<void()> job) override {
        // After this frame: a timeout of 0, so the frame is on the screen before the job runs.
        auto* held = new std::function<void()>(std::move(job));
        emscripten_async_call(
            [](void* arg) {
                const std::unique_ptr<std::function<void()>> j(
                    static_cast<std::function<void()>*>(arg));
                (*j)();
            },
            held, 0);
    }
    void decodeOffFrame(std::shared_ptr<PhotoWork> work) override {
        // After this frame, as runOffFrame's jobs: the frame shows the progress bar first.
        auto* held = new std::shared_ptr<PhotoWork>(std::move(work));
        emscripten_async_call(
            [](void* arg) {
                const std::unique_ptr<std::shared_ptr<PhotoWork>> w(
                    static_cast<std::shared_ptr<PhotoWork>*>(arg));
                startPhotoWorker(*w);
            },
            held, 0);
    }
    bool canUseDeviceFiles() override { return true; }
    void pickDeviceFile(DeviceFile kind, PickDone done) override {
        Picks& p = picks();
        const unsigned id = p.next++;
        p.waiting[id] = std::move(done);
        const char* what = kind == DeviceFile::Table    ? "table"
                           : kind == DeviceFile::Camera ? "camera"
                                                        : "photo";
        const std::string folder = keptFolderPath();
        // The picker opens only while the tap that asked is fresh (the browser's "user
        // activation", a few seconds): this is called during the frame that tap reached.
        pickOnPage(id, what, folder.c_str());
    }
    void offerDownload(const std::string& path, const std::string& name) override {
        downloadOnPage(path.c_str(), name.c_str());
    }
    std::string keptFolder() override { return keptFolderPath(); }

  private:
    std::string clipboard_;
};

} // namespace

Platform& platform() {
    static WebPlatform p;
    return p;
}

} // namespace cdo::app

// web/files.js's answer to a pick: `path` the copy in the kept folder, empty for none.
extern "C" EMSCRIPTEN_KEEPALIVE void coupdoeil_device_file(unsigned id, const char* path) {
    cdo::app::picks().answered.emplace_back(id, path && *path ? std::optional<std::string>(path)
                                                              : std::nullopt);
}

// The photo worker's error event (watchWorker): it did not start, or stopped on an error.
extern "C" EMSCRIPTEN_KEEPALIVE void coupdoeil_photo_worker_failed(int id, const char* why) {
    cdo::app::failPhotoCall(id, why && *why ? why : "its decoder stopped");
}

// watchWorker's last answer, in three steps: the photo's pictures sized (0: no such decode,
// 1: sized), each one's pixels to be written (`shrunk` 0 the full picture, 1 the shrunk one; a
// picture of no pixels is not asked for), then the decode ended.
extern "C" EMSCRIPTEN_KEEPALIVE int coupdoeil_photo_sized(int id, int decoded, unsigned fw,
                                                          unsigned fh, unsigned shrink, unsigned sw,
                                                          unsigned sh) {
    const auto it = cdo::app::photoCalls().find(id);
    if (it == cdo::app::photoCalls().end()) return 0;
    cdo::app::PhotoWork& w = *it->second;
    w.decoded = decoded != 0;
    w.full = {fw, fh, std::vector<std::uint8_t>(std::size_t(fw) * fh * 4)};
    w.shrunk = {sw, sh, std::vector<std::uint8_t>(std::size_t(sw) * sh * 4)};
    w.shrink = shrink;
    return 1;
}
extern "C" EMSCRIPTEN_KEEPALIVE std::uint8_t* coupdoeil_photo_pixels(int id, int shrunk) {
    const auto it = cdo::app::photoCalls().find(id);
    if (it == cdo::app::photoCalls().end()) return nullptr;
    return (shrunk ? it->second->shrunk : it->second->full).rgba.data();
}
extern "C" EMSCRIPTEN_KEEPALIVE void coupdoeil_photo_filled(int id) {
    const auto it = cdo::app::photoCalls().find(id);
    if (it == cdo::app::photoCalls().end()) return;
    const std::shared_ptr<cdo::app::PhotoWork> work = it->second;
    cdo::app::endPhotoCall(id);
    work->done = true;
}
