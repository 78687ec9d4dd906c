"""Sending a game code on its way: the link, and how it left the device.

In the browser the link is the page's own address plus `#` and the code
(opening it opens the game, see app/sharing/links.py). On a phone the system share
sheet sends it (Web Share API); otherwise, or when sharing is refused, it is
copied to the clipboard (Clipboard API, then the old execCommand way). Natively
there is no page address: the code itself is copied (pygame.scrap), and printed
for whoever runs TriDice from a terminal (the player is never sent to one: the share
sheet shows the code). Either way `Share.status` says in plain words what happened;
`poll()` moves the browser's steps on once per frame and never waits.
"""

import sys

from app.page import clipboard, web, web_async
from games import datafiles
from games.i18n import N_, _

WORKING = N_("Sharing...")
SHARED = N_("Shared. Your friend opens the link to see the game.")
COPIED = N_("Link copied: paste it into a message to your friend.")
CANCELLED = N_("Sharing was cancelled. Your friend can still scan the square code.")
FAILED = N_(
    "This browser would not share or copy the link. Your friend can scan the square "
    "code, or copy the link written below."
)
# natively (the code is printed in the terminal too, but for a developer: a player may have none)
COPIED_CODE = N_("Code copied: paste it into a message to your friend, who opens it with Open a copied code.")
NO_CLIPBOARD = N_(
    "There is no clipboard here. Your friend can scan the square code, or copy the code written below."
)

ABORTED = "AbortError"  # the person closed the share sheet: not a reason to copy instead


def link_for(code: str) -> str | None:
    """The link that opens `code` in the browser (None natively: no page address)."""
    page = web.page_address()
    return f"{page}#{code}" if page else None


NOTE = N_("A game of TriDice")  # what goes with a shared link, where the sheet shows a note


def program() -> str:
    """How a person starts this TriDice from a terminal: the installed command or the
    download's launcher, else main.py in a checkout."""
    if getattr(sys, "frozen", False) or datafiles.installed():
        return "tridice"
    return "python main.py"


class Share:
    """One code on its way. `text` is what to show and put in the QR code:
    the link in the browser, the code natively."""

    def __init__(
        self, code: str, title: str = "TriDice", note: str = NOTE, message: str | None = None
    ) -> None:
        self.code = code
        self.link = link_for(code)
        self.text = self.link or code
        self.title = title
        self.note = message or _(note)
        # a result said in words goes with its link ("TriDice daily #3 (Triad) solved in 2 tries")
        self.copied = f"{message} {self.text}" if message else self.text
        self.status = _(WORKING)
        self.outcome: str | None = None  # "shared", "copied", "cancelled", "failed"
        self.job: web_async.Job | None = None
        self.step: str | None = None  # the browser's step under way: "share" or "copy"
        if web.in_browser():
            self.start_browser()
        else:
            self.start_native()

    @property
    def done(self) -> bool:
        return self.outcome is not None

    def finish(self, outcome: str, status: str) -> None:
        self.outcome, self.status, self.job, self.step = outcome, _(status), None, None

    # -- natively ------------------------------------------------------------------------
    def start_native(self) -> None:
        copied = clipboard.copy(self.copied)
        if self.copied != self.text:
            print(self.copied)
        print(_("TriDice game code: {code}").format(code=self.code))
        print(_("To open it here: {command}").format(command=f"{program()} --open {self.code}"), flush=True)
        if copied:
            self.finish("copied", COPIED_CODE)
        else:
            self.finish("failed", NO_CLIPBOARD)

    # -- in the browser: share sheet (phones), else clipboard, else the old copy ---------------
    def start_browser(self) -> None:
        if web_async.has("share") and web_async.has("touch"):
            self.step, self.job = "share", web_async.share(self.link, self.title, self.note)
            if self.job is not None:
                return
        self.start_copy()

    def start_copy(self) -> None:
        if web_async.has("writeText"):
            self.step, self.job = "copy", web_async.write_text(self.copied)
            if self.job is not None:
                return
        self.copy_old_way()

    def copy_old_way(self) -> None:
        if web_async.legacy_copy(self.copied):
            self.finish("copied", COPIED)
        else:
            self.finish("failed", FAILED)

    def poll(self) -> bool:
        """Look at the pending browser step; True if the status changed."""
        if self.job is None:
            return False
        result = self.job.poll()
        if result is None:
            return False
        state, detail = result
        if self.step == "share":
            if state == web_async.DONE:
                self.finish("shared", SHARED)
            elif detail == ABORTED:
                self.finish("cancelled", CANCELLED)
            else:
                self.start_copy()
        elif state == web_async.DONE:
            self.finish("copied", COPIED)
        else:
            self.copy_old_way()
        return True
