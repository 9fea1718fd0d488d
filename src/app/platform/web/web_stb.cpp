// stb_truetype's code for the browser's glyphs (web_platform.cpp): the desktop links Debian's
// libstb, which has no WebAssembly build, so it is compiled here from libstb-dev's header.
#define STB_TRUETYPE_IMPLEMENTATION
#include <stb/stb_truetype.h>
// And stb_image (the photo backdrop) and stb_image_write (PNG export), which the desktop
// takes from libstb too.
#define STB_IMAGE_IMPLEMENTATION
#include <stb/stb_image.h>
#define STB_IMAGE_WRITE_IMPLEMENTATION
#include <stb/stb_image_write.h>
