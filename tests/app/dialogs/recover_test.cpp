// How the Recover dialog says the age of the work it offers (dialogs/recover.h, keptAgo).
#include "app/dialogs/recover.h"

#include <doctest/doctest.h>

using cdo::app::keptAgo;
using std::chrono::seconds;

TEST_CASE("recover: under a minute is moments ago, never \"0 minutes ago\"") {
    CHECK(keptAgo(seconds(0)) == "moments ago");
    CHECK(keptAgo(seconds(59)) == "moments ago");
    CHECK(keptAgo(seconds(-30)) == "moments ago"); // a file time ahead of the clock
}

TEST_CASE("recover: minutes, one and several, rounded down") {
    CHECK(keptAgo(seconds(60)) == "1 minute ago");
    CHECK(keptAgo(seconds(119)) == "1 minute ago");
    CHECK(keptAgo(seconds(120)) == "2 minutes ago");
    CHECK(keptAgo(seconds(59 * 60 + 59)) == "59 minutes ago");
}

TEST_CASE("recover: hours, then days") {
    CHECK(keptAgo(seconds(3600)) == "1 hour ago");
    CHECK(keptAgo(seconds(3 * 3600 + 1800)) == "3 hours ago"); // 3 h 30 min
    CHECK(keptAgo(seconds(23 * 3600 + 3599)) == "23 hours ago");
    CHECK(keptAgo(seconds(86400)) == "1 day ago");
    CHECK(keptAgo(seconds(3 * 86400 + 5)) == "3 days ago");
}
