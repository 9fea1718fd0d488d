// Turning the table into pixels. Everything of one kind goes into one vertex batch, so a
// 400-base table is a handful of draw calls; text is laid out glyph by glyph into one batch
// per character size. The engine's evidence (arc, bands, sight lines...) arrives through
// cdo::DebugDraw and is drawn as it comes: the app computes no ruling.
#pragma once

#include "app/document/document.h"
#include "app/view/camera.h"
#include "app/view/density.h"
#include "core/debug_draw.h"

#include "app/platform/platform.h"

#include <array>
#include <map>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace cdo::app {

inline Vec2f v2f(Vec2 p) {
    return {static_cast<float>(p.x), static_cast<float>(p.y)};
}

// Colours that tests look for in screenshots are named here.
namespace colours {
inline const Colour sightClear{0, 200, 60};
inline const Colour sightBlocked{230, 30, 30};
inline const Colour blocker{230, 40, 200};
inline const Colour enfilade{0, 170, 255};
inline const Colour rangeBand{255, 150, 0};
inline const Colour rangeLine{255, 255, 255};
inline const Colour arcFill{255, 230, 80, 55};
inline const Colour arcEdge{255, 230, 80, 200};
inline const Colour targetShape{255, 230, 0};
inline const Colour closeCall{255, 140, 0};
inline const Colour validTarget{40, 255, 90};
inline const Colour invalidTarget{255, 60, 60};
inline const Colour selection{255, 220, 0};
inline const Colour cloth{104, 134, 78};
inline const Colour background{40, 44, 52};
// Under blocked sight lines, blockers and invalid marks: red and magenta alone are about as
// light as the cloth, and a deuteranope sees them as it.
inline const Colour outline{18, 18, 20};
} // namespace colours

// The colours of one theme (density.h's Theme): the table, the ruling's inks, the marks and
// the panels' background. colours:: above are the standard theme's. Every theme tells valid
// from invalid and clear from blocked by shape too (a cross, dashes), never by hue alone.
struct Palette {
    Colour sightClear, sightBlocked, blocker, enfilade, rangeBand, rangeLine, arcFill, arcEdge,
        targetShape, closeCall, validTarget, invalidTarget, selection, cloth, background, outline;
    Colour gridMinor, gridMajor; // the inch grid on the cloth
    Colour wheel;                // the wheel handles (the pivot handle is `selection`)
    Colour labelInk, labelBack;  // map labels (names, bands), on a translucent patch
    Colour panel, panelText;     // the panels' background and their text
    Colour good, bad, warn;      // panel words: valid, refused, a close call
    float lineScale = 1;         // ruling lines and rings, thicker in daylight
    // The hue words the legend uses ("green", "sky blue").
    const char *validWord, *invalidWord, *selectionWord, *clearWord, *blockedWord, *blockerWord,
        *arcWord, *bandWord;
};
const Palette& palette(); // the current theme's
const Palette& paletteOf(Theme theme);
Theme currentTheme();
void setTheme(Theme theme);
// A line or ring in `ink` needs a dark casing to stand out on the cloth: its contrast there is
// under 3:1 (WCAG 2's for graphics).
bool needsCasing(Colour ink, const Palette& p = palette());

// WCAG 2 relative luminance of an sRGB colour (0 black, 1 white), and the contrast ratio of
// two colours (1 to 21).
double relativeLuminance(Colour c);
double contrastRatio(Colour a, Colour b);

class Batch {
  public:
    void clear() {
        v_.clear();
        runs_.clear();
    }
    void triangle(Vec2 a, Vec2 b, Vec2 c, Colour col);
    void quad(Vec2 a, Vec2 b, Vec2 c, Vec2 d, Colour col); // in order round the quad
    void line(Vec2 a, Vec2 b, float width, Colour col);    // window pixels
    void dashedLine(Vec2 a, Vec2 b, float width, float dash, Colour col);
    void polyline(std::span<const Vec2> pts, float width, Colour col, bool closed);
    void disc(Vec2 c, float r, Colour col, int segments = 20);
    void ring(Vec2 c, float r, float width, Colour col, int segments = 24);
    void rect(Vec2 lo, Vec2 hi, Colour col);
    // `opaque`: every colour in the batch has alpha 255, so blending can be skipped (a
    // software rasteriser then writes pixels without reading them back). Otherwise the batch
    // is drawn in runs, in order: the runs of opaque triangles without blending, the
    // translucent ones blended. The picture is the same, and llvmpipe reads back only the
    // pixels under translucent triangles (docs/app.md, Speed).
    void draw(RenderTarget& target, bool opaque = false) const;
    std::size_t vertexCount() const { return v_.size(); }
    std::size_t runCount() const { return runs_.size(); }

  private:
    std::vector<Vertex> v_;
    // Where each run of triangles of one kind (opaque or not) starts in v_.
    struct Run {
        std::size_t first;
        bool opaque;
    };
    std::vector<Run> runs_;
};

