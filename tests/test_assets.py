"""The generated assets: committed files match their generators byte for byte,
every file loads in pygame, sheets.json tells the truth, the marks never hide
pips, the palette's text and TRI's seats read on their grounds (colour vision: tests/test_colour.py),
sizes stay small."""

import itertools
import json
import math
import os

import pygame
import pygame.freetype
import pytest

from tools import loudness, make_font, make_sounds, make_sprites

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SPRITES = os.path.join(ROOT, "sprites")
SOUNDS = os.path.join(ROOT, "sounds")
FONTS = os.path.join(ROOT, "fonts")

SOUND_NAMES = ("roll", "place", "select", "invalid", "win", "lose", "draw", "button")
EXPECTED_SHEETS = {  # name: (cell w, cell h, columns, rows)
    "dice_pips": (96, 96, 6, 3),
    "dice_marks": (96, 96, 3, 1),
    "dice_roman": (96, 96, 3, 2),
    "dice_symbols": (96, 96, 4, 1),  # X, O, / and the blank die the app composes Tris 2's dice on
    "symbols_ink": (64, 64, 3, 1),
    "tri_marks": (48, 48, 4, 1),
}


def same_files(committed_dir, fresh_dir):
    """Names of files that differ between the two folders (or exist in one only)."""
    names = set(os.listdir(committed_dir)) | set(os.listdir(fresh_dir))
    differ = []
    for name in sorted(names):
        paths = [os.path.join(d, name) for d in (committed_dir, fresh_dir)]
        if not all(os.path.exists(p) for p in paths):
            differ.append(name)
            continue
        with open(paths[0], "rb") as a, open(paths[1], "rb") as b:
            if a.read() != b.read():
                differ.append(name)
    return differ


def load_json(name):
    with open(os.path.join(SPRITES, name), encoding="utf-8") as handle:
        return json.load(handle)


def load_sheet(name):
    info = load_json("sheets.json")["sheets"][name]
    return pygame.image.load(os.path.join(SPRITES, info["file"])), info


def cell(sheet, info, column, row):
    w, h = info["cell"]
    return sheet.subsurface((column * w, row * h, w, h))


# ---- determinism ------------------------------------------------------------


def test_sprite_generator_reproduces_the_committed_sprites(tmp_path):
    written = make_sprites.generate(str(tmp_path))
    assert sorted(written) == sorted(os.listdir(tmp_path))
    assert same_files(SPRITES, str(tmp_path)) == []


@pytest.mark.slow  # the generators (make assets) run whole; the app's own tests need not wait for them
def test_sound_generator_reproduces_the_committed_sounds(tmp_path):
    make_sounds.generate(str(tmp_path))
    assert same_files(SOUNDS, str(tmp_path)) == []


@pytest.mark.slow  # the font subsetter runs whole
def test_font_generator_reproduces_the_committed_fonts(tmp_path):
    pytest.importorskip("fontTools")
    sources = [os.path.join(make_font.DEFAULT_SOURCE, f) for f in make_font.FONTS]
    if not all(os.path.exists(p) for p in sources + [make_font.COPYRIGHT]):
        pytest.skip("DejaVu Sans source (fonts-dejavu-core) is not installed")
    make_font.generate(str(tmp_path))
    assert same_files(FONTS, str(tmp_path)) == []


# ---- sprites ------------------------------------------------------------------


def test_sheets_json_describes_every_png_exactly():
    index = load_json("sheets.json")
    assert set(index["sheets"]) == set(EXPECTED_SHEETS)
    for name, (w, h, columns, rows) in EXPECTED_SHEETS.items():
        sheet, info = load_sheet(name)
        assert info["cell"] == [w, h], name
        assert len(info["columns"]) == columns and len(info["rows"]) == rows, name
        assert len(set(info["columns"])) == columns, name
        assert sheet.get_size() == (w * columns, h * rows), name
    for name, info in index["images"].items():
        image = pygame.image.load(os.path.join(SPRITES, info["file"]))
        assert image.get_size() == tuple(info["size"]), name
    assert index["images"]["icon"]["size"] == [64, 64]
    assert index["images"]["icon_192"]["size"] == [192, 192]
    pngs = {f for f in os.listdir(SPRITES) if f.endswith(".png")}
    described = {i["file"] for i in list(index["sheets"].values()) + list(index["images"].values())}
    assert pngs == described


