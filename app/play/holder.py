"""Hidden information on one device: who holds it, and when the board must hide.

Between people on one device, the board shows a secret (a battle die, a card) only to the
person holding the device: the last person who acted, or the one who tapped the "pass the
device" cover. One person sees with their own eyes; computers alone, all. Games without
hidden information (games/game.py: `hidden_information`) never see a cover.
"""

from app.ui.widgets import Button
from games.core import CHANCE
from games.i18n import _

from ..boards.view import NOBODY


class Holder:
    def __init__(self, board):
        self.board = board
        self.seat = None  # the person holding the device now, or None
        # TRANSLATORS: the button that lifts the "pass the device" cover.
        self.button = Button(_("Show"), self.dismiss, style="primary")  # lifts the cover
        self.button.visible = False

    def sync(self):
        """The cover's button shows (naming the person) while the cover is up."""
        self.board.ui.viewer = self.viewer()
        cover = self.cover_seat()
        self.button.visible = cover is not None
        if cover is not None:
            self.button.text = _("I am {player}: show").format(player=self.board.seat_name(cover))

    def dismiss(self):
        """The cover was tapped (or Enter pressed on it)."""
        if self.hand_over():
            self.board.input.target_focus = None
            self.board.app.invalidate()

    def viewer(self):
        """Whose eyes the board shows: a seat, None (everything) or NOBODY."""
        board = self.board
        humans = board.humans()
        if not board.game.hidden_information or not humans:
            return None
        if len(humans) == 1:
            return next(iter(humans))
        return NOBODY if self.seat is None else self.seat

    def cover_seat(self):
        """The person the device must pass to before their choice, or None: only when they
        may see what the one holding it may not (or the other way round)."""
        board = self.board
        if not board.game.hidden_information or len(board.humans()) < 2 or not board.human_to_move():
            return None
        seat = board.rules.to_move(board.state)
        if seat == self.seat:
            return None
        view = board.rules.view
        return seat if view(board.state, seat) != view(board.state, self.seat) else None

    def note_mover(self, before):
        """A person who just acted (the move from `before`) holds the device."""
        board = self.board
        mover = board.rules.to_move(before)
        if board.game.hidden_information and mover not in (CHANCE, None) and board.sources[mover].person:
            self.seat = mover
        board.ui.viewer = self.viewer()

    def hand_over(self):
        """The cover was tapped: the seat it waited for holds the device now. True if it did."""
        seat = self.cover_seat()
        if seat is None:
            return False
        self.seat = seat
        board = self.board
        board.ui.viewer = self.viewer()
        board.view.handed(board.state, board.ui)  # e.g. this person's dice roll for them
        return True

    def forget(self):
        """The state jumped (undo, restart): nobody's secrets show until the cover is tapped."""
        self.seat = None
