// The photo backdrop's edits and its warp, display-free: the mesh the photo is drawn with strays
// from the true projective map by under a pixel at the zoom it was made for, covers what the
// photo shows of the view and nothing else; marks are placed, refused and undone as edits.
#include "app/document/backdrop.h"
#include "app/document/history.h"
#include "app/tools/photo_tool.h"

#include "photo_fixture.h"
#include "support.h"

#include <doctest/doctest.h>

#include <cmath>
#include <filesystem>
#include <fstream>

using namespace cdo;
using namespace cdo::app;
using doctest::Approx;

namespace {

// The test camera's map from table inches to photo pixels, fitted on the true corners.
PhotoFit cameraFit(const test::PinholeCamera& cam) {
    const std::vector<PhotoMark> marks{{cam.project({0, 0}), {0, 0}},
                                       {cam.project({72, 0}), {72, 0}},
                                       {cam.project({72, 48}), {72, 48}},
                                       {cam.project({0, 48}), {0, 48}}};
    return fitPhoto(marks);
}

// The worst distance, in pixels at `ppi`, between where a point of a triangle shows the photo
// (its corners' photo points interpolated linearly, as the GPU does) and where the photo's
// point really lies on the table; and the triangles' total area.
struct MeshCheck {
    double worstPx = 0, area = 0;
};
MeshCheck check(const std::vector<WarpTriangle>& mesh, const Homography& toTable, double ppi) {
    MeshCheck c;
    for (const WarpTriangle& t : mesh) {
        c.area += std::abs(cross(t.table[1] - t.table[0], t.table[2] - t.table[0])) / 2;
        for (int i = 0; i <= 6; ++i)
            for (int j = 0; i + j <= 6; ++j) {
                const double a = i / 6.0, b = j / 6.0, g = 1 - a - b;
                const Vec2 table = t.table[0] * a + t.table[1] * b + t.table[2] * g;
                const Vec2 image = t.image[0] * a + t.image[1] * b + t.image[2] * g;
                c.worstPx = std::max(c.worstPx, dist(toTable.apply(image), table) * ppi);
            }
    }
    return c;
}

Scenario table72() {
    Scenario s;
    s.gt().tableWidth = 72;
    s.gt().tableDepth = 48;
    return s;
}

// The fixture camera's photo of `bases` on the cloth (tests/photo_fixture.h), as RGB bytes.
struct FixturePhoto {
    int width = 0, height = 0;
    std::vector<std::uint8_t> bytes;
    ImageView view() const { return {width, height, 3, bytes.data()}; }
};
FixturePhoto fixturePhoto(const std::vector<test::PhotoBase>& bases) {
    const test::Picture pic = test::photograph(test::tableCamera(), 72, 48, bases, 4);
    FixturePhoto f{pic.width, pic.height, {}};
    for (const test::Rgb c : pic.pixels)
        f.bytes.insert(f.bytes.end(), {c.r, c.g, c.b});
    return f;
}

// A unit on a card base (the fixture's bases are flat colour on the cloth), 2" x 1".
Unit cardUnit(std::string id, std::string side, Vec2 at, double facing) {
    Unit u;
    u.id = std::move(id);
    u.side = std::move(side);
    u.at = at;
    u.facing = facing;
    u.size = {2, 1};
    u.baseThickness = 0.0;
    return u;
}

// Every unit of `s` fitted, as Fit every unit to photo does, to the fixture camera's photo of
// `bases`.
FitOutcome fitEveryUnit(const Scenario& s, const std::vector<test::PhotoBase>& bases) {
    const FixturePhoto pic = fixturePhoto(bases);
    std::vector<int> all(s.gt().units.size());
    for (std::size_t i = 0; i < all.size(); ++i)
        all[i] = int(i);
    return fitUnitsToPhoto(s, gt::Table(s), pic.view(), cameraFit(test::tableCamera()), all,
                           "Fit every unit to photo");
}

} // namespace

