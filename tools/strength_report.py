"""The figures of `make strength`: pairings, ratings, move times and targets, as a table."""

from itertools import combinations

import strength_stats as stats
from strength_play import LEVELS, MAX_MOVES, TABLES

from games import agents, registry

# The score the higher level must reach against the one below it, per table.
TARGETS = {"hard-normal": 0.65, "normal-easy": 0.70, "easy-random": 0.80}
DICE_TARGETS = {"hard-normal": 0.55, "normal-easy": 0.60, "easy-random": 0.70}  # TRI: luckier dice


def targets(table):
    return DICE_TARGETS if TABLES[table][0] == "tri" else TARGETS


def native_figures(table, results):
    """{level: {"moves", "slowest_s", "longest_slice_ms"}} from games on the real budget."""
    figures = {}
    for level in LEVELS:
        moves = [m for r in results if r["table"] == table for m in r["times"].get(level, [])]
        if moves:
            figures[level] = {
                "moves": len(moves),
                "slowest_s": round(max(m[0] for m in moves), 3),
                "longest_slice_ms": round(1000 * max(m[3] for m in moves), 1),
            }
    return figures


def summarise(table, results):
    """Pairings, ratings, slowest moves and target verdicts of one table."""
    pairs: dict[str, list[int]] = {}
    for result in results:
        if result["table"] != table:
            continue
        levels, place = result["levels"], result["places"]
        for i, j in combinations(range(len(levels)), 2):
            a, b = levels[i], levels[j]
            pi, pj = (0, 0) if place is None else (place[i], place[j])
            if LEVELS.index(a) < LEVELS.index(b):  # the stronger level first
                a, b, pi, pj = b, a, pj, pi
            won, lost, drawn = pairs.setdefault(f"{a}-{b}", [0, 0, 0])
            pairs[f"{a}-{b}"] = [won + (pi < pj), lost + (pi > pj), drawn + (pi == pj)]
    pairings = {}
    for name, (won, lost, drawn) in sorted(pairs.items(), key=lambda kv: order_key(kv[0])):
        low, high = stats.wilson(won, lost, drawn)
        pairings[name] = {
            "wins": won,
            "losses": lost,
            "draws": drawn,
            "score": round(stats.score(won, lost, drawn), 3),
            "interval": [round(low, 3), round(high, 3)],
        }
    rating = stats.ratings(
        [
            (*name.split("-"), p["wins"] + 0.5 * p["draws"], p["wins"] + p["losses"] + p["draws"])
            for name, p in pairings.items()
        ],
        LEVELS,
        anchor="random",
    )
    slowest = {}
    for level in LEVELS:
        moves = [m for r in results if r["table"] == table for m in r["times"].get(level, [])]
        if moves:
            slowest[level] = {
                "cpu_s": round(max(m[0] for m in moves), 3),
                "moves": len(moves),
                "mean_cpu_s": round(sum(m[0] for m in moves) / len(moves), 4),
            }
    verdicts = {}
    for name, target in targets(table).items():
        p = pairings.get(name)
        if p is None:
            continue
        low = p["interval"][0]
        verdicts[name] = {
            "target": target,
            "met": low >= target,
            "words": (
                "met"
                if low >= target
                else "score met, interval too wide"
                if p["score"] >= target
                else "missed"
            ),
        }
    stopped = sum(1 for r in results if r["table"] == table and r["stopped"])
    games = sum(1 for r in results if r["table"] == table)
    return {
        "games": games,
        "stopped": stopped,
        "pairings": pairings,
        "ratings": rating,
        "slowest": slowest,
        "targets": verdicts,
    }


def order_key(name):
    a, b = name.split("-")
    return -LEVELS.index(a), -LEVELS.index(b)


def print_table(summary, budgets=agents.BUDGETS):
    for table, s in summary["tables"].items():
        game_id, players = TABLES[table]
        title = f"{registry.get(game_id).name}, {players} players"
        print(
            f"\n{title}: {s['games']} games"
            + (f" ({s['stopped']} stopped at {MAX_MOVES} moves)" if s["stopped"] else "")
        )
        print(f"  {'pairing':<15} {'W-L-D':>11} {'score':>6}  {'95% interval':<14} target")
        for name, p in s["pairings"].items():
            verdict = s["targets"].get(name)
            note = f"{verdict['target']:.2f} {verdict['words']}" if verdict else ""
            wld = f"{p['wins']}-{p['losses']}-{p['draws']}"
            low, high = p["interval"]
            print(f"  {name:<15} {wld:>11} {p['score']:>6.3f}  {low:.3f}-{high:.3f}    {note}")
        native = summary.get("native", {}).get(table, {})
        print(
            f"  {'level':<8} {'rating':>6}  {'slowest move':>12}  {'real budget: slowest':>20}"
            f"  {'longest slice':>13}  budget"
        )
        for level in LEVELS:
            slow = s["slowest"].get(level)
            real = native.get(level)
            budget = budgets.get(level)
            cpu = f"{slow['cpu_s']:.3f} s" if slow else "-"
            real_move = f"{real['slowest_s']:.3f} s" if real else "-"
            real_slice = f"{real['longest_slice_ms']:.1f} ms" if real else "-"
            limit = f"{budget} s" if budget else ""
            print(
                f"  {level:<8} {s['ratings'][level]:>6}  {cpu:>12}  {real_move:>20}  {real_slice:>13}  "
                f"{limit}"
            )
    print(
        "\nMove times are CPU seconds of the process (time.process_time). 'slowest move': in the\n"
        "tournament above, on its work budget; 'real budget': in games where each level thinks\n"
        "on the app's own budget, counted in CPU seconds; 'longest slice': the most CPU time the\n"
        "thinking took between two yields (the app gives the frame back at each)."
    )
