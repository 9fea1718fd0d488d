// Unknown keys a file carried, held by the model without the core knowing their form.
#pragma once

namespace cdo {

// Keys of a scenario file that this version does not know, kept with the unit or terrain they
// came with so that saving writes them back (scenario-format.md), whatever edits happen in
// between (a rename, a reorder). The core never looks inside: the file layer derives its own
// holder from this, so the core depends on nothing of it.
struct FileKeys {
    virtual ~FileKeys() = default;
};

} // namespace cdo
