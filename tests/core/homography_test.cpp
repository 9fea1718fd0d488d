// The photo backdrop's maths: a homography fitted to marks, its inverse, what a residual
// means, marks refused in words; and the test: a known table photographed under a
// known perspective, calibrated on the four corners found in the picture, gives back every
// base within 0.1".
#include "core/homography.h"

#include "photo_fixture.h"

#include <doctest/doctest.h>

#include <vector>

using cdo::Homography;
using cdo::PhotoMark;
using cdo::Vec2;
using doctest::Approx;

namespace {

// A 100 px square photographed straight down, y down, onto a 10" square: 0.1" a pixel.
//   photo (0,100) -> table (0,0)    photo (100,100) -> (10,0)
//   photo (100,0) -> (10,10)        photo (0,0)     -> (0,10)
std::vector<PhotoMark> squareMarks() {
    return {{{0, 100}, {0, 0}}, {{100, 100}, {10, 0}}, {{100, 0}, {10, 10}}, {{0, 0}, {0, 10}}};
}

} // namespace

TEST_CASE("photo: four marks of a photo taken straight down give a scale and a flip") {
    const cdo::PhotoFit f = cdo::fitPhoto(squareMarks());
    // (x, y) -> (0.1 x, 10 - 0.1 y): the middle of the photo is the middle of the square.
    const Vec2 m = f.toTable.apply({50, 50});
    CHECK(m.x == Approx(5.0));
    CHECK(m.y == Approx(5.0));
    const Vec2 q = f.toTable.apply({20, 70}); // (2, 10 - 7)
    CHECK(q.x == Approx(2.0));
    CHECK(q.y == Approx(3.0));
    // And back: table (2, 3) is photo (20, 70).
    const Vec2 back = f.toImage.apply({2, 3});
    CHECK(back.x == Approx(20.0));
    CHECK(back.y == Approx(70.0));
    // Four marks: the map goes through them, the residual says nothing (0); one pixel of
    // marking error moves a mark by 0.1".
    CHECK(f.rms == 0.0);
    CHECK(f.inchesPerPixel == Approx(0.1));
}

TEST_CASE("photo: a perspective is found exactly from four marks") {
    // The photo is the table seen through H = [[1,0,0],[0,1,0],[0.001,0,1]] (table -> photo):
    // (x, y) -> (x, y) / (1 + 0.001 x). Table corners of a 1000 x 1000 square:
    //   (0,0) -> (0,0); (1000,0) -> (500,0); (1000,1000) -> (500,500); (0,1000) -> (0,1000).
    const std::vector<PhotoMark> marks{{{0, 0}, {0, 0}},
                                       {{500, 0}, {1000, 0}},
                                       {{500, 500}, {1000, 1000}},
                                       {{0, 1000}, {0, 1000}}};
    const cdo::PhotoFit f = cdo::fitPhoto(marks);
    // Table (500, 500) is at w = 1.5: photo (333.33, 333.33).
    const Vec2 p = f.toImage.apply({500, 500});
    CHECK(p.x == Approx(1000.0 / 3));
    CHECK(p.y == Approx(1000.0 / 3));
    // Photo (250, 250) comes from table x with x / (1 + 0.001 x) = 250: x = 250 / 0.75 = 333.3.
    const Vec2 t = f.toTable.apply({250, 250});
    CHECK(t.x == Approx(1000.0 / 3));
    CHECK(t.y == Approx(1000.0 / 3));
    // The stretch of photo -> table at photo (500, 0) (table x = 1000): d(table x)/d(photo x)
    // = 1 / (1 - 0.001 u)^2 = 4 at u = 500, and d(table y)/d(photo y) = 1 / (1 - 0.001 u) = 2.
    CHECK(f.toTable.stretch({500, 0}) == Approx(4.0));
    // At photo (500, 500) d(table y)/d(photo x) = 0.001 v / (1 - 0.001 u)^2 = 2 too: the
    // Jacobian [[4, 0], [2, 2]] stretches most by sqrt((24 + sqrt(24^2 - 4 * 8^2)) / 2) = 4.5765,
    // the most of any mark.
    CHECK(f.toTable.stretch({500, 500}) == Approx(4.5765).epsilon(1e-4));
    CHECK(f.inchesPerPixel == Approx(4.5765).epsilon(1e-4));
}

TEST_CASE("photo: the inverse of a homography undoes it") {
    Homography h;
    h.m = {2, 0.5, 3, -0.25, 1.5, 7, 0.001, 0.002, 1};
    const Homography inv = h.inverse();
    for (Vec2 p : {Vec2{0, 0}, Vec2{10, 5}, Vec2{-3, 40}}) {
        const Vec2 back = inv.apply(h.apply(p));
        CHECK(back.x == Approx(p.x));
        CHECK(back.y == Approx(p.y));
    }
}

