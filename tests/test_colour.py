"""Colour is never the only signal (issue 22 point 7).

The measure (tools/colour_science.py): CIEDE2000 against Sharma, Wu and Dalal's 34 published
test pairs; Machado et al.'s dichromacy simulations doing what they should. The pairs
(tools/colour_pairs.py): every pair of colours that carries meaning on the four boards is
THRESHOLD apart under normal vision and the three simulations, or backed by a named cue; each
cue is drawn (pixels of a real frame where practical, of the drawing helper otherwise); the
table in docs/design.md is the one the code's colours give. And the setting: TRI's seat marks
are drawn whatever it says, it governs only TRICE's dice patterns.
"""

import random

import numpy as np
import pygame
import pytest
from app_driver import click, drag, frames, make_app, open_board, settle

from app.boards import cues
from app.boards.triad.palette import LIT as TRIAD_LIT
from app.boards.trice.card import SQUARE, legal_ring
from app.boards.trice.deciding_lines import DecidingLines
from app.ui.faces import draw_face
from games import registry
from games.core import CHANCE
from games.match import Match
from tools import colour_pairs, colour_science

# -- the measure ------------------------------------------------------------------------------

# Sharma, Wu and Dalal (2005), Table 1: L1 a1 b1, L2 a2 b2, ΔE00.
SHARMA = [
    (50.0000, 2.6772, -79.7751, 50.0000, 0.0000, -82.7485, 2.0425),
    (50.0000, 3.1571, -77.2803, 50.0000, 0.0000, -82.7485, 2.8615),
    (50.0000, 2.8361, -74.0200, 50.0000, 0.0000, -82.7485, 3.4412),
    (50.0000, -1.3802, -84.2814, 50.0000, 0.0000, -82.7485, 1.0000),
    (50.0000, -1.1848, -84.8006, 50.0000, 0.0000, -82.7485, 1.0000),
    (50.0000, -0.9009, -85.5211, 50.0000, 0.0000, -82.7485, 1.0000),
    (50.0000, 0.0000, 0.0000, 50.0000, -1.0000, 2.0000, 2.3669),
    (50.0000, -1.0000, 2.0000, 50.0000, 0.0000, 0.0000, 2.3669),
    (50.0000, 2.4900, -0.0010, 50.0000, -2.4900, 0.0009, 7.1792),
    (50.0000, 2.4900, -0.0010, 50.0000, -2.4900, 0.0010, 7.1792),
    (50.0000, 2.4900, -0.0010, 50.0000, -2.4900, 0.0011, 7.2195),
    (50.0000, 2.4900, -0.0010, 50.0000, -2.4900, 0.0012, 7.2195),
    (50.0000, -0.0010, 2.4900, 50.0000, 0.0009, -2.4900, 4.8045),
    (50.0000, -0.0010, 2.4900, 50.0000, 0.0010, -2.4900, 4.8045),
    (50.0000, -0.0010, 2.4900, 50.0000, 0.0011, -2.4900, 4.7461),
    (50.0000, 2.5000, 0.0000, 50.0000, 0.0000, -2.5000, 4.3065),
    (50.0000, 2.5000, 0.0000, 73.0000, 25.0000, -18.0000, 27.1492),
    (50.0000, 2.5000, 0.0000, 61.0000, -5.0000, 29.0000, 22.8977),
    (50.0000, 2.5000, 0.0000, 56.0000, -27.0000, -3.0000, 31.9030),
    (50.0000, 2.5000, 0.0000, 58.0000, 24.0000, 15.0000, 19.4535),
    (50.0000, 2.5000, 0.0000, 50.0000, 3.1736, 0.5854, 1.0000),
    (50.0000, 2.5000, 0.0000, 50.0000, 3.2972, 0.0000, 1.0000),
    (50.0000, 2.5000, 0.0000, 50.0000, 1.8634, 0.5757, 1.0000),
    (50.0000, 2.5000, 0.0000, 50.0000, 3.2592, 0.3350, 1.0000),
    (60.2574, -34.0099, 36.2677, 60.4626, -34.1751, 39.4387, 1.2644),
    (63.0109, -31.0961, -5.8663, 62.8187, -29.7946, -4.0864, 1.2630),
    (61.2901, 3.7196, -5.3901, 61.4292, 2.2480, -4.9620, 1.8731),
    (35.0831, -44.1164, 3.7933, 35.0232, -40.0716, 1.5901, 1.8645),
    (22.7233, 20.0904, -46.6940, 23.0331, 14.9730, -42.5619, 2.0373),
    (36.4612, 47.8580, 18.3852, 36.2715, 50.5065, 21.2231, 1.4146),
    (90.8027, -2.0831, 1.4410, 91.1528, -1.6435, 0.0447, 1.4441),
    (90.9257, -0.5406, -0.9208, 88.6381, -0.8985, -0.7239, 1.5381),
    (6.7747, -0.2908, -2.4247, 5.8714, -0.0985, -2.2286, 0.6377),
    (2.0776, 0.0795, -1.1350, 0.9033, -0.0636, -0.5514, 0.9082),
]


