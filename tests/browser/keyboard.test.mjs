// The whole way by keyboard in the browser tab: Tab and the arrows move the focus, Enter acts,
// Esc goes back. The canvas has the keyboard from the start (no click first): the app gives it
// a tabindex and the focus itself (app/page/access.py), and takes the focus back to it after a
// tap or click anywhere on the page.
import assert from "node:assert/strict";
import { DESKTOP } from "../../tools/browser/harness.mjs";
import { open, test, useBrowser } from "./support.mjs";

useBrowser();

async function focusOn(game, text) {
  for (let i = 0; i < 24; i++) {
    const p = await game.probe();
    const focused = p.widgets.find((w) => w.focused);
    if (focused && (text instanceof RegExp ? text.test(focused.text) : focused.text === text)) return focused;
    await game.key("Tab");
    await game.waitFor((q) => JSON.stringify(q.widgets) !== JSON.stringify(p.widgets), { what: "the focus to move" });
  }
  throw new Error(`Tab never reached ${text}` + game.tail());
}

test("menu to a game and moves on the board by keyboard alone, Esc back to the menu (1280x720)", async () => {
  const game = await open(DESKTOP);
  try {
    await game.goto();
    await focusOn(game, "Tris 2");
    await game.key("Enter");
    await game.waitFor((p) => p.top === "lesson_offer", { what: "the lesson offer" });
    await focusOn(game, "Skip");
    await game.key("Enter");
    await game.waitFor((p) => p.top === "setup", { what: "the setup" });
    const row = await focusOn(game, "Player 2");
    const seat = async () => (await game.probe()).widgets.find((w) => w.text === "Player 2").value;
    for (let i = 0; i < 5; i++) {
      const value = await seat();
      if (value.startsWith("Person")) break;
      await game.key("ArrowLeft");
      await game.waitFor((q) => q.widgets.find((w) => w.text === "Player 2").value !== value, { what: "the row to change" });
    }
    assert.ok((await game.probe()).widgets.find((w) => w.text === "Player 2").value.startsWith("Person"), `row ${row.text} changed by the arrows`);
    await focusOn(game, "Start");
    await game.key("Enter");
    let p = await game.waitFor((q) => q.top === "board" && q.board.human_to_move && !q.board.busy, { what: "the board" });
    const start = p.board.moves;
    // on the board the arrows walk the targets and Enter takes one, until moves are made
    for (let i = 0; i < 40 && p.board.moves < start + 2; i++) {
      await game.key(i % 3 === 2 ? "Enter" : "ArrowRight");
      await game.settle();
      p = await game.probe();
    }
    assert.ok(p.board.moves >= start + 2, `moves made by keys (${p.board.moves - start})`);
    await game.shot("keyboard-board");
    if (p.board.over) {
      // the page's own dice (unseeded) made a tris in these first moves (2 runs in 10 on
      // 2026-11-29): a finished game is not continued; its result is said
      assert.ok(p.board.result, "a game won by the first rolls says its result");
      return;
    }
    await game.key("Escape");
    const menu = await game.waitFor((q) => q.top === "menu", { what: "Esc back to the menu" });
    assert.ok(menu.widgets.some((w) => w.text === "Continue Tris 2"), "the game waits in Continue");
  } finally {
    await game.close();
  }
});

// Where the page's keyboard focus is, and what the app made of the canvas.
async function pageFocus(game) {
  return await game.read(() => {
    const c = document.getElementById("canvas");
    return { focused: document.activeElement === c, tabindex: c.getAttribute("tabindex"),
      role: c.getAttribute("role"), label: c.getAttribute("aria-label") };
  });
}

// A small picture of the canvas, to see that a key changed what is shown.
async function picture(game) {
  return await game.read(() => {
    const c = document.getElementById("canvas"), copy = document.createElement("canvas");
    copy.width = 64; copy.height = 36;
    const g = copy.getContext("2d");
    g.drawImage(c, 0, 0, 64, 36);
    return Array.from(g.getImageData(0, 0, 64, 36).data).join(",");
  });
}

async function pressUntil(game, keyName, done, what, times = 12) {
  for (let i = 0; i < times; i++) {
    const p = await game.probe();
    if (done(p)) return p;
    await game.key(keyName);
    await game.waitFor((q) => JSON.stringify(q.widgets) !== JSON.stringify(p.widgets) ||
      JSON.stringify(q.board) !== JSON.stringify(p.board), { what: `${keyName} to change ${what}` });
  }
  const p = await game.probe();
  assert.ok(done(p), `${keyName} never reached ${what}`);
  return p;
}

// One move by keys: the arrows walk to a target that is a move (else to a choice: a die),
// Enter takes it. Returns the probe once the board changed.
async function moveByKeys(game) {
  const p = await game.settle();
  const targets = p.board.targets;
  let index = targets.findIndex((t) => t.move);
  if (index < 0) index = targets.findIndex((t) => t.pick && t.pick !== "clear");
  assert.ok(index >= 0, `something to take among ${JSON.stringify(targets)}`);
  for (let i = 0; i <= targets.length && (await game.probe()).board.key_focus !== index; i++) {
    const before = (await game.probe()).board.key_focus;
    await game.key("ArrowRight");
    await game.waitFor((q) => q.board.key_focus !== before, { what: "the arrow to move the board's focus" });
  }
  assert.equal((await game.probe()).board.key_focus, index, "the arrows reached the target");
  await game.key("Enter");
  return await game.waitFor((q) => q.board && (q.board.moves > p.board.moves || q.board.over ||
    JSON.stringify(q.board.targets) !== JSON.stringify(targets)), { what: "Enter to act" });
}

