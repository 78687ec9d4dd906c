// Offline after the first visit (web/sw.js, registered by the page): the worker keeps the
// game's own files and serves them with the server stopped; a new release replaces the old
// cache; and what it keeps of pygbag's runtime, measured with a stand-in CDN on another
// origin that makes the same kinds of requests (docs/release.md holds the table printed here).

import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { DESKTOP, PHONE, launch } from "../../tools/browser/harness.mjs";
import { BASE, cacheListing, controlled, freshPage, offlineFiles, overlay, serveCdn, serveSite, shot, sleep, useCdn,
  visit, waitFor, waitForFailure } from "./page_support.mjs";

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

function gameCaches(listing) {
  return Object.keys(listing).filter((name) => name.startsWith("tridice-game-"));
}

// Every response the page gets: url -> {status, fromServiceWorker}.
function recordResponses(page) {
  const seen = new Map();
  page.on("response", (response) => {
    seen.set(response.url().split("#")[0], { status: response.status(), sw: response.fromServiceWorker() });
  });
  page.on("requestfailed", (request) => {
    seen.set(request.url().split("#")[0], { status: 0, sw: false, failed: request.failure()?.errorText });
  });
  return seen;
}

test("the worker keeps the game's files and serves them with the server stopped", async () => {
  const site = await serveSite();
  const { context, page } = await freshPage(browser, PHONE);
  try {
    await page.goto(site.url(), { waitUntil: "domcontentloaded" });
    const script = await controlled(page);
    assert.ok(script.startsWith(site.url("sw.js?runtime=")), script);
    const files = offlineFiles().map(([name]) => name);
    const listing = await cacheListing(page);
    const [game] = gameCaches(listing);
    assert.equal(gameCaches(listing).length, 1, JSON.stringify(listing));
    assert.ok(game.endsWith(" " + site.url("")), game);
    assert.deepEqual(listing[game].map((url) => url.slice(site.url("").length)).sort(), [...files].sort());
    console.log(`# first visit: the worker keeps ${listing[game].length} files in "${game.split(" ")[0]}": ${files.join(", ")}`);

    // the server goes away; the page comes back from the worker's cache
    site.close();
    const responses = recordResponses(page);
    await page.reload({ waitUntil: "domcontentloaded" });
    const seen = await waitForFailure(page, { timeout: 20000 });
    await sleep(1000); // the manifest and icons the page links
    for (const name of ["index.html", "tridice.apk", "icon-192.png", "favicon.png"]) {
      const response = responses.get(site.url(name));
      assert.ok(response, `${name} was not requested: ${JSON.stringify([...responses.keys()])}`);
      assert.deepEqual([response.status, response.sw], [200, true], name);
    }
    // the game file came whole from the cache (the page checked it); only the runtime is missing
    assert.equal(seen.reason, "runtime");
    assert.equal(seen.failure, "The game engine could not be downloaded.");
    const served = [...responses.entries()].filter(([, r]) => r.sw).map(([url]) => url.replace(site.url(""), ""));
    console.log(`# second visit, server stopped: from the worker: ${served.join(", ")}`);
    await shot(page, "page-offline-second-visit", PHONE);
    assert.deepEqual(page.errors, []);
  } finally {
    await context.close();
    site.close();
  }
});

