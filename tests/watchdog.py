"""The storm's data watchdog (issue 31 point 3): every document the app writes or deletes is
checked against the one it replaces, as it happens.

- A game in progress (a slot, app/saved/autosave.py) is only *extended* (the same game, more moves),
  *undone* (the same game by its identity, fewer moves: a prefix; a new game that starts the
  same way, as Restart's does, is not an undo), or *replaced* where nothing is lost (the
  slot's game had no person's move yet), where a question's answer was chosen in that frame
  (app/scenes/confirm.py), or, in a slot of games by link, where the replaced game lives on in
  the device's memory of its games by link (app/sharing/correspondence.py).
- A finished game is never written into a slot as in progress.
- A slot is deleted only when its game is over and recorded: by the end of that frame, Recent
  games holds a finished game of that identity that goes on from the slot's last moves.
- Your record's tallies and puzzle counts, Recent games (up to its limit) and the puzzle
  results (a result once given stays) never go down.

Writes made while the storm itself opens a scene by name (`god`: it puts a game on a board
without going through the menu) are taken as they come; the checks start again after them.
A violation is kept in `violations` (the app's storage swallows what a backend raises) and the
storm fails on it at the end of the frame.
"""

import json

from app.saved import autosave, puzzle_results, recent
from app.saved import record as record_mod
from app.saved.storage import FileBackend
from app.sharing import correspondence
from games.core import CHANCE
from games.match import Match

SETTINGS = ("game", "variant", "players", "options")


class WatchedBackend(FileBackend):
    """The storm's files, each write and delete shown to the watchdog first."""

    def __init__(self, folder, watchdog):
        super().__init__(folder)
        self.watchdog = watchdog

    def write(self, name, text):
        self.watchdog.written(name, text)
        super().write(name, text)

    def delete(self, name):
        self.watchdog.removed(name)
        super().delete(name)


def same_game(first, second):
    return all(first.get(key) == second.get(key) for key in SETTINGS)


def is_prefix(short, long):
    return list(long[: len(short)]) == list(short)


def anyone_moved(record):
    """Whether a player (not the dice) has made a move in `record`."""
    try:
        match = Match(record)
    except Exception:
        return True
    return any(match.seat_of(index) != CHANCE for index in range(len(match.moves)))


def is_over(record):
    try:
        return Match(record).is_over()
    except Exception:
        return False


class Watchdog:
    def __init__(self):
        self.docs = {}  # document name -> its data as last written or read
        self.frame = 0  # the storm's frame now
        self.answered = None  # the frame in which a question's answer was chosen
        self.god = False  # the storm itself is opening a scene
        self.deleted = []  # (slot, data) deleted this frame: checked at its end
        self.violations = []
        self.checked = 0  # writes and deletes looked at

    def backend(self, folder):
        return WatchedBackend(folder, self)

    def seen(self, name, data):
        self.docs[name] = data

    def fail(self, text):
        self.violations.append(f"frame {self.frame}: {text}")

    # -- a write ---------------------------------------------------------------------------------
    def written(self, name, text):
        self.checked += 1
        data = json.loads(text)["data"]
        before = self.docs.get(name)
        self.docs[name] = data
        if self.god or before is None:
            return
        if name.startswith(autosave.PREFIX):
            self.slot_written(name, before, data)
        elif name == record_mod.KIND:
            self.record_written(before, data)
        elif name == recent.KIND:
            self.recent_written(before, data)
        elif name == puzzle_results.KIND:
            self.results_written(before, data)

    def slot_written(self, name, before, data):
        old, new = before["record"], data["record"]
        if is_over(new):
            self.fail(f"a finished game was saved as in progress in {name}")
        if same_game(old, new) and is_prefix(old["moves"], new["moves"]):
            return  # extended (also by another board: its code opened again)
        if (
            same_game(old, new)
            and is_prefix(new["moves"], old["moves"])
            and before.get("id") == data.get("id")
        ):
            return  # undone: the same game (its identity), fewer moves
        if not anyone_moved(old) or self.answered == self.frame:
            return  # nothing to lose, or the player said so
        link = before.get("link")
        if link is not None and data.get("link", {}).get("nonce") != link.get("nonce"):
            memory = (self.docs.get(correspondence.KIND) or {}).get("games", {}).get(str(link.get("nonce")))
            if isinstance(memory, dict) and is_prefix(
                old["moves"], memory.get("record", {}).get("moves", [])
            ):
                return  # the older game by link goes on from the device's memory of it
        self.fail(
            f"the game in progress in {name} ({len(old['moves'])} moves) was replaced by another "
            f"({len(new['moves'])} moves) without a question"
        )

    def record_written(self, before, data):
        old, new = record_mod.Record.from_data(before)[0], record_mod.Record.from_data(data)[0]
        for game_id, levels in old.games.items():
            for level in levels:
                was, now = old.tally(game_id, level), new.tally(game_id, level)
                if any(now[key] < was[key] for key in was):
                    self.fail(f"your record's {game_id} against {level} went down: {was} -> {now}")
        if new.solved < old.solved or new.failed < old.failed:
            self.fail(
                f"your record's puzzles went down: {old.solved}/{old.failed} -> {new.solved}/{new.failed}"
            )

    def recent_written(self, before, data):
        old, new = before.get("games", []), data.get("games", [])
        if len(new) >= recent.LIMIT:
            return  # the oldest leave the list at its limit
        kept = {(entry.get("ident") or json.dumps(entry["record"], sort_keys=True)) for entry in new}
        for entry in old:
            key = entry.get("ident") or json.dumps(entry["record"], sort_keys=True)
            if key not in kept:
                self.fail(
                    f"a game left Recent games: {entry['record']['game']}, "
                    f"{len(entry['record']['moves'])} moves"
                )

    def results_written(self, before, data):
        old, new = before.get("results", {}), data.get("results", {})
        for key, result in old.items():
            now = new.get(key)
            if now is None:
                self.fail(f"the puzzle result {key} was lost")
            elif result.get("state") != "open" and now.get("state") != result.get("state"):
                self.fail(f"the puzzle result {key} changed from {result.get('state')} to {now.get('state')}")

    # -- a delete --------------------------------------------------------------------------------
    def removed(self, name):
        self.checked += 1
        before = self.docs.pop(name, None)
        if self.god or before is None:
            return
        if name.startswith(autosave.PREFIX):
            self.deleted.append((name, before))
        elif name in (record_mod.KIND, recent.KIND, puzzle_results.KIND):
            self.fail(f"{name} was deleted")

    def end_of_frame(self):
        """A slot deleted in this frame held a game that is now over and in Recent games."""
        finished = [entry for entry in self.docs.get(recent.KIND, {}).get("games", [])]
        for name, before in self.deleted:
            old = before["record"]
            if not any(
                (not before.get("id") or entry.get("ident") == before.get("id"))
                and same_game(old, entry["record"])
                and is_prefix(old["moves"], entry["record"]["moves"])
                and is_over(entry["record"])
                for entry in finished
            ):
                self.fail(
                    f"the game in progress in {name} was deleted, but it is not a finished game in "
                    f"Recent games"
                )
        self.deleted = []
        self.frame += 1
