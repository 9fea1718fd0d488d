// Files in a real browser (Debian's headless chromium through puppeteer-core, as
// browser_test.js): the device's file picker (page.waitForFileChooser) and downloads (CDP's
// Browser.setDownloadBehavior into a scratch folder), the app's buttons tapped with real touch
// events where the app drew them (the coupdoeil_button hook).
//   - the ruling picture and Export PNG are downloads: valid PNGs of 1600 x 1000 and of the
//     window's 1280 x 800 pixels;
//   - Save as of the packaged demo goes to the kept folder (/home/web_user/tables);
//   - Open, "From this device...": the file chosen is copied into the kept folder byte for byte
//     and opened; Download hands back the same bytes; changed, Download saves it first and
//     hands back what was saved; a bad file is refused with coupdoeil-cli check's words;
//   - the Photo tool's "Take a photo" is the picker with accept="image/*" capture="environment";
//     the photo lands in the kept folder's photos/, decodes (800 x 600) to the desktop's
//     pixels and is drawn;
//   - a large photo (6000 x 4500) decodes off the page's thread (its worker): the page's frames
//     keep coming and its progress rises meanwhile; Cancel the photo ends it, and the same
//     file opened again decodes to the desktop's pixels; a damaged photo is refused in the
//     desktop's words, and a decoder that cannot start says so instead of waiting forever;
//   - the density: 96 x devicePixelRatio from the page, until a density is saved in settings;
//   - the page closed in the middle of a store and opened again (a new page, same browser): the
//     table is as before or after that save, whole; the saved-as table is listed in Open and
//     opens; the saved density wins.
//
//   node files_test.js SITE_DIR COUPDOEIL_CLI OUT_DIR
// Exit 0 passed, 1 failed, 77 skipped (no chromium, no puppeteer-core, no built site).
"use strict";
const fs = require("fs");
const os = require("os");
const path = require("path");
const { execFileSync } = require("child_process");
const { requireBrowser, serve, launch, firstFrame, sleep, checker, fingers } =
  require("./chromium");

const [siteArg, cli, outDir] = process.argv.slice(2);
const site = path.resolve(siteArg || ".");
const puppeteer = requireBrowser(site);
fs.mkdirSync(outDir, { recursive: true });

const { check, finish } = checker();
const kept = "/home/web_user/tables";

