// A La Bataille ruling's words (Engine::evidence, as coupdoeil-cli prints them): a unit that
// cannot fire is told its own cause; the sight line names a blocking hex by its terrain and
// never a hex off the map.
#include "lb_fixture.h"

#include "core/engine.h"
#include "core/la_bataille/engine.h"

#include <string>
#include <vector>

using namespace lbt;

namespace {

cdo::Scenario scenario(const Fixture& f) {
    cdo::Scenario s;
    s.part = cdo::lb::Battle{};
    s.lb() = f.b;
    return s;
}

// The reason lines of the ruling of unit `firer` at unit `target`.
std::vector<std::string> lines(const cdo::Scenario& s, int firer, int target, cdo::Tone tone) {
    const auto e = cdo::makeEngine(s);
    std::vector<std::string> out;
    for (const cdo::EvidenceLine& l : e->evidence(*e->rule(firer, target)))
        if (l.tone == tone) out.push_back(l.text);
    return out;
}

bool has(const std::vector<std::string>& v, const std::string& part) {
    for (const std::string& s : v)
        if (s.find(part) != std::string::npos) return true;
    return false;
}

} // namespace

TEST_CASE("lb words: a limbered battery is told it is limbered, not every cause there is") {
    // 0505 limbered battery facing 0, enemy column across its side 0 in 0504.
    Fixture f;
    f.add(unit("gun", "fr", Arm::FootArtillery, Formation::Limbered, {"0505"}, 0, 2, 3));
    f.add(unit("en", "au", Arm::Infantry, Formation::Column, {"0504"}, 180));
    const cdo::Scenario s = scenario(f);
    const auto why = lines(s, 0, 1, cdo::Tone::Reason);
    CHECK(has(why, "firer-cannot-fire: Fire: limbered artillery does not fire (L4)."));
    CHECK_FALSE(has(why, "road march"));
    CHECK_FALSE(has(why, "no fire multiple"));
}

TEST_CASE("lb words: a lower battery in woods is told the top battery fires") {
    // 0505 woods: "top" (stack 0) and "low" (stack 1), enemy in 0504.
    Fixture f;
    f.add(unit("top", "fr", Arm::FootArtillery, Formation::Unlimbered, {"0505"}, 0, 2, 3));
    f.add(unit("low", "fr", Arm::FootArtillery, Formation::Unlimbered, {"0505"}, 0, 2, 3));
    f.last().stack = 1;
    f.add(unit("en", "au", Arm::Infantry, Formation::Column, {"0504"}, 180));
    f.terrain("0505", "woods");
    const auto why = lines(scenario(f), 1, 2, cdo::Tone::Reason);
    CHECK(has(why, "firer-cannot-fire: Fire: in woods, not clear for artillery, only the top "
                   "battery fires, and top is above it (L5)."));
}

TEST_CASE("lb words: a blocking hex is called by its terrain") {
    // Battery in 0505 facing 0, enemy at 0503, woods in 0504 between: blocked by 0504.
    Fixture f;
    f.add(unit("gun", "fr", Arm::FootArtillery, Formation::Unlimbered, {"0505"}, 0, 2, 3));
    f.add(unit("en", "au", Arm::Infantry, Formation::Column, {"0503"}, 180));
    f.terrain("0504", "woods");
    const auto sight = lines(scenario(f), 0, 1, cdo::Tone::Number);
    CHECK(has(sight, "Line of sight (L3): blocked by 0504; the line crosses 0504 [woods, stands]"));
}

TEST_CASE("lb words: a pair on the map's edge names only its hex on the map") {
    // Row 1, flat: 0201 and 0401 level; the line runs along the top side of 0301, whose other
    // hex (0300) is off the map. Before: "the line crosses 0300 (along the side shared with
    // 0301), 0301".
    Fixture f;
    f.add(unit("a", "fr", Arm::FootArtillery, Formation::Unlimbered, {"0201"}, 90, 2, 3));
    f.add(unit("b", "au", Arm::Infantry, Formation::Column, {"0401"}, 270));
    const auto sight = lines(scenario(f), 0, 1, cdo::Tone::Number);
    CHECK(has(sight, "the line crosses 0301 (along the map's edge)"));
    CHECK_FALSE(has(sight, "0300"));
}
