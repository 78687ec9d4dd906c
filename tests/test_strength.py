"""`make strength` (tools/strength*.py): its arithmetic, its schedule, its
reproducibility and its report. The tournament itself is too long for a test;
these check that what it prints means what it says."""

import os
import sys

import pytest

TOOLS = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "tools")
sys.path.insert(0, TOOLS)

import strength  # noqa: E402
import strength_doc  # noqa: E402
import strength_stats as stats  # noqa: E402
from strength_play import LEVELS, play_game  # noqa: E402
from strength_report import summarise  # noqa: E402


def test_score_counts_a_draw_half():
    assert stats.score(3, 1, 0) == 0.75
    assert stats.score(1, 1, 2) == 0.5
    assert stats.score(0, 0, 0) is None


def test_wilson_interval_matches_hand_worked_values():
    low, high = stats.wilson(17, 3, 0)
    assert (round(low, 3), round(high, 3)) == (0.640, 0.948)
    low, high = stats.wilson(20, 0, 0)
    assert round(low, 3) == 0.839 and high == 1.0
    assert stats.wilson(0, 0, 0) == (0.0, 1.0)
    # more games, narrower interval around the same score
    narrow = stats.wilson(68, 12, 0)
    assert narrow[0] > low - 0.2 and narrow[1] - narrow[0] < 0.948 - 0.640


def test_ratings_order_the_levels_and_anchor_random():
    results = [("easy", "random", 15, 20), ("normal", "easy", 16, 20), ("normal", "random", 19, 20)]
    r = stats.ratings(results, ("random", "easy", "normal"), anchor="random")
    assert r["random"] == 0 and 0 < r["easy"] < r["normal"]
    even = stats.ratings([("easy", "random", 10, 20)], ("random", "easy"), anchor="random")
    assert even == {"random": 0, "easy": 0}


def test_schedule_alternates_seats_and_seeds_every_game_apart():
    tasks = strength.schedule("triad", 4, "s", {})
    assert len(tasks) == 6 * 4  # every pair of the four levels
    hard_normal = [t for t in tasks if set(t[1]) == {"hard", "normal"}]
    assert [t[1][0] for t in hard_normal] == ["normal", "hard", "normal", "hard"]
    assert len({t[2] for t in tasks}) == len(tasks)
    four = strength.schedule("tri4", 24, "s", {})
    assert len({t[1] for t in four}) == 24  # every seating order once
    assert all(sorted(t[1]) == sorted(LEVELS) for t in four)


def test_a_game_is_the_same_from_the_same_seed():
    task = ("trice", ("easy", "random"), "test:1", {"easy": 4e-4, "normal": 4e-4, "hard": 4e-4})
    first, second = play_game(task), play_game(task)
    assert (first["places"], first["moves"]) == (second["places"], second["moves"])
    assert first["times"]["easy"] and first["moves"] == len(first["times"]["easy"]) + len(
        first["times"]["random"]
    )


def test_summary_counts_from_the_stronger_levels_side():
    results = [
        {"table": "trice", "levels": ["normal", "hard"], "places": [1, 0], "stopped": False, "times": {}},
        {"table": "trice", "levels": ["hard", "normal"], "places": [1, 0], "stopped": False, "times": {}},
        {"table": "trice", "levels": ["hard", "normal"], "places": [0, 0], "stopped": False, "times": {}},
        {
            "table": "tri4",
            "levels": ["random", "easy", "normal", "hard"],
            "places": [0, 3, 2, 1],
            "stopped": False,
            "times": {},
        },
    ]
    s = summarise("trice", results)
    pair = s["pairings"]["hard-normal"]
    assert (pair["wins"], pair["losses"], pair["draws"], pair["score"]) == (1, 1, 1, 0.5)
    assert s["targets"]["hard-normal"]["met"] is False
    four = summarise("tri4", results)["pairings"]
    assert (four["hard-random"]["wins"], four["hard-random"]["losses"]) == (0, 1)
    assert (four["hard-easy"]["wins"], four["hard-normal"]["wins"], four["normal-easy"]["wins"]) == (1, 1, 1)


@pytest.mark.parametrize("met", [True, False])
def test_the_page_names_each_command_and_its_verdicts(met):
    wins = 40 if met else 28
    results = [
        {
            "table": "triad",
            "levels": ["hard", "normal"],
            "places": [0, 1] if n < wins else [1, 0],
            "stopped": False,
            "times": {"hard": [(1.2, 100, 1.2, 0.003)]},
        }
        for n in range(40)
    ]
    run = {
        "command": "python tools/strength.py --only triad --games 40",
        "seed": "x",
        "games_per_pairing": 40,
        "wall_s": 9,
        "tables": {"triad": summarise("triad", results)},
        "native_games_per_table": 0,
        "native": {},
    }
    text = strength_doc.page([run])
    assert "`python tools/strength.py --only triad --games 40`" in text
    assert "hard-normal" in text and ("target 0.65: met" in text) == met
    assert "1.200 s" in text  # the slowest move


def test_a_table_run_alone_replaces_only_its_own_figures():
    def run_of(table, wins):
        results = [
            {
                "table": table,
                "levels": ["hard", "normal"],
                "places": [0, 1] if n < wins else [1, 0],
                "stopped": False,
                "times": {"hard": [(1.0, 100, 1.0, 0.003)]},
            }
            for n in range(40)
        ]
        return {
            "command": f"python tools/strength.py --only {table} --games 40",
            "seed": "x",
            "games_per_pairing": 40,
            "wall_s": 9,
            "tables": {table: summarise(table, results)},
            "native_games_per_table": 0,
            "native": {},
        }

    old = strength_doc.page([run_of("trice", 40), run_of("triad", 20)], "NOTES")
    new = strength_doc.page([run_of("triad", 36)], "NOTES", keep=old)
    assert new.count("## trice") == 1 and new.count("## triad") == 1
    assert strength_doc.sections(new)["trice"] == strength_doc.sections(old)["trice"]
    assert "20-20-0" in old and "20-20-0" not in new and "36-4-0" in new
    assert new.index("## trice") < new.index("## triad")  # tables keep their order
