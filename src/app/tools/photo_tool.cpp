#include "app/tools/photo_tool.h"

#include "app/document/roster.h"
#include "app/view/density.h"
#include "app/view/layout.h"
#include "app/view/render.h"
#include "app/view/widgets.h"
#include "io/image_file.h"

#include <imgui.h>

#include <algorithm>
#include <cctype>
#include <cmath>
#include <filesystem>

namespace cdo::app {

// ---- The photo ---------------------------------------------------------------------------

std::string BackdropPhoto::problem(const std::string& path) {
    try {
        io::imageInfo(io::readImageFile(path), path);
        return {};
    } catch (const io::LoadError& e) {
        return e.what();
    }
}

ImageView BackdropPhoto::pixels() const {
    if (!loaded_) return {};
    return {int(full_.width), int(full_.height), 4, full_.rgba.data(), focal_};
}

bool BackdropPhoto::update(const std::optional<Backdrop>& b) {
    const std::string path = b ? b->image : std::string();
    if (tried_ && path == path_) {
        if (!job_ || !job_->done()) return false;
        DecodedPhoto d = job_->take();
        job_.reset();
        loaded_ = finish(std::move(d));
        return true;
    }
    job_.reset(); // another photo's decode, if any, is stopped and its result thrown away
    path_ = path;
    tried_ = true;
    loaded_ = false;
    full_ = io::Pixels();
    focal_ = 0;
    error_.clear();
    if (path.empty()) return true;
    // The GPU's largest texture is asked here, where the window's context is.
    const unsigned most = most_ ? most_ : std::min(platform().maxTextureSize(), 8192u);
    job_ = std::make_unique<PhotoDecodeJob>(path, most, decoder_);
    return false;
}

void BackdropPhoto::forget() {
    job_.reset();
    tried_ = loaded_ = false;
    path_.clear();
    full_ = io::Pixels();
    focal_ = 0;
    error_.clear();
}

void BackdropPhoto::cancel() {
    if (!job_) return;
    job_.reset();
    error_ = path_ + ": its decoding was cancelled";
}

bool BackdropPhoto::finish(DecodedPhoto d) {
    if (!d.error.empty()) {
        error_ = d.cancelled ? path_ + ": " + d.error : d.error;
        return false;
    }
    full_ = std::move(d.full);
    size_ = {double(full_.width), double(full_.height)};
    focal_ = d.focal;
    const io::Pixels& shown = d.shrink == 1 ? full_ : d.shrunk;
    texture_ = platform().makeTexture(shown.width, shown.height);
    if (!texture_) {
        error_ = path_ + ": the picture does not fit the graphics card";
        full_ = io::Pixels();
        return false;
    }
    texture_->update(shown.rgba.data());
    texture_->setSmooth(true);
    scale_ = 1.0 / d.shrink;
    return true;
}

// ---- The tool ------------------------------------------------------------------------------

std::optional<Homography> PhotoTool::photoToTable() const {
    const Scenario& s = ctx_.doc().scenario();
    if (!s.gt().backdrop || !photo_.loaded()) return std::nullopt;
    if (asTaken_) return flatOnTable(photo_.size(), s.gt().tableWidth, s.gt().tableDepth);
    if (auto f = backdropFit(*s.gt().backdrop)) return f->toTable;
    return std::nullopt;
}

std::optional<Vec2> PhotoTool::photoPoint(Vec2 screen) const {
    const Scenario& s = ctx_.doc().scenario();
    if (!asTaken_ || !photo_.loaded()) return std::nullopt;
    const Homography flat = flatOnTable(photo_.size(), s.gt().tableWidth, s.gt().tableDepth);
    const Vec2 p = flat.inverse().apply(ctx_.camera().toTable(screen));
    if (p.x < 0 || p.y < 0 || p.x > photo_.size().x || p.y > photo_.size().y) return std::nullopt;
    return p;
}

int PhotoTool::markNear(Vec2 screen) const {
    const Scenario& s = ctx_.doc().scenario();
    if (!s.gt().backdrop) return -1;
    const auto h = photoToTable();
    int best = -1;
    double bestD = touchPx() / 2; // pixels: a fingertip's reach
    for (std::size_t i = 0; i < s.gt().backdrop->marks.size(); ++i) {
        const BackdropMark& m = s.gt().backdrop->marks[i];
        if (asTaken_ && (!m.image || !h)) continue;
        const Vec2 at = ctx_.camera().toScreen(asTaken_ ? h->apply(*m.image) : m.table);
        if (dist(at, screen) < bestD) {
            bestD = dist(at, screen);
            best = int(i);
        }
    }
    return best;
}

void PhotoTool::tap(Vec2 p) {
    const Scenario& s = ctx_.doc().scenario();
    if (!s.gt().backdrop) return;
    if (!asTaken_) { // on the table, a tap picks a mark (to type its place)
        if (const int m = markNear(p); m >= 0) mark_ = m;
        return;
    }
    const auto at = photoPoint(p);
    if (!at) {
        ctx_.setStatus("Tap on the photo: that is outside it");
        return;
    }
    const int n = int(s.gt().backdrop->marks.size());
    if (mark_ >= n) mark_ = 0;
    EditResult r = placeMark(s, mark_, *at);
    if (!r.command) {
        ctx_.setError("Mark " + std::to_string(mark_ + 1) + " not placed there: " + r.error);
        return;
    }
    ctx_.apply(std::move(r));
    ctx_.setStatus("Mark " + std::to_string(mark_ + 1) + " placed");
    // On to the next mark not placed yet, if any.
    const auto& marks = ctx_.doc().scenario().gt().backdrop->marks;
    for (int k = 1; k <= n; ++k)
        if (!marks[std::size_t((mark_ + k) % n)].image) {
            mark_ = (mark_ + k) % n;
            break;
        }
}

bool PhotoTool::dragStart(Vec2 p, Vec2 start) {
    (void)p;
    if (!asTaken_) return false; // the view pans
    dragged_ = markNear(start);
    if (dragged_ < 0) return false;
    finger_ = start;
    mark_ = dragged_;
    return true;
}

void PhotoTool::dragMove(Vec2 p) {
    if (dragged_ < 0) return;
    finger_ = p;
    const auto at = photoPoint(p);
    if (!at) return;
    EditResult r = placeMark(ctx_.doc().scenario(), dragged_, *at);
    if (r.command) ctx_.apply(std::move(r.command), ctx_.gestureId());
    // A place that cannot be a mark's is skipped while the finger moves on.
}

void PhotoTool::overlay(Scene& scene) {
    const Scenario& s = ctx_.doc().scenario();
    if (!s.gt().backdrop) return;
    const Camera& cam = ctx_.camera();
    const auto h = photoToTable();
    const auto fit = backdropFit(*s.gt().backdrop);
    for (std::size_t i = 0; i < s.gt().backdrop->marks.size(); ++i) {
        const BackdropMark& m = s.gt().backdrop->marks[i];
        Vec2 at;
        if (asTaken_) {
            if (!m.image || !h) continue;
            at = cam.toScreen(h->apply(*m.image));
        } else {
            at = cam.toScreen(m.table);
            // With 5 or more marks, where the fit puts this mark's photo point: the miss.
            if (fit && m.image && s.gt().backdrop->marks.size() > kMinPhotoMarks)
                scene.handles.line(at, cam.toScreen(fit->toTable.apply(*m.image)), 3,
                                   palette().closeCall);
        }
        const bool current = int(i) == mark_;
        // A cross hair a finger does not hide: the ring is open in the middle. Sized in mm
        // (2.3 mm ring, arms to 3.7 mm) so that it reads the same on every screen.
        const float ring = float(mm(2.3)), arm = float(mm(3.7)), gap = float(mm(1));
        scene.handles.ring(at, ring, 5, palette().outline);
        scene.handles.ring(at, ring, 3, current ? palette().selection : Colour::White);
        scene.handles.line(at + Vec2{-arm, 0}, at + Vec2{-gap, 0}, 2, Colour::White);
        scene.handles.line(at + Vec2{gap, 0}, at + Vec2{arm, 0}, 2, Colour::White);
        scene.handles.line(at + Vec2{0, -arm}, at + Vec2{0, -gap}, 2, Colour::White);
        scene.handles.line(at + Vec2{0, gap}, at + Vec2{0, arm}, 2, Colour::White);
        scene.text.add(at + Vec2{ring + 2, ring - 2}, std::to_string(i + 1),
                       textPxForCap(kNumberCapMm), Colour::White, TextBatch::Align::Left,
                       palette().outline);
    }
    if (dragged_ >= 0 && asTaken_ && h && scene.photoTexture) loupe(scene, *h);
}

void PhotoTool::loupe(Scene& scene, const Homography& flat) const {
    const Camera& cam = ctx_.camera();
    const auto& m = ctx_.doc().scenario().gt().backdrop->marks[std::size_t(dragged_)];
    if (!m.image) return;
    const Vec2 mark = cam.toScreen(flat.apply(*m.image));
    // Above the finger, or below it near the top of the window.
    const double R = mm(kLoupeHalfMm), lift = mm(kLoupeLiftMm);
    Vec2 c = finger_ - Vec2{0, lift};
    if (c.y - R < topBarPx()) c = finger_ + Vec2{0, lift};
    // Each corner of the loupe shows the photo point a quarter as far from the mark on screen:
    // the flat photo is a similarity on screen, so two triangles are exact.
    const Homography toPhoto = flat.inverse();
    const float k = float(photo_.textureScale());
    const Vec2 corner[4] = {{-R, -R}, {R, -R}, {R, R}, {-R, R}};
    Vertex v[4];
    for (int i = 0; i < 4; ++i) {
        const Vec2 px = toPhoto.apply(cam.toTable(mark + corner[i] * (1 / kLoupeZoom)));
        v[i] = {v2f(c + corner[i]), Colour::White, {float(px.x) * k, float(px.y) * k}};
    }
    for (int i : {0, 1, 2, 0, 2, 3})
        scene.loupe.push_back(v[i]);
    const std::array<Vec2, 4> rim{c + corner[0], c + corner[1], c + corner[2], c + corner[3]};
    scene.loupeMarks.polyline(rim, 6, palette().outline, true);
    scene.loupeMarks.polyline(rim, 2, Colour::White, true);
    for (Vec2 d : {Vec2{1, 0}, Vec2{-1, 0}, Vec2{0, 1}, Vec2{0, -1}}) {
        scene.loupeMarks.line(c + d * mm(1.4), c + d * mm(6.8), 4, palette().outline);
        scene.loupeMarks.line(c + d * mm(1.4), c + d * mm(6.8), 2, palette().selection);
    }
}

void PhotoTool::openPhoto(const std::string& typed) {
    const Scenario& s = ctx_.doc().scenario();
    // Relative to the scenario's folder, as army lists are (the working folder when untitled).
    const std::string path = resolveListPath(typed, ctx_.doc().path());
    if (std::string why = BackdropPhoto::problem(path); !why.empty()) {
        ctx_.setError("The photo is not opened: " + why);
        return;
    }
    std::optional<Backdrop> after;
    // The file the backdrop already names, opened again (after Cancel the photo, or changed
    // on disk): decoded again, though the scenario does not change.
    if (s.gt().backdrop && s.gt().backdrop->image == path) photo_.forget();
    if (s.gt().backdrop) {
        after = *s.gt().backdrop;
        after->image = path;
    } else {
        after = newBackdrop(s, path);
    }
    ctx_.apply(setBackdrop(s.gt().backdrop, std::move(after), "Open photo"));
    asTaken_ = true;
    mark_ = 0;
}

std::vector<std::string> photoFilesIn(const std::string& folder, std::size_t most) {
    namespace fs = std::filesystem;
    std::vector<std::string> out;
    const auto isPhoto = [](const fs::path& p) {
        std::string ext = p.extension().string();
        for (char& c : ext)
            c = char(std::tolower(static_cast<unsigned char>(c)));
        return ext == ".png" || ext == ".jpg" || ext == ".jpeg";
    };
    for (const std::string sub : {"", "photos"}) {
        std::error_code ec;
        const fs::path dir = sub.empty() ? fs::path(folder) : fs::path(folder) / sub;
        std::vector<std::string> here;
        // The first by name are listed: every entry is looked at (up to 10,000, a folder of a
        // whole photo library stops there).
        std::size_t seen = 0;
        for (fs::directory_iterator it(dir, ec), end; !ec && it != end && ++seen <= 10000;
             it.increment(ec)) {
            std::error_code typeEc;
            if (!it->is_regular_file(typeEc) || !isPhoto(it->path())) continue;
            here.push_back(sub.empty() ? it->path().filename().string()
                                       : sub + "/" + it->path().filename().string());
        }
        std::sort(here.begin(), here.end());
        out.insert(out.end(), here.begin(), here.end());
    }
    if (out.size() > most) out.resize(most);
    return out;
}

void PhotoTool::devicePhoto() {
    // Where the device's files are not the app's (a browser): its camera, or a photo of its
    // own, copied into the app's kept folder (photos/) and opened as a typed name would be.
    if (!platform().canUseDeviceFiles()) return;
    const bool camera = button("Take a photo");
    ImGui::SameLine();
    const bool own = button("Photo from this device\u2026");
    if (!camera && !own) return;
    // The tool goes with its document: an answer after that is for nobody.
    platform().pickDeviceFile(
        camera ? Platform::DeviceFile::Camera : Platform::DeviceFile::Photo,
        [this, alive = std::weak_ptr<int>(alive_)](std::optional<std::string> path) {
            if (!path || alive.expired()) return;
            typed_ = *path;
            openPhoto(*path);
        });
}

void PhotoTool::photoList() {
    namespace fs = std::filesystem;
    const std::string& doc = ctx_.doc().path();
    std::error_code ec;
    const std::string folder =
        doc.empty() ? fs::current_path(ec).string() : fs::absolute(doc, ec).parent_path().string();
    if (folder != filesFolder_ || ImGui::GetTime() > filesAt_ + 1) {
        files_ = photoFilesIn(folder);
        filesFolder_ = folder;
        filesAt_ = ImGui::GetTime();
    }
    if (files_.empty()) {
        wrapped(ImVec4(1, 1, 1, 1), "No photo (.png, .jpg) beside the scenario or in its photos "
                                    "folder: type the file's name.");
        return;
    }
    ImGui::TextUnformatted("Photos beside the scenario (tap to open):");
    for (const std::string& f : files_)
        if (button((f + "##photo-file").c_str(), -1)) {
            typed_ = f;
            openPhoto(f);
            return;
        }
}

void fitReportPanel(Context& ctx) {
    const FitReport& r = ctx.fitReport();
    if (r.summary.empty()) return;
    wrapped(ImVec4(1, 1, 1, 1), r.summary);
    for (const UnitFit& u : r.units) {
        const bool over = u.words.find("; overlaps ") != std::string::npos;
        wrapped(!u.fitted         ? badInk()
                : over || u.check ? warnInk()
                                  : goodInk(),
                u.id + (u.fitted ? ": " : " not fitted: ") + u.words);
    }
}

void PhotoTool::panel() {
    const Scenario& s = ctx_.doc().scenario();
    ImGui::PushFont(ctx_.headingFont());
    ImGui::TextUnformatted("Photo of the table");
    ImGui::PopFont();
    const std::string shown =
        s.gt().backdrop ? relativeListPath(s.gt().backdrop->image, ctx_.doc().path()) : typed_;
    std::string typed;
    if (ctx_.fields().text("Photo file", shown, typed)) {
        typed_ = typed;
        openPhoto(typed);
    }
    if (!s.gt().backdrop) {
        wrapped(ImVec4(1, 1, 1, 1),
                "Tap a photo below, or type the photo's file (a .jpg or .png; relative to the "
                "scenario's folder) and press Enter, or Open photo.");
        if (button("Open photo") && !typed_.empty()) openPhoto(typed_);
        devicePhoto();
        photoList();
        if (button("Done")) done_();
        return;
    }
    const Backdrop& b = *s.gt().backdrop;
    if (!photo_.loaded()) {
        wrapped(badInk(), photo_.error().empty() ? "The photo is not loaded" : photo_.error());
    } else {
        ImGui::Text("%.0f x %.0f pixels", photo_.size().x, photo_.size().y);
    }
    if (button(asTaken_ ? "> As taken (to mark)" : "As taken (to mark)")) asTaken_ = true;
    ImGui::SameLine();
    if (button(!asTaken_ ? "> On the table" : "On the table")) asTaken_ = false;

    const std::vector<PhotoMark> placed = placedMarks(b);
    const auto fit = backdropFit(b);
    if (mark_ >= int(b.marks.size())) mark_ = 0;
    if (asTaken_ && !b.marks.empty())
        wrapped(warnInk(), "Tap the photo where mark " + std::to_string(mark_ + 1) + " (" +
                               markPlace(s, b.marks[std::size_t(mark_)].table) +
                               ") is. Zoom in to place it to the pixel; drag a mark to move it.");
    for (std::size_t i = 0; i < b.marks.size(); ++i) {
        const BackdropMark& m = b.marks[i];
        char label[160];
        if (m.image)
            std::snprintf(label, sizeof label, "%s%zu %s: %.0f, %.0f##mark%zu",
                          int(i) == mark_ ? "> " : "", i + 1, markPlace(s, m.table).c_str(),
                          m.image->x, m.image->y, i);
        else
            std::snprintf(label, sizeof label, "%s%zu %s: not placed##mark%zu",
                          int(i) == mark_ ? "> " : "", i + 1, markPlace(s, m.table).c_str(), i);
        if (button(label, -1)) mark_ = int(i);
    }
    if (mark_ < int(b.marks.size())) {
        const Vec2 t = b.marks[std::size_t(mark_)].table;
        double v;
        if (ctx_.fields().number("Mark X (in)", t.x, v, "%.2f"))
            ctx_.apply(setMarkTable(s, mark_, {v, t.y}));
        if (ctx_.fields().number("Mark Y (in)", t.y, v, "%.2f"))
            ctx_.apply(setMarkTable(s, mark_, {t.x, v}));
    }
    if (button("Add mark")) {
        ctx_.apply(addMark(s, {s.gt().tableWidth / 2, s.gt().tableDepth / 2}));
        mark_ = int(ctx_.doc().scenario().gt().backdrop->marks.size()) - 1;
        return;
    }
    ImGui::SameLine();
    if (button("Remove mark")) {
        ctx_.apply(removeMark(s, mark_));
        return;
    }
    float opacity = float(b.opacity);
    ImGui::SetNextItemWidth(-130);
    const bool moved = ImGui::SliderFloat("Opacity", &opacity, 0.05f, 1.0f, "%.2f");
    if (ImGui::IsItemActivated()) ++sliderGesture_;
    if (moved) ctx_.apply(setOpacity(s, opacity), sliderGesture_);
    // A miss over 0.1" (the issue's precision) is worth a look: orange, not green.
    if (fit) {
        wrapped(fit->worst > 0.1 ? warnInk() : goodInk(), fitWords(*fit));
        if (!asTaken_ && ctx_.canFitToPhoto()) {
            if (button("Fit every unit to photo")) {
                ctx_.fitEveryUnitToPhoto();
                return;
            }
            fitReportPanel(ctx_);
        }
    } else
        wrapped(warnInk(),
                "Place " +
                    std::to_string(kMinPhotoMarks - std::min(placed.size(), kMinPhotoMarks)) +
                    " more mark(s) to lay the photo on the table.");
    if (button("Remove photo")) {
        ctx_.apply(setBackdrop(s.gt().backdrop, std::nullopt, "Remove photo"));
        return;
    }
    ImGui::SameLine();
    if (button("Done")) done_();
}

void photoEntry(Context& ctx, const BackdropPhoto& photo, const std::function<void()>& open) {
    const auto& b = ctx.doc().scenario().gt().backdrop;
    // Open from the start: the photo and its fit are a tap away.
    if (!ImGui::CollapsingHeader("Photo of the table", ImGuiTreeNodeFlags_DefaultOpen)) return;
    if (!b)
        ImGui::TextUnformatted("No photo.");
    else if (photo.decoding())
        wrapped(warnInk(), "Decoding the photo...");
    else if (!photo.loaded())
        wrapped(badInk(), photo.error());
    else if (auto f = backdropFit(*b))
        wrapped(goodInk(), fitWords(*f));
    else
        wrapped(warnInk(), "Marks to place: " +
                               std::to_string(kMinPhotoMarks -
                                              std::min(placedMarks(*b).size(), kMinPhotoMarks)));
    if (button("Photo backdrop")) open();
    if (ctx.canFitToPhoto()) {
        sameLineIfFits(buttonWidth("Fit every unit to photo", 0));
        if (button("Fit every unit to photo")) {
            ctx.fitEveryUnitToPhoto();
            return;
        }
        fitReportPanel(ctx);
    }
}

} // namespace cdo::app