TEST_CASE("photo: with a fifth mark the residual is the RMS of the misses, in inches") {
    std::vector<PhotoMark> marks = squareMarks();
    // A fifth mark where the map puts it: nothing is missed.
    marks.push_back({{50, 50}, {5, 5}});
    cdo::PhotoFit f = cdo::fitPhoto(marks);
    CHECK(f.rms < 1e-9);
    // Put it 0.5" off: the fit spreads the miss over the marks, the fifth misses most, and
    // no mark misses by more than the 0.5" put in.
    marks[4].table = {5.5, 5};
    f = cdo::fitPhoto(marks);
    CHECK(f.worstMark == 4);
    CHECK(f.worst > 0.1);
    CHECK(f.worst <= 0.5);
    CHECK(f.rms > 0.05);
    CHECK(f.rms < f.worst);
    REQUIRE(f.residuals.size() == 5);
}

TEST_CASE("photo: degenerate marks are refused with the reason") {
    // Three marks: not enough.
    std::vector<PhotoMark> m = squareMarks();
    m.pop_back();
    auto p = cdo::marksProblem(m);
    REQUIRE(p);
    CHECK(p->message == "needs at least 4 marks to place the photo, got 3");

    // Mark 3 in line with marks 1 and 2 in the photo: (0,100), (100,100), (50,100.2).
    m = squareMarks();
    m[2].image = {50, 100.2};
    p = cdo::marksProblem(m);
    REQUIRE(p);
    CHECK(p->message == "marks 1, 2 and 3 lie in one line in the photo; place four marks of "
                        "which no three are in line (the table's corners)");

    // Marks 3 and 4 swapped in the photo: a bow tie, not a table.
    m = squareMarks();
    std::swap(m[2].image, m[3].image);
    p = cdo::marksProblem(m);
    REQUIRE(p);
    CHECK(p->message.find("the marks go round the photo in another order than round the "
                          "table") == 0);

    // A mark inside the triangle of the other three (in the photo only): no view of a
    // square shows one corner inside the others.
    m = squareMarks();
    m[2].image = {30, 70};
    p = cdo::marksProblem(m);
    REQUIRE(p);
    CHECK(p->message.find("in another order") != std::string::npos);

    // Two marks at one place of the photo.
    m = squareMarks();
    m[1].image = {0.5, 100};
    p = cdo::marksProblem(m);
    REQUIRE(p);
    CHECK(p->mark == 1);
    CHECK(p->message == "mark 2 is at the same place of the photo as mark 1 (under a pixel apart)");

    // fitPhoto refuses what marksProblem refuses.
    CHECK_THROWS_AS(cdo::fitPhoto(m), std::invalid_argument);
}

TEST_CASE("photo: a known table photographed at an angle gives its bases back within 0.1 in") {
    using namespace cdo::test;
    const PinholeCamera cam = tableCamera();
    const std::vector<PhotoBase> bases = photoBases();
    const Picture pic = photograph(cam, 72, 48, bases);
    // The whole table is in the picture, and seen at an angle: the far edge is much shorter.
    const Vec2 nl = cam.project({0, 0}), nr = cam.project({72, 0}), fr = cam.project({72, 48}),
               fl = cam.project({0, 48});
    for (Vec2 c : {nl, nr, fr, fl}) {
        CHECK(c.x > 20);
        CHECK(c.y > 20);
        CHECK(c.x < cam.width - 20);
        CHECK(c.y < cam.height - 20);
    }
    CHECK(cdo::dist(fl, fr) < 0.75 * cdo::dist(nl, nr));

    // The corners found in the picture, marked as the table's corners.
    const std::array<Vec2, 4> found = findTableCorners(pic);
    const Vec2 truth[4] = {nl, nr, fr, fl};
    for (std::size_t k = 0; k < 4; ++k)
        CHECK(cdo::dist(found[k], truth[k]) < 1.0); // within a pixel of the true corner
    const std::vector<PhotoMark> marks{
        {found[0], {0, 0}}, {found[1], {72, 0}}, {found[2], {72, 48}}, {found[3], {0, 48}}};
    REQUIRE_FALSE(cdo::marksProblem(marks));
    const cdo::PhotoFit fit = cdo::fitPhoto(marks);

    for (const PhotoBase& b : bases) {
        std::size_t pixels = 0;
        const Vec2 c = centreOf(pic, b.colour, &pixels);
        REQUIRE(pixels > 50); // the base is in the picture, not hidden
        const Vec2 t = fit.toTable.apply(c);
        INFO("base at " << b.at.x << ", " << b.at.y << " found at " << t.x << ", " << t.y);
        CHECK(cdo::dist(t, b.at) < 0.1);
    }
}
