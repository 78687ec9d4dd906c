// The whole way by keyboard in the browser tab: Tab and the arrows move the focus, Enter acts,
// Esc goes back. The canvas has the keyboard from the start (no click first).
import { test } from "node:test";
import assert from "node:assert/strict";
import { DESKTOP } from "../../tools/browser/harness.mjs";
import { open, useBrowser } from "./support.mjs";

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
    await game.key("Escape");
    const menu = await game.waitFor((q) => q.top === "menu", { what: "Esc back to the menu" });
    assert.ok(menu.widgets.some((w) => w.text === "Continue Tris 2"), "the game waits in Continue");
  } finally {
    await game.close();
  }
});
