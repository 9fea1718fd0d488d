// core/model.h: a scenario holds one rule set's part, and asks for the other fail loudly.
#include "core/model.h"

#include <doctest/doctest.h>

#include <string>
#include <variant>

using namespace cdo;

TEST_CASE("scenario: a new scenario is an empty Grande Tactique table of 72 by 48 inches") {
    const Scenario s;
    CHECK((s.ruleset() == Ruleset::GrandeTactique));
    CHECK(s.gt().tableWidth == 72.0);
    CHECK(s.gt().tableDepth == 48.0);
    CHECK(s.gt().units.empty());
    CHECK(s.gtOrNull() == &s.gt());
    CHECK(s.lbOrNull() == nullptr);
}

TEST_CASE("scenario: its rule set is the part it holds, and the other part is never an empty one") {
    Scenario s;
    s.part = lb::Battle{};
    CHECK((s.ruleset() == Ruleset::LaBataille));
    CHECK(s.lbOrNull() == &s.lb());
    CHECK(s.gtOrNull() == nullptr);
    // A La Bataille map has no bases: asking for them is a fault of the caller, not an answer.
    CHECK_THROWS_AS((void)s.gt(), std::bad_variant_access);
    s.part = gt::Setup{};
    CHECK((s.ruleset() == Ruleset::GrandeTactique));
    CHECK_THROWS_AS((void)s.lb(), std::bad_variant_access);
}

TEST_CASE("scenario: the files it names are renamed in either rule set, each once") {
    // Grande Tactique: the army list, a unit's list (an empty one stays empty) and the photo.
    Scenario g;
    g.armies.push_back({"french", "armies/a.yaml", {}});
    Unit named, bare;
    named.armyList = "armies/a.yaml";
    g.gt().units = {named, bare};
    g.gt().backdrop = Backdrop{};
    g.gt().backdrop->image = "photo.jpg";
    int calls = 0;
    const auto under = [&](const std::string& f) {
        ++calls;
        return "/t/" + f;
    };
    renameFiles(g, under);
    CHECK(calls == 3);
    CHECK(g.armies[0].list == "/t/armies/a.yaml");
    CHECK(g.gt().units[0].armyList == "/t/armies/a.yaml");
    CHECK(g.gt().units[1].armyList.empty());
    CHECK(g.gt().backdrop->image == "/t/photo.jpg");

    // La Bataille: only its army lists (a map has no photo).
    Scenario l;
    l.part = lb::Battle{};
    l.armies.push_back({"austrian", "armies/b.yaml", {}});
    calls = 0;
    renameFiles(l, under);
    CHECK(calls == 1);
    CHECK(l.armies[0].list == "/t/armies/b.yaml");
}
