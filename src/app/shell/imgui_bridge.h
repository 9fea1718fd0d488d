// SFML events into Dear ImGui 1.86 (io.MousePos, io.MouseDown, io.KeysDown + KeyMap,
// io.AddInputCharacter), drawn with Debian's OpenGL2 backend.
#pragma once

#include "app/view/density.h"

#include <SFML/Graphics.hpp>

#include <string>

struct ImFont;

namespace cdo::app {

class ImGuiBridge {
  public:
    // Loads `fontPath` at kPanelTextMm on the screen (and a bigger face for headings); falls
    // back to ImGui's own font when the file is missing. Sizes and colours follow the density
    // and the theme (density.h), made again at the next frame when either changes.
    ImGuiBridge(sf::RenderWindow& window, const std::string& fontPath);
    ~ImGuiBridge();
    ImGuiBridge(const ImGuiBridge&) = delete;
    ImGuiBridge& operator=(const ImGuiBridge&) = delete;

    void processEvent(const sf::Event& e);
    void newFrame(sf::Vector2u size, float dt);
    // Ends the frame's widgets; its draw lists can then be drawn into several targets.
    void endFrame();
    // Draws the last frame's lists into `target` (the window or a render texture).
    void draw(sf::RenderTarget& target);

    bool wantsPointer() const;
    bool wantsKeyboard() const;
    ImFont* headingFont() const { return heading_; }

  private:
    void restyle(); // fonts, sizes and colours for screenPpi() and currentTheme()

    sf::RenderWindow& window_;
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
