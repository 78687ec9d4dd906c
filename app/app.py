"""The app: window, scene stack, settings, storage, audio and the async loop.

One loop for native runs and pygbag: each frame polls events, updates the
scenes, draws only if something changed, and awaits `asyncio.sleep(0)` so the
browser (or asyncio natively) gets control back. Nothing blocks.
"""

import asyncio
import gc
import time
from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

import pygame

from app.page import events as page_events
from app.page import web, web_async
from app.page.announcer import Announcer
from app.page.probe import PageProbe
from app.page.rest import rest
from app.saved import settings as settings_mod
from app.saved.storage import Storage
from app.ui import layout as layouts
from app.ui import pointer as ptr
from app.ui.assets import Assets
from app.ui.audio import Audio, init_pygame
from app.ui.fade import Fade
from app.ui.pacing import FPS, REST_TICK_S, Pacer
from app.ui.scene import SceneStack
from app.ui.theme import Theme, asset_path
from games import i18n

if TYPE_CHECKING:
    from app.scenes.host import SceneApp

RESIZE_POLL_S = 0.5
MAX_DT = 0.1  # a frame's time at most: after a stall, animations go on rather than jump
# a closed scene's cycles are collected this long after it closed: once for a burst of scene
# changes (a rematch, a game over's sheet), never in the frame of the change (a full collection
# costs a few ms in the app alone and 70 in a test run's heap: 357 in the quick tests took 25 s)
COLLECT_AFTER_S = 2.0
TOAST_S = 4.0
NOTICE_LEAST_CSS = 240  # a notice is never narrower (CSS px): a few words a line


