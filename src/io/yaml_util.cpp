#include "io/yaml_util.h"
#include "core/charconv.h"

#include "core/utf8.h"
#include "io/printable.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <optional>
#include <sstream>
#include <system_error>
#include <unordered_map>

#include "core/limits.h"

#include <yaml-cpp/eventhandler.h>

namespace cdo::io {

namespace {

std::string prefix(const std::string& owner) {
    return owner.empty() ? "" : owner + ": ";
}

// What a node is, for "expected X, got Y".
std::string describe(const YamlNode& n) {
    switch (n.type()) {
    case YamlNode::Type::Null:
        return "nothing";
    case YamlNode::Type::Sequence:
        return "a list";
    case YamlNode::Type::Map:
        return "a map";
    case YamlNode::Type::Scalar:
        break;
    }
    return quote(n.Scalar());
}

// What a node is, for strict maps: "not a single value".
std::string kindOf(const YamlNode& n) {
    switch (n.type()) {
    case YamlNode::Type::Map:
        return "a mapping";
    case YamlNode::Type::Sequence:
        return "a list";
    case YamlNode::Type::Scalar:
        return "a single value";
    case YamlNode::Type::Null:
        break;
    }
    return "nothing";
}

std::string joined(std::initializer_list<std::string_view> words) {
    std::string out;
    for (std::string_view w : words) {
        if (!out.empty()) out += ", ";
        out += w;
    }
    return out;
}

// yaml-cpp tags a quoted scalar "!" and a plain one "?"; numbers and booleans must be plain.
bool isQuoted(const YamlNode& n) {
    return n.Tag() == "!";
}

std::string lower(std::string_view s) {
    std::string out(s);
    std::transform(out.begin(), out.end(), out.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return out;
}

// YAML's own spellings of infinity and not-a-number, which from_chars does not know.
bool isYamlSpecialFloat(std::string_view s) {
    std::string l = lower(s);
    if (!l.empty() && (l[0] == '+' || l[0] == '-')) l.erase(0, 1);
    return l == ".inf" || l == ".nan";
}

// Strips one leading '+' (YAML allows it, from_chars does not).
std::string_view unsign(std::string_view s) {
    if (s.size() > 1 && s[0] == '+' && s[1] != '-' && s[1] != '+') s.remove_prefix(1);
    return s;
}

} // namespace

// Builds the first document's tree from the parser's events (what YAML::Load's builder does,
// into YamlNode) while counting the documents. yaml-cpp's parser, on a token it cannot place
// (a ',' outside brackets), hands out an empty document without consuming the token, for
// ever: a document that starts where the one before it did is such a token.
// It also finds the first key, at any depth, longer than limits::maxKeyLength (such a key
// could only be written back as an explicit "? " key) and the first anchor or alias, and
// refuses a value nested deeper than limits::maxNesting at once, before the parser (which
// recurses) goes deeper.
class YamlTreeBuilder final : public YAML::EventHandler {
  public:
    // yaml-cpp's marks count bytes after a byte-order mark, which text_ still holds.
    YamlTreeBuilder(const std::string& file, std::string_view text)
        : file_(file), text_(text), bom_(text.substr(0, 3) == "\xEF\xBB\xBF" ? 3 : 0) {}

    std::vector<YAML::Mark> starts;
    std::vector<YAML::Mark> roots;                             // where each document's top node is
    std::optional<std::pair<YAML::Mark, std::size_t>> longKey; // where, and its length
    std::optional<YAML::Mark> shared; // the first anchor ('&name') or alias ('*name')
    YamlNode root;                    // the first document's

