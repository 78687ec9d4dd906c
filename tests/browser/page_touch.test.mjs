// The page on a phone: no scroll, rubber band or pinch zoom over the game, the canvas centred
// on every shape, sound unlocked by the first tap, and the app told when the tab is hidden
// (web/index.tmpl), then saving (app/page/events.py, run here in the real bundle under pyodide).

import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import path from "node:path";
import { DESKTOP, PHONE, ROOT, SMALL, VIEWPORTS, launch, openGame, serve } from "../../tools/browser/harness.mjs";
import { freshPage, serveCdn, serveSite, shot, sleep, useCdn, visit, waitFor } from "./page_support.mjs";

let browser, site, cdn;
before(async () => {
  browser = await launch();
  site = await serveSite();
  cdn = await serveCdn({ mode: "idle" }); // the page stays on its loading screen, as a runtime on its way
  useCdn(site, cdn);
  // a plain page, to show the gestures below do scroll and zoom a page that does not stop them
  site.answer("plain.html", { body: '<!doctype html><meta name="viewport" content="width=device-width, initial-scale=1">'
    + '<body style="margin:0"><div style="height:4000px;background:linear-gradient(#123,#abc)">tall</div></body>' });
});
after(async () => {
  await browser?.close();
  site?.close();
  cdn?.close();
});

// A finger dragged up, then down (the rubber band at the top), then two fingers spread
// apart (a pinch), as Chromium's touch input gets them; where the page then is.
async function gestures(page) {
  const { width, height } = page.viewport();
  const x = Math.round(width / 2);
  for (const [from, to] of [[0.8, 0.2], [0.2, 0.8]]) {
    await page.touchscreen.touchStart(x, Math.round(height * from));
    for (let i = 1; i <= 12; i++) {
      await page.touchscreen.touchMove(x, Math.round(height * (from + ((to - from) * i) / 12)));
      await sleep(16);
    }
    await page.touchscreen.touchEnd();
  }
  const client = await page.createCDPSession();
  const [cx, cy] = [x, Math.round(height / 2)];
  const fingers = (d) => [{ x: cx - d, y: cy - d, id: 1 }, { x: cx + d, y: cy + d, id: 2 }];
  await client.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: fingers(20) });
  for (let d = 25; d <= Math.min(cx, cy) - 10; d += 5) {
    await client.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: fingers(d) });
    await sleep(16);
  }
  await client.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  await client.detach();
  await sleep(400);
  return await page.evaluate(() => ({
    scrollY: window.scrollY, scrollX: window.scrollX, scale: window.visualViewport.scale,
    offsetTop: window.visualViewport.offsetTop, bodyTop: document.body.getBoundingClientRect().top,
  }));
}

for (const viewport of [PHONE, SMALL]) {
  test(`no page scroll, bounce or pinch zoom (${viewport.name})`, async () => {
    const plain = await freshPage(browser, viewport);
    await plain.page.goto(site.url("plain.html"));
    const moved = await gestures(plain.page);
    // the same gestures move an ordinary page: the test can see scrolling and zooming (the
    // drag down undoes the drag up's scroll, so the zoom moved its visual viewport)
    assert.ok(moved.scrollY > 0 || moved.offsetTop > 0, `the plain page did not move: ${JSON.stringify(moved)}`);
    assert.ok(moved.scale > 1.2, `the plain page did not zoom: ${JSON.stringify(moved)}`);
    await plain.context.close();

    const { context, page } = await freshPage(browser, viewport);
    await visit(page, site.url());
    const still = await gestures(page);
    assert.deepEqual(still, { scrollY: 0, scrollX: 0, scale: 1, offsetTop: 0, bodyTop: 0 });
    const size = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.scrollHeight]);
    assert.deepEqual(size, [viewport.width, viewport.height], "nothing wider or taller than the screen");
    await context.close();
  });
}

test("the canvas is centred on every shape", async () => {
  for (const viewport of VIEWPORTS) {
    const { context, page } = await freshPage(browser, viewport);
    await visit(page, site.url());
    // what the game does once it runs: the app picks a canvas of the window's own shape,
    // its short side 720 (app/ui/layout.py browser_canvas) and pythons.js sizes its box to fit
    // the window, keeping its shape
    const box = await page.evaluate(() => {
      window.tridice_started();
      const canvas = document.getElementById("canvas");
      const portrait = innerHeight >= innerWidth;
      const aspect = Math.min(2.4, Math.max(4 / 3, Math.max(innerWidth, innerHeight) / Math.min(innerWidth, innerHeight)));
      canvas.width = portrait ? 720 : Math.round(720 * aspect);
      canvas.height = portrait ? Math.round(720 * aspect) : 720;
      const shape = canvas.width / canvas.height;
      let w = innerWidth, h = w / shape;
      if (h > innerHeight) { h = innerHeight; w = h * shape; }
      canvas.style.width = w + "px";
      canvas.style.height = h + "px";
      canvas.style.visibility = "visible";
      const g = canvas.getContext("2d");
      g.fillStyle = "#2a3342"; g.fillRect(0, 0, canvas.width, canvas.height);
      g.strokeStyle = "#f0b429"; g.lineWidth = 16; g.strokeRect(8, 8, canvas.width - 16, canvas.height - 16);
      g.fillStyle = "#f0b429"; g.font = "bold 96px sans-serif"; g.textAlign = "center";
      g.fillText("canvas", canvas.width / 2, canvas.height / 2);
      const r = canvas.getBoundingClientRect();
      return { left: r.left, top: r.top, right: r.right, bottom: r.bottom, W: innerWidth, H: innerHeight };
    });
    await shot(page, "page-canvas", viewport);
    assert.ok(Math.abs(box.left - (box.W - box.right)) <= 1, `${viewport.name}: not centred across ${JSON.stringify(box)}`);
    assert.ok(Math.abs(box.top - (box.H - box.bottom)) <= 1, `${viewport.name}: not centred down ${JSON.stringify(box)}`);
    assert.ok(box.left >= -0.5 && box.top >= -0.5 && box.right <= box.W + 0.5 && box.bottom <= box.H + 0.5);
    assert.ok(Math.abs(box.right - box.left - box.W) <= 1 || Math.abs(box.bottom - box.top - box.H) <= 1,
      `${viewport.name}: the canvas should fill the screen's width or height`);
    await context.close();
  }
});

