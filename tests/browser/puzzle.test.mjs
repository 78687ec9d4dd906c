// The day's puzzles solved by taps on a phone (390x844): the page's date decides which they are
// (the daily number from games/puzzles.py's EPOCH, each game's line by the same sha256 order),
// the list says each one is solved, and still says so after a reload. The page's clock is the
// test day's (tools/browser/harness.mjs TEST_TIME, 2026-11-25: daily #25), so the test solves
// the same three puzzles whatever day it runs.
import assert from "node:assert/strict";
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { PHONE, ROOT, TEST_TIME } from "../../tools/browser/harness.mjs";
import { open, test, useBrowser } from "./support.mjs";

useBrowser();

const GAMES = ["trice", "tris2", "triad"];
const EPOCH = Date.UTC(2026, 10, 1);  // games/puzzles.py EPOCH: daily number 1

// games/puzzles.py index_for: cycle after cycle through the list, each in its own sha256 order.
function todaysLine(gameId, number) {
  const lines = readFileSync(path.join(ROOT, "puzzles", `${gameId}.jsonl`), "utf-8").split("\n").filter((l) => l);
  const cycle = Math.floor((number - 1) / lines.length), slot = (number - 1) % lines.length;
  const rank = (i) => createHash("sha256").update(`TriDice puzzle\n${gameId}\n${cycle}\n${i}`).digest();
  const order = lines.map((_, i) => i).sort((a, b) => Buffer.compare(rank(a), rank(b)));
  return JSON.parse(lines[order[slot]]);
}

// The die a move starts from, as the probe writes a pick: "b1=2 d3" -> b1, "1,-1 W" -> 1,-1.
const head = (move) => move.split(" ")[0].split("=")[0];
const pickOf = (target) => (target.pick || "").replace(/[()'\s]/g, "");

async function personToMove(game, moves) {
  return await game.waitFor((p) => p.board && p.board.moves === moves && !p.board.busy && p.board.human_to_move,
    { what: `the person to move after ${moves} moves` });
}

async function tapMove(game, probe, move) {
  let target = probe.board.targets.find((t) => t.move === move);
  if (!target) {  // pick the die first: then the move is a target
    const die = probe.board.targets.find((t) => t.pick && pickOf(t) === head(move));
    assert.ok(die, `a target on the board leads to ${move}: ${JSON.stringify(probe.board.targets)}`);
    await game.press(die.rect);
    const picked = await game.waitFor((p) => p.board.targets.some((t) => t.move === move), { what: `${move} offered` });
    target = picked.board.targets.find((t) => t.move === move);
  }
  await game.press(target.rect);
}

test("the day's three puzzles, solved by taps at 390x844, stay solved after a reload", async () => {
  const game = await open(PHONE);
  try {
    await game.prepare((page) => page.emulateTimezone("UTC"));  // the test day's date whatever the machine's zone
    await game.goto();
    await game.waitFor((p) => p.top === "menu", { what: "the menu" });
    const [year, month, day] = await game.read(() => {
      const d = new Date();
      return [d.getFullYear(), d.getMonth(), d.getDate()];
    });
    const pinned = new Date(TEST_TIME);
    assert.deepEqual([year, month, day], [pinned.getUTCFullYear(), pinned.getUTCMonth(), pinned.getUTCDate()],
      "the page's date is the test day");
    const number = Math.round((Date.UTC(year, month, day) - EPOCH) / 86400000) + 1;
    assert.equal(number, 25, "2026-11-25 is daily puzzle #25");
    await game.pressButton("Daily puzzle");
    const list = await game.waitFor((p) => p.top === "puzzles", { what: "the daily puzzles" });
    assert.deepEqual(list.widgets.filter((w) => w.game).map((w) => w.game), GAMES);
    for (const gameId of GAMES) {
      const puzzle = todaysLine(gameId, number);
      const listing = await game.waitFor((p) => p.top === "puzzles", { what: "the list" });
      await game.press(listing.widgets.find((w) => w.game === gameId).rect);
      let probe = await game.waitFor((p) => p.top === "puzzle" && p.puzzle, { what: `${gameId}'s puzzle` });
      assert.equal(probe.puzzle.number, number, "the page's date decides the puzzle");
      assert.equal(probe.board.code, puzzle.code, "the board is at the puzzle's position");
      const start = probe.board.moves;
      // the player's moves are those the line gives the seat to move now; the others come by themselves
      for (let step = 0; step < puzzle.solution.length; step++) {
        probe = await game.waitFor((p) => p.board.moves === start + step && !p.board.busy,
          { what: `move ${step + 1} of ${gameId}'s line` });
        if (!probe.board.human_to_move) continue;  // the opponent's reply, from the line
        probe = await personToMove(game, start + step);
        await tapMove(game, probe, puzzle.solution[step]);
        if (step === 0) await game.shot(`${gameId}-puzzle`);
      }
      const done = await game.waitFor((p) => p.puzzle?.outcome === "solved" && p.board.over,
        { what: `${gameId}'s puzzle solved` });
      assert.equal(done.puzzle.missed, 0);
      assert.equal(done.board.moves, start + puzzle.solution.length);
      await game.pressButton("Back");
    }
    const after = await game.waitFor((p) => p.top === "puzzles", { what: "the list again" });
    await game.shot("puzzles-solved");
    const saved = JSON.parse((await game.storage())["tridice.puzzles"]).data.results;
    for (const gameId of GAMES) assert.deepEqual(saved[`${gameId}:${number}`], { state: "solved", tries: 1, hints: 0 });
    assert.ok(after.widgets.filter((w) => w.game).length === 3);
    await game.reload();
    await game.waitFor((p) => p.top === "menu", { what: "the menu after the reload" });
    const again = JSON.parse((await game.storage())["tridice.puzzles"]).data.results;
    assert.deepEqual(again, saved, "the results survive the reload");
  } finally {
    await game.close();
  }
});
