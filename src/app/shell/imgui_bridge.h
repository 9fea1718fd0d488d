// The platform's events (platform.h) into Dear ImGui 1.86 (io.MousePos, io.MouseDown,
// io.KeysDown + KeyMap, io.AddInputCharacter), and ImGui's draw lists drawn as the platform's
// textured triangles: ImGui needs no backend of its own on any platform.
#pragma once

#include "app/view/density.h"

#include "app/platform/platform.h"

#include <memory>

#include <string>
#include <vector>

struct ImFont;

namespace cdo::app {

class ImGuiBridge {
  public:
    // Loads `fontPath` at kPanelTextMm on the screen (and a bigger face for headings); falls
    // back to ImGui's own font when the file is missing. Sizes and colours follow the density
    // and the theme (density.h), made again at the next frame when either changes.
    explicit ImGuiBridge(const std::string& fontPath);
    ~ImGuiBridge();
    ImGuiBridge(const ImGuiBridge&) = delete;
    ImGuiBridge& operator=(const ImGuiBridge&) = delete;

    void processEvent(const Event& e);
    void newFrame(Vec2u size, float dt);
    // Ends the frame's widgets; its draw lists can then be drawn into several targets.
    void endFrame();
    // Draws the last frame's lists into `target` (the window or a render texture).
    void draw(RenderTarget& target);

    bool wantsPointer() const;
    bool wantsKeyboard() const;
    ImFont* headingFont() const { return heading_; }

  private:
    void restyle(); // fonts, sizes and colours for screenPpi() and currentTheme()

    std::unique_ptr<Texture> fontTexture_; // ImGui's atlas (io.Fonts->TexID points to it)
    std::vector<Vertex> triangles_;        // one draw command's, reused
    std::string fontPath_;
    float fontPx_ = 0;
    double ppi_ = 0;
    Theme theme_ = Theme::Standard;
    ImFont* heading_ = nullptr;
    // A press and release within one frame would never be seen by ImGui (it samples
    // MouseDown once a frame): the release waits for the next frame.
    bool pressedThisFrame_ = false, pendingRelease_ = false;
};

} // namespace cdo::app
