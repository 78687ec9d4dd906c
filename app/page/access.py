"""The page around the canvas, for a player who does not (or cannot) point: a live region a
screen reader reads aloud, and the keyboard's focus on the canvas.

The app sets both up itself once it runs (`install`), through `platform.window`, so the
real page (web/index.tmpl, under pygbag) and the browser tests' page
(tools/browser/page.html, under pyodide) get the same code. A small helper (HELPER_JS) is
put into the page once with `window.eval`, as app/page/web_async.py does, and is only ever
handed strings: no JavaScript object or Python function crosses between the two, which
pygbag's bridge and pyodide's would each treat their own way.

- The live region: a `div` with role "status", `aria-live="polite"` and `aria-atomic`,
  visually hidden (1 px, clipped: it can never widen the page), at the end of the body.
  `say(text)` replaces its text; app/page/announcer.py decides what and when.
- The canvas: `tabindex="0"` (reachable by Tab from the browser's own controls), role
  "application" with a label (a screen reader then passes the arrows, Enter and Space to
  the game instead of reading the page with them), and focus, now and again after every
  tap or click anywhere on the page that does not land on a control of the page's own
  (pygbag's debug console). Keys would reach the game anyway (SDL listens on the window),
  but a focused canvas is where a screen reader says the player is.
- The page's language (`<html lang>`) follows the player's, so a screen reader speaks the
  region's words with the right voice; a language chosen in Settings relabels the canvas and
  the page at once (`relabel`).

Natively there is no page: every function does nothing and returns False.
"""

from typing import Any

from app.page import web

REGION_ID = "tridice-live"

HELPER_JS = """
window.tridice_access = window.tridice_access || (function () {
  var doc = window.document;
  var canvas = function () { return doc.getElementById("canvas"); };
  var region = null;
  var hidden = "position:absolute;left:0;top:0;width:1px;height:1px;margin:-1px;padding:0;" +
    "border:0;overflow:hidden;clip:rect(0 0 0 0);clip-path:inset(50%);white-space:nowrap;";
  function focusCanvas() {
    var c = canvas();
    if (c && doc.activeElement !== c) {
      try { c.focus({preventScroll: true}); } catch (error) { c.focus(); }
    }
  }
  // A control of the page's own keeps the focus it took (pygbag's debug console, a button).
  function pageControl(target) {
    return !!(target && target.closest &&
      target.closest("button, a[href], input, select, textarea, [contenteditable], #pyconsole"));
  }
  function after(event) {
    if (pageControl(event.target)) return;
    // after the browser's own focus change (mousedown's, or a touch's mouse events)
    setTimeout(focusCanvas, 0);
  }
  return {
    setup: function (label, lang) {
      region = doc.getElementById("__REGION__");
      if (!region) {
        region = doc.createElement("div");
        region.id = "__REGION__";
        region.setAttribute("role", "status");
        region.setAttribute("aria-live", "polite");
        region.setAttribute("aria-atomic", "true");
        region.setAttribute("style", hidden);
        doc.body.appendChild(region);
        doc.addEventListener("pointerup", after, true);
        doc.addEventListener("click", after, true);
      }
      var c = canvas();
      if (c) {
        c.setAttribute("tabindex", "0");
        c.setAttribute("role", "application");
        c.setAttribute("aria-label", String(label));
      }
      this.lang(lang);
      focusCanvas();
      return !!c;
    },
    label: function (label, lang) {
      var c = canvas();
      if (c) c.setAttribute("aria-label", String(label));
      this.lang(lang);
      return !!c;
    },
    say: function (text, lang) {
      this.lang(lang);
      if (region) region.textContent = String(text);
      return !!region;
    },
    lang: function (lang) {
      if (lang && doc.documentElement.getAttribute("lang") !== String(lang)) {
        doc.documentElement.setAttribute("lang", String(lang));
      }
    },
    focus: focusCanvas
  };
})();
""".replace("__REGION__", REGION_ID)


def helper() -> Any:
    """The page's helper object (installed on first use), or None natively."""
    return web.page_object(HELPER_JS, "tridice_access")


def page_language(code: str | None) -> str:
    """The BCP 47 tag for the page of the language `code` (the pseudo-locale reads as English)."""
    return code if code and code.isalpha() and len(code) <= 3 else "en"


def install(label: str, language: str) -> bool:
    """Make the live region, give the canvas its tabindex, role and `label`, and focus it.
    True if the page has the canvas."""
    js = helper()
    if js is None:
        return False
    try:
        return bool(js.setup(label, page_language(language)))
    except Exception:
        return False


def relabel(label: str, language: str) -> bool:
    """Give the canvas its `label` again, and the page its language (the player chose another
    language in Settings: the page reads it at once, no reload). True if the page has the canvas."""
    js = helper()
    if js is None:
        return False
    try:
        return bool(js.label(label, page_language(language)))
    except Exception:
        return False


def say(text: str, language: str) -> bool:
    """Put `text` in the live region (a screen reader reads it when it changes)."""
    js = helper()
    if js is None:
        return False
    try:
        return bool(js.say(text, page_language(language)))
    except Exception:
        return False
