"""The coach line's sentence on a board when its mode says nothing of its own: who does
what now, in the player's words."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol

from games.core import CHANCE
from games.i18n import _

if TYPE_CHECKING:
    from app.boards.hit import BoardUI
    from app.boards.view import BoardView
    from games.contract import Rules

    from .holder import Holder
    from .sources import Source


class WaitingMode(Protocol):
    def waiting_text(self) -> str | None: ...


class CoachBoard(Protocol):
    """The board scene as its coach line's sentence reads it."""

    @property
    def state(self) -> Any: ...

    @property
    def rules(self) -> Rules[Any]: ...

    @property
    def holder(self) -> Holder: ...

    @property
    def mode(self) -> WaitingMode: ...

    @property
    def view(self) -> BoardView: ...

    @property
    def ui(self) -> BoardUI: ...

    @property
    def sources(self) -> dict[int, Source]: ...

    def seat_name(self, seat: int) -> str: ...


def coach_text(board: CoachBoard) -> str:
    state, rules = board.state, board.rules
    cover = board.holder.cover_seat()
    if cover is not None:
        return _("Pass the device to {player}, who makes a secret choice next.").format(
            player=board.seat_name(cover)
        )
    text = board.mode.waiting_text() or board.view.coach(state, board.ui)
    if text:
        return text
    if rules.is_over(state):
        return board.view.game_over_text(state)
    seat = rules.to_move(state)
    if seat == CHANCE:
        return _("Rolling the dice...")
    if not board.sources[seat].person:
        return _("{player} (computer) is thinking...").format(player=board.seat_name(seat))
    return _("{player} to move.").format(player=board.seat_name(seat))