TEST_CASE("photo warp: the whole table at fit zoom strays under a pixel, and covers the table") {
    const test::PinholeCamera cam = test::tableCamera();
    const PhotoFit f = cameraFit(cam);
    const double ppi = 15; // a 72" table across about 1080 px
    const auto mesh = warpMesh(f.toImage, {1600, 1200}, {0, 0}, {72, 48}, 0.5 / ppi);
    REQUIRE_FALSE(mesh.empty());
    const MeshCheck c = check(mesh, f.toTable, ppi);
    CHECK(c.worstPx < 1.0);
    CHECK(c.area == Approx(72 * 48).epsilon(1e-9)); // the photo shows all of it
    CHECK(mesh.size() < 60000);
    // Far fewer triangles than pixels: a coarse mesh would do at this zoom only if it were
    // right, so check that a mesh of a few cells would not be.
    const auto coarse = warpMesh(f.toImage, {1600, 1200}, {0, 0}, {72, 48}, 50);
    CHECK(check(coarse, f.toTable, ppi).worstPx > 1.0);
}

TEST_CASE("photo warp: zoomed in on part of the table the mesh is made for that part") {
    const test::PinholeCamera cam = test::tableCamera();
    const PhotoFit f = cameraFit(cam);
    const double ppi = 150; // 10x: a 1" base is 150 px
    const auto mesh = warpMesh(f.toImage, {1600, 1200}, {30, 40}, {37, 44.5}, 0.5 / ppi);
    const MeshCheck c = check(mesh, f.toTable, ppi);
    CHECK(c.worstPx < 1.0);
    CHECK(c.area == Approx(7 * 4.5).epsilon(1e-9));
}

TEST_CASE("photo warp: only what the photo shows is covered, every corner inside the photo") {
    // The camera turned to the right: the table's left part is out of the picture.
    test::PinholeCamera cam = test::tableCamera();
    cam.look = {60, 26, 0};
    const Vec2 nl = cam.project({0, 0});
    REQUIRE(nl.x < 0); // the near-left corner is off the picture
    // Marks on table points the photo does show.
    const std::vector<PhotoMark> marks{{cam.project({30, 0}), {30, 0}},
                                       {cam.project({72, 0}), {72, 0}},
                                       {cam.project({72, 48}), {72, 48}},
                                       {cam.project({30, 48}), {30, 48}}};
    const PhotoFit f = fitPhoto(marks);
    const auto mesh = warpMesh(f.toImage, {1600, 1200}, {0, 0}, {72, 48}, 0.5 / 15);
    const MeshCheck c = check(mesh, f.toTable, 15);
    CHECK(c.worstPx < 1.0);
    CHECK(c.area < 72 * 48 - 100); // a good part of the table is not in the photo
    CHECK(c.area > 36 * 48);       // the part from x = 30 on is
    for (const WarpTriangle& t : mesh)
        for (Vec2 p : t.image) {
            CHECK(p.x >= -1e-6);
            CHECK(p.y >= -1e-6);
            CHECK(p.x <= 1600 + 1e-6);
            CHECK(p.y <= 1200 + 1e-6);
        }
}

TEST_CASE("photo: laid flat as taken, the whole photo on the table, its top at the far edge") {
    // 1600 x 1200 on 72 x 48: 0.04" a pixel (48 / 1200 < 72 / 1600), 4" free each side.
    const Homography h = flatOnTable({1600, 1200}, 72, 48);
    CHECK(h.apply({0, 0}).x == Approx(4));
    CHECK(h.apply({0, 0}).y == Approx(48));
    CHECK(h.apply({1600, 1200}).x == Approx(68));
    CHECK(h.apply({1600, 1200}).y == Approx(0));
}

