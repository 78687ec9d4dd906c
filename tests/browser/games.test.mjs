// Each game from the menu, as a player plays it: against the computer with Undo, between two
// people on one device, and to a finished game with its result. Taps on the phone shapes,
// clicks on the desktop one; every game at a different shape.
import assert from "node:assert/strict";
import { DESKTOP, PHONE, SMALL } from "../../tools/browser/harness.mjs";
import { fixtures, followTaps, open, openSetup, personToAct, playMove, rng, setChoice, start, test, useBrowser } from "./support.mjs";

useBrowser();

const GAMES = [
  { id: "trice", viewport: PHONE, seats: ["Player 1", "Player 2"] },
  { id: "tris2", viewport: SMALL, seats: null },
  { id: "triad", viewport: DESKTOP, seats: null },
  { id: "tri", viewport: PHONE, seats: null },
];

// The setup's seat rows, in order (their labels are the game's seat names).
async function seatRows(game) {
  const p = await game.probe();
  return p.widgets.filter((w) => w.kind === "choice" && w.text !== "Players" && w.text !== "Variant"
    && /^(Person|Computer|Friend)/.test(w.value)).map((w) => w.text);
}

for (const { id, viewport } of GAMES) {
  test(`${id}: against the computer by ${viewport.hasTouch ? "taps" : "clicks"}, then Undo (${viewport.name})`, async () => {
    const game = await open(viewport);
    try {
      await game.goto();
      await openSetup(game, id);
      const [first, second] = await seatRows(game);
      await setChoice(game, first, "Person");
      await setChoice(game, second, "Computer: easy");
      await start(game);
      const random = rng(7);
      let ended = false;
      for (let turn = 0; turn < 3 && !ended; turn++) ended = (await playMove(game, random)) === null;
      let now = await game.waitFor((p) => p.board && !p.board.busy &&
        (p.board.over ? p.top === "game_over" : p.board.human_to_move), { what: "the computer's answer" });
      await game.settle();  // the scene change's fade over: the picture shows what the player reads
      await game.shot(`${id}-vs-computer`);
      if (now.board.over) {  // the person lost already: look at the board, then take it back
        await game.pressButton("See board");
        now = await game.waitFor((p) => p.top === "board", { what: "the board under the result" });
      }
      // Undo takes back the person's last move and the computer's answer
      await game.pressButton("Undo");
      const undone = await game.waitFor((p) => p.board && p.board.moves < now.board.moves, { what: "Undo" });
      assert.ok(!undone.board.over, "after Undo the game is on again");
      const again = await personToAct(game);
      assert.ok(again.board.human_to_move, "after Undo it is the person's turn again");
    } finally {
      await game.close();
    }
  });

  test(`${id}: two people on one device, several moves (${viewport.name})`, async () => {
    const game = await open(viewport);
    try {
      await game.goto();
      await openSetup(game, id);
      for (const row of await seatRows(game)) await setChoice(game, row, "Person");
      const board = await start(game);
      assert.deepEqual(board.board.seats.every((s) => s === "human"), true);
      const random = rng(11);
      let moves = board.board.moves;
      for (let turn = 0; turn < 4; turn++) {
        const after = await playMove(game, random);
        assert.ok(after === null || after > moves, "each turn's taps made a move");
        if (after === null) break;
        moves = after;
      }
      assert.ok((await game.inked()) > 0.05, "the board is drawn");
      await game.shot(`${id}-hot-seat`);
    } finally {
      await game.close();
    }
  });

  test(`${id}: a game finished by a tap shows its result (${viewport.name})`, async () => {
    const { code, taps, moves } = fixtures()[id];
    const game = await open(viewport);
    try {
      await game.goto({ hash: code });
      const board = await game.waitFor((p) => p.board && p.top === "board", { what: "the game from its code" });
      assert.equal(board.board.moves, moves, "the code's game is on the board");
      await followTaps(game, taps);
      const over = await game.waitFor((p) => p.top === "game_over", { what: "the game-over overlay", timeout: 30000 });
      assert.ok(over.board.over && over.board.result, "the rules say who won and why");
      assert.ok(over.widgets.some((w) => w.text === "Rematch"), "a rematch is offered");
      await game.shot(`${id}-game-over`);
      // a finished game is no longer offered as Continue, and it went into the recent games
      await game.pressButton("Menu");
      const menu = await game.waitFor((p) => p.top === "menu", { what: "the menu" });
      assert.ok(!menu.widgets.some((w) => /^Continue/.test(w.text)), "nothing to continue");
      assert.ok(menu.widgets.some((w) => w.text === "Recent games"), "the game is among the recent ones");
      assert.deepEqual(menu.toasts.filter((t) => /set aside|damaged/.test(t)), []);
    } finally {
      await game.close();
    }
  });
}
