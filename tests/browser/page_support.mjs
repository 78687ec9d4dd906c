// What tests/browser/page_*.test.mjs share: the page as pygbag built it (build/web/, from
// `make web`), served like itch.io serves a game (in a folder of its own), a stand-in for
// pygbag's CDN on another origin, and small helpers to read the page.
//
// Site: build/web/ under /html/1/ on 127.0.0.1. `site.rewrite(name, fn)` changes a file
//   on its way out (fn gets and returns its text), `site.answer(name, {status, body})`
//   replaces it; `site.close()` stops the server (its connections too) and `site.reopen()`
//   starts it again on the same port, the same origin.
// Cdn: a second origin standing in for https://pygame-web.github.io/cdn/0.9.3/:
//   "standin"  files with the same names as the runtime's, and a pythons.js that downloads
//              them the way the real one does (a module import, a classic script, a
//              streamed WebAssembly compile, an XMLHttpRequest, a no-cors fetch, an audio
//              element), records each result in window.standin and says the game started;
//   "idle"     a pythons.js that does nothing (a runtime still on its way);
//   "hang"     accepts every connection and never answers (a blocked CDN);
//   "trickle"  like standin, but main.data comes a chunk every few seconds.
//   `cors: false` leaves out Access-Control-Allow-Origin (GitHub Pages sends it).

import http from "node:http";
import { existsSync, mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { ROOT, SHOTS, sleep } from "../../tools/browser/harness.mjs";

export const WEB = path.join(ROOT, "build", "web");
export const BASE = "/html/1/";
const TYPES = { ".html": "text/html; charset=utf-8", ".js": "text/javascript", ".png": "image/png",
  ".apk": "application/zip", ".webmanifest": "application/manifest+json", ".wasm": "application/wasm",
  ".ogg": "audio/ogg", ".py": "text/plain", ".data": "application/octet-stream" };

export function page(name) {
  const file = path.join(WEB, name);
  if (!existsSync(file)) throw new Error(`build/web/${name} is missing: run make web first`);
  return readFileSync(file);
}

// The CDN address the built page loads pygbag's runtime from.
export function realCdn() {
  const match = /\bcdn: "([^"]+)"/.exec(page("index.html").toString("utf-8"));
  if (!match) throw new Error("build/web/index.html names no CDN in window.config");
  return match[1];
}

// [name, digest] of every file the service worker keeps (its FILES list).
export function offlineFiles() {
  const match = /^const FILES = (\[.*?\n\]);$/ms.exec(page("sw.js").toString("utf-8"));
  return JSON.parse(match[1]);
}

function listen(server, port = 0) {
  return new Promise((done, failed) => {
    server.once("error", failed);
    server.listen(port, "127.0.0.1", () => { server.off("error", failed); done(); });
  });
}

export async function serveSite() {
  const rewrites = new Map();
  const answers = new Map();
  const handler = (req, res) => {
    const url = new URL(req.url, "http://x");
    site.requests.push(url.pathname);
    if (!url.pathname.startsWith(BASE)) { res.writeHead(404); res.end(); return; }
    const name = url.pathname.slice(BASE.length) || "index.html";
    if (name.includes("/") || name.includes("..")) { res.writeHead(404); res.end(); return; }
    const type = TYPES[path.extname(name)] || "application/octet-stream";
    if (answers.has(name)) {
      const { status = 200, body = "" } = answers.get(name);
      res.writeHead(status, { "content-type": type, "cache-control": "no-cache" });
      res.end(body);
      return;
    }
    let body;
    try {
      body = readFileSync(path.join(WEB, name));
    } catch {
      res.writeHead(404); res.end(); return;
    }
    if (rewrites.has(name)) body = Buffer.from(rewrites.get(name)(body.toString("utf-8")), "utf-8");
    res.writeHead(200, { "content-type": type, "cache-control": "no-cache" });
    res.end(body);
  };
  const site = {
    server: http.createServer(handler),
    requests: [],
    rewrite(name, fn) { rewrites.set(name, fn); },
    answer(name, reply) { answers.set(name, reply); },
    forget(name) { rewrites.delete(name); answers.delete(name); },
    url(name = "index.html") { return site.origin + BASE + name; },
    close() {
      site.server.close();
      site.server.closeAllConnections();
    },
    async reopen() {
      site.server = http.createServer(handler);
      await listen(site.server, site.port);
    },
  };
  await listen(site.server);
  site.port = site.server.address().port;
  site.origin = `http://127.0.0.1:${site.port}`;
  return site;
}

