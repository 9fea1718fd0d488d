// The page around the app (coupdoeil.js, emscripten's): the window's size in device pixels
// and the screen's density as the app's command-line options, and the file to open
// (?file=NAME opens /assets/scenarios/NAME; the demo table otherwise; ?bench=N runs the frame
// bench on it). The app's own folder (its home: settings, autosaves, recent files) is kept in
// the browser's storage (IDBFS), read back before the app starts and written after each change
// of it; the service worker (sw.js) keeps the site for use with no network.
"use strict";
(function () {
  const ratio = window.devicePixelRatio || 1;
  // A CSS pixel is 1/96 inch by the standard; the browser tells no truer density.
  const ppi = Math.min(640, Math.max(60, Math.round(96 * ratio)));
  const width = Math.round(window.innerWidth * ratio);
  const height = Math.round(window.innerHeight * ratio);
  const query = new URLSearchParams(window.location.search);
  const wanted = query.get("file") || "demo.yaml";
  // ?bench=N: the frame bench (tools/bench) drags the first battery for N frames instead.
  const bench = (query.get("bench") || "").replace(/[^0-9]/g, "");
  const file = "/assets/scenarios/" + wanted.replace(/[^A-Za-z0-9_.-]/g, "");
  const status = document.getElementById("status");
  const home = "/home/web_user";
  let syncing = false, again = false;
  // The app's folder into the browser's storage; one write at a time, the last one again.
  function store() {
    if (syncing) {
      again = true;
      return;
    }
    syncing = true;
    Module.FS.syncfs(false, (err) => {
      syncing = false;
      if (err) console.error("coupdoeil: the browser's storage refused the files: " + err);
      if (again) {
        again = false;
        store();
      }
    });
  }
  window.Module = {
    canvas: document.getElementById("canvas"),
    // --default-ppi: the density the player set in the View panel (saved in settings) wins.
    arguments: ["--size", width + "x" + height, "--default-ppi", String(ppi)]
      .concat(bench ? ["--bench-frames", bench] : [], [file]),
    print: (text) => console.log(text),
    printErr: (text) => console.error(text),
    setStatus: (text) => { status.textContent = text; },
    preRun: [() => {
      const FS = Module.FS;
      FS.mkdirTree(home);
      FS.mount(FS.filesystems.IDBFS, {}, home);
      Module.addRunDependency("storage");
      FS.syncfs(true, (err) => {
        if (err) console.error("coupdoeil: the browser's storage cannot be read: " + err);
        Module.removeRunDependency("storage");
      });
    }],
    onRuntimeInitialized: () => {
      status.remove();
      window.coupdoeilStarted = performance.now();
      // The app writes through a temporary file and a rename; what is stored is each
      // second's state, and again when the page is hidden or closed.
      setInterval(store, 1000);
      document.addEventListener("visibilitychange", () => {
        if (document.visibilityState === "hidden") store();
      });
      window.addEventListener("pagehide", store);
    },
  };
  window.coupdoeilStore = store;
  if ("serviceWorker" in navigator)
    navigator.serviceWorker.register("sw.js").catch((e) => console.error("coupdoeil: " + e));
})();
