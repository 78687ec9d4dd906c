// Never lose a game to one tap (issue 21 point 5), by taps in the real bundle: a game in
// progress per game, each with its own Continue after a reload; Restart asks first, and Cancel
// keeps the game; a new game of the same game from its setup asks too.
import assert from "node:assert/strict";
import { PHONE, SMALL } from "../../tools/browser/harness.mjs";
import { assertReadableStorage, open, openSetup, playMove, rng, setChoice, start, test, useBrowser } from "./support.mjs";

useBrowser();

async function toMenu(game) {
  await game.pressButton("Menu");
  return await game.waitFor((p) => p.top === "menu", { what: "the menu" });
}

async function playFor(game, gameId, rows, seed, moves = 2) {
  await openSetup(game, gameId);
  for (const [row, value] of rows) await setChoice(game, row, value);
  await start(game);
  const random = rng(seed);
  for (let i = 0; i < moves; i++) await playMove(game, random);
  return await game.waitFor((p) => p.board && p.board.human_to_move && !p.board.busy, { what: "the person's turn" });
}

test("two games in progress in two games both continue after a reload (390x844)", async () => {
  const game = await open(PHONE);
  try {
    await game.goto();
    const trice = await playFor(game, "trice", [["Player 1", "Person"], ["Player 2", "Computer: easy"]], 3);
    let menu = await toMenu(game);
    assert.ok(menu.widgets.some((w) => w.text === "Continue TRICE"));
    const triad = await playFor(game, "triad", [["Black", "Person"], ["Orange", "Computer: easy"]], 4);
    await toMenu(game);
    await game.reload();
    menu = await game.waitFor((p) => p.top === "menu", { what: "the menu after reload" });
    const offered = menu.widgets.filter((w) => /^Continue/.test(w.text)).map((w) => w.text);
    assert.deepEqual(offered, ["Continue TRICE", "Continue Triad"], "each game its own Continue");
    await game.shot("saved-two-continues");
    await game.pressButton("Continue TRICE");
    let back = await game.waitFor((p) => p.top === "board", { what: "TRICE continued" });
    assert.equal(back.board.code, trice.board.code, "TRICE, move for move");
    await toMenu(game);
    await game.pressButton("Continue Triad");
    back = await game.waitFor((p) => p.top === "board", { what: "Triad continued" });
    assert.equal(back.board.code, triad.board.code, "Triad, move for move");
    const storage = await game.storage();
    assertReadableStorage(storage);
    assert.ok("tridice.autosave-trice" in storage && "tridice.autosave-triad" in storage);
  } finally {
    await game.close();
  }
});

test("Restart by taps asks first, Cancel keeps the game; the setup asks too (320x568)", async () => {
  const game = await open(SMALL);
  try {
    await game.goto();
    const before = await playFor(game, "tris2", [["Player 1", "Person"], ["Player 2", "Person"]], 7, 3);
    await game.pressButton("Restart");
    let asked = await game.waitFor((p) => p.top === "confirm", { what: "Restart's question" });
    assert.deepEqual(asked.widgets.map((w) => w.text), ["Cancel", "Restart"]);
    assert.equal(asked.board.code, before.board.code, "nothing lost while it asks");
    await game.shot("saved-restart-asks");
    await game.pressButton("Cancel");
    let kept = await game.waitFor((p) => p.top === "board", { what: "the board again" });
    assert.equal(kept.board.code, before.board.code, "Cancel keeps the game, move for move");
    // the game's setup: Start asks whether to go on with the game in progress
    await toMenu(game);
    await openSetup(game, "tris2");
    await game.pressButton("Start");
    asked = await game.waitFor((p) => p.top === "confirm", { what: "the setup's question" });
    assert.deepEqual(asked.widgets.map((w) => w.text), ["Continue it", "Start new"]);
    await game.pressButton("Continue it");
    kept = await game.waitFor((p) => p.top === "board", { what: "the game in progress" });
    assert.equal(kept.board.code, before.board.code, "the setup went on with the game in progress");
    // Restart, and the question's Restart: a new game, saved in its place
    await game.pressButton("Restart");
    await game.waitFor((p) => p.top === "confirm", { what: "Restart's question" });
    await game.pressButton("Restart");
    const fresh = await game.waitFor((p) => p.top === "board" && p.board.code !== before.board.code, { what: "a new game" });
    assert.ok(fresh.board.moves < before.board.moves, "a new game");
    await toMenu(game);
    await game.reload();
    await game.waitFor((p) => p.top === "menu", { what: "the menu after reload" });
    await game.pressButton("Continue Tris 2");
    const again = await game.waitFor((p) => p.top === "board", { what: "the new game continued" });
    assert.equal(again.board.code, fresh.board.code);
  } finally {
    await game.close();
  }
});