    void OnDocumentStart(const YAML::Mark& mark) override { starts.push_back(mark); }
    void OnDocumentEnd() override {}
    void OnNull(const YAML::Mark& m, YAML::anchor_t a) override {
        if (item(m, 0, a)) add(YamlNode::null(m));
    }
    void OnAlias(const YAML::Mark& m, YAML::anchor_t) override {
        if (item(m, 0, 1)) add(YamlNode::null(m));
    }
    void OnScalar(const YAML::Mark& m, const std::string& tag, YAML::anchor_t a,
                  const std::string& value) override {
        if (!open_.empty() && open_.back().map && open_.back().block &&
            open_.back().items % 2 == 0 && tag == "?")
            checkKeyHasColon(m, value);
        checkAround(m);
        // A plain scalar never starts with '-' and then a space or the end ("[-]"): yaml-cpp
        // reads such a '-' as the text "-".
        if (tag == "?" && value == "-")
            failAt(file_, m,
                   "'-' alone is not a value: a list entry is '- ' and its value, and a text "
                   "'-' is written in quotes");
        if (item(m, value.size(), a)) add(YamlNode::scalar(m, tag, value));
    }
    void OnSequenceStart(const YAML::Mark& m, const std::string& tag, YAML::anchor_t a,
                         YAML::EmitterStyle::value style) override {
        open(m, tag, a, style, YamlNode::Type::Sequence);
    }
    void OnSequenceEnd() override { close(); }
    void OnMapStart(const YAML::Mark& m, const std::string& tag, YAML::anchor_t a,
                    YAML::EmitterStyle::value style) override {
        open(m, tag, a, style, YamlNode::Type::Map);
    }
    void OnMapEnd() override { close(); }

  private:
    // A plain key of a block map is followed by ':' in the text. yaml-cpp also takes a word
    // alone on its line ("invalid") as a key without a value, which YAML forbids and which a
    // save would write back as "invalid: ~": refused where it stands. Only a key whose text
    // is exactly its value is looked at (an explicit "? key" is left alone).
    void checkKeyHasColon(const YAML::Mark& m, const std::string& value) const {
        const std::size_t pos = std::size_t(m.pos) + bom_;
        if (m.pos < 0 || pos + value.size() > text_.size() ||
            text_.compare(pos, value.size(), value) != 0)
            return;
        std::size_t before = pos;
        while (before > 0 && (text_[before - 1] == ' ' || text_[before - 1] == '\t'))
            --before;
        if (before > 0 && text_[before - 1] == '?') return;
        std::size_t at = pos + value.size();
        while (at < text_.size() && (text_[at] == ' ' || text_[at] == '\t'))
            ++at;
        if (at < text_.size() && text_[at] == ':') return;
        failAt(file_, m,
               quote(value) +
                   " stands where a key is expected: a key is followed by ':' "
                   "(write it as \"" +
                   printable(value) + ": value\", or as a comment after '#')");
    }

    // What yaml-cpp lets by at a node's start (yaml-test-suite's DK95, SU5Z, X4QW): a tab in
    // the indentation before it (YAML indents with spaces only; tabs separate only inside
    // brackets), a comment glued to the end of a quoted text, or to a block text's '|' or '>'.
    void checkAround(const YAML::Mark& m) const {
        if (m.pos < 0 || std::size_t(m.pos) + bom_ >= text_.size()) return;
        const std::size_t pos = std::size_t(m.pos) + bom_;
        if (flowDepth_ == 0) {
            std::size_t ls = pos;
            while (ls > 0 && text_[ls - 1] != '\n' && text_[ls - 1] != '\r')
                --ls;
            const std::string_view indent = text_.substr(ls, pos - ls);
            if (indent.find_first_not_of(" \t") == std::string_view::npos &&
                indent.find('\t') != std::string_view::npos)
                failAt(file_, m,
                       "a tab stands in the indentation here; YAML indents with spaces only");
        } else if (const Open* block = innermostBlock()) {
            // Inside brackets under a block, a line of them is indented by spaces past the
            // block's own column before any tab (yaml-test-suite's Y79Y-003: "- [" then
            // "<tab>foo,", the tab where the indentation is).
            std::size_t ls = pos;
            while (ls > 0 && text_[ls - 1] != '\n' && text_[ls - 1] != '\r')
                --ls;
            const std::string_view indent = text_.substr(ls, pos - ls);
            const std::size_t spaces = std::min(indent.find_first_not_of(' '), indent.size());
            if (indent.find_first_not_of(" \t") == std::string_view::npos &&
                indent.find('\t') != std::string_view::npos && int(spaces) <= block->column)
                failAt(file_, m,
                       "a tab stands in the indentation here; YAML indents with spaces only "
                       "(inside brackets, " +
                           std::to_string(block->column + 1) + " space" +
                           (block->column ? "s" : "") + " before it at least)");
        }
        const char c = text_[pos];
        std::size_t end = std::string_view::npos; // just past the node's opening part
        if (c == '"') {
            for (std::size_t j = pos + 1; j < text_.size(); ++j) {
                if (text_[j] == '\\') {
                    ++j;
                } else if (text_[j] == '"') {
                    end = j + 1;
                    break;
                }
            }
        } else if (c == '\'') {
            for (std::size_t j = pos + 1; j < text_.size(); ++j) {
                if (text_[j] != '\'') continue;
                if (j + 1 < text_.size() && text_[j + 1] == '\'') {
                    ++j;
                    continue;
                }
                end = j + 1;
                break;
            }
        } else if (c == '|' || c == '>') {
            if (flowDepth_ == 0) checkBlockText(m, pos);
            end = pos + 1;
            while (end < text_.size() && (std::isdigit(static_cast<unsigned char>(text_[end])) ||
                                          text_[end] == '+' || text_[end] == '-'))
                ++end;
        }
        if (end < text_.size() && text_[end] == '#') {
            YAML::Mark at = m;
            at.pos = int(end - bom_);
            at.column = m.column + int(end - pos);
            failAt(file_, at, "a comment needs a space before its '#'");
        }
    }

