// Motion and the browser's prefers-reduced-motion (issue 22 point 6): on a clean profile the
// Animations setting follows the media feature until the player chooses, and with it off a
// move's result is drawn at once (no frame of the move in motion).
import assert from "node:assert/strict";
import { DESKTOP, PHONE } from "../../tools/browser/harness.mjs";
import { open, openSetup, playMove, rng, setChoice, start, test, useBrowser } from "./support.mjs";

useBrowser();

// Keeps every snapshot the app publishes (app/page/probe.py writes one per changed frame), so
// a test sees each frame's board, not only the one it happened to poll.
function recordFrames() {
  let value = null;
  window.tridice_frames = [];
  Object.defineProperty(window, "tridice_probe", {
    configurable: true,
    get() { return value; },
    set(text) {
      value = text;
      try {
        const p = JSON.parse(text);
        if (p.board) window.tridice_frames.push({ moves: p.board.moves, busy: p.board.busy, top: p.top });
      } catch (error) { /* not a snapshot: nothing to keep */ }
    },
  });
}

async function animationSetting(game) {
  await game.pressButton("Settings");
  const p = await game.waitFor((q) => q.top === "settings", { what: "the settings" });
  const row = p.widgets.find((w) => w.kind === "choice" && w.text === "Animations");
  assert.ok(row, "a row Animations");
  await game.shot("motion-settings");
  await game.pressButton("Done");
  await game.waitFor((q) => q.top === "menu", { what: "the menu" });
  return row.value;
}

// A Triad game between two people; returns the frames drawn from the person's first move on.
async function framesOfAMove(game) {
  await openSetup(game, "triad");
  await setChoice(game, "Black", "Person");
  await setChoice(game, "Orange", "Person");
  await start(game);
  const before = (await game.waitFor((p) => p.board && p.board.human_to_move && !p.board.busy,
    { what: "the person's turn" })).board.moves;
  const seen = await game.read(() => window.tridice_frames.length);
  const after = await playMove(game, rng(5));
  assert.ok(after > before, "a move was made");
  await game.waitFor((p) => p.board && !p.board.busy, { what: "the board at rest" });
  const frames = await game.read((from) => window.tridice_frames.slice(from), seen);
  return frames.filter((f) => f.moves > before);
}

test("with prefers-reduced-motion the animations start off and a move's result shows at once (390x844)", async () => {
  const game = await open(PHONE);
  try {
    await game.prepare((page) => page.emulateMediaFeatures([{ name: "prefers-reduced-motion", value: "reduce" }]));
    await game.prepare((page) => page.evaluateOnNewDocument(recordFrames));
    await game.goto();
    assert.equal(await game.read(() => matchMedia("(prefers-reduced-motion: reduce)").matches), true);
    assert.equal(await animationSetting(game), "Off", "the setting shows Animations off");
    const stored = await game.storage();
    const settings = stored["tridice.settings"] ? JSON.parse(stored["tridice.settings"]).data : {};
    assert.notEqual(settings.animation_chosen, true, "nothing chosen by the player");
    const moved = await framesOfAMove(game);
    assert.ok(moved.length > 0, "frames after the move");
    assert.equal(moved[0].busy, false, "the first frame after the move shows it done");
    assert.ok(moved.every((f) => !f.busy), `no frame of the move in motion: ${JSON.stringify(moved.slice(0, 5))}`);
    await game.shot("motion-reduced-move");
  } finally {
    await game.close();
  }
});

test("without the preference the animations are normal and a move is seen moving (1280x720)", async () => {
  const game = await open(DESKTOP);
  try {
    await game.prepare((page) => page.evaluateOnNewDocument(recordFrames));
    await game.goto();
    assert.equal(await game.read(() => matchMedia("(prefers-reduced-motion: reduce)").matches), false);
    assert.equal(await animationSetting(game), "Normal");
    const moved = await framesOfAMove(game);
    assert.ok(moved.some((f) => f.busy), `a frame of the move in motion: ${JSON.stringify(moved.slice(0, 5))}`);
    assert.equal(moved.at(-1).busy, false);
  } finally {
    await game.close();
  }
});