TEST_CASE("photo marks: placed one by one, refused when in line, undone as edits") {
    Scenario s = table72();
    History h;
    h.apply(s, setBackdrop(std::nullopt, newBackdrop(s, "/tmp/photo.png"), "Open photo"));
    REQUIRE(s.gt().backdrop);
    REQUIRE(s.gt().backdrop->marks.size() == 4);
    CHECK(markPlace(s, s.gt().backdrop->marks[0].table) == "near-left corner");
    CHECK(markPlace(s, s.gt().backdrop->marks[2].table) == "far-right corner");
    CHECK_FALSE(backdropFit(*s.gt().backdrop));
    const Vec2 px[4] = {{100, 900}, {1500, 900}, {1200, 200}, {400, 200}};
    for (int i = 0; i < 3; ++i) {
        EditResult r = placeMark(s, i, px[i]);
        REQUIRE(r.command);
        h.apply(s, std::move(r.command));
    }
    // The fourth in line with the first two: refused, nothing changes.
    EditResult bad = placeMark(s, 3, {800, 900.5});
    CHECK_FALSE(bad.command);
    CHECK(bad.error.find("marks 1, 2 and 4 lie in one line in the photo") == 0);
    CHECK_FALSE(s.gt().backdrop->marks[3].image);
    EditResult good = placeMark(s, 3, px[3]);
    REQUIRE(good.command);
    h.apply(s, std::move(good.command));
    const auto fit = backdropFit(*s.gt().backdrop);
    REQUIRE(fit);
    CHECK(fit->toTable.apply(px[2]).x == Approx(72));
    CHECK(fit->toTable.apply(px[2]).y == Approx(48));
    // A mark's table point off the table is refused.
    CHECK(setMarkTable(s, 0, {-1, 0}).error ==
          "mark 1 must be on the table: X from 0 to 72, Y from 0 to 48 in");
    // Shrinking the table under a mark is refused too (the file would not load back).
    CHECK(resizeTable(s, {60, 48}).error == "mark 2 of the photo lies beyond that edge; move it "
                                            "first");
    // An opacity slider dragged is one undo step.
    const std::size_t steps = h.size();
    h.apply(s, setOpacity(s, 0.5), 7);
    h.apply(s, setOpacity(s, 0.3), 7);
    CHECK(h.size() == steps + 1);
    CHECK(s.gt().backdrop->opacity == 0.3);
    h.undo(s);
    CHECK(s.gt().backdrop->opacity == 0.7);
    // Undo the last mark, then everything: no backdrop.
    h.undo(s);
    CHECK_FALSE(s.gt().backdrop->marks[3].image);
    while (h.undo(s)) {
    }
    CHECK_FALSE(s.gt().backdrop);
}

TEST_CASE("photo marks: four marks are exact, a fifth gives the error in words") {
    Scenario s = table72();
    Backdrop b = newBackdrop(s, "p.png");
    // A photo straight down, 20 px an inch, y down: table (x, y) at pixel (20 x, 960 - 20 y).
    for (BackdropMark& m : b.marks)
        m.image = Vec2{20 * m.table.x, 960 - 20 * m.table.y};
    auto f = backdropFit(b);
    REQUIRE(f);
    CHECK(fitWords(*f) == "Exact through 4 marks (no check: add a fifth to measure the error). "
                          "1 px of marking error moves a mark up to 0.05\".");
    // A fifth mark typed at (36.5, 24) but placed where the photo shows (36, 24), pixel
    // (720, 480): the fit misses it most, by at most the 0.5" put in.
    s.gt().backdrop = b;
    History h;
    EditResult r = addMark(s, {36.5, 24});
    REQUIRE(r.command);
    h.apply(s, std::move(r.command));
    r = placeMark(s, 4, {720, 480});
    REQUIRE(r.command);
    h.apply(s, std::move(r.command));
    f = backdropFit(*s.gt().backdrop);
    REQUIRE(f);
    CHECK(f->worstMark == 4);
    CHECK(f->worst <= 0.5);
    CHECK(f->worst > 0.2);
    CHECK(fitWords(*f).find("Error over 5 marks: RMS ") == 0);
    CHECK(fitWords(*f).find("at mark 5") != std::string::npos);
}

