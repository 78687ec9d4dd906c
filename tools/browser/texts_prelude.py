"""The browser's eye tests' instrument (tests/browser/design.test.mjs), run in the page
before the app starts.

tools/browser/page.html imports this file as the module `tridice_prelude` when the page is
opened with `?prelude=texts_prelude.py` (tools/browser/harness.mjs serves it); without it
nothing here runs and the app is the one players get. It changes nothing the app draws:
every picture the app makes becomes a recording surface (app/ui/drawlog.py), so the words drawn
on a picture kept between frames are found where the picture lands, and the page's probe
(app/page/probe.py) adds the frame's texts to what it writes: their words, text role,
size, colour and the box of their letters, for the page to hold to the design system in
CSS pixels and against the canvas's own pixels.
"""

import pygame

from app.page import probe as page_probe
from app.ui import drawlog

pygame.Surface = drawlog.RecordingSurface  # type: ignore[misc]  # every picture the app makes records its words
page_probe.TEXTS = True
