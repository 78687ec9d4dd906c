// The page's first minute (web/index.tmpl as `make web` builds it): while pygbag's runtime
// downloads it shows what is happening; when a download fails, nothing arrives for 20 s, or
// the game file is missing or damaged, it says so in plain words with a Retry button.
// pygbag's CDN cannot be reached from this machine, which is the first test's situation.

import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { DESKTOP, PHONE, SMALL, launch } from "../../tools/browser/harness.mjs";
import { controlled, freshPage, overlay, page, serveCdn, serveSite, shot, sleep, useCdn, visit, waitForFailure } from "./page_support.mjs";

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

function assertPlainFailure(seen, viewport) {
  assert.equal(seen.heading, "TriDice could not start.");
  assert.match(seen.failure, /^[A-Z][^.]+\.$/);
  assert.match(seen.hint, /Retry/);
  assert.equal(seen.kept, "Your saved games and settings are safe.");
  assert.equal(seen.retryLabel, "Retry");
  // the button is on the screen, big enough for a thumb, on every shape
  assert.ok(seen.retry.left >= 0 && seen.retry.right <= viewport.width, JSON.stringify(seen.retry));
  assert.ok(seen.retry.top >= 0 && seen.retry.bottom <= viewport.height, JSON.stringify(seen.retry));
  assert.ok(seen.retry.bottom - seen.retry.top >= 44);
}

test("runtime unreachable: the message and Retry within 20 s at every shape, and Retry keeps what is saved", async () => {
  const site = await serveSite();
  try {
    for (const viewport of [PHONE, SMALL, DESKTOP]) {
      const { context, page } = await freshPage(browser, viewport);
      const since = Date.now();
      await page.goto(site.url(), { waitUntil: "domcontentloaded" });
      const seen = await waitForFailure(page, { timeout: 20000, since });
      console.log(`# ${viewport.name}: message and Retry after ${seen.after} ms (${seen.detail})`);
      assert.ok(seen.after < 20000);
      assert.equal(seen.reason, "runtime");
      assert.equal(seen.failure, "The game engine could not be downloaded.");
      assert.match(seen.detail, /^(pythons|browserfs\.min)\.js could not be downloaded/);
      assertPlainFailure(seen, viewport);
      await shot(page, "page-failed", viewport);
      if (viewport !== SMALL) {
        // Retry loads the page again; what the app saved stays where it is.
        const saved = { "tridice.settings": '{"app": "tridice", "kind": "settings", "version": 1, "data": {"sound": false}}',
          "tridice.autosave": '{"app": "tridice", "kind": "autosave", "version": 1, "data": {"record": {}}}' };
        await page.evaluate((items) => { for (const [k, v] of Object.entries(items)) localStorage.setItem(k, v); }, saved);
        const box = await (await page.$("#retry")).boundingBox();
        const reloaded = page.waitForNavigation({ waitUntil: "domcontentloaded" });
        if (viewport.hasTouch) await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
        else await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
        await reloaded;
        const again = await waitForFailure(page, { timeout: 20000 });
        assert.equal(again.retryLabel, "Retry");
        const kept = await page.evaluate((keys) => keys.map((k) => localStorage.getItem(k)), Object.keys(saved));
        assert.deepEqual(kept, Object.values(saved));
      }
      assert.deepEqual(page.errors, []);
      await context.close();
    }
  } finally {
    site.close();
  }
});

// The overlay every half second until it goes or fails (40 s at most).
async function watchLoading(page) {
  const seen = [];
  const end = Date.now() + 40000;
  while (Date.now() < end) {
    const now = await overlay(page);
    seen.push(now);
    if (!now.shown || now.failed) break;
    await sleep(500);
  }
  return seen;
}

// A download that trickles was never taken for a stall, the runtime started, and the count
// of what arrived grew in the player's sight. Returns the readings.
async function assertSlowButSteady(seen, page) {
  const last = seen[seen.length - 1];
  // how far the stand-in runtime got, for the message when this fails
  const standin = await page.evaluate(() => JSON.stringify(window.standin ?? null)).catch((error) => String(error));
  assert.ok(!last.failed, `the slow download was taken for a failure: ${JSON.stringify(last)} ${standin}`);
  assert.ok(!last.shown, "the stand-in runtime started: the overlay is gone");
  const progress = seen.map((s) => s.received).filter(Boolean);
  // the game file comes first, whole (1.0 MB since the new faces), then the runtime a chunk
  // at a time: the count grows
  assert.ok(progress.every((words) => /^\d+\.\d MB downloaded$/.test(words)), JSON.stringify(progress));
  assert.ok(new Set(progress).size >= 3, `the count grows: ${JSON.stringify(progress)} ${standin}`);
  return progress;
}

