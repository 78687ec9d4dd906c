"""TRI rules engine (api.md): `RULES` for 2-4 players on a torus of triangles.

Moves (tri.md): `start b3N`, `claim b3E`, `attack b3E`, `teleport a1 c3W`, `pass`,
chance `roll 5,2,6 3` (attacker dice, defender die), `card +3`, `void b2S`,
chance `bonus 4`.

Extras beyond api.md (all take a state; pass `RULES.view(state, seat)` to see
only what that seat may see):
- VARIANT_NAMES, OPTIONS (`size`: None = automatic or 3-8; `max_rounds`).
- view(state, seat) -> state with the other side's battle dice and secret card
  masked (seat None: a spectator, sees neither side).
- end_reason(state) -> str; describe_move(state, move) -> str (never reveals
  secrets: a roll or card is described without its values).
- why_not(state, move) -> str | None: why a move is illegal (None if legal);
  seat_name(seat, state=None) -> "Player 1"...
- chance_outcomes(state) -> [(outcome, probability)]: outcomes grouped by what
  matters (highest attacker die), for search.
- Board and status queries (from queries.py): phase, board_size, triangle_names,
  owners, owner, neighbours, counts, square_owner, conquered, teleports, hand,
  hands, card_total, move_targets, attack_dice, battle, last_battle,
  round_info, defeated, alive, ranking, current_seat.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import TypedDict

from games.contract import OptionSpec, OptionValue
from games.core import CHANCE, IllegalMove, draw_returns, refusal, win_returns
from games.i18n import N_, _, ngettext

from .board import MAX_SIZE, MIN_SIZE, spoken, square_owner
from .board import board as get_board
from .queries import Queries
from .state import (
    ATTACKER_CARD,
    BONUS,
    DEFENDER_CARD,
    HIDDEN,
    OVER,
    ROLL,
    START,
    TURN,
    VOID,
    Battle,
    Hand,
    Last,
    State,
)

__all__ = ["RULES", "CHANCE", "IllegalMove"]

DEFAULT_SIZE = {2: 4, 3: 5, 4: 6}
ROUND_CHOICES = (10, 20, 30, 40, 60, 80)
CARDS = {"+0": 0, "+2": 2, "+3": 3, "+4": 4}
BONUS_CARD = (None, 2, 2, 2, 3, 3, 4)  # bonus die -> card value given to everyone


class _AfterAction(TypedDict):
    """What every end of an action sets (`TriRules._after_action`)."""

    owner: bytes
    hands: tuple[Hand, ...]
    spent: int
    out: tuple[int, ...]
    battle: Battle | None
    last: Last | None


def seat_name(seat: int) -> str:
    return _("Player {number}").format(number=seat + 1)


def add_card(hand: Hand, value: int, times: int = 1) -> Hand:
    """A hand (count of +2, +3, +4) with `times` more cards of `value`."""
    i = value - 2
    changed: Hand = hand[:i] + (hand[i] + times,) + hand[i + 1 :]  # type: ignore[assignment]  # three counts still
    return changed


def defender_of(state: State) -> int:
    if state.phase == VOID:
        assert state.last is not None  # a battle to void has been revealed
        return state.last[1]
    assert state.battle is not None  # otherwise asked during a battle
    return state.owner[state.battle[0]] - 1


class TriRules(Queries):
    id = "tri"
    title = "TRI"
    min_players = 2
    max_players = 4
    variants = ("standard",)
    VARIANT_NAMES: dict[str, str] = {"standard": N_("Standard")}
    OPTIONS: dict[str, OptionSpec] = {
        "size": {
            "label": N_("Board size"),
            "choices": [None, 3, 4, 5, 6, 7, 8],
            "default": None,
            "variants": None,
        },
        "max_rounds": {
            # TRANSLATORS: the option of how many rounds a TRI game lasts at most.
            "label": N_("Rounds"),
            "choices": list(ROUND_CHOICES),
            "default": 40,
            "variants": None,
        },
    }

    # ----- setting up -----------------------------------------------------------

    def new_game(self, players: int = 2, variant: str | None = None, **options: OptionValue) -> State:
        if type(players) is not int or not 2 <= players <= 4:
            raise IllegalMove(_("TRI is for 2, 3 or 4 players."))
        if variant is not None and variant not in self.variants:
            raise IllegalMove(_("TRI has no variant '{variant}'.").format(variant=variant))
        unknown = sorted(set(options) - set(self.OPTIONS))
        if unknown:
            raise IllegalMove(_("TRI has no option '{option}'.").format(option=unknown[0]))
        size = options.get("size")
        if size is None:
            size = DEFAULT_SIZE[players]
        if type(size) is not int or not MIN_SIZE <= size <= MAX_SIZE:
            raise IllegalMove(
                _("The board size must be {low} to {high}.").format(low=MIN_SIZE, high=MAX_SIZE)
            )
        max_rounds = options.get("max_rounds", 40)
        if type(max_rounds) is not int or not 1 <= max_rounds <= 999:
            raise IllegalMove(_("The number of rounds must be a whole number from 1 to 999."))
        b = get_board(size)
        return State(b, players, max_rounds, bytes(b.count), ((1, 1, 1),) * players, 0, (), START, 0, 0)

    # ----- whose move, which moves ------------------------------------------------

    def to_move(self, state: State) -> int:
        """Seat to act, CHANCE at a roll. Once the game is over nobody acts; like the other
        games (api.md: always a seat or CHANCE) it then names the seat whose turn ended it."""
        phase = state.phase
        if phase == ROLL or phase == BONUS:
            return CHANCE
        if phase == DEFENDER_CARD or phase == VOID:
            return defender_of(state)
        return state.seat

    def is_over(self, state: State) -> bool:
        return state.phase == OVER

    def legal_moves(self, state: State) -> list[str]:
        phase = state.phase
        names = state.board.names
        if phase == TURN:
            return self._turn_moves(state)
        if phase == ROLL:
            assert state.battle is not None  # a battle's dice are rolled
            k = state.battle[1]
            moves: list[str] = []
            for dice in _dice_sequences(k):
                text = ",".join(map(str, dice))
                moves.extend(f"roll {text} {d}" for d in range(1, 7))
            return moves
        if phase == ATTACKER_CARD or phase == DEFENDER_CARD:
            return ["card " + c for c in self._cards_held(state, self._actor(state))]
        if phase == VOID:
            return [f"void {names[t]}" for t in self._void_choices(state)]
        if phase == START:
            return [f"start {names[t]}" for t in self._start_choices(state)]
        if phase == BONUS:
            return [f"bonus {d}" for d in range(1, 7)]
        return []

    def _actor(self, state: State) -> int:
        """`to_move` where a seat must act (not at a roll, nor once over)."""
        seat = self.to_move(state)
        assert seat is not None
        return seat

    def _start_choices(self, state: State) -> list[int]:
        owner, nbrs = state.owner, state.board.neighbours
        return [t for t in range(len(owner)) if not owner[t] and not any(owner[u] for u in nbrs[t])]

    def _reach(self, state: State) -> tuple[set[int], set[int]]:
        """(claimable triangles, attackable triangles) for the seat whose turn it is."""
        owner, nbrs = state.owner, state.board.neighbours
        me = state.seat + 1
        claims: set[int] = set()
        attacks: set[int] = set()
        t = owner.find(me)
        while t >= 0:
            for u in nbrs[t]:
                o = owner[u]
                if not o:
                    claims.add(u)
                elif o != me and not square_owner(owner, u >> 2):
                    attacks.add(u)
            t = owner.find(me, t + 1)
        return claims, attacks

    def _teleport_squares(self, state: State, seat: int) -> list[int]:
        owner, spent, me = state.owner, state.spent, seat + 1
        return [q for q in range(state.board.squares) if not spent >> q & 1 and square_owner(owner, q) == me]

    def _turn_moves(self, state: State) -> list[str]:
        names, owner = state.board.names, state.owner
        claims, attacks = self._reach(state)
        moves = [f"claim {names[t]}" for t in sorted(claims)]
        moves.extend(f"attack {names[t]}" for t in sorted(attacks))
        squares = self._teleport_squares(state, state.seat)
        if squares:
            empties = [names[t] for t in range(len(owner)) if not owner[t]]
            for q in squares:
                start = f"teleport {state.board.square_names[q]} "
                moves.extend(start + name for name in empties)
        return moves or ["pass"]

    def _cards_held(self, state: State, seat: int) -> list[str]:
        c2, c3, c4 = state.hands[seat]
        return ["+0"] + ["+2"] * (c2 > 0) + ["+3"] * (c3 > 0) + ["+4"] * (c4 > 0)

    def _void_choices(self, state: State) -> list[int]:
        assert state.last is not None  # a battle to void has been revealed
        attacker, target = state.last[0], state.last[2]
        owner = state.owner
        return [u for u in state.board.neighbours[target] if owner[u] == attacker + 1]

    # ----- chance -----------------------------------------------------------------

    def random_outcome(self, state: State, rng: random.Random) -> str:
        if state.phase == ROLL:
            assert state.battle is not None  # a battle's dice are rolled
            dice = ",".join(str(rng.randint(1, 6)) for _ in range(state.battle[1]))
            return f"roll {dice} {rng.randint(1, 6)}"
        if state.phase == BONUS:
            return f"bonus {rng.randint(1, 6)}"
        raise IllegalMove(_("There are no dice to roll now."))

    def chance_outcomes(self, state: State) -> list[tuple[str, float]]:
        """[(outcome, probability)], attacker dice grouped by their highest die."""
        if state.phase == BONUS:
            return [(f"bonus {d}", 1 / 6) for d in range(1, 7)]
        if state.phase != ROLL:
            return []
        assert state.battle is not None  # a battle's dice are rolled
        k = state.battle[1]
        tail = ",1" * (k - 1)
        outcomes: list[tuple[str, float]] = []
        for a in range(1, 7):
            p = (a**k - (a - 1) ** k) / 6**k / 6
            outcomes.extend((f"roll {a}{tail} {d}", p) for d in range(1, 7))
        return outcomes

    # ----- playing ----------------------------------------------------------------

    def play(self, state: State, move: str) -> State:
        if not isinstance(move, str):
            raise IllegalMove(_("A move is written as text, like 'claim b3E'."))
        parts = move.split()
        if not parts:
            raise IllegalMove(_("The move is empty."))
        phase = state.phase
        if phase == OVER:
            raise IllegalMove(_("The game is over."))
        word = parts[0]
        handler = _HANDLERS[phase].get(word)
        if handler is None:
            raise IllegalMove(self._expected(state, word))
        return handler(self, state, parts)

    def _expected(self, state: State, word: str) -> str:
        phase = state.phase
        actor = self.to_move(state)
        who = seat_name(actor) if actor is not None and actor != CHANCE else ""
        need = _(
            {
                START: N_("{player} places a starting triangle (start b3N)."),
                TURN: N_("It is {player}'s turn: claim, attack, teleport, or pass."),
                ROLL: N_("The battle dice must be rolled first."),
                ATTACKER_CARD: N_("{player} (attacking) must choose a card (card +0 ... card +4)."),
                DEFENDER_CARD: N_("{player} (defending) must choose a card (card +0 ... card +4)."),
                VOID: N_("{player} must choose an attacking triangle to empty (void b2S)."),
                BONUS: N_("The bonus die must be rolled first."),
            }[phase]
        ).format(player=who)
        if word not in _WORDS:
            # TRANSLATORS: {need} is a sentence of its own, what the game waits for.
            return _("'{word}' is not a TRI move. {need}").format(word=word, need=need)
        return _(_WORDS[word]).format(need=need)

    def _need_args(self, parts: Sequence[str], count: int, example: str) -> None:
        if len(parts) != count:
            raise IllegalMove(_("Write it like '{example}'.").format(example=example))

    def _play_start(self, state: State, parts: list[str]) -> State:
        self._need_args(parts, 2, "start b3N")
        b = state.board
        t = b.parse_triangle(parts[1])
        owner = state.owner
        if owner[t]:
            # TRANSLATORS: {triangle} is a triangle in words, "The top triangle of b3".
            raise IllegalMove(_("{triangle} is already taken.").format(triangle=spoken(b.names[t], True)))
        if any(owner[u] for u in b.neighbours[t]):
            raise IllegalMove(
                _("{triangle} touches a triangle already placed; starting triangles may not touch.").format(
                    triangle=spoken(b.names[t], True)
                )
            )
        owner = _set(owner, t, state.seat + 1)
        if state.seat + 1 < state.players:
            return state.replace(owner=owner, seat=state.seat + 1)
        return state.replace(owner=owner, seat=0, phase=TURN, round_=1)

    def _play_claim(self, state: State, parts: list[str]) -> State:
        self._need_args(parts, 2, "claim b3E")
        t = state.board.parse_triangle(parts[1])
        self._check_target(state, t, empty=True)
        return self._after_action(
            state, _set(state.owner, t, state.seat + 1), state.hands, state.spent, state.last
        )

    def _play_attack(self, state: State, parts: list[str]) -> State:
        self._need_args(parts, 2, "attack b3E")
        t = state.board.parse_triangle(parts[1])
        self._check_target(state, t, empty=False)
        me = state.seat + 1
        k = sum(1 for u in state.board.neighbours[t] if state.owner[u] == me)
        return state.replace(phase=ROLL, battle=(t, k, (), 0, None, None))

    def _check_target(self, state: State, t: int, empty: bool) -> None:
        b, owner = state.board, state.owner
        name, o, me = spoken(b.names[t], True), owner[t], state.seat + 1
        if empty:
            if o == me:
                raise IllegalMove(_("{triangle} is already yours.").format(triangle=name))
            if o:
                raise IllegalMove(
                    _("{triangle} belongs to {player}: attack it instead.").format(
                        triangle=name, player=seat_name(o - 1)
                    )
                )
        else:
            if not o:
                raise IllegalMove(
                    _("{triangle} is empty: claim it instead of attacking.").format(triangle=name)
                )
            if o == me:
                raise IllegalMove(
                    _("{triangle} is yours; attack a triangle of another player.").format(triangle=name)
                )
            if square_owner(owner, t >> 2):
                raise IllegalMove(
                    _("{triangle} is in a conquered square of {player}, which cannot be attacked.").format(
                        triangle=name, player=seat_name(o - 1)
                    )
                )
        if not any(owner[u] == me for u in b.neighbours[t]):
            raise IllegalMove(_("{triangle} does not touch any of your triangles.").format(triangle=name))

    def _play_teleport(self, state: State, parts: list[str]) -> State:
        self._need_args(parts, 3, "teleport a1 c3W")
        b = state.board
        q = b.parse_square(parts[1])
        t = b.parse_triangle(parts[2])
        square = b.square_names[q]
        if square_owner(state.owner, q) != state.seat + 1:
            raise IllegalMove(
                _(
                    "Square {square} is not a conquered square of yours (you need all four of its triangles)."
                ).format(square=square)
            )
        if state.spent >> q & 1:
            raise IllegalMove(
                _("The teleport of square {square} has already been used.").format(square=square)
            )
        if state.owner[t]:
            raise IllegalMove(
                _("{triangle} is not empty; teleport only to an empty triangle.").format(
                    triangle=spoken(b.names[t], True)
                )
            )
        return self._after_action(
            state, _set(state.owner, t, state.seat + 1), state.hands, state.spent | 1 << q, state.last
        )

    def _play_pass(self, state: State, parts: list[str]) -> State:
        self._need_args(parts, 1, "pass")
        if self._turn_moves(state) != ["pass"]:
            raise IllegalMove(_("You can still claim, attack or teleport, so you may not pass."))
        return self._after_action(state, state.owner, state.hands, state.spent, state.last)

    def _play_roll(self, state: State, parts: list[str]) -> State:
        self._need_args(parts, 3, "roll 5,2,6 3")
        assert state.battle is not None  # a battle's dice are rolled
        k = state.battle[1]
        dice = parts[1].split(",")
        if len(dice) != k:
            raise IllegalMove(
                ngettext(
                    "This battle needs {count} attacker die, not {given}.",
                    "This battle needs {count} attacker dice, not {given}.",
                    k,
                ).format(count=k, given=len(dice))
            )
        if not all(d in _FACES for d in dice) or parts[2] not in _FACES:
            raise IllegalMove(_("Each die shows 1 to 6."))
        t = state.battle[0]
        return state.replace(
            phase=ATTACKER_CARD, battle=(t, k, tuple(map(int, dice)), int(parts[2]), None, None)
        )

    def _play_card(self, state: State, parts: list[str]) -> State:
        self._need_args(parts, 2, "card +3")
        value = CARDS.get(parts[1])
        if value is None:
            raise IllegalMove(_("'{text}' is not a card: choose +0, +2, +3 or +4.").format(text=parts[1]))
        seat = self._actor(state)
        if value and not state.hands[seat][value - 2]:
            raise IllegalMove(
                _("{player} has no +{value} card left.").format(player=seat_name(seat), value=value)
            )
        assert state.battle is not None  # cards are chosen in a battle
        t, k, dice, die, acard, _dcard = state.battle
        if state.phase == ATTACKER_CARD:
            return state.replace(phase=DEFENDER_CARD, battle=(t, k, dice, die, value, None))
        return self._reveal(state, value)

    def _reveal(self, state: State, dcard: int) -> State:
        assert state.battle is not None  # the cards of a battle are revealed
        t, k, dice, die, acard, _dcard = state.battle
        if not die or 0 in dice or acard == HIDDEN:
            raise IllegalMove(
                _(
                    "This is one player's view with hidden dice or cards; the battle can only be "
                    "revealed in the full game."
                )
            )
        assert acard is not None  # the attacker chose first
        attacker, defender = state.seat, state.owner[t] - 1
        held = list(state.hands)
        if acard:
            held[attacker] = add_card(held[attacker], acard, -1)
        if dcard:
            held[defender] = add_card(held[defender], dcard, -1)
        hands = tuple(held)
        won = max(dice) + acard > die + dcard
        last: Last = (attacker, defender, t, dice, die, acard, dcard, won, -1)
        if won:
            return self._after_action(state, _set(state.owner, t, attacker + 1), hands, state.spent, last)
        return state.replace(phase=VOID, hands=hands, battle=None, last=last)

    def _play_void(self, state: State, parts: list[str]) -> State:
        self._need_args(parts, 2, "void b2S")
        b = state.board
        u = b.parse_triangle(parts[1])
        assert state.last is not None  # a battle to void has been revealed
        if u not in self._void_choices(state):
            attacker, target = state.last[0], state.last[2]
            raise IllegalMove(
                _("{triangle} is not a triangle of {player} touching {target}.").format(
                    triangle=spoken(b.names[u], True),
                    player=seat_name(attacker),
                    target=spoken(b.names[target]),
                )
            )
        last: Last = state.last[:8] + (u,)
        return self._after_action(state, _set(state.owner, u, 0), state.hands, state.spent, last)

    def _play_bonus(self, state: State, parts: list[str]) -> State:
        self._need_args(parts, 2, "bonus 4")
        if parts[1] not in _FACES:
            raise IllegalMove(_("The bonus die shows 1 to 6."))
        value = BONUS_CARD[int(parts[1])]
        assert value is not None  # a die shows 1 to 6
        out = state.out
        hands = tuple(h if seat in out else add_card(h, value) for seat, h in enumerate(state.hands))
        return state.replace(phase=TURN, hands=hands)

    # ----- after an action: defeats, end, next turn ----------------------------------

    def _after_action(
        self, state: State, owner: bytes, hands: Sequence[Hand], spent: int, last: Last | None
    ) -> State:
        players = state.players
        out = list(state.out)
        held = list(hands)

        def defeat(seat: int) -> None:
            out.append(seat)
            gifts = _DEFEAT_GIFTS.get(len(out), ())
            for p in range(players):
                if p not in out:
                    for value in gifts:
                        held[p] = add_card(held[p], value)

        for seat in range(players):
            if seat not in out and owner.find(seat + 1) < 0:
                defeat(seat)
        # With more than two players left a full board removes the weakest.
        while players - len(out) > 2 and owner.find(0) < 0:
            alive = [p for p in range(players) if p not in out]
            weakest = min(alive, key=lambda p: (owner.count(p + 1), card_value(held[p]), -p))
            owner = owner.replace(bytes((weakest + 1,)), b"\0")
            defeat(weakest)
        common: _AfterAction = {
            "owner": owner,
            "hands": tuple(held),
            "spent": spent,
            "out": tuple(out),
            "battle": None,
            "last": last,
        }
        left = players - len(out)
        if left == 1:
            return state.replace(phase=OVER, end="last", **common)
        if left == 2 and owner.find(0) < 0:
            return state.replace(phase=OVER, end="full", **common)
        seat = state.seat
        nxt = (seat + 1) % players
        while nxt in out:
            nxt = (nxt + 1) % players
        round_ = state.round
        phase = TURN
        if nxt <= seat:  # wrapped around: every player still in has had a turn
            if round_ >= state.max_rounds:
                return state.replace(phase=OVER, end="rounds", **common)
            if round_ % 3 == 0:
                phase = BONUS
            round_ += 1
        return state.replace(phase=phase, seat=nxt, round_=round_, **common)

    # ----- results ----------------------------------------------------------------

    def returns(self, state: State) -> list[float]:
        if state.phase != OVER:
            raise IllegalMove(_("The game is not over yet."))
        best = self.ranking(state)[0]
        if len(best) == 1:
            return win_returns(state.players, best[0])
        return draw_returns(state.players, best)

    def view(self, state: State, seat: int | None) -> State:
        """The state as `seat` may know it: other sides' battle dice and card masked."""
        if state.phase != ATTACKER_CARD and state.phase != DEFENDER_CARD:
            return state
        assert state.battle is not None  # cards are chosen in a battle
        t, k, dice, die, acard, dcard = state.battle
        if seat != state.seat:
            dice = (0,) * k
            acard = None if acard is None else HIDDEN
        if seat != state.owner[t] - 1:
            die = 0
            dcard = None if dcard is None else HIDDEN
        return state.replace(battle=(t, k, dice, die, acard, dcard))

    def why_not(self, state: State, move: str) -> str | None:
        """Why `move` is illegal here, in plain words; None when it is legal."""
        return refusal(self, state, move)

    def seat_name(self, seat: int, state: State | None = None) -> str:
        return seat_name(seat)

    def end_reason(self, state: State) -> str:
        if state.phase != OVER:
            return ""  # the contract: nothing while the game goes on
        counts = self.counts(state)
        best = self.ranking(state)[0]
        if state.end == "rounds":
            # TRANSLATORS: why a TRI game ended, after "Player 1 wins with 9 triangles: ".
            why = ngettext(
                "all {rounds} round has been played", "all {rounds} rounds have been played", state.max_rounds
            ).format(rounds=state.max_rounds)
        else:
            reasons = {
                "last": N_("every other player has been defeated"),
                "full": N_("two players are left and no triangle is empty"),
            }
            end = state.end or ""
            why = _(reasons[end])  # (by name: Babel takes a string written inside _() for a message)
        if len(best) == 1:
            seat = best[0]
            if state.end == "last":
                return _("{player} wins: {why}.").format(player=seat_name(seat), why=why)
            n = counts[seat]
            return ngettext(
                "{player} wins with {count} triangle: {why}.",
                "{player} wins with {count} triangles: {why}.",
                n,
            ).format(player=seat_name(seat), count=n, why=why)
        names = seat_name(best[0])
        for s in best[1:-1]:
            # TRANSLATORS: players in a list, "Player 1, Player 2".
            names = _("{first}, {second}").format(first=names, second=seat_name(s))
        # TRANSLATORS: the last two players of a list, "Player 1, Player 2 and Player 3".
        names = _("{first} and {second}").format(first=names, second=seat_name(best[-1]))
        return ngettext(
            "Draw between {players}, with {count} triangle each: {why}.",
            "Draw between {players}, with {count} triangles each: {why}.",
            counts[best[0]],
        ).format(players=names, count=counts[best[0]], why=why)

    def describe_move(self, state: State, move: str) -> str:
        parts = move.split() if isinstance(move, str) else []
        if not parts:
            return _("An empty move.")
        word, b = parts[0], state.board
        mover = self.to_move(state)
        who = seat_name(mover) if mover not in (None, CHANCE) else ""
        try:
            if word == "start":
                return _("{player} starts on {triangle}.").format(player=who, triangle=spoken(parts[1]))
            if word == "claim":
                return _("{player} claims {triangle}.").format(player=who, triangle=spoken(parts[1]))
            if word == "attack":
                t = b.parse_triangle(parts[1])
                k = sum(1 for u in b.neighbours[t] if state.owner[u] == state.seat + 1)
                victim = seat_name(state.owner[t] - 1) if state.owner[t] else _("nobody")
                return ngettext(
                    "{player} attacks {victim} on {triangle} with {count} die.",
                    "{player} attacks {victim} on {triangle} with {count} dice.",
                    k,
                ).format(player=who, victim=victim, triangle=spoken(parts[1]), count=k)
            if word == "teleport":
                return _("{player} teleports to {triangle}.").format(player=who, triangle=spoken(parts[2]))
            if word == "pass":
                return _("{player} cannot move and passes.").format(player=who)
            if word == "roll":
                return _("The battle dice are rolled, each side sees only its own.")
            if word == "card":
                if state.phase == DEFENDER_CARD:
                    return _("{player} chooses a secret card, and both cards are revealed.").format(
                        player=who
                    )
                return _("{player} chooses a secret card.").format(player=who)
            if word == "void":
                assert state.last is not None  # a battle to void has been revealed
                return _("{player} empties {triangle}, a triangle of {owner}.").format(
                    player=who, triangle=spoken(parts[1]), owner=seat_name(state.last[0])
                )
            if word == "bonus":
                value = BONUS_CARD[int(parts[1])]
                return _("Bonus die {die}: every player still in gets a +{value} card.").format(
                    die=parts[1], value=value
                )
        except (IndexError, ValueError, TypeError):
            pass
        return _("{player} plays '{move}'.").format(player=who or _("Someone"), move=move)