test("sound: the first tap or key resumes the game's audio", async () => {
  for (const viewport of [PHONE, DESKTOP]) {
    const { context, page } = await freshPage(browser, viewport);
    await visit(page, site.url());
    // as SDL does when the app turns sound on: an AudioContext the browser holds suspended
    const made = await page.evaluate(async () => {
      window.audio = new AudioContext();
      await window.audio.suspend();
      return { tracked: window.tridice_audio_contexts.includes(window.audio), real: window.audio instanceof BaseAudioContext,
        state: window.audio.state };
    });
    assert.deepEqual(made, { tracked: true, real: true, state: "suspended" });
    await sleep(500);
    assert.equal(await page.evaluate(() => window.audio.state), "suspended", "nothing resumes it without a gesture");
    if (viewport.hasTouch) await page.touchscreen.tap(viewport.width / 2, viewport.height / 2);
    else await page.keyboard.press("Enter");
    await waitFor(() => page.evaluate(() => window.audio.state === "running"), { what: "the audio to resume", timeout: 5000 });
    await context.close();
  }
});

test("hiding the tab is counted for the app", async () => {
  const { context, page } = await freshPage(browser, PHONE);
  await visit(page, site.url());
  const counts = await page.evaluate(() => {
    const seen = [window.tridice_hidden || 0];
    const state = (value) => Object.defineProperty(document, "visibilityState", { value, configurable: true });
    state("hidden"); document.dispatchEvent(new Event("visibilitychange"));
    seen.push(window.tridice_hidden);
    state("visible"); document.dispatchEvent(new Event("visibilitychange"));
    seen.push(window.tridice_hidden);
    window.dispatchEvent(new Event("pagehide"));
    seen.push(window.tridice_hidden);
    return seen;
  });
  assert.deepEqual(counts, [0, 1, 1, 2], "hidden counts, shown does not, leaving the page counts");
  await context.close();
});

test("the app saves the game when told the tab was hidden (the real bundle under pyodide)", async () => {
  // an unfinished Tris 2 game between two people: nothing on the board moves by itself
  // (saved in its game's slot, tridice.autosave-tris2, since a game in progress is kept per game)
  const code = execFileSync(path.join(ROOT, ".venv", "bin", "python"), ["-c", [
    "import random",
    "from games import codes",
    "from games.match import Match",
    "from games.playout import random_move",
    "for seed in range(100):",
    "    m, rng = Match.new('tris2'), random.Random(seed)",
    "    while len(m.moves) < 6 and not m.is_over(): m.play(random_move(m.rules, m.state, rng))",
    "    if not m.is_over(): break",
    "print(codes.encode(m.record, seats=['human', 'human']))",
  ].join("\n")], { cwd: ROOT, encoding: "utf-8" }).trim();
  const server = await serve();
  const game = await openGame(browser, server, PHONE);
  try {
    await game.goto({ hash: code });
    const board = await game.waitFor((p) => p.top === "board" && p.board && !p.board.busy, { what: "the board", timeout: 60000 });
    const saved = await waitFor(async () => (await game.storage())["tridice.autosave-tris2"], { what: "the autosave" });
    await game.page.evaluate(() => localStorage.removeItem("tridice.autosave-tris2"));
    await sleep(1500);
    assert.equal((await game.storage())["tridice.autosave-tris2"], undefined, "nothing saves again by itself");
    await game.page.evaluate(() => { window.tridice_hidden = (window.tridice_hidden || 0) + 1; });
    const again = await waitFor(async () => (await game.storage())["tridice.autosave-tris2"], { what: "the save on hide", timeout: 5000 });
    const game_of = (text) => ({ ...JSON.parse(text).data, saved: undefined });  // saved: when, not what
    assert.deepEqual(game_of(again), game_of(saved));
    assert.equal(JSON.parse(again).data.record.moves.length, board.board.moves);
  } finally {
    await game.close();
    server.close();
  }
});
