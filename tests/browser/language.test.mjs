// The browser's language by default (issue 22 point 2): a browser whose navigator.language is
// Italian gets the menu in Italian at 390x844, from the catalog in the bundle; the page's own
// loading words are Italian too, before Python runs (tools/page_texts.py). The words expected
// are read from locale/it/LC_MESSAGES/tridice.po, the catalog the bundle's .mo is compiled from.

import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { after, before } from "node:test";
import assert from "node:assert/strict";
import { PHONE, launch } from "../../tools/browser/harness.mjs";
import { open, test, useBrowser } from "./support.mjs";
import { freshPage, overlay, serveSite, visit } from "./page_support.mjs";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");

// msgid -> msgstr of a .po file (single-line entries: the catalogs are written unwrapped).
function catalog(code) {
  const text = readFileSync(path.join(ROOT, "locale", code, "LC_MESSAGES", "tridice.po"), "utf-8");
  const found = new Map();
  for (const match of text.matchAll(/^msgid "((?:[^"\\]|\\.)*)"\nmsgstr "((?:[^"\\]|\\.)*)"$/gm)) {
    found.set(JSON.parse(`"${match[1]}"`), JSON.parse(`"${match[2]}"`));
  }
  return found;
}

const ITALIAN = catalog("it");

function italian(message) {
  const said = ITALIAN.get(message);
  assert.ok(said, `the Italian catalog translates ${JSON.stringify(message)}`);
  assert.notEqual(said, message);
  return said;
}

// Chromium's language for this page only: navigator.language and navigator.languages.
const SPEAKS_ITALIAN = `
  Object.defineProperty(Navigator.prototype, "language", { get: () => "it-IT" });
  Object.defineProperty(Navigator.prototype, "languages", { get: () => ["it-IT", "it"] });
`;

useBrowser();

test("a browser in Italian gets the menu in Italian at 390x844", async () => {
  const game = await open(PHONE);
  try {
    await game.prepare((page) => page.evaluateOnNewDocument(SPEAKS_ITALIAN));
    await game.goto();
    const menu = await game.settle();
    assert.equal(menu.top, "menu");
    const words = menu.widgets.map((w) => w.text);
    for (const message of ["Settings", "Credits", "Open a copied code"]) {
      assert.ok(words.includes(italian(message)), `${italian(message)} in ${JSON.stringify(words)}`);
      assert.ok(!words.includes(message), `no English ${message}`);
    }
    await game.shot("language-menu-it");
    // the choice is the browser's, not saved: nothing written before the player acts
    assert.deepEqual(await game.storage(), {});
  } finally {
    await game.close();
  }
});

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

test("the page's loading words are Italian before Python runs", async () => {
  const site = await serveSite();
  const { context, page } = await freshPage(browser, PHONE);
  try {
    await page.evaluateOnNewDocument(SPEAKS_ITALIAN);
    await visit(page, site.url());
    const seen = await overlay(page);
    assert.equal(seen.kept, italian("Your saved games and settings are safe."));
    assert.equal(seen.retryLabel, italian("Retry"));
    assert.equal(await page.evaluate(() => document.documentElement.lang), "it");
  } finally {
    await context.close();
    site.close?.();
  }
});
