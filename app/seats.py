"""Who plays a seat: a person, or the computer at a level."""

from games.agents import LEVELS

HUMAN = "human"
KINDS = (HUMAN,) + LEVELS
LABELS = {HUMAN: "Person", "easy": "Computer: easy", "normal": "Computer: normal",
          "hard": "Computer: hard"}


def valid_seats(seats, players):
    return (isinstance(seats, list) and type(players) is int and len(seats) == players
            and all(s in KINDS for s in seats))


def is_human(kind):
    return kind == HUMAN


def seat_name(rules, seat):
    """How people see a seat: the rules' own names (colours) or "Player N"."""
    names = getattr(rules, "SEAT_NAMES", None)
    if names and seat < len(names):
        return names[seat]
    named = getattr(rules, "seat_name", None)
    return named(seat) if callable(named) else f"Player {seat + 1}"
