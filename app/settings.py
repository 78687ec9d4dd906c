"""Player settings, with defaults and validation of what storage returns."""

from dataclasses import asdict, dataclass, field, fields

ANIMATION_SPEEDS = ("normal", "fast", "off")
SPEED_FACTORS = {"normal": 1.0, "fast": 0.45, "off": 0.0}
VOLUMES = (25, 50, 75, 100)  # per cent, as the loudness heard (app/audio.py: gain)


@dataclass
class Settings:
    sound: bool = True
    volume: int = 100  # one of VOLUMES; 100: the sounds as made
    animation: str = "normal"
    colourblind_marks: bool = True
    hints: bool = True
    # last choices on each game's setup screen: game id -> dict
    setups: dict = field(default_factory=dict)
    # games whose lesson was offered when their setup first opened (Learn or Skip chosen)
    lessons_offered: list = field(default_factory=list)

    @property
    def speed(self):
        """Multiplier for animation durations (0 = no animation)."""
        return SPEED_FACTORS[self.animation]

    def to_data(self):
        return asdict(self)

    @classmethod
    def from_data(cls, data):
        """Settings from stored data; any field that is invalid keeps its default."""
        settings = cls()
        if not isinstance(data, dict):
            return settings
        for item in fields(cls):
            value = data.get(item.name)
            default = getattr(settings, item.name)
            if item.name == "animation":
                if value in ANIMATION_SPEEDS:
                    settings.animation = value
            elif item.name == "volume":
                if type(value) is int and value in VOLUMES:
                    settings.volume = value
            elif item.name == "lessons_offered":
                if isinstance(value, list):
                    settings.lessons_offered = sorted({v for v in value if isinstance(v, str) and v})
            elif item.name == "setups":
                if isinstance(value, dict):
                    settings.setups = {k: v for k, v in value.items()
                                       if isinstance(k, str) and isinstance(v, dict)}
            elif type(value) is type(default):
                setattr(settings, item.name, value)
        return settings


def load(storage):
    return Settings.from_data(storage.load("settings", "settings"))


def save(storage, settings):
    return storage.save("settings", settings.to_data())