test("a new release replaces the old cache", async () => {
  const site = await serveSite();
  const { context, page } = await freshPage(browser, DESKTOP);
  try {
    await page.goto(site.url(), { waitUntil: "domcontentloaded" });
    await controlled(page);
    const [old] = gameCaches(await cacheListing(page));
    const oldRelease = old.split(" ")[0].slice("tridice-game-".length);
    // the next release: its sw.js differs (a new RELEASE), its page too
    const newRelease = oldRelease.replace(/\+[0-9a-f]+$/, "+0123456789ab");
    assert.notEqual(newRelease, oldRelease);
    site.rewrite("sw.js", (text) => text.replace(`const RELEASE = "${oldRelease}";`, `const RELEASE = "${newRelease}";`));
    site.rewrite("index.html", (text) => text.replace("<title>TriDice</title>", "<title>TriDice (next)</title>"));
    const reloads = [];
    page.on("framenavigated", (frame) => { if (frame === page.mainFrame()) reloads.push(Date.now()); });
    await page.reload({ waitUntil: "domcontentloaded" });
    // the page, not started yet, lets the waiting release take over and loads itself again
    const listing = await waitFor(async () => {
      const now = await cacheListing(page).catch(() => null);
      return now && gameCaches(now).length === 1 && gameCaches(now)[0].startsWith(`tridice-game-${newRelease} `) ? now : null;
    }, { what: "the new release's cache alone", timeout: 20000 });
    await waitFor(() => page.evaluate(() => document.title === "TriDice (next)").catch(() => false),
      { what: "the new release's page", timeout: 10000 });
    const [fresh] = gameCaches(listing);
    assert.equal(listing[fresh].length, offlineFiles().length);
    console.log(`# update: "${old.split(" ")[0]}" replaced by "${fresh.split(" ")[0]}" after ${reloads.length} page loads`);
    assert.ok(reloads.length >= 2 && reloads.length <= 3, `${reloads.length} page loads`);
    assert.deepEqual(page.errors, []);
  } finally {
    await context.close();
    site.close();
  }
});

// What each of the runtime's kinds of download needs, and how the real one makes it.
const KINDS = {
  "pythons.js": "module script (<script type=module>), CORS",
  "vtx.js": "module import(), CORS",
  "python312/main.js": "classic <script> added by pythons.js, no-cors",
  "python312/main.wasm": "fetch() + WebAssembly.instantiateStreaming, CORS",
  "python312/main.data": "XMLHttpRequest (Emscripten's data file), CORS",
  "pythonrc.py": "fetch() with mode no-cors",
  "empty.ogg": "<audio> element (media, range requests)",
  "browserfs.min.js": "classic <script> in the page, no-cors",
};