def test_ciede2000_gives_sharmas_34_test_pairs_both_ways():
    data = np.array(SHARMA)
    assert len(data) == 34
    for first, second in ((data[:, 0:3], data[:, 3:6]), (data[:, 3:6], data[:, 0:3])):
        found = colour_science.ciede2000(first, second)
        assert np.abs(found - data[:, 6]).max() < 1e-4  # the paper's figures have four decimals


def test_cielab_of_known_colours():
    assert colour_science.lab("#ffffff") == pytest.approx([100, 0, 0], abs=1e-3)
    assert colour_science.lab("#000000") == pytest.approx([0, 0, 0], abs=1e-6)
    # sRGB red, D65: L 53.24, a 80.09, b 67.20 (as every CIELAB reference gives it)
    assert colour_science.lab("#ff0000") == pytest.approx([53.24, 80.09, 67.20], abs=0.02)


def test_the_simulations_keep_greys_and_confuse_what_each_dichromacy_confuses():
    for vision in colour_science.VISIONS:
        for grey in ("#000000", "#777777", "#ffffff"):
            assert colour_science.simulate(grey, vision) == pytest.approx(
                colour_science.to_array(grey), abs=0.6
            )
    red, green, blue, yellow = "#d62728", "#2ca02c", "#1f77b4", "#ffdd00"
    normal = colour_science.difference(red, green)
    # red and green collapse for protanopes (the red also darkens) and deuteranopes, not for
    # tritanopes
    assert colour_science.difference(red, green, "protanopia") < normal / 2
    assert colour_science.difference(red, green, "deuteranopia") < normal / 10
    assert colour_science.difference(red, green, "tritanopia") > normal / 2
    # blue against yellow stays clear for the red-green dichromacies
    for vision in ("protanopia", "deuteranopia"):
        assert colour_science.difference(blue, yellow, vision) > 40


def test_the_figures_the_issue_quotes():
    """Issue 22 measured these with full-strength simulations: the same model finds them."""
    d = colour_science.difference
    seats = ["#d55e00", "#0072b2", "#f0e442", "#cc79a7"]
    assert d("#f0b429", seats[2], "deuteranopia") == pytest.approx(7.3, abs=0.05)  # attack on yellow
    assert d(seats[1], seats[3], "protanopia") == pytest.approx(12.2, abs=0.05)  # seats 2 and 4
    assert d(seats[0], seats[3], "tritanopia") == pytest.approx(13.9, abs=0.05)  # seats 1 and 4


# -- the pairs ----------------------------------------------------------------------------------