TEST_CASE("photo fit: the units asked fitted as one undo step, a refusal listed with why, a "
          "new place over another base said") {
    // The fixture's red base is 2" x 1" at (36, 20) facing 0. u0 stands 0.5" right and 0.4"
    // up of it, turned 8°: fitted, it moves sqrt(0.5² + 0.4²) = 0.64" and turns -8°. "lost"
    // stands on bare cloth (28, 30). "other", not asked, is a 1" square at (37.3, 20): from
    // x 36.8, it covers the red base's right end (to x 37) once u0 is there.
    const test::PinholeCamera cam = test::tableCamera();
    const test::Picture pic = test::photograph(cam, 72, 48, test::photoBases(), 4);
    std::vector<std::uint8_t> bytes;
    for (const test::Rgb c : pic.pixels)
        bytes.insert(bytes.end(), {c.r, c.g, c.b});
    const ImageView photo{pic.width, pic.height, 3, bytes.data()};
    Scenario s = table72();
    const auto unit = [](std::string id, Vec2 at, double facing, Vec2 size) {
        Unit u;
        u.id = std::move(id);
        u.side = "a";
        u.at = at;
        u.facing = facing;
        u.size = size;
        u.baseThickness = 0.0; // the fixture's bases are flat colour on the cloth: card
        return u;
    };
    s.gt().units = {unit("u0", {36.5, 20.4}, 8, {2, 1}), unit("lost", {28, 30}, 0, {2, 1}),
                    unit("other", {37.3, 20}, 0, {1, 1})};
    const PhotoFit fit = cameraFit(cam);
    // Every unit's centre is on the photo (it shows the whole table).
    CHECK(unitsOnPhoto(s, fit, {1600, 1200}) == std::vector<int>{0, 1, 2});
    const gt::Table table(s);
    const std::vector<int> asked{0, 1};
    FitOutcome out = fitUnitsToPhoto(s, table, photo, fit, asked, "Fit every unit to photo");
    CHECK(out.report.summary == "Fit every unit to photo: 1 fitted, 1 refused");
    REQUIRE(out.report.units.size() == 2);
    CHECK(out.report.units[0].id == "u0");
    CHECK(out.report.units[0].fitted);
    CHECK(out.report.units[0].words ==
          "moved 0.64\", turned -8.0°; edge contrast 0.34, 14 px/in; sure: 4 edges agree; "
          "overlaps other");
    CHECK_FALSE(out.report.units[0].check);
    CHECK(out.report.units[1].id == "lost");
    CHECK_FALSE(out.report.units[1].fitted);
    CHECK(out.report.units[1].words.find("the photo shows no base edge there") == 0);
    REQUIRE(out.command);
    History h;
    h.apply(s, std::move(out.command));
    CHECK(h.undoLabel() == "Fit every unit to photo");
    CHECK(s.gt().units[0].at.x == Approx(36).epsilon(0.001));
    CHECK(s.gt().units[0].at.y == Approx(20).epsilon(0.001));
    CHECK(std::min(s.gt().units[0].facing, 360 - s.gt().units[0].facing) < 0.5);
    CHECK(s.gt().units[1].at.x == 28); // refused: where it was
    CHECK(s.gt().units[2].at.x == 37.3);
    REQUIRE(h.undo(s));
    CHECK(s.gt().units[0].at.x == 36.5);
    CHECK(s.gt().units[0].at.y == 20.4);
    CHECK(s.gt().units[0].facing == 8);
}

// Bases of one side in contact show the photo no edge where they touch: fitted each on its own,
// a base's inner edges are missing and it is refused; fitted as one line (linesInContact from
// where the units stand, then fitLineToPhoto), each lands on its own part of the line.
TEST_CASE("photo fit: units of one side standing in contact are fitted as one line and say so") {
    // Three 2" x 1" red bases side by side facing 20°, the middle one at (30, 12): the others
    // 2" either way along r = (cos 20°, -sin 20°) = (0.940, -0.342), at (28.121, 12.684) and
    // (31.879, 11.316). The units stand as a line in contact 0.3" right and 0.2" up of them,
    // turned 2° (centres 2" apart along their own r, so still in contact). "foe" (side b),
    // touching the line's right end, stands on bare cloth: not of the flock, fitted alone and
    // refused.
    const Vec2 r = rightVector(20), mid{30, 12};
    const test::Rgb red{230, 40, 40};
    const std::vector<test::PhotoBase> bases = {
        {mid - r * 2.0, 20, {2, 1}, red}, {mid, 20, {2, 1}, red}, {mid + r * 2.0, 20, {2, 1}, red}};
    Scenario s = table72();
    const auto unit = cardUnit;
    const Vec2 r2 = rightVector(22), shift{0.3, -0.2};
    s.gt().units = {unit("mid", "a", mid + shift, 22),
                    unit("right", "a", mid + shift + r2 * 2.0, 22),
                    unit("left", "a", mid + shift - r2 * 2.0, 22),
                    unit("foe", "b", mid + shift + r2 * 4.0, 22)};
    FitOutcome out = fitEveryUnit(s, bases);
    CHECK(out.report.summary == "Fit every unit to photo: 3 fitted, 1 refused");
    REQUIRE(out.report.units.size() == 4);
    const char* others[3] = {"left, right", "left, mid", "mid, right"};
    for (std::size_t k = 0; k < 3; ++k) {
        const UnitFit& u = out.report.units[k];
        INFO(u.id << ": " << u.words);
        CHECK(u.fitted);
        CHECK_FALSE(u.check);
        CHECK(u.words.find("; sure: ") != std::string::npos);
        CHECK(u.words.ends_with(std::string("; fitted as one line of 3 with ") + others[k]));
    }
    CHECK(out.report.units[3].id == "foe");
    CHECK_FALSE(out.report.units[3].fitted);
    CHECK(out.report.units[3].words.find("line") == std::string::npos);
    REQUIRE(out.command);
    History h;
    h.apply(s, std::move(out.command));
    const std::size_t truth[3] = {1, 2, 0}; // mid, right, left
    for (std::size_t k = 0; k < 3; ++k) {
        CHECK(dist(s.gt().units[k].at, bases[truth[k]].at) <= 0.05);
        CHECK(std::abs(s.gt().units[k].facing - 20) <= 0.5);
    }
}