def card_value(hand: Sequence[int]) -> int:
    """Total value of a hand's cards (the +0 counts nothing)."""
    return 2 * hand[0] + 3 * hand[1] + 4 * hand[2]


def _set(owner: bytes, t: int, value: int) -> bytes:
    return owner[:t] + bytes((value,)) + owner[t + 1 :]


def _dice_sequences(k: int) -> list[tuple[int, ...]]:
    if k == 0:
        return [()]
    return [rest + (d,) for rest in _dice_sequences(k - 1) for d in range(1, 7)]


_FACES = ("1", "2", "3", "4", "5", "6")
_DEFEAT_GIFTS = {1: (2, 3), 2: (2, 2, 4)}
# A move word asked for at the wrong time; {need} is a sentence of its own, what the game waits for.
_WORDS = {
    "start": N_("You cannot place a starting triangle now. {need}"),
    "claim": N_("You cannot claim now. {need}"),
    "attack": N_("You cannot attack now. {need}"),
    "teleport": N_("You cannot teleport now. {need}"),
    "pass": N_("You cannot pass now. {need}"),
    "roll": N_("You cannot roll battle dice now. {need}"),
    "card": N_("You cannot choose a card now. {need}"),
    "void": N_("You cannot empty a triangle now. {need}"),
    "bonus": N_("You cannot roll the bonus die now. {need}"),
}
_HANDLERS: dict[int, dict[str, Callable[[TriRules, State, list[str]], State]]] = {
    START: {"start": TriRules._play_start},
    TURN: {
        "claim": TriRules._play_claim,
        "attack": TriRules._play_attack,
        "teleport": TriRules._play_teleport,
        "pass": TriRules._play_pass,
    },
    ROLL: {"roll": TriRules._play_roll},
    ATTACKER_CARD: {"card": TriRules._play_card},
    DEFENDER_CARD: {"card": TriRules._play_card},
    VOID: {"void": TriRules._play_void},
    BONUS: {"bonus": TriRules._play_bonus},
}

RULES = TriRules()
