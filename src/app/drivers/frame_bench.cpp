#include "app/drivers/frame_bench.h"

#include "app/shell/app.h"
#include "core/grande_tactique/generate.h"

#include <imgui.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <iostream>
#include <optional>
#include <sys/resource.h>
#include <time.h>

namespace cdo::app {

namespace {

constexpr int kWarmUp = BenchDrag::kWarmUp;

double cpuMs(clockid_t clock = CLOCK_PROCESS_CPUTIME_ID) {
    timespec t{};
    ::clock_gettime(clock, &t);
    return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

// What one timed frame cost, part by part (wall-clock ms), and what the system did to the
// main thread meanwhile: its own processor time, page faults (fresh memory touched) and the
// times it was made to wait for the processor (another program ran: not this frame's cost).
struct FrameRecord {
    double wall = 0, processCpu = 0, threadCpu = 0;
    double input = 0, display = 0; // the pointer move (the edit, the engine rebuilt), the swap
    App::FramePhases phases;
    long faults = 0, preempted = 0;
};

rusage threadUsage() {
    rusage u{};
    ::getrusage(RUSAGE_THREAD, &u);
    return u;
}

} // namespace

double percentile(std::vector<double> v, double p) {
    std::sort(v.begin(), v.end());
    return v.empty() ? 0 : v[std::min(v.size() - 1, std::size_t(p * double(v.size())))];
}

Vec2 BenchDrag::at(double k) const {
    return lerp(start, far, k < 0.5 ? 2 * k : 2 - 2 * k);
}

Vec2 BenchDrag::warmUpAt(int i) const {
    return i % 2 ? start : lerp(start, far, 3 / std::max(dist(start, far), 3.0));
}

std::optional<BenchDrag> prepareFrameBench(App& app, int& exitCode) {
    const Options& options = app.options();
    exitCode = 2;
    if (options.generated)
        app.setDocument(Document(io::ScenarioDocument{gt::generateTable(), nullptr}, ""));
    else if (!app.openCommandLineScenario())
        return std::nullopt;
    if (!app.gtFace()) {
        std::cerr
            << "coupdoeil: the bench drags a Grande Tactique base; this is a la-bataille map\n";
        return std::nullopt;
    }
    exitCode = 1;
    if (!app.openWindow(true)) return std::nullopt;
    app.fitView();
    // Every overlay on, the all-batteries view included; names are drawn wherever they are
    // legible, as in the window.
    ViewSettings& view = app.viewSettings();
    view.scene.grid = view.scene.names = view.scene.terrainLabels = true;
    view.showReach = view.showTargets = view.showRuling = view.snap = true;
    view.allBatteries = true;
    const Scenario& s = app.doc().scenario();
    int firer = -1, target = -1;
    for (int i = 0; i < int(s.gt().units.size()) && firer < 0; ++i)
        if (isArtillery(s.gt().units[size_t(i)].type)) firer = i;
    if (firer < 0) firer = 0;
    if (s.gt().units.empty()) {
        std::cerr << "coupdoeil: the scenario has no units to drag\n";
        exitCode = 2;
        return std::nullopt;
    }
    const Unit& F = s.gt().units[size_t(firer)];
    double best = 1e18;
    for (int i = 0; i < int(s.gt().units.size()); ++i) {
        const Unit& u = s.gt().units[size_t(i)];
        if (!app.doc().engine().enemies(firer, i) || u.type == UnitType::General) continue;
        const double d = dist(u.at, {s.gt().tableWidth / 2, s.gt().tableDepth / 2}) +
                         (isArtillery(u.type) ? 0 : 10);
        if (d < best) best = d, target = i;
    }
    app.selection().firer = F.id;
    app.selection().target = target >= 0 ? s.gt().units[size_t(target)].id : "";
    return BenchDrag{F.at, {s.gt().tableWidth - F.at.x, F.at.y}};
}

namespace {

// Warm-up, not timed (BenchDrag::kWarmUp; without it the worst frame had about 220 page faults
// and 1.2 ms more on the main thread, measured).
void warmUp(App& app, const BenchDrag& d) {
    for (int i = 0; i < kWarmUp; ++i) {
        app.pointerMove(app.camera().toScreen(d.warmUpAt(i)));
        app.frame(1.0f / 60);
        app.display();
    }
}

// One timed frame of the drag, `k` of the way through it (0 to 1: out, then back).
FrameRecord timedFrame(App& app, const BenchDrag& d, double k) {
    using Clock = std::chrono::steady_clock;
    auto ms = [](Clock::time_point a, Clock::time_point b) {
        return std::chrono::duration<double, std::milli>(b - a).count();
    };
    app.dropEvents(); // keeps the window alive; input is simulated
    FrameRecord r;
    const rusage u0 = threadUsage();
    const double c0 = cpuMs(), m0 = cpuMs(CLOCK_THREAD_CPUTIME_ID);
    const auto t0 = Clock::now();
    app.pointerMove(app.camera().toScreen(d.at(k)));
    const auto t1 = Clock::now();
    app.frame(1.0f / 60);
    const auto t2 = Clock::now();
    app.display();
    const auto t3 = Clock::now();
    const rusage u1 = threadUsage();
    r.wall = ms(t0, t3);
    r.input = ms(t0, t1);
    r.display = ms(t2, t3);
    r.phases = app.lastPhases();
    r.processCpu = cpuMs() - c0;
    r.threadCpu = cpuMs(CLOCK_THREAD_CPUTIME_ID) - m0;
    r.faults = u1.ru_minflt - u0.ru_minflt + u1.ru_majflt - u0.ru_majflt;
    r.preempted = u1.ru_nivcsw - u0.ru_nivcsw;
    return r;
}

// The frames' median, worst and percentiles, the overlays, the batteries asked again and the
// processor time.
void printSummary(App& app, const std::vector<FrameRecord>& frames, long asked) {
    const int n = int(frames.size());
    std::vector<double> wall, cpu, mainCpu;
    for (const FrameRecord& r : frames) {
        wall.push_back(r.wall);
        cpu.push_back(r.processCpu);
        mainCpu.push_back(r.threadCpu);
    }
    const double median = percentile(wall, 0.5);
    const double worst = *std::max_element(wall.begin(), wall.end());
    std::printf("frames: %d, bases: %zu, median %.2f ms, worst %.2f ms\n", n,
                app.doc().scenario().gt().units.size(), median, worst);
    std::printf("(after %d warm-up frames; 95th percentile %.2f ms, 99th %.2f ms)\n", kWarmUp,
                percentile(wall, 0.95), percentile(wall, 0.99));
    std::size_t lines = 0;
    for (const BatteryTargets& b : app.answers().allBatteries)
        lines += b.targets.size();
    std::printf("overlays: grid, unit and terrain names, arc and bands, target colours, ruling "
                "lines, snapping, all batteries (%zu batteries, %zu lines)\n",
                app.answers().allBatteries.size(), lines);
    // A drag asks again only the batteries whose answer the move can change (all_batteries.h).
    std::printf("all batteries: %.1f of %zu asked again per frame on average\n",
                double(asked) / std::max(n, 1), app.answers().allBatteries.size());
    // Processor time (all threads, the software rasteriser's included) does not grow when
    // other programs compete for the processor, unlike the wall-clock times above.
    std::printf("processor time per frame: median %.2f ms, worst %.2f ms (main thread: median "
                "%.2f, worst %.2f; the rest is the software rasteriser's threads)\n",
                percentile(cpu, 0.5), *std::max_element(cpu.begin(), cpu.end()),
                percentile(mainCpu, 0.5), *std::max_element(mainCpu.begin(), mainCpu.end()));
}

// Where the time goes, part by part (medians and worst of each part on its own).
void printParts(const std::vector<FrameRecord>& frames) {
    auto part = [&](const char* name, auto get) {
        std::vector<double> v;
        for (const FrameRecord& r : frames)
            v.push_back(get(r));
        std::printf("  %-8s median %6.2f  95th %6.2f  worst %6.2f ms\n", name, percentile(v, 0.5),
                    percentile(v, 0.95), *std::max_element(v.begin(), v.end()));
    };
    std::printf("parts of a frame (wall clock):\n");
    part("input", [](const FrameRecord& r) { return r.input; });
    part("caches", [](const FrameRecord& r) { return r.phases.caches; });
    part("scene", [](const FrameRecord& r) { return r.phases.scene; });
    part("panels", [](const FrameRecord& r) { return r.phases.panels; });
    part("draw", [](const FrameRecord& r) { return r.phases.draw; });
    part("display", [](const FrameRecord& r) { return r.display; });
}

// The `count` frames first by `before`, one line each, part by part.
template <class Before>
void printFrames(const std::vector<FrameRecord>& frames, std::size_t count, Before before) {
    std::vector<std::size_t> order(frames.size());
    for (std::size_t i = 0; i < order.size(); ++i)
        order[i] = i;
    std::sort(order.begin(), order.end(),
              [&](std::size_t a, std::size_t b) { return before(frames[a], frames[b]); });
    for (std::size_t k = 0; k < std::min(count, order.size()); ++k) {
        const FrameRecord& r = frames[order[k]];
        std::printf("  #%-4zu %6.2f = %5.2f + %5.2f + %5.2f + %5.2f + %5.2f + %5.2f; cpu %5.2f; "
                    "%ld; %ld\n",
                    order[k], r.wall, r.input, r.phases.caches, r.phases.scene, r.phases.panels,
                    r.phases.draw, r.display, r.threadCpu, r.preempted, r.faults);
    }
}

// The slowest frames (the main thread's own processor time against the wall clock, and how
// often it was pre-empted, tell this program's cost from the machine's), the costliest on the
// main thread (a spike there, glyphs rasterised, a cache rebuilt, memory grown, would be the
// app's own doing), the page faults and the pre-empted frames.
void printSlowest(const std::vector<FrameRecord>& frames) {
    std::printf("slowest frames: wall = input + caches + scene + panels + draw + display; main "
                "thread cpu; pre-empted; page faults\n");
    printFrames(frames, 8,
                [](const FrameRecord& a, const FrameRecord& b) { return a.wall > b.wall; });
    std::printf("costliest frames on the main thread (same columns):\n");
    printFrames(frames, 3, [](const FrameRecord& a, const FrameRecord& b) {
        return a.threadCpu > b.threadCpu;
    });
    // Fresh memory touched on the main thread (buffers growing, the engine's table rebuilt
    // in memory the allocator had given back): how often, and the frame that touched most.
    std::size_t faulting = 0, most = 0;
    for (std::size_t i = 0; i < frames.size(); ++i) {
        faulting += frames[i].faults > 50;
        if (frames[i].faults > frames[most].faults) most = i;
    }
    std::printf("frames with over 50 page faults: %zu of %zu; the most: #%zu, %ld faults, %.2f ms, "
                "main thread %.2f ms\n",
                faulting, frames.size(), most, frames[most].faults, frames[most].wall,
                frames[most].threadCpu);
    long preemptedFrames = 0;
    for (const FrameRecord& r : frames)
        preemptedFrames += r.preempted > 0;
    std::printf("frames pre-empted at least once: %ld of %zu\n", preemptedFrames, frames.size());
}

// What the last frame cost the rasteriser, for comparing machines and changes: triangles, and
// draw calls (each run of one batch is one, opaque runs unblended; llvmpipe pays per call too).
void printLastFrame(const App& app) {
    const ImDrawData* dd = ImGui::GetDrawData();
    const Scene& scene = app.scene();
    std::printf(
        "triangles in the last frame: table %zu, text %zu, panels %d\n",
        (scene.ground.vertexCount() + scene.reach.vertexCount() + scene.bases.vertexCount() +
         scene.over.vertexCount() + scene.handles.vertexCount() + scene.grips.vertexCount()) /
            3,
        scene.text.triangles() + scene.gripWords.triangles(), dd ? dd->TotalIdxCount / 3 : 0);
    int panelCommands = 0;
    for (int n = 0; dd && n < dd->CmdListsCount; ++n)
        panelCommands += dd->CmdLists[n]->CmdBuffer.Size;
    std::printf("draw calls of the table's layers in the last frame: %zu (ground %zu, reach %zu, "
                "bases %zu, over %zu, handles %zu), text %zu; ImGui commands %d\n",
                scene.ground.runCount() + scene.reach.runCount() + scene.bases.runCount() +
                    scene.over.runCount() + scene.handles.runCount() + scene.grips.runCount(),
                scene.ground.runCount(), scene.reach.runCount(), scene.bases.runCount(),
                scene.over.runCount(), scene.handles.runCount() + scene.grips.runCount(),
                scene.text.drawCalls() + scene.gripWords.drawCalls(), panelCommands);
}

} // namespace

int runFrameBench(App& app) {
    int exitCode = 0;
    const std::optional<BenchDrag> drag = prepareFrameBench(app, exitCode);
    if (!drag) return exitCode;
    // Drag the firer's centre from its place across the table and back, through the same
    // gesture code as a finger.
    const int n = app.options().frames;
    std::vector<FrameRecord> frames;
    frames.reserve(size_t(n));
    app.pointerDown(app.camera().toScreen(drag->start));
    warmUp(app, *drag);
    const long askedBefore = app.allBatteries().askedInAll();
    for (int i = 0; i < n; ++i)
        frames.push_back(timedFrame(app, *drag, double(i + 1) / n));
    const long asked = app.allBatteries().askedInAll() - askedBefore;
    app.pointerUp(app.camera().toScreen(drag->start));
    printSummary(app, frames, asked);
    printParts(frames);
    printSlowest(frames);
    printLastFrame(app);
    return 0;
}

} // namespace cdo::app
