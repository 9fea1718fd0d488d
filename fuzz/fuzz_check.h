// What the harnesses share: a finding is reported on stderr with the texts involved, then the
// process aborts, so libFuzzer keeps the input that caused it (crash-* under build-fuzz/).
#pragma once

#include <cstdio>
#include <cstdlib>
#include <string>

namespace cdo::fuzz {

[[noreturn]] inline void finding(const char* what, const std::string& first,
                                 const std::string& second = {}) {
    std::fprintf(stderr, "FINDING: %s\n--- first ---\n%s\n--- second ---\n%s\n", what,
                 first.c_str(), second.c_str());
    std::abort();
}

} // namespace cdo::fuzz