    // A block text ('|' or '>' at `pos`) whose indentation is found from its first line of
    // text: its leading blank lines may not hold more spaces than that line (yaml-test-suite's
    // 5LLU, S98Z), which yaml-cpp takes. (A tab where its indentation would be, Y79Y-000,
    // yaml-cpp refuses itself.) A text with its indentation given ('|2') is left alone.
    void checkBlockText(const YAML::Mark& m, std::size_t pos) const {
        std::size_t i = pos + 1;
        for (; i < text_.size() && (std::isdigit(static_cast<unsigned char>(text_[i])) ||
                                    text_[i] == '+' || text_[i] == '-');
             ++i)
            if (std::isdigit(static_cast<unsigned char>(text_[i]))) return;
        // The indentation of the collection holding the text: its lines are indented more.
        const int parent = open_.empty() ? -1 : open_.back().column;
        struct Blank {
            std::size_t start, spaces;
            int line;
        };
        std::vector<Blank> blanks;
        std::size_t start = text_.find('\n', i);
        for (int line = 1; start != std::string_view::npos && start + 1 < text_.size(); ++line) {
            ++start;
            std::size_t end = text_.find('\n', start);
            std::string_view l = text_.substr(
                start, end == std::string_view::npos ? std::string_view::npos : end - start);
            if (!l.empty() && l.back() == '\r') l.remove_suffix(1);
            const std::size_t sp = l.find_first_not_of(' ');
            if (sp == std::string_view::npos) {
                blanks.push_back({start, l.size(), line});
                start = end;
                continue;
            }
            auto at = [&](std::size_t offset, int down, std::size_t column) {
                YAML::Mark a = m;
                a.pos = int(offset - bom_);
                a.line = m.line + down;
                a.column = int(column);
                return a;
            };
            if (int(sp) <= parent) return; // the text is empty: this line is the next key's
            for (const Blank& b : blanks)
                if (b.spaces > sp)
                    failAt(file_, at(b.start + sp, b.line, sp),
                           "this blank line of a block text holds " + std::to_string(b.spaces) +
                               " spaces, more than the " + std::to_string(sp) +
                               " before its first line of text; YAML forbids it (keep at most " +
                               std::to_string(sp) + " here)");
            return;
        }
    }

    struct Open;
    // The block collection the open brackets stand in (none when the file's top is one).
    const Open* innermostBlock() const {
        for (auto it = open_.rbegin(); it != open_.rend(); ++it)
            if (it->block) return &*it;
        return nullptr;
    }

