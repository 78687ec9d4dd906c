"""A puzzle: the board scene at a proven puzzle's position (games/puzzles.py), one runner
for TRICE, Triad and Tris 2.

- The person sits in the puzzle's player's seat and makes every one of the player's moves of
  the proof line, by taps; the opponent's replies come from the line itself, after a beat
  (app/play/sources.py `Script`). No dice: a puzzle's line has none.
- The person's seat accepts only what `Puzzle.accepts` does (the line's move, or a move
  that wins at once). Another legal move is shown with the answer that beats it, then the
  board goes back (app/play/puzzle_refute.py): a wrong try, counted (and kept:
  app/saved/puzzle_results.py), back to the puzzle's position; a slower win found when the
  puzzle was made, said to be one and no try, back to the same step. The coach line says
  only what is proven. An illegal move is explained by the rules, as in a game, and is no try.
- Hint: a sentence and rings on the board for a part of the move to find, never the whole
  of it (games/puzzle_hints.py says per game what it reveals). Show me: plays the move to
  find and counts the puzzle as failed.
- After it is solved (the player's last move wins) or shown, the rest of the proof line
  plays out at the replay's pace (`Record`, app/play/replay.py `READ_S`).
- The first finish of a puzzle on this device is its result (solved in N tries, or failed):
  kept in storage and shared by Share ("TriDice daily #N solved in 2 tries", and a link
  that opens the puzzle, never its answer). Again plays it once more, for nothing.

Opened as `app.scenes.open("puzzle", game_id=..., number=...)` (number: the daily number,
today's if None); a puzzle file that cannot be read raises games.puzzles.PuzzleError.
"""

from __future__ import annotations

from collections.abc import Container
from typing import TYPE_CHECKING, Any

from app.saved import puzzle_results
from app.ui import icons
from app.ui.anim import Pulse
from app.ui.widgets import Button
from games import puzzles
from games.core import CHANCE
from games.i18n import N_, _, ngettext
from games.puzzle_hints import hint as find_hint

from ..seats import HUMAN
from .mode import Mode
from .puzzle_refute import HOLD_S, Refutation, refutation
from .replay import READ_S
from .rings import draw_rings, leads, pointing_at
from .sources import Person, Record, Script

if TYPE_CHECKING:
    import pygame

    from app.boards.hit import Hit
    from games.puzzle_hints import Hint

    from .board_input import Target
    from .mode import ModeApp, ModeBoard
    from .sources import Source

PAUSE_S = 0.7  # a beat before the opponent's reply, so the person can follow


def puzzle_details(app: ModeApp, game_id: str, number: int | None = None) -> dict[str, Any]:
    """What a board scene needs to run daily puzzle `number` of `game_id` (today's if None)."""
    if number is None:
        number = puzzle_results.todays_number()
    daily = puzzles.daily(game_id, number)
    mode = PuzzleRun(app, daily)
    return {"match": daily.puzzle.match(), "seats": mode.seats(), "mode": mode, "sources": mode.sources()}


