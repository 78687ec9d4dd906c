// Play by link between two players, each in a browser of their own (separate profiles):
// a link made on one page is opened on the other, and each side makes a move.
import assert from "node:assert/strict";
import { DESKTOP, PHONE, launch, openGame } from "../../tools/browser/harness.mjs";
import { ctx, openSetup, playMove, rng, setChoice, start, test, useBrowser } from "./support.mjs";

useBrowser();

// A whole turn by taps (a TRICE turn is a placement, then a die handed over).
async function turn(game, random) {
  let count = null;
  for (let i = 0; i < 4; i++) {
    const p = await game.waitFor((q) => q.board && !q.board.busy, { what: "the board at rest" });
    if (!p.board.human_to_move || p.board.over) return count;
    count = await playMove(game, random);
  }
  return count;
}

// Send: the page copies the link (no share sheet in these browsers); read it off the clipboard.
async function send(game, before) {
  await game.pressButton(/^Send/);
  const end = Date.now() + 20000;
  let text = null;
  while (Date.now() < end) {
    text = await game.read(() => navigator.clipboard.readText().catch((e) => "refused: " + e.name));
    if (text && text !== before && text.includes("#")) return text;
    await new Promise((done) => setTimeout(done, 200));
  }
  await game.shot("link-send-failed");
  throw new Error(`Send put no link on the clipboard (it holds ${text}); the app shows ` +
    JSON.stringify(await game.probe()).slice(0, 800) + game.tail());
}

test("a game by link between two browsers: each side moves (1280x720 and 390x844)", async () => {
  const second = await launch();  // the friend: another browser, another profile
  const alice = await openGame(ctx.browser, ctx.server, DESKTOP);
  const bob = await openGame(second, ctx.server, PHONE);
  try {
    await alice.goto();
    await openSetup(alice, "trice");
    await setChoice(alice, "Player 1", "Person");
    await setChoice(alice, "Player 2", "Friend far away");
    await start(alice);
    const random = rng(21);
    // TRICE: the rules may give the first turn to either seat; play until it is the friend's
    const mine = await alice.waitFor((p) => p.board && !p.board.busy && (p.board.human_to_move ||
      p.widgets.some((w) => /^Send/.test(w.text) && w.enabled)), { what: "a turn" });
    if (mine.board.human_to_move) await turn(alice, random);
    const link = await send(alice, "");
    assert.match(link, /^http:\/\/127\.0\.0\.1:\d+\/page\.html.*#B/);
    const sent = (await alice.probe()).board;
    await alice.shot("link-sent");
    await alice.pressButton("Close").catch(() => {});

    // the friend opens it: the game arrives with the last move played out, and they answer
    const [page, hash] = link.split("#");
    await bob.page.goto(page + "#" + hash, { waitUntil: "load" });
    const arrived = await bob.waitFor((p) => p.board && p.top === "board" && p.board.human_to_move && !p.board.busy,
      { what: "the friend's turn", timeout: 60000 });
    assert.equal(arrived.board.moves, sent.moves, "the friend sees every move so far");
    await turn(bob, random);
    const answer = await send(bob, "");
    await bob.shot("link-answer");
    const answered = (await bob.probe()).board;
    assert.ok(answered.moves > sent.moves);

    // back on the first device: the answer arrives and it is that player's turn
    const [page2, hash2] = answer.split("#");
    await alice.page.goto(page2 + "#" + hash2, { waitUntil: "load" });
    const back = await alice.waitFor((p) => p.board && p.top === "board" && p.board.moves >= answered.moves,
      { what: "the answer to arrive", timeout: 60000 });
    assert.equal(back.board.code, answered.code, "both devices hold the same game");
    assert.ok(!back.toasts.some((t) => /not applied|older|refused/i.test(t)), `no refusal (${back.toasts})`);
    // and the first player answers in turn, so each side has moved
    const after = await turn(alice, random);
    assert.ok(after > answered.moves, "the first player moved on their device");
    await alice.shot("link-back");
  } finally {
    await bob.close().catch((e) => { throw e; }).finally(() => second.close());
    await alice.close();
  }
});
