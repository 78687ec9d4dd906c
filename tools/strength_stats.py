"""The arithmetic of `make strength`: a score's 95% interval and Elo-style ratings.

Pure functions over plain numbers, so tests can check them without playing.
"""

import math

Z95 = 1.959964  # two-sided 95% of the normal distribution
ELO = 400 / math.log(10)  # rating points per unit of log-odds


def score(wins, losses, draws):
    """Points per game, a draw counting half (None for no games)."""
    games = wins + losses + draws
    return None if not games else (wins + 0.5 * draws) / games


def wilson(wins, losses, draws, z=Z95):
    """(low, high): the Wilson score interval of the score.

    Draws count half a win. Treating the score as a proportion over the
    games overstates its spread when there are draws, so the interval is on
    the wide (cautious) side then; it stays inside [0, 1] and is sound for a
    score of 0 or 1, where the plain normal interval collapses to a point.
    """
    n = wins + losses + draws
    if not n:
        return 0.0, 1.0
    p = (wins + 0.5 * draws) / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def ratings(results, players, anchor, prior=1.0, rounds=2000):
    """Elo-style ratings: {player: points}, `anchor` at 0.

    `results` is [(a, b, points of a, games)]. The Bradley-Terry model
    P(a beats b) = 1 / (1 + 10 ** ((Rb - Ra) / 400)) is fitted by maximum
    likelihood (the minorise-maximise iteration), draws counting half. Every
    pairing also gets `prior` virtual games split evenly, so a level that
    won every game gets a finite rating instead of infinity; the prior pulls
    ratings together a little, never apart.
    """
    wins = {p: 0.0 for p in players}
    games: dict[tuple[str, ...], float] = {}
    for a, b, points, n in results:
        wins[a] += points + prior / 2
        wins[b] += n - points + prior / 2
        key = tuple(sorted((a, b)))
        games[key] = games.get(key, 0.0) + n + prior
    strength = {p: 1.0 for p in players}
    for _ in range(rounds):
        new = {}
        for p in players:
            denominator = 0.0
            for (a, b), n in games.items():
                if p in (a, b):
                    q = b if p == a else a
                    denominator += n / (strength[p] + strength[q])
            new[p] = wins[p] / denominator if denominator else strength[p]
        scale = new[anchor]
        new = {p: v / scale for p, v in new.items()}
        done = max(abs(math.log(new[p] / strength[p])) for p in players) < 1e-10
        strength = new
        if done:
            break
    return {p: round(ELO * math.log(strength[p])) for p in players}
