"""Chance outcomes <-> whole numbers, where `legal_moves` lists none.

A game code (games/codes.py) writes each move as its place in
`RULES.legal_moves(state)`. At a setup roll of many dice that list is empty
(too many outcomes), so the game's `Game.chance_codec` says how such an
outcome maps to a number in ``range(codec.radix(state))`` and back:

- ``radix(state) -> int``: how many outcomes the codec can name here;
- ``index(state, outcome) -> int | None``: the outcome's number (None when
  the text is not in the codec's shape);
- ``outcome(state, index) -> str``: the text back, exactly as `play` gets it.

A codec only names outcomes; whether one is legal (Tris 2's setup rules, for
instance) is still for `RULES.play` to say, and a code's reader asks it.

`DiceCodec` covers every roll the games write as a fixed template with one
die face per slot: ``DiceCodec("roll ######/######", "123456")`` reads
``roll 351622/114463`` as the base-6 number 240511/003352 (faces minus one,
first slot most significant). Changing a template or the order of its faces
changes every code written with it, so golden tests pin them (tests/test_codes.py).
"""

from __future__ import annotations

from collections.abc import Iterable


class DiceCodec:
    """A games.contract.ChanceCodec for any state: the template alone decides."""

    def __init__(self, template: str, faces: Iterable[str], slot: str = "#") -> None:
        self.template = template
        self.faces = tuple(faces)
        self.literals = template.split(slot)
        self.slots = len(self.literals) - 1
        self.width = len(self.faces[0]) if self.faces else 0
        self.face_index = {face: i for i, face in enumerate(self.faces)}
        if (
            self.slots < 1
            or len(self.face_index) != len(self.faces)
            or len(self.faces) < 2
            or any(len(face) != self.width or not face for face in self.faces)
        ):
            raise ValueError("a codec needs a slot and two or more distinct faces of one width")
        self.size: int = len(self.faces) ** self.slots
        self.length = len(template) - self.slots * (len(slot) - self.width)

    def __repr__(self) -> str:
        return f"DiceCodec({self.template!r}, {self.faces!r})"

    def radix(self, state: object) -> int:
        return self.size

    def index(self, state: object, outcome: object) -> int | None:
        if not isinstance(outcome, str) or len(outcome) != self.length:
            return None
        if not outcome.startswith(self.literals[0]):
            return None
        pos, number, base = len(self.literals[0]), 0, len(self.faces)
        for literal in self.literals[1:]:
            face = self.face_index.get(outcome[pos : pos + self.width])
            if face is None:
                return None
            number = number * base + face
            pos += self.width
            if outcome[pos : pos + len(literal)] != literal:
                return None
            pos += len(literal)
        return number

    def outcome(self, state: object, index: int) -> str:
        if type(index) is not int or not 0 <= index < self.size:
            raise ValueError(f"outcome number {index!r} out of range")
        faces: list[str] = []
        base = len(self.faces)
        for _ in range(self.slots):
            index, face = divmod(index, base)
            faces.append(self.faces[face])
        faces.reverse()
        parts = [self.literals[0]]
        for text, literal in zip(faces, self.literals[1:]):
            parts.append(text)
            parts.append(literal)
        return "".join(parts)
