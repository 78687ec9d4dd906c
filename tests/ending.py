"""Games one move from their end, for the tests of what happens at the end (tests/
test_end_is_recorded.py, test_ways_off_a_board.py) and the storm's race (tests/storm.py).

Positions come from seeded random games of every registered game, so a new game gets them
too: the first position where the seat to move (not the dice) can end the game by a win, or
(`forced`) where every move it has ends the game, whatever a computer player chooses.
"""

import random

import pygame
from app_driver import FRAME, board_of, find_button, settle

from app.play.rings import pointing_at
from app.saved import autosave, recent, record
from games import registry
from games.core import CHANCE
from games.match import Match
from games.playout import random_move

HOWS = ("mouse", "touch", "keyboard")


def wins(rules, state, seat):
    """The moves of `seat` (to move in `state`) that end the game with its whole win."""
    found = []
    for move in rules.legal_moves(state):
        after = rules.play(state, move)
        if rules.is_over(after) and rules.returns(after)[seat] == 1.0:
            found.append(move)
    return found


def all_end(rules, state):
    return all(rules.is_over(rules.play(state, move)) for move in rules.legal_moves(state))


def nearly_won(game_id, forced=False, seed=0, games=200):
    """(match, seat, winning moves): the first position of seeded random games of `game_id`
    where `seat`, to move, can win at once; with `forced`, where every move of the seat also
    ends the game (a computer ends it whatever it picks), if seeded games hold one, else the
    first win-in-one (the computer players take an immediate win: games/*/ai.py)."""
    rules = registry.get(game_id).rules
    rng = random.Random(seed)
    first = None
    for _ in range(games):
        match = Match.new(game_id)
        while not match.is_over() and len(match.moves) < 3000:
            state = match.state
            seat = rules.to_move(state)
            if seat != CHANCE:
                found = wins(rules, state, seat)
                if found:
                    if not forced or all_end(rules, state):
                        return Match(dict(match.record, moves=list(match.moves))), seat, found
                    first = first or (Match(dict(match.record, moves=list(match.moves))), seat, found)
            match.play(random_move(rules, state, rng))
        if first is not None and not forced:
            break
    assert first is not None, f"no game of {game_id} came one move from a win"
    return first


def seats_for(match, mover, person_moves):
    """The person at `mover` (or, if not `person_moves`, at the next seat) and the easy
    computer everywhere else: a game your record counts."""
    players = match.record["players"]
    person = mover if person_moves else (mover + 1) % players
    return ["human" if seat == person else "easy" for seat in range(players)]


def continue_from_the_menu(app, match, seats):
    """A returning player: the game is in its slot, and Continue in the menu opens it."""
    autosave.save(app, match, seats, ident=record.new_ident())
    app.scenes.pop_to("menu")
    app.scenes.top.resume()
    slot = autosave.slot_of(match.record["game"])
    press(app, autosave.label(slot), "mouse")
    return board_of(app)


# -- input, as events for one frame ----------------------------------------------------------------


def pointer_events(app, pos, how, kind):
    """The events of a press ("down") or a lift ("up") at `pos`, by mouse or by a finger (SDL
    sends the finger and a mouse copy)."""
    mouse = pygame.MOUSEBUTTONDOWN if kind == "down" else pygame.MOUSEBUTTONUP
    events = [pygame.event.Event(mouse, pos=pos, button=1, touch=how == "touch")]
    if how == "touch":
        w, h = app.screen.get_size()
        finger = pygame.FINGERDOWN if kind == "down" else pygame.FINGERUP
        events.insert(
            0, pygame.event.Event(finger, x=pos[0] / w, y=pos[1] / h, dx=0, dy=0, finger_id=0, touch_id=1)
        )
    return events


def key_event(key):
    return pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0)


def button_events(app, scene, text, how):
    """All the events that press the button `text` of `scene` (in one frame): a click, a tap,
    or Tab to it and Enter."""
    button = find_button(scene, text)
    if how == "keyboard":
        index = scene.focusables().index(button)
        start = -1 if scene.focus is None else scene.focus
        steps = (index - start) % len(scene.focusables())
        return [key_event(pygame.K_TAB)] * steps + [key_event(pygame.K_RETURN)]
    return pointer_events(app, button.rect.center, how, "down") + pointer_events(
        app, button.rect.center, how, "up"
    )


def step(app, events=()):
    app.step(FRAME, events=list(events))


def press(app, text, how="mouse"):
    for event in button_events(app, app.scenes.top, text, how):
        step(app, [event])


def move_events(app, board, move, how):
    """Walk to `move` on the board by `how`, frame by frame, up to its last event, which is
    returned unsent: the caller sends it, and whatever must follow in the same frame."""
    for _ in range(6):
        board = settle(app)
        targets = list(board.key_targets())
        wanted = pointing_at(board, targets, {move})
        if not wanted:  # a camera (TRI's zoomed board) may leave it out of sight: bring it in
            board.view.show_move(board.state, board.ui, move)
            step(app)
            targets = list(board.key_targets())
            wanted = pointing_at(board, targets, {move})
        assert wanted, f"{move!r} cannot be reached on the board"
        rect, hit = wanted[0]
        if how == "keyboard":
            index = next(i for i, (r, h) in enumerate(targets) if h is hit)
            board.input.target_focus = None
            for _ in range(index + 1):
                step(app, [key_event(pygame.K_RIGHT)])
            last = [key_event(pygame.K_RETURN)]
        else:
            step(app, pointer_events(app, rect.center, how, "down"))
            last = pointer_events(app, rect.center, how, "up")
        if hit.move == move:
            return last
        step(app, last)  # a pick on the way to the move
    raise AssertionError(f"{move!r} was not reached in six steps")


# -- what a finished game must have left --------------------------------------------------------------


def counted(app):
    """Games your record has counted, all games and levels together."""
    kept = record.load(app)
    return sum(
        sum(kept.tally(game_id, level).values()) for game_id in kept.games for level in kept.games[game_id]
    )


def finished_in_recent(app, match):
    """The entries of Recent games that are this finished game (its moves)."""
    return [entry for entry in recent.entries(app) if entry.record["moves"] == list(match.moves)]


def slot_holds(app, game_id):
    """The game in progress in `game_id`'s slot (a Match), or None."""
    data = autosave.peek(app, autosave.slot_of(game_id))
    return None if data is None else Match(data["record"])
