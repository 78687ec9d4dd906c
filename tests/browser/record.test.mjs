// Your record (issue 23 point 3; app/saved/record.py) in a real browser: a game against the easy
// computer, kept in the browser's storage as a game in progress one tap path from its end
// (tools/browser/fixtures.py `against`), continued from the menu and finished by taps, is
// counted in the record; after a reload the menu offers Your record and its screen shows the
// game, in text the design system allows at the phone's scale; a second reload and the
// record's file is the same (the game counted once).
//
// The page runs with tools/browser/texts_prelude.py so the probe lists the frame's texts.
import assert from "node:assert/strict";
import { DESKTOP, PHONE, SMALL, TEST_TIME } from "../../tools/browser/harness.mjs";
import { assertReadableStorage, fixtures, followTaps, open, test, useBrowser } from "./support.mjs";

useBrowser();

const MINIMUM = { title: 20, heading: 16, body: 14, secondary: 12 };  // CSS px (app/ui/design.py)
const CELL = { won: "1\u20130\u20130", lost: "0\u20131\u20130", drawn: "0\u20130\u20131" };

// Every text of the record screen at its role's minimum in CSS px or above, and whole.
function assertReadable(screen) {
  const texts = screen.texts.filter((t) => t.scene === "record");
  assert.ok(texts.length > 20, "the screen's words are listed");
  for (const t of texts) {
    const css = t.size / screen.css_scale;
    assert.ok(css >= MINIMUM[t.role], `${JSON.stringify(t.text)} is ${css.toFixed(1)} CSS px (${t.role})`);
    assert.ok(t.whole, `${JSON.stringify(t.text)} shows whole`);
  }
  return texts;
}

// The words on the row that starts with `name`, after it, left to right (on a wide screen the
// panels stand side by side: a row of the left one goes on into the right one).
// A row's cells: on the name's line, right of it, or (where the names leave the level columns
// too narrow: app/scenes/record_scene.py stacked) on the line under it.
function row(texts, name) {
  const head = texts.find((t) => t.text === name);
  assert.ok(head, `a row ${name}`);
  const beside = texts.filter((t) => t.rect[0] > head.rect[0] && Math.abs(t.rect[1] - head.rect[1]) < head.rect[3]);
  const below = texts.filter((t) => t.rect[1] > head.rect[1] + head.rect[3] / 2 && t.rect[0] >= head.rect[0]);
  const middle = (t) => t.rect[1] + t.rect[3] / 2;  // a dash's letters lie lower than digits'
  const next = Math.min(...below.map(middle));  // the nearest line under the name
  const under = below.filter((t) => Math.abs(middle(t) - next) < head.rect[3] / 2);
  return (beside.length ? beside : under).sort((a, b) => a.rect[0] - b.rect[0]).map((t) => t.text);
}

// The puzzles' figure shown with `label`: on its row, right of it, or (a tall phone's tiles:
// app/scenes/record_scene.py draw_tiles) the value in the title's size centred just above it.
function figure(texts, label) {
  const head = texts.find((t) => t.text === label);
  assert.ok(head, `a figure ${label}`);
  const centre = (t) => t.rect[0] + t.rect[2] / 2;
  const above = texts.filter((t) => t.role === "title" && t.rect[1] + t.rect[3] <= head.rect[1] + 2
    && Math.abs(centre(t) - centre(head)) < Math.max(4, head.rect[2] / 4));
  if (above.length) return above.sort((a, b) => b.rect[1] - a.rect[1])[0].text;
  return row(texts, label)[0];
}

async function openRecord(game) {
  await game.pressButton("Your record");
  await game.waitFor((p) => p.top === "record", { what: "the record screen" });
  return await game.settle();
}