def test_every_meaningful_pair_is_far_apart_or_backed_by_a_cue():
    found = colour_pairs.pairs()
    assert len(found) >= 60 and {p.game for p in found} == {"TRICE", "Triad", "Tris 2", "TRI"}
    assert colour_pairs.check(found) == []
    close = [p for p in found if p.closest() < colour_pairs.THRESHOLD]
    assert close and all(p.cue in colour_pairs.CUES for p in close)


def test_the_check_fails_on_a_close_pair_without_a_cue():
    wrong = colour_pairs.Pair("TRI", "made up", "seat 2", "seat 4", (0, 114, 178), (204, 121, 167))
    assert wrong.closest() == pytest.approx(12.2, abs=0.05)
    (problem,) = colour_pairs.check([wrong])
    assert "12.2 under 20 with no cue" in problem
    assert colour_pairs.check([colour_pairs.Pair("TRI", "x", "a", "b", (0, 0, 0), (1, 1, 1), "no such cue")])


def test_a_pair_with_a_cue_still_has_a_floor():
    """A cue makes a close pair safe, not two colours 0.8 apart two colours (issue 28 point 9):
    under colour_pairs.FLOOR the check fails, cue or no cue; a pair that is one colour on
    purpose says so, and must then be exactly one colour."""
    seat_2 = (0, 114, 178)
    near = colour_pairs.Pair(
        "TRI", "whose triangle", "seat 2", "seat 2 again", seat_2, (2, 116, 180), "seat marks"
    )
    assert near.closest() < 1.0
    (problem,) = colour_pairs.check([near])
    assert "under the floor 2.5" in problem
    same = colour_pairs.Pair(
        "Tris 2", "x", "held ring", "movable ring", seat_2, seat_2, "ring width", same=True
    )
    assert colour_pairs.check([same]) == []
    assert colour_pairs.check(
        [colour_pairs.Pair("Tris 2", "x", "a", "b", seat_2, (2, 116, 180), "ring width", True)]
    )
    assert colour_pairs.check([colour_pairs.Pair("Tris 2", "x", "a", "b", seat_2, seat_2, None, True)])
    # the floor sits under every pair there is that is two colours on purpose
    found = colour_pairs.pairs()
    assert min(p.closest() for p in found if not p.same) >= colour_pairs.FLOOR
    assert [p.first for p in found if p.same] == ["held ring"]


def test_the_battle_target_is_measured_on_every_seat():
    """TRI's gold outline round the triangle a battle is fought over: against each seat's
    colour, backed by its dark edge (7.3 from the yellow seat under deuteranopia)."""
    found = [p for p in colour_pairs.pairs() if p.first == "battle target"]
    assert [p.second for p in found] == ["seat 1", "seat 2", "seat 3", "seat 4"]
    assert all(p.game == "TRI" and p.cue == "dark edge" for p in found)
    assert found[2].figures()["deuteranopia"] == pytest.approx(7.3, abs=0.05)


def test_the_pairs_named_in_the_issue_are_measured():
    found = {(p.game, p.first, p.second) for p in colour_pairs.pairs()}
    for pair in [
        ("TRICE", "Trice line", "Double Trice line"),
        ("TRICE", "Trice line", "card"),
        ("Triad", "new-triad halo", "Orange die"),
        ("TRI", "attack outline", "seat 3"),
        ("TRI", "void outline", "seat 1"),
        ("TRI", "seat 2", "seat 4"),
        ("TRI", "seat 1", "seat 4"),
        ("TRICE", "lit square", "square"),
        ("Tris 2", "legal cell", "table"),
        ("Tris 2", "3x3 area", "table"),
    ]:
        assert pair in found, pair


def test_the_doc_holds_the_table_the_code_gives():
    """docs/design.md's "Colour" table is tools/colour_pairs.py's (run it with --write)."""
    assert colour_pairs.in_doc() == colour_pairs.block()


def test_every_cue_has_a_test_that_sees_it_drawn():
    assert set(CUE_TESTS) == set(colour_pairs.CUES)
    for name in CUE_TESTS.values():
        assert callable(globals()[name]), name