test("what the worker keeps of the runtime (a stand-in CDN on another origin, measured)", async () => {
  const site = await serveSite();
  const cdn = await serveCdn({ mode: "standin" });
  useCdn(site, cdn);
  const { context, page } = await freshPage(browser, PHONE);
  try {
    const firstVisit = recordResponses(page);
    await visit(page, site.url());
    await waitFor(() => page.evaluate(() => window.standin?.done === true), { what: "the stand-in runtime", timeout: 20000 });
    const first = await page.evaluate(() => window.standin);
    for (const name of Object.keys(KINDS).filter((n) => n in first)) assert.equal(first[name], "ok", `${name} online: ${first[name]}`);
    assert.equal((await overlay(page)).shown, false, "the stand-in said the game started");
    // the downloads of the first visit the worker did not see are kept when the page asks (3 s after the start)
    const runtimeCache = (listing) => Object.keys(listing).find((name) => name.startsWith("tridice-runtime-"));
    const listing = await waitFor(async () => {
      const now = await cacheListing(page);
      const name = runtimeCache(now);
      return name && now[name].length >= Object.keys(KINDS).length ? now : null;
    }, { what: "the runtime's files in the worker's cache", timeout: 20000 }).catch(async () => await cacheListing(page));
    const name = runtimeCache(listing);
    assert.ok(name, `no runtime cache: ${JSON.stringify(listing)}`);
    assert.ok(name.startsWith(`tridice-runtime-${cdn.url} `), name);
    const kept = new Set(listing[name].map((url) => url.slice(cdn.url.length)));
    const seenByWorker = Object.keys(KINDS).filter((file) => firstVisit.get(cdn.url + file)?.sw);
    console.log(`# first visit: through the worker already: ${seenByWorker.join(", ") || "none"}; ` +
      `the others were kept when the page asked after the start`);

    // a visit with the worker in control: each download is kept as it passes through it
    // (the runtime cache emptied first; the page's own request comes only 3 s after the start)
    await page.evaluate((cache) => caches.delete(cache), name);
    await page.reload({ waitUntil: "domcontentloaded" });
    await waitFor(() => page.evaluate(() => window.standin?.done === true), { what: "the stand-in runtime again", timeout: 20000 });
    // each copy is kept once its download has wholly passed (the worker's waitUntil), so a
    // moment after the page has it
    const passing = await waitFor(async () => {
      const now = await cacheListing(page);
      return (now[name] || []).length >= Object.keys(KINDS).length ? now : null;
    }, { what: "the runtime's files kept as they passed", timeout: 10000 }).catch(async () => await cacheListing(page));
    const keptPassing = (passing[name] || []).map((url) => url.slice(cdn.url.length)).sort();
    console.log(`# with the worker in control, kept as they passed: ${keptPassing.join(", ")}`);
    assert.deepEqual(keptPassing, Object.keys(KINDS).sort());

    // both servers stop: a second visit with no network at all
    site.close();
    cdn.close();
    const responses = recordResponses(page);
    await page.reload({ waitUntil: "domcontentloaded" });
    const offline = await waitFor(() => page.evaluate(() => window.standin?.done ? window.standin : null),
      { what: "the stand-in runtime, offline", timeout: 20000 });
    const rows = [];
    for (const [file, kind] of Object.entries(KINDS)) {
      const response = responses.get(cdn.url + file);
      const worked = file in offline ? offline[file] === "ok" : Boolean(response && response.status === 200);
      rows.push({ file, kind, kept: kept.has(file), offline: worked, fromWorker: Boolean(response?.sw),
        note: file in offline && offline[file] !== "ok" ? offline[file] : "" });
    }
    console.log("# runtime file | how it is downloaded | kept | starts offline");
    for (const row of rows) {
      console.log(`# ${row.file} | ${row.kind} | ${row.kept ? "yes" : "no"} | ${row.offline ? "yes" : "NO"}${row.note ? " (" + row.note + ")" : ""}`);
    }
    console.log(`# pythonrc.py arrives as a "${offline["pythonrc.py type"]}" response offline`);
    // measured in Chromium: every kind is kept and serves the second start with no network
    for (const row of rows) {
      assert.ok(row.kept, `${row.file} was not kept`);
      assert.ok(row.offline, `${row.file} failed offline: ${row.note}`);
    }
    assert.equal((await overlay(page)).shown, false, "offline, the stand-in runtime started again");
    await shot(page, "page-offline-runtime", PHONE);
    assert.deepEqual(page.errors, []);
  } finally {
    await context.close();
    site.close();
    cdn.close();
  }
});

test("a CDN without CORS: its answers are opaque and never kept", async () => {
  const site = await serveSite();
  const cdn = await serveCdn({ mode: "standin", cors: false });
  useCdn(site, cdn);
  const { context, page } = await freshPage(browser, PHONE);
  try {
    await visit(page, site.url());
    await controlled(page);
    await page.reload({ waitUntil: "domcontentloaded" }); // now every download passes through the worker
    await controlled(page);
    await sleep(3000);
    const listing = await cacheListing(page);
    const runtime = Object.entries(listing).filter(([name]) => name.startsWith("tridice-runtime-"));
    const kept = runtime.flatMap(([, urls]) => urls);
    const asked = [...new Set(cdn.requests.map((r) => r.name))];
    console.log(`# no CORS: the CDN was asked for ${asked.join(", ")}; the worker kept ${kept.length} of them`);
    assert.ok(asked.includes("browserfs.min.js") && asked.includes("pythons.js"));
    assert.deepEqual(kept, []);
    // the module script needs CORS: without it the runtime cannot even start (online too)
    const seen = await waitForFailure(page, { timeout: 20000 });
    assert.equal(seen.reason, "runtime");
  } finally {
    await context.close();
    site.close();
    cdn.close();
  }
});
