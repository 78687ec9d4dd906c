"""Sound that matches what happened (issue 22 point 8): the mixer starts once, at the first
tap, with the audio module's settings; a draw has its own sound; the volume setting is kept
and every sound plays at it. (The sounds' loudness: tests/test_assets.py.)"""

import os
import random
import subprocess
import sys

import pytest
from app_driver import board_of, frames, make_app, open_board, press, settle, tap

from app.saved import settings as settings_mod
from app.saved.storage import FileBackend, Storage
from app.ui import audio
from games import registry
from games.match import Match
from games.playout import random_move

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


# ---- the mixer ------------------------------------------------------------------------------


def test_the_mixer_starts_at_the_first_tap_with_the_audio_modules_settings(tmp_path):
    # A fresh interpreter, as a player's: nothing started the mixer before the app.
    script = (
        "import sys, pygame\n"
        "sys.path.insert(0, 'tests')\n"
        "from app_driver import make_app, press\n"
        f"app = make_app({str(tmp_path)!r})\n"
        "print(pygame.mixer.get_init())\n"
        "press(app, 'Settings', how='tap')\n"
        "print(pygame.mixer.get_init())\n"
        "print(app.audio.unlocked, len(app.audio.sounds))\n"
    )
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", TRIDICE_DATA_DIR=str(tmp_path))
    out = subprocess.run(
        [sys.executable, "-c", script],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
    ).stdout.splitlines()[-3:]
    intended = (22050, -16, 1)  # 16-bit mono at 22.05 kHz, as the sounds are made
    assert out == ["None", str(intended), "True 8"], out
    assert (audio.MIXER["frequency"], audio.MIXER["size"], audio.MIXER["channels"]) == intended


# ---- the game-over sound ---------------------------------------------------------------------


def finished(game_id, kind):
    """A random game of `game_id` that ends as `kind` says: "draw" (the result shared),
    "first" (seat 0 wins) or "second" (seat 1 wins)."""
    rules = registry.rules(game_id)
    for seed in range(500):
        match = Match.new(game_id, rules.min_players)
        rng = random.Random(seed)
        while not match.is_over():
            match.play(random_move(rules, match.state, rng))
        returns = rules.returns(match.state)
        if kind == ("draw" if max(returns) < 1 else "first" if returns[0] == 1 else "second"):
            return match
    raise AssertionError(f"no {kind} in 500 random games of {game_id}")


def ending_heard(tmp_path, kind, seats):
    """Open the game short of its last move, play that move as a tap would: the sound of
    the end."""
    whole = finished("tris2", kind)
    match = Match.new("tris2", whole.record["players"])
    for move in whole.moves[:-1]:
        match.play(move)
    app = make_app(tmp_path)
    open_board(app, match, seats)
    frames(app, 2)
    board = board_of(app)
    board.stop_thinking()  # the last move is the record's, whoever's turn it is
    app.audio.played.clear()
    assert board.play(whole.moves[-1])
    settle(app)
    assert app.scenes.top.name == "game_over"
    return [name for name in app.audio.played if name in ("win", "lose", "draw")]


@pytest.mark.parametrize("kind, heard", [("draw", "draw"), ("first", "win"), ("second", "lose")])
def test_against_the_computer_the_end_sounds_as_it_went_for_the_person(tmp_path, kind, heard):
    assert ending_heard(tmp_path, kind, ["human", "easy"]) == [heard]


@pytest.mark.parametrize("kind, heard", [("draw", "draw"), ("first", "win"), ("second", "win")])
def test_between_people_a_decided_game_sounds_won_and_a_draw_drawn(tmp_path, kind, heard):
    assert ending_heard(tmp_path, kind, ["human", "human"]) == [heard]


def test_the_ending_sound_for_every_kind_of_table():
    assert audio.ending([0.5, 0.5], {0}, 2) == "draw"  # a draw against the computer
    assert audio.ending([1.0, 0.0], {0}, 2) == "win"
    assert audio.ending([0.0, 1.0], {0}, 2) == "lose"
    assert audio.ending([0.5, 0.5, 0.0, 0.0], {2, 3}, 4) == "lose"  # the computers shared it
    assert audio.ending([0.0, 0.5, 0.5, 0.0], {1, 3}, 4) == "draw"  # a person shares it
    assert audio.ending([0.0, 0.0, 1.0], {0, 2}, 3) == "win"  # a person won
    assert audio.ending([0.0, 1.0], {0, 1}, 2) == "win"  # people only
    assert audio.ending([0.5, 0.5], {0, 1}, 2) == "draw"
    assert audio.ending([1.0, 0.0], set(), 2) == "win"  # computers only
    assert audio.ending([0.5, 0.5], set(), 2) == "draw"


# ---- the volume -------------------------------------------------------------------------------


def test_volume_round_trips_through_storage_and_an_old_file_keeps_working(tmp_path):
    storage = Storage(FileBackend(str(tmp_path)))
    assert settings_mod.Settings().volume == 100
    settings_mod.save(storage, settings_mod.Settings(volume=25))
    assert settings_mod.load(Storage(FileBackend(str(tmp_path)))).volume == 25
    storage.save("settings", {"sound": False, "animation": "fast"})  # written before volume existed
    old = settings_mod.load(Storage(FileBackend(str(tmp_path))))
    assert (old.sound, old.animation, old.volume) == (False, "fast", 100)


@pytest.mark.parametrize("bad", ["loud", 60, 0, 101, -25, 50.0, True, None, [75], {"v": 75}])
def test_a_bad_volume_falls_back_to_the_default(bad):
    s = settings_mod.Settings.from_data({"volume": bad, "sound": False})
    assert (s.volume, s.sound) == (100, False)


def test_volume_is_loudness_heard():
    assert audio.gain(100) == 1.0
    assert audio.gain(50) == pytest.approx(10 ** (-10 / 20))  # half as loud: 10 dB down
    assert audio.gain(25) == pytest.approx(10 ** (-20 / 20))
    assert [audio.gain(v) for v in settings_mod.VOLUMES] == sorted(
        audio.gain(v) for v in settings_mod.VOLUMES
    )


def test_the_volume_row_sets_every_sound_and_survives_a_restart(tmp_path):
    first = make_app(tmp_path)
    press(first, "Settings", how="tap")  # the first tap starts the mixer
    if first.audio.failed:
        pytest.skip("no mixer, even the dummy driver's")
    scene = first.scenes.top
    assert scene.volume.value == 100
    assert first.audio.sounds["select"].get_volume() == 1.0
    tap(first, (scene.volume.rect.x + 10, scene.volume.rect.centery))  # the left half: down one
    assert first.settings.volume == 75
    # the change's own tick already sounds at the new volume
    assert first.audio.sounds["select"].get_volume() == pytest.approx(audio.gain(75), abs=1 / 128)
    tap(first, (scene.volume.rect.x + 10, scene.volume.rect.centery))
    assert first.settings.volume == 50
    second = make_app(tmp_path)
    assert second.settings.volume == 50
    press(second, "Settings", how="tap")
    for name in audio.SOUNDS:
        second.audio.play(name)
        # Sound volumes are kept in 128ths
        assert second.audio.sounds[name].get_volume() == pytest.approx(audio.gain(50), abs=1 / 128), name
    assert set(second.audio.played[-len(audio.SOUNDS) :]) == set(audio.SOUNDS)
