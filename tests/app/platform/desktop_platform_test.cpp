// The platform seam's desktop side (platform/sfml/) for what a browser does otherwise: a job
// off the frame loop runs on a thread of its own, at once, and the caller does not wait for
// it; the device's files are the app's own, so there is no picker, no download and no kept
// folder apart from the others.
#include "app/platform/platform.h"

#include <doctest/doctest.h>

#include <atomic>
#include <chrono>
#include <memory>
#include <optional>
#include <string>
#include <thread>

using namespace cdo::app;
using Clock = std::chrono::steady_clock;

TEST_CASE("platform: the desktop runs a job off the frame loop on a thread of its own") {
    // The job waits until released: runOffFrame returns while it waits (within 100 ms, it
    // would wait 5 s), on another thread than the caller's.
    struct Shared {
        std::atomic<bool> release{false}, done{false};
        std::thread::id ranOn;
    };
    const auto shared = std::make_shared<Shared>();
    const auto t0 = Clock::now();
    platform().runOffFrame([shared] {
        shared->ranOn = std::this_thread::get_id();
        for (int i = 0; i < 500 && !shared->release; ++i)
            std::this_thread::sleep_for(std::chrono::milliseconds(10));
        shared->done = true;
    });
    CHECK(Clock::now() - t0 < std::chrono::milliseconds(100));
    CHECK_FALSE(shared->done);
    shared->release = true;
    for (int i = 0; i < 200 && !shared->done; ++i)
        std::this_thread::sleep_for(std::chrono::milliseconds(10));
    REQUIRE(shared->done);
    CHECK(shared->ranOn != std::this_thread::get_id());
}

TEST_CASE("platform: the desktop's files are the app's: no picker, no download, no kept folder") {
    CHECK_FALSE(platform().canUseDeviceFiles());
    CHECK(platform().keptFolder().empty());
    // Asked anyway, the picker never answers and a download does nothing (and throws nothing).
    bool answered = false;
    platform().pickDeviceFile(Platform::DeviceFile::Table,
                              [&answered](std::optional<std::string>) { answered = true; });
    platform().offerDownload("/nonexistent/table.yaml", "table.yaml");
    CHECK_FALSE(answered);
}
