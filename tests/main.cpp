// The doctest main of every suite. Tests name their files relative to the repository
// ("armies/...", "tests/io/data/..."), so the run starts there wherever it was launched from.
#define DOCTEST_CONFIG_IMPLEMENT
#include <doctest/doctest.h>

#include <cstdio>
#include <filesystem>
#include <optional>
#include <string_view>
#include <system_error>

namespace {

std::optional<unsigned> casesRun; // set when the tests ran (not when they were only listed)

// Listens for the end of the run to learn how many cases the filters let through.
struct CountCases : doctest::IReporter {
    explicit CountCases(const doctest::ContextOptions&) {}
    void report_query(const doctest::QueryData&) override {}
    void test_run_start() override {}
    void test_run_end(const doctest::TestRunStats& s) override {
        casesRun = s.numTestCasesPassingFilters;
    }
    void test_case_start(const doctest::TestCaseData&) override {}
    void test_case_reenter(const doctest::TestCaseData&) override {}
    void test_case_end(const doctest::CurrentTestCaseStats&) override {}
    void test_case_exception(const doctest::TestCaseException&) override {}
    void subcase_start(const doctest::SubcaseSignature&) override {}
    void subcase_end() override {}
    void log_assert(const doctest::AssertData&) override {}
    void log_message(const doctest::MessageData&) override {}
    void test_case_skipped(const doctest::TestCaseData&) override {}
};
REGISTER_LISTENER("count-cases", 1, CountCases);

bool namesCases(int argc, char** argv) {
    for (int i = 1; i < argc; ++i) {
        const std::string_view a = argv[i];
        if (a.starts_with("--test-case=") || a.starts_with("-tc=")) return true;
    }
    return false;
}

} // namespace

int main(int argc, char** argv) {
    std::error_code ec;
    std::filesystem::current_path(COUPDOEIL_SOURCE_DIR, ec);
    if (ec) {
        std::fprintf(stderr, "cannot enter the source folder %s: %s\n", COUPDOEIL_SOURCE_DIR,
                     ec.message().c_str());
        return 1;
    }
    doctest::Context context(argc, argv);
    const int result = context.run();
    // CTest runs each case by name; a name that matches nothing (one CTest could not pass
    // whole, say) would otherwise pass with nothing run.
    if (result == 0 && casesRun == 0u && namesCases(argc, argv)) {
        std::fprintf(stderr, "no test case matches the name given\n");
        return 1;
    }
    return result;
}
