// coupdoeil: the table app. See docs/app.md.
#include "app/drivers/frame_bench.h"
#include "app/drivers/script.h"
#include "app/shell/app.h"
#include "app/shell/options.h"

#include <iostream>

int main(int argc, char** argv) {
    std::vector<std::string> args(argv + 1, argv + argc);
    const cdo::app::ParsedOptions parsed = cdo::app::parseOptions(args);
    if (!parsed.options) {
        std::cerr << "coupdoeil: " << parsed.error << "\n" << cdo::app::usage();
        return 2;
    }
    const cdo::app::Options& o = *parsed.options;
    switch (o.mode) {
    case cdo::app::Options::Mode::Help:
        std::cout << cdo::app::usage();
        return 0;
    case cdo::app::Options::Mode::Version:
        std::cout << "coupdoeil " COUPDOEIL_VERSION "\n";
        return 0;
    default:
        break;
    }
    try {
        cdo::app::App app(o, argc > 0 ? argv[0] : "coupdoeil");
        switch (o.mode) {
        case cdo::app::Options::Mode::Screenshot:
        case cdo::app::Options::Mode::ExportRuling: // the same start, another picture
            return app.runScreenshot();
        case cdo::app::Options::Mode::Script:
            return cdo::app::Script(app).run();
        case cdo::app::Options::Mode::Bench:
            return cdo::app::runFrameBench(app);
        default:
            return app.runWindow();
        }
    } catch (const std::exception& e) {
        std::cerr << "coupdoeil: " << e.what() << "\n";
        return 1;
    }
}