// A PNG's width and height from its header; null when it is not a PNG.
function pngSize(bytes) {
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  if (bytes.length < 24 || !bytes.subarray(0, 8).equals(signature) ||
      bytes.subarray(12, 16).toString() !== "IHDR")
    return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

// The page of the app, with the hooks it answers and real fingers.
async function openApp(browser, url) {
  const page = await browser.newPage();
  page.on("console", (m) => console.log("page: " + m.text()));
  page.on("pageerror", (e) => console.log("page error: " + e.message));
  await page.setViewport({ width: 1280, height: 800, deviceScaleFactor: 1, hasTouch: true,
                           isMobile: true });
  await page.goto(url);
  await firstFrame(page);
  const { ratio, ask, touch, tapAt, unitAt } = await fingers(page);
  const app = { page, ask, touch, tapAt, unit: unitAt };
  app.messages = async () => {
    const [error, status, dialog] = (await app.ask("coupdoeil_messages")).split("\n");
    return { error, status, dialog };
  };
  app.document = async () => {
    const [file, dirty] = (await app.ask("coupdoeil_document")).split("\n");
    return { file, dirty: dirty === "1" };
  };
  app.readFile = (p) => page.evaluate((f) => {
    try {
      return Array.from(Module.FS.readFile(f));
    } catch (e) {
      return null;
    }
  }, p).then((a) => (a ? Buffer.from(a) : null));
  app.where = async (label) => {
    const t = await app.ask("coupdoeil_button", label);
    if (!t) return null;
    const [x, y] = t.split(" ").map(Number);
    return { x: x / ratio, y: y / ratio };
  };
  // Taps the button `label` where the app drew it; false when it is not on screen.
  app.tap = async (label) => {
    let p = null;
    for (let i = 0; i < 20 && !p; ++i) {
      p = await app.where(label);
      if (!p) await sleep(100);
    }
    if (!p || p.x < 0 || p.y < 0 || p.x > 1280 || p.y > 800) {
      console.log("no button '" + label + "' on screen" + (p ? " (" + p.x + ", " + p.y + ")" : ""));
      return false;
    }
    await app.tapAt(p);
    return true;
  };
  app.until = async (what, test, ms = 10000) => {
    for (let t = 0; t < ms; t += 100) {
      const v = await what();
      if (test(v)) return v;
      await sleep(100);
    }
    return what();
  };
  return app;
}

// The device's picker opened by a tap on `label`, given `files`; what the page's input asked.
async function pickFrom(app, label, files) {
  const chooser = app.page.waitForFileChooser({ timeout: 10000 }).catch((e) => {
    console.log("no file chooser: " + e.message);
    return null;
  });
  const inputs = app.page.evaluate(() => new Promise((ok) => {
    const seen = new MutationObserver(() => {
      const i = document.querySelector("input[type=file]");
      if (i) {
        seen.disconnect();
        ok({ accept: i.accept, capture: i.getAttribute("capture") });
      }
    });
    seen.observe(document.body, { childList: true });
  })).catch(() => null); // the page may close before a picker is asked for
  if (!(await app.tap(label))) return null;
  const c = await chooser;
  if (!c) return null;
  const asked = await inputs;
  await c.accept(files);
  return asked;
}

// The download folder emptied (Chrome would write a second file of a name over the first).
function emptied(dir) {
  for (const n of fs.readdirSync(dir)) fs.rmSync(path.join(dir, n), { force: true });
  return [];
}

// The next file to arrive in the download folder (Chrome writes NAME.crdownload first).
async function downloaded(dir, before, ms = 15000) {
  for (let t = 0; t < ms; t += 100) {
    const now = fs.readdirSync(dir).filter((n) => !before.includes(n) && !n.endsWith(".crdownload"));
    if (now.length) {
      await sleep(200);
      return { name: now[0], bytes: fs.readFileSync(path.join(dir, now[0])) };
    }
    await sleep(100);
  }
  return null;
}

// How many of the canvas's pixels differ from the picture kept under `key` (none kept: 0),
// keeping the canvas under `key` for the next call.
function canvasChanged(page, key) {
  return page.evaluate((k) => {
    const c = document.getElementById("canvas");
    const g = document.createElement("canvas");
    g.width = c.width;
    g.height = c.height;
    const ctx = g.getContext("2d");
    ctx.drawImage(c, 0, 0);
    const now = ctx.getImageData(0, 0, g.width, g.height).data;
    const was = window["kept_" + k];
    window["kept_" + k] = now;
    if (!was) return 0;
    let changed = 0;
    for (let i = 0; i < now.length; i += 4)
      if (Math.abs(now[i] - was[i]) + Math.abs(now[i + 1] - was[i + 1]) +
          Math.abs(now[i + 2] - was[i + 2]) > 30)
        ++changed;
    return changed / (now.length / 4);
  }, key);
}

// An 80-line test: one scripted session in steps, each checked where it happens.
async function main() {
  const server = await serve(site);
  const url = "http://127.0.0.1:" + server.address().port + "/?file=demo.yaml";
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "coupdoeil-files-"));
  const downloads = path.join(scratch, "downloads");
  fs.mkdirSync(downloads);
  const browser = await launch(puppeteer);
  try {
    const bcdp = await browser.target().createCDPSession();
    await bcdp.send("Browser.setDownloadBehavior", { behavior: "allow", downloadPath: downloads });
    let app = await openApp(browser, url);
    const ratio = await app.page.evaluate(() => window.devicePixelRatio);
    check(Math.abs(Number(await app.page.evaluate(() => Module.ccall("coupdoeil_ppi", "number"))) -
                   96 * ratio) < 0.5, "with nothing saved the density is the page's, 96 x " + ratio);
    await pictures(app, downloads);
    await saveAsKept(app);
    const table = await tableFromDevice(app, scratch, downloads);
    await badFromDevice(app, scratch);
    await photoFromCamera(app);
    await largePhoto(app);
    await photoTrouble(app, scratch);
    await reopen(browser, url, app, table);
  } finally {
    await browser.close();
    server.close();
  }
  finish();
}

