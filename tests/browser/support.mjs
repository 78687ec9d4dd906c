// What the browser tests share: one server and one Chromium per test file, and the moves a
// player makes, by taps (phones) or clicks (desktop) on what the app's probe says is there.

import { readFileSync } from "node:fs";
import path from "node:path";
import { after, before, test as nodeTest } from "node:test";
import assert from "node:assert/strict";
import { countRetry, ENV, launch, openGame, serve, stuck } from "../../tools/browser/harness.mjs";

export const ctx = { server: null, browser: null };

// One server and browser for the file's tests; each test opens its own context (profile).
export function useBrowser() {
  before(async () => {
    ctx.server = await serve();
    ctx.browser = await launch();
  });
  after(async () => {
    await ctx.browser?.close();
    ctx.server?.close();
  });
}

// node:test's `test`, but a test whose page stopped answering runs once more, whole (it opens
// its own pages). Headless Chromium 156 on this 2-core machine now and then leaves a page
// unanswering at 0% CPU within seconds of its start (CI 2026-11-25, and twice in one local
// run the same evening; every other start of the same page passes), which no test step can
// get past. The retry is said in the test's output ("# ..."); a page that fails any other way,
// or stops answering twice, fails the test.
export function test(name, ...rest) {
  const body = rest.pop();
  return nodeTest(name, ...rest, async (t) => {
    try {
      return await body(t);
    } catch (error) {
      if (!stuck(error)) throw error;
      t.diagnostic(`the page stopped answering (${String(error.message).slice(0, 200)}); the test runs once more`);
      countRetry(`${name}: the test ran once more (${String(error.message).slice(0, 200)})`);
      return await body(t);
    }
  });
}

export async function open(viewport, options = {}) {
  return await openGame(ctx.browser, ctx.server, viewport, options);
}

// Games one tap path from their end (tools/browser/fixtures.py, made by make test-browser).
export function fixtures() {
  return JSON.parse(readFileSync(path.join(ENV, "fixtures.json"), "utf-8"));
}

// A seeded random number source, so a failing run can be repeated.
export function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function pick(random, list) {
  return list[Math.floor(random() * list.length)];
}

// From the menu to a game's setup, past the first-time lesson offer.
export async function openSetup(game, gameId) {
  const menu = await game.waitFor((p) => p.top === "menu", { what: "the menu" });
  const card = menu.widgets.find((w) => w.game === gameId);
  assert.ok(card, `the menu has a card for ${gameId}`);
  await game.press(card.rect);
  const next = await game.waitFor((p) => p.top === "setup" || p.top === "lesson_offer",
    { what: `${gameId}'s setup` });
  if (next.top === "lesson_offer") {
    await game.pressButton("Skip");
    await game.waitFor((p) => p.top === "setup", { what: "the setup after Skip" });
  }
}

// Taps a setup row until it shows a value starting with `wanted` ("Person", "Computer: easy").
export async function setChoice(game, label, wanted) {
  for (let i = 0; i < 8; i++) {
    const p = await game.probe();
    const row = p.widgets.find((w) => w.kind === "choice" && w.text === label);
    assert.ok(row, `a setup row ${label}`);
    if (row.value.startsWith(wanted)) return;
    await game.press(row.rect);
    await game.waitFor((q) => q.widgets.find((w) => w.text === label)?.value !== row.value,
      { what: `row ${label} to change` });
  }
  assert.fail(`row ${label} never showed ${wanted}`);
}

export async function start(game) {
  await game.pressButton("Start");
  return await game.waitFor((p) => p.board && p.top === "board", { what: "the board" });
}

// Waits until a person may act on the board (lifting a "pass the device" cover if one is
// up); returns the probe, or null if the game ended first.
export async function personToAct(game, { timeout = 60000 } = {}) {
  const end = Date.now() + timeout;
  while (Date.now() < end) {
    const p = await game.waitFor((q) => q.board && (q.board.over || q.top !== "board" ||
      (q.board.human_to_move && !q.board.busy)), { what: "a person's turn", timeout: end - Date.now() });
    if (p.board.over) return null;
    const cover = p.widgets.find((w) => w.text === "Show" && w.enabled);
    if (p.top === "board" && cover) {
      await game.press(cover.rect);
      await game.waitFor((q) => !q.widgets.some((w) => w.text === "Show"), { what: "the cover to lift" });
      continue;
    }
    if (p.top === "board" && p.board.targets && p.board.targets.length) return p;
    await new Promise((done) => setTimeout(done, 50));
  }
  throw new Error("no person's turn came" + game.tail());
}

