// A screen reader follows the game (issue 22 point 4): the app makes a live region in the page
// itself (app/page/access.py: role status, polite, visually hidden) and keeps it saying what
// happens (app/page/announcer.py): the screen that opened, the move just made in plain words, whose
// turn it is, the result at the end. The region's text is what a screen reader reads.
import assert from "node:assert/strict";
import { DESKTOP, PHONE } from "../../tools/browser/harness.mjs";
import { fixtures, followTaps, open, openSetup, playMove, rng, setChoice, start, test, useBrowser } from "./support.mjs";

useBrowser();

// The live region as the page has it, and where the keyboard's focus is.
async function region(game) {
  return await game.read(() => {
    const r = document.getElementById("tridice-live");
    if (!r) return null;
    const box = r.getBoundingClientRect();
    return { text: r.textContent, role: r.getAttribute("role"), live: r.getAttribute("aria-live"),
      atomic: r.getAttribute("aria-atomic"), width: box.width, height: box.height,
      inBody: r.parentElement === document.body, count: document.querySelectorAll("[aria-live]").length,
      lang: document.documentElement.lang, focused: document.activeElement && document.activeElement.id };
  });
}

async function saysWhen(game, test, what, timeout = 15000) {
  const end = Date.now() + timeout;
  let last = null;
  while (Date.now() < end) {
    last = await region(game);
    if (last && test(last.text)) return last.text;
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error(`the live region never said ${what}; it says ${JSON.stringify(last)}` + game.tail());
}

// Plain words for TRICE's notation: "give W3" is "gives the white 3", "place b2" is
// "places the ... on b2" (games/trice/rules.py describe_move).
const COLOURS = { W: "white", P: "purple", O: "orange" };
function spoken(move) {
  const [verb, arg] = move.split(" ");
  if (verb === "give") return new RegExp(`gives the ${COLOURS[arg[0]]} ${arg.slice(1)}\\b`);
  if (verb === "place") return new RegExp(`places the \\w+ \\d on ${arg}\\b`);
  return null;
}

test("the app makes the live region and says the menu, then a move made by taps in plain words (TRICE, 390x844)", async () => {
  const game = await open(PHONE);
  try {
    await game.goto();
    const first = await region(game);
    assert.ok(first, "the app made a live region in the page");
    assert.equal(first.role, "status");
    assert.equal(first.live, "polite");
    assert.equal(first.atomic, "true");
    assert.ok(first.inBody && first.width <= 1 && first.height <= 1, `visually hidden: ${JSON.stringify(first)}`);
    assert.equal(first.lang, "en", "the page's language is the player's");
    await saysWhen(game, (t) => t === "TriDice: choose a game.", "the menu");
    await openSetup(game, "trice");
    await saysWhen(game, (t) => t === "TRICE: new game.", "the setup's title");
    const rows = (await game.probe()).widgets.filter((w) => w.kind === "choice" && /^(Person|Computer)/.test(w.value));
    for (const row of rows) await setChoice(game, row.text, "Person");
    await start(game);
    await saysWhen(game, (t) => t.startsWith("TRICE."), "the board's game");
    const random = rng(5);
    for (let i = 0; i < 3; i++) {
      const moves = await playMove(game, random);
      assert.ok(moves !== null, "the game goes on");
      const move = (await game.probe()).board.last;
      const words = spoken(move);
      const text = await saysWhen(game, (t) => (words ? words.test(t) : !t.includes(move)) && /Player [12]/.test(t),
        `the move ${move} in plain words`);
      assert.ok(!text.includes(move), `not the notation ${move}: ${text}`);
    }
    assert.equal((await region(game)).count, 1, "one live region only");
    await game.shot("aria-move");
  } finally {
    await game.close();
  }
});

test("at the end the region says the result (Triad, 1280x720, by clicks)", async () => {
  const { code, taps } = fixtures().triad;
  const game = await open(DESKTOP);
  try {
    await game.goto({ hash: code });
    await game.waitFor((p) => p.board && p.top === "board", { what: "the game from its code" });
    await followTaps(game, taps);
    const over = await game.waitFor((p) => p.top === "game_over", { what: "the game-over sheet", timeout: 30000 });
    const result = over.board.result;
    const text = await saysWhen(game, (t) => t.includes("Game over.") && t.includes(result.replace(/\.$/, "")),
      `the result (${result})`);
    assert.ok(!/to move\./.test(text), `nobody's turn once it is over: ${text}`);
    await game.shot("aria-result");
  } finally {
    await game.close();
  }
});

test("what Tab reaches is said, and a rules page is read a screenful at a time (1280x720, keys)", async () => {
  const game = await open(DESKTOP);
  try {
    await game.goto();
    await saysWhen(game, (t) => t === "TriDice: choose a game.", "the menu");
    await game.key("Tab");
    const menu = await game.waitFor((p) => p.widgets.some((w) => w.focused), { what: "the focus on the menu" });
    const focused = menu.widgets.find((w) => w.focused).text;
    await saysWhen(game, (t) => t === `${focused}.`, `the focused ${focused}`);
    await game.goto({ args: "" });  // a fresh start, then a game's rules from its setup
    await openSetup(game, "tris2");
    await game.pressButton("Rules");
    await game.waitFor((p) => p.top === "rules", { what: "the rules page" });
    const first = await saysWhen(game, (t) => t.startsWith("How to play Tris 2."), "the rules page's title and first paragraphs");
    assert.ok(first.length > 200, `the paragraphs in view are read: ${first}`);
    await game.key("PageDown");
    const next = await saysWhen(game, (t) => t !== first && !t.startsWith("How to play"), "the paragraphs PageDown brought");
    assert.ok(next.length > 40 && !first.includes(next.slice(0, 40)), `new words: ${next.slice(0, 120)}`);
  } finally {
    await game.close();
  }
});
