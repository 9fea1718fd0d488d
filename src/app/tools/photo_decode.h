// The backdrop's photo decoded off the frame loop: decodePhoto is a plain function (read,
// check, decode, turn upright, shrink for the GPU) that a build without threads may call as it
// is, made of two parts: readPhoto (the file, and its bounds before anything decodes) and
// decodePhotoBytes (a plain function of the bytes: what every face runs, the browser in a
// worker of its own). PhotoDecodeJob runs them off the frame loop (Platform::decodeOffFrame:
// a thread of its own on the desktop, a worker in the browser), so the window keeps answering
// and the scenario is usable (without its photo) while a large photo decodes, with its
// progress and a way to stop it.
#pragma once

#include "app/platform/platform.h"
#include "io/image_file.h"

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>

namespace cdo::app {

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

// decodePhoto's first part: the file's bytes and what its header says, or nullopt with why in
// `error` (io's words, naming `path`).
struct PhotoFile {
    std::string bytes;
    io::ImageInfo info;
};
std::optional<PhotoFile> readPhoto(const std::string& path, std::string& error);

// decodePhoto's second part, a plain function of the bytes (checked by readPhoto): stb_image's
// decode, turned upright by `orientation`, shrunk for `most`. `decoded` false: the bytes do not
// decode, or ctl.cancel was seen. `told` (if any) hears ctl.progress each time it rises. The
// bytes are let go of once decoded, before the pixels are turned.
struct PhotoPixels {
    bool decoded = false;
    io::Pixels full, shrunk;
    unsigned shrink = 1;
};
PhotoPixels decodePhotoBytes(std::string bytes, int orientation, unsigned most, DecodeControl& ctl,
                             const std::function<void(float)>& told = {});

// The checksum of a picture's pixels (FNV-1a of its RGBA bytes, then its width and height, each
// 4 bytes from the lowest): the browser's test compares its decode with the desktop's by it.
std::uint32_t pixelsChecksum(const std::uint8_t* rgba, unsigned width, unsigned height);

// Decodes the photo at (path, most), given in the tests in place of the photo's own decode.
using PhotoDecoder = std::function<DecodedPhoto(const std::string&, unsigned, DecodeControl&)>;

// One decode off the frame loop (on the desktop a thread of its own, in the browser a worker).
// The job shares only its state (its control and its result), so cancelling or dropping the
// job never waits for it: the job ends on its own, as soon as the decoder looks at its cancel
// (the browser's worker is ended at once), and its result is thrown away.
class PhotoDecodeJob {
  public:
    // `decoder` empty: the photo's own decode (readPhoto, then decodePhotoBytes through
    // Platform::decodeOffFrame); else `decoder` run whole by Platform::runOffFrame.
    PhotoDecodeJob(const std::string& path, unsigned most, const PhotoDecoder& decoder = {});
    ~PhotoDecodeJob() { cancel(); }
    PhotoDecodeJob(const PhotoDecodeJob&) = delete;
    PhotoDecodeJob& operator=(const PhotoDecodeJob&) = delete;
    float progress() const;
    bool done() const;
    // The decode's result, once done() (taken once).
    DecodedPhoto take();
    void cancel();

    struct Work; // the state the job shares (photo_decode.cpp)

  private:
    std::shared_ptr<Work> work_;
};

} // namespace cdo::app