def test_dice_are_transparent_outside_and_opaque_inside():
    for name in ("dice_pips", "dice_roman", "dice_symbols"):
        sheet, info = load_sheet(name)
        for c, r in itertools.product(range(len(info["columns"])), range(len(info["rows"]))):
            die = cell(sheet, info, c, r)
            w, h = die.get_size()
            for corner in ((0, 0), (w - 1, 0), (0, h - 1), (w - 1, h - 1)):
                assert die.get_at(corner).a == 0, (name, c, r, corner)
            assert die.get_at((w // 2, h // 8)).a == 255, (name, c, r)


def pip_pixels(sheet, info, row):
    """Pixels of a TRICE die that any pip of any value covers: where some face
    differs from face 1, plus face 1's own centre pip (where it differs from 2)."""
    one = cell(sheet, info, 0, row)
    w, h = one.get_size()
    covered = set()
    for value in range(1, 6):
        other = cell(sheet, info, value, row)
        covered |= {(x, y) for x in range(w) for y in range(h) if other.get_at((x, y)) != one.get_at((x, y))}
    return covered


def test_colour_blind_marks_never_touch_a_pip():
    pips, pip_info = load_sheet("dice_pips")
    marks, mark_info = load_sheet("dice_marks")
    for row, colour in enumerate(pip_info["rows"]):
        mark = cell(marks, mark_info, mark_info["columns"].index(colour), 0)
        covered = pip_pixels(pips, pip_info, row)
        assert len(covered) > 500, colour  # the pip area was really found
        hidden = [p for p in covered if mark.get_at(p).a > 0]
        assert hidden == [], (colour, hidden[:5])


def grey(colour):
    return 0.299 * colour[0] + 0.587 * colour[1] + 0.114 * colour[2]


def test_trice_dice_and_marks_differ_in_greyscale():
    marks, info = load_sheet("dice_marks")
    shapes = []
    for column in range(3):
        mark = cell(marks, info, column, 0)
        w, h = mark.get_size()
        shapes.append({(x, y) for x in range(w) for y in range(h) if mark.get_at((x, y)).a > 128})
        assert len(shapes[-1]) > 150, info["columns"][column]
    for a, b in itertools.combinations(shapes, 2):
        assert len(a ^ b) > 0.5 * len(a | b)  # the patterns, not just colours, differ
    bodies = [make_sprites.rgb(k) for k in ("trice_white", "trice_purple", "trice_orange")]
    for a, b in itertools.combinations(bodies, 2):
        assert abs(grey(a) - grey(b)) > 40


def test_pips_and_numerals_contrast_with_their_die():
    for _, body, ink in make_sprites.TRICE_DICE + make_sprites.TRIAD_DICE:
        assert contrast(make_sprites.rgb(body), make_sprites.rgb(ink)) >= 4.5, body


def test_tri_marks_are_white_and_distinct():
    sheet, info = load_sheet("tri_marks")
    shapes = []
    for column in range(len(info["columns"])):
        mark = cell(sheet, info, column, 0)
        w, h = mark.get_size()
        solid = {(x, y) for x in range(w) for y in range(h) if mark.get_at((x, y)).a > 128}
        assert all(mark.get_at(p)[:3] == (255, 255, 255) for p in solid)
        shapes.append(solid)
    for a, b in itertools.combinations(shapes, 2):
        assert len(a ^ b) > 0.3 * len(a | b)


# ---- palette ------------------------------------------------------------------


def linear(colour):
    return [c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4 for c in (v / 255 for v in colour)]


def luminance(colour):
    r, g, b = linear(colour)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a, b):
    """The WCAG contrast ratio of two colours."""
    hi, lo = sorted((luminance(a), luminance(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


def test_palette_holds_every_colour_the_app_needs_as_hex():
    palette = load_json("palette.json")
    for key in (
        "background",
        "panel",
        "text",
        "accent",
        "highlight",
        "trice_white",
        "trice_purple",
        "trice_orange",
        "triad_black",
        "triad_orange",
        "tri_players",
    ):
        assert key in palette, key
    assert len(palette["tri_players"]) == 4
    for value in [v for v in palette.values() if isinstance(v, str)] + palette["tri_players"]:
        assert len(value) == 7 and value[0] == "#" and int(value[1:], 16) >= 0, value


def test_text_is_readable_on_background_and_panel():
    rgb = make_sprites.rgb
    for ground in ("background", "panel", "panel_hi"):
        assert contrast(rgb("text"), rgb(ground)) >= 4.5, ground


def test_tri_player_colours_show_on_the_background():
    """(How far apart they are for every colour vision, and the marks that back the close
    ones: tests/test_colour.py.)"""
    players = [make_sprites.rgb(c) for c in make_sprites.PALETTE["tri_players"]]
    for colour in players:
        assert contrast(colour, make_sprites.rgb("background")) >= 3, colour


# ---- sounds -------------------------------------------------------------------


@pytest.fixture
def mixer():
    """The mixer on the dummy audio driver; left as found for other tests."""
    started = not pygame.mixer.get_init()
    if started:
        pygame.mixer.init(22050, -16, 1)
    yield
    if started:
        pygame.mixer.quit()


def test_every_sound_loads_in_the_mixer(mixer):
    assert set(make_sounds.SOUNDS) == set(SOUND_NAMES)
    for name in SOUND_NAMES:
        length = pygame.mixer.Sound(os.path.join(SOUNDS, f"{name}.ogg")).get_length()
        assert 0.02 < length < 1.0, (name, length)
    roll = pygame.mixer.Sound(os.path.join(SOUNDS, "roll.ogg")).get_length()
    assert 0.4 <= roll <= 0.8


def ogg_pages(data):
    pos = 0
    while pos < len(data):
        segments = data[pos + 26]
        size = 27 + segments + sum(data[pos + 27 : pos + 27 + segments])
        yield data[pos : pos + size]
        pos += size


def test_sounds_are_vorbis_with_a_fixed_serial_and_valid_checksums():
    for name in SOUND_NAMES:
        with open(os.path.join(SOUNDS, f"{name}.ogg"), "rb") as handle:
            data = handle.read()
        assert b"\x01vorbis" in data[:64], name
        for page in ogg_pages(data):
            assert page[:4] == b"OggS"
            assert int.from_bytes(page[14:18], "little") == make_sounds.SERIAL
            zeroed = page[:22] + b"\0\0\0\0" + page[26:]
            assert make_sounds.ogg_crc(zeroed) == int.from_bytes(page[22:26], "little")


def committed_loudness():
    """Each committed sound's integrated loudness (LUFS) and peak (dBFS), as decoded."""
    figures = {}
    for name in SOUND_NAMES:
        samples, rate = loudness.read(os.path.join(SOUNDS, f"{name}.ogg"))
        figures[name] = (loudness.integrated(samples, rate), loudness.peak_dbfs(samples))
    return figures


def test_sounds_are_within_3_lu_of_each_other_and_a_refusal_is_quieter_than_a_win():
    figures = committed_loudness()
    levels = {name: level for name, (level, _) in figures.items()}
    assert max(levels.values()) - min(levels.values()) <= 3.0, levels
    assert levels["invalid"] < levels["win"], levels
    assert all(-24.0 < level < -15.0 for level in levels.values()), levels  # neither faint nor harsh
    assert all(peak < 0.0 for _, peak in figures.values()), figures  # nothing clips


def test_loudness_meter_reads_bs1770s_reference_figures():
    import numpy as np

    # BS.1770-4: at 48 kHz the K-weighting is the standard's own two biquads...
    (shelf_b, shelf_a), (high_b, high_a) = loudness.k_filters(48000)
    assert np.allclose(shelf_b, (1.53512485958697, -2.69169618940638, 1.19839281085285), atol=1e-9)
    assert np.allclose(shelf_a, (1.0, -1.69065929318241, 0.73248077421585), atol=1e-9)
    assert np.allclose(high_b, (1.0, -2.0, 1.0)) and np.allclose(
        high_a, (1.0, -1.99004745483398, 0.99007225036621), atol=1e-9
    )
    # ...and a full-scale 997 Hz sine in one channel reads -3.01 LUFS (at the sounds' rate too).
    for rate in (48000, make_sounds.RATE):
        t = np.arange(2 * rate) / rate
        sine = np.sin(2 * math.pi * 997 * t)
        assert loudness.integrated(sine, rate) == pytest.approx(-3.01, abs=0.05)
        assert loudness.integrated(0.1 * sine, rate) == pytest.approx(-23.01, abs=0.05)
        # the relative gate: a second of the sine 30 dB down after it counts only in the blocks
        # that straddle the two (the mean of every block would read about 3 LU lower)
        gated = np.concatenate([sine[:rate], 0.03 * sine[:rate]])
        powers = loudness.block_powers(gated, rate)
        assert loudness.lufs(float(powers.mean())) < -5.5
        assert -4.5 < loudness.integrated(gated, rate) < -3.5
        assert loudness.integrated(np.zeros(rate), rate) == -math.inf
        # a sound shorter than a block is its own block: 100 ms of the sine reads the same
        assert loudness.integrated(sine[: rate // 10], rate) == pytest.approx(-3.01, abs=0.1)


def test_fix_serial_rejects_a_page_with_a_broken_checksum():
    with open(os.path.join(SOUNDS, "select.ogg"), "rb") as handle:
        data = bytearray(handle.read())
    data[30] ^= 0xFF  # damage the first page's body
    with pytest.raises(ValueError):
        make_sounds.fix_serial(bytes(data))


# ---- fonts --------------------------------------------------------------------


@pytest.mark.parametrize("name", make_font.FONTS)
def test_font_loads_and_has_every_ui_glyph(name):
    path = os.path.join(FONTS, name)
    pygame.font.init()
    pygame.freetype.init()
    text = pygame.font.Font(path, 24).render(make_font.UI_SYMBOLS, True, (255, 255, 255))
    assert text.get_width() > 24 * len(make_font.UI_SYMBOLS) // 3
    face = pygame.freetype.Font(path, 24)
    # freetype reports None for a character the font lacks (it would draw a box)
    missing = [c for c, m in zip(make_font.CHARACTERS, face.get_metrics(make_font.CHARACTERS)) if m is None]
    assert missing == []
    assert face.get_metrics("\u4e00") == [None]  # the check can fail: CJK was left out


def test_font_licence_is_shipped():
    with open(os.path.join(FONTS, "LICENSE.txt"), encoding="utf-8") as handle:
        text = handle.read()
    assert "Bitstream" in text and "Permission is hereby granted" in text


# ---- sizes --------------------------------------------------------------------


def folder_bytes(folder, suffix=""):
    return sum(os.path.getsize(os.path.join(folder, f)) for f in os.listdir(folder) if f.endswith(suffix))


def test_asset_folders_stay_within_their_size_targets():
    assert folder_bytes(SPRITES) < 250_000
    assert folder_bytes(SOUNDS) < 150_000
    assert folder_bytes(FONTS, ".ttf") < 200_000


def test_every_text_the_app_shows_is_in_the_font():
    """Rules pages, credits, pitches and names: no character falls outside the subset
    (it would show as a box, as "Aleš" once did in the credits)."""
    from app.scenes.credits import CREDITS
    from games import registry

    texts = [CREDITS] + [g.rules_text() + g.pitch + g.name for g in registry.GAMES.values()]
    known = set(make_font.CHARACTERS) | {"\n", "\t"}
    missing = sorted({c for text in texts for c in text} - known)
    assert missing == []
