// The browser harness: serves the game on 127.0.0.1 and drives headless Chromium.
//
// Used by tests/browser/*.test.mjs (make test-browser) and tools/browser/bench.mjs
// (make bench-browser). What it serves (see page.html):
//   /page.html, /pyodide/..., /pygame-ce.whl, /app.zip    the game under pyodide
//   /web/...                                             build/web/ as pygbag made it
// A page opened with `openGame` records every page error, console error and Python
// traceback in `game.problems`; `game.close()` fails (throws) if there were any, so a
// test cannot pass over one by accident.

import http from "node:http";
import { appendFileSync, mkdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createRequire } from "node:module";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
export const ENV = path.join(ROOT, "build", "browser-env");
export const SHOTS = path.join(ROOT, "build", "browser-shots");
// Every retry of a stuck page, one line each (make test-browser empties it first and
// tools/browser/retries.mjs counts it after the run: CI fails when more than one test needed one).
export const RETRIES = path.join(ROOT, "build", "browser-retries.txt");

export function countRetry(what) {
  mkdirSync(path.dirname(RETRIES), { recursive: true });
  appendFileSync(RETRIES, what.replace(/\s+/g, " ").slice(0, 300) + "\n");
}
const require = createRequire(path.join(ENV, "package.json"));
const puppeteer = require("puppeteer-core");

export const CHROMIUM = process.env.TRIDICE_CHROMIUM || "/usr/bin/chromium";
// The flags the machine's notes give for a closed network: no background connections.
const FLAGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
  "--disable-background-networking", "--disable-component-update", "--disable-sync",
  "--disable-dev-shm-usage",
  "--disable-renderer-backgrounding", "--disable-background-timer-throttling",
  // English whatever the machine's locale: the app follows navigator.language (docs/i18n.md),
  // which headless Chromium takes from --accept-lang (not --lang: tried, it stays en-US);
  // and the tests read and press its English words (language.test.mjs sets its own)
  "--accept-lang=en-US",
  // No in-process heap profiler. Chromium turns it on at random for some browser sessions
  // (HeapProfilerReporting, on by default; every renderer of such a session gets
  // --subproc-heap-profiling); crashpad's minidumps of the pages that "stopped answering"
  // (issue 27) show its frame-pointer scan reading past the end of the secondary stack
  // pyodide's WebAssembly runs on (SIGSEGV). docs/testing.md, "A page that stops answering".
  "--disable-features=HeapProfilerReporting"];

