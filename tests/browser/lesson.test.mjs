// A new player's lesson, played through by tapping what it rings, on both phone shapes.
import assert from "node:assert/strict";
import { PHONE, SMALL } from "../../tools/browser/harness.mjs";
import { open, steady, test, useBrowser } from "./support.mjs";

useBrowser();

for (const [id, viewport] of [["trice", PHONE], ["triad", SMALL]]) {
  test(`${id}'s lesson, offered on first opening, played through by taps (${viewport.name})`, async () => {
    const game = await open(viewport);
    try {
      await game.goto();
      const menu = await game.waitFor((p) => p.top === "menu", { what: "the menu" });
      await game.press(menu.widgets.find((w) => w.game === id).rect);
      await game.waitFor((p) => p.top === "lesson_offer", { what: "the first-time lesson offer" });
      await game.pressButton("Learn");
      await game.waitFor((p) => p.top === "lesson", { what: "the lesson" });
      let taps = 0;
      for (; taps < 80; taps++) {
        const p = await game.settle();
        if (p.widgets.some((w) => /^Play the .* computer$/.test(w.text))) break;
        if (!(p.board && p.board.human_to_move && !p.board.busy && p.board.targets?.length)) continue;
        assert.equal(p.toasts.length, 0, "no message while following the lesson");
        const before = JSON.stringify(p.board.targets);
        await game.press(p.board.targets[0].rect);  // the one thing the lesson rings
        await game.waitFor((q) => JSON.stringify(q.board?.targets) !== before, { what: "the lesson to go on" });
        if (taps === 2) await game.shot(`${id}-lesson`);
      }
      const done = await game.settle();
      assert.ok(done.widgets.some((w) => /^Play the .* computer$/.test(w.text)), "the lesson ends with a real game offered");
      assert.ok(taps >= 3, `the lesson took the player's taps (${taps})`);
      await game.shot(`${id}-lesson-done`);
      await game.pressButton(/^Play the .* computer$/);
      const real = await game.waitFor((p) => p.top === "board", { what: "the real game" });
      assert.ok(real.board.seats.includes("easy") && real.board.seats.includes("human"));
    } finally {
      await game.close();
    }
  });
}
