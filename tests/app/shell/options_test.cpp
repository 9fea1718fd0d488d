#include "app/shell/options.h"

#include <doctest/doctest.h>

using cdo::app::Options;
using cdo::app::parseOptions;

TEST_CASE("options: the window, the screenshot and the bench") {
    auto o = parseOptions({"game.yaml"});
    REQUIRE(o.options);
    CHECK(o.options->mode == Options::Mode::Window);
    CHECK(o.options->scenario == "game.yaml");

    o = parseOptions({"--screenshot", "out.png", "--select", "fr", "--target", "au", "g.yaml"});
    REQUIRE(o.options);
    CHECK(o.options->mode == Options::Mode::Screenshot);
    CHECK(o.options->screenshot == "out.png");
    CHECK(o.options->select == "fr");
    CHECK(o.options->target == "au");

    o = parseOptions({"--bench-frames", "120", "--generated", "--size", "1024x768"});
    REQUIRE(o.options);
    CHECK(o.options->mode == Options::Mode::Bench);
    CHECK(o.options->frames == 120);
    CHECK(o.options->generated);
    CHECK(o.options->width == 1024);
    CHECK(o.options->height == 768);
}

TEST_CASE("options: mistakes are refused with a reason") {
    CHECK(parseOptions({"--screenshot", "x.png"}).error == "--screenshot needs a scenario");
    CHECK(parseOptions({"--bench-frames", "0", "--generated"}).error ==
          "--bench-frames: '0' is not a positive number");
    CHECK(parseOptions({"--bench-frames", "10"}).error ==
          "--bench-frames needs a scenario or --generated (one of them)");
    CHECK(parseOptions({"--bench-frames", "10", "--generated", "g.yaml"}).error ==
          "--bench-frames needs a scenario or --generated (one of them)");
    CHECK(parseOptions({"--target", "au", "--screenshot", "x.png", "g.yaml"}).error ==
          "--target needs --select");
    CHECK(parseOptions({"--select", "fr", "g.yaml"}).error ==
          "--select and --target go with --screenshot or --export-ruling");
    CHECK(parseOptions({"a.yaml", "b.yaml"}).error == "only one scenario, please ('b.yaml')");
    CHECK(parseOptions({"--frobnicate"}).error == "unknown option --frobnicate");
    CHECK(parseOptions({"--size", "10x10"}).error ==
          "--size: '10x10' is not WIDTHxHEIGHT between 320x240 and 8192x8192");
    CHECK(parseOptions({"--help"}).options->mode == Options::Mode::Help);
}

TEST_CASE("options: the ruling picture and the all-batteries view") {
    auto o = parseOptions({"--export-ruling", "r.png", "--select", "fr", "--target", "au", "--size",
                           "1600x1000", "g.yaml"});
    REQUIRE(o.options);
    CHECK(o.options->mode == Options::Mode::ExportRuling);
    CHECK(o.options->exportRuling == "r.png");
    CHECK(o.options->width == 1600);
    CHECK_FALSE(o.options->allBatteries);
    CHECK(parseOptions({"--export-ruling", "r.png", "--select", "fr", "g.yaml"}).error ==
          "--export-ruling needs --select FIRER, --target TARGET and a scenario");
    CHECK(parseOptions({"--export-ruling", "r.png", "--screenshot", "s.png", "--select", "fr",
                        "--target", "au", "g.yaml"})
              .error == "--screenshot, --export-ruling and --bench-frames cannot go together");
    o = parseOptions({"--all-batteries", "g.yaml"});
    REQUIRE(o.options);
    CHECK(o.options->mode == Options::Mode::Window);
    CHECK(o.options->allBatteries);
    o = parseOptions({"--all-batteries", "--screenshot", "s.png", "g.yaml"});
    REQUIRE(o.options);
    CHECK(o.options->allBatteries);
}

TEST_CASE("options: --default-ppi is a density the saved one overrides, --ppi one it does not") {
    // The browser page passes its guess (96 x devicePixelRatio) as --default-ppi.
    auto o = parseOptions({"--default-ppi", "192", "g.yaml"});
    REQUIRE(o.options);
    CHECK(o.options->defaultPpi == 192.0);
    CHECK_FALSE(o.options->ppi);
    o = parseOptions({"--ppi", "150", "--default-ppi", "96", "g.yaml"});
    REQUIRE(o.options);
    CHECK(o.options->ppi == 150.0);
    CHECK(o.options->defaultPpi == 96.0);
    CHECK(parseOptions({"--default-ppi", "20", "g.yaml"}).error ==
          "--default-ppi: '20' is not a number of pixels per inch from 60 to 640");
    CHECK(parseOptions({"--default-ppi"}).error ==
          "--default-ppi needs the screen's pixels per inch");
}
