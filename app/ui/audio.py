"""Sound effects. Browsers only allow audio after a user gesture, so the mixer
starts on the first tap or key press (`unlock`), natively too (one code path):
the app starts pygame without it (`init_pygame`), so it starts once, with MIXER's
settings. A missing audio device just means silence.

Every sound is made at one loudness (tools/make_sounds.py); the volume setting
scales them all (`gain`)."""

import math
import os
from collections.abc import Callable, Sequence
from typing import Protocol, TypedDict

import pygame

from app.ui.theme import asset_path

SOUNDS = ("roll", "place", "select", "invalid", "win", "lose", "draw", "button")


class MixerSettings(TypedDict):
    frequency: int
    size: int
    channels: int
    buffer: int


MIXER: MixerSettings = {"frequency": 22050, "size": -16, "channels": 1, "buffer": 512}

# A volume in per cent is the loudness heard: the ear hears a sound about half as loud
# 10 dB down, so each halving of the percentage takes 10 dB off (50% -10 dB, 25% -20 dB).
LOUDNESS_EXPONENT = math.log2(10) / 2  # amplitude = (percent / 100) ** this


def init_pygame() -> None:
    """pygame.init() but for the mixer, which `Audio.unlock` starts at the first gesture:
    pygame.init() would start it at once with SDL's defaults (44.1 kHz stereo), before
    MIXER's settings could apply. Should anything else start it, pre_init gives it MIXER's."""
    pygame.mixer.pre_init(**MIXER)
    pygame.display.init()
    pygame.font.init()


def gain(percent: float) -> float:
    """The amplitude factor for a volume in per cent."""
    return (max(0, min(100, percent)) / 100) ** LOUDNESS_EXPONENT


def ending(returns: Sequence[float], humans: Sequence[int], seats: int) -> str:
    """The game-over sound: `returns` (one per seat: 1 a win, 0 a loss, a draw shares 1),
    `humans` the seats of people at this device, `seats` how many seats. Against the
    computer (or a friend far away): "win", "draw" when they share the result, or "lose".
    Between people here only, or computers only: "win", or "draw" for a shared result."""
    if humans and len(humans) < seats:
        best = max(returns[s] for s in humans)
    else:
        best = max(returns)
    if best >= 1.0:
        return "win"
    return "draw" if best > 0.0 else "lose"


class SoundSettings(Protocol):
    """What the sounds read of the player's settings (app/saved/settings.py's Settings)."""

    @property
    def sound(self) -> bool: ...

    @property
    def volume(self) -> int: ...  # per cent


class Audio:
    def __init__(self, settings: Callable[[], SoundSettings]) -> None:
        self.settings = settings  # the settings now (the player may load or change them)
        self.sounds: dict[str, pygame.mixer.Sound] = {}
        self.unlocked = False
        self.failed = False
        self.played: list[str] = []  # names played, newest last (kept short; tests read it)
        self.plays = 0  # how many sounds were played in all (the page's probe reports it)

    def unlock(self) -> None:
        if self.unlocked or self.failed:
            return
        try:
            if not pygame.mixer.get_init():
                pygame.mixer.init(**MIXER)
            for name in SOUNDS:
                path = asset_path("sounds", f"{name}.ogg")
                if os.path.exists(path):
                    self.sounds[name] = pygame.mixer.Sound(path)
            self.unlocked = True
        except pygame.error:
            self.failed = True

    def play(self, name: str) -> None:
        settings = self.settings()
        if not settings.sound:
            return
        self.played = (self.played + [name])[-20:]
        self.plays += 1
        sound = self.sounds.get(name)
        if sound is not None:
            sound.set_volume(gain(settings.volume))
            sound.play()

    def apply_volume(self) -> None:
        """The volume setting, now, to every sound, even one already playing (the mixer reads
        a sound's volume as it mixes): the tick of a volume change sounds at the new one."""
        for sound in self.sounds.values():
            sound.set_volume(gain(self.settings().volume))
