// The folder and file list of Open and Save as: touch-sized rows, no native dialog needed. The
// folder shown is kept from one opening to the next.
#pragma once

#include <string>

namespace cdo::app {

class Document;

class FileBrowser {
  public:
    // The folder (the document's the first time, or the platform's kept folder when it has
    // one and the document is elsewhere), its sub-folders and scenario files as rows,
    // and the name field under them: "File name" when saving, "File" when opening. A tap on a
    // file puts its name in `name`. A tap on the name field selects its text, so that what is
    // typed replaces it, and opens the on-screen keyboard under it.
    void draw(const Document& doc, std::string& name, bool saving);
    const std::string& folder() const { return dir_; }

  private:
    std::string dir_;
};

} // namespace cdo::app