// The ruling picture and the view as PNGs, handed to the device as downloads.
async function pictures(app, downloads) {
  await app.tapAt(await app.unit("fr-grande-batterie"));
  await app.tapAt(await app.unit("au-ir-4"));
  let before = emptied(downloads);
  check(await app.tap("Export ruling picture"), "the ruling panel offers Export ruling picture");
  check(await app.tap("Export"), "its dialog's Export is tapped");
  let got = await downloaded(downloads, before);
  const ruling = got && pngSize(got.bytes);
  check(ruling && ruling.width === 1600 && ruling.height === 1000 && /-ruling\.png$/.test(got.name),
        "the ruling picture is downloaded, a PNG of 1600 x 1000 (" + (got && got.name) + ", " +
        JSON.stringify(ruling) + ")");
  await app.page.screenshot({ path: path.join(outDir, "files-ruling.png") });
  before = emptied(downloads);
  check(await app.tap("Export PNG"), "the top bar offers Export PNG");
  check(await app.tap("Export"), "its dialog's Export is tapped");
  got = await downloaded(downloads, before);
  const view = got && pngSize(got.bytes);
  const canvas = await app.page.evaluate(() => {
    const c = document.getElementById("canvas");
    return [c.width, c.height];
  });
  check(view && view.width === canvas[0] && view.height === canvas[1],
        "Export PNG is downloaded, a PNG of the window's " + canvas.join(" x ") + " pixels (" +
        JSON.stringify(view) + ")");
}

// Save as of the packaged demo proposes the kept folder, and saves there.
async function saveAsKept(app) {
  check(await app.tap("Save as"), "the top bar offers Save as");
  check((await app.messages()).dialog === "Save scenario as", "Save as opens its dialog");
  check(await app.tap("Save"), "its Save is tapped");
  const doc = await app.until(app.document, (d) => d.file === kept + "/demo.yaml");
  check(doc.file === kept + "/demo.yaml" && !doc.dirty,
        "the demo is saved as " + kept + "/demo.yaml (" + doc.file + ")");
  app.savedAs = await app.readFile(kept + "/demo.yaml");
  check(app.savedAs && app.savedAs.length > 100, "the saved-as table is in the app's folder");
}

// A table from the device: copied, opened, downloaded as it is, changed, downloaded saved.
async function tableFromDevice(app, scratch, downloads) {
  const mine = path.join(scratch, "my table.yaml"); // a space: kept as my_table.yaml
  fs.copyFileSync(path.join("tests", "app", "data", "table.yaml"), mine);
  const original = fs.readFileSync(mine);
  check(await app.tap("Open"), "the top bar offers Open");
  const asked = await pickFrom(app, "From this device\u2026", [mine]);
  check(asked !== null, "Open's From this device... opens the device's file picker");
  const copy = kept + "/my_table.yaml";
  const doc = await app.until(app.document, (d) => d.file === copy);
  check(doc.file === copy, "the chosen table is opened from the app's folder (" + doc.file + ")");
  const inStore = await app.readFile(copy);
  check(inStore && inStore.equals(original), "its copy there is the device's file, byte for byte");
  let before = emptied(downloads);
  check(await app.tap("Download"), "the top bar offers Download");
  let got = await downloaded(downloads, before);
  check(got && got.name === "my_table.yaml" && got.bytes.equals(original),
        "Download hands the device the table as saved (" + (got && got.name) + ")");
  // Changed (IR 20 dragged 40 pixels), Download saves it first.
  const p = await app.unit("au-behind");
  await app.touch("touchStart", [p]);
  for (let i = 1; i <= 8; ++i) await app.touch("touchMove", [{ x: p.x - 5 * i, y: p.y }]);
  await app.touch("touchEnd", []);
  await sleep(500);
  check((await app.document()).dirty, "the dragged unit is an unsaved change");
  before = emptied(downloads);
  check(await app.tap("Download"), "Download again");
  got = await downloaded(downloads, before);
  const saved = await app.readFile(copy);
  const after = await app.document();
  check(!after.dirty && got && saved && got.bytes.equals(saved) && !saved.equals(original),
        "a changed table is saved first, and the saved bytes downloaded (" + (got && got.name) +
        ", " + (got && got.bytes.length) + " bytes, saved " + (saved && saved.length) + ", " +
        JSON.stringify(after) + ", " + JSON.stringify(await app.messages()) + ")");
  await app.page.screenshot({ path: path.join(outDir, "files-table.png") });
  return { copy, original, saved };
}

