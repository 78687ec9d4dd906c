"""The coach line's sentence on a board when its mode says nothing of its own: who does
what now, in the player's words."""

from games.core import CHANCE


def coach_text(board):
    state, rules = board.state, board.rules
    cover = board.holder.cover_seat()
    if cover is not None:
        return f"Pass the device to {board.seat_name(cover)}, who makes a secret choice next."
    text = board.mode.waiting_text(board) or board.view.coach(state, board.ui)
    if text:
        return text
    if rules.is_over(state):
        return board.view.game_over_text(state)
    seat = rules.to_move(state)
    if seat == CHANCE:
        return "Rolling the dice..."
    if not board.sources[seat].person:
        return f"{board.seat_name(seat)} (computer) is thinking..."
    return f"{board.seat_name(seat)} to move."