# -- the cues, drawn ----------------------------------------------------------------------------


@pytest.fixture
def app(tmp_path):
    made = make_app(tmp_path, size=(1280, 720))
    made.settings.animation = "off"
    return made


def close_to(pixel, colour, tolerance=12):
    return all(abs(int(a) - int(b)) <= tolerance for a, b in zip(tuple(pixel)[:3], tuple(colour)[:3]))


def along(surface, a, b, step=1.0):
    """The pixels on the segment a-b."""
    length = int(max(abs(b[0] - a[0]), abs(b[1] - a[1])) / step)
    return [
        surface.get_at((round(a[0] + (b[0] - a[0]) * i / length), round(a[1] + (b[1] - a[1]) * i / length)))
        for i in range(length + 1)
    ]


def runs(pixels, colour):
    """How many times the line switches between `colour` and something else."""
    flags = [close_to(p, colour) for p in pixels]
    return sum(1 for x, y in zip(flags, flags[1:]) if x != y)


def test_the_drawing_helpers_draw_their_cues(app):
    theme = app.theme
    ink, red = theme.colour("ink"), theme.colour("bad")
    for dashed in (False, True):
        surface = pygame.Surface((300, 80))
        surface.fill((233, 225, 204))
        cues.edged_line(surface, theme, red, (20, 40), (280, 40), 12, dashed)
        middle = along(surface, (40, 40), (260, 40))
        switches = runs(middle, red)
        assert (switches >= 6) if dashed else (switches == 0 and close_to(middle[0], red))
        assert close_to(surface.get_at((150, 40 - 6 - 2)), ink) and close_to(
            surface.get_at((150, 40 + 6 + 2)), ink
        )
    badges = {}
    for mark in ("tick", "cross"):
        surface = pygame.Surface((60, 60))
        surface.fill((0, 0, 0))
        cues.badge(surface, theme, red, (30, 30), 20, mark)
        badges[mark] = {
            (x, y) for x in range(60) for y in range(60) if close_to(surface.get_at((x, y)), ink, 4)
        }
        assert close_to(surface.get_at((30, 30 - 20 - 1)), ink, 4)  # the badge's dark edge
    assert len(badges["tick"] ^ badges["cross"]) > 40
    triangle = [(20, 20), (180, 20), (100, 100)]
    for dashed in (False, True):
        surface = pygame.Surface((200, 120))
        surface.fill(theme.colour("tri_players")[2])
        cues.edged_outline(surface, theme, theme.colour("accent"), triangle, 6, dashed)
        top = along(surface, (40, 20), (160, 20))
        assert (
            (runs(top, theme.colour("accent")) >= 6) if dashed else (runs(top, theme.colour("accent")) == 0)
        )
        assert close_to(surface.get_at((100, 20 + 5)), ink)  # the dark edge inside the outline


