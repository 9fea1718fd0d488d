// The backdrop's photo decoded off the frame loop: decodePhoto is a plain function (read,
// check, decode, turn upright, shrink for the GPU) that a build without threads may call as it
// is; PhotoDecodeJob runs it off the frame loop (Platform::runOffFrame: a thread of its own on
// the desktop, after the current frame in the browser), so the window keeps answering and the
// scenario is usable (without its photo) while a large photo decodes, with its progress and a
// way to stop it.
#pragma once

#include "io/image_file.h"

#include <atomic>
#include <functional>
#include <memory>
#include <string>

namespace cdo::app {

// Shared by the decode and whoever waits for it.
struct DecodeControl {
    std::atomic<bool> cancel{false};
    std::atomic<float> progress{0}; // 0 to 1: the share of the file's bytes the decoder read
};

struct DecodedPhoto {
    io::Pixels full;   // upright, at its full size (what Fit to photo reads)
    io::Pixels shrunk; // `full` shrunk by `shrink` for the GPU; empty when shrink is 1
    unsigned shrink = 1;
    double focal = 0; // the camera's, in pixels, from the photo's EXIF (io::focalPixels); 0 unknown
    std::string error; // why there is no photo (empty when decoded)
    bool cancelled = false;
};

// The photo at `path` read as a stranger's file (io::readImageFile, io::imageInfo's bounds
// before anything decodes), decoded to RGBA, turned upright by its EXIF orientation and shrunk
// by the least whole factor that makes both sides at most `most`. ctl.cancel is looked at as
// the decoder reads the file (every few hundred bytes) and between the steps: once set, the
// decode ends as soon as it can with `cancelled`.
DecodedPhoto decodePhoto(const std::string& path, unsigned most, DecodeControl& ctl);

using PhotoDecoder = std::function<DecodedPhoto(const std::string&, unsigned, DecodeControl&)>;

// One decode off the frame loop (on the desktop a thread of its own). The job shares only its
// state (its control and its result), so cancelling or dropping the job never waits for it:
// the job ends on its own, as soon as the decoder looks at its cancel, and its result is
// thrown away. In the browser the decode runs whole after the frame that started it (that
// frame shows the progress bar; progress() reads 0 until the decode is done).
class PhotoDecodeJob {
  public:
    PhotoDecodeJob(const std::string& path, unsigned most, const PhotoDecoder& decoder);
    ~PhotoDecodeJob() { cancel(); }
    PhotoDecodeJob(const PhotoDecodeJob&) = delete;
    PhotoDecodeJob& operator=(const PhotoDecodeJob&) = delete;
    float progress() const { return state_->ctl.progress.load(); }
    bool done() const { return state_->done.load(); }
    // The decode's result, once done() (taken once).
    DecodedPhoto take();
    void cancel() { state_->ctl.cancel = true; }

  private:
    struct State {
        DecodeControl ctl;
        DecodedPhoto result; // written by the thread before `done`, read after it
        std::atomic<bool> done{false};
    };
    std::shared_ptr<State> state_;
};

} // namespace cdo::app
