// The page around the app (coupdoeil.js, emscripten's): the window's size in device pixels
// and the screen's density as the app's command-line options, and the file to open
// (?file=NAME opens /assets/scenarios/NAME; the demo table otherwise).
"use strict";
(function () {
  const ratio = window.devicePixelRatio || 1;
  // A CSS pixel is 1/96 inch by the standard; the browser tells no truer density.
  const ppi = Math.min(640, Math.max(60, Math.round(96 * ratio)));
  const width = Math.round(window.innerWidth * ratio);
  const height = Math.round(window.innerHeight * ratio);
  const wanted = new URLSearchParams(window.location.search).get("file") || "demo.yaml";
  const file = "/assets/scenarios/" + wanted.replace(/[^A-Za-z0-9_.-]/g, "");
  const status = document.getElementById("status");
  window.Module = {
    canvas: document.getElementById("canvas"),
    arguments: ["--size", width + "x" + height, "--ppi", String(ppi), file],
    print: (text) => console.log(text),
    printErr: (text) => console.error(text),
    setStatus: (text) => { status.textContent = text; },
    onRuntimeInitialized: () => {
      status.remove();
      window.coupdoeilStarted = performance.now();
    },
  };
})();
