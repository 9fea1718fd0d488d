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

// Headless chromium with WebGL in software (SwiftShader), as on a machine with no GPU;
// `extraArgs`, more switches (the frame bench runs once with the display's pacing off).
function launch(puppeteer, extraArgs = []) {
  return puppeteer.launch({
    executablePath: chromium,
    headless: true,
    // No background connections: on a machine with no network they are refused at every start.
    args: ["--no-sandbox", "--enable-unsafe-swiftshader", "--use-angle=swiftshader",
           "--no-first-run", "--no-default-browser-check", "--disable-background-networking",
           "--disable-component-update", "--disable-sync", "--disable-quic", ...extraArgs],
  });
}

// Resolves once the app has drawn its first frame (rejects after `timeout` ms).
function firstFrame(page, timeout = 60000) {
  return page.waitForFunction(
    () => window.Module && Module.calledRun && Module.ccall("coupdoeil_frames_drawn", "number") > 0,
    { timeout, polling: 10 });
}

const sleep = (ms) => new Promise((ok) => setTimeout(ok, ms));

// The checks of a test, counted: check(ok, what) prints a line each; finish() prints the tally
// and ends the process, 1 when any failed.
function checker() {
  let failures = 0;
  return {
    check(ok, what) {
      console.log((ok ? "ok      " : "FAILED  ") + what);
      if (!ok) ++failures;
    },
    finish() {
      console.log(failures ? failures + " check(s) failed" : "all checks passed");
      process.exit(failures ? 1 : 0);
    },
  };
}

// The drawn app's page, as a player's fingers reach it (CSS pixels): its hooks as text (ask),
// real touches through the DevTools protocol (touch, tapAt), where a unit is drawn (unitAt).
// Fingers in real time: a step every 30 ms (the app reads a press held half a second as a
// long press, so no step waits on the page's frames, which a software renderer may draw
// slowly).
async function fingers(page) {
  const cdp = await page.createCDPSession();
  const ratio = await page.evaluate(() => window.devicePixelRatio);
  const ask = (fn, arg) => page.evaluate((f, a) => a === undefined
    ? Module.ccall(f, "string") : Module.ccall(f, "string", ["string"], [a]), fn, arg);
  const touch = async (type, points) => {
    await cdp.send("Input.dispatchTouchEvent", {
      type, touchPoints: points.map((p, i) => ({ x: p.x, y: p.y, id: i })) });
    await sleep(30);
  };
  const tapAt = async (p) => {
    await touch("touchStart", [p]);
    await touch("touchEnd", []);
    await sleep(500); // past a double tap's time; the app has drawn
  };
  const unitAt = async (id) => {
    const t = (await ask("coupdoeil_unit_on_screen", id)).split(" ").map(Number);
    return { x: t[0] / ratio, y: t[1] / ratio };
  };
  return { ratio, ask, touch, tapAt, unitAt };
}

module.exports = { skip, requireBrowser, serve, launch, firstFrame, sleep, checker, fingers };