test("from load without a click, by keys alone: settings, a setup, the rules and a whole game against the computer (1280x720)", async () => {
  const game = await open(DESKTOP);
  try {
    await game.goto();
    await game.waitFor((p) => p.top === "menu", { what: "the menu" });
    const page = await pageFocus(game);
    assert.deepEqual([page.focused, page.tabindex, page.role], [true, "0", "application"],
      `the canvas has the keyboard from load: ${JSON.stringify(page)}`);
    assert.ok(page.label && page.label.length > 3, "the canvas is named for a screen reader");
    // settings: a row changed by the arrows, and back by Esc
    await focusOn(game, "Settings");
    await game.key("Enter");
    await game.waitFor((p) => p.top === "settings", { what: "the settings" });
    await focusOn(game, "Animations");
    const speed = (await game.probe()).widgets.find((w) => w.text === "Animations").value;
    await game.key("ArrowRight");
    await game.waitFor((p) => p.widgets.find((w) => w.text === "Animations").value !== speed, { what: "the row to change" });
    await pressUntil(game, "ArrowRight", (p) => p.widgets.find((w) => w.text === "Animations").value === "Fast",
      "the fast animations");
    await game.key("Escape");
    await game.waitFor((p) => p.top === "menu", { what: "Esc back to the menu" });
    // a game's setup, past the first-time lesson offer
    await focusOn(game, "TRICE");
    await game.key("Enter");
    await game.waitFor((p) => p.top === "lesson_offer", { what: "the lesson offer" });
    await focusOn(game, "Skip");
    await game.key("Enter");
    await game.waitFor((p) => p.top === "setup", { what: "the setup" });
    const value = async (label) => (await game.probe()).widgets.find((w) => w.text === label).value;
    await focusOn(game, "Player 1");
    await pressUntil(game, "ArrowRight", (p) => p.widgets.find((w) => w.text === "Player 1").value.startsWith("Person"), "Person");
    await focusOn(game, "Player 2");
    await pressUntil(game, "ArrowRight", (p) => p.widgets.find((w) => w.text === "Player 2").value.startsWith("Computer: easy"),
      "Computer: easy");
    assert.ok((await value("Player 2")).startsWith("Computer: easy"));
    // the rules: open, scroll by keys, back
    await focusOn(game, "Rules");
    await game.key("Enter");
    await game.waitFor((p) => p.top === "rules", { what: "the rules page" });
    await game.settle();
    const top = await picture(game);
    await game.key("PageDown");
    await game.settle();
    assert.notEqual(await picture(game), top, "PageDown scrolls the rules");
    await game.key("Escape");
    await game.waitFor((p) => p.top === "setup", { what: "Esc back to the setup" });
    // the whole game
    await focusOn(game, "Start");
    await game.key("Enter");
    await game.waitFor((p) => p.top === "board", { what: "the board" });
    let turns = 0;
    for (; turns < 200; turns++) {
      const p = await game.waitFor((q) => q.board && !q.board.busy && (q.board.over ||
        (q.top === "board" && q.board.human_to_move && q.board.targets && q.board.targets.length)),
      { what: "the person's turn or the end", timeout: 60000 });
      if (p.board.over) break;
      await moveByKeys(game);
    }
    const over = await game.waitFor((p) => p.top === "game_over", { what: "the game-over sheet", timeout: 30000 });
    assert.ok(over.board.over && over.board.result, `the game ended after ${turns} turns by keys`);
    await game.shot("keyboard-whole-game");
    await focusOn(game, "Menu");
    await game.key("Enter");
    await game.waitFor((p) => p.top === "menu", { what: "the menu after the game" });
    assert.ok((await pageFocus(game)).focused, "the canvas kept the keyboard throughout");
  } finally {
    await game.close();
  }
});

test("after a click on the page outside the canvas, the canvas has the keyboard again and keys reach the game", async () => {
  const game = await open(DESKTOP);
  try {
    await game.goto();
    await game.waitFor((p) => p.top === "menu", { what: "the menu" });
    // the window a little taller: too little to change the canvas's shape (app/ui/layout.py
    // RESHAPE), so a band of page shows above and below it
    await game.page.setViewport({ ...DESKTOP, height: 730 });
    await game.settle();
    const top = await game.read(() => document.getElementById("canvas").getBoundingClientRect().top);
    assert.ok(top >= 4, `there is page above the canvas (${top} CSS px)`);
    await game.page.mouse.click(640, 2);
    const target = await game.read(() => document.elementFromPoint(640, 2).id || document.elementFromPoint(640, 2).tagName);
    assert.notEqual(target, "canvas", "the click landed on the page, not the canvas");
    let focused = false;
    for (let i = 0; i < 20 && !focused; i++) {
      focused = (await pageFocus(game)).focused;
      if (!focused) await new Promise((done) => setTimeout(done, 50));
    }
    assert.ok(focused, "the canvas has the focus back after the click");
    await focusOn(game, "Settings");
    await game.key("Enter");
    await game.waitFor((p) => p.top === "settings", { what: "Enter after the click to open the settings" });
  } finally {
    await game.close();
  }
});
