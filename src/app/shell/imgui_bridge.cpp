#include "app/shell/imgui_bridge.h"

#include "app/view/layout.h"
#include "app/view/render.h"
#include "app/view/widgets.h"

#include <imgui.h>

#include <cfloat>
#include <cmath>
#include <cstdint>
#include <filesystem>

namespace cdo::app {

namespace {

// Our own key indices into io.KeysDown: the platform's Key values (all below 512).
void mapKeys(ImGuiIO& io) {
    io.KeyMap[ImGuiKey_Tab] = int(Key::Tab);
    io.KeyMap[ImGuiKey_LeftArrow] = int(Key::Left);
    io.KeyMap[ImGuiKey_RightArrow] = int(Key::Right);
    io.KeyMap[ImGuiKey_UpArrow] = int(Key::Up);
    io.KeyMap[ImGuiKey_DownArrow] = int(Key::Down);
    io.KeyMap[ImGuiKey_PageUp] = int(Key::PageUp);
    io.KeyMap[ImGuiKey_PageDown] = int(Key::PageDown);
    io.KeyMap[ImGuiKey_Home] = int(Key::Home);
    io.KeyMap[ImGuiKey_End] = int(Key::End);
    io.KeyMap[ImGuiKey_Insert] = int(Key::Insert);
    io.KeyMap[ImGuiKey_Delete] = int(Key::Delete);
    io.KeyMap[ImGuiKey_Backspace] = int(Key::Backspace);
    io.KeyMap[ImGuiKey_Space] = int(Key::Space);
    io.KeyMap[ImGuiKey_Enter] = int(Key::Enter);
    io.KeyMap[ImGuiKey_Escape] = int(Key::Escape);
    io.KeyMap[ImGuiKey_KeyPadEnter] = int(Key::Enter);
    io.KeyMap[ImGuiKey_A] = int(Key::A);
    io.KeyMap[ImGuiKey_C] = int(Key::C);
    io.KeyMap[ImGuiKey_V] = int(Key::V);
    io.KeyMap[ImGuiKey_X] = int(Key::X);
    io.KeyMap[ImGuiKey_Y] = int(Key::Y);
    io.KeyMap[ImGuiKey_Z] = int(Key::Z);
}
static_assert(int(Key::Count) < 512);

const char* clipboardGet(void*) {
    static std::string text;
    text = platform().clipboard();
    return text.c_str();
}

void clipboardSet(void*, const char* text) {
    platform().setClipboard(text);
}

} // namespace

ImGuiBridge::ImGuiBridge(const std::string& fontPath) : fontPath_(fontPath) {
    IMGUI_CHECKVERSION();
    ImGui::CreateContext();
    ImGuiIO& io = ImGui::GetIO();
    io.IniFilename = nullptr; // panel positions are laid out by the app, not remembered
    io.BackendPlatformName = "coupdoeil";
    io.BackendRendererName = "coupdoeil-triangles";
    io.BackendFlags |= ImGuiBackendFlags_RendererHasVtxOffset; // commands drawn one by one
    io.GetClipboardTextFn = clipboardGet;
    io.SetClipboardTextFn = clipboardSet;
    io.ConfigInputTextCursorBlink = false; // a blinking cursor costs frames for nothing
    mapKeys(io);
    restyle();
}

ImGuiBridge::~ImGuiBridge() {
    ImGui::DestroyContext();
}

void ImGuiBridge::processEvent(const Event& e) {
    using T = Event::Type;
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
    case T::MouseMoved:
        pointerAt(e.x, e.y);
        break;
    case T::MouseDown:
    case T::MouseUp: {
        const bool down = e.type == T::MouseDown;
        pointerAt(e.x, e.y);
        if (e.button == Event::Button::Left)
            press(down);
        else if (e.button == Event::Button::Right)
            io.MouseDown[1] = down;
        else if (e.button == Event::Button::Middle)
            io.MouseDown[2] = down;
        break;
    }
    case T::TouchBegan:
    case T::TouchMoved:
    case T::TouchEnded:
        if (e.finger != 0) break;
        pointerAt(e.x, e.y);
        if (e.type == T::TouchBegan) press(true);
        if (e.type == T::TouchEnded) press(false);
        break;
    case T::Wheel:
        if (!e.horizontal)
            io.MouseWheel += e.delta;
        else
            io.MouseWheelH += e.delta;
        break;
    case T::KeyDown:
    case T::KeyUp: {
        const int k = int(e.key.code);
        if (k >= 0 && k < 512) io.KeysDown[k] = e.type == T::KeyDown;
        io.KeyCtrl = e.key.control;
        io.KeyShift = e.key.shift;
        io.KeyAlt = e.key.alt;
        io.KeySuper = e.key.system;
        break;
    }
    case T::Text:
        // Control characters arrive as keys; only printable text goes in.
        if (e.unicode >= 32 && e.unicode != 127) io.AddInputCharacter(unsigned(e.unicode));
        break;
    case T::FocusLost:
        io.AddFocusEvent(false);
        break;
    case T::FocusGained:
        io.AddFocusEvent(true);
        break;
    case T::MouseLeft:
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
        // The atlas's texture is made again at the next frame.
        fontTexture_.reset();
        io.Fonts->SetTexID(ImTextureID{});
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
        theme_ == Theme::Daylight ? rgba(Colour(85, 85, 85)) : rgba(Colour(150, 150, 150));
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

void ImGuiBridge::newFrame(Vec2u size, float dt) {
    ImGuiIO& io = ImGui::GetIO();
    if (ppi_ != screenPpi() || theme_ != currentTheme()) restyle();
    io.DisplaySize = ImVec2(float(size.x), float(size.y));
    io.DeltaTime = dt > 0 ? dt : 1.0f / 60.0f;
    if (!fontTexture_) {
        // Nearest, not linear (a texture's default): ImGui draws its glyphs one texel to one
        // pixel, so they look the same, and every panel fill samples this texture too; a
        // software rasteriser pays for a linear filter at each of those pixels (about 0.4 ms
        // a frame, docs/app.md Speed).
        unsigned char* pixels = nullptr;
        int w = 0, h = 0;
        io.Fonts->GetTexDataAsRGBA32(&pixels, &w, &h);
        fontTexture_ = platform().makeTexture(unsigned(w), unsigned(h));
        if (fontTexture_) fontTexture_->update(pixels);
        io.Fonts->SetTexID(fontTexture_.get());
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

void ImGuiBridge::draw(RenderTarget& target) {
    const ImDrawData* data = ImGui::GetDrawData();
    if (!data || data->DisplaySize.x <= 0 || data->DisplaySize.y <= 0) return;
    const float height = float(target.size().y);
    for (int n = 0; n < data->CmdListsCount; ++n) {
        const ImDrawList* list = data->CmdLists[n];
        const ImDrawVert* vtx = list->VtxBuffer.Data;
        const ImDrawIdx* idx = list->IdxBuffer.Data;
        for (const ImDrawCmd& cmd : list->CmdBuffer) {
            if (cmd.UserCallback) { // the app adds none; ResetRenderState has nothing to reset
                if (cmd.UserCallback != ImDrawCallback_ResetRenderState)
                    cmd.UserCallback(list, &cmd);
                continue;
            }
            const ImVec2 lo{cmd.ClipRect.x - data->DisplayPos.x,
                            cmd.ClipRect.y - data->DisplayPos.y};
            const ImVec2 hi{cmd.ClipRect.z - data->DisplayPos.x,
                            cmd.ClipRect.w - data->DisplayPos.y};
            if (hi.x <= lo.x || hi.y <= lo.y) continue;
            // Rounded as OpenGL backends round their scissor (rows counted from the bottom).
            const int w = int(hi.x - lo.x), h = int(hi.y - lo.y);
            target.setClip(PixelRect{int(lo.x), int(height) - int(height - hi.y) - h, w, h});
            const auto* texture = static_cast<const Texture*>(cmd.TextureId);
            const Vec2u ts = texture ? texture->size() : Vec2u{1, 1};
            triangles_.clear();
            for (unsigned i = 0; i < cmd.ElemCount; ++i) {
                const ImDrawVert& v = vtx[cmd.VtxOffset + idx[cmd.IdxOffset + i]];
                const ImU32 c = v.col;
                triangles_.push_back(
                    {{v.pos.x, v.pos.y},
                     {std::uint8_t(c >> IM_COL32_R_SHIFT), std::uint8_t(c >> IM_COL32_G_SHIFT),
                      std::uint8_t(c >> IM_COL32_B_SHIFT), std::uint8_t(c >> IM_COL32_A_SHIFT)},
                     {v.uv.x * float(ts.x), v.uv.y * float(ts.y)}});
            }
            target.drawTriangles(triangles_, texture);
        }
    }
    target.setClip(std::nullopt);
}

bool ImGuiBridge::wantsPointer() const {
    return ImGui::GetIO().WantCaptureMouse;
}
bool ImGuiBridge::wantsKeyboard() const {
    return ImGui::GetIO().WantCaptureKeyboard;
}

} // namespace cdo::app
