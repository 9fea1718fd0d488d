// Internal to the scenario reader and writer: what a file held that the model does not, kept
// so that saving writes it back, and the spellings both use. Not part of io's public face
// (scenario_io.h keeps UnknownKeys opaque).
#pragma once

#include "core/model.h"

#include <yaml-cpp/yaml.h>

#include <string>
#include <vector>

namespace cdo::io {

// A unit's or terrain entry's unknown keys travel with it (core/model.h, FileKeys), so a rename
// or a reorder in the app cannot lose them or hand them to another entry.
struct ExtraKeys final : FileKeys {
    explicit ExtraKeys(YAML::Node k) : keys(std::move(k)) {}
    YAML::Node keys;
};

// Only this file layer puts FileKeys on units and terrain, and always as ExtraKeys.
inline const YAML::Node& keysOf(const FileKeys& extra) {
    return static_cast<const ExtraKeys&>(extra).keys;
}

// The file's other unknown keys, as they were read, so that saving writes them back. Armies
// are kept by index.
struct UnknownKeys {
    YAML::Node top;                 // null when none
    YAML::Node table;               // null when none
    std::vector<YAML::Node> armies; // one per Scenario::armies entry, null when none

    bool empty() const { return top.IsNull() && table.IsNull() && armies.empty(); }
};

// An enum's spelling in the file, as a string (the reader's messages, the writer's values).
template <class E> std::string show(E e) {
    return std::string(toString(e));
}

} // namespace cdo::io
