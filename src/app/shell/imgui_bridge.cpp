#include "app/shell/imgui_bridge.h"

#include "app/view/layout.h"
#include "app/view/render.h"
#include "app/view/widgets.h"

#include <SFML/OpenGL.hpp>
#include <backends/imgui_impl_opengl2.h>
#include <imgui.h>

#include <cfloat>
#include <cmath>
#include <cstdint>
#include <filesystem>

namespace cdo::app {

namespace {

// Our own key indices into io.KeysDown: SFML's key codes (all below 512).
void mapKeys(ImGuiIO& io) {
    io.KeyMap[ImGuiKey_Tab] = sf::Keyboard::Tab;
    io.KeyMap[ImGuiKey_LeftArrow] = sf::Keyboard::Left;
    io.KeyMap[ImGuiKey_RightArrow] = sf::Keyboard::Right;
    io.KeyMap[ImGuiKey_UpArrow] = sf::Keyboard::Up;
    io.KeyMap[ImGuiKey_DownArrow] = sf::Keyboard::Down;
    io.KeyMap[ImGuiKey_PageUp] = sf::Keyboard::PageUp;
    io.KeyMap[ImGuiKey_PageDown] = sf::Keyboard::PageDown;
    io.KeyMap[ImGuiKey_Home] = sf::Keyboard::Home;
    io.KeyMap[ImGuiKey_End] = sf::Keyboard::End;
    io.KeyMap[ImGuiKey_Insert] = sf::Keyboard::Insert;
    io.KeyMap[ImGuiKey_Delete] = sf::Keyboard::Delete;
    io.KeyMap[ImGuiKey_Backspace] = sf::Keyboard::Backspace;
    io.KeyMap[ImGuiKey_Space] = sf::Keyboard::Space;
    io.KeyMap[ImGuiKey_Enter] = sf::Keyboard::Enter;
    io.KeyMap[ImGuiKey_Escape] = sf::Keyboard::Escape;
    io.KeyMap[ImGuiKey_KeyPadEnter] = sf::Keyboard::Enter;
    io.KeyMap[ImGuiKey_A] = sf::Keyboard::A;
    io.KeyMap[ImGuiKey_C] = sf::Keyboard::C;
    io.KeyMap[ImGuiKey_V] = sf::Keyboard::V;
    io.KeyMap[ImGuiKey_X] = sf::Keyboard::X;
    io.KeyMap[ImGuiKey_Y] = sf::Keyboard::Y;
    io.KeyMap[ImGuiKey_Z] = sf::Keyboard::Z;
}

const char* clipboardGet(void*) {
    static std::string text;
    text = sf::Clipboard::getString().toAnsiString();
    return text.c_str();
}

void clipboardSet(void*, const char* text) {
    sf::Clipboard::setString(text);
}

} // namespace

ImGuiBridge::ImGuiBridge(sf::RenderWindow& window, const std::string& fontPath)
    : window_(window), fontPath_(fontPath) {
    IMGUI_CHECKVERSION();
    ImGui::CreateContext();
    ImGuiIO& io = ImGui::GetIO();
    io.IniFilename = nullptr; // panel positions are laid out by the app, not remembered
    io.BackendPlatformName = "coupdoeil-sfml";
    io.GetClipboardTextFn = clipboardGet;
    io.SetClipboardTextFn = clipboardSet;
    io.ConfigInputTextCursorBlink = false; // a blinking cursor costs frames for nothing
    mapKeys(io);

    restyle();
    window_.setActive(true);
    ImGui_ImplOpenGL2_Init();
}

ImGuiBridge::~ImGuiBridge() {
    window_.setActive(true);
    ImGui_ImplOpenGL2_Shutdown();
    ImGui::DestroyContext();
}

void ImGuiBridge::processEvent(const sf::Event& e) {
    ImGuiIO& io = ImGui::GetIO();
    auto pointerAt = [&](int x, int y) { io.MousePos = ImVec2(float(x), float(y)); };
    auto press = [&](bool down) {
        if (down) {
            io.MouseDown[0] = true;
            pressedThisFrame_ = true;
            pendingRelease_ = false;
        } else if (pressedThisFrame_) {
            pendingRelease_ = true;
        } else {
            io.MouseDown[0] = false;
        }
    };
    switch (e.type) {
    case sf::Event::MouseMoved:
        pointerAt(e.mouseMove.x, e.mouseMove.y);
        break;
    case sf::Event::MouseButtonPressed:
    case sf::Event::MouseButtonReleased: {
        const bool down = e.type == sf::Event::MouseButtonPressed;
        pointerAt(e.mouseButton.x, e.mouseButton.y);
        if (e.mouseButton.button == sf::Mouse::Left)
            press(down);
        else if (e.mouseButton.button == sf::Mouse::Right)
            io.MouseDown[1] = down;
        else if (e.mouseButton.button == sf::Mouse::Middle)
            io.MouseDown[2] = down;
        break;
    }
    case sf::Event::TouchBegan:
    case sf::Event::TouchMoved:
    case sf::Event::TouchEnded:
        if (e.touch.finger != 0) break;
        pointerAt(e.touch.x, e.touch.y);
        if (e.type == sf::Event::TouchBegan) press(true);
        if (e.type == sf::Event::TouchEnded) press(false);
        break;
    case sf::Event::MouseWheelScrolled:
        if (e.mouseWheelScroll.wheel == sf::Mouse::VerticalWheel)
            io.MouseWheel += e.mouseWheelScroll.delta;
        else
            io.MouseWheelH += e.mouseWheelScroll.delta;
        break;
    case sf::Event::KeyPressed:
    case sf::Event::KeyReleased: {
        const int k = e.key.code;
        if (k >= 0 && k < 512) io.KeysDown[k] = e.type == sf::Event::KeyPressed;
        io.KeyCtrl = e.key.control;
        io.KeyShift = e.key.shift;
        io.KeyAlt = e.key.alt;
        io.KeySuper = e.key.system;
        break;
    }
    case sf::Event::TextEntered:
        // Control characters arrive as keys; only printable text goes in.
        if (e.text.unicode >= 32 && e.text.unicode != 127) io.AddInputCharacter(e.text.unicode);
        break;
    case sf::Event::LostFocus:
        io.AddFocusEvent(false);
        break;
    case sf::Event::GainedFocus:
        io.AddFocusEvent(true);
        break;
    case sf::Event::MouseLeft:
        if (!io.MouseDown[0]) io.MousePos = ImVec2(-FLT_MAX, -FLT_MAX);
        break;
    default:
        break;
    }
}

void ImGuiBridge::restyle() {
    ImGuiIO& io = ImGui::GetIO();
    const float fontPx = float(std::round(mm(kPanelTextMm)));
    if (fontPx != fontPx_) {
        // Latin-1, Latin Extended-A (the œ of the title), arrows and a few signs.
        static const ImWchar ranges[] = {0x0020, 0x00FF, 0x0100, 0x017F, 0x2190, 0x21FF,
                                         0x2022, 0x2033, 0x2212, 0x2212, 0};
        io.Fonts->Clear();
        std::error_code ec;
        if (std::filesystem::exists(fontPath_, ec)) {
            io.Fonts->AddFontFromFileTTF(fontPath_.c_str(), fontPx, nullptr, ranges);
            heading_ =
                io.Fonts->AddFontFromFileTTF(fontPath_.c_str(), fontPx * 1.35f, nullptr, ranges);
        } else {
            io.Fonts->AddFontDefault();
            heading_ = nullptr;
        }
        // The backend makes the texture again at the next frame.
        if (fontPx_ > 0) ImGui_ImplOpenGL2_DestroyFontsTexture();
        fontPx_ = fontPx;
    }
    ppi_ = screenPpi();
    theme_ = currentTheme();

    // Touch first: every control at least touchPx() (9 mm) high and wide enough for a finger.
    ImGuiStyle& st = ImGui::GetStyle();
    st = ImGuiStyle();
    if (theme_ == Theme::Daylight)
        ImGui::StyleColorsLight(&st);
    else
        ImGui::StyleColorsDark(&st);
    st.Colors[ImGuiCol_Text] = rgba(palette().panelText);
    // Greyed words (disabled buttons, hints) still at 4.5:1 on the panel (WCAG text).
    st.Colors[ImGuiCol_TextDisabled] =
        theme_ == Theme::Daylight ? rgba(sf::Color(85, 85, 85)) : rgba(sf::Color(150, 150, 150));
    const float touch = touchPx();
    st.FramePadding = ImVec2(float(mm(2)), std::ceil((touch - fontPx) / 2));
    st.ItemSpacing = ImVec2(float(mm(1.35)), float(mm(1.35)));
    st.ItemInnerSpacing = ImVec2(float(mm(1.35)), float(mm(1)));
    st.ScrollbarSize = touch;
    st.GrabMinSize = touch;
    // Square corners and no anti-aliased fringes: far fewer triangles per widget, which a
    // software rasteriser (a tablet without GPU drivers, Xvfb) pays for one by one.
    st.WindowRounding = 0;
    st.FrameRounding = 0;
    st.GrabRounding = 0;
    st.ScrollbarRounding = 0;
    st.TabRounding = 0;
    st.PopupRounding = 0;
    st.ChildRounding = 0;
    st.AntiAliasedFill = false;
    st.AntiAliasedLines = false;
    st.AntiAliasedLinesUseTex = false;
    st.TouchExtraPadding = ImVec2(float(mm(0.7)), float(mm(0.7)));
    st.WindowPadding = ImVec2(windowPaddingPx(), windowPaddingPx());
}

void ImGuiBridge::newFrame(sf::Vector2u size, float dt) {
    ImGuiIO& io = ImGui::GetIO();
    if (ppi_ != screenPpi() || theme_ != currentTheme()) restyle();
    io.DisplaySize = ImVec2(float(size.x), float(size.y));
    io.DeltaTime = dt > 0 ? dt : 1.0f / 60.0f;
    const ImTextureID before = io.Fonts->TexID;
    ImGui_ImplOpenGL2_NewFrame(); // makes the font texture when there is none
    if (io.Fonts->TexID != before && io.Fonts->TexID != ImTextureID{}) {
        // Nearest, not linear: ImGui draws its glyphs one texel to one pixel, so they look the
        // same, and every panel fill samples this texture too; a software rasteriser pays for
        // a linear filter at each of those pixels (about 0.4 ms a frame, docs/app.md Speed).
        GLint bound = 0;
        glGetIntegerv(GL_TEXTURE_BINDING_2D, &bound);
        glBindTexture(GL_TEXTURE_2D, GLuint(reinterpret_cast<std::intptr_t>(io.Fonts->TexID)));
        glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_NEAREST);
        glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_NEAREST);
        glBindTexture(GL_TEXTURE_2D, GLuint(bound));
    }
    ImGui::NewFrame();
}

void ImGuiBridge::endFrame() {
    ImGui::Render();
    // The frame is over: a release held back from a one-frame tap goes in now.
    ImGuiIO& io = ImGui::GetIO();
    if (pendingRelease_) io.MouseDown[0] = false;
    pendingRelease_ = false;
    pressedThisFrame_ = false;
}

void ImGuiBridge::draw(sf::RenderTarget& target) {
    target.setActive(true);
    // SFML leaves a pixel-to-unit texture matrix behind after drawing text; ImGui's UVs are
    // already in units, so it must be the identity (the backend does not reset it).
    sf::Texture::bind(nullptr);
    glMatrixMode(GL_TEXTURE);
    glLoadIdentity();
    glMatrixMode(GL_MODELVIEW);
    ImGui_ImplOpenGL2_RenderDrawData(ImGui::GetDrawData());
    target.resetGLStates(); // the backend left its own GL state: SFML must not trust its cache
}

bool ImGuiBridge::wantsPointer() const {
    return ImGui::GetIO().WantCaptureMouse;
}
bool ImGuiBridge::wantsKeyboard() const {
    return ImGui::GetIO().WantCaptureKeyboard;
}

} // namespace cdo::app
