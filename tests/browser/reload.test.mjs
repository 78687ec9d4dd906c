// What a reload keeps: the game in the middle (Continue), and the settings.
import assert from "node:assert/strict";
import { DESKTOP, PHONE } from "../../tools/browser/harness.mjs";
import { assertReadableStorage, open, openSetup, playMove, rng, setChoice, start, test, useBrowser } from "./support.mjs";

useBrowser();

test("a reload in the middle of a game continues the same game (390x844)", async () => {
  const game = await open(PHONE);
  try {
    await game.goto();
    await openSetup(game, "triad");
    await setChoice(game, "Black", "Person");
    await setChoice(game, "Orange", "Computer: easy");
    await start(game);
    const random = rng(3);
    await playMove(game, random);
    await playMove(game, random);
    const before = await game.waitFor((p) => p.board && p.board.human_to_move && !p.board.busy, { what: "the person's turn" });
    await game.reload();
    const menu = await game.waitFor((p) => p.top === "menu", { what: "the menu after reload" });
    const cont = menu.widgets.find((w) => w.text === "Continue Triad");
    assert.ok(cont, "the menu offers Continue Triad");
    await game.shot("reload-continue");
    await game.press(cont.rect);
    const after = await game.waitFor((p) => p.top === "board", { what: "the continued game" });
    assert.equal(after.board.code, before.board.code, "the same game, move for move");
    assert.deepEqual(after.board.seats, ["human", "easy"], "the same seats");
    await playMove(game, random);  // and it plays on
    assertReadableStorage(await game.storage());
  } finally {
    await game.close();
  }
});

test("settings survive a reload (1280x720)", async () => {
  const game = await open(DESKTOP);
  try {
    await game.goto();
    await game.pressButton("Settings");
    await game.waitFor((p) => p.top === "settings", { what: "the settings" });
    const rows = async () => Object.fromEntries((await game.probe()).widgets.filter((w) => w.kind === "choice").map((w) => [w.text, w.value]));
    const first = await rows();
    await setChoice(game, "Sound", first.Sound === "On" ? "Off" : "On");
    await setChoice(game, "Animations", "Fast");
    const chosen = await rows();
    assert.notDeepEqual(chosen, first);
    await game.pressButton("Done");
    await game.waitFor((p) => p.top === "menu", { what: "the menu" });
    await game.reload();
    await game.waitFor((p) => p.top === "menu", { what: "the menu after reload" });
    await game.pressButton("Settings");
    await game.waitFor((p) => p.top === "settings", { what: "the settings after reload" });
    assert.deepEqual(await rows(), chosen, "every setting as it was chosen");
    await game.shot("settings-after-reload");
  } finally {
    await game.close();
  }
});
