// What the browser test and the browser bench share: the built site served on the loopback
// address (a port of the system's choosing) and Debian's chromium launched headless through
// puppeteer-core, which downloads no browser. Both skip (exit 77) where a part is missing.
"use strict";
const fs = require("fs");
const http = require("http");
const path = require("path");

const chromium = process.env.COUPDOEIL_CHROMIUM || "/usr/bin/chromium";

// tools/test sets COUPDOEIL_WEB_REQUIRED: there the browser's parts are installed, so one
// missing is a failure, not a skip.
function skip(why) {
  if (process.env.COUPDOEIL_WEB_REQUIRED) {
    console.log("FAILED: " + why + " (COUPDOEIL_WEB_REQUIRED is set)");
    process.exit(1);
  }
  console.log("SKIPPED: " + why);
  process.exit(77);
}

// puppeteer-core, or a skip saying what is missing (chromium, the npm module, the site).
function requireBrowser(site) {
  if (!fs.existsSync(chromium)) skip(chromium + " is missing (apt-get install chromium)");
  let puppeteer;
  try {
    puppeteer = require("puppeteer-core");
  } catch (e) {
    skip("puppeteer-core is missing (tools/setup-web installs it)");
  }
  if (!fs.existsSync(path.join(site, "coupdoeil.wasm")))
    skip(site + " has no coupdoeil.wasm (tools/web --build makes it)");
  return puppeteer;
}

const types = { ".html": "text/html", ".js": "text/javascript", ".wasm": "application/wasm",
                ".json": "application/json", ".png": "image/png",
                ".webmanifest": "application/manifest+json",
                ".data": "application/octet-stream" };

// The site folder over http on 127.0.0.1; resolves to the server (its address().port).
function serve(site) {
  const server = http.createServer((req, res) => {
    const name = decodeURIComponent(new URL(req.url, "http://x").pathname);
    const file = path.join(site, name === "/" ? "index.html" : name);
    if (!file.startsWith(site + path.sep) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) {
      res.writeHead(404);
      res.end();
      return;
    }
    res.writeHead(200, { "Content-Type": types[path.extname(file)] || "application/octet-stream" });
    fs.createReadStream(file).pipe(res);
  });
  return new Promise((ok) => server.listen(0, "127.0.0.1", () => ok(server)));
}

// Headless chromium with WebGL in software (SwiftShader), as on a machine with no GPU.
function launch(puppeteer) {
  return puppeteer.launch({
    executablePath: chromium,
    headless: true,
    // No background connections: on a machine with no network they are refused at every start.
    args: ["--no-sandbox", "--enable-unsafe-swiftshader", "--use-angle=swiftshader",
           "--no-first-run", "--no-default-browser-check", "--disable-background-networking",
           "--disable-component-update", "--disable-sync", "--disable-quic"],
  });
}

// Resolves once the app has drawn its first frame (rejects after `timeout` ms).
function firstFrame(page, timeout = 60000) {
  return page.waitForFunction(
    () => window.Module && Module.calledRun && Module.ccall("coupdoeil_frames_drawn", "number") > 0,
    { timeout, polling: 10 });
}

module.exports = { skip, requireBrowser, serve, launch, firstFrame };