class PuzzleRun(Mode):
    name = "puzzle"
    view_buttons = False  # no draw offers: the puzzle is won or not

    def __init__(self, app: ModeApp, daily: puzzles.Daily) -> None:
        self.app = app
        self.daily = daily
        self.puzzle = daily.puzzle
        self.game_id = self.puzzle.game_id
        self.start = len(self.puzzle.record["moves"])
        self.line = list(self.puzzle.record["moves"]) + list(self.puzzle.solution)
        kept = puzzle_results.result(app, self.game_id, daily.number)
        self.kept = kept  # the puzzle's Result on this device (None: never tried)
        self.counts = kept is None or kept.state == "open"  # this go's finish is the puzzle's result
        self.hints = kept.hints if kept is not None else 0
        self.missed = 0  # wrong tries in this go
        self.outcome: str | None = None  # "solved" or "shown" once this go is finished
        self.hint: tuple[int, Hint] | None = None  # (step, Hint) asked for at that step
        self.pulse = Pulse()
        self._ringed: tuple[object, list[Target]] = (None, [])  # (the frame's key, what is ringed)
        self.replies = Script(self.line, PAUSE_S)
        self.out = Record(self.line, self.pace)  # the rest of the line, once solved or shown
        self.refuting: Refutation | None = None  # a move shown with its answer, before going back

    # -- set-up ------------------------------------------------------------------------------
    def players(self) -> int:
        return self.puzzle.record["players"]

    def seats(self) -> list[str]:
        return [HUMAN] * self.players()

    def sources(self) -> dict[int, Source]:
        found: dict[int, Source] = {
            seat: Person() if seat == self.puzzle.player else self.replies for seat in range(self.players())
        }
        found[CHANCE] = self.replies
        return found

    def attach(self, board: ModeBoard) -> list[Any]:
        self.board = board
        board.view.labels[:] = [
            _("You") if seat == self.puzzle.player else _("Opponent") for seat in range(self.players())
        ]
        self.hint_button = Button(_("Hint"), self.hint_or_share, icon=icons.HINT)
        self.show_button = Button(_("Show me"), self.show_or_again, icon=icons.SHOW)
        return [
            Button(_("Back"), lambda: self.leave(), icon=icons.BACK),
            self.hint_button,
            self.show_button,
            Button(_("Rules"), self.show_rules, icon=icons.RULES),
        ]

    # -- facts -------------------------------------------------------------------------------
    @property
    def number(self) -> int:
        return self.daily.number

    def step(self) -> int:
        """The index into the solution of the move to come."""
        return len(self.board.match.moves) - self.start

    def finished(self) -> bool:
        return self.outcome is not None

    def opponent_name(self) -> str:
        others = [seat for seat in range(self.players()) if seat != self.puzzle.player]
        return self.board.seat_name(others[0]) if others else ""

    def hold(self) -> float:
        speed = self.app.settings.speed
        return HOLD_S * (max(0.5, speed) if speed > 0 else 1.0)

    def pace(self) -> float:
        speed = self.app.settings.speed
        return READ_S * (max(0.5, speed) if speed > 0 else 1.0)

    # -- the person's moves ----------------------------------------------------------------------
    def admit(self, hit: Hit | None) -> Hit | None:
        if self.finished() or self.refuting is not None:
            return None  # the line plays out, or is done, or a move is being shown: nothing to tap
        if hit is None or hit.move is None:
            return hit  # a pick, a word, a tap on nothing: as in a game
        state, rules = self.board.state, self.board.rules
        if rules.to_move(state) != self.puzzle.player or hit.move not in rules.legal_moves(state):
            return hit  # the rules refuse it and say why (no try)
        if self.puzzle.accepts(self.step(), state, hit.move):
            return hit
        self.refute(hit.move)
        return None

    def refute(self, move: str) -> None:
        """A legal move the puzzle does not take: played, with the answer that beats it, then
        the board goes back (`update`). A wrong try is counted; a slower win is not."""
        board = self.board
        shown = refutation(
            self.puzzle, self.step(), board.state, move, len(board.match.moves), self.opponent_name()
        )
        if shown.counted:
            self.missed += 1
            if self.counts:
                self.kept = puzzle_results.note_try(self.app, self.game_id, self.number, self.hints)
        self.hint = None
        self.refuting = shown
        answers = Script(list(board.match.moves) + shown.moves, PAUSE_S)
        for seat in range(self.players()):
            if seat != self.puzzle.player:
                board.sources[seat] = answers
        board.play(move)
        board.refuse(shown.text)

    def go_back(self) -> None:
        """The move and its answer seen: back to where the puzzle goes on from."""
        shown, board = self.refuting, self.board
        if shown is None:
            return
        self.refuting = None
        board.set_match(shown.back())
        board.sources.update(self.sources())
        self.hint = None
        board.say(shown.text, bad=True)

    def after_play(self) -> None:
        if self.refuting is not None:  # the coach line keeps saying why while the answer plays
            self.board.say(self.refuting.text, bad=True)
            return
        if self.finished():
            self.board.message = None  # the coach line tells the line as it plays out
            return
        if (
            self.board.rules.is_over(self.board.state)
            and self.board.rules.returns(self.board.state)[self.puzzle.player] == 1.0
        ):
            self.finish("solved")

    def finish(self, outcome: str) -> None:
        """Solved or shown: the result (the first finish only), and the rest of the line."""
        board = self.board
        self.outcome = outcome
        self.hint = None
        board.stop_thinking()
        board.ui.clear()
        board.input.target_focus = None
        if self.counts:
            self.kept = puzzle_results.finish(
                self.app, self.game_id, self.number, outcome == "solved", self.puzzle.rating, self.hints
            )
        for seat in list(board.sources):
            board.sources[seat] = self.out
        self.out.playing, self.out.waited = True, 0.0
        self.hint_button.text, self.show_button.text = _("Share"), _("Again")
        self.hint_button.icon, self.show_button.icon = icons.SHARE, icons.AGAIN
        board.layout(self.app.layout)  # the bar's shares follow its words (a longer "Share")
        if outcome == "solved":
            self.app.audio.play("win")
        self.app.invalidate()

    # -- buttons -------------------------------------------------------------------------------
    def hint_or_share(self) -> None:
        self.share() if self.finished() else self.give_hint()

    def show_or_again(self) -> None:
        self.again() if self.finished() else self.show_me()

    def give_hint(self) -> None:
        board = self.board
        if not board.human_to_move() or self.refuting is not None:
            board.say(_("Wait for {opponent}'s answer.").format(opponent=self.opponent_name()))
            return
        step = self.step()
        if self.hint is not None and self.hint[0] == step:
            return  # already shown
        move = self.puzzle.solution[step]
        self.hint = (step, find_hint(self.game_id, board.rules.legal_moves(board.state), move))
        self.hints += 1
        if self.counts:
            self.kept = puzzle_results.note_hint(self.app, self.game_id, self.number, self.hints)
        board.ui.clear()
        board.view.show_move(board.state, board.ui, move)  # a camera brings the place into sight
        board.message = None
        self.app.invalidate()

    def show_me(self) -> None:
        """Play the move to find (the puzzle counts as failed), then the rest of the line."""
        board = self.board
        if not board.human_to_move() or self.refuting is not None:
            board.say(_("Wait for {opponent}'s answer.").format(opponent=self.opponent_name()))
            return
        move = self.line[len(board.match.moves)]
        self.finish("shown")
        board.play(move)
        board.say(
            _("The winning move: {move}").format(move=board.game.describe_move(board.match.states[-2], move))
        )

    def again(self) -> None:
        """The puzzle once more from its position; its result stays the first one."""
        board = self.board
        self.counts = False
        self.outcome, self.hint, self.missed = None, None, 0
        self.out.playing = False
        board.sources.clear()
        board.sources.update(self.sources())
        board.set_match(self.puzzle.match())
        board.message = None
        self.hint_button.text, self.show_button.text = _("Hint"), _("Show me")
        self.hint_button.icon, self.show_button.icon = icons.HINT, icons.SHOW
        self.app.invalidate()

    def share(self) -> None:
        kept = self.kept
        if kept is None or kept.state == "open":
            return
        self.app.scenes.open(
            "share",
            code=puzzle_results.link_code(self.game_id, self.number),
            title=N_("Share your result"),
            message=puzzle_results.share_text(self.game_id, self.number, kept),
        )

    def show_rules(self) -> None:
        self.app.scenes.open("rules", game_id=self.game_id)

    def leave(self) -> None:
        self.board.stop_thinking()
        self.board.app.scenes.pop()

    def exit(self) -> None:
        self.out.playing = False

    # -- the flow ----------------------------------------------------------------------------------
    def before_play(self) -> None:
        if self.finished():
            self.board.view.reset()  # a picture still running gives way to the next move's

    def update(self, dt: float) -> bool:
        shown = self.refuting
        if shown is not None:  # the move, its answer (if any), a beat to see them, then back
            if not self.board.busy() and len(self.board.match.moves) >= shown.until:
                shown.waited += dt
                if shown.waited >= self.hold():
                    self.go_back()
            return True
        if self.ringed():  # the hint's rings pulse (stand still with the animations off)
            return self.pulse.update(dt, self.app.glow_speed())
        return False

    def over(self) -> bool:
        if self.out.playing:
            self.out.playing = False
            return True
        return False

    def probe(self) -> dict[str, Any]:
        """What the page's probe tells of the puzzle (app/page/probe.py): which one, how far,
        how it went; never its answer."""
        return {
            "game": self.game_id,
            "number": self.number,
            "step": self.step(),
            "outcome": self.outcome,
            "missed": self.missed,
            "refuting": self.refuting is not None,
            "hint": self.hint[1].text if self.hint is not None else None,
            "ringed": [[int(r.x), int(r.y), int(r.width), int(r.height)] for r, _hit in self.ringed()],
        }

    # -- the hint's rings ----------------------------------------------------------------------------
    def leads(self, pick: object, moves: Container[str | None]) -> bool:
        """Whether holding `pick` brings one of `moves` within a tap (or two picks)."""
        return leads(self.board, pick, moves)

    def targets_for(self, moves: Container[str | None]) -> list[Target]:
        """[(rect, Hit)] on the board now that play one of `moves`, or pick towards one."""
        board = self.board
        return pointing_at(board, list(board.view.targets(board.state, board.ui)), moves)

    def ringed(self) -> list[Target]:
        """What the hint rings now (kept for the frame)."""
        board = self.board
        if self.hint is None or self.hint[0] != self.step() or self.finished() or not board.ui.interactive:
            return []
        key = (board.app.frame, self.step(), repr(board.ui.selected))
        if self._ringed[0] != key:
            self._ringed = (key, self.targets_for(self.hint[1].moves))
        return self._ringed[1]

    # -- words ---------------------------------------------------------------------------------
    def status_text(self) -> str:
        seat = self.board.seat_name(self.puzzle.player)
        if self.outcome == "solved":
            if self.out.playing:
                return _("Solved!")
            tries = self.missed + 1
            return ngettext(
                "Solved in {tries} try! Share it, or play it Again.",
                "Solved in {tries} tries! Share it, or play it Again.",
                tries,
            ).format(tries=tries)
        if self.outcome == "shown":
            if self.out.playing:
                return _("Shown: the winning move, then the rest of its line.")
            return _("That was the winning line. Play it Again, or come back tomorrow for a new puzzle.")
        if self.refuting is not None:
            return self.refuting.text
        if not self.board.human_to_move():
            return _("{opponent} answers.").format(opponent=self.opponent_name())
        if self.hint is not None and self.hint[0] == self.step():
            return _("Hint: {hint}").format(hint=self.hint[1].text)
        if self.step() > 0:
            return _("Right! Now find the next winning move for {seat}.").format(seat=seat)
        return _("Daily #{number}, {theme}: find the winning move for {seat}.").format(
            number=self.number, theme=_(self.puzzle.theme), seat=seat
        )

    def before_draw(self) -> None:
        ready = self.board.human_to_move() and self.refuting is None
        self.show_button.enabled = self.finished() or ready
        shareable = self.kept is not None and self.kept.state != "open"
        self.hint_button.enabled = shareable if self.finished() else ready

    def draw(self, surface: pygame.Surface) -> None:
        """A pulsing ring round each thing the hint points at (rings.py)."""
        draw_rings(
            surface,
            self.board.app.layout,
            self.board.app.theme,
            [rect for rect, _hit in self.ringed()],
            self.pulse.value,
        )
