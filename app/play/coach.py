"""The coach line's sentence on a board when its mode says nothing of its own: who does
what now, in the player's words."""

from games.core import CHANCE
from games.i18n import _


def coach_text(board):
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
