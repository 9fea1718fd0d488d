// Internal to the scenario reader and writer: what a file held that the model does not, kept
// so that saving writes it back, and the spellings both use. Not part of io's public face
// (scenario_io.h keeps UnknownKeys opaque).
#pragma once

#include "core/model.h"
#include "io/yaml_util.h"

#include <yaml-cpp/yaml.h>

#include <map>
#include <string>
#include <vector>

namespace cdo::io {

// A unit's or terrain entry's unknown keys travel with it (core/model.h, FileKeys), so a rename
// or a reorder in the app cannot lose them or hand them to another entry.
struct ExtraKeys final : FileKeys {
    explicit ExtraKeys(YamlNode k) : keys(std::move(k)) {}
    YamlNode keys;
};

// Only this file layer puts FileKeys on units and terrain, and always as ExtraKeys.
inline const YamlNode& keysOf(const FileKeys& extra) {
    return static_cast<const ExtraKeys&>(extra).keys;
}

// The file's other unknown keys, as they were read, so that saving writes them back. Armies
// and hexsides are kept by index.
struct UnknownKeys {
    YamlNode top;                 // null when none
    YamlNode table;               // null when none
    std::vector<YamlNode> armies; // one per Scenario::armies entry, null when none

    // La Bataille only. Each null when none; the maps hold only entries that have some.
    YamlNode map;                                 // in `map`
    YamlNode stacking;                            // in `stacking`
    std::map<std::string, YamlNode> terrainTypes; // in a terrain_types entry, by its name
    std::map<std::string, YamlNode> terrainCosts; // in its `cost`, by the entry's name
    // In `hexes` entries, kept with each hex the entry lists (an entry's keys are shared by its
    // hexes; where two entries list a hex, the first one's value of a key is kept).
    std::map<lb::Hex, YamlNode> hexes;
    std::vector<YamlNode> hexsides; // one per Battle::hexsides entry; empty when none has any

    // Grande Tactique's turn record: in `turn`, and in each of its entries by index.
    YamlNode turn;
    std::vector<YamlNode> turnPips, turnActions, turnGone;

    bool empty() const {
        return top.IsNull() && table.IsNull() && armies.empty() && map.IsNull() &&
               stacking.IsNull() && terrainTypes.empty() && terrainCosts.empty() && hexes.empty() &&
               hexsides.empty() && turn.IsNull() && !anyKeys(turnPips) && !anyKeys(turnActions) &&
               !anyKeys(turnGone);
    }
    static bool anyKeys(const std::vector<YamlNode>& v) {
        for (const YamlNode& n : v)
            if (!n.IsNull()) return true;
        return false;
    }
};

// An enum's spelling in the file, as a string (the reader's messages, the writer's values).
template <class E> std::string show(E e) {
    return std::string(toString(e));
}

} // namespace cdo::io
