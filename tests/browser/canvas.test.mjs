// The canvas in the page's shape (issue 21 point 1): the app reads the page's size and picks a
// canvas of the same aspect, short side 720 (app/ui/layout.py browser_canvas), so the game fills a
// phone's screen with no stripes; a laptop gets the landscape layout; a turned phone gets the
// other shape within about two seconds, the game kept.
import assert from "node:assert/strict";
import { DESKTOP, PHONE, sleep } from "../../tools/browser/harness.mjs";
import { open, openSetup, playMove, rng, setChoice, start, test, useBrowser } from "./support.mjs";

useBrowser();

// The page's size and the canvas's: its pixels and its CSS box.
async function canvasBox(game) {
  return await game.read(() => {
    const c = document.getElementById("canvas"), r = c.getBoundingClientRect();
    return { W: innerWidth, H: innerHeight, dpr: devicePixelRatio, w: c.width, h: c.height,
      left: r.left, top: r.top, right: r.right, bottom: r.bottom };
  });
}

function assertFills(box, what) {
  const shape = (box.w / box.h) / (box.W / box.H);
  assert.ok(Math.abs(shape - 1) < 0.04, `${what}: the canvas ${box.w}x${box.h} has the page's aspect ` +
    `(${box.W}x${box.H}): ${shape.toFixed(3)}`);
  const slack = 2;  // CSS px: the canvas box is whole pixels
  assert.ok(box.left <= slack && box.top <= slack && box.right >= box.W - slack && box.bottom >= box.H - slack,
    `${what}: the canvas covers the page, no stripes: ${JSON.stringify(box)}`);
}

test("a 390x844 phone: the canvas has the phone's shape and fills its screen", async () => {
  const game = await open(PHONE);
  try {
    const menu = await (await game.goto()).waitFor((p) => p.top === "menu", { what: "the menu" });
    const box = await canvasBox(game);
    assert.equal(box.dpr, 3);
    assertFills(box, "390x844");
    assert.deepEqual(menu.size, [box.w, box.h], "the app drew at the canvas's size");
    assert.equal(Math.min(box.w, box.h), 720, "the short side keeps the layouts' units");
    assert.ok(box.h > box.w, "portrait");
    assert.deepEqual(menu.viewport, [390, 844]);
    // what the menu offers lies on the screen and is tall enough for a finger
    for (const w of menu.widgets) {
      assert.ok(w.rect[0] >= 0 && w.rect[1] >= 0 && w.rect[0] + w.rect[2] <= box.w && w.rect[1] + w.rect[3] <= box.h,
        `${w.text} on the screen`);
      assert.ok(w.rect[3] * (box.bottom - box.top) / box.h >= 44 - 0.5, `${w.text} at least 44 CSS px tall`);
    }
    assert.ok((await game.inked()) > 0.05, "the menu is drawn");
    await game.shot("canvas-phone");
  } finally {
    await game.close();
  }
});

test("a 1280x720 laptop: the landscape layout", async () => {
  const game = await open(DESKTOP);
  try {
    await game.goto();
    const menu = await game.waitFor((p) => p.top === "menu", { what: "the menu" });
    const box = await canvasBox(game);
    assertFills(box, "1280x720");
    assert.deepEqual([box.w, box.h], [1280, 720]);
    // the landscape menu: the game cards two by two
    const cards = menu.widgets.filter((w) => w.game);
    assert.equal(cards.length, 4);
    assert.equal(cards[0].rect[1], cards[1].rect[1], "two cards side by side");
    await game.shot("canvas-desktop");
  } finally {
    await game.close();
  }
});

test("turning the phone keeps the game and gives the canvas the new shape within 2 s", async () => {
  const game = await open(PHONE);
  try {
    await game.goto();
    await openSetup(game, "triad");
    await setChoice(game, "Black", "Person");
    await setChoice(game, "Orange", "Computer: easy");
    await start(game);
    const random = rng(5);
    await playMove(game, random);
    const before = await game.waitFor((p) => p.board && p.board.human_to_move && !p.board.busy, { what: "the person's turn" });
    for (const [width, height] of [[844, 390], [390, 844]]) {
      const turned = Date.now();
      await game.page.setViewport({ ...PHONE, width, height });
      const landscape = width > height;
      const p = await game.waitFor((q) => (q.size[0] > q.size[1]) === landscape && q.viewport[0] === width,
        { what: `the ${width}x${height} canvas`, timeout: 5000, every: 20 });
      const took = Date.now() - turned;
      assert.ok(took <= 2000, `the canvas followed the turn in ${took} ms`);
      await sleep(200);  // the page fits the canvas's box to the new window
      assertFills(await canvasBox(game), `${width}x${height}`);
      assert.equal(p.top, "board", "still on the board");
      assert.equal(p.board.code, before.board.code, "the same game, move for move");
      await game.shot(`canvas-turned-${width}x${height}`);
    }
    // taps land where they should on the turned-back canvas: the game goes on
    const moves = await playMove(game, random);
    assert.ok(moves === null || moves > before.board.moves, "a move by taps after turning");
  } finally {
    await game.close();
  }
});

test("a browser bar coming and going: the canvas follows, the game stays", async () => {
  const game = await open(PHONE);
  try {
    await game.goto();
    await game.waitFor((p) => p.top === "menu", { what: "the menu" });
    await game.page.setViewport({ ...PHONE, width: 390, height: 760 });  // the address bar is back
    const p = await game.waitFor((q) => q.viewport[1] === 760 && q.size[1] < 1558, { what: "the shorter canvas", timeout: 5000 });
    assert.deepEqual(p.size, [720, 1403]);
    await sleep(200);
    assertFills(await canvasBox(game), "390x760");
  } finally {
    await game.close();
  }
});