// A player drops bases near their pictures, not in contact: the units of a line stand with
// gaps. Fitted alone, each slides along the one flock (its inner edges do not show) and is
// refused or orange; those standing as a line would with gaps up to 1.5" are tried again as
// one line (tryAsLines), kept because every base of it is then sure.
TEST_CASE("photo fit: units dropped apart where the photo shows a line in contact are tried "
          "again as one line, and kept when it is sure") {
    // The three red 2" x 1" bases of the test above, side by side facing 20° about (30, 12).
    // The units stand 0.7" apart along their own r (centres 2.7" apart), the middle one 0.3"
    // right and 0.2" up of its picture, all turned 2°: no two in contact.
    const Vec2 r = rightVector(20), mid{30, 12};
    const test::Rgb red{230, 40, 40};
    const std::vector<test::PhotoBase> bases = {
        {mid - r * 2.0, 20, {2, 1}, red}, {mid, 20, {2, 1}, red}, {mid + r * 2.0, 20, {2, 1}, red}};
    Scenario s = table72();
    const auto unit = [](std::string id, Vec2 at) { return cardUnit(std::move(id), "a", at, 22); };
    const Vec2 r2 = rightVector(22), shift{0.3, -0.2};
    s.gt().units = {unit("left", mid + shift - r2 * 2.7), unit("mid", mid + shift),
                    unit("right", mid + shift + r2 * 2.7)};
    FitOutcome out = fitEveryUnit(s, bases);
    CHECK(out.report.summary == "Fit every unit to photo: 3 fitted");
    REQUIRE(out.report.units.size() == 3);
    for (const UnitFit& u : out.report.units) {
        INFO(u.id << ": " << u.words);
        CHECK(u.fitted);
        CHECK_FALSE(u.check);
        CHECK(u.words.find("; fitted as one line of 3 with ") != std::string::npos);
    }
    REQUIRE(out.command);
    History h;
    h.apply(s, std::move(out.command));
    for (std::size_t k = 0; k < 3; ++k) {
        CHECK(dist(s.gt().units[k].at, bases[k].at) <= 0.05);
        CHECK(std::abs(s.gt().units[k].facing - 20) <= 0.5);
    }
}

TEST_CASE("photo fit: units tried again as a line the photo does not bear out stay as fitted "
          "alone") {
    // Two red 2" x 1" bases in contact facing 20° about (30, 12), at mid - r and mid + r; three
    // units dropped 0.7" apart in a line over them, the third over bare cloth beyond: the line
    // of three (6" long) has an end where the photo shows cloth, is not sure, and is dropped;
    // each unit keeps its own fit (refused, as alone each misses its inner edge).
    const Vec2 r = rightVector(20), mid{30, 12};
    const test::Rgb red{230, 40, 40};
    const std::vector<test::PhotoBase> bases = {{mid - r, 20, {2, 1}, red},
                                                {mid + r, 20, {2, 1}, red}};
    Scenario s = table72();
    const auto unit = [](std::string id, Vec2 at) { return cardUnit(std::move(id), "a", at, 20); };
    s.gt().units = {unit("one", mid - r * 1.35), unit("two", mid + r * 1.35),
                    unit("three", mid + r * 4.05)};
    const FitOutcome out = fitEveryUnit(s, bases);
    REQUIRE(out.report.units.size() == 3);
    for (const UnitFit& u : out.report.units) {
        INFO(u.id << ": " << u.words);
        CHECK(u.words.find("line") == std::string::npos);
        CHECK((!u.fitted || u.check)); // none said sure
    }
}