test("loading shows progress; nothing for 20 s says so, bytes arriving never do", async () => {
  const site = await serveSite();
  const blocked = await serveCdn({ mode: "hang" });
  const slowSite = await serveSite();
  const slow = await serveCdn({ mode: "trickle" });
  useCdn(site, blocked);
  useCdn(slowSite, slow);
  try {
    const stalled = await freshPage(browser, PHONE);
    const trickled = await freshPage(browser, PHONE);
    const since = Date.now();
    await Promise.all([visit(stalled.page, site.url()), visit(trickled.page, slowSite.url())]);
    await sleep(4000);
    const waiting = await overlay(stalled.page);
    assert.ok(waiting.shown && !waiting.failed, JSON.stringify(waiting));
    assert.equal(waiting.heading, "Loading TriDice…");
    await shot(stalled.page, "page-loading", PHONE);
    // both pages run side by side: one waits on a CDN that never answers, the other gets
    // the runtime's data a chunk every 2.4 s for 24 s
    const watchSlow = watchLoading(trickled.page);
    const seen = await waitForFailure(stalled.page, { timeout: 26000, since });
    console.log(`# blocked CDN: "${seen.failure}" after ${seen.after} ms`);
    assert.equal(seen.reason, "stalled");
    assert.equal(seen.failure, "Nothing has arrived for 20 seconds.");
    assert.ok(seen.after >= 19500 && seen.after < 24000, `after ${seen.after} ms`);
    assertPlainFailure(seen, PHONE);
    await shot(stalled.page, "page-stalled", PHONE);

    const progress = await assertSlowButSteady(await watchSlow, trickled.page);
    console.log(`# slow CDN: ${progress.length} progress readings, the last "${progress[progress.length - 1]}", started without a failure`);
    assert.ok(Date.now() - since > 24000);
    assert.deepEqual(stalled.page.errors, []);
    assert.deepEqual(trickled.page.errors, []);
    await stalled.context.close();
    await trickled.context.close();
  } finally {
    site.close(); blocked.close(); slowSite.close(); slow.close();
  }
});

// Once the service worker controls the page (a second visit whose runtime is not kept yet,
// or a first visit where the worker took over early, as it did on a busy machine) the
// runtime's downloads pass through the worker: its bytes must reach the page as they
// arrive, not once the worker has kept the whole file (20 s with nothing, then a stall).
test("a slow runtime download through the service worker shows progress, never a stall", async () => {
  const site = await serveSite();
  const slow = await serveCdn({ mode: "trickle" });
  useCdn(site, slow);
  try {
    const { context, page: tab } = await freshPage(browser, PHONE);
    const through = new Set();
    tab.on("response", (response) => { if (response.fromServiceWorker()) through.add(response.url()); });
    await visit(tab, site.url());
    await controlled(tab);
    await tab.evaluate(async () => {
      for (const key of await caches.keys()) if (key.startsWith("tridice-runtime-")) await caches.delete(key);
    });
    through.clear();
    await visit(tab, site.url());
    const seen = await watchLoading(tab);
    const progress = await assertSlowButSteady(seen, tab);
    assert.ok(through.has(slow.url + "python312/main.data"), `main.data did not pass through the worker: ${[...through]}`);
    console.log(`# slow CDN through the worker: ${progress.length} progress readings, the last "${progress[progress.length - 1]}"`);
    assert.deepEqual(tab.errors, []);
    await context.close();
  } finally {
    site.close(); slow.close();
  }
});

test("a missing or damaged game file: the same plain message and Retry, at once", async () => {
  const site = await serveSite();
  const cdn = await serveCdn({ mode: "idle" });
  useCdn(site, cdn);
  const apk = page("tridice.apk");
  const cases = [
    ["missing (404)", { status: 404, body: "Not found" }],
    ["an error page in its place", { status: 200, body: "<!doctype html><title>Oops</title><p>Something went wrong.</p>" }],
    ["cut short", { status: 200, body: apk.subarray(0, Math.floor(apk.length / 2)) }],
    ["one byte changed at its end", { status: 200, body: Buffer.concat([apk.subarray(0, apk.length - 9), Buffer.from([apk[apk.length - 9] ^ 0xff]), apk.subarray(apk.length - 8)]) }],
  ];
  try {
    for (const [label, answer] of cases) {
      site.answer("tridice.apk", answer);
      const { context, page } = await freshPage(browser, SMALL);
      const since = Date.now();
      await page.goto(site.url(), { waitUntil: "domcontentloaded" });
      const seen = await waitForFailure(page, { timeout: 8000, since });
      console.log(`# game file ${label}: "${seen.failure}" after ${seen.after} ms (${seen.detail})`);
      assert.equal(seen.reason, "bundle", label);
      assert.equal(seen.failure, "The game file is missing or damaged.");
      assert.match(seen.detail, /^tridice\.apk: /);
      assertPlainFailure(seen, SMALL);
      if (label === "cut short") await shot(page, "page-bad-game-file", SMALL);
      await context.close();
    }
    // the intact file raises nothing: the page goes on waiting for the runtime
    site.forget("tridice.apk");
    const { context, page } = await freshPage(browser, SMALL);
    await page.goto(site.url(), { waitUntil: "domcontentloaded" });
    await sleep(3000);
    const fine = await overlay(page);
    assert.ok(fine.shown && !fine.failed, JSON.stringify(fine));
    await context.close();
  } finally {
    site.close(); cdn.close();
  }
});

test("the Python loader's failures use the same words (tridice_failed)", async () => {
  const site = await serveSite();
  const cdn = await serveCdn({ mode: "idle" });
  useCdn(site, cdn);
  try {
    const words = {
      bundle: ["tridice.apk: BadZipFile: Bad CRC-32 for file 'assets/main.py'", "The game file is missing or damaged."],
      python: ["ImportError: no module named x", "TriDice stopped while starting."],
      "SyntaxError: a message from an older loader": [undefined, "TriDice stopped while starting."],
    };
    for (const [reason, [detail, sentence]] of Object.entries(words)) {
      const { context, page } = await freshPage(browser, DESKTOP);
      await page.goto(site.url(), { waitUntil: "domcontentloaded" });
      await page.evaluate((r, d) => window.tridice_failed(r, d), reason, detail);
      const seen = await waitForFailure(page, { timeout: 3000 });
      assert.equal(seen.failure, sentence);
      assert.ok(seen.detail.includes(detail || reason), seen.detail);
      assertPlainFailure(seen, DESKTOP);
      // a game that starts after all hides the message
      await page.evaluate(() => window.tridice_started());
      assert.equal((await overlay(page)).shown, false);
      await context.close();
    }
  } finally {
    site.close(); cdn.close();
  }
});
