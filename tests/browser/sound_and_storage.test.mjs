// Sound on and off, and a browser that cannot keep anything: the game plays on.
import assert from "node:assert/strict";
import { DESKTOP, PHONE, SMALL } from "../../tools/browser/harness.mjs";
import { open, openSetup, playMove, rng, setChoice, start, test, useBrowser } from "./support.mjs";

useBrowser();

// (Headless Chromium runs Web Audio before any gesture even with
// --autoplay-policy=user-gesture-required: the gate itself is not what this can check.)
test("sound on, then off: sounds play after the first tap and stop when switched off (390x844)", async () => {
  const game = await open(PHONE);
  try {
    await game.goto();
    const first = await game.probe();
    assert.equal(first.audio.on, true, "sound is on for a new player");
    assert.equal(first.audio.ready, false, "nothing is unlocked before the player's first tap");
    assert.equal(await game.read(() => window.tridice_pyodide._module.SDL2?.audioContext?.state ?? "none"), "none",
      "no audio context before the first tap (the mixer starts there, once)");
    await openSetup(game, "trice");
    const tapped = await game.probe();
    assert.ok(tapped.audio.ready && !tapped.audio.failed, "the first tap unlocked the audio");
    assert.ok(await game.read(() => window.tridice_pyodide._module.SDL2?.audioContext?.state) === "running");
    await setChoice(game, "Player 2", "Person");
    await start(game);
    const random = rng(5);
    await playMove(game, random);
    const loud = await game.probe();
    assert.ok(loud.audio.plays > tapped.audio.plays, "taps and moves made sounds");
    await game.pressButton("Menu");
    await game.waitFor((p) => p.top === "menu", { what: "the menu" });
    await game.pressButton("Settings");
    await game.waitFor((p) => p.top === "settings", { what: "the settings" });
    await setChoice(game, "Sound", "Off");
    await game.pressButton("Done");
    const quiet = await game.waitFor((p) => p.top === "menu" && !p.audio.on, { what: "sound off" });
    await game.pressButton(/^Continue/);
    await playMove(game, random);
    const after = await game.probe();
    assert.equal(after.audio.plays, quiet.audio.plays, "no sound while it is off");
  } finally {
    await game.close();
  }
});

// Every text the live region (#tridice-live) takes, in order, into window.tridice_said.
const KEEP_SAID = () => {
  window.tridice_said = [];
  new MutationObserver(() => {
    const region = document.getElementById("tridice-live");
    const text = region && region.textContent;
    if (text && text !== window.tridice_said[window.tridice_said.length - 1]) window.tridice_said.push(text);
  }).observe(document, { subtree: true, childList: true, characterData: true });
};

for (const [fault, viewport] of [["full", SMALL], ["blocked", DESKTOP]]) {
  test(`storage ${fault}: the game plays on and says once that progress will not be saved, to a screen reader too (${viewport.name})`, async () => {
    const game = await open(viewport, { fault });
    try {
      await game.prepare((page) => page.evaluateOnNewDocument(KEEP_SAID));
      await game.goto();
      await openSetup(game, "triad");
      await setChoice(game, "Black", "Person");
      await setChoice(game, "Orange", "Computer: easy");
      await start(game);
      const random = rng(9);
      const seen = new Set();
      for (let i = 0; i < 3; i++) {
        await playMove(game, random);
        for (const t of (await game.probe()).toasts) seen.add(t);
      }
      const notices = [...seen].filter((t) => /will not be saved/.test(t));
      assert.equal(notices.length, 1, `one notice (${[...seen]})`);
      // a screen reader hears it too, once (the live region, app/page/announcer.py)
      const said = await game.read(() => window.tridice_said);
      assert.equal(said.filter((t) => /will not be saved/.test(t)).length, 1, `said once: ${JSON.stringify(said)}`);
      await game.shot(`storage-${fault}`);
      // back at the menu, the game is still there to continue in this tab
      await game.pressButton("Menu");
      const menu = await game.waitFor((p) => p.top === "menu", { what: "the menu" });
      assert.ok(menu.widgets.some((w) => w.text === "Continue Triad"), "Continue works in this tab");
      assert.ok(!menu.toasts.some((t) => /set aside|damaged/.test(t)));
    } finally {
      await game.close();
    }
  });
}
