// SFML events into Dear ImGui 1.86 (io.MousePos, io.MouseDown, io.KeysDown + KeyMap,
// io.AddInputCharacter), drawn with Debian's OpenGL2 backend.
#pragma once

#include <SFML/Graphics.hpp>

#include <string>

struct ImFont;

namespace cdo::app {

class ImGuiBridge {
  public:
    // Loads `fontPath` at `fontPx` (and a bigger face for headings); falls back to ImGui's
    // own font when the file is missing.
    ImGuiBridge(sf::RenderWindow& window, const std::string& fontPath, float fontPx);
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
    sf::RenderWindow& window_;
    ImFont* heading_ = nullptr;
    // A press and release within one frame would never be seen by ImGui (it samples
    // MouseDown once a frame): the release waits for the next frame.
    bool pressedThisFrame_ = false, pendingRelease_ = false;
};

} // namespace cdo::app