    struct Open {
        bool map;
        int column;        // where the collection starts: its indentation, for a block one
        bool block;        // a block collection (indented), not a flow one ('[...]', '{...}')
        std::size_t items; // keys and values alike: even ones are keys
        std::shared_ptr<YamlNode::Data> data; // null past the first document
        std::optional<YamlNode> key;          // a map's key waiting for its value
    };
    // Counts an item in the open collection; true when it belongs to the tree being built.
    bool item(const YAML::Mark& m, std::size_t length, YAML::anchor_t anchor) {
        if (anchor != YAML::NullAnchor && !shared) shared = m;
        if (open_.empty()) {
            roots.push_back(m);
            return roots.size() == 1;
        }
        Open& o = open_.back();
        if (o.map && o.items % 2 == 0 && length > limits::maxKeyLength && !longKey)
            longKey = {m, length};
        ++o.items;
        return o.data != nullptr;
    }
    void add(YamlNode n) {
        if (open_.empty()) {
            root = std::move(n);
            return;
        }
        Open& o = open_.back();
        if (!o.map) {
            o.data->items.push_back(std::move(n));
        } else if (!o.key) {
            o.key = std::move(n);
        } else {
            o.data->pairs.emplace_back(std::move(*o.key), std::move(n));
            o.key.reset();
        }
    }
    void open(const YAML::Mark& m, const std::string& tag, YAML::anchor_t a,
              YAML::EmitterStyle::value style, YamlNode::Type type) {
        if (open_.size() >= limits::maxNesting)
            failAt(file_, m,
                   "values are nested more than " + std::to_string(limits::maxNesting) +
                       " deep (lists and maps within each other); no file of this format "
                       "needs so many");
        if (style != YAML::EmitterStyle::Flow) checkAround(m);
        const bool built = item(m, 0, a);
        std::shared_ptr<YamlNode::Data> d;
        if (built) {
            d = std::make_shared<YamlNode::Data>();
            d->type = type;
            d->style = style;
            d->mark = m;
            d->tag = tag;
        }
        open_.push_back({type == YamlNode::Type::Map, m.column, style != YAML::EmitterStyle::Flow,
                         0, std::move(d), std::nullopt});
        if (!open_.back().block) ++flowDepth_;
    }
    void close() {
        Open o = std::move(open_.back());
        open_.pop_back();
        if (!o.block) --flowDepth_;
        if (o.data) add(YamlNode(std::move(o.data)));
    }