// A bad file from the device: refused with the desktop's words (coupdoeil-cli check's).
async function badFromDevice(app, scratch) {
  const bad = path.join(scratch, "bad.yaml");
  fs.copyFileSync(path.join("tests", "app", "data", "bad.yaml"), bad);
  let expected = "";
  try {
    execFileSync(cli, ["check", bad], { stdio: "pipe" });
  } catch (e) {
    expected = e.stderr.toString().trim().split("\n")[0].split(bad).join(kept + "/bad.yaml");
  }
  const docBefore = (await app.document()).file;
  check(await app.tap("Open"), "Open again");
  check((await pickFrom(app, "From this device\u2026", [bad])) !== null, "the picker opens again");
  const m = await app.until(app.messages, (x) => x.error !== "");
  check(expected !== "" && m.error === expected,
        "a bad table is refused with coupdoeil-cli check's words:\n  " + m.error + "\n  " + expected);
  check((await app.document()).file === docBefore, "and the table on screen stays");
}

// A photo from the camera: the picker asks for images from the rear camera, the photo is
// copied into photos/, decodes and is drawn.
async function photoFromCamera(app) {
  // Nothing selected (a tap on bare cloth): the side panel is short, its photo entry in view.
  await app.tapAt({ x: 120, y: 700 });
  check(await app.tap("Photo backdrop"), "the side panel offers the photo backdrop");
  await sleep(300);
  await app.page.screenshot({ path: path.join(outDir, "files-photo-tool.png") });
  await canvasChanged(app.page, "photo");
  const photo = path.join("tests", "data", "photos", "small-top.jpg");
  const asked = await pickFrom(app, "Take a photo", [photo]);
  check(asked && asked.accept === "image/*" && asked.capture === "environment",
        "Take a photo asks for accept=\"image/*\" capture=\"environment\" (" + JSON.stringify(asked) + ")");
  const shown = await app.until(() => app.ask("coupdoeil_photo"), (s) => s.startsWith("loaded"), 20000);
  check(shown === "loaded 800 600", "the photo decodes in the browser, 800 x 600 (" + shown + ")");
  const sum = await app.ask("coupdoeil_photo_checksum");
  check(sum === desktopDecode["small-top.jpg"],
        "to the desktop's pixels (checksum " + sum + ", the desktop's " +
        desktopDecode["small-top.jpg"] + ")");
  const barFrames = await app.page.evaluate(() =>
    Module.ccall("coupdoeil_frames_drawn_decoding", "number"));
  check(barFrames >= 1, "a frame with the decode's progress bar was drawn while it decoded (" +
        barFrames + ")");
  const copy = await app.readFile(kept + "/photos/small-top.jpg");
  check(copy && copy.equals(fs.readFileSync(photo)), "the photo is kept in the app's folder, photos/");
  await sleep(1000);
  const changed = await canvasChanged(app.page, "photo");
  console.log("the photo changed " + (100 * changed).toFixed(1) + "% of the window's pixels");
  check(changed > 0.2, "the photo is drawn on the table (over a fifth of the window changed)");
  await app.page.screenshot({ path: path.join(outDir, "files-photo.png") });
}

// The checksums of the desktop's decode of the test photos (pixelsChecksum of decodePhoto's
// pixels): tests/app/tools/photo_decode_test.cpp checks the same numbers natively (its case
// "the photos of the browser's test", which prints them).
const desktopDecode = { "small-top.jpg": "ffde96c8", "large-top.jpg": "5f885b9c" };

