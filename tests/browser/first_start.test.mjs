// A new player's first minute: a clean profile, at each of the three screen shapes.
import assert from "node:assert/strict";
import { VIEWPORTS } from "../../tools/browser/harness.mjs";
import { assertReadableStorage, open, openSetup, test, useBrowser } from "./support.mjs";

useBrowser();

for (const viewport of VIEWPORTS) {
  test(`a clean profile starts on the menu with no message and nothing set aside (${viewport.name})`, async () => {
    const game = await open(viewport);
    try {
      await game.goto();
      const menu = await game.settle();
      assert.equal(menu.top, "menu");
      assert.deepEqual(menu.toasts, [], "no message on a first start");
      assert.deepEqual(menu.widgets.filter((w) => w.game).map((w) => w.game), ["trice", "tris2", "triad", "tri"]);
      assert.ok((await game.inked()) > 0.05, "the menu is drawn on the canvas");
      assert.deepEqual(await game.storage(), {}, "nothing written before the player does anything");
      await game.shot("first-start-menu");
      // into a setup and back, twice: still no notice, and what was written reads back
      for (const id of ["trice", "triad"]) {
        await openSetup(game, id);
        await game.pressButton("Back");
        const back = await game.waitFor((p) => p.top === "menu", { what: "the menu again" });
        assert.deepEqual(back.toasts, [], "no message on returning to the menu");
      }
      assertReadableStorage(await game.storage());
    } finally {
      await game.close();
    }
  });
}
