#include "app/frame_bench.h"

#include "app/app.h"
#include "core/grande_tactique/generate.h"

#include <imgui.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <iostream>
#include <time.h>

namespace cdo::app {

namespace {

constexpr int kWarmUp = 10; // bench frames drawn before timing starts

double cpuMs() {
    timespec t{};
    ::clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
    return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

} // namespace

int runFrameBench(App& app) {
    const Options& options = app.options();
    if (options.generated)
        app.setDocument(Document(io::ScenarioDocument{gt::generateTable(), nullptr}, ""));
    else if (!app.openCommandLineScenario())
        return 2;
    if (app.doc().laBataille()) {
        std::cerr
            << "coupdoeil: the bench drags a Grande Tactique base; this is a la-bataille map\n";
        return 2;
    }
    if (!app.openWindow(true)) return 1;
    app.fitView();
    // Every overlay on; names are drawn wherever they are legible, as in the window.
    const Scenario& s = app.doc().scenario();
    // The firer: the first battery; the target: the enemy battery nearest the far middle.
    int firer = -1, target = -1;
    for (int i = 0; i < int(s.units.size()) && firer < 0; ++i)
        if (isArtillery(s.units[size_t(i)].type)) firer = i;
    if (firer < 0) firer = 0;
    if (s.units.empty()) {
        std::cerr << "coupdoeil: the scenario has no units to drag\n";
        return 2;
    }
    const Unit& F = s.units[size_t(firer)];
    double best = 1e18;
    for (int i = 0; i < int(s.units.size()); ++i) {
        const Unit& u = s.units[size_t(i)];
        if (!app.doc().engine().enemies(firer, i) || u.type == UnitType::General) continue;
        const double d =
            dist(u.at, {s.tableWidth / 2, s.tableDepth / 2}) + (isArtillery(u.type) ? 0 : 10);
        if (d < best) best = d, target = i;
    }
    app.selection().firer = F.id;
    app.selection().target = target >= 0 ? s.units[size_t(target)].id : "";

    // Drag the firer's centre from its place across the table and back, through the same
    // gesture code as a finger.
    const Vec2 start = F.at;
    const Vec2 far{s.tableWidth - start.x, start.y};
    std::vector<double> times, cpu;
    times.reserve(size_t(options.frames));
    app.pointerDown(app.camera().toScreen(start));
    // Warm-up, not timed: the first frames load glyphs into the font textures and grow
    // buffers, a one-off hitch that would otherwise be reported as the worst frame.
    for (int i = 0; i < kWarmUp; ++i) {
        app.pointerMove(app.camera().toScreen(start + Vec2{0, 0.05 * (i % 2)}));
        app.frame(1.0f / 60);
        app.display();
    }
    for (int i = 0; i < options.frames; ++i) {
        app.dropEvents(); // keeps the window alive; input is simulated
        const auto t0 = std::chrono::steady_clock::now();
        const double c0 = cpuMs();
        const double k = double(i + 1) / options.frames;
        const double t = k < 0.5 ? 2 * k : 2 - 2 * k;
        app.pointerMove(app.camera().toScreen(lerp(start, far, t)));
        app.frame(1.0f / 60);
        app.display();
        const auto t1 = std::chrono::steady_clock::now();
        times.push_back(std::chrono::duration<double, std::milli>(t1 - t0).count());
        cpu.push_back(cpuMs() - c0);
    }
    app.pointerUp(app.camera().toScreen(start));
    std::sort(times.begin(), times.end());
    const double median = times[times.size() / 2];
    const double worst = times.back();
    std::printf("frames: %d, bases: %zu, median %.2f ms, worst %.2f ms\n", options.frames,
                s.units.size(), median, worst);
    std::printf("(after %d warm-up frames; 95th percentile %.2f ms)\n", kWarmUp,
                times[times.size() * 95 / 100]);
    // Processor time (all threads, the software rasteriser's included) does not grow when
    // other programs compete for the processor, unlike the wall-clock times above.
    std::sort(cpu.begin(), cpu.end());
    std::printf("processor time per frame: median %.2f ms, worst %.2f ms\n", cpu[cpu.size() / 2],
                cpu.back());
    // What the last frame cost the rasteriser, for comparing machines and changes.
    const ImDrawData* dd = ImGui::GetDrawData();
    const Scene& scene = app.scene();
    std::printf("triangles in the last frame: table %zu, text %zu, panels %d\n",
                (scene.ground.vertexCount() + scene.reach.vertexCount() +
                 scene.bases.vertexCount() + scene.over.vertexCount() +
                 scene.handles.vertexCount()) /
                    3,
                scene.text.triangles(), dd ? dd->TotalIdxCount / 3 : 0);
    return 0;
}

} // namespace cdo::app