class App:
    def __init__(
        self,
        size: tuple[int, int] | None = None,
        storage: Storage | None = None,
        pace: bool = True,
        lang: str | None = None,
    ) -> None:
        init_pygame()  # all but the mixer: Audio starts it at the first tap or key
        self.browser = web.in_browser()
        self.pace = pace and not self.browser
        inner = web.inner_size()
        if size is None:
            size = layouts.browser_canvas(inner) if inner else layouts.LANDSCAPE
        self.inner = inner
        flags = 0 if self.browser else pygame.RESIZABLE
        self.flags = flags
        pygame.display.set_caption("TriDice")
        self.screen = pygame.display.set_mode(size, flags)
        self._set_icon()
        i18n.set_language(lang or web.device_language())  # the storage's first words already in it
        self.storage = storage or Storage()
        self.settings = settings_mod.load(self.storage)
        self.lang = lang  # --lang: this run's language, over the one chosen in settings
        self.start_language()
        self.start_pointer()
        self.follow_motion_preference()
        self.layout = self._make_layout(self.screen.get_size())
        self.theme = Theme()
        self.audio = Audio(lambda: self.settings)
        self.assets = Assets()
        self.scenes = SceneStack(self)
        self.fade: Fade | None = None  # a scene change fading in (app/ui/fade.py)
        self.scenes.on_change = self.begin_fade
        self.pointers = ptr.Pointers()
        self.probe = PageProbe(self)
        self.elapsed = 0.0  # seconds of frames so far (dt summed)
        self.collect_at: float | None = None  # when to collect what closed scenes left (step)
        self.dirty = True
        self.running = True
        self.frame = 0
        self.toasts: list[list[Any]] = []  # [text, seconds left], counted down in place
        self.toast_rect: pygame.Rect | None = None  # where the notice showing was last drawn (place_notice)
        self.page_hidden_seen = 0  # the page's count of hidden tabs last acted on (app/page/events.py)
        self._resize_timer = 0.0
        self.last_frame_ms = 0.0
        self.pacer = Pacer()  # moving, thinking, resting (app/ui/pacing.py)
        for message in self.storage.take_messages():
            self.notify(message)
        from .scenes import register  # the scenes need the app built first

        register(self.scenes)
        self.scenes.open("menu")
        self.announcer = Announcer(self)  # a screen reader's words; in the browser, the canvas's focus

    # -- set-up helpers ---------------------------------------------------
    def _set_icon(self) -> None:
        try:
            pygame.display.set_icon(pygame.image.load(asset_path("sprites", "icon.png")))
        except (pygame.error, FileNotFoundError):
            pass

    def _make_layout(self, size: tuple[int, int]) -> layouts.Layout:
        css = 1.0
        if self.browser and self.inner:
            css = max(size[0] / self.inner[0], size[1] / self.inner[1])
        return layouts.Layout(size, css, self.settings.text_scale)

    def follow_motion_preference(self) -> None:
        """Until the player chooses an animation speed, the page's prefers-reduced-motion
        decides it: off when the browser asks for reduced motion, else normal (natively,
        where there is no such preference, the default stays)."""
        if self.settings.animation_chosen:
            return
        reduce = web.prefers_reduced_motion()
        if reduce is not None:
            self.settings.animation = "off" if reduce else "normal"

    def text_size_changed(self) -> None:
        """The player chose another text size: every scene lays itself out again."""
        self.layout = self._make_layout(self.screen.get_size())
        self.scenes.relayout()
        self.dirty = True

    # -- the language (docs/i18n.md) -----------------------------------------------------------
    @property
    def language(self) -> str:
        """The code of the language the app speaks now."""
        return i18n.language()

    def start_language(self) -> str:
        """--lang, else the player's choice in settings, else the browser's or the system's
        language, else English (also when a catalog is missing)."""
        return i18n.set_language(self.lang or self.settings.language or web.device_language())

    def start_pointer(self) -> str:
        """The pointer whose words the texts say before the player's first press: a finger in
        a browser on a device with a touch screen, else a mouse (natively: a computer's)."""
        touch = self.browser and web_async.has("touch")
        return i18n.set_pointer(i18n.TOUCH if touch else i18n.MOUSE)

    def follow_pointer(self, touch: bool) -> None:
        """A press by a finger (`touch`) or a mouse: from now on the texts say "tap" or "click"
        (games/i18n.py set_pointer: each message that says tap has a twin for a mouse), and the
        screen is laid out again for the words' new length. The one place the choice is made."""
        kind = i18n.TOUCH if touch else i18n.MOUSE
        if i18n.pointer() != kind:
            i18n.set_pointer(kind)
            self.scenes.relayout()
            self.dirty = True

    def change_language(self, code: str) -> None:
        """The player chose `code` in settings: saved, every open scene is built again in it
        (scenes make their words when built: SceneStack.rebuild), and the page's canvas is
        named in it (app/page/access.py)."""
        self.settings.language = code
        self.lang = None  # the player's choice now rules, also over --lang
        i18n.set_language(code)
        self.save_settings()
        self.scenes.rebuild()
        self.announcer.language_changed()  # the canvas's name for a screen reader, the page's language

    def invalidate(self) -> None:
        self.dirty = True

    def notify(self, text: str) -> None:
        """A short message shown for a few seconds where it hides nothing (place_notice)."""
        self.toasts.append([text, TOAST_S])
        self.dirty = True

    def save_settings(self) -> None:
        settings_mod.save(self.storage, self.settings)
        for message in self.storage.take_messages():
            self.notify(message)

    # -- resizing -----------------------------------------------------------
    def resize(self, size: tuple[int, int]) -> None:
        least = min(layouts.MIN_SIZE)  # 320: portrait 320x480 and landscape 480x320 both fit
        size = (max(least, size[0]), max(least, size[1]))
        if self.screen.get_size() != size:
            self.screen = pygame.display.set_mode(size, self.flags)
        self.layout = self._make_layout(size)
        self.scenes.relayout()

    def poll_browser_size(self, dt: float) -> None:
        """pygbag sends no resize events: look at the page now and then and give the
        canvas the page's shape again when it changed (the phone turned, a browser bar
        came or went: layout.reshape_wanted), and open a code that arrived in the
        address's #fragment meanwhile."""
        self._resize_timer += dt
        if self._resize_timer < RESIZE_POLL_S:
            return
        self._resize_timer = 0.0
        self.poll_fragment()
        inner = web.inner_size()
        if inner is None:
            return
        changed = inner != self.inner
        self.inner = inner
        wanted = layouts.browser_canvas(inner)
        if layouts.reshape_wanted(self.screen.get_size(), wanted):
            self.resize(wanted)
        elif changed:
            self.layout = self._make_layout(self.screen.get_size())
            self.scenes.relayout()

    def poll_fragment(self) -> None:
        """A link opened in the tab that already runs the game changes only the address's
        #fragment (no reload): open the code it carries, as at start."""
        from app.sharing.links import open_code

        code = web.take_fragment()
        if code:
            open_code(self, code)

    # -- events ---------------------------------------------------------------
    def dispatch(self, event: pygame.event.Event) -> None:
        """Route one pygame event; returns nothing (marks the frame dirty)."""
        top = self.scenes.top
        if event.type == pygame.QUIT:
            self.running = False
            return
        if event.type == pygame.VIDEORESIZE and not self.browser:
            self.resize(event.size)
            return
        if event.type in (pygame.WINDOWEXPOSED, pygame.WINDOWRESTORED):
            self.dirty = True
            return
        pointer = self.pointers.translate(event, self.screen.get_size(), self.elapsed)
        if pointer is not None:
            if pointer.kind == ptr.DOWN:
                self.audio.unlock()
                self.follow_pointer(pointer.touch)
            if top is not None and top.handle(pointer):
                self.dirty = True
            elif pointer.kind != ptr.MOVE:
                self.dirty = True
            return
        if event.type == pygame.MOUSEWHEEL:
            if top is not None and top.handle(event):
                self.dirty = True
            return
        if event.type == pygame.KEYDOWN:
            self.audio.unlock()
            if event.key in (pygame.K_ESCAPE, pygame.K_AC_BACK):
                if top is not None:
                    top.back()
            elif top is not None:
                top.handle(event)
            self.dirty = True

    # -- one frame ----------------------------------------------------------------
    def step(self, dt: float, events: Iterable[pygame.event.Event] | None = None) -> bool:
        """Handle input, update and draw one frame; True if it drew."""
        started = time.perf_counter()
        self.elapsed += dt
        arrived = list(pygame.event.get() if events is None else events)
        self.pacer.frame_began(bool(arrived))
        for event in arrived:
            self.dispatch(event)
        if self.browser:
            self.poll_browser_size(dt)
            page_events.poll(self)  # the tab was hidden: save now (web/index.tmpl counts it)
        for scene in list(self.scenes.visible()):
            if scene.update(dt):
                self.dirty = True
        for message in self.storage.take_messages():  # e.g. an autosave the browser refused
            self.notify(message)
        if self.toasts:
            for toast in self.toasts:
                toast[1] -= dt
            if any(t[1] <= 0 for t in self.toasts):
                self.toasts = [t for t in self.toasts if t[1] > 0]
                self.dirty = True
        if self.fade is not None and self.fade.update(dt):
            self.dirty = True
        drew = False
        if self.dirty:
            self.draw(self.screen)
            if self.fade is not None:
                self.fade.draw(self.screen)
            pygame.display.flip()
            self.dirty = False
            drew = True
        self.frame += 1
        self.last_frame_ms = (time.perf_counter() - started) * 1000
        if drew:
            self.probe.publish()  # after the frame's clock: a page's view, not the game's work
        self.announcer.update(dt, drew)  # what changed, for a screen reader (app/page/announcer.py)
        self.pacer.frame_ended(dt, drew, self.waiting())
        if self.scenes.closed:  # what a closed scene held, given back soon (app/ui/scene.py)
            self.scenes.closed = False
            if self.collect_at is None:
                self.collect_at = self.elapsed + COLLECT_AFTER_S
        if self.collect_at is not None and self.elapsed >= self.collect_at:
            self.collect_at = None  # last in the frame: the announcer let go of the scene it read
            collecting = time.perf_counter()
            gc.collect()
            self.last_frame_ms += (time.perf_counter() - collecting) * 1000
        return drew

    def turn(self, dt: float) -> bool:
        """One turn of the loop, `dt` seconds after the last: a frame, or, resting (app/ui/pacing.py),
        only a look for input and now and then a frame with the time gone by. True if it stepped."""
        if not self.pacer.resting:
            self.step(min(MAX_DT, dt))
            return True
        if not pygame.event.peek() and not self.pacer.rest(dt):
            return False
        self.step(self.pacer.take_owed(dt))  # nothing moves: the time gone by, whole, for timers
        return True

    def waiting(self) -> bool:
        """Whether something counts time without drawing, so the loop must not rest: a
        scene's (a computer's beat or thinking, a replay playing on), a notice's, a fade's,
        the screen reader's words waiting to be said."""
        return (
            bool(self.toasts)
            or (self.fade is not None and self.fade.running)
            or self.announcer.waiting()
            or any(scene.waiting() for scene in self.scenes.visible())
        )

    @property
    def still(self) -> bool:
        """Nothing moved in the last frame and no input came in this one: a computer thinking
        may have a long frame (app/ui/pacing.py)."""
        return self.pacer.still

    def glow_speed(self) -> float:
        """The speed pulses and glows run at: the player's animation speed, or 0 (standing
        still at their brightest) once nothing was touched for a few seconds, so the page
        comes to rest (app/ui/pacing.py's CALM_AFTER_S)."""
        return 0.0 if self.pacer.calm else self.settings.speed

    def moving(self) -> bool:
        """Whether a scene change is fading in or a win is being celebrated (the probe says it:
        a browser test reading the canvas waits for a still frame)."""
        celebration = getattr(self.scenes.top, "celebration", None)
        return bool(self.fade is not None and self.fade.running) or bool(
            celebration is not None and celebration.running
        )

    def begin_fade(self) -> None:
        """A scene opens or closes: the frame last shown fades out over the new one (once a
        frame was shown, with animations on; several changes in one frame fade once)."""
        if self.frame == 0 or self.settings.speed <= 0:
            return
        if self.fade is not None and self.fade.started == self.frame:
            return
        self.fade = Fade(self.screen.copy(), self.settings.speed)
        self.fade.started = self.frame

    def draw(self, surface: pygame.Surface) -> None:
        for scene in self.scenes.visible():
            scene.draw(surface)
        if self.toasts:
            self.draw_toast(surface, self.toasts[0][0])
        else:
            self.toast_rect = None

    def draw_toast(self, surface: pygame.Surface, text: str) -> None:
        from app.ui.theme import wrap

        lay, theme = self.layout, self.theme
        font = theme.font(lay.small)
        pad = lay.gap // 2 + 2
        full = min(lay.width - 2 * lay.margin, int(900 * lay.unit))

        def shape(width: int) -> tuple[list[str], tuple[int, int]]:
            lines = wrap(font, text, width - 2 * lay.margin)
            return lines, (width, len(lines) * font.get_linesize() + 2 * pad)

        lines, size = shape(full)
        if self.free_place(size) is None and not any(s.notice_rect() for s in self.scenes.visible()):
            # no room across the screen, and no coach line to lie on: a narrower notice where
            # that finds a free place (beside a column of settings on a wide screen), never
            # under NOTICE_LEAST_CSS CSS px
            narrowest = min(full, int(NOTICE_LEAST_CSS * lay.css_scale))
            for width in [*range(full, narrowest, -max(1, full // 10)), narrowest][1:]:
                narrow = shape(width)
                if self.free_place(narrow[1]) is not None:
                    lines, size = narrow
                    break
        box = self.toast_rect = self.place_notice(size)
        pygame.draw.rect(surface, theme.colour("panel_hi"), box, border_radius=lay.gap)
        pygame.draw.rect(surface, theme.colour("accent"), box, width=2, border_radius=lay.gap)
        y = box.y + pad
        for line in lines:
            label = theme.text(line, lay.small, "text")
            surface.blit(label, label.get_rect(midtop=(box.centerx, y)))
            y += font.get_linesize()

    def notice_zones(self) -> tuple[list[pygame.Rect], ...]:
        """What the scenes in sight show, as a notice weighs it: (titles, widgets that stay put,
        widgets in a strip that scrolls, what is read: a sheet, a board, a page of text)."""
        titles: list[pygame.Rect] = []
        fixed: list[pygame.Rect] = []
        rolling: list[pygame.Rect] = []
        read: list[pygame.Rect] = []
        for scene in self.scenes.visible():
            titles += scene.titles()
            strips = scene.scrolling()
            for widget in getattr(scene, "widgets", ()):
                if widget.visible:
                    inside = any(strip.colliderect(widget.rect) for strip in strips)
                    (rolling if inside else fixed).append(widget.rect)
            panel = getattr(scene, "panel", None)
            if isinstance(panel, pygame.Rect):
                read.append(panel)
            read += list(scene.keep_clear())
        return titles, fixed, rolling, read

    def notice_bounds(self) -> pygame.Rect:
        lay = self.layout
        edge = lay.gap // 2  # a notice may come nearer the screen's edges than the margins
        return pygame.Rect(lay.margin, edge, lay.width - 2 * lay.margin, lay.height - 2 * edge)

    def free_place(self, size: tuple[int, int]) -> pygame.Rect | None:
        """The lowest place for a notice of `size` that covers nothing the scenes in sight show
        (their titles, widgets, sheets, what they keep clear), or None."""
        titles, fixed, rolling, read = self.notice_zones()
        everything = titles + fixed + rolling + read
        return layouts.clear_spot(self.notice_bounds(), everything, size, gap=self.layout.gap // 2)

    def place_notice(self, size: tuple[int, int]) -> pygame.Rect:
        """Where a notice of `size` goes: the lowest free place (free_place), so a notice over
        the menu never hides its name, Start, Settings or Credits. Where there is none, the top
        scene's `notice_rect` (a board's coach line); else the place that covers the least of
        what is read (a page of text, which scrolls), else of what scrolls (the menu's games on
        a small phone), else of the buttons too; a title only where nothing else is left. Taps
        pass through a notice whatever it covers, and it goes after TOAST_S."""
        spot = self.free_place(size)
        if spot is not None:
            return spot
        for scene in reversed(list(self.scenes.visible())):
            rect = scene.notice_rect()
            if rect is not None:
                return pygame.Rect(rect.centerx - size[0] // 2, rect.top, size[0], size[1])
        titles, fixed, rolling, read = self.notice_zones()
        bounds, edge = self.notice_bounds(), self.layout.gap // 2
        for never in (titles + fixed + rolling, titles + fixed, titles, []):
            spot = layouts.clear_spot(bounds, fixed + rolling + read, size, gap=edge, least=True, never=never)
            if spot is not None:
                break
        assert spot is not None  # with `least` and nothing barred there is always a place
        return spot

    # -- the loop ---------------------------------------------------------------------
    async def run(self, frames: int | None = None, screenshot: str | None = None) -> int:
        clock_start = time.perf_counter()
        last = clock_start
        frame_s = 1.0 / FPS
        turns = 0  # the loop's turns: frames stepped and frames rested
        while self.running:
            now = time.perf_counter()
            dt, last = now - last, now
            self.turn(dt)
            turns += 1
            if frames is not None and turns >= frames:
                break
            if self.pacer.resting:  # until input or the scenes' next frame (app/page/rest.py)
                if await rest(REST_TICK_S):
                    self.pacer.wake()
                continue
            # one wait a turn (each costs a resting window about 0.4% of a core): natively to
            # the next sixtieth of a second, in the browser to the next animation frame
            spare = frame_s - (time.perf_counter() - now) if self.pace else 0.0
            await asyncio.sleep(max(0.0, spare))
        if screenshot:
            self.draw(self.screen)
            pygame.image.save(self.screen, screenshot)
        for scene in reversed(self.scenes.scenes):
            scene.exit()
        return 0


if TYPE_CHECKING:

    def _scenes_see(app: App) -> SceneApp:
        return app  # mypy holds App to what the scenes ask of it (app/scenes/host.py)
