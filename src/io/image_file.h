// A backdrop's photo read as a stranger's file (docs/scenario-errors.md, "The backdrop's
// photo"): a regular file of at most 64 MiB, PNG or JPEG, whose header gives a size within
// the limits before anything decodes it (a few kilobytes of PNG can claim a picture of
// gigabytes). The app decodes the bytes; io never does.
#pragma once

#include <string>
#include <string_view>

namespace cdo::io {

struct ImageInfo {
    std::string format; // "PNG" or "JPEG"
    long long width = 0, height = 0;
};

// The whole file, or a LoadError without a position ("PATH: is a folder, not a file").
std::string readImageFile(const std::string& path);
// The format and size its header gives, or a LoadError without a position naming `path`.
ImageInfo imageInfo(std::string_view bytes, const std::string& path);

} // namespace cdo::io
