"""OpenSpiel-style random simulation of Tris 2: every variant, with and without
the rule of 4, with draw offers and (for long games) without them."""

import pytest
from random_play import check_random_games

from games.tris2.rules import RULES


class WithoutOffers:
    """RULES with draw offers left out of the move list, so random games run
    long (tris, repetition) instead of ending in an agreed draw."""

    def __init__(self, rules):
        self._rules = rules

    def __getattr__(self, name):
        return getattr(self._rules, name)

    def legal_moves(self, state):
        return [m for m in self._rules.legal_moves(state) if m != "offer-draw"]


def _reasons(finals):
    return {RULES._ending(state)[1] for state in finals}


SLOW = pytest.mark.slow  # thousands of games: the quick loop plays some of one setting of each kind


def settings(quick, games):
    """(variant, rule_of_4, seed, games) for every setting: `games` each in make test, of
    which the `quick` setting plays 150 in the quick loop (the rest on another seed, slow)."""
    found = []
    for variant in ("standard", "advanced"):
        for rule_of_4 in (False, True):
            if (variant, rule_of_4) == quick:
                found += [
                    (variant, rule_of_4, 0, 150),
                    pytest.param(variant, rule_of_4, 10, games - 150, marks=SLOW),
                ]
            else:
                found.append(pytest.param(variant, rule_of_4, 0, games, marks=SLOW))
    return found


@pytest.mark.parametrize("variant, rule_of_4, seed, games", settings(("standard", True), 500))
def test_random_games_with_offers(variant, rule_of_4, seed, games):
    finals = check_random_games(
        RULES, games, seed=1 + seed, variant=variant, options={"rule_of_4": rule_of_4}
    )
    assert {"tris", "agreed"} <= _reasons(finals)


@pytest.mark.parametrize("variant, rule_of_4, seed, games", settings(("advanced", True), 400))
def test_random_games_without_offers(variant, rule_of_4, seed, games):
    finals = check_random_games(
        WithoutOffers(RULES), games, seed=2 + seed, variant=variant, options={"rule_of_4": rule_of_4}
    )
    reasons = _reasons(finals)
    assert "tris" in reasons and "agreed" not in reasons
    if rule_of_4:
        for state in finals:
            left, top, right, bottom = RULES.bounds(state)
            assert right - left < 4 and bottom - top < 4


def test_random_tris1_games():
    finals = check_random_games(RULES, 1000, seed=3, variant="tris1")
    assert {"tris", "agreed", "full"} <= _reasons(finals)
    finals = check_random_games(WithoutOffers(RULES), 500, seed=4, variant="tris1")
    assert {"tris", "full"} == _reasons(finals)
