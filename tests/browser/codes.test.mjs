// A page opened with #CODE: a finished game opens as its replay, an unfinished one goes on
// here, and a code that cannot be read is explained once, plainly, over the menu.
import assert from "node:assert/strict";
import { DESKTOP, PHONE, SMALL } from "../../tools/browser/harness.mjs";
import { fixtures, open, test, useBrowser } from "./support.mjs";

useBrowser();

test("a page opened with a finished game's code shows its replay (390x844)", async () => {
  const { finished } = fixtures().triad;
  const game = await open(PHONE);
  try {
    await game.goto({ hash: finished });
    const replay = await game.waitFor((p) => p.top === "replay", { what: "the replay" });
    assert.equal(replay.replay.game, "triad");
    assert.ok(replay.replay.over, "a finished game");
    assert.ok(replay.widgets.some((w) => w.text === "Pause" || w.text === "Play"), "with its controls");
    const later = await game.waitFor((p) => p.replay.at > replay.replay.at, { what: "the replay to play" });
    assert.ok(later.replay.playing);
    assert.deepEqual(replay.toasts, []);
    assert.equal(await game.read(() => location.hash), "", "the code left the address bar (a reload goes to the menu)");
    await game.shot("code-replay");
  } finally {
    await game.close();
  }
});

test("a page opened with an unfinished game's code continues it between people here (1280x720)", async () => {
  const { code, moves } = fixtures().tris2;
  const game = await open(DESKTOP);
  try {
    await game.goto({ hash: code });
    const board = await game.waitFor((p) => p.top === "board", { what: "the board" });
    assert.equal(board.board.moves, moves);
    assert.deepEqual(board.board.seats, ["human", "human"]);
  } finally {
    await game.close();
  }
});

for (const [junk, viewport] of [["NOTACODE", SMALL], ["B" + "x".repeat(30), PHONE]]) {
  test(`a junk #${junk.slice(0, 10)} gets a plain message and the menu (${viewport.name})`, async () => {
    const game = await open(viewport);
    try {
      await game.goto({ hash: junk });
      const menu = await game.waitFor((p) => p.top === "menu" && p.toasts.length, { what: "the message" });
      assert.equal(menu.toasts.length, 1, "one message");
      assert.match(menu.toasts[0], /^This (is not a TriDice game code|code is damaged|code could not be read)/);
      assert.deepEqual(menu.scenes, ["menu"]);
      assert.deepEqual(await game.storage(), {}, "nothing saved or set aside");
      await game.shot(`code-junk-${junk.length}`);
    } finally {
      await game.close();
    }
  });
}
