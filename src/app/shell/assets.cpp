#include "app/shell/assets.h"

#include <filesystem>

namespace cdo::app {

namespace fs = std::filesystem;

std::string findAsset(const std::string& relative, const std::string& argv0) {
    std::error_code ec;
    fs::path exe = fs::absolute(argv0, ec).parent_path();
    if (fs::path p = exe.parent_path() / "share" / "coupdoeil" / "assets" / relative;
        !exe.empty() && fs::exists(p, ec))
        return p.lexically_normal().string();
#ifdef COUPDOEIL_ASSETS
    if (fs::path p = fs::path(COUPDOEIL_ASSETS) / relative; fs::exists(p, ec)) return p.string();
#endif
    for (int up = 0; up < 4 && !exe.empty(); ++up, exe = exe.parent_path())
        if (fs::path p = exe / "assets" / relative; fs::exists(p, ec)) return p.string();
    return (fs::path("assets") / relative).string();
}

} // namespace cdo::app
