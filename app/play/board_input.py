"""Pointer and keys on a board: what a person's tap, drag or Enter means, as a `Hit`.

A pointer event that does not start on a button reaches `pointer()`: a tap asks the view
what the point means (`view.hit`), a press may pick something up (`view.grab`) and a drag
lets it go (`view.drop`). The arrows walk the view's keyboard targets (`view.targets`, in
reading order), Enter or Space takes the one in focus; Tab walks the buttons. Whatever the
person meant goes to `board.apply(hit)`, which the board's mode may refuse (a lesson).
"""

import pygame

from app.ui import pointer as ptr
from app.ui.widgets import draw_focus_ring

ENTER_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
STEPS = {pygame.K_RIGHT: 1, pygame.K_DOWN: 1, pygame.K_LEFT: -1, pygame.K_UP: -1}


class BoardInput:
    def __init__(self, board):
        self.board = board
        self.tracker = ptr.DragTracker()
        self.target_focus = None  # keyboard: index into the targets, or None
        self.tapping = False  # the pointer event being handled is a tap (not a drag)

    # -- pointer -------------------------------------------------------------------------------
    def pointer(self, event):
        """A pointer event on the board (not on a button); True if it was the board's."""
        board = self.board
        on_board = board.board_rect.collidepoint(event.pos)
        if board.mode.board_closed():  # a panel lies over the board
            return on_board
        self.tapping = event.kind == ptr.UP and self.tracker.start is not None and not self.tracker.dragging
        board.sync_ui()
        ui, view = board.ui, board.view
        if board.cover_button.visible:  # a tap anywhere on the cover lifts it
            if event.kind == ptr.UP and on_board:
                board.holder.dismiss()
            return on_board
        if event.kind == ptr.DOWN and on_board and board.busy() and view.skip():
            board.app.invalidate()
            return True
        if not ui.interactive:
            if event.kind == ptr.DOWN and not board.rules.is_over(board.state) and on_board:
                text = board.mode.waiting_text() or view.waiting(board.state)
                if text:
                    board.say(text)
                return True
            return False
        action = self.tracker.feed(event)
        if action == "press":
            ui.drag, ui.drag_pos = view.grab(event.pos, board.state, ui), None
            return True
        if action == "drag":
            if ui.drag is not None:
                ui.drag_pos = event.pos
            return True
        if action == "drop":
            if ui.drag is None:
                ui.drag_pos = None
                return True
            ui.drag_pos = event.pos
            board.apply(view.drop(event.pos, board.state, ui))  # the animation may start where it let go
            ui.drag = ui.drag_pos = None
            return True
        if action == "tap":
            ui.drag = ui.drag_pos = None
            board.apply(view.hit(event.pos, board.state, ui))
            return True
        return False

    # -- keys ----------------------------------------------------------------------------------
    def targets(self):
        """[(rect, Hit)] the keyboard may reach now (the cover's button while it is up)."""
        board = self.board
        board.ui.interactive = board.human_to_move() and not board.busy()
        if board.mode.board_closed():
            return []
        if board.holder.cover_seat() is not None:
            return [(board.cover_button.rect, None)]  # Enter lifts it
        board.ui.viewer = board.holder.viewer()
        found = board.view.targets(board.state, board.ui) if board.ui.interactive else []
        return board.mode.key_targets(found)

    def focused(self):
        targets = self.targets()
        if self.target_focus is None or not targets:
            return None
        return targets[self.target_focus % len(targets)]

    def key(self, event):
        """Arrows walk the targets, Enter/Space takes one; True if the key was the board's."""
        board = self.board
        if (
            board.holder.cover_seat() is not None
            and board.focus is None
            and self.target_focus is not None
            and event.key in ENTER_KEYS
        ):
            board.holder.dismiss()
            return True
        targets = self.targets()
        step = STEPS.get(event.key)
        if targets and step is not None:
            board.focus = None
            start = -1 if self.target_focus is None and step > 0 else (self.target_focus or 0)
            self.target_focus = (start + step) % len(targets)
            return True
        if targets and board.focus is None and self.target_focus is not None and event.key in ENTER_KEYS:
            index = self.target_focus % len(targets)
            hit = targets[index][1]
            board.apply(hit)
            after = self.targets()
            if hit.move is None and hit.pick is not None:
                index = 0  # a new choice (a die's arrows): walk its targets from the start
            self.target_focus = None if not after else min(index, len(after) - 1)
            return True
        if event.key == pygame.K_TAB:
            self.target_focus = None
        return False

    def draw_focus(self, surface):
        ui = self.board.ui
        if ui.focus is not None:
            app = self.board.app
            draw_focus_ring(surface, app.theme, ui.focus, app.layout, radius=8)
