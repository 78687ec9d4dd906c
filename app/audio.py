"""Sound effects. Browsers only allow audio after a user gesture, so the mixer
starts on the first tap or key press (`unlock`), natively too (one code path).
A missing audio device just means silence."""

import os

import pygame

from .theme import asset_path

SOUNDS = ("roll", "place", "select", "invalid", "win", "lose", "button")


class Audio:
    def __init__(self, settings):
        self.settings = settings
        self.sounds = {}
        self.unlocked = False
        self.failed = False
        self.played = []  # names played, newest last (kept short; tests read it)
        self.plays = 0    # how many sounds were played in all (the page's probe reports it)

    def unlock(self):
        if self.unlocked or self.failed:
            return
        try:
            if not pygame.mixer.get_init():
                pygame.mixer.init(frequency=22050, size=-16, channels=1, buffer=512)
            for name in SOUNDS:
                path = asset_path("sounds", f"{name}.ogg")
                if os.path.exists(path):
                    self.sounds[name] = pygame.mixer.Sound(path)
            self.unlocked = True
        except pygame.error:
            self.failed = True

    def play(self, name):
        if not self.settings().sound:
            return
        self.played = (self.played + [name])[-20:]
        self.plays += 1
        sound = self.sounds.get(name)
        if sound is not None:
            sound.play()