// The stand-in runtime: what each of the real runtime's kinds of download needs to succeed.
const DATA_BYTES = 300000;
const STANDIN = `// A stand-in for pygbag's pythons.js (tests/browser/page_support.mjs).
const cdn = new URL(".", import.meta.url).href;
const results = window.standin = { order: [] };
async function step(name, run) {
  try { await run(); results[name] = "ok"; } catch (error) { results[name] = "failed: " + error; }
  results.order.push(name);
}
function timeout(ms, what) { return new Promise((_, bad) => setTimeout(() => bad(new Error(what + ": timed out")), ms)); }
await step("vtx.js", () => import(cdn + "vtx.js"));
await step("python312/main.js", () => new Promise((ok, bad) => {
  const s = document.createElement("script");
  s.src = cdn + "python312/main.js";
  s.onload = () => window.standin_main_js ? ok() : bad(new Error("did not run"));
  s.onerror = () => bad(new Error("script error"));
  document.head.appendChild(s);
}));
await step("python312/main.wasm", async () => {
  const made = await WebAssembly.instantiateStreaming(fetch(cdn + "python312/main.wasm", { credentials: "same-origin" }), {});
  if (!made.instance) throw new Error("no instance");
});
await step("python312/main.data", () => new Promise((ok, bad) => {
  const xhr = new XMLHttpRequest();
  xhr.open("GET", cdn + "python312/main.data");
  xhr.responseType = "arraybuffer";
  xhr.onload = () => xhr.status === 200 && xhr.response.byteLength === ${DATA_BYTES} ? ok() : bad(new Error("status " + xhr.status + ", " + (xhr.response && xhr.response.byteLength) + " bytes"));
  xhr.onerror = () => bad(new Error("network error"));
  xhr.send();
}));
await step("pythonrc.py", async () => {
  const response = await fetch(cdn + "pythonrc.py", { mode: "no-cors", credentials: "omit" });
  results["pythonrc.py type"] = response.type;
});
await step("empty.ogg", () => Promise.race([timeout(8000, "audio"), new Promise((ok, bad) => {
  const audio = new Audio();
  audio.preload = "auto";
  audio.addEventListener("canplaythrough", ok);
  audio.addEventListener("error", () => bad(new Error("media error " + (audio.error && audio.error.code))));
  audio.src = cdn + "empty.ogg";
  audio.load();
})]));
results.done = true;
if (window.tridice_started) window.tridice_started();
`;

function cdnFiles(mode) {
  const data = Buffer.alloc(DATA_BYTES);
  for (let i = 0; i < data.length; i++) data[i] = (i * 7919) & 255;
  if (mode === "idle") return { "pythons.js": "// a runtime still on its way\n", "browserfs.min.js": "" };
  return {
    "pythons.js": STANDIN,
    "vtx.js": "export const terminal = true;\n",
    "python312/main.js": "window.standin_main_js = true;\n",
    "python312/main.wasm": Buffer.from([0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00]),
    "python312/main.data": data,
    "pythonrc.py": "print('stand-in pythonrc')\n",
    "empty.ogg": readFileSync(path.join(ROOT, "sounds", "button.ogg")),
    "browserfs.min.js": "window.BrowserFS = window.BrowserFS || {};\n",
  };
}

export async function serveCdn({ mode = "standin", cors = true } = {}) {
  const files = cdnFiles(mode);
  const held = new Set();
  const PREFIX = "/cdn/0.9.3/";
  const handler = (req, res) => {
    const name = decodeURIComponent(new URL(req.url, "http://x").pathname).slice(PREFIX.length);
    cdn.requests.push({ name, range: req.headers.range || null, mode: req.headers["sec-fetch-mode"] || null,
      dest: req.headers["sec-fetch-dest"] || null });
    if (mode === "hang") { held.add(res); return; }
    const headers = { "content-type": TYPES[path.extname(name)] || "application/octet-stream",
      "cache-control": "max-age=600" };
    if (cors) headers["access-control-allow-origin"] = "*";
    if (!(name in files)) { res.writeHead(404, headers); res.end(); return; }
    const body = Buffer.from(files[name]);
    if (mode === "trickle" && name === "python312/main.data") {
      // ten chunks, one every 2.4 s: 24 s in all, never 20 s without a byte
      res.writeHead(200, { ...headers, "content-length": body.length });
      held.add(res);
      let sent = 0;
      const tick = setInterval(() => {
        const next = Math.min(body.length, sent + Math.ceil(body.length / 10));
        res.write(body.subarray(sent, next));
        sent = next;
        if (sent >= body.length) { clearInterval(tick); res.end(); held.delete(res); }
      }, 2400);
      cdn.timers.push(tick);
      return;
    }
    res.writeHead(200, headers);
    res.end(body);
  };
  const cdn = {
    server: http.createServer(handler),
    requests: [],
    timers: [],
    close() {
      cdn.timers.forEach(clearInterval);
      for (const res of held) res.destroy();
      cdn.server.close();
      cdn.server.closeAllConnections();
    },
  };
  await listen(cdn.server);
  cdn.origin = `http://127.0.0.1:${cdn.server.address().port}`;
  cdn.url = cdn.origin + PREFIX;
  return cdn;
}

