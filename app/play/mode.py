"""What a board scene's mode may add, and the defaults when it adds nothing.

A mode (a real game: table.py; a lesson: lesson.py; a replay: replay.py) is handed the
board scene at each call; it gives the buttons along the top (`attach`), may refuse what a
tap means (`admit`), keeps the moves (`save`), ends the game (`over`), and adds words,
layout and pictures. The board scene owns the flow; the mode never plays a move of its own
except through the board (`board.play`).
"""


class Mode:
    name = "board"  # the scene's name on the stack (the scenes open it by this name)
    widgets = ()  # widgets besides the bar (a lesson's end button, a replay's timeline)
    view_buttons = True  # the view's own buttons ("Offer draw", "Whole board") are offered

    def attach(self, board):
        """The buttons along the top; called once, as the board is built."""
        self.board = board
        return []

    # -- the flow ----------------------------------------------------------------------------------
    def save(self):
        """After every move (and when the board opens)."""

    def before_play(self):
        """Just before a move is played."""

    def after_play(self):
        """Just after a move was played and shown."""

    def update(self, dt):
        """Each frame, before the board's flow; True while something the mode shows moves."""
        return False

    def over(self):
        """Each frame while the game is over (and nothing moves); True if the picture changed."""
        return False

    def board_closed(self):
        """True while something lies over the board: no taps on it, no moves."""
        return False

    # -- the person's side -------------------------------------------------------------------------
    def admit(self, hit):
        """The `Hit` a tap, drop or key means, or None if it is refused (after saying why)."""
        return hit

    def key_targets(self, targets):
        """What the keyboard may reach: the view's targets, or fewer."""
        return targets

    def cancel(self):
        """Esc: drop a half-made choice; True if there was one."""
        hit = self.board.view.cancel(self.board.ui)
        return hit is not None and self.board.apply(hit)

    def leave(self):
        self.board.stop_thinking()
        self.board.app.scenes.pop()

    def exit(self):
        """The board left the stack."""

    def handle(self, event):
        """An input event before the board sees it; True if the mode used it."""
        return False

    def waiting_text(self):
        """The coach line's sentence while the person may not act, or None."""
        return None

    # -- words, layout, pictures --------------------------------------------------------------------
    def status_text(self):
        """The coach line in place of the board's own, or None."""
        return None

    def frame_layout(self, lay):
        """The layout the view frames the board in (the whole screen by default)."""
        return lay

    def layout(self, lay):
        """After the board's layout: the mode's own rects."""

    def keep_clear(self):
        """The mode's own rects a notice must not cover (a lesson's end sheet...)."""
        return []

    def before_sync(self):
        """Before the view hears what the person may do now (`board.ui`)."""

    def after_sync(self):
        """After it heard."""

    def before_draw(self):
        """Before the board is drawn (a button's state)."""

    def draw_status(self, surface):
        self.board.draw_status(surface)

    def draw(self, surface):
        """Over the board and its coach line, under the buttons."""
