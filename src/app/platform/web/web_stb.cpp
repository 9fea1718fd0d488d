// stb_truetype's code for the browser's glyphs (web_platform.cpp): the desktop links Debian's
// libstb, which has no WebAssembly build, so it is compiled here from libstb-dev's header.
#define STB_TRUETYPE_IMPLEMENTATION
#include <stb/stb_truetype.h>