// What the page sees of a decode, every 20 ms from now on (the page's own timer, which runs
// only while its thread is free): the photo's state and progress, requestAnimationFrame's ticks
// and the app's frames drawn while decoding.
function watchDecode(page) {
  return page.evaluate(() => {
    window.decodeSeen = [];
    if (window.decodeWatch) return;
    window.decodeTicks = 0;
    const tick = () => {
      ++window.decodeTicks;
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
    window.decodeWatch = setInterval(() => window.decodeSeen.push({
      t: performance.now(), ticks: window.decodeTicks,
      state: Module.ccall("coupdoeil_photo", "string"),
      progress: Module.ccall("coupdoeil_photo_progress", "number"),
      drawn: Module.ccall("coupdoeil_frames_drawn_decoding", "number") }), 20);
  });
}

// The photo's state and progress, once it decodes with some progress (or has ended); "none"
// until the picker's copy is opened. Looked at in the page every 5 ms, between its own tasks:
// asked from here every 100 ms, a decode that ended within one round trip (a busy machine's
// test run keeps the page waiting) was seen only as ended, and Cancel could not be tried.
async function decodingUnderWay(app) {
  try {
    const seen = await app.page.waitForFunction(() => {
      const state = Module.ccall("coupdoeil_photo", "string");
      const progress = Module.ccall("coupdoeil_photo_progress", "number");
      return state !== "none" && (state !== "decoding" || progress > 0) && { state, progress };
    }, { polling: 5, timeout: 20000 });
    return await seen.jsonValue();
  } catch (e) {
    return { state: "not seen decoding: " + e.message, progress: 0 };
  }
}

// What came of the photo opened: "loaded W H" or why not.
function decodeEnded(app, ms = 20000) {
  return app.until(() => app.ask("coupdoeil_photo"), (s) => s !== "none" && s !== "decoding", ms);
}

// A large photo from the device: Cancel the photo while it decodes, then the same file again,
// watched as it decodes: frames keep coming, its progress rises, the desktop's pixels.
async function largePhoto(app) {
  const large = path.join("tests", "data", "photos", "large-top.jpg");
  const copy = kept + "/photos/large-top.jpg";
  check(await app.tap("Remove photo"), "the Photo tool offers Remove photo");
  check((await pickFrom(app, "Photo from this device\u2026", [large])) !== null,
        "Photo from this device... opens the picker");
  let d = await decodingUnderWay(app);
  check(d.state === "decoding" && d.progress > 0 && d.progress < 1,
        "the large photo decodes, its progress above 0 (" + JSON.stringify(d) + ")");
  check(await app.tap("Cancel the photo"), "its progress bar offers Cancel the photo");
  const cancelled = copy + ": its decoding was cancelled";
  check((await app.ask("coupdoeil_photo")) === cancelled, "Cancel stops it: " + cancelled);
  await sleep(3000); // the decode would have ended by now: nothing of it comes back
  const later = await app.ask("coupdoeil_photo");
  check(later === cancelled, "and the photo stays out after its decode's time (" + later + ")");
  check(await app.tap("Remove photo"), "Remove photo, to open the same file again");
  await watchDecode(app.page);
  check((await pickFrom(app, "Photo from this device\u2026", [large])) !== null,
        "the picker again, the same file");
  d = await decodingUnderWay(app);
  await app.page.screenshot({ path: path.join(outDir, "files-photo-progress.png") });
  const shown = await decodeEnded(app, 60000);
  check(shown === "loaded 6000 4500", "opened again, it decodes: 6000 x 4500 (" + shown + ")");
  const seen = await app.page.evaluate(() => window.decodeSeen);
  const during = seen.filter((x) => x.state === "decoding");
  const rising = during.filter((x) => x.progress > 0 && x.progress < 1);
  let gap = 0, gapAt = "";
  for (let i = 1; i < seen.length; ++i)
    if (seen[i].t - seen[i - 1].t > gap) {
      gap = seen[i].t - seen[i - 1].t;
      gapAt = " (from " + seen[i - 1].state + " " + seen[i - 1].progress.toFixed(2) + " to " +
        seen[i].state + " " + seen[i].progress.toFixed(2) + ")";
    }
  const first = during[0] || { t: 0, ticks: 0, drawn: 0 }, last = during[during.length - 1] || first;
  console.log("decoding " + (last.t - first.t).toFixed(0) + " ms: " + (last.ticks - first.ticks) +
              " animation frames, " + (last.drawn - first.drawn) + " frames drawn by the app, " +
              rising.length + " looks at a progress between 0 and 1, the page's longest wait " +
              gap.toFixed(0) + " ms" + gapAt);
  check(last.ticks - first.ticks >= 10 && last.drawn - first.drawn >= 3,
        "the page's frames keep coming while it decodes (" + (last.ticks - first.ticks) +
        " animation frames, " + (last.drawn - first.drawn) + " drawn by the app)");
  check(rising.length >= 2 && rising.some((x, i) => i > 0 && x.progress > rising[0].progress),
        "its progress rises above 0 before it is done (" +
        rising.slice(0, 8).map((x) => x.progress.toFixed(3)).join(", ") + ")");
  const sum = await app.ask("coupdoeil_photo_checksum");
  check(sum === desktopDecode["large-top.jpg"],
        "to the desktop's pixels (checksum " + sum + ", the desktop's " +
        desktopDecode["large-top.jpg"] + ")");
}

// A damaged photo: the desktop's words. A decoder that cannot start (its file missing): said
// in the photo's panel, never a wait.
async function photoTrouble(app, scratch) {
  const png = fs.readFileSync(path.join("assets", "icons", "coupdoeil-48.png"));
  const idat = png.indexOf("IDAT");
  png[idat + 4] = png[idat + 5] = 0xff; // the zlib header broken, as photo_decode_test.cpp does
  const damaged = path.join(scratch, "damaged.png");
  fs.writeFileSync(damaged, png);
  check(await app.tap("Remove photo"), "Remove photo again");
  await pickFrom(app, "Photo from this device\u2026", [damaged]);
  let said = await decodeEnded(app);
  const words = kept + "/photos/damaged.png: cannot decode the PNG picture (damaged?)";
  check(said === words, "a damaged photo is refused in the desktop's words: " + said);
  // The page's workers load from a file that is not there.
  await app.page.evaluate(() => {
    window.realWorker = window.Worker;
    window.Worker = function (url) { return new window.realWorker("missing-" + url); };
  });
  check(await app.tap("Remove photo"), "and again");
  const small = path.join("tests", "data", "photos", "small-top.jpg");
  await pickFrom(app, "Photo from this device\u2026", [small]);
  said = await decodeEnded(app);
  const start = kept + "/photos/small-top.jpg: cannot decode the picture (";
  check(said.startsWith(start), "a decoder that cannot start says so: " + said);
  await app.page.screenshot({ path: path.join(outDir, "files-photo-no-worker.png") });
  await app.page.evaluate(() => { window.Worker = window.realWorker; });
}

// Closed in the middle of a store, opened again: whole files, the kept tables, the saved density.
async function reopen(browser, url, app, table) {
  // A density saved as the View panel saves it.
  await app.page.evaluate(() => {
    Module.FS.mkdirTree("/home/web_user/.local/share/coupdoeil");
    Module.FS.writeFile("/home/web_user/.local/share/coupdoeil/settings.txt", "ppi 200\n");
  });
  await app.page.evaluate(() => new Promise((ok) => {
    window.coupdoeilStore();
    setTimeout(ok, 1500);
  }));
  check(await app.tap("Save"), "Save the table with its photo");
  const withPhoto = await app.readFile(table.copy);
  // The store this save starts and the page closing (which stores again) race: the page goes.
  await app.page.evaluate(() => window.coupdoeilStore());
  await app.page.close();
  const again = await openApp(browser, url);
  const back = await again.readFile(table.copy);
  check(back && (back.equals(withPhoto) || back.equals(table.saved)),
        "closed mid-store, the table is whole: " +
        (back && back.equals(withPhoto) ? "as saved last" : "as saved before"));
  check(Math.abs(await again.page.evaluate(() => Module.ccall("coupdoeil_ppi", "number")) - 200) < 0.5,
        "the density saved in settings wins over the page's");
  check(await again.tap("Open"), "Open in the page opened again");
  check(await again.tap("demo.yaml"), "the saved-as table is listed in the app's folder");
  check(await again.tap("Open"), "and Open");
  const doc = await again.until(again.document, (d) => d.file === kept + "/demo.yaml");
  check(doc.file === kept + "/demo.yaml", "the saved-as table opens after the page was closed");
  const bytes = await again.readFile(kept + "/demo.yaml");
  check(bytes && bytes.equals(app.savedAs), "with the bytes it was saved with");
  await again.page.screenshot({ path: path.join(outDir, "files-reopened.png") });
}

main().catch((e) => {
  console.log("FAILED: " + (e.stack || e));
  process.exit(1);
});
