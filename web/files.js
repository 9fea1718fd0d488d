// The device's files for the app (web_platform.cpp: pickDeviceFile, offerDownload). The app's
// own files live in its folder of the browser's storage (page.js keeps it); the device's are
// reached only through its file picker (the camera for a photo taken now) and its downloads.
//   pick(id, kind, folder): the picker; the file chosen is copied into `folder` (a photo into
//     its photos/ folder) under its own name, through a temporary file and a rename, stored,
//     and its path handed back by coupdoeil_device_file(id, path); "" when none was chosen.
//   download(path, name): the file at `path` of the app's file system as a download `name`.
// The browser opens a picker only shortly after a tap (its "user activation"); the app asks
// for it during the frame its button's tap reached, well within that.
"use strict";
window.coupdoeilFiles = (function () {
  function answer(id, path) {
    Module.ccall("coupdoeil_device_file", null, ["number", "string"], [id, path]);
  }

  // The file's name as the app's folder keeps it: letters, digits, '-', '_' and '.' (no
  // folders, nothing hidden); what is not a name at all becomes `fallback`.
  function cleanName(name, fallback) {
    const clean = String(name || "").replace(/^.*[\\/]/, "").replace(/[^A-Za-z0-9_.-]+/g, "_")
      .replace(/^[._]+/, "");
    return clean && /[A-Za-z0-9]/.test(clean) ? clean : fallback;
  }

  function sameBytes(a, b) {
    if (a.length !== b.length) return false;
    for (let i = 0; i < a.length; ++i) if (a[i] !== b[i]) return false;
    return true;
  }

  // Where the copy goes: its own name; a file of that name holding the same bytes is that copy
  // already; one holding others is never replaced (the copy is name-2, name-3, ...).
  function freePath(dir, name, bytes) {
    const FS = Module.FS;
    const dot = name.lastIndexOf(".");
    const stem = dot > 0 ? name.slice(0, dot) : name, ext = dot > 0 ? name.slice(dot) : "";
    for (let n = 1; ; ++n) {
      const path = dir + "/" + (n === 1 ? name : stem + "-" + n + ext);
      let old;
      try {
        old = FS.readFile(path);
      } catch (e) {
        return path; // no such file
      }
      if (sameBytes(old, bytes)) return path;
    }
  }

  function keep(folder, kind, fileName, bytes) {
    const FS = Module.FS;
    const dir = kind === "table" ? folder : folder + "/photos";
    FS.mkdirTree(dir);
    const fallback = kind === "table" ? "table.yaml" : "photo.jpg";
    const path = freePath(dir, cleanName(fileName, fallback), bytes);
    // As the app saves: a temporary file, then a rename (a reload mid-way leaves the old file).
    const tmp = dir + "/.device-copy.part";
    FS.writeFile(tmp, bytes);
    FS.rename(tmp, path);
    if (window.coupdoeilStore) window.coupdoeilStore();
    return path;
  }

  function pick(id, kind, folder) {
    const input = document.createElement("input");
    input.type = "file";
    // A table's .yaml is left unfiltered: tablets know no type for it and would grey it out.
    if (kind !== "table") input.accept = "image/*";
    if (kind === "camera") input.setAttribute("capture", "environment");
    input.style.display = "none";
    let answered = false;
    const done = (path) => {
      if (answered) return;
      answered = true;
      input.remove();
      answer(id, path);
    };
    input.addEventListener("cancel", () => done(""));
    input.addEventListener("change", () => {
      const file = input.files && input.files[0];
      if (!file) return done("");
      file.arrayBuffer().then((buffer) => {
        let path = "";
        try {
          path = keep(folder, kind, file.name, new Uint8Array(buffer));
        } catch (e) {
          console.error("coupdoeil: the file cannot be copied into the browser's storage: " + e);
        }
        done(path);
      }, (e) => {
        console.error("coupdoeil: the device's file cannot be read: " + e);
        done("");
      });
    });
    document.body.appendChild(input);
    input.click();
  }

  function download(path, name) {
    let bytes;
    try {
      bytes = Module.FS.readFile(path);
    } catch (e) {
      console.error("coupdoeil: no file " + path + " to download");
      return;
    }
    const type = /\.png$/i.test(name) ? "image/png"
      : /\.ya?ml$/i.test(name) ? "text/yaml" : "application/octet-stream";
    const url = URL.createObjectURL(new Blob([bytes], { type }));
    const a = document.createElement("a");
    a.href = url;
    a.download = name;
    a.style.display = "none";
    document.body.appendChild(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 60000);
  }

  return { pick, download };
})();
