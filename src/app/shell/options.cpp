#include "app/shell/options.h"

#include "core/charconv.h"

#include <charconv>

namespace cdo::app {

namespace {

std::optional<int> positive(const std::string& s) {
    int v = 0;
    const auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
    if (ec != std::errc() || end != s.data() + s.size() || v <= 0) return std::nullopt;
    return v;
}

} // namespace

std::string usage() {
    return "usage: coupdoeil [SCENARIO]\n"
           "       coupdoeil --screenshot FILE [--select FIRER [--target TARGET]] SCENARIO\n"
           "       coupdoeil --export-ruling FILE --select FIRER --target TARGET SCENARIO\n"
           "       coupdoeil --bench-frames N (SCENARIO | --generated)\n"
           "       coupdoeil --script FILE SCENARIO   (play gestures and keys, for tests)\n"
           "options: --size WIDTHxHEIGHT (window or picture size, default 1280x800),\n"
           "         --all-batteries (every battery's valid targets drawn),\n"
           "         --ppi N (the screen's pixels per inch, 60 to 640; default 150, a 10\" "
           "1280x800 tablet),\n"
           "         --default-ppi N (as --ppi, but a density the player saved wins),\n"
           "         --theme standard|daylight|colour-blind, --help, --version\n";
}

ParsedOptions parseOptions(const std::vector<std::string>& args) {
    Options o;
    auto fail = [](std::string e) { return ParsedOptions{std::nullopt, std::move(e)}; };
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string& a = args[i];
        auto value = [&](std::string& out) {
            if (i + 1 >= args.size()) return false;
            out = args[++i];
            return true;
        };
        std::string v;
        if (a == "--help" || a == "-h") {
            o.mode = Options::Mode::Help;
            return {o, ""};
        } else if (a == "--version") {
            o.mode = Options::Mode::Version;
            return {o, ""};
        } else if (a == "--screenshot") {
            if (!value(o.screenshot) || o.screenshot.empty())
                return fail("--screenshot needs a file name");
            o.mode = Options::Mode::Screenshot;
        } else if (a == "--export-ruling") {
            if (!value(o.exportRuling) || o.exportRuling.empty())
                return fail("--export-ruling needs a file name");
            o.mode = Options::Mode::ExportRuling;
        } else if (a == "--all-batteries") {
            o.allBatteries = true;
        } else if (a == "--select") {
            if (!value(o.select) || o.select.empty()) return fail("--select needs a unit id");
        } else if (a == "--target") {
            if (!value(o.target) || o.target.empty()) return fail("--target needs a unit id");
        } else if (a == "--bench-frames") {
            if (!value(v)) return fail("--bench-frames needs a number of frames");
            const auto n = positive(v);
            if (!n) return fail("--bench-frames: '" + v + "' is not a positive number");
            o.frames = *n;
            o.mode = Options::Mode::Bench;
        } else if (a == "--script") {
            if (!value(o.script) || o.script.empty()) return fail("--script needs a file");
            o.mode = Options::Mode::Script;
        } else if (a == "--generated") {
            o.generated = true;
        } else if (a == "--size") {
            if (!value(v)) return fail("--size needs WIDTHxHEIGHT");
            const auto x = v.find('x');
            const auto w = x == std::string::npos ? std::nullopt : positive(v.substr(0, x));
            const auto h = x == std::string::npos ? std::nullopt : positive(v.substr(x + 1));
            if (!w || !h || *w < 320 || *h < 240 || *w > 8192 || *h > 8192)
                return fail("--size: '" + v +
                            "' is not WIDTHxHEIGHT between 320x240 and 8192x8192");
            o.width = *w;
            o.height = *h;
        } else if (a == "--ppi" || a == "--default-ppi") {
            if (!value(v)) return fail(a + " needs the screen's pixels per inch");
            double ppi = 0;
            const auto [end, ec] = cdo::fromChars(v.data(), v.data() + v.size(), ppi);
            if (ec != std::errc() || end != v.data() + v.size() || !(ppi >= kMinScreenPpi) ||
                !(ppi <= kMaxScreenPpi))
                return fail(a + ": '" + v + "' is not a number of pixels per inch from 60 to 640");
            (a == "--ppi" ? o.ppi : o.defaultPpi) = ppi;
        } else if (a == "--theme") {
            if (!value(v)) return fail("--theme needs standard, daylight or colour-blind");
            o.theme = themeFromString(v);
            if (!o.theme)
                return fail("--theme: '" + v + "' is not standard, daylight or colour-blind");
        } else if (a.size() > 1 && a[0] == '-') {
            return fail("unknown option " + a);
        } else {
            if (!o.scenario.empty()) return fail("only one scenario, please ('" + a + "')");
            o.scenario = a;
        }
    }
    if (int(!o.screenshot.empty()) + int(!o.exportRuling.empty()) + int(o.frames > 0) > 1)
        return fail("--screenshot, --export-ruling and --bench-frames cannot go together");
    if (!o.script.empty() && (o.frames > 0 || !o.screenshot.empty() || !o.exportRuling.empty()))
        return fail("--script goes alone");
    if (o.mode == Options::Mode::Script && o.scenario.empty())
        return fail("--script needs a scenario");
    if (o.mode == Options::Mode::Screenshot && o.scenario.empty())
        return fail("--screenshot needs a scenario");
    if (o.mode == Options::Mode::ExportRuling &&
        (o.scenario.empty() || o.select.empty() || o.target.empty()))
        return fail("--export-ruling needs --select FIRER, --target TARGET and a scenario");
    if (!o.target.empty() && o.select.empty()) return fail("--target needs --select");
    if ((!o.select.empty()) && o.mode != Options::Mode::Screenshot &&
        o.mode != Options::Mode::ExportRuling)
        return fail("--select and --target go with --screenshot or --export-ruling");
    if (o.mode == Options::Mode::Bench && o.scenario.empty() == !o.generated)
        return fail("--bench-frames needs a scenario or --generated (one of them)");
    if (o.generated && o.mode != Options::Mode::Bench)
        return fail("--generated goes with --bench-frames");
    return {o, ""};
}

} // namespace cdo::app
