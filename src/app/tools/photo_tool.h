// The photo backdrop in the window: the photo as a texture (BackdropPhoto) and the Photo tool,
// which opens a photo, marks it (taps on the photo shown as taken, laid flat on the table) and
// shows it warped under the bases. Display-free parts are in backdrop.h.
#pragma once

#include "app/document/backdrop.h"
#include "app/shell/context.h"
#include "app/tools/photo_decode.h"
#include "app/tools/tool.h"
#include "io/image_file.h"

#include "app/platform/platform.h"

#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace cdo::app {

// The photo a backdrop names, decoded once per file, off the frame loop (photo_decode.h): the
// window keeps answering and the scenario is usable without its photo meanwhile. io reads
// the file as a stranger's (regular, at most 64 MiB, PNG or JPEG, its size bounded before
// decoding); a photo larger than the GPU takes is shrunk by a whole factor (marks keep
// counting the photo's pixels).
class BackdropPhoto {
  public:
    // `most`: the largest texture side (0: the GPU's, asked when a decode starts); `decoder`
    // empty: the photo's own decode (PhotoDecodeJob's), else the one given (the tests').
    explicit BackdropPhoto(PhotoDecoder decoder = {}, unsigned most = 0)
        : decoder_(std::move(decoder)), most_(most) {}
    // Starts decoding the photo `b` names when it is not the one loaded or decoding, and takes
    // a decode that has ended. True when there is something new to tell: the decode ended
    // (loaded, or error() says why not), or no photo is named any more.
    bool update(const std::optional<Backdrop>& b);
    bool loaded() const { return loaded_; }
    bool decoding() const { return job_ != nullptr; }
    float progress() const { return job_ ? job_->progress() : 0.0f; } // 0 to 1 while decoding
    // Stops the decode under way (the photo is not shown, error() says so; the scenario and
    // its backdrop are untouched). The same file is decoded again only once it is named anew
    // or forgotten.
    void cancel();
    // As if no photo had been tried: the next update decodes the one named, even the same
    // file (opened again after a cancel or a change on disk, or named by another document).
    void forget();
    Vec2 size() const { return size_; }                       // in the photo's own pixels
    double textureScale() const { return scale_; }            // texture pixels per photo pixel
    const Texture* texture() const { return texture_.get(); } // null: none yet
    // The photo's own pixels (RGBA, at its full size) for Fit to photo; empty when not loaded.
    ImageView pixels() const;
    const std::string& error() const { return error_; } // why the named photo is not shown
    const std::string& path() const { return path_; }   // the photo named (loaded or not)
    // Why the file at `path` cannot be a backdrop (empty when it can): what update would say.
    static std::string problem(const std::string& path);

  private:
    bool finish(DecodedPhoto d); // on the frame loop's thread: the texture
    PhotoDecoder decoder_;
    unsigned most_;
    std::unique_ptr<PhotoDecodeJob> job_;
    std::string path_;
    bool tried_ = false, loaded_ = false;
    double focal_ = 0; // the camera's, in pixels, from the photo's EXIF; 0 unknown
    Vec2 size_;
    double scale_ = 1;
    std::unique_ptr<Texture> texture_;
    io::Pixels full_; // upright, before any shrinking for the GPU: what Fit to photo reads
    std::string error_;
};

class PhotoTool final : public Tool {
  public:
    PhotoTool(Context& ctx, BackdropPhoto& photo, std::function<void()> done)
        : ctx_(ctx), photo_(photo), done_(std::move(done)) {}
    // Shown as taken (flat, to mark it) or warped onto the table.
    bool asTaken() const { return asTaken_; }
    int mark() const { return mark_; } // the mark a tap on the photo places
    // The map from photo pixels to table inches the photo is drawn with now, if any.
    std::optional<Homography> photoToTable() const;

    void press(Vec2) override {}
    void tap(Vec2 p) override;
    void longPress(Vec2) override {}
    bool dragStart(Vec2 p, Vec2 start) override;
    void dragMove(Vec2 p) override;
    void dragEnd() override { dragged_ = -1; }
    // While a mark is dragged: a magnifier of the photo (4x the view) above the finger, with
    // the mark's cross hair, so the finger does not hide what it places: 27 mm across, its
    // middle 22 mm above the finger (below it near the top of the window).
    static constexpr double kLoupeZoom = 4, kLoupeHalfMm = 13.5, kLoupeLiftMm = 22;
    void overlay(Scene& scene) override;
    void panel() override;
    // The Delete key deletes nothing here: the units are not what this tool shows.
    bool deleteSelected() override {
        ctx_.setStatus("Delete does nothing in the photo tool: use Remove mark or Remove photo");
        return true;
    }

  private:
    std::optional<Vec2> photoPoint(Vec2 screen) const; // a window point on the flat photo
    void loupe(Scene& scene, const Homography& flat) const;
    int markNear(Vec2 screen) const; // within a finger, or -1
    void openPhoto(const std::string& typed);
    void photoList();   // a tap on a file of the scenario's folder opens it
    void devicePhoto(); // the device's camera or photos, where they are not the app's files

    Context& ctx_;
    BackdropPhoto& photo_; // Open photo asks it to decode a file named again
    std::function<void()> done_;
    bool asTaken_ = true;
    int mark_ = 0, dragged_ = -1;
    Vec2 finger_;                          // where the dragging finger is, window pixels
    unsigned sliderGesture_ = 0x80000000u; // an opacity drag is one undo step
    std::string typed_;
    // The photos beside the scenario, looked up again when its folder changes or a second on.
    std::vector<std::string> files_;
    std::string filesFolder_;
    double filesAt_ = -1e9;
    std::shared_ptr<int> alive_ = std::make_shared<int>(); // what a late device answer asks
};

// What the last Fit to photo did, unit by unit (fitted in green, over another base in orange,
// refused in red with why); nothing before the first fit.
void fitReportPanel(Context& ctx);

// The image files (PNG and JPEG, what a backdrop may be) in `folder` and its `photos`
// subfolder, by name, as paths relative to `folder` ("table.jpg", "photos/table.png"); at most
// `most` of them.
std::vector<std::string> photoFilesIn(const std::string& folder, std::size_t most = 40);

// The "Photo of the table" part of the side panel for the other tools: its state and the
// button that opens the Photo tool.
void photoEntry(Context& ctx, const BackdropPhoto& photo, const std::function<void()>& open);

} // namespace cdo::app
