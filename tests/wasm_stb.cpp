// stb_image's code for the WebAssembly suite: the native suites link Debian's libstb, which has
// no WebAssembly build, so the photo tests' decoder is compiled here from libstb-dev's header.
#define STB_IMAGE_IMPLEMENTATION
#include <stb/stb_image.h>
