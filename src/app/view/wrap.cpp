#include "app/view/wrap.h"

namespace cdo::app {

std::string breakAtSpaces(std::string_view text, double width,
                          const std::function<double(std::string_view)>& measure) {
    std::string out;
    out.reserve(text.size());
    std::size_t start = 0;
    while (start <= text.size()) {
        const std::size_t end = std::min(text.find('\n', start), text.size());
        const std::string_view paragraph = text.substr(start, end - start);
        // Greedy: each word (a run between single spaces; several spaces keep their empty
        // words, so an indentation stays) goes on the line while the line still fits.
        std::string line;
        bool first = true;
        std::size_t w = 0;
        while (w <= paragraph.size()) {
            const std::size_t e = std::min(paragraph.find(' ', w), paragraph.size());
            const std::string_view word = paragraph.substr(w, e - w);
            if (first) {
                line = word;
                first = false;
            } else if (std::string wider = line + ' ' + std::string(word);
                       measure(wider) <= width ||
                       line.find_first_not_of(' ') == std::string::npos) {
                line = std::move(wider);
            } else {
                out += line;
                out += '\n';
                line = word;
            }
            w = e + 1;
        }
        out += line;
        if (end < text.size()) out += '\n';
        start = end + 1;
    }
    return out;
}

} // namespace cdo::app
