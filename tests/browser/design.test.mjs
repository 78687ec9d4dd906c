// The design system (docs/design.md) in a real browser at the phone shapes, by what the app
// reports and what the canvas shows: every text drawn is at least its text role's minimum
// in CSS px as the page scales the canvas (the canvas's width over its box's), shows whole,
// and stands out from the canvas's own pixels around its letters (WCAG AA: 4.5:1, 3:1 for
// large text); at game over the board's result stays in sight beside the sheet.
//
// The page runs with tools/browser/texts_prelude.py, which makes the probe
// (app/page/probe.py) list the frame's texts: words, role, size, colour, the box of the
// letters. The contrast is measured here, on the canvas: the text's colour against the
// commonest colour of the box that is not the text's.
import assert from "node:assert/strict";
import { PHONE, SMALL } from "../../tools/browser/harness.mjs";
import { fixtures, followTaps, open, openSetup, test, useBrowser } from "./support.mjs";

useBrowser();

const MINIMUM = { title: 20, heading: 16, body: 14, secondary: 12 };  // CSS px (app/ui/design.py)
const INACTIVE = new Set(["faint"]);  // switched-off words (a spent colour of dice): not read

function luminance([r, g, b]) {
  const c = (v) => { v /= 255; return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; };
  return 0.2126 * c(r) + 0.7152 * c(g) + 0.0722 * c(b);
}

function contrast(a, b) {
  const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p);
  return (x + 0.05) / (y + 0.05);
}

// For each text: [commonest colour of its letters' box that is not near the text's colour,
// pixels near the text's colour], read off the canvas.
async function canvasColours(game, texts) {
  return await game.read((texts) => {
    const canvas = document.getElementById("canvas");
    const copy = document.createElement("canvas");
    const g = copy.getContext("2d", { willReadFrequently: true });
    return texts.map(({ rect: [x, y, w, h], colour }) => {
      copy.width = w; copy.height = h;
      g.clearRect(0, 0, w, h);
      g.drawImage(canvas, x, y, w, h, 0, 0, w, h);
      const data = g.getImageData(0, 0, w, h).data;
      const counts = new Map();
      let ink = 0;
      for (let i = 0; i < data.length; i += 4) {
        const d = Math.abs(data[i] - colour[0]) + Math.abs(data[i + 1] - colour[1]) + Math.abs(data[i + 2] - colour[2]);
        if (d < 60) { ink++; continue; }
        const key = `${data[i]},${data[i + 1]},${data[i + 2]}`;
        counts.set(key, (counts.get(key) || 0) + 1);
      }
      let ground = null, most = -1;
      for (const [key, n] of counts) if (n > most) { most = n; ground = key.split(",").map(Number); }
      return [ground, ink];
    });
  }, texts);
}

// What is wrong with the frame on screen now (after it settled), one sentence each.
async function look(game, label) {
  const probe = await game.settle();
  const texts = probe.texts || [];
  assert.ok(texts.length, `${label}: the probe reports the frame's texts`);
  const scale = await game.read(() => {
    const c = document.getElementById("canvas");
    return c.width / c.getBoundingClientRect().width;
  });
  const found = [];
  const colours = await canvasColours(game, texts);
  texts.forEach((t, i) => {
    const said = `${label}: "${t.text}"`;
    if (!t.role) { found.push(`${said} has no text role (${t.size} px)`); return; }
    const css = t.size / scale;
    if (css < MINIMUM[t.role] - 0.01) found.push(`${said}: ${t.role} at ${css.toFixed(1)} CSS px, under ${MINIMUM[t.role]}`);
    if (!t.whole) found.push(`${said} is cut`);
    if (INACTIVE.has(t.name)) return;
    const [ground, ink] = colours[i];
    if (!ink) found.push(`${said}: none of its colour on the canvas`);
    if (!ground) return;
    const needed = css >= 24 || (t.bold && css >= 18.66) ? 3 : 4.5;
    const ratio = contrast(t.colour, ground);
    if (ratio < needed) found.push(`${said}: contrast ${ratio.toFixed(2)}:1 on rgb(${ground}), under ${needed}:1`);
  });
  return { probe, found, scale };
}

for (const viewport of [PHONE, SMALL]) {
  test(`the menu, settings, a setup and its rules keep the design system (${viewport.name})`, async () => {
    const game = await open(viewport);
    try {
      await game.goto({ prelude: "texts_prelude.py" });
      await game.waitFor((p) => p.top === "menu", { what: "the menu" });
      const found = [];
      const menu = await look(game, "menu");
      assert.ok(menu.scale > 1.5, `the canvas is scaled down to the phone (${menu.scale})`);
      found.push(...menu.found);
      await game.pressButton("Settings");
      await game.waitFor((p) => p.top === "settings", { what: "the settings" });
      found.push(...(await look(game, "settings")).found);
      await game.pressButton("Done");
      for (const id of ["trice", "tri"]) {
        await openSetup(game, id);
        found.push(...(await look(game, `${id} setup`)).found);
        await game.pressButton("Rules");
        await game.waitFor((p) => p.top === "rules", { what: `${id}'s rules` });
        found.push(...(await look(game, `${id} rules`)).found);
        await game.pressButton("Back");
        await game.waitFor((p) => p.top === "setup", { what: "the setup again" });
        await game.pressButton("Back");
        await game.waitFor((p) => p.top === "menu", { what: "the menu again" });
      }
      await game.shot("design-menu");
      assert.deepEqual(found, []);
    } finally {
      await game.close();
    }
  });

  const games = viewport === PHONE ? ["trice", "tri"] : ["tris2", "triad"];
  for (const id of games) {
    test(`${id}: the board and its game over keep the design system, the result beside the sheet (${viewport.name})`, async () => {
      const { code, taps } = fixtures()[id];
      const game = await open(viewport);
      try {
        await game.goto({ hash: code, prelude: "texts_prelude.py" });
        await game.waitFor((p) => p.board && p.top === "board", { what: "the game from its code" });
        const found = [...(await look(game, `${id} board`)).found];
        await followTaps(game, taps);
        await game.waitFor((p) => p.top === "game_over", { what: "the game-over sheet", timeout: 30000 });
        const over = await look(game, `${id} game over`);
        found.push(...over.found);
        const sheet = over.probe.panel;
        const result = over.probe.board.result_area;
        assert.ok(sheet && result && result.length, "the probe says where the sheet and the result are");
        const [W, H] = over.probe.size;
        for (const [x, y, w, h] of result) {
          const [sx, sy, sw, sh] = sheet;
          assert.ok(x >= 0 && y >= 0 && x + w <= W && y + h <= H, `the result ${[x, y, w, h]} is on the screen`);
          assert.ok(x + w <= sx || sx + sw <= x || y + h <= sy || sy + sh <= y,
            `the sheet ${sheet} covers none of the result ${[x, y, w, h]}`);
        }
        await game.shot(`design-${id}-game-over`);
        assert.deepEqual(found, []);
      } finally {
        await game.close();
      }
    });
  }
}
