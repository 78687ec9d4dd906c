"""The TRI game state: an immutable value (equal states compare == and hash equal).

Fields (all immutable, shared between states so a new state costs one small object):
- board: the shared Board (size, names, neighbour tables); players, max_rounds.
- owner: bytes, one per triangle: 0 empty, seat + 1 owned.
- hands: per seat (count of +2, count of +3, count of +4); +0 is unlimited.
- spent: bit mask of squares whose one teleport has been used (forever).
- out: defeated seats in the order they fell.
- phase, seat, round: what happens next; `seat` is whose turn it is (the attacker
  during a battle).
- battle: during a battle (target, dice count, attacker dice, defender die,
  attacker card, defender card). Dice are () / 0 before the roll; a card is None
  before it is chosen. In a view, a hidden die is 0 and a hidden card HIDDEN.
- last: the last revealed battle (attacker, defender, target, attacker dice,
  defender die, attacker card, defender card, won, voided triangle or -1).
- end: why the game ended ("last", "full", "rounds") or None.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, TypedDict

if TYPE_CHECKING:
    from typing_extensions import Unpack  # typing.Unpack from Python 3.12; only mypy reads it here

    from .board import Board

START, TURN, ROLL, ATTACKER_CARD, DEFENDER_CARD, VOID, BONUS, OVER = range(8)
PHASE_NAMES = ("start", "turn", "roll", "attacker card", "defender card", "void", "bonus", "over")
HIDDEN = -1

Hand = tuple[int, int, int]  # how many +2, +3 and +4 cards
# (target, dice count, attacker dice, defender die, attacker card, defender card)
Battle = tuple[int, int, tuple[int, ...], int, int | None, int | None]
# (attacker, defender, target, attacker dice, defender die, attacker card, defender card,
#  won, voided triangle or -1)
Last = tuple[int, int, int, tuple[int, ...], int, int, int, bool, int]


class Changes(TypedDict, total=False):
    """`State.replace`'s keywords: the fields to change."""

    board: Board
    players: int
    max_rounds: int
    owner: bytes
    hands: tuple[Hand, ...]
    spent: int
    out: tuple[int, ...]
    phase: int
    seat: int
    round_: int
    battle: Battle | None
    last: Last | None
    end: str | None


class State:
    __slots__ = (
        "board",
        "players",
        "max_rounds",
        "owner",
        "hands",
        "spent",
        "out",
        "phase",
        "seat",
        "round",
        "battle",
        "last",
        "end",
        "_hash",
    )

    def __init__(
        self,
        board: Board,
        players: int,
        max_rounds: int,
        owner: bytes,
        hands: tuple[Hand, ...],
        spent: int,
        out: tuple[int, ...],
        phase: int,
        seat: int,
        round_: int,
        battle: Battle | None = None,
        last: Last | None = None,
        end: str | None = None,
    ) -> None:
        self.board = board
        self.players = players
        self.max_rounds = max_rounds
        self.owner = owner
        self.hands = hands
        self.spent = spent
        self.out = out
        self.phase = phase
        self.seat = seat
        self.round = round_
        self.battle = battle
        self.last = last
        self.end = end
        self._hash: int | None = None

    def replace(self, **changes: Unpack[Changes]) -> State:
        """A copy with some fields changed (`round_` for the round)."""
        fields: dict[str, Any] = dict(
            board=self.board,
            players=self.players,
            max_rounds=self.max_rounds,
            owner=self.owner,
            hands=self.hands,
            spent=self.spent,
            out=self.out,
            phase=self.phase,
            seat=self.seat,
            round_=self.round,
            battle=self.battle,
            last=self.last,
            end=self.end,
        )
        fields.update(changes)
        return State(**fields)

    def key(self) -> tuple[Any, ...]:
        return (
            self.board.size,
            self.players,
            self.max_rounds,
            self.owner,
            self.hands,
            self.spent,
            self.out,
            self.phase,
            self.seat,
            self.round,
            self.battle,
            self.last,
            self.end,
        )

    def __eq__(self, other: object) -> bool:
        return isinstance(other, State) and self.key() == other.key()

    def __hash__(self) -> int:
        if self._hash is None:
            self._hash = hash(self.key())
        return self._hash

    def __repr__(self) -> str:
        return (
            f"<TRI {self.board.size}x{self.board.size} {self.players}p "
            f"round {self.round} {PHASE_NAMES[self.phase]} seat {self.seat}>"
        )