// A base on a hill's top stands as high as the hill: the camera sees its top raised, and on the
// cloth's plane that top is where a ray from the eye through it meets the cloth. The fixture
// paints it there: points 1" up seen from the eye at (30, -30, 40) land on the cloth 40 / 39
// as far from the eye's foot (30, -30), so a 2" x 1" base at (36, 20) shows as a 2.051" x
// 1.026" one centred at (30, -30) + (6, 50) x 40 / 39 = (36.154, 21.282), 1.29" beyond it.
TEST_CASE("photo fit: a base on a hill's top is looked for at the hill's height, and one on a "
          "hill whose height is not set, or on its slope, is only to be checked") {
    const Vec2 truth{36, 20}, foot{30, -30};
    const double k = 40.0 / 39.0;
    const Vec2 shown = foot + (truth - foot) * k;
    CHECK(shown.x == Approx(36.1538).epsilon(1e-4));
    CHECK(shown.y == Approx(21.2821).epsilon(1e-4));
    const std::vector<test::PhotoBase> bases = {{shown, 4, Vec2{2, 1} * k, {230, 40, 40}}};
    const auto withHill = [&](double height, Polygon top) {
        Scenario s = table72();
        Terrain h;
        h.id = "ridge";
        h.kind = TerrainKind::Hill;
        h.outline = {{30, 15}, {42, 15}, {42, 25}, {30, 25}};
        h.top = std::move(top);
        h.height = height;
        s.gt().terrain.push_back(h);
        // Dropped 0.3" right and 0.2" up, turned 2° from its truth (facing 4°).
        s.gt().units = {cardUnit("a", "a", truth + Vec2{0.3, 0.2}, 6)};
        return s;
    };
    // A step hill 1" high (no top drawn: all of it is its top): found where it stands.
    {
        Scenario s = withHill(1.0, {});
        FitOutcome out = fitEveryUnit(s, bases);
        REQUIRE(out.report.units.size() == 1);
        INFO(out.report.units[0].words);
        CHECK(out.report.units[0].fitted);
        CHECK_FALSE(out.report.units[0].check);
        REQUIRE(out.command);
        History hist;
        hist.apply(s, std::move(out.command));
        CHECK(dist(s.gt().units[0].at, truth) <= 0.05);
        CHECK(std::abs(s.gt().units[0].facing - 4) <= 0.5);
    }
    // Its height not set: looked for on the cloth, where the photo shows the top 1.29" off;
    // whatever it finds there, it is not sure.
    {
        const FitOutcome out = fitEveryUnit(withHill(0.0, {}), bases);
        REQUIRE(out.report.units.size() == 1);
        INFO(out.report.units[0].words);
        CHECK_FALSE((out.report.units[0].fitted && !out.report.units[0].check));
        if (out.report.units[0].fitted)
            CHECK(out.report.units[0].words.find("it stands on hill ridge, whose height is not "
                                                 "set") != std::string::npos);
        MESSAGE("height not set: " << out.report.units[0].words);
    }
    // A top drawn elsewhere on the hill: the base stands on its slope.
    {
        const FitOutcome out =
            fitEveryUnit(withHill(1.0, {{38, 17}, {41, 17}, {41, 24}, {38, 24}}), bases);
        REQUIRE(out.report.units.size() == 1);
        INFO(out.report.units[0].words);
        CHECK_FALSE((out.report.units[0].fitted && !out.report.units[0].check));
        if (out.report.units[0].fitted)
            CHECK(out.report.units[0].words.find("it stands on the slope of hill ridge") !=
                  std::string::npos);
        MESSAGE("on its slope: " << out.report.units[0].words);
    }
    // A hill whose near edge runs at y 19.9, 0.1" before the base's centre, and the unit left
    // at (36, 19.85), on the cloth just before it: looked for on the cloth's plane, where the
    // photo shows the raised top 1.43" on, at (36.154, 21.282), on the hill. Found there
    // "sure" on the cloth's plane, it was looked for on the wrong ground: only to check.
    {
        Scenario s = withHill(1.0, {});
        s.gt().terrain[0].outline = {{30, 19.9}, {42, 19.9}, {42, 25}, {30, 25}};
        s.gt().units[0].at = {36, 19.85};
        const FitOutcome out = fitEveryUnit(s, bases);
        REQUIRE(out.report.units.size() == 1);
        INFO(out.report.units[0].words);
        REQUIRE(out.report.units[0].fitted);
        CHECK(out.report.units[0].check);
        CHECK(out.report.units[0].words.find("it was found off the ground it was looked for "
                                             "on") != std::string::npos);
    }
}

