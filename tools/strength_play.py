"""One game of `make strength`: seats, clocks, and CPU time per move (tools/strength.py)."""

import random
import time

from games import agents, registry
from games.core import CHANCE
from games.deadline import CountingClock

LEVELS = ("random",) + agents.LEVELS
# table id -> (game id, players): every game at its fewest players, and a game for more
# players also at its most ("tri4"), in the registry's order
TABLES = {}
for _game in registry.GAMES.values():
    TABLES[_game.id] = (_game.id, _game.min_players)
    if _game.max_players > _game.min_players:
        TABLES[f"{_game.id}{_game.max_players}"] = (_game.id, _game.max_players)
MAX_MOVES = 3000  # a game still going after this many moves is stopped and counted a draw


def make_player(game, level, rng, step):
    if level == "random":
        return agents.RandomAgent(game.rules, rng)
    agent = game.make_agent(level, rng=rng)
    agent.clock = clock_for(step)
    return agent


def clock_for(step):
    """The work budget's clock; None: the real budget, counted in CPU seconds."""
    return CountingClock(step) if step is not None else Tally(time.process_time)


def timed_run(thinking):
    """Drive a `think` generator like the app (agents.run), timing it with
    time.process_time: (move, CPU seconds in all, longest CPU seconds between
    two yields, i.e. the longest slice the app would spend in one go)."""
    total = longest = 0.0
    clock = time.process_time
    while True:
        start = clock()
        try:
            next(thinking)
        except StopIteration as stop:
            spent = clock() - start
            return stop.value, total + spent, max(longest, spent)
        spent = clock() - start
        total += spent
        longest = max(longest, spent)


class Tally:
    """A real clock that counts its readings (for calibrating). With
    time.process_time the app's budget is counted in CPU seconds of this
    process: what the app would do on an idle machine, whatever the load."""

    def __init__(self, clock):
        self.clock = clock
        self.readings = 0

    def __call__(self):
        self.readings += 1
        return self.clock()


def play_game(task):
    """Play one game. `task`: (table, seat levels, seed text, steps or None for the real clock).

    Returns {"table", "levels", "seed", "places", "moves", "stopped", "times"}:
    places[seat] is 0 for the best (ties share), times[level] is a list of
    (CPU seconds, clock readings, wall seconds, longest slice in CPU seconds)
    per move of that level.
    """
    table, levels, seed, table_steps = task
    game_id, players = TABLES[table]
    game = registry.get(game_id)
    rules = game.rules
    dice = random.Random(f"{seed}:dice")
    seats = []
    for seat, level in enumerate(levels):
        step = None if table_steps is None else table_steps.get(level)
        seats.append(make_player(game, level, random.Random(f"{seed}:seat{seat}"), step))
    view = getattr(rules, "view", None)
    state = rules.new_game(players=players)
    times: dict[str, list[tuple[float, int, float, float]]] = {level: [] for level in levels}
    moves = 0
    while not rules.is_over(state) and moves < MAX_MOVES:
        seat = rules.to_move(state)
        if seat == CHANCE:
            state = rules.play(state, rules.random_outcome(state, dice))
            continue
        agent = seats[seat]
        clock = getattr(agent, "clock", None)
        readings = clock.readings if clock is not None else 0
        seen = view(state, seat) if view is not None else state
        wall = time.perf_counter()
        move, cpu, longest = timed_run(agent.think(seen))
        wall = time.perf_counter() - wall
        if clock is not None:
            readings = clock.readings - readings
        times[levels[seat]].append((cpu, readings, wall, longest))
        state = rules.play(state, move)
        moves += 1
    stopped = not rules.is_over(state)
    return {
        "table": table,
        "levels": list(levels),
        "seed": seed,
        "places": places(rules, state, stopped),
        "moves": moves,
        "stopped": stopped,
        "times": times,
    }


def places(rules, state, stopped):
    """Per seat: 0 for the best group, 1 for the next...; all 0 for a stopped game."""
    if stopped:
        return None
    players = len(rules.returns(state))
    ranking = getattr(rules, "ranking", None)
    if ranking is not None:
        result = [0] * players
        for place, group in enumerate(ranking(state)):
            for seat in group:
                result[seat] = place
        return result
    returns = rules.returns(state)
    order = sorted(set(returns), reverse=True)
    return [order.index(r) for r in returns]
