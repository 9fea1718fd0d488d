#include "app/tools/photo_decode.h"

#include "io/scenario_io.h"

#include <utility>

namespace cdo::app {

namespace {

DecodedPhoto cancelled() {
    DecodedPhoto d;
    d.cancelled = true;
    d.error = "its decoding was cancelled";
    return d;
}

// What an exception out of a decode says (it must not leave the job: on a thread of its own it
// would end the app, and a decode that never says done keeps a script waiting forever).
DecodedPhoto failed(const std::string& path, const std::string& what) {
    DecodedPhoto d;
    d.error = path + ": cannot decode the picture" + (what.empty() ? "" : " (" + what + ")");
    return d;
}

// What came of decodePhotoBytes for the file at `path` (its header `info`), in decodePhoto's
// words.
DecodedPhoto photoOf(PhotoPixels p, const io::ImageInfo& info, const std::string& path,
                     const DecodeControl& ctl) {
    if (ctl.cancel) return cancelled();
    DecodedPhoto out;
    if (!p.decoded) {
        out.error = path + ": cannot decode the " + info.format + " picture (damaged?)";
        return out;
    }
    out.full = std::move(p.full);
    out.shrunk = std::move(p.shrunk);
    out.shrink = p.shrink;
    out.focal = io::focalPixels(info);
    return out;
}

Image asImage(io::Pixels&& p) {
    return {p.width, p.height, std::move(p.rgba)};
}
io::Pixels asPixels(Image&& i) {
    return {i.width, i.height, std::move(i.rgba)};
}

} // namespace

std::optional<PhotoFile> readPhoto(const std::string& path, std::string& error) {
    try {
        PhotoFile f;
        f.bytes = io::readImageFile(path);
        f.info = io::imageInfo(f.bytes, path);
        return f;
    } catch (const io::LoadError& e) {
        error = e.what();
        return std::nullopt;
    }
}

DecodedPhoto decodePhoto(const std::string& path, unsigned most, DecodeControl& ctl) {
    std::string error;
    std::optional<PhotoFile> file = readPhoto(path, error);
    if (!file) {
        DecodedPhoto out;
        out.error = error;
        return out;
    }
    if (ctl.cancel) return cancelled();
    const io::ImageInfo info = file->info;
    return photoOf(decodePhotoBytes(std::move(file->bytes), info.orientation, most, ctl), info,
                   path, ctl);
}

// The job's state, shared with whoever runs it: the platform's two stages (read, decode), or
// a decoder given (the tests') run whole, and the photo as the frame loop takes it.
struct PhotoDecodeJob::Work final : PhotoWork {
    std::string path;
    io::ImageInfo info;                // read's
    std::optional<DecodedPhoto> whole; // the result as it stands: read's refusal, a throw, a
                                       // decoder given
    bool read() override {
        try {
            std::string error;
            std::optional<PhotoFile> file = readPhoto(path, error);
            if (!file) {
                whole = DecodedPhoto{};
                whole->error = error;
                return false;
            }
            if (ctl.cancel) {
                whole = cancelled();
                return false;
            }
            info = file->info;
            orientation = info.orientation;
            bytes = std::move(file->bytes);
            return true;
        } catch (const std::exception& e) {
            whole = failed(path, e.what());
        } catch (...) {
            whole = failed(path, "");
        }
        return false;
    }
    void decode() override {
        try {
            PhotoPixels p = decodePhotoBytes(std::move(bytes), orientation, most, ctl);
            bytes = std::string();
            decoded = p.decoded;
            full = asImage(std::move(p.full));
            shrunk = asImage(std::move(p.shrunk));
            shrink = p.shrink;
        } catch (const std::exception& e) {
            whole = failed(path, e.what());
        } catch (...) {
            whole = failed(path, "");
        }
    }
};

PhotoDecodeJob::PhotoDecodeJob(const std::string& path, unsigned most, const PhotoDecoder& decoder)
    : work_(std::make_shared<Work>()) {
    work_->path = path;
    work_->most = most;
    if (!decoder) {
        platform().decodeOffFrame(work_);
        return;
    }
    // Off the frame loop (the desktop: a thread; the browser: after this frame, which draws
    // the progress first).
    platform().runOffFrame([work = work_, decoder] {
        try {
            work->whole = decoder(work->path, work->most, work->ctl);
        } catch (const std::exception& e) {
            work->whole = failed(work->path, e.what());
        } catch (...) {
            work->whole = failed(work->path, "");
        }
        work->done = true; // the result is the frame loop's from here
    });
}

float PhotoDecodeJob::progress() const {
    return work_->ctl.progress.load();
}

bool PhotoDecodeJob::done() const {
    return work_->done.load();
}

void PhotoDecodeJob::cancel() {
    work_->ctl.cancel = true;
    if (work_->stop) std::exchange(work_->stop, nullptr)();
}

DecodedPhoto PhotoDecodeJob::take() {
    if (!done()) return {};
    Work& w = *work_;
    if (w.whole) return std::move(*w.whole);
    if (w.failure) return failed(w.path, *w.failure);
    PhotoPixels p;
    p.decoded = w.decoded;
    p.full = asPixels(std::move(w.full));
    p.shrunk = asPixels(std::move(w.shrunk));
    p.shrink = w.shrink;
    return photoOf(std::move(p), w.info, w.path, w.ctl);
}

} // namespace cdo::app