// After a fit the bases to check are outlined on the table 0.1" out (how far a right fit may
// stray): u, a 2" x 1" base at (10, 10) facing 0 (front toward +y, right toward +x), is
// framed by x 10 ± 1.1 and y 10 ± 0.6. A sure fit, a refused one and a unit gone from the
// table get none.
TEST_CASE("photo fit: the bases a fit is not sure of are outlined 0.1 inch out, no other") {
    Scenario s = table72();
    const auto unit = [](std::string id, Vec2 at) {
        Unit u;
        u.id = std::move(id);
        u.side = "a";
        u.at = at;
        u.size = {2, 1};
        return u;
    };
    s.gt().units = {unit("u", {10, 10}), unit("sure", {20, 10}), unit("no", {30, 10})};
    const gt::Table table(s);
    FitReport r;
    r.units = {{"sure", true, false, "sure"},
               {"u", true, true, "check this one"},
               {"no", false, false, "refused"},
               {"gone", true, true, "check this one"}};
    const auto out = fitChecksToDraw(s, table, r);
    REQUIRE(out.size() == 1);
    double lox = 1e9, hix = -1e9, loy = 1e9, hiy = -1e9;
    for (const Vec2 c : out[0]) {
        lox = std::min(lox, c.x), hix = std::max(hix, c.x);
        loy = std::min(loy, c.y), hiy = std::max(hiy, c.y);
    }
    CHECK(lox == Approx(8.9));
    CHECK(hix == Approx(11.1));
    CHECK(loy == Approx(9.4));
    CHECK(hiy == Approx(10.6));
}

TEST_CASE("photo files: the PNG and JPEG files beside the scenario and in photos/, by name") {
    const auto dir = test::scratchFolder("app", "photo-files");
    std::filesystem::create_directories(dir / "photos");
    std::filesystem::create_directories(dir / "folder.png"); // a folder, not a photo
    for (const char* f :
         {"b.png", "A.JPG", "c.jpeg", "d.bmp", "notes.txt", "photos/e.png", "photos/f.tga"})
        std::ofstream(dir / f) << "x";
    // Sorted by name in each folder (capitals first), the folder's own before photos/'s; what
    // io/image_file.h reads only (PNG, JPEG: no BMP, no TGA).
    CHECK(photoFilesIn(dir.string()) ==
          std::vector<std::string>{"A.JPG", "b.png", "c.jpeg", "photos/e.png"});
    CHECK(photoFilesIn(dir.string(), 2) == std::vector<std::string>{"A.JPG", "b.png"});
    CHECK(photoFilesIn((dir / "none").string()).empty());
}

TEST_CASE("photo marks: a mark is removed only while more than 4 are left") {
    // The loader takes 4 to 20 marks; removing one of 4 saved a file that did not load back.
    Scenario s = table72();
    s.gt().backdrop = newBackdrop(s, "p.png");
    REQUIRE(s.gt().backdrop->marks.size() == 4);
    EditResult r = removeMark(s, 0);
    CHECK_FALSE(r.command);
    CHECK(r.error == "a photo takes at least 4 marks (move this one instead)");
    History h;
    r = addMark(s, {36, 24});
    REQUIRE(r.command);
    h.apply(s, std::move(r.command));
    r = removeMark(s, 4);
    REQUIRE(r.command);
    h.apply(s, std::move(r.command));
    CHECK(s.gt().backdrop->marks.size() == 4);
}