test("a game against the computer finished by taps is on the record screen after a reload (390x844)", async () => {
  const { against, taps } = fixtures().trice;
  const game = await open(PHONE);
  try {
    await game.goto({ prelude: "texts_prelude.py" });
    const first = await game.waitFor((p) => p.top === "menu", { what: "the menu" });
    assert.ok(!first.widgets.some((w) => w.text === "Your record"), "a new player's menu has no record yet");
    const doc = { app: "tridice", kind: "autosave-trice", version: 1,
      data: { record: against.record, seats: against.seats, saved: 0 } };
    await game.read((text) => localStorage.setItem("tridice.autosave-trice", text), JSON.stringify(doc));
    await game.reload();
    await game.pressButton("Continue TRICE");
    const board = await game.waitFor((p) => p.top === "board" && p.board && p.board.human_to_move && !p.board.busy,
      { what: "the game against the computer, the person to move" });
    assert.deepEqual(board.board.seats, against.seats, "the computer sits in the other seat");
    await followTaps(game, taps);
    await game.waitFor((p) => p.top === "game_over", { what: "the game-over sheet", timeout: 30000 });
    const kept = JSON.parse((await game.storage())["tridice.record"]);
    const tally = kept.data.games.trice.easy;
    const outcome = Object.keys(CELL).find((o) => tally[o] === 1);
    assert.ok(outcome && Object.values(tally).reduce((a, b) => a + b) === 1, `one game counted: ${JSON.stringify(tally)}`);
    await game.shot("record-game-over");

    await game.reload();
    await game.waitFor((p) => p.top === "menu", { what: "the menu after the reload" });
    const screen = await openRecord(game);
    await game.shot("record-screen");
    const texts = assertReadable(screen);
    const cells = row(texts, "TRICE");
    assert.equal(cells[0], CELL[outcome], `TRICE against easy: ${outcome} (the row shows ${JSON.stringify(cells)})`);
    assert.deepEqual(screen.toasts, [], "nothing set aside, nothing to say");

    // once more: the record as it was (the game's end is not counted again)
    const before = (await game.storage())["tridice.record"];
    await game.pressButton("Done");
    await game.reload();
    await game.waitFor((p) => p.top === "menu", { what: "the menu after a second reload" });
    assert.ok(!(await game.probe()).widgets.some((w) => /^Continue/.test(w.text)), "the finished game is not offered");
    assert.equal((await game.storage())["tridice.record"], before);
    assertReadableStorage(await game.storage());
  } finally {
    await game.close();
  }
});

// The same screen at the small phone and the desktop, with a record as the app writes it after
// a few days (a streak of 3 up to yesterday, two puzzles failed, games at every level): readable,
// every row there. The page runs in a time zone whose date is not UTC's at the page's clock (the
// test day, 2026-11-25 UTC: at 12:00 UTC it is already the 26th at UTC+14; at 06:00 UTC it is
// still the 24th at UTC-12): the streak alive and waiting for today's solve shows the app takes
// the player's local date, as the page's clock gives it, not UTC's (by UTC's date the streak
// would be kept already at UTC+14, and broken at UTC-12).
const ZONES = [[SMALL, "Pacific/Kiritimati", TEST_TIME, "2026-11-25"],
  [DESKTOP, "Etc/GMT+12", TEST_TIME - 6 * 3600000, "2026-11-23"]];
for (const [viewport, zone, clock, localYesterday] of ZONES) {
  test(`the record screen reads well, by the player's local date (${viewport.name}, ${zone})`, async () => {
    const game = await open(viewport, { clock });
    try {
      await game.prepare((page) => page.emulateTimezone(zone));
      await game.goto({ prelude: "texts_prelude.py" });
      const [yesterday, offset, utcDay, localDay] = await game.read(() => {
        const d = new Date();
        const [utcDay, localDay] = [d.getUTCDate(), d.getDate()];
        d.setDate(d.getDate() - 1);
        const iso = `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
        return [iso, new Date().getTimezoneOffset(), utcDay, localDay];
      });
      assert.ok(Math.abs(offset) >= 12 * 60, `the page runs in ${zone} (offset ${offset} min)`);
      assert.notEqual(localDay, utcDay, `the page's date in ${zone} is not UTC's`);
      assert.equal(yesterday, localYesterday, `yesterday in ${zone}, by the page's clock`);
      const tally = (won, lost, drawn) => ({ won, lost, drawn });
      const data = { streak: 3, best_streak: 12, last_day: yesterday, solved: 41, failed: 2, rating: 1468,
        done: { trice: [1, 2, 3] }, counted: ["a", "b"],
        games: { trice: { easy: tally(2, 1, 0), normal: tally(10, 12, 0), hard: tally(0, 3, 0) },
          tri: { easy: tally(1, 0, 0) }, tris2: { hard: tally(0, 0, 17) } } };
      await game.read((text) => localStorage.setItem("tridice.record", text),
        JSON.stringify({ app: "tridice", kind: "record", version: 1, data }));
      await game.reload();
      await game.waitFor((p) => p.top === "menu", { what: "the menu" });
      const screen = await openRecord(game);
      await game.shot("record-screen");
      const texts = assertReadable(screen);
      assert.deepEqual(row(texts, "TRICE"), ["2\u20131\u20130", "10\u201312\u20130", "0\u20133\u20130"]);
      assert.deepEqual(row(texts, "Tris 2"), ["\u2013", "\u2013", "0\u20130\u201317"]);
      assert.equal(figure(texts, "Puzzle rating"), "1468");
      // yesterday in the player's zone: the streak lives and waits for today's solve
      assert.equal(figure(texts, "Streak"), "3 days", `the streak up to ${yesterday} is alive on the page's today`);
      const said = texts.filter((t) => t.role === "secondary").map((t) => t.text).join(" ");
      assert.match(said, /Solve a puzzle today to keep your streak\./, `today (in ${zone}) has no solve yet`);
      assert.deepEqual(screen.toasts, []);
    } finally {
      await game.close();
    }
  });
}