class TextBatch {
  public:
    enum class Align { Left, Centre, Right };
    explicit TextBatch(const Font* font) : font_(font) {}
    void clear();
    // `at` is the middle (or left/right end) of the text's top edge.
    void add(Vec2 at, std::string_view utf8, unsigned size, Colour col, Align align,
             Colour background = Colour::Transparent);
    Vec2 measure(std::string_view utf8, unsigned size) const;
    void draw(RenderTarget& target) const;
    std::size_t triangles() const;
    std::size_t drawCalls() const; // the backgrounds' runs and one per character size

  private:
    const Font* font_;
    Batch backgrounds_;
    std::map<unsigned, std::vector<Vertex>> glyphs_; // one texture per character size
};

using Triangle = std::array<Vec2, 3>;

// A simple polygon (any orientation) as triangles to fill: the core's convex pieces, each a
// fan, so the app and the engine cut a hill the same way. Fewer than 3 points: nothing.
std::vector<Triangle> fillTriangles(std::span<const Vec2> polygon);

// The terrain as triangles, in table inches: made once per change of the scenario.
struct TerrainMesh {
    std::vector<std::vector<Triangle>> outline, top;
    void build(const Table& table);
};

// How one unit is to be shown.
struct UnitLook {
    enum class AsTarget : unsigned char { None, Valid, Invalid };
    AsTarget asTarget = AsTarget::None;
    bool selected = false;
    bool target = false;
};

struct SceneOptions {
    bool grid = true;
    bool names = true; // unit names (drawn when bases are big enough to carry them)
    bool terrainLabels = true;
};

class Scene {
  public:
    explicit Scene(const Font* font) : text(font), gripWords(font) {}
    void clear();
    void table(const Camera& cam, const Scenario& s, const SceneOptions& o);
    void terrain(const Camera& cam, const Table& t, const TerrainMesh& mesh, int selected,
                 const SceneOptions& o);
    void units(const Camera& cam, const Table& t, std::span<const UnitLook> looks,
               const SceneOptions& o);
    void draw(RenderTarget& target) const;
    // table() paints the whole view (the cloth and, around it, the background), so the window
    // needs no clear under it: on llvmpipe a clear through a scissor is a fill like any other.
    bool fillsView = false;

    // Layers, drawn in this order (the grips, below, between `bases` and `over`). `ground` and
    // `bases` hold only opaque colours. The photo backdrop (textured triangles, its opacity in
    // their colour) goes between ground and reach.
    Batch ground, reach, bases, over, handles;
    std::vector<Vertex> photo;
    const Texture* photoTexture = nullptr;
    // A magnifier of the photo over everything (a mark dragged under the finger), and its rim
    // and cross hair on top.
    std::vector<Vertex> loupe;
    Batch loupeMarks;
    TextBatch text;
    // A move tool's grips (the turning and wheel handles, their stalks and words), drawn after
    // the bases and before `over`: the ruling's lines stay whole where a grip sits on them (the
    // turning handle stands in front of a battery, on the line to a target ahead).
    Batch grips;
    TextBatch gripWords;

    // Labels placed last (placeLabels), where they cover no base, no other label and no
    // rectangle in keepClear (the move readout): a label that fits nowhere is left out.
    struct Rect {
        Vec2 lo, hi;
    };
    std::vector<Rect> keepClear;
    void label(Vec2 anchor, const Rect& base, std::string text, unsigned size, int priority);
    // A number of the ruling (a band's length, the range) at `at`, in `ink`: placed before
    // every name, at `at` or beside it clear of the bases, at `at` anyway when nothing is free.
    void rulingLabel(Vec2 at, std::string text, Colour ink);
    void placeLabels();
    // Where placeLabels put each label it drew, and every base drawn (window pixels).
    const std::vector<Rect>& placedLabels() const { return placed_; }
    const std::vector<Rect>& baseRects() const { return baseRects_; }

  private:
    struct Label {
        Vec2 anchor;
        Rect base; // the base it names, on screen
        std::string text;
        unsigned size;
        int priority; // higher first: the selection and the target before the rest
        std::optional<Colour> ink, back; // else the palette's label colours
        bool always = false;             // a ruling's number: at its point when no place is free
    };
    std::vector<Label> labels_;
    std::vector<Rect> baseRects_; // every base drawn, labels keep off them
    std::vector<Rect> placed_;

    void unitSymbol(const Camera& cam, const PlacedUnit& u, Colour ink);
};

// The engine's DebugDraw onto the scene's layers.
class SceneDebugDraw final : public DebugDraw {
  public:
    SceneDebugDraw(const Camera& cam, Scene& scene) : cam_(cam), scene_(scene) {}
    void line(Vec2 a, Vec2 b, Ink ink) override;
    void polygon(std::span<const Vec2> poly, Ink ink, bool filled) override;
    void label(Vec2 at, std::string_view text, Ink ink) override;

  private:
    const Camera& cam_;
    Scene& scene_;
};

Colour sideColour(const Scenario& s, const std::string& side);
// Light or dark ink that reads on `fill`.
Colour inkOn(Colour fill);

} // namespace cdo::app
