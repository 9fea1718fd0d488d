// The app in a real browser: Debian's chromium, headless, driven through the DevTools
// protocol (puppeteer-core, which downloads no browser). Serves the built site (tools/web
// --build) on the loopback address itself, loads the demo table, and with real touch events
// (Input.dispatchTouchEvent) taps a battery and an enemy, pinches, and drags a unit; the
// ruling the page shows must be coupdoeil-cli's on the same file, word for word.
//
//   node browser_test.js SITE_DIR COUPDOEIL_CLI SCENARIO OUT_DIR
// Exit 0 passed, 1 failed, 77 skipped (no chromium, no puppeteer-core, no built site).
"use strict";
const fs = require("fs");
const path = require("path");
const { execFileSync } = require("child_process");
const { requireBrowser, serve, launch, firstFrame, sleep, checker, fingers } =
  require("./chromium");

const [siteArg, cli, scenario, outDir] = process.argv.slice(2);
const site = path.resolve(siteArg || ".");
const puppeteer = requireBrowser(site);
fs.mkdirSync(outDir, { recursive: true });

const { check, finish } = checker();

async function main() {
  const server = await serve(site);
  const url = "http://127.0.0.1:" + server.address().port + "/?file=" + path.basename(scenario);
  const browser = await launch(puppeteer);
  try {
    const page = await browser.newPage();
    page.on("console", (m) => console.log("page: " + m.text()));
    page.on("pageerror", (e) => console.log("page error: " + e.message));
    await page.setViewport({ width: 1280, height: 800, deviceScaleFactor: 1, hasTouch: true,
                             isMobile: true });
    const t0 = Date.now();
    await page.goto(url);
    await firstFrame(page);
    console.log("first frame " + (Date.now() - t0) + " ms after the page was asked for");
    await page.screenshot({ path: path.join(outDir, "loaded.png") });

    const { ask, touch, unitAt: at, tapAt: tap } = await fingers(page);
    const settle = () => sleep(500); // past a double tap's time; the app has drawn

    // The demo's French 12-pounders, then the Austrian line they fire at.
    const firer = "fr-grande-batterie", target = "au-ir-4";
    await tap(await at(firer));
    check((await ask("coupdoeil_selection")).split("\n")[0] === firer, "a tap selects " + firer);
    await tap(await at(target));
    const sel = (await ask("coupdoeil_selection")).split("\n");
    check(sel[0] === firer && sel[1] === target, "a second tap makes " + target + " the target");
    const expected = execFileSync(cli, ["rule", scenario, firer, target]).toString();
    const shown = await ask("coupdoeil_ruling");
    check(shown.length > 0 && shown === expected, "the ruling shown is coupdoeil-cli's, word for word");
    if (shown !== expected) console.log("shown:\n" + shown + "\ncoupdoeil-cli:\n" + expected);
    await page.screenshot({ path: path.join(outDir, "ruling.png") });

    // A pinch on bare cloth, fingers from 100 to 300 pixels apart: the two units' distance on
    // screen grows about threefold.
    const a0 = await at(firer), b0 = await at(target);
    const before = Math.hypot(a0.x - b0.x, a0.y - b0.y);
    const c = { x: 400, y: 460 }; // bare cloth west of the hill: both units stay in view
    await touch("touchStart", [{ x: c.x - 50, y: c.y }]);
    await touch("touchStart", [{ x: c.x - 50, y: c.y }, { x: c.x + 50, y: c.y }]);
    for (let i = 1; i <= 10; ++i)
      await touch("touchMove", [{ x: c.x - 50 - 10 * i, y: c.y }, { x: c.x + 50 + 10 * i, y: c.y }]);
    await touch("touchEnd", [{ x: c.x - 150, y: c.y }]);
    await touch("touchEnd", []);
    await settle();
    const a1 = await at(firer), b1 = await at(target);
    const after = Math.hypot(a1.x - b1.x, a1.y - b1.y);
    console.log("pinch: " + before.toFixed(1) + " -> " + after.toFixed(1) + " pixels apart");
    check(after > 2.5 * before && after < 3.5 * before, "a pinch from 100 to 300 pixels zooms about 3x");
    await page.screenshot({ path: path.join(outDir, "pinched.png") });

    // One finger drags the battery 40 pixels left, on its hill with nothing near to snap to:
    // it follows the finger.
    const t0p = await at(firer);
    await touch("touchStart", [t0p]);
    for (let i = 1; i <= 8; ++i) await touch("touchMove", [{ x: t0p.x - 5 * i, y: t0p.y }]);
    await touch("touchEnd", []);
    await settle();
    const t1p = await at(firer);
    console.log("drag: " + firer + " moved " + (t1p.x - t0p.x).toFixed(1) + ", " +
                (t1p.y - t0p.y).toFixed(1) + " pixels");
    check(Math.abs(t1p.x - t0p.x + 40) < 8 && Math.abs(t1p.y - t0p.y) < 8,
          "a one-finger drag moves the unit with the finger");
    await page.screenshot({ path: path.join(outDir, "dragged.png") });

    // The moved battery is autosaved a few seconds later, into the app's folder, which the
    // page keeps in the browser's storage; the service worker has cached the site. Offline, a
    // reload opens the app from that cache, with the autosave read back from the storage.
    const autosaves = () => page.evaluate(() => {
      const dir = "/home/web_user/.local/share/coupdoeil/autosave";
      try {
        return Module.FS.readdir(dir).filter((n) => n.endsWith(".yaml"));
      } catch (e) {
        return [];
      }
    });
    let saved = [];
    for (let i = 0; i < 40 && saved.length === 0; ++i) {
      await sleep(250);
      saved = await autosaves();
    }
    check(saved.length === 1, "the moved battery is autosaved (" + saved.join(", ") + ")");
    await page.evaluate(() => new Promise((ok) => {
      window.coupdoeilStore();
      setTimeout(ok, 1500); // the page's own store each second has run too
    }));
    const cached = await page.evaluate(() => navigator.serviceWorker.ready.then(() =>
      caches.keys().then((k) => Promise.all(k.map((n) => caches.open(n).then((c) => c.keys()))))
        .then((lists) => lists.flat().length)));
    check(cached >= 9, "the service worker cached the site (" + cached + " files)");
    await page.setOfflineMode(true);
    const t1 = Date.now();
    await page.reload().catch((e) => console.log("offline reload: " + e.message));
    const offline = await firstFrame(page).then(() => true, () => false);
    console.log("offline reload: first frame " + (Date.now() - t1) + " ms");
    check(offline, "offline, a reload draws the app from the service worker's cache");
    const back = await autosaves();
    check(back.length === 1 && back[0] === saved[0], "the autosave is read back from the browser's storage");
    // The packaged demo is dated as old as can be: its autosave is newer, so it is offered back
    // as the desktop offers a crash's (before, the demo written at load was always newer).
    const dialog = await page.waitForFunction(
      () => Module.ccall("coupdoeil_messages", "string").split("\n")[2] === "Recover unsaved work",
      { timeout: 10000, polling: 100 }).then(() => true, () => false);
    check(dialog, "after the reload the autosave is offered back (Recover unsaved work)");
    await page.screenshot({ path: path.join(outDir, "offline.png") });
  } finally {
    await browser.close();
    server.close();
  }
  finish();
}
main().catch((e) => {
  console.log("FAILED: " + (e.stack || e));
  process.exit(1);
});