def test_trice_lines_solid_with_a_tick_or_dashed_with_a_cross(app):
    """ "line shapes" and "dark edge" for TRICE: the part as the board draws it, on the card."""
    theme = app.theme

    class Rules:
        def __init__(self, kind):
            self.kind = kind

        def is_over(self, state):
            return True

        def deciding_lines(self, state):
            return [(("a1", "b2", "c3"), self.kind, "")]

        def line_label(self, state):
            return None

    class Card:
        cell = 96
        cells = {
            name: pygame.Rect(20 + i * 96, 20 + i * 96, 96, 96) for i, name in enumerate(("a1", "b2", "c3"))
        }

    seen = {}
    for kind, role in (("trice", "good"), ("double", "bad")):
        surface = pygame.Surface((340, 340))
        surface.fill(pygame.Color(SQUARE))
        lines = DecidingLines(app, Rules(kind), Card(), None)
        lines.draw_under(surface, None)  # the line and the squares' outlines, under the dice
        lines.draw(surface, None, None)  # the badge
        colour = theme.colour(role)
        centres = [Card.cells[c].center for c in ("a1", "b2", "c3")]
        # from the middle die to the last (the badge sits between the first two)
        line = along(
            surface, (centres[1][0] + 10, centres[1][1] + 10), (centres[2][0] - 10, centres[2][1] - 10)
        )
        seen[kind] = runs(line, colour)
        badge = ((centres[0][0] + centres[1][0]) // 2, (centres[0][1] + centres[1][1]) // 2)
        # the cross's strokes meet in the badge's middle; the tick passes below it
        assert close_to(surface.get_at(badge), theme.colour("ink"), 4) == (kind == "double")
        # a dark edge beside the line on the light square
        x, y = centres[1][0] + 30, centres[1][1] + 30  # on the line, past the middle die's ring
        across = [surface.get_at((x + dx, y)) for dx in range(0, 40)]  # out of the line, sideways
        kinds = [
            (
                "colour"
                if close_to(p, colour, 4)
                else "ink"
                if close_to(p, theme.colour("ink"), 4)
                else "ground"
                if close_to(p, pygame.Color(SQUARE), 4)
                else "?"
            )
            for p in across
        ]
        seen_order = [k for i, k in enumerate(kinds) if k != "?" and (i == 0 or kinds[i - 1] != k)]
        # (past the edge: the light square, or first the outline round the deciding square)
        assert seen_order[:2] == ["colour", "ink"] or kind == "double", (kind, kinds)
        assert "ink" in kinds and "ground" in kinds, (kind, kinds)
    assert seen["trice"] == 0 and seen["double"] >= 2  # solid; dashed (a gap at least)


def trice_board(app):
    """A TRICE game where a person places a die, two dice already on the card."""
    rng = random.Random(3)
    from tools import shots

    match = shots.played(
        "trice",
        rng,
        stop=lambda rules, state: (
            rules.step(state) == "place" and sum(d is not None for d in rules.board(state).values()) >= 2
        ),
    )
    open_board(app, match, ["human", "human"])
    return settle(app)


def test_legal_dots_in_trice_tris2_and_tri(app):
    """ "legal dot": a dot in each empty cell a person may take, in the frame the app draws."""
    ink = app.theme.colour("ink")
    # TRICE: the squares that take a die
    board = trice_board(app)
    card = board.view.card
    app.draw(app.screen)
    lit = set(card.target_cells(board.state))
    empty = [name for name, die in board.rules.board(board.state).items() if die is None]
    assert lit and lit <= set(empty)

    def ringed(name):
        x, y = card.cells[name].center
        r = legal_ring(card.cell)
        return all(close_to(app.screen.get_at(p), ink, 4) for p in ((x - r, y), (x + r - 1, y), (x, y - r)))

    for name in empty:
        assert ringed(name) == (name in lit), name
    app.settings.hints = False
    app.draw(app.screen)
    assert not any(ringed(name) for name in empty)
    app.settings.hints = True
    # Tris 2: the empty cells of the 3x3 area while a die is placed
    board = open_game_of(app, "tris2", variant="advanced")
    app.draw(app.screen)
    centre = board.view.camera.centre_of((1, 1))
    assert close_to(app.screen.get_at(centre), app.theme.colour("highlight"), 4)
    assert close_to(
        app.screen.get_at((centre[0] + int(board.view.camera.cell * 0.3), centre[1])),
        pygame.Color(*colour_science.blend(app.theme.colour("panel"), app.theme.colour("highlight"), 0.28)),
        3,
    )
    # TRI: at the first move every triangle may be claimed
    board = open_game_of(app, "tri")
    app.draw(app.screen)
    torus = board.view.torus
    name = torus.names[0]
    assert close_to(app.screen.get_at(torus.centroid(name)), app.theme.colour("highlight"), 4)


def open_game_of(app, game_id, variant=None, moves=()):
    """A fresh game of `game_id` opened from the menu's place, its chance nodes rolled."""
    rules = registry.get(game_id).rules
    match = Match.new(game_id, 2, variant, {})
    for move in moves:
        match.play(move)
    rng = random.Random(1)
    while match.to_move() == CHANCE:
        match.play(rules.random_outcome(match.state, rng))
    while app.scenes.top.name != "menu":
        app.scenes.pop()
    open_board(app, match, ["human", "human"])
    return settle(app)


def test_tris2_area_edge_and_corners_in_every_phase_it_shows(app):
    """ "area edge": the 3x3 area's outline and corners, in the placement and in Tris 1's game."""
    for variant in ("advanced", "tris1"):
        board = open_game_of(app, "tris2", variant=variant)
        app.draw(app.screen)
        cam = board.view.camera
        area = cam.cell_rect((0, 0)).union(cam.cell_rect((2, 2)))
        muted = app.theme.colour("muted")
        assert close_to(app.screen.get_at((area.left + 1, area.top + 1)), muted, 3), variant
        assert close_to(app.screen.get_at((area.right - 2, area.bottom - 2)), muted, 3), variant
        edge = pygame.Color(*colour_science.blend(app.theme.colour("panel"), muted, 0.5))
        assert close_to(app.screen.get_at((area.centerx, area.top)), edge, 3), variant


def test_tris2_the_held_die_has_the_thicker_ring(app):
    """ "ring width": a die that may move is ringed thin, the held one thick."""
    from games.tris2.rules import RULES

    setup = RULES.random_outcome(RULES.new_game(), random.Random(1))
    board = open_game_of(app, "tris2", moves=[setup])
    movable = board.view.facts.movable(board.state)
    assert len(movable) >= 2
    highlight = app.theme.colour("highlight")
    cam = board.view.camera

    def ring(where):
        app.draw(app.screen)
        x, y = cam.centre_of(where)
        left = x - cam.die_size() // 2
        return sum(close_to(app.screen.get_at((left - i, y)), highlight, 3) for i in range(1, 16))

    thin = ring(movable[1])
    click(app, cam.centre_of(movable[0]))
    assert board.ui.selected == movable[0]
    assert ring(movable[0]) >= thin + 2 and thin >= 1


TRIAD_POSITION = {"c6": (0, 1), "a6": (0, 3), "a4": (1, 1), "b4": (1, 3), "f1": (1, 2)}


def test_triad_halo_and_removal_ring_on_a_dark_edge(app):
    """ "dark edge" on Triad: the new triad's halo has a dark rim, in the frame the app draws."""
    from app.boards.triad.palette import GLOW_HIGH, GLOW_LOW
    from games.records import new_record
    from games.triad.rules import RULES, make_position

    match = Match(new_record("triad"), RULES, [make_position(TRIAD_POSITION, 0, (0, 0))])
    open_board(app, match, ["human", "human"])
    board = settle(app)
    cells = board.view.field.cells
    drag(app, cells["c6"].center, cells["c4"].center)
    board = settle(app)
    assert board.view.facts(board.state).new == [("a4", "b4", "c4")]
    frames(app, 3)
    app.draw(app.screen)
    cell = board.view.field.cell
    radius = int(cell * 0.46)
    x = (cells["a4"].centerx + cells["b4"].centerx) // 2  # between two dice: the halo shows
    y = cells["a4"].centery
    above = [app.screen.get_at((x, y - d)) for d in range(radius - 4, radius + 8)]
    ink = app.theme.colour("ink")
    assert any(close_to(p, ink, 4) for p in above)
    lo, hi = GLOW_LOW, GLOW_HIGH
    assert any(
        all(min(a, b) - 3 <= c <= max(a, b) + 3 for a, b, c in zip(lo[:3], hi[:3], tuple(p)[:3]))
        for p in above
    )


def test_triad_lit_cells_show_the_ghost_face(app):
    """ "ghost face": a cell the picked die may reach shows the face it would show there."""
    from games.triad.rules import RULES

    board = open_game_of(app, "triad", moves=["roll 123123/321321"])
    cells = board.view.field.cells
    click(app, cells["c6"].center)
    targets = board.view.facts(board.state).targets("c6")
    assert targets
    app.draw(app.screen)
    for cell in targets:
        rect = cells[cell]
        assert (
            app.screen.get_at((rect.x + rect.width * 15 // 100, rect.y + rect.height * 15 // 100))
            == TRIAD_LIT
        )
        middle = [
            app.screen.get_at((rect.centerx + dx, rect.centery))
            for dx in range(-rect.width // 5, rect.width // 5)
        ]
        assert sum(p != TRIAD_LIT for p in middle) > len(middle) // 4, cell  # the faint face's strokes
    del RULES


def test_triad_counter_filled_or_hollow(app):
    """ "filled or hollow": the triads made are filled pips, the ones to make hollow rings."""
    board = open_game_of(app, "triad", moves=["roll 123123/321321"])
    card = board.view.cards[0]
    surface = pygame.Surface((200, 60))
    background = (10, 20, 30)
    surface.fill(background)
    radius = 10
    left = card.draw_counter(surface, 190, 30, radius, 1)
    step = 2 * radius + max(4, app.layout.gap // 2)
    first, last = left + radius, 190 - radius
    assert close_to(surface.get_at((first, 30)), app.theme.colour("accent"), 2)  # made: filled
    assert close_to(surface.get_at((last, 30)), background, 2)  # to make: hollow
    assert close_to(surface.get_at((last - radius + 1, 30)), app.theme.colour("muted"), 2)
    assert last - first == 2 * step


def test_tri_seat_marks_drawn_whatever_the_setting(app):
    """ "seat marks": every taken triangle shows its seat's shape with the setting off."""
    from tools import shots

    match = shots.played("tri", random.Random(4), fraction=0.5)
    app.settings.colourblind_marks = False
    while app.scenes.top.name != "menu":
        app.scenes.pop()
    open_board(app, match, ["human"] * match.record["players"])
    board = settle(app)
    app.draw(app.screen)
    torus, colours = board.view.torus, app.theme.colour("tri_players")
    owners = board.rules.owners(board.state)
    taken = [name for name, seat in owners.items() if seat is not None and torus.place_of(name) is not None]
    assert len(taken) >= 4
    marked = 0
    for name in taken:
        x, y = torus.centroid(name)
        seat_colour = colours[owners[name] % len(colours)]
        box = [app.screen.get_at((x + dx, y + dy)) for dx in range(-3, 4) for dy in range(-3, 4)]
        marked += any(not close_to(p, seat_colour, 30) for p in box)
    assert marked >= len(taken) * 0.8  # (a mark is a ring or a cross: its middle may be open)
    assert board.view.marks.chip(0) is not None


def test_tri_outlines_on_a_dark_edge_and_a_void_dashed(app, monkeypatch):
    """ "dark edge" and "void dashed" on TRI's board: what the painter asks of the helpers for
    an attack and a void (the helpers' pixels: test_the_drawing_helpers_draw_their_cues)."""
    from tools import shots

    match = shots.played("tri", random.Random(4), fraction=0.5)
    while app.scenes.top.name != "menu":
        app.scenes.pop()
    open_board(app, match, ["human"] * match.record["players"])
    board = settle(app)
    owners = board.rules.owners(board.state)
    taken = [name for name, seat in owners.items() if seat is not None]
    lit = {taken[0]: "attack", taken[1]: "void"}
    monkeypatch.setattr(board.view.choices, "lit", lambda state, ui: lit)
    calls = []
    real = cues.edged_outline

    def spy(surface, theme, colour, points, width, dashed=False):
        calls.append((tuple(colour)[:3], dashed))
        return real(surface, theme, colour, points, width, dashed)

    monkeypatch.setattr(cues, "edged_outline", spy)
    board.view.picture.painter._key = None
    app.draw(app.screen)
    theme = app.theme
    assert (tuple(theme.colour("accent"))[:3], False) in calls
    assert (tuple(theme.colour("bad"))[:3], True) in calls


def test_tri_battle_target_on_a_dark_edge(app):
    """ "dark edge" on the battle's target: the gold outline round the triangle fought over
    has ink beside it, on the yellow seat's colour where gold all but vanishes."""
    from app.boards.tri.battle_target import BattleTarget

    match = Match.new("tri", 2, None, {})
    for move in ("start a1N", "start b1S", "claim a1E", "claim b1W", "attack b1W"):
        match.play(move)
    while app.scenes.top.name != "menu":
        app.scenes.pop()
    open_board(app, match, ["human", "human"])
    board = settle(app)
    part = next(p for p in board.view.parts if isinstance(p, BattleTarget))
    torus = board.view.torus
    yellow = app.theme.colour("tri_players")[2]
    surface = pygame.Surface(app.screen.get_size())
    surface.fill(yellow)
    part.draw(surface, board.state, board.ui)
    gold, ink = app.theme.colour("accent"), app.theme.colour("ink")
    (place, *_more) = torus.places("b1W")
    points = torus.points(*place)
    # across the middle of each side, from outside the triangle to inside: gold with ink on
    # both sides of it, then yellow again
    centre = torus.centroid("b1W")
    for a, b in zip(points, points[1:] + points[:1]):
        middle = ((a[0] + b[0]) / 2, (a[1] + b[1]) / 2)
        dx, dy = centre[0] - middle[0], centre[1] - middle[1]
        length = (dx * dx + dy * dy) ** 0.5
        start = (middle[0] - dx / length * 12, middle[1] - dy / length * 12)
        end = (middle[0] + dx / length * 12, middle[1] + dy / length * 12)
        kinds = []
        for pixel in along(surface, start, end, 0.5):
            kind = "gold" if close_to(pixel, gold, 4) else "ink" if close_to(pixel, ink, 4) else "ground"
            if not kinds or kinds[-1] != kind:
                kinds.append(kind)
        assert kinds == ["ground", "ink", "gold", "ink", "ground"], kinds


def test_the_setting_governs_only_trices_dice_patterns(app):
    """On: a TRICE die carries its colour's pattern; TRI's one-colour dice never do."""
    plain = {}
    for on in (True, False):
        app.settings.colourblind_marks = on
        picture = draw_face(app, ("pips", "P", 3), 96)
        plain[on] = pygame.image.tobytes(picture, "RGBA")
    assert plain[True] != plain[False]
    from app.boards.tri.dice import DiePictures

    dice = DiePictures(app)
    tri = {}
    for on in (True, False):
        app.settings.colourblind_marks = on
        tri[on] = pygame.image.tobytes(dice.render(("pips", "W", 3), 96), "RGBA")
    assert tri[True] == tri[False]
    from app.scenes.settings_scene import SettingsScene

    scene = SettingsScene(app)
    assert scene.marks.label == "Colour patterns on TRICE dice"


CUE_TESTS = {
    "line shapes": "test_trice_lines_solid_with_a_tick_or_dashed_with_a_cross",
    "dark edge": "test_triad_halo_and_removal_ring_on_a_dark_edge",
    "legal dot": "test_legal_dots_in_trice_tris2_and_tri",
    "ghost face": "test_triad_lit_cells_show_the_ghost_face",
    "area edge": "test_tris2_area_edge_and_corners_in_every_phase_it_shows",
    "ring width": "test_tris2_the_held_die_has_the_thicker_ring",
    "seat marks": "test_tri_seat_marks_drawn_whatever_the_setting",
    "void dashed": "test_tri_outlines_on_a_dark_edge_and_a_void_dashed",
    "filled or hollow": "test_triad_counter_filled_or_hollow",
}