    const std::string& file_;
    std::string_view text_;
    std::vector<Open> open_;
    std::size_t bom_;
    int flowDepth_ = 0; // flow collections open
};

namespace {

// The character at a mark, for a message ("','").
std::string charAt(std::string_view text, const YAML::Mark& m) {
    if (m.pos < 0 || std::size_t(m.pos) >= text.size()) return "the end of the file";
    return quote(text.substr(std::size_t(m.pos), 1));
}

} // namespace

YamlNode YamlNode::null(const YAML::Mark& mark) {
    auto d = std::make_shared<Data>();
    d->mark = mark;
    return YamlNode(std::move(d));
}

YamlNode YamlNode::scalar(const YAML::Mark& mark, std::string tag, std::string text) {
    auto d = std::make_shared<Data>();
    d->type = Type::Scalar;
    d->mark = mark;
    d->tag = std::move(tag);
    d->text = std::move(text);
    return YamlNode(std::move(d));
}

YamlNode YamlNode::map(std::vector<Pair> pairs) {
    auto d = std::make_shared<Data>();
    d->type = Type::Map;
    d->mark = YAML::Mark::null_mark();
    d->pairs = std::move(pairs);
    return YamlNode(std::move(d));
}

const std::string& YamlNode::Scalar() const {
    static const std::string none;
    return d_ && d_->type == Type::Scalar ? d_->text : none;
}

const std::string& YamlNode::Tag() const {
    static const std::string none;
    return d_ ? d_->tag : none;
}

std::size_t YamlNode::size() const {
    return IsSequence() ? d_->items.size() : IsMap() ? d_->pairs.size() : 0;
}

YamlNode YamlNode::operator[](std::size_t i) const {
    return IsSequence() && i < d_->items.size() ? d_->items[i] : YamlNode();
}

const std::vector<YamlNode>& YamlNode::items() const {
    static const std::vector<YamlNode> none;
    return IsSequence() ? d_->items : none;
}

const std::vector<YamlNode::Pair>& YamlNode::pairs() const {
    static const std::vector<Pair> none;
    return IsMap() ? d_->pairs : none;
}

namespace {

// What yaml-cpp's `out << node` does (NodeEvents feeding EmitFromEvents, which the shared
// library does not export), step for step: a node's style for its collection only, tags other
// than the implicit "?" and "!" written out. Anchors and aliases are never read.
void emitTag(YAML::Emitter& out, const YamlNode& n) {
    const std::string& tag = n.Tag();
    if (!tag.empty() && tag != "?" && tag != "!") out << YAML::VerbatimTag(tag);
}

void emitStyle(YAML::Emitter& out, const YamlNode& n) {
    if (n.style() == YAML::EmitterStyle::Block) out << YAML::Block;
    if (n.style() == YAML::EmitterStyle::Flow) out << YAML::Flow;
    out.RestoreGlobalModifiedSettings(); // the node's style is for this collection only
}

void emitNode(YAML::Emitter& out, const YamlNode& n) {
    switch (n.type()) {
    case YamlNode::Type::Null:
        out << YAML::Null;
        return;
    case YamlNode::Type::Scalar:
        emitTag(out, n);
        // A string quoted in the file that plain would read as something else ("1.0", "yes",
        // "~"): quoted again, or the next reader takes it for a number, a boolean or nothing
        // (yaml-cpp's own writer drops the quotes). Other strings are written as it writes them.
        if (n.Tag() == "!" && needsQuotes(n.Scalar())) out << YAML::DoubleQuoted;
        out << n.Scalar();
        return;
    case YamlNode::Type::Sequence:
        emitTag(out, n);
        emitStyle(out, n);
        out << YAML::BeginSeq;
        for (const YamlNode& e : n.items())
            emitNode(out, e);
        out << YAML::EndSeq;
        return;
    case YamlNode::Type::Map:
        emitTag(out, n);
        emitStyle(out, n);
        out << YAML::BeginMap;
        for (const auto& [k, v] : n.pairs()) {
            out << YAML::Key;
            emitNode(out, k);
            out << YAML::Value;
            emitNode(out, v);
        }
        out << YAML::EndMap;
        return;
    }
}

} // namespace

YAML::Emitter& operator<<(YAML::Emitter& out, const YamlNode& node) {
    emitNode(out, node);
    return out;
}

std::string dump(const YamlNode& node) {
    YAML::Emitter out;
    out << node;
    return out.c_str();
}

void checkUtf8(std::string_view text, const std::string& file) {
    int line = 1, column = 1;
    std::size_t i = 0;
    while (i < text.size()) {
        const auto c = static_cast<unsigned char>(text[i]);
        const std::size_t len = utf8::decode(text, i).length;
        const bool ok = len > 0;
        if (!ok) {
            char hex[8];
            std::snprintf(hex, sizeof hex, "0x%02X", c);
            throw LoadError(file, line, column,
                            std::string("not UTF-8 text: byte ") + hex +
                                " starts no valid character (save the file as UTF-8)");
        }
        if (c == '\n') {
            ++line;
            column = 1;
        } else {
            ++column;
        }
        i += len;
    }
}

YamlNode parseYamlDocument(std::string_view text, const std::string& file) {
    checkUtf8(text, file);
    const std::string copy(text);
    try {
        // One pass, with a bound: YAML::LoadAll would loop for ever on a stuck token.
        std::istringstream in(copy);
        YAML::Parser parser(in);
        YamlTreeBuilder counter(file, text);
        while (counter.starts.size() <= std::size_t(limits::maxDocuments) &&
               parser.HandleNextDocument(counter)) {
            const std::size_t n = counter.starts.size();
            if (n >= 2 && counter.starts[n - 1].pos == counter.starts[n - 2].pos)
                failAt(file, counter.starts[n - 1],
                       "YAML syntax error: " + charAt(copy, counter.starts[n - 1]) +
                           " cannot start a value here");
        }
        if (counter.starts.size() > std::size_t(limits::maxDocuments)) {
            // A second document, unless it is the same stuck token again.
            if (parser.HandleNextDocument(counter) &&
                counter.starts[2].pos == counter.starts[1].pos)
                failAt(file, counter.starts[1],
                       "YAML syntax error: " + charAt(copy, counter.starts[1]) +
                           " cannot start a value here");
            failAt(file, counter.roots.size() > 1 ? counter.roots[1] : counter.starts[1],
                   "the file holds more than one YAML document (a second '---')");
        }
        if (counter.longKey)
            failAt(file, counter.longKey->first,
                   "a key may be at most " + std::to_string(limits::maxKeyLength) +
                       " characters long, got " + std::to_string(counter.longKey->second));
        // An alias is a copy of its anchor's value: one 1 KB list named in every unit is
        // copied in full for each (kept unknown keys are cloned), so a small file could ask
        // for gigabytes. No file of this format needs them.
        if (counter.shared)
            failAt(file, *counter.shared,
                   "anchors and aliases ('&name', '*name') are not read: write each value out");
        return std::move(counter.root);
    } catch (const YAML::Exception& e) {
        failAt(file, e.mark, "YAML syntax error: " + e.msg);
    }
}

void failAt(const std::string& file, const YAML::Mark& mark, const std::string& message) {
    // A null document has no mark; the start of the file is then the best place to point.
    const int line = mark.line >= 0 ? mark.line + 1 : 1;
    const int column = mark.column >= 0 ? mark.column + 1 : 1;
    throw LoadError(file, line, column, message);
}

void Field::fail(const std::string& problem) const {
    failAt(file, mark, prefix(owner) + prefix(label) + problem);
}

Field Field::element(std::size_t i, std::string_view word) const {
    Field e;
    e.file = file;
    e.owner = owner;
    e.label = label + " " + std::string(word) + " " + std::to_string(i + 1);
    e.node = node[i];
    e.mark = e.node.Mark().line >= 0 ? e.node.Mark() : mark;
    return e;
}

std::string quote(std::string_view text) {
    constexpr std::size_t longest = 40;
    if (text.size() > longest) {
        std::size_t cut = longest; // never inside a UTF-8 character
        while (cut > 0 && utf8::continues(text[cut]))
            --cut;
        return "'" + printable(text.substr(0, cut)) + "...'";
    }
    return "'" + printable(text) + "'";
}

std::string readText(const Field& f) {
    if (f.node.IsNull()) f.fail("has no value");
    if (!f.node.IsScalar()) f.fail("expected a text, got " + describe(f.node));
    return f.node.Scalar();
}

std::string readId(const Field& f) {
    std::string s = readText(f);
    if (s.empty()) f.fail("must not be empty");
    return s;
}

double readNumber(const Field& f) {
    if (f.node.IsNull()) f.fail("has no value; expected a number");
    if (!f.node.IsScalar()) f.fail("expected a number, got " + describe(f.node));
    const std::string& s = f.node.Scalar();
    if (isQuoted(f.node)) f.fail("expected a number, got the text " + quote(s) + " in quotes");
    if (isYamlSpecialFloat(s)) f.fail("must be a finite number, got " + quote(s));
    const std::string_view t = unsign(s);
    double v = 0.0;
    const auto [end, ec] = fromChars(t.data(), t.data() + t.size(), v);
    if (ec == std::errc::result_out_of_range) f.fail("number " + quote(s) + " is out of range");
    if (ec != std::errc() || end != t.data() + t.size())
        f.fail("expected a number, got " + quote(s));
    if (!std::isfinite(v)) f.fail("must be a finite number, got " + quote(s));
    return v;
}

long long readInteger(const Field& f) {
    if (f.node.IsNull()) f.fail("has no value; expected a whole number");
    if (!f.node.IsScalar()) f.fail("expected a whole number, got " + describe(f.node));
    const std::string& s = f.node.Scalar();
    if (isQuoted(f.node))
        f.fail("expected a whole number, got the text " + quote(s) + " in quotes");
    const std::string_view t = unsign(s);
    long long v = 0;
    const auto [end, ec] = std::from_chars(t.data(), t.data() + t.size(), v);
    if (ec == std::errc::result_out_of_range) f.fail("number " + quote(s) + " is out of range");
    if (ec != std::errc() || end != t.data() + t.size())
        f.fail("expected a whole number, got " + quote(s));
    return v;
}

bool readBool(const Field& f) {
    if (f.node.IsScalar() && !isQuoted(f.node)) {
        if (f.node.Scalar() == "true") return true;
        if (f.node.Scalar() == "false") return false;
    }
    f.fail("expected true or false, got " + describe(f.node));
}

std::vector<Field> readList(const Field& f, std::string_view word) {
    if (!f.node.IsSequence()) f.fail("expected a list, got " + describe(f.node));
    std::vector<Field> out;
    out.reserve(f.node.size());
    for (std::size_t i = 0; i < f.node.size(); ++i)
        out.push_back(f.element(i, word));
    return out;
}

MapReader::MapReader(const Field& field, std::string_view what)
    : file_(field.file), owner_(field.owner), node_(field.node) {
    if (!node_.IsMap())
        field.fail("expected " + std::string(what) + " (a map of keys), got " + describe(node_));
    readEntries(nullptr);
}

MapReader::MapReader(const Field& field, const Strict& strict)
    : file_(field.file), owner_(field.owner), strictWhat_(strict.what), node_(field.node) {
    if (!node_.IsMap())
        failAt(file_, field.mark,
               strictWhat_ + " must be a mapping of keys (" + joined(strict.known) + "), not " +
                   kindOf(node_));
    readEntries(&strict);
}

void MapReader::readEntries(const Strict* strict) {
    entries_.reserve(node_.size());
    index_.reserve(node_.size());
    for (const auto& pair : node_) {
        const YamlNode& key = pair.first;
        if (strict != nullptr) {
            if (!key.IsScalar())
                failAt(file_, key.Mark(), "keys of " + strictWhat_ + " must be words");
        } else if (!key.IsScalar() || key.Scalar().empty()) {
            failAt(file_, key.Mark(),
                   prefix(owner_) + "a key must be a plain word, got " + describe(key));
        }
        if (const Entry* first = find(key.Scalar())) {
            const YAML::Mark m = first->keyNode.Mark();
            if (strict != nullptr)
                failAt(file_, key.Mark(),
                       "duplicate key " + quote(key.Scalar()) + " in " + strictWhat_ +
                           " (first at line " + std::to_string(m.line + 1) + ")");
            failAt(file_, key.Mark(),
                   prefix(owner_) + "duplicate key " + quote(key.Scalar()) + " (first at line " +
                       std::to_string(m.line + 1) + ", column " + std::to_string(m.column + 1) +
                       ")");
        }
        if (strict != nullptr && std::find(strict->known.begin(), strict->known.end(),
                                           key.Scalar()) == strict->known.end())
            failAt(file_, key.Mark(),
                   "unknown key " + quote(key.Scalar()) + " in " + strictWhat_ +
                       " (expected one of: " + joined(strict->known) + ")");
        index_.emplace(key.Scalar(), entries_.size());
        entries_.push_back({key, pair.second, false});
    }
}

MapReader::Entry* MapReader::find(std::string_view key) {
    const auto it = index_.find(key);
    return it == index_.end() ? nullptr : &entries_[it->second];
}

const MapReader::Entry* MapReader::find(std::string_view key) const {
    const auto it = index_.find(key);
    return it == index_.end() ? nullptr : &entries_[it->second];
}

bool MapReader::has(std::string_view key) const {
    return find(key) != nullptr;
}

Field MapReader::fieldOf(const Entry& e) const {
    Field f;
    f.file = file_;
    f.owner = owner_;
    f.label = quote(e.keyNode.Scalar());
    f.node = e.value;
    // An empty value's mark is that of the next token, often on the next line.
    f.mark = e.value.IsNull() ? e.keyNode.Mark() : e.value.Mark();
    return f;
}

std::optional<Field> MapReader::optional(std::string_view key) {
    Entry* e = find(key);
    if (e == nullptr) return std::nullopt;
    e->used = true;
    return fieldOf(*e);
}

Field MapReader::required(std::string_view key) {
    if (std::optional<Field> f = optional(key)) return *f;
    if (!strictWhat_.empty())
        failAt(file_, node_.Mark(), strictWhat_ + " is missing required key " + quote(key));
    fail("missing required key " + quote(key));
}

YAML::Mark MapReader::keyMark(std::string_view key) const {
    const Entry* e = find(key);
    return e != nullptr ? e->keyNode.Mark() : node_.Mark();
}

void MapReader::fail(const std::string& problem) const {
    failAt(file_, node_.Mark(), prefix(owner_) + problem);
}

namespace {

// The first character of `text` that a saved file would not give back as it is read: a NUL
// (yaml-cpp's writer puts "\0" before the next character, so "\0_" came back as U+00A0 and
// "\0b" as a backspace) or a carriage return (one of a run was lost at each save). Its offset
// and code point, or nullopt. Other control characters are written escaped and read back.
std::optional<std::pair<std::size_t, unsigned>> unkeptCharacter(std::string_view text) {
    for (std::size_t i = 0; i < text.size(); ++i) {
        const auto c = static_cast<unsigned char>(text[i]);
        if (c == 0x00 || c == '\r') return std::pair{i, unsigned(c)};
    }
    return std::nullopt;
}

// A kept key's value: every scalar and key in it checked as the key is.
void checkKept(const std::string& file, const std::string& owner, const YamlNode& n) {
    if (n.IsScalar()) {
        if (auto bad = unkeptCharacter(n.Scalar())) {
            char code[16];
            std::snprintf(code, sizeof code, "U+%04X", bad->second);
            failAt(file, n.Mark(),
                   prefix(owner) + "the text " + quote(n.Scalar()) + " holds " + code +
                       ", a control character a saved file would not give back as it is; "
                       "remove it (or write it as a printable text)");
        }
    } else if (n.IsSequence()) {
        for (const YamlNode& e : n.items())
            checkKept(file, owner, e);
    } else if (n.IsMap()) {
        for (const auto& [k, v] : n.pairs()) {
            checkKept(file, owner, k);
            checkKept(file, owner, v);
        }
    }
}

} // namespace

YamlNode MapReader::unknownKeys() const {
    // The values are shared, not copied: nodes are never changed once read. A key is written
    // back as the plain text it was (a tag on a key, "!x key:", is not kept). What a saved file
    // would not give back as it is (a control character) is refused here, at its place, rather
    // than changed or refused at saving.
    std::vector<YamlNode::Pair> pairs;
    for (const Entry& e : entries_) {
        if (e.used) continue;
        checkKept(file_, owner_, e.keyNode);
        checkKept(file_, owner_, e.value);
        const std::string& tag = e.keyNode.Tag();
        pairs.emplace_back(tag == "?" || tag == "!"
                               ? e.keyNode
                               : YamlNode::scalar(e.keyNode.Mark(), "", e.keyNode.Scalar()),
                           e.value);
    }
    return pairs.empty() ? YamlNode() : YamlNode::map(std::move(pairs));
}

std::string formatNumber(double v) {
    if (v == 0.0) return "0"; // also -0, which reads back equal
    if (std::isnan(v)) return ".nan";
    if (std::isinf(v)) return v > 0 ? ".inf" : "-.inf";
    std::array<char, 40> buf{};
    // At least as many digits as the integer part has, so that 180 is not written 1.8e+02.
    const int whole = std::abs(v) >= 1.0 ? static_cast<int>(std::log10(std::abs(v))) + 1 : 1;
    for (int precision = std::min(whole, 17); precision <= 17; ++precision) {
        std::snprintf(buf.data(), buf.size(), "%.*g", precision, v);
        if (std::strtod(buf.data(), nullptr) == v) break;
    }
    return buf.data();
}

bool needsQuotes(std::string_view text) {
    if (text.empty()) return true;
    static constexpr std::array<std::string_view, 10> words = {"~",  "null", "true", "false", "yes",
                                                               "no", "on",   "off",  "y",     "n"};
    const std::string l = lower(text);
    if (std::find(words.begin(), words.end(), l) != words.end()) return true;
    if (isYamlSpecialFloat(text)) return true;
    const std::string_view t = unsign(text);
    double v = 0.0;
    const auto [end, ec] = fromChars(t.data(), t.data() + t.size(), v);
    if (end == t.data() + t.size() && (ec == std::errc() || ec == std::errc::result_out_of_range))
        return true;
    // Hexadecimal and octal integers of YAML 1.1 and 1.2.
    return l.size() > 2 && l[0] == '0' && (l[1] == 'x' || l[1] == 'o');
}

} // namespace cdo::io
