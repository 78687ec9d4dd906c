"""Make the proven puzzles in puzzles/<game>.jsonl from seeded self-play (issue 23).

    python tools/make_puzzles.py [--count 400] [--seed tridice] [--jobs 2] [--only trice,triad]

Each game's positions come from self-play of cheap seeded players (below); every position
where a player must choose is tried, and kept as a puzzle when exactly one move wins, by the
game's standard of proof (docs/puzzles.md has it in full, with the figures of the committed run):

- TRICE: exact. The dedicated solver (games/trice/solver.py) values every move to the end of
  the placement phase. In the classic variant that is the whole game (a full card draws), so
  its values are exact: the key is the only move valued a win. In v0.3 the solver scores a
  full card by one mark-swap-raise cycle: a WIN or LOSS it finds is exact (every line of it
  ends by a Trice or Double Trice before the card fills or in that first cycle), a 0 is not
  known. So a v0.3 puzzle is kept only when the key is a WIN and every other move a LOSS.
- Triad and Tris 2: a search the tool states. An exhaustive AND/OR search over every legal
  move, through the rules engine (repetition draws and all), proves that the key forces a win
  within HORIZON turns of the player's (a turn: a move, and in Triad the removal after a
  triad) and that no other first move does within the same horizon. Draw offers (Tris 2) are
  left out: declining one gives back the same position with the same player to roll, so they
  neither make nor break a forced win.

At each of the player's later steps of the solution, every move but the line's is either a
win at once (the app accepts any such move: games.puzzles.Puzzle.accepts) or proven not to
win by the same standard (TRICE on the full card: the opponent is found to force a win); a
puzzle that fails that is not kept. The opponent's replies in the line resist longest.

`rating` = 700 + 300 per extra turn the win takes + 25 per other move that does not lose at
once (up to 12) + 350 when the normal level (make_agent("normal") on a CountingClock of
tools/strength_steps.py's step) does not find the key; within games.puzzles' bounds.

Deterministic: the same seed gives the same files (positions from `random.Random(seed, game,
number)`, the normal level on a work budget, PYTHONHASHSEED fixed; worker processes change
only the speed). `check(puzzle)` re-runs a puzzle's proof: tests/test_puzzles.py calls it.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import sys
import time
from collections.abc import Iterable
from typing import Any

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import strength_steps  # noqa: E402

from games import codes, puzzles, registry  # noqa: E402
from games.agents import GreedyAgent, run  # noqa: E402
from games.core import CHANCE  # noqa: E402
from games.deadline import CountingClock  # noqa: E402
from games.puzzle_search import DRAW_WORDS, AndOr, TooDeep, search_for  # noqa: E402
from games.records import Record  # noqa: E402
from games.triad import ai as triad_ai  # noqa: E402
from games.triad import rules as triad_rules  # noqa: E402
from games.trice import rules as trice_rules  # noqa: E402
from games.trice.solver import LOSS, WIN, Solver  # noqa: E402
from games.trice.tables import EMPTY, NAMES, die_text  # noqa: E402
from games.tris2 import ai as tris2_ai  # noqa: E402
from games.tris2 import state as tris2_state  # noqa: E402

GAMES = puzzles.games()
COUNT = 400  # puzzles per game
SEED = "tridice"
HORIZON = puzzles.HORIZON  # the player's turns the search proves within (Triad, Tris 2)
TRICE_EMPTIES = (2, 8)  # positions tried: give or place with this many empty cells
SLOWER_TURNS = 1  # turns past the horizon searched for slower wins (Triad, Tris 2)
SLOWER_LIMIT = 200_000  # AND/OR nodes for one step's slower wins
TRICE_TURNS = 12  # deepest line looked for in TRICE (the solver has proven the win already)
ONE_TURN_SHARE = {"trice": 0.3, "triad": 0.3, "tris2": 0.45}  # at most this share wins in one turn
PER_GAME = 2  # puzzles kept from one self-play game at most...
GAP = 8  # ...this many plies apart
BATCH = 24  # self-play games handed out at once
MAX_PLIES = 160  # a self-play game is cut here


# ---- the games -----------------------------------------------------------------------------


def trice_values(state: Any, solver: Solver | None = None) -> dict[str, int]:
    """{move: exact value for the mover} of a TRICE give or place (games/trice/solver.py)."""
    solver = solver or Solver(state.variant == "v0.3")
    hand = state.hand if state.phase == trice_rules.PLACE else None
    solver.load(state.board, state.pool, hand)
    depth = solver.plies_to_end(hand)
    values: dict[str, int] = {}
    for move in solver.root_moves(hand):
        solver.load(state.board, state.pool, hand)
        value = run(solver.root_values(hand, depth, [move]))[move]
        values[f"give {die_text(move)}" if hand is None else f"place {NAMES[move]}"] = value
    return values


class Sloppy(GreedyAgent[Any]):
    """Never misses a win at once; careful (no roll handing one over) on a share of its moves."""

    def __init__(self, rules: Any, rng: random.Random, care: float) -> None:
        super().__init__(rules, rng)
        self.care = care

    def think(self, state: Any) -> Any:
        self.careful = self.rng.random() < self.care
        return (yield from super().think(state))


def self_play(game_id: str, seed: str, number: int) -> tuple[Record, list[Any]]:
    """(the game's header, [state at each ply]) of one seeded self-play game."""
    game = registry.get(game_id)
    rules = game.rules
    rng = random.Random(f"{seed}:{game_id}:{number}")
    options: dict[str, Any] = {}
    variant = rules.variants[0]
    if game_id == "trice":
        variant = "classic" if number % 3 == 2 else "v0.3"
        players = [game.make_agent("easy", random.Random(rng.random())) for _ in range(2)]
    elif game_id == "triad":
        players = [game.make_agent("easy", random.Random(rng.random())) for _ in range(2)]
    else:  # Tris 2: the open field (careless at times), or the rule of 4 (always careful)
        if number % 2:
            options["rule_of_4"] = True
        care = 1.0 if options else 0.9
        players = [Sloppy(tris2_ai.SEARCH_RULES, random.Random(rng.random()), care) for _ in range(2)]
    state = rules.new_game(variant=variant, **options)
    states = [state]
    moves: list[str] = []
    while not rules.is_over(state) and len(moves) < MAX_PLIES:
        seat = rules.to_move(state)
        move = rules.random_outcome(state, rng) if seat == CHANCE else run(players[seat].think(state))
        state = rules.play(state, move)
        moves.append(move)
        states.append(state)
    header: Record = {"game": game_id, "variant": variant, "players": 2, "options": options, "moves": moves}
    return header, states


def worth_trying(game_id: str, state: Any) -> bool:
    """A position the tool tries: a player's choice between two or more moves, of the kind
    its game's proof covers."""
    rules = registry.rules(game_id)
    if rules.is_over(state) or rules.to_move(state) == CHANCE:
        return False
    if len([m for m in rules.legal_moves(state) if m not in DRAW_WORDS]) < 2:
        return False
    if game_id == "trice":
        low, high = TRICE_EMPTIES
        return (
            state.phase in (trice_rules.GIVE, trice_rules.PLACE) and low <= state.board.count(EMPTY) <= high
        )
    if game_id == "triad":  # fewer triads than this cannot make three within the horizon
        return state.triads[state.mover] >= triad_rules.TRIADS_TO_WIN - HORIZON["triad"] + 1
    return state.phase == tris2_state.ROLL and state.offer == tris2_state.NO_OFFER


# ---- one position: proof, line, checks -----------------------------------------------------


class Prover:
    """Proofs for one game; remembers what it has searched (one puzzle at a time)."""

    def __init__(self, game_id: str) -> None:
        self.game_id = game_id
        self.rules = registry.rules(game_id)
        self.searches: dict[int, AndOr] = {}
        self.solver: Solver | None = None

    def search(self) -> AndOr:
        found = self.searches.get(0)
        if found is None:
            found = self.searches[0] = search_for(self.game_id)
        return found

    def exact(self, state: Any) -> dict[str, int]:
        if self.solver is None or self.solver.double_loses != (state.variant == "v0.3"):
            self.solver = Solver(state.variant == "v0.3")
        return trice_values(state, self.solver)

    def placing(self, state: Any) -> bool:
        return self.game_id == "trice" and state.phase in (trice_rules.GIVE, trice_rules.PLACE)

    def winners(self, state: Any, turns: int, enough: int = 99) -> list[str]:
        """The moves of the player to move that win, by the game's standard: TRICE's exact values
        while placing; else within `turns` of the player's turns (stops at `enough` found)."""
        rules, player = self.rules, self.rules.to_move(state)
        if self.placing(state):
            return [move for move, value in self.exact(state).items() if value == WIN]
        search = self.search()
        found = []
        for move in search.moves(state):
            after = rules.play(state, move)
            left = search.turns_after(after, player, turns)
            if (rules.is_over(after) or left > 0) and search.wins(after, player, left):
                found.append(move)
                if len(found) >= enough:
                    break
        return found

    def not_winning(self, state: Any, move: str, turns: int, values: dict[str, int] | None) -> bool:
        """Is `move` (of the player to move in `state`) proven not to win?"""
        rules, player = self.rules, self.rules.to_move(state)
        after = rules.play(state, move)
        if rules.is_over(after):
            return rules.returns(after)[player] != 1.0
        if self.game_id == "trice":
            if values is not None:  # placing: exact values
                return values[move] == LOSS if state.variant == "v0.3" else values[move] != WIN
            # on the full card: only a forced win found for the opponent proves it
            return self.search().wins(after, 1 - player, 2)
        search = self.search()
        left = search.turns_after(after, player, turns)
        return left <= 0 or not search.wins(after, player, left)

    def step_problem(self, state: Any, move: str, turns: int, first: bool) -> str | None:
        """Why the player's `move` in `state` is not a sound step of a puzzle, or None: it must
        win (the key by the game's standard, later steps within `turns`), and every other move
        must be proven not to win (later steps: or win at once, which the app accepts)."""
        rules, player = self.rules, self.rules.to_move(state)
        values = self.exact(state) if self.placing(state) else None
        search = self.search()
        after = rules.play(state, move)
        if values is not None and first:
            if values.get(move) != WIN:
                return f"{move} is not proven to win"
        else:
            left = search.turns_after(after, player, turns)
            if not ((rules.is_over(after) or left > 0) and search.wins(after, player, left)):
                return f"{move} does not win within {turns} turns"
        for other in search.moves(state):
            if other == move:
                continue
            changed = rules.play(state, other)
            if rules.is_over(changed) and rules.returns(changed)[player] == 1.0:
                if first:
                    return f"{other} wins at once too"
                continue
            if not self.not_winning(state, other, turns, values):
                return f"{other} is not proven not to win"
        return None

    def line(self, state: Any, key: str, turns: int) -> list[str]:
        """The solution: the key, then the opponent's most stubborn replies and the player's
        fastest wins (a unique one preferred), to the end of the game."""
        rules, search = self.rules, self.search()
        player = rules.to_move(state)
        line = [key]
        state = rules.play(state, key)
        left = search.turns_after(state, player, turns)
        while not rules.is_over(state):
            seat = rules.to_move(state)
            options: list[tuple[tuple[int, int], str, Any]] = []
            for move in search.moves(state):
                after = rules.play(state, move)
                if seat == player:
                    rest = search.turns_after(after, player, left)
                    far = search.distance(after, player, rest) if (rest > 0 or rules.is_over(after)) else None
                    if far is not None:
                        # fewest turns, and a move that ends the game before one that does not
                        options.append(((far + (rest < left), 0 if rules.is_over(after) else 1), move, after))
                else:
                    far = search.distance(after, player, left)
                    if far is None:
                        raise ValueError("the line's win does not hold against " + move)
                    ours = not rules.is_over(after) and rules.to_move(after) == player
                    rivals = len(self.winners(after, far, enough=2)) if ours else 0
                    options.append(((-far, rivals), move, after))
            if not options:
                raise ValueError("the line found no winning move")
            options.sort(key=lambda option: option[0])
            _, move, after = options[0]
            if seat == player:
                left = search.turns_after(after, player, left)
            line.append(move)
            state = after
        return line


def prove(game_id: str, state: Any) -> dict[str, Any] | None:
    """The puzzle at `state`, or None: {"solution", "turns", "tempting", "theme"}."""
    prover = Prover(game_id)
    rules = prover.rules
    player = rules.to_move(state)
    horizon = HORIZON.get(game_id, TRICE_TURNS)
    try:
        winners = prover.winners(state, horizon, enough=2)
        if len(winners) != 1:
            return None
        key = winners[0]
        if game_id == "trice":
            values = prover.exact(state)
            others = [value for move, value in values.items() if move != key]
            if state.variant == "v0.3" and any(value != LOSS for value in others):
                return None  # a 0 on a v0.3 card is not known: not proven not to win
        search = prover.search()
        after = rules.play(state, key)
        turns = (
            search.distance(after, player, search.turns_after(after, player, horizon))
            if not rules.is_over(after)
            else 0
        )
        if turns is None:
            return None
        turns += 1 if search.turns_after(after, player, horizon) < horizon else 0
        solution = prover.line(state, key, horizon)
        if check_line(prover, state, solution, horizon) is not None:
            return None
        tempting = sum(
            1
            for move in search.moves(state)
            if move != key
            and not rules.is_over(rules.play(state, move))
            and not search.wins(rules.play(state, move), 1 - player, 1)
        )
    except TooDeep:
        return None
    return {
        "solution": solution,
        "turns": max(1, turns),
        "tempting": tempting,
        "theme": theme(game_id, state, solution, max(1, turns)),
        "slower": slower_wins(game_id, state, solution),
    }


def slower_wins(game_id: str, state: Any, solution: list[str]) -> list[list[Any]]:
    """[step, move, turns] for each other move of the player's, at each of their steps of
    `solution`, that the search proves to force a win one turn past the horizon (SLOWER_TURNS;
    the turns already used counted), in `turns` of the player's turns: a slower win than the
    line's (the proof shows none as fast). Only Triad and Tris 2 (TRICE's solver is exact: no
    other move wins). A step whose search would pass SLOWER_LIMIT nodes lists what it found
    by then; a move not listed is claimed only not to win as fast as the line."""
    if game_id not in HORIZON:
        return []
    rules = registry.rules(game_id)
    player = rules.to_move(state)
    budget = HORIZON[game_id] + SLOWER_TURNS
    found: list[list[Any]] = []
    for step, move in enumerate(solution):
        search = search_for(game_id, SLOWER_LIMIT)
        if rules.to_move(state) == player:
            try:
                for other in search.moves(state):
                    after = rules.play(state, other)
                    if other == move or rules.is_over(after):
                        continue  # a win at once is accepted; a game lost is no win
                    left = search.turns_after(after, player, budget)
                    far = search.distance(after, player, left) if left > 0 else None
                    if far is not None:
                        found.append([step, other, far + (1 if left < budget else 0)])
            except TooDeep:
                pass
        after = rules.play(state, move)
        if rules.to_move(state) == player:
            budget = search.turns_after(after, player, budget)
        state = after
    return found


def check_slower(puzzle: puzzles.Puzzle) -> str | None:
    """The first listed slower win that does not win in exactly its turns, or None."""
    search = search_for(puzzle.game_id)
    rules, player, states = search.rules, puzzle.player, puzzle.states()
    for step, move, turns in puzzle.slower:
        after = rules.play(states[step], move)
        extra = 0 if rules.to_move(after) == player else 1
        if not search.wins(after, player, turns - extra) or search.wins(after, player, turns - extra - 1):
            return f"step {step + 1}: {move} does not win in {turns} turns"
    return None


def check_line(prover: Prover, state: Any, solution: list[str], horizon: int) -> str | None:
    """The first problem with the proof of `solution` from `state`, or None."""
    rules, search = prover.rules, prover.search()
    player = rules.to_move(state)
    left = horizon
    for index, move in enumerate(solution):
        if rules.is_over(state):
            return "the line goes on after the end"
        if rules.to_move(state) == player:
            if left <= 0:
                return "the line is longer than the horizon"
            problem = prover.step_problem(state, move, left, index == 0)
            if problem is not None:
                return f"step {index + 1}: {problem}"
            after = rules.play(state, move)
            left = search.turns_after(after, player, left)
        else:
            after = rules.play(state, move)
        state = after
    if not rules.is_over(state) or rules.returns(state)[player] != 1.0:
        return "the line does not win"
    return None


def theme(game_id: str, state: Any, solution: list[str], turns: int) -> str:
    key = solution[0]
    if game_id == "trice":
        if any(move.startswith("mark") for move in solution):
            return "win on the full card"
        if turns == 1:
            return "make a Trice" if key.startswith("place") else "poisoned die"
        return f"win in {turns}"
    if game_id == "triad":
        if turns == 1:
            return "third triad"
        other = 1 - state.mover
        if state.triads[other] == triad_rules.TRIADS_TO_WIN - 1 and triad_ai.triad_move_count(
            state.board, other, 1
        ):
            return "block and win"
        return f"win in {turns}"
    return "make a tris" if turns == 1 else f"win in {turns}"


def rating(turns: int, tempting: int, normal_finds: bool) -> int:
    value = 700 + 300 * (turns - 1) + 25 * min(tempting, 12) + (0 if normal_finds else 350)
    return max(puzzles.RATING_MIN, min(puzzles.RATING_MAX, value))


def normal_finds(game_id: str, state: Any, key: str, seed: str) -> bool:
    """Does the normal level, on a work budget (tools/strength_steps.py), play the key?"""
    agent = registry.get(game_id).make_agent("normal", random.Random(f"{seed}:normal"))
    agent.clock = CountingClock(strength_steps.STEPS[game_id]["normal"])
    return run(agent.think(state)) == key


def check(puzzle: puzzles.Puzzle) -> str | None:
    """Re-run the proof of a puzzle (games.puzzles.Puzzle): None if it holds, else why not."""
    prover = Prover(puzzle.game_id)
    state = puzzle.match().state
    try:
        if puzzle.game_id == "trice":
            values = prover.exact(state)
            winners = [move for move, value in values.items() if value == WIN]
            if winners != [puzzle.solution[0]]:
                return f"the winning moves are {winners}"
            if state.variant == "v0.3" and any(v != LOSS for m, v in values.items() if m not in winners):
                return "a move other than the key is not proven to lose"
        problem = check_line(prover, state, list(puzzle.solution), HORIZON.get(puzzle.game_id, TRICE_TURNS))
        return problem if problem is not None else check_slower(puzzle)
    except TooDeep:
        return "the proof needs more than the search may look at"


# ---- making the files ----------------------------------------------------------------------


def one_game(task: tuple[str, str, int]) -> dict[str, Any]:
    """Self-play game `number` of a game and the puzzles found in it (in a worker)."""
    game_id, seed, number = task
    cpu = time.process_time()
    header, states = self_play(game_id, seed, number)
    tried = 0
    found = []
    for ply, state in enumerate(states):
        if not worth_trying(game_id, state):
            continue
        tried += 1
        proof = prove(game_id, state)
        if proof is None:
            continue
        record: Record = {**header, "moves": header["moves"][:ply]}
        proof["code"] = codes.encode(record)
        proof["ply"] = ply
        proof["kind"] = header["variant"] + "".join(f", {name}" for name in header["options"])
        found.append(proof)
    return {"number": number, "tried": tried, "found": found, "cpu": time.process_time() - cpu}


def rate(task: tuple[str, str, dict[str, Any]]) -> tuple[int, bool, float]:
    """(rating, whether the normal level finds the key, CPU seconds) of a kept puzzle."""
    game_id, seed, proof = task
    cpu = time.process_time()
    state = codes.decode(proof["code"]).match().state
    finds = normal_finds(game_id, state, proof["solution"][0], f"{seed}:{proof['code']}")
    return rating(proof["turns"], proof["tempting"], finds), finds, time.process_time() - cpu


def make(game_id: str, count: int, seed: str, pool: Any) -> dict[str, Any]:
    """Self-play games in order until `count` puzzles are kept; at
    most ONE_TURN_SHARE of them wins in one turn; from one game at most PER_GAME, GAP plies
    apart, the deepest first."""
    started = time.time()
    one_turn_cap = round(ONE_TURN_SHARE[game_id] * count)
    kept: list[dict[str, Any]] = []
    seen: set[str] = set()
    games = tried = found = 0
    cpu = 0.0
    number = 0
    while len(kept) < count:
        tasks = [(game_id, seed, number + k) for k in range(BATCH)]
        number += BATCH
        for result in pool.map(one_game, tasks):
            if len(kept) >= count:
                break
            games += 1
            cpu += result["cpu"]
            tried += result["tried"]
            found += len(result["found"])
            taken: list[int] = []
            for proof in sorted(result["found"], key=lambda p: (-p["turns"], p["ply"])):
                ones = sum(1 for other in kept if other["turns"] == 1)
                if (
                    len(kept) >= count
                    or len(taken) >= PER_GAME
                    or proof["code"] in seen
                    or any(abs(proof["ply"] - ply) < GAP for ply in taken)
                    or (proof["turns"] == 1 and ones >= one_turn_cap)
                ):
                    continue
                seen.add(proof["code"])
                taken.append(proof["ply"])
                kept.append(proof)
    rated = pool.map(rate, [(game_id, seed, proof) for proof in kept])
    ratings = [value for value, _, _ in rated]
    cpu += sum(seconds for _, _, seconds in rated)
    lines = [
        line_text(proof["code"], proof["solution"], value, proof["theme"], proof["slower"])
        for proof, value in zip(kept, ratings)
    ]
    with open(puzzles.path_of(game_id), "w", encoding="utf-8") as handle:
        handle.write("\n".join(lines) + "\n")
    turns: dict[int, int] = {}
    themes: dict[str, int] = {}
    kinds: dict[str, int] = {}
    for proof in kept:
        turns[proof["turns"]] = turns.get(proof["turns"], 0) + 1
        themes[proof["theme"]] = themes.get(proof["theme"], 0) + 1
        kinds[proof["kind"]] = kinds.get(proof["kind"], 0) + 1
    return {
        "game": game_id,
        "games": games,
        "tried": tried,
        "found": found,
        "kept": len(kept),
        "turns": dict(sorted(turns.items())),
        "themes": themes,
        "kinds": kinds,
        "normal_finds": sum(1 for _, finds, _ in rated if finds),
        "seconds": round(time.time() - started),
        "cpu_seconds": round(cpu),
        "bytes": os.path.getsize(puzzles.path_of(game_id)),
        "ratings": [min(ratings), sorted(ratings)[len(ratings) // 2], max(ratings)],
    }


def line_text(code: str, solution: list[str], rating: int, theme: str, slower: list[list[Any]]) -> str:
    """A puzzle's line in its file ("slower" only where there is one)."""
    data: dict[str, Any] = {"code": code, "solution": solution, "rating": rating, "theme": theme}
    if slower:
        data["slower"] = slower
    return json.dumps(data, separators=(",", ":"))


def annotated(task: tuple[str, str]) -> str:
    """A puzzle line with its slower wins found again (in a worker)."""
    game_id, text = task
    puzzle = puzzles.parse(game_id, text)
    slower = slower_wins(game_id, puzzle.match().state, list(puzzle.solution))
    return line_text(puzzle.code, list(puzzle.solution), puzzle.rating, puzzle.theme, slower)


def annotate(game_id: str, pool: Any) -> dict[str, Any]:
    """Find the slower wins of a game's committed puzzles again, the puzzles kept as they are."""
    started = time.time()
    found = pool.map(annotated, [(game_id, text) for text in puzzles.lines(game_id)])
    with open(puzzles.path_of(game_id), "w", encoding="utf-8") as handle:
        handle.write("\n".join(found) + "\n")
    slower = [len(json.loads(text).get("slower", [])) for text in found]
    return {
        "game": game_id,
        "with_slower": sum(1 for count in slower if count),
        "slower": sum(slower),
        "seconds": round(time.time() - started),
    }


def main(argv: Iterable[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--count", type=int, default=COUNT)
    parser.add_argument("--seed", default=SEED)
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--only", default=",".join(GAMES))
    parser.add_argument(
        "--annotate", action="store_true", help="only find the committed puzzles' slower wins again"
    )
    options = parser.parse_args(None if argv is None else list(argv))
    import multiprocessing

    os.makedirs(puzzles.PUZZLE_DIR, exist_ok=True)
    started = time.time()
    figures = []
    with multiprocessing.Pool(options.jobs) as pool:
        for game_id in options.only.split(","):
            if options.annotate:
                if game_id in HORIZON:
                    print(json.dumps(annotate(game_id, pool)), flush=True)
                continue
            figure = make(game_id, options.count, options.seed, pool)
            print(json.dumps(figure), flush=True)
            figures.append(figure)
    print(f"{time.time() - started:.0f} s on {options.jobs} processes")


def fixed_hash_seed() -> None:
    """Re-run under PYTHONHASHSEED=0 (as tools/strength.py does)."""
    if os.environ.get("PYTHONHASHSEED") != "0":
        os.execve(sys.executable, [sys.executable] + sys.argv, dict(os.environ, PYTHONHASHSEED="0"))


if __name__ == "__main__":
    fixed_hash_seed()
    main()