// The built page with its runtime loaded from `cdn` instead of pygbag's CDN.
export function useCdn(site, cdn) {
  const real = realCdn();
  site.rewrite("index.html", (text) => text.split(real).join(cdn.url));
}

// What the loading overlay shows now.
export async function overlay(page) {
  return await page.evaluate(() => {
    const text = (id) => document.getElementById(id).textContent;
    const visible = (id) => {
      const element = document.getElementById(id);
      const box = element.getBoundingClientRect();
      return !element.closest("[hidden]") && getComputedStyle(element).display !== "none" && box.width > 0 && box.height > 0;
    };
    const retry = document.getElementById("retry").getBoundingClientRect();
    return {
      shown: visible("loading"), failed: visible("failure"), retryShown: visible("retry"),
      heading: text("loading-text"), failure: text("failure-text"), hint: text("failure-hint"),
      detail: text("failure-detail"), kept: text("failure-kept"), retryLabel: text("retry"),
      received: text("received"), reason: window.tridice_watch.failed,
      retry: { left: retry.left, top: retry.top, right: retry.right, bottom: retry.bottom },
      viewport: { width: innerWidth, height: innerHeight },
    };
  });
}

// Waits until the page shows its failure message; returns the overlay and the time it took.
export async function waitForFailure(page, { timeout = 25000, since = Date.now() } = {}) {
  const end = Date.now() + timeout;
  while (Date.now() < end) {
    const now = await overlay(page);
    if (now.failed && now.retryShown) return { ...now, after: Date.now() - since };
    await sleep(100);
  }
  throw new Error(`no failure message within ${timeout} ms: ${JSON.stringify(await overlay(page))}`);
}

// Starts loading `url` without waiting for the document to finish: a CDN that never answers
// holds the page's last script (browserfs.min.js), so DOMContentLoaded may never come. Resolves
// once the page's own loading overlay exists.
export async function visit(page, url) {
  page.visiting = page.goto(url, { waitUntil: "domcontentloaded", timeout: 120000 }).catch(() => null);
  await waitFor(async () => {
    try {
      return await page.evaluate(() => Boolean(window.tridice_watch && document.getElementById("retry")));
    } catch {
      return false; // between documents
    }
  }, { what: `the page at ${url}`, timeout: 15000, every: 50 });
}

// A fresh browser context (its own storage, caches and service workers) and a page in it.
export async function freshPage(browser, viewport) {
  const context = await browser.createBrowserContext();
  const tab = await context.newPage();
  await tab.setViewport(viewport);
  tab.errors = [];
  tab.on("pageerror", (error) => tab.errors.push(String(error)));
  return { context, page: tab };
}

export async function shot(page, name, viewport) {
  mkdirSync(SHOTS, { recursive: true });
  const file = path.join(SHOTS, `${name}-${viewport.name}.png`);
  await page.screenshot({ path: file });
  return file;
}

// Every TriDice cache of the page's origin: {name: [file names]}.
export async function cacheListing(page) {
  return await page.evaluate(async () => {
    const out = {};
    for (const key of await caches.keys()) {
      const cache = await caches.open(key);
      out[key] = (await cache.keys()).map((request) => request.url);
    }
    return out;
  });
}

export async function waitFor(test, { what = "a condition", timeout = 15000, every = 100 } = {}) {
  const end = Date.now() + timeout;
  let last;
  while (Date.now() < end) {
    last = await test();
    if (last) return last;
    await sleep(every);
  }
  throw new Error(`timed out waiting for ${what}`);
}

// Waits until the page is controlled by its worker; returns the worker's script address.
export async function controlled(page) {
  return await waitFor(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL || null),
    { what: "the service worker to control the page", timeout: 20000 });
}

export { sleep };
