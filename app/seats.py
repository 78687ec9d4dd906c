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

