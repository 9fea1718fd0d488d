// Expecting a refusal from the file layer: the LoadError a call throws, and a scenario text
// refused at a given line and column with exactly a given message.
#pragma once

#include "io/scenario_io.h"

#include <doctest/doctest.h>

#include <string>

namespace cdo::test {

// The LoadError `f` throws; fails the test if it throws none.
template <class F> io::LoadError errorOf(F&& f) {
    try {
        f();
    } catch (const io::LoadError& e) {
        return e;
    }
    FAIL("no LoadError");
    return io::LoadError("", 0, 0, "");
}

// Loads `yaml` (named t.yaml) expecting a refusal at LINE:COLUMN with exactly `message`.
inline void refused(const std::string& yaml, int line, int column, const std::string& message) {
    CAPTURE(yaml);
    const io::LoadError e = errorOf([&] { io::loadScenarioText(yaml, "t.yaml"); });
    CHECK(e.message() == message);
    CHECK(e.line() == line);
    CHECK(e.column() == column);
    if (line > 0)
        CHECK(std::string(e.what()) ==
              "t.yaml:" + std::to_string(line) + ":" + std::to_string(column) + ": " + message);
}

} // namespace cdo::test
