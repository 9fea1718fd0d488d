// Scenario files (shared spec: scenario-format.md) <-> the core model.
// Loading is all or nothing: on any fault a LoadError is thrown and nothing is returned.
// Saving writes a temporary file beside the target and renames it over, so a crash never
// leaves half a file, and keeps every key this version does not know.
#pragma once

#include "core/engine.h"
#include "core/model.h"

#include <cstdint>
#include <memory>
#include <stdexcept>
#include <string>
#include <string_view>

namespace cdo::io {

// "FILE:LINE:COLUMN: message" (line and column 1-based). what() returns that text. When the
// file could not be read at all, line and column are 0 and what() is "FILE: message".
class LoadError : public std::runtime_error {
  public:
    LoadError(std::string file, int line, int column, std::string message);
    const std::string& file() const { return file_; }
    int line() const { return line_; }
    int column() const { return column_; }
    const std::string& message() const { return message_; }

  private:
    std::string file_;
    int line_;
    int column_;
    std::string message_;
};

// What a file held that the model does not: unknown keys at every level, kept for saving.
// Opaque so that yaml-cpp stays inside io.
struct UnknownKeys;

struct ScenarioDocument {
    Scenario scenario;
    std::shared_ptr<const UnknownKeys> unknown; // may be null
};

// The whole file, or a LoadError without a position ("PATH: cannot open: ..."): a regular file
// only (a FIFO or a device is refused before it is opened) of at most limits::maxFileBytes.
std::string readFile(const std::string& path);
// The same for any file a stranger's scenario names, with its own cap; `what` names it in the
// message ("a backdrop photo may be at most ...").
std::string readRegularFile(const std::string& path, std::uintmax_t maxBytes,
                            const std::string& what);

ScenarioDocument loadScenarioFile(const std::string& path);
// `name` is used as FILE in messages.
ScenarioDocument loadScenarioText(std::string_view yaml, const std::string& name);

// In the file's own measure? No: saved files are always written in inches (measure: in).
std::string scenarioToYaml(const ScenarioDocument& doc);
// The text saveScenarioFile writes, proved loadable first: within the file size limit, read
// back by the loader to the same scenario and the same text. Throws std::runtime_error
// ("cannot save PATH: ...") otherwise. The app's autosave writes only such text too.
std::string verifiedScenarioText(const ScenarioDocument& doc, const std::string& path);
// Atomic: write PATH.coupdoeil-tmp-XXXXXX in the same folder, flush, rename over PATH. Throws
// std::runtime_error with a plain message on failure, leaving PATH untouched.
void saveScenarioFile(const std::string& path, const ScenarioDocument& doc);

// The engine that answers questions about a loaded scenario (core/engine.h), for every face.
// A ruleset whose rulings are not built yet is refused as a LoadError without a position
// ("PATH: rulings for the la-bataille ruleset are not available yet; ..."), so the CLI and the
// app refuse such a file in the same words. The engine reads doc.scenario: keep doc alive.
std::unique_ptr<Engine> engineFor(const ScenarioDocument& doc, const std::string& path);
std::unique_ptr<Engine> engineFor(const ScenarioDocument&& doc, const std::string& path) = delete;

// Writes `text` to `path` atomically (used by scenario and army-list saving, autosave).
void writeFileAtomically(const std::string& path, std::string_view text);

} // namespace cdo::io