// The three shapes every test names: a phone (touch, device pixel ratio 3), a small phone
// (touch) and a laptop (mouse).
export const PHONE = { name: "390x844", width: 390, height: 844, deviceScaleFactor: 3, isMobile: true, hasTouch: true };
export const SMALL = { name: "320x568", width: 320, height: 568, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
export const DESKTOP = { name: "1280x720", width: 1280, height: 720, deviceScaleFactor: 1, isMobile: false, hasTouch: false };
export const VIEWPORTS = [PHONE, SMALL, DESKTOP];

const TYPES = { ".html": "text/html; charset=utf-8", ".js": "text/javascript", ".mjs": "text/javascript",
  ".wasm": "application/wasm", ".json": "application/json", ".zip": "application/zip",
  ".whl": "application/zip", ".apk": "application/zip", ".png": "image/png", ".tar": "application/x-tar",
  ".webmanifest": "application/manifest+json", ".css": "text/css", ".txt": "text/plain" };

const ROUTES = {
  "/page.html": path.join(ROOT, "tools", "browser", "page.html"),
  "/pygame-ce.whl": path.join(ENV, "pygame-ce.whl"),
  // make bench-browser's instruments (page.html?prelude=bench_prelude.py)
  "/bench_prelude.py": path.join(ROOT, "tools", "browser", "bench_prelude.py"),
  // the eye tests' instrument: the frame's texts in the probe (page.html?prelude=texts_prelude.py)
  "/texts_prelude.py": path.join(ROOT, "tools", "browser", "texts_prelude.py"),
  // TRIDICE_APP_ZIP: another bundle (an older build, to see a test fail before its fix)
  "/app.zip": process.env.TRIDICE_APP_ZIP || path.join(ROOT, "build", "web", "tridice.apk"),
};

function resolve(urlPath) {
  if (ROUTES[urlPath]) return ROUTES[urlPath];
  const under = (prefix, folder) => {
    const rest = path.normalize(urlPath.slice(prefix.length));
    const file = path.join(folder, rest);
    return file.startsWith(folder) ? file : null;
  };
  if (urlPath.startsWith("/pyodide/")) return under("/pyodide/", path.join(ENV, "pyodide"));
  if (urlPath.startsWith("/web/")) return under("/web/", path.join(ROOT, "build", "web"));
  return null;
}

// A static server on 127.0.0.1 (a free port). `server.blocked` is a set of path prefixes
// answered with 503, to make a download fail on purpose.
export async function serve() {
  const cache = new Map();
  const server = http.createServer((req, res) => {
    const urlPath = decodeURIComponent(new URL(req.url, "http://x").pathname);
    const file = resolve(urlPath.endsWith("/") ? urlPath + "index.html" : urlPath);
    if ([...server.blocked].some((prefix) => urlPath.startsWith(prefix))) {
      res.writeHead(503); res.end(); return;
    }
    try {
      const stamp = file && statSync(file).mtimeMs;
      let body = cache.get(file);
      if (!body || body.stamp !== stamp) { body = { bytes: readFileSync(file), stamp }; cache.set(file, body); }
      res.writeHead(200, { "content-type": TYPES[path.extname(file)] || "application/octet-stream",
        "cache-control": "no-cache" });
      res.end(body.bytes);
    } catch {
      res.writeHead(404); res.end();
    }
  });
  server.blocked = new Set();
  await new Promise((done) => server.listen(0, "127.0.0.1", done));
  server.origin = `http://127.0.0.1:${server.address().port}`;
  return server;
}

// A Chromium with its own empty profile (user data folder): a separate player. Audio
// waits for a user gesture, as on players' browsers (headless Chromium lets it play).
// A call into the page may wait up to 5 minutes: the eye tests' probe redraws a frame onto
// recording surfaces under pyodide, and on a slow stretch of a shared 2-core machine one such
// call once passed 2 minutes (three tests of a run whose next run passed whole in 4.5 min).
export async function launch({ args = [] } = {}) {
  return await puppeteer.launch({ executablePath: CHROMIUM, headless: true,
    args: [...FLAGS, "--autoplay-policy=user-gesture-required", ...args], protocolTimeout: 300000 });
}

export function sleep(ms) { return new Promise((done) => setTimeout(done, ms)); }

// Storage faults a test can put under the page before it starts.
const FAULTS = {
  // every write throws QuotaExceededError, as a full localStorage does
  full: () => {
    Storage.prototype.setItem = function () {
      throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
    };
  },
  // the localStorage property itself throws, as in some private modes
  blocked: () => {
    Object.defineProperty(window, "localStorage", {
      get() { throw new DOMException("The operation is insecure.", "SecurityError"); } });
  },
};

// The day every browser test runs on, as every native test does (tests/conftest.py TEST_DAY):
// 2026-11-25 at noon UTC, the 25th in every time zone from UTC-12 to UTC+11. A page opened
// with `openGame` starts its clock there (`clock`: another instant, or null for the real
// clock), and the clock goes on at its real pace from there.
export const TEST_TIME = Date.UTC(2026, 10, 25, 12);

// Runs in the page before its own scripts: Date.now() and `new Date()` (pyodide's Python reads
// the clock through them: time.time(), date.today(), time.localtime()) say `instant` plus the
// real time since `since` (node's Date.now() when the page was prepared, so a reload goes on
// from where the clock was). performance.now() and timers are the real ones.
function PIN_CLOCK(instant, since) {
  const RealDate = Date, realNow = Date.now;
  const now = () => instant + (realNow.call(RealDate) - since);
  function PinnedDate(...args) {
    if (!new.target) return new RealDate(now()).toString();  // Date() called as a function
    return args.length ? new RealDate(...args) : new RealDate(now());
  }
  Object.setPrototypeOf(PinnedDate, RealDate);  // Date.UTC, Date.parse
  PinnedDate.prototype = RealDate.prototype;  // `instanceof Date` holds for every date
  PinnedDate.now = now;
  Object.defineProperty(RealDate.prototype, "constructor", { value: PinnedDate, writable: true, configurable: true });
  globalThis.Date = PinnedDate;
}

// How long a page may leave a call unanswered before it counts as stuck: while it starts
// (the first frame normally comes in a few seconds; see Game.goto), and later (a call waits
// for the frame being drawn: the eye tests' probe once took 2 minutes on a slow stretch).
const STARTING_PATIENCE = 90000;
const PATIENCE = 150000;

export class Unanswered extends Error {}

// Whether `error` says a page stopped answering (our patience, or puppeteer's protocol
// timeout on any other call), rather than what the page answered.
export function stuck(error) {
  return error instanceof Unanswered || /timed out\. Increase the 'protocolTimeout'/.test(String(error?.message));
}

// `promise`, or an Unanswered error once `ms` pass without it (the promise's own later
// failure, a closed page's, is then nobody's business).
function within(promise, ms, what) {
  promise.catch(() => {});
  let timer;
  const limit = new Promise((_, fail) => { timer = setTimeout(() => fail(new Unanswered(what)), ms); });
  return Promise.race([promise, limit]).finally(() => clearTimeout(timer));
}

export class Game {
  constructor(server, page, viewport) {
    this.server = server; this.viewport = viewport;
    this.problems = []; this.log = [];
    this.setups = [];  // what prepare() did to the page, to do again on a new one (goto)
    this.patience = PATIENCE;  // ms a call into the page may take
    this.attach(page);
  }

  // Does `step(page)` to the page now (before goto: a script on every new document, an
  // emulated media feature or time zone) and again on any page that replaces it.
  async prepare(step) {
    this.setups.push(step);
    await step(this.page);
  }

  attach(page) {
    this.page = page; this.cdp = null;
    page.on("pageerror", (error) => this.problems.push("page error: " + String(error).slice(0, 600)));
    page.on("response", (response) => {
      if (response.status() >= 400) this.log.push(`http ${response.status()}: ${response.url()}`);
    });
    page.on("console", (message) => {
      const text = message.text();
      this.log.push(`${message.type()}: ${text}`);
      if (message.type() === "error") {
        this.problems.push("console error: " + text.slice(0, 600));
      } else if (/Traceback \(most recent call last\)/.test(text)) {
        this.problems.push("python traceback: " + text.slice(0, 600));
      }
    });
  }

  // Navigates to the test page with the app's command line `args` and `hash` (#CODE), and
  // a `prelude` served beside the page if given, and waits for the first menu (or whatever
  // scene opens first) to be drawn.
  //
  // Once in several hundred starts on this shared 2-core machine, a page never answered a
  // call while it started: the test's first look at it waited out the protocol's 5 minutes
  // (CI, 2026-11-25, at 390x844; the same start passes every other time, so the page's own
  // code is not stuck in a loop it would always take). A page that leaves a call unanswered
  // for STARTING_PATIENCE while it starts is closed and a new one, prepared the same way in
  // the same context, starts again, once; the test's log says so. A page that answers but
  // never draws, or a second stuck page, still fails the test.
  async goto({ args = "", hash = "", prelude = "" } = {}) {
    const url = `${this.server.origin}/page.html?args=${encodeURIComponent(args)}` +
      `${prelude ? "&prelude=" + encodeURIComponent(prelude) : ""}${hash ? "#" + hash : ""}`;
    for (let attempt = 1; ; attempt++) {
      this.patience = STARTING_PATIENCE;
      try {
        await this.page.goto(url, { waitUntil: "load", timeout: STARTING_PATIENCE });
        await this.waitFor((p) => p && p.top, { what: "the app's first frame", timeout: 60000 });
        return this;
      } catch (error) {
        const stuck = error instanceof Unanswered || error.name === "TimeoutError";
        if (!stuck || attempt > 1) throw error;
        console.warn(`# ${this.viewport.name}: the page did not answer for ${STARTING_PATIENCE / 1000} s ` +
          `while it started (${error.message}); a new page starts again.${this.tail()}`);
        countRetry(`${process.argv[1] ? path.basename(process.argv[1]) : "?"} ${this.viewport.name}: ` +
          `a new page while it started (${error.message})`);
        await this.renew();
      } finally {
        this.patience = PATIENCE;
      }
    }
  }

  // Replaces a stuck page by a new one in the same context, prepared as it was.
  async renew() {
    const context = this.page.browserContext();
    await within(this.page.close(), 30000, "closing the stuck page").catch(() => {});
    const page = await context.newPage();
    await page.setViewport(this.viewport);
    this.attach(page);
    for (const step of this.setups) await step(page);
  }

  async reload() {
    await this.page.reload({ waitUntil: "load" });
    await this.waitFor((p) => p && p.top, { what: "the app's first frame after reload", timeout: 60000 });
  }

  // Runs `fn` in the page and returns its (JSON-able) value, *without* the user gesture
  // that puppeteer's page.evaluate grants: a test's looking must not unlock the page's audio
  // or clipboard the way a player's tap does.
  async read(fn, ...args) {
    this.cdp ||= await this.page.createCDPSession();
    const expression = `(${fn})(...${JSON.stringify(args)})`;
    const call = this.cdp.send("Runtime.evaluate",
      { expression, returnByValue: true, awaitPromise: true, userGesture: false });
    const { result, exceptionDetails } = await within(call, this.patience,
      `a call into the page, unanswered for ${this.patience / 1000} s`);
    if (exceptionDetails) throw new Error("page: " + (exceptionDetails.exception?.description || exceptionDetails.text));
    return result.value;
  }

  // The app's read-only snapshot (app/page/probe.py), or null before the first frame.
  async probe() {
    const [text, boot] = await this.read(() => [window.tridice_probe || null, window.tridice_boot || null]);
    if (boot && boot.state === "error") throw new Error("the app stopped: " + boot.error + this.tail());
    return text ? JSON.parse(text) : null;
  }

  tail() {
    return "\n--- last console lines ---\n" + this.log.slice(-15).join("\n");
  }

  // Polls the probe until `test(probe)` is true; returns that probe.
  async waitFor(test, { what = "a condition", timeout = 30000, every = 50 } = {}) {
    const end = Date.now() + timeout;
    let last = null;
    while (Date.now() < end) {
      last = await this.probe();
      if (last !== null && test(last)) return last;  // null: the app has not drawn yet
      if (this.problems.length) break;
      await sleep(every);
    }
    throw new Error(`timed out waiting for ${what}; problems: ${JSON.stringify(this.problems)}; ` +
      `last probe: ${JSON.stringify(last)?.slice(0, 1500)}${this.tail()}`);
  }

  // Waits until the app has drawn `frames` more frames with nothing changing in the probe.
  async settle({ timeout = 30000 } = {}) {
    let before = JSON.stringify(await this.probe());
    const end = Date.now() + timeout;
    while (Date.now() < end) {
      await sleep(150);
      const now = JSON.stringify(await this.probe());
      // still: the same report twice, and no fade or celebration moving on the canvas
      if (now === before && !JSON.parse(now)?.moving) return JSON.parse(now);
      before = now;
    }
    throw new Error("the app never settled" + this.tail());
  }

  // Canvas pixels -> CSS pixels of the page, through the canvas element's box.
  async toPage([x, y]) {
    const box = await this.read(() => {
      const c = document.getElementById("canvas"), r = c.getBoundingClientRect();
      return { left: r.left, top: r.top, width: r.width, height: r.height, w: c.width, h: c.height };
    });
    return [box.left + (x * box.width) / box.w, box.top + (y * box.height) / box.h];
  }

  // A tap (touch viewports) or a click (mouse) at the centre of `rect` [x, y, w, h] (canvas px).
  async press(rect) {
    const [x, y] = await this.toPage([rect[0] + rect[2] / 2, rect[1] + rect[3] / 2]);
    if (this.viewport.hasTouch) await this.page.touchscreen.tap(x, y);
    else await this.page.mouse.click(x, y);
  }

  // Presses the visible widget whose words are `text` (a RegExp or a string).
  async pressButton(text, { timeout = 15000 } = {}) {
    const match = (w) => (text instanceof RegExp ? text.test(w.text) : w.text === text);
    const probe = await this.waitFor((p) => p && p.widgets.some((w) => match(w) && w.enabled),
      { what: `a button ${text}`, timeout });
    const widget = probe.widgets.find((w) => match(w) && w.enabled);
    await this.press(widget.rect);
    return widget;
  }

  async key(name, times = 1) {
    for (let i = 0; i < times; i++) await this.page.keyboard.press(name);
  }

  async shot(name) {
    mkdirSync(SHOTS, { recursive: true });
    const file = path.join(SHOTS, `${name}-${this.viewport.name}.png`);
    await this.page.screenshot({ path: file });
    return file;
  }

  // The app's keys in localStorage, with their text.
  async storage() {
    return await this.read(() => {
      const out = {};
      for (let i = 0; i < localStorage.length; i++) {
        const key = localStorage.key(i);
        out[key] = localStorage.getItem(key);
      }
      return out;
    });
  }

  // How much of the canvas is not one flat colour (0..1): a blank canvas gives 0.
  async inked() {
    return await this.read(() => {
      const c = document.getElementById("canvas");
      const copy = document.createElement("canvas");
      copy.width = 96; copy.height = 96;
      const g = copy.getContext("2d");
      g.drawImage(c, 0, 0, 96, 96);
      const data = g.getImageData(0, 0, 96, 96).data;
      const first = [data[0], data[1], data[2]];
      let differ = 0;
      for (let i = 0; i < data.length; i += 4) {
        if (Math.abs(data[i] - first[0]) + Math.abs(data[i + 1] - first[1]) + Math.abs(data[i + 2] - first[2]) > 24) differ++;
      }
      return differ / (96 * 96);
    });
  }

  // Ends the page; throws if it logged a page error, console error or Python traceback.
  async close() {
    const problems = this.problems.slice();
    await within(this.page.close(), 30000, "closing the page").catch(() => {});
    if (this.context) await within(this.context.close(), 30000, "closing its context").catch(() => {});
    if (problems.length) throw new Error("the page reported problems:\n" + problems.join("\n"));
  }
}

// A new page in `browser` at `viewport`, in a fresh context (its own storage) unless
// `context` is given; `fault` ("full" or "blocked") breaks localStorage before the app runs;
// its clock starts at `clock` (TEST_TIME unless given; null: the real clock).
export async function openGame(browser, server, viewport, { context = null, fault = null, fresh = true,
  permissions = true, clock = TEST_TIME } = {}) {
  const ctx = context || (fresh ? await browser.createBrowserContext() : browser.defaultBrowserContext());
  if (permissions) {
    await ctx.overridePermissions(server.origin, ["clipboard-read", "clipboard-write", "clipboard-sanitized-write"]);
  }
  const page = await ctx.newPage();
  await page.setViewport(viewport);
  const game = new Game(server, page, viewport);
  if (clock !== null) {
    const since = Date.now();
    await game.prepare((p) => p.evaluateOnNewDocument(PIN_CLOCK, clock, since));
  }
  if (fault) await game.prepare((p) => p.evaluateOnNewDocument(FAULTS[fault]));
  if (!context && fresh) game.context = ctx;
  return game;
}
