"""Player settings, with defaults and validation of what storage returns."""

from __future__ import annotations

from dataclasses import asdict, dataclass, field, fields
from typing import TYPE_CHECKING, Any

from games.i18n import LANGUAGES, _

if TYPE_CHECKING:
    from app.saved.storage import Storage

ANIMATION_SPEEDS = ("normal", "fast", "off")
SPEED_FACTORS = {"normal": 1.0, "fast": 0.45, "off": 0.0}
VOLUMES = (25, 50, 75, 100)  # per cent, as the loudness heard (app/ui/audio.py: gain)
# Text size: every text role grows by its share of the factor (app/ui/design.py role_size).
# One larger size: at 1.5 (or 1.35) a 320 px phone cannot set one-word buttons ("Restart"
# beside three others) in secondary text; docs/design.md "Text size and motion" has the count.
TEXT_SIZES = ("normal", "large")
TEXT_FACTORS = {"normal": 1.0, "large": 1.25}


@dataclass
class Settings:
    # the language the player chose ("it"); "": none yet, the browser's or the system's
    # language decides at each start (App.start_language)
    language: str = ""
    sound: bool = True
    volume: int = 100  # one of VOLUMES; 100: the sounds as made
    animation: str = "normal"
    # whether the player chose the animation speed: until they do, the browser's
    # prefers-reduced-motion decides it at each start (App.follow_motion_preference)
    animation_chosen: bool = False
    text_size: str = "normal"  # one of TEXT_SIZES
    colourblind_marks: bool = True
    hints: bool = True
    # last choices on each game's setup screen: game id -> dict
    setups: dict[str, dict[str, Any]] = field(default_factory=dict)
    # games whose lesson was offered when their setup first opened (Learn or Skip chosen)
    lessons_offered: list[str] = field(default_factory=list)

    @property
    def speed(self) -> float:
        """Multiplier for animation durations (0 = no animation)."""
        return SPEED_FACTORS[self.animation]

    @property
    def text_scale(self) -> float:
        """How much larger than the design's sizes text is drawn (app/ui/layout.py)."""
        return TEXT_FACTORS[self.text_size]

    def to_data(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_data(cls, data: object) -> Settings:
        """Settings from stored data; any field that is invalid keeps its default."""
        settings = cls()
        if not isinstance(data, dict):
            return settings
        for item in fields(cls):
            value = data.get(item.name)
            default = getattr(settings, item.name)
            if item.name == "language":
                if value in LANGUAGES:
                    settings.language = value
            elif item.name == "animation":
                if value in ANIMATION_SPEEDS:
                    settings.animation = value
            elif item.name == "animation_chosen":
                if type(value) is bool:
                    settings.animation_chosen = value
                else:  # a file from before the flag: a speed other than the default was chosen
                    settings.animation_chosen = data.get("animation") in ("fast", "off")
            elif item.name == "text_size":
                if value in TEXT_SIZES:
                    settings.text_size = value
            elif item.name == "volume":
                if type(value) is int and value in VOLUMES:
                    settings.volume = value
            elif item.name == "lessons_offered":
                if isinstance(value, list):
                    settings.lessons_offered = sorted({v for v in value if isinstance(v, str) and v})
            elif item.name == "setups":
                if isinstance(value, dict):
                    settings.setups = {
                        k: v for k, v in value.items() if isinstance(k, str) and isinstance(v, dict)
                    }
            elif type(value) is type(default):
                setattr(settings, item.name, value)
        return settings


def load(storage: Storage) -> Settings:
    return Settings.from_data(storage.load("settings", _("settings")))


def save(storage: Storage, settings: Settings) -> bool:
    return storage.save("settings", settings.to_data())