// The person's turn, once the picture has stopped moving; null if the game ended.
export async function steady(game) {
  for (let i = 0; i < 20; i++) {
    const p = await personToAct(game);
    if (p === null) return null;
    const still = await game.settle();
    if (still.board && still.board.human_to_move && !still.board.busy && still.top === "board" &&
        still.board.targets && still.board.targets.length) return still;
  }
  throw new Error("the board never stood still for a person's turn" + game.tail());
}

// One move by taps: a random target that is a move, else a random choice (a die, a cell)
// and then a move it opens. Returns the board's move count after the move.
export async function playMove(game, random) {
  let p = await personToAct(game);
  if (p === null) return null;
  const before = p.board.moves;
  for (let tap = 0; tap < 6; tap++) {
    p = await steady(game);  // a player taps what has stopped moving (a gliding field, a camera)
    if (p === null) return null;
    const targets = p.board.targets || [];
    const moves = targets.filter((t) => t.move);
    const picks = targets.filter((t) => !t.move && t.pick && t.pick !== "clear");
    const target = moves.length ? pick(random, moves) : pick(random, picks);
    assert.ok(target, "the board offers something to tap");
    await game.press(target.rect);
    p = await game.waitFor((q) => q.board && (q.board.moves > before || q.board.over ||
      JSON.stringify(q.board.targets) !== JSON.stringify(targets)), { what: "the tap to act" });
    if (p.board.moves > before || p.board.over) return p.board.moves;
    p = await personToAct(game);
    if (p === null) return null;
  }
  throw new Error("six taps made no move" + game.tail());
}

// Plays the taps a fixture names ({pick} or {move}), in order, as a player would on a
// zoomed board (TRI on a phone): out of sight, show the whole board; there a tap zooms in
// where it lands, so tap the place again once it is close.
export async function followTaps(game, taps) {
  for (const tap of taps) {
    const wanted = (t) => (tap.move ? t.move === tap.move : t.pick === tap.pick);
    let done = false;
    for (let attempt = 0; attempt < 4 && !done; attempt++) {
      const p = await steady(game);
      assert.ok(p, "the game is still on");
      const target = p.board.targets.find(wanted);
      const whole = p.widgets.find((w) => w.text === "Whole board");
      if (!target) {
        assert.ok(whole, `a target ${JSON.stringify(tap)} among ${JSON.stringify(p.board.targets.map((t) => t.move || t.pick))}`);
        await game.press(whole.rect);
        await game.waitFor((q) => !q.widgets.some((w) => w.text === "Whole board"), { what: "the whole board" });
        continue;
      }
      const zoomedOut = p.widgets.some((w) => w.text === "Zoom in");
      await game.press(target.rect);
      const q = await game.waitFor((r) => r.board && JSON.stringify(r.board.targets) !== JSON.stringify(p.board.targets)
        || r.top !== "board", { what: `the tap ${JSON.stringify(tap)} to act` });
      // a tap on the whole board of a phone zooms in there instead of choosing
      done = !(zoomedOut && q.widgets.some((w) => w.text === "Whole board"));
    }
    assert.ok(done, `the tap ${JSON.stringify(tap)} was made`);
  }
}

// Every key the app keeps in localStorage must be a document it can read back.
export function assertReadableStorage(items) {
  for (const [key, text] of Object.entries(items)) {
    assert.ok(key.startsWith("tridice."), `only TriDice keys (found ${key})`);
    assert.ok(!key.endsWith(".bad"), `nothing set aside (found ${key} = ${text})`);
    const doc = JSON.parse(text);
    assert.equal(doc.app, "tridice", `${key} is a TriDice document`);
    assert.equal(typeof doc.version, "number", `${key} has a version`);
    assert.equal(typeof doc.data, "object", `${key} has data`);
  }
}
