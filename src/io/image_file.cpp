#include "io/image_file.h"

#include "core/limits.h"
#include "io/scenario_io.h"

#include <array>
#include <cerrno>
#include <cstdint>
#include <cstring>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace cdo::io {

namespace {

[[noreturn]] void refuse(const std::string& path, const std::string& message) {
    throw LoadError(path, 0, 0, message);
}

std::string kindOf(mode_t mode) {
    if (S_ISDIR(mode)) return "a folder";
    if (S_ISFIFO(mode)) return "a named pipe (FIFO)";
    if (S_ISSOCK(mode)) return "a socket";
    if (S_ISCHR(mode)) return "a character device";
    if (S_ISBLK(mode)) return "a block device";
    return "not a regular file";
}

std::string tooLarge(std::uintmax_t size) {
    return "is too large (" + std::to_string(size) + " bytes); a backdrop photo may be at most " +
           std::to_string(limits::maxImageBytes >> 20) + " MiB (" +
           std::to_string(limits::maxImageBytes) + " bytes)";
}

unsigned be16(std::string_view b, std::size_t at) {
    return unsigned(std::uint8_t(b[at])) << 8 | unsigned(std::uint8_t(b[at + 1]));
}
unsigned long be32(std::string_view b, std::size_t at) {
    return (unsigned long)be16(b, at) << 16 | be16(b, at + 2);
}

} // namespace

// As readFile (scenario_io.cpp) does for scenarios: stat before open (a FIFO would block),
// O_NONBLOCK, and never more than the cap read, whatever the size said.
std::string readImageFile(const std::string& path) {
    struct stat st {};
    if (::stat(path.c_str(), &st) != 0)
        refuse(path, std::string("cannot open: ") + std::strerror(errno));
    if (!S_ISREG(st.st_mode)) refuse(path, "is " + kindOf(st.st_mode) + ", not a file");
    if (std::uintmax_t(st.st_size) > limits::maxImageBytes) refuse(path, tooLarge(st.st_size));
    const int fd = ::open(path.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC);
    if (fd < 0) refuse(path, std::string("cannot open: ") + std::strerror(errno));
    struct Closer {
        int fd;
        ~Closer() { ::close(fd); }
    } closer{fd};
    if (::fstat(fd, &st) != 0) refuse(path, std::string("cannot read: ") + std::strerror(errno));
    if (!S_ISREG(st.st_mode)) refuse(path, "is " + kindOf(st.st_mode) + ", not a file");
    std::string bytes;
    std::array<char, 65536> buf{};
    for (;;) {
        const ssize_t n = ::read(fd, buf.data(), buf.size());
        if (n < 0) {
            if (errno == EINTR) continue;
            refuse(path, std::string("cannot read: ") + std::strerror(errno));
        }
        if (n == 0) break;
        bytes.append(buf.data(), std::size_t(n));
        if (bytes.size() > limits::maxImageBytes)
            refuse(path, tooLarge(bytes.size()) + ", and it was still growing");
    }
    return bytes;
}

ImageInfo imageInfo(std::string_view b, const std::string& path) {
    ImageInfo info;
    static constexpr std::string_view png{"\x89PNG\r\n\x1a\n", 8};
    if (b.size() >= 24 && b.substr(0, 8) == png && b.substr(12, 4) == "IHDR") {
        info.format = "PNG";
        info.width = (long long)be32(b, 16);
        info.height = (long long)be32(b, 20);
    } else if (b.size() >= 4 && std::uint8_t(b[0]) == 0xFF && std::uint8_t(b[1]) == 0xD8) {
        // Segments up to the first frame header (SOF0-SOF15 but DHT C4, JPG C8, DAC CC).
        std::size_t at = 2;
        for (;;) {
            while (at < b.size() && std::uint8_t(b[at]) != 0xFF)
                ++at; // not a marker: a damaged file; look for the next one
            while (at < b.size() && std::uint8_t(b[at]) == 0xFF)
                ++at; // fill bytes
            if (at >= b.size()) refuse(path, "is a JPEG file that ends before its picture's size");
            const unsigned marker = std::uint8_t(b[at++]);
            if (marker == 0x01 || (marker >= 0xD0 && marker <= 0xD7)) continue; // no length
            if (marker == 0xD9 || marker == 0xDA)
                refuse(path, "is a JPEG file without its picture's size before its data");
            if (at + 2 > b.size())
                refuse(path, "is a JPEG file that ends before its picture's size");
            const unsigned len = be16(b, at);
            if (marker >= 0xC0 && marker <= 0xCF && marker != 0xC4 && marker != 0xC8 &&
                marker != 0xCC) {
                if (at + 7 > b.size())
                    refuse(path, "is a JPEG file that ends before its picture's size");
                info.format = "JPEG";
                info.height = be16(b, at + 3);
                info.width = be16(b, at + 5);
                break;
            }
            if (len < 2)
                refuse(path,
                       "is a damaged JPEG file (a segment of length " + std::to_string(len) + ")");
            at += len;
        }
    } else {
        refuse(path, "is not a PNG or JPEG photo (a backdrop is a .png or .jpg picture)");
    }
    if (info.width <= 0 || info.height <= 0)
        refuse(path, "is a " + info.format + " picture of " + std::to_string(info.width) + " x " +
                         std::to_string(info.height) + " pixels; it shows nothing");
    if (info.width > limits::maxImageSide || info.height > limits::maxImageSide ||
        info.width * info.height > limits::maxImagePixels)
        refuse(path, "is a picture of " + std::to_string(info.width) + " x " +
                         std::to_string(info.height) + " pixels; a backdrop photo may be at most " +
                         std::to_string(limits::maxImageSide) + " pixels a side and " +
                         std::to_string(limits::maxImagePixels / 1000000) +
                         " million pixels in all");
    return info;
}

} // namespace cdo::io
