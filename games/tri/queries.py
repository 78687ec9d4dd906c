"""Read-only questions a board screen asks about a TRI state (mixed into RULES).

Triangles and squares are named as in the notation (`b3N`, `a1`); seats are
0-based. Pass `RULES.view(state, seat)` to learn only what that seat may see:
hidden dice come back as None and a chosen but hidden card as "?".
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, TypedDict

from .board import square_owner
from .state import (
    ATTACKER_CARD,
    BONUS,
    DEFENDER_CARD,
    HIDDEN,
    OVER,
    PHASE_NAMES,
    ROLL,
    START,
    TURN,
    VOID,
    State,
)

Card = int | str | None  # a card's value, "?" when chosen but hidden, None before it is chosen


class BattleInfo(TypedDict, total=False):
    """`battle()` and `last_battle()` (which adds the totals and the outcome)."""

    phase: str
    attacker: int
    defender: int
    target: str
    dice_count: int
    attacker_dice: list[int] | None
    defender_die: int | None
    attacker_card: Card
    defender_card: Card
    attacker_total: int
    defender_total: int
    won: bool
    voided: str | None


class Queries:
    if TYPE_CHECKING:  # RULES provides it (games/tri/rules.py)

        def legal_moves(self, state: State) -> list[str]: ...

    def phase(self, state: State) -> str:
        """'start', 'turn', 'roll', 'attacker card', 'defender card', 'void', 'bonus', 'over'."""
        return PHASE_NAMES[state.phase]

    def current_seat(self, state: State) -> int | None:
        """Whose turn it is (the attacker during a battle); None once over."""
        return None if state.phase == OVER else state.seat

    def board_size(self, state: State) -> int:
        return state.board.size

    def triangle_names(self, state: State) -> list[str]:
        """Every triangle name, square by square (a1N a1E a1S a1W b1N ...), row by row."""
        return list(state.board.names)

    def owners(self, state: State) -> dict[str, int | None]:
        """{triangle name: seat or None}."""
        names = state.board.names
        return {names[t]: (o - 1 if o else None) for t, o in enumerate(state.owner)}

    def owner(self, state: State, triangle: str) -> int | None:
        o = state.owner[state.board.parse_triangle(triangle)]
        return o - 1 if o else None

    def neighbours(self, state: State, triangle: str) -> list[str]:
        """The three triangles sharing an edge with `triangle` (across the wrap too)."""
        b = state.board
        return [b.names[u] for u in b.neighbours[b.parse_triangle(triangle)]]

    def counts(self, state: State) -> list[int]:
        """Triangles owned, one number per seat."""
        return [state.owner.count(seat + 1) for seat in range(state.players)]

    def square_owner(self, state: State, square: str) -> int | None:
        """Seat that has conquered `square` (all four triangles), else None."""
        o = square_owner(state.owner, state.board.parse_square(square))
        return o - 1 if o else None

    def conquered(self, state: State) -> dict[str, tuple[int, bool]]:
        """{square name: (seat, teleport still unused)} for every conquered square."""
        b = state.board
        found: dict[str, tuple[int, bool]] = {}
        for q in range(b.squares):
            o = square_owner(state.owner, q)
            if o:
                found[b.square_names[q]] = (o - 1, not state.spent >> q & 1)
        return found

    def teleports(self, state: State, seat: int) -> list[str]:
        """Squares from which `seat` may teleport now (conquered, teleport unused)."""
        return [name for name, (owner, spare) in self.conquered(state).items() if owner == seat and spare]

    def hand(self, state: State, seat: int) -> dict[str, int | None]:
        """{'+0': None (unlimited), '+2': n, '+3': n, '+4': n}."""
        c2, c3, c4 = state.hands[seat]
        return {"+0": None, "+2": c2, "+3": c3, "+4": c4}

    def hands(self, state: State) -> list[dict[str, int | None]]:
        return [self.hand(state, seat) for seat in range(state.players)]

    def card_total(self, state: State, seat: int) -> int:
        """Sum of the values of seat's cards (the tie-break when a full board removes one)."""
        c2, c3, c4 = state.hands[seat]
        return 2 * c2 + 3 * c3 + 4 * c4

    def move_targets(self, state: State) -> dict[str, Any]:
        """At a turn: {'claim': [...], 'attack': [...], 'teleport': {square: [...]},
        'pass': bool}; at a start placement: {'start': [...]}; otherwise {}."""
        if state.phase == START:
            return {"start": [m.split()[1] for m in self.legal_moves(state)]}
        if state.phase != TURN:
            return {}
        found: dict[str, Any] = {"claim": [], "attack": [], "teleport": {}, "pass": False}
        for move in self.legal_moves(state):
            parts = move.split()
            if parts[0] == "teleport":
                found["teleport"].setdefault(parts[1], []).append(parts[2])
            elif parts[0] == "pass":
                found["pass"] = True
            else:
                found[parts[0]].append(parts[1])
        return found

    def attack_dice(self, state: State, triangle: str, seat: int | None = None) -> int:
        """How many dice `seat` (default: whose turn it is) would roll attacking `triangle`."""
        b = state.board
        me = (state.seat if seat is None else seat) + 1
        return sum(1 for u in b.neighbours[b.parse_triangle(triangle)] if state.owner[u] == me)

    def battle(self, state: State) -> BattleInfo | None:
        """The battle in progress as this state shows it, or None.

        {'phase', 'attacker', 'defender', 'target', 'dice_count',
         'attacker_dice': list or None (not rolled / hidden),
         'defender_die': int or None, 'attacker_card', 'defender_card':
         None (not chosen), '?' (chosen, hidden) or the value}. During 'void'
        everything is revealed; see last_battle() for the totals.
        """
        if state.phase == VOID:
            info = self.last_battle(state)
            assert info is not None  # a battle to void has been revealed
            info["phase"] = "void"
            return info
        if state.phase not in (ROLL, ATTACKER_CARD, DEFENDER_CARD):
            return None
        assert state.battle is not None  # in these phases a battle is under way
        t, k, dice, die, acard, dcard = state.battle
        return {
            "phase": PHASE_NAMES[state.phase],
            "attacker": state.seat,
            "defender": state.owner[t] - 1,
            "target": state.board.names[t],
            "dice_count": k,
            "attacker_dice": list(dice) if dice and 0 not in dice else None,
            "defender_die": die or None,
            "attacker_card": "?" if acard == HIDDEN else acard,
            "defender_card": "?" if dcard == HIDDEN else dcard,
        }

    def last_battle(self, state: State) -> BattleInfo | None:
        """The last revealed battle, or None: {'attacker', 'defender', 'target',
        'attacker_dice', 'defender_die', 'attacker_card', 'defender_card',
        'attacker_total', 'defender_total', 'won', 'voided' (name or None)}."""
        if state.last is None:
            return None
        attacker, defender, t, dice, die, acard, dcard, won, voided = state.last
        names = state.board.names
        return {
            "attacker": attacker,
            "defender": defender,
            "target": names[t],
            "dice_count": len(dice),
            "attacker_dice": list(dice),
            "defender_die": die,
            "attacker_card": acard,
            "defender_card": dcard,
            "attacker_total": max(dice) + acard,
            "defender_total": die + dcard,
            "won": won,
            "voided": names[voided] if voided >= 0 else None,
        }

    def round_info(self, state: State) -> dict[str, int]:
        """{'round': current round (0 during setup), 'max_rounds', 'next_bonus': the
        round after which the next bonus die is rolled, 'bonus_pending': bool}."""
        r = state.round
        next_bonus = max(3, -(-r // 3) * 3)
        return {
            "round": r,
            "max_rounds": state.max_rounds,
            "next_bonus": next_bonus,
            "bonus_pending": state.phase == BONUS,
        }

    def defeated(self, state: State) -> list[int]:
        """Defeated seats, in the order they fell."""
        return list(state.out)

    def alive(self, state: State) -> list[int]:
        return [seat for seat in range(state.players) if seat not in state.out]

    def ranking(self, state: State) -> list[list[int]]:
        """Seats grouped best first: players still in by triangles (ties share a
        group), then defeated players, the last to fall first."""
        counts = self.counts(state)
        groups: list[list[int]] = []
        for seat in sorted(self.alive(state), key=lambda s: -counts[s]):
            if groups and counts[groups[-1][0]] == counts[seat]:
                groups[-1].append(seat)
            else:
                groups.append([seat])
        groups.extend([seat] for seat in reversed(state.out))
        return groups
