"""Game codes: a whole game record as one short, URL-safe line of text.

A code carries what a replay, a shared position or a play-by-link turn needs:
the game, its variant, player count and options, who plays each seat
("human", "easy", "normal", "hard"), optional play-by-link fields, and every
move including the dice. ``encode(record, seats, extra)`` writes it;
``decode(text)`` reads it back, checks everything and replays every move
through ``RULES.play``, so whatever it returns is a legal, playable record.
Anything else makes it raise ``CodeError`` (a ``ValueError``) whose message
is one plain sentence a player can read.

Text. A code uses only ``A-Z a-z 0-9 - _`` (safe in a URL and its fragment)::

    V  PAYLOAD...  CCCCC

``V`` is the format version as one base-64 digit (version 1 is ``B``).
``PAYLOAD`` is one non-negative integer in base 64, most significant digit
first, with no leading ``A``. ``CCCCC`` is a 30-bit check: the first 30 bits of
SHA-256 over ``"TriDice code\\n" + V + PAYLOAD``, in 5 base-64 digits. A
changed, added or lost character fails the check (all but about one code in
a billion). This envelope never changes; a version only changes the payload,
so a reader checks the sum first ("damaged") and the version second ("newer").
Whitespace inside a code is ignored (chat apps wrap long lines).

What is a code at all. A text whose check fails is called damaged only if it has a code's
shape (``looks_like_code``): the code's letters only, at least as long as the shortest code
(a version, one payload digit, the check), a capital letter for its version (B for version 1,
up to Z), whitespace only where a long line was broken (every line but the last at least
``WRAPPED_LINE`` characters), and not a plain word (a capital and small letters). Anything
else, a sentence, a word, a web address without a code, is no code at all (``NotACode``):
"This is not a TriDice game code", never "damaged".

Payload, version 1. The integer is a mixed-radix number: a sequence of
digits, each with its own radix, the first one least significant (see
games/bitpack.py). In order:

1. game number: a small number (4-bit groups), the game's ``code.number`` (games/game.py);
2. variant: radix = number of the game's variants in its ``code.variants``;
3. players - min_players: radix = max_players - min_players + 1;
4. for each option in the game's ``code.options``, a kind, radix 6: absent,
   None, False, True, a whole number (then zigzag-written), a text (then its
   length and its UTF-8 bytes, radix 256 each);
5. seats present (radix 2), then one digit per seat, radix 4, ``SEAT_KINDS``;
6. extra fields present, radix 2 each: ``nonce`` (then radix 2**64) and
   ``sender`` (then radix = players);
7. the number of moves (4-bit groups);
8. each move in turn, as its place in ``RULES.legal_moves(state)`` (radix =
   the list's length), chance outcomes too where that list names them; at a
   chance node that lists none (a setup roll of a dozen dice) the number the
   game's ``Game.chance_codec`` gives it (games/dicecodec.py).

Why mixed radix: a move with k choices costs exactly log2(k) bits, a forced
move costs nothing, and no bits are lost to byte or character boundaries;
the reader always knows each radix because it replays the game as it goes.
So a typical TRICE, Triad or Tris 2 game is a few dozen characters.

Stability. The tables below are append-only, and the order of
``legal_moves`` and each chance codec are part of the format: a change to
either changes existing codes, so it needs a new ``FORMAT_VERSION`` (and a
reader for the old one). The golden tests in tests/test_codes.py pin exact
codes of fixed records to catch such a change.

Play by link: ``extra`` is ``{"nonce": int, "sender": int}`` (either may be
left out): ``nonce`` is a random id (0 <= n < 2**64, see ``new_nonce``)
telling which correspondence game a link belongs to, ``sender`` the seat that
sent it. A code is not secret: it holds every move, hidden ones (TRI's battle
dice and cards) included, and its check stops accidents, not forgers.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any, NamedTuple

from . import records, registry
from .bitpack import ALPHABET, VALUE, PackError, Reader, Writer, check_text, from_text, to_text
from .contract import OptionValue
from .core import CHANCE, IllegalMove
from .game import Game
from .i18n import N_, _
from .records import Record

if TYPE_CHECKING:
    from .match import Match

FORMAT_VERSION = 1
MAX_CODE_CHARS = 4000  # longer texts are refused unread
MAX_MOVES = 10000  # far above a real game; bounds the work a hostile code can ask for
MAX_OPTION_TEXT = 64  # bytes of a text option
CHECK_CHARS = 5
CHECK_SALT = b"TriDice code\n"
SHORTEST = 2 + CHECK_CHARS  # a version, one payload digit and the check: no code is shorter
VERSION_LETTERS = ALPHABET[1:26]  # versions 1 to 25 are written B to Z
WRAPPED_LINE = 12  # a code broken over lines breaks where a line is full: no shorter line but the last

# Each game's number, variants and option names come from its descriptor (`Game.code`, a
# games.game.CodeFormat): append-only there, so a code keeps its meaning in every version.
SEAT_KINDS = ("human", "easy", "normal", "hard")
EXTRA_FIELDS = ("nonce", "sender")
NONCE_RADIX = 1 << 64
ABSENT, NONE, FALSE, TRUE, WHOLE, TEXT = range(6)  # option value kinds

# What a player reads: one sentence each.
EMPTY = N_("This code is empty.")
NOT_A_CODE = N_("This is not a TriDice game code.")
TOO_LONG = N_("This code is too long to be a TriDice game code.")
DAMAGED = N_("This code is damaged: a letter was changed, added or lost.")
NEWER = N_("This code comes from a newer version of TriDice.")
UNKNOWN_GAME = N_("This code is for a game this version of TriDice does not have.")
BAD_SETTINGS = N_("This code's game settings are not valid.")
TOO_MANY_MOVES = N_("This code has more moves than a game can have.")
ILLEGAL_MOVE = N_("This code's game breaks the rules at move {number}.")
UNREADABLE = N_("This code could not be read.")
# encode's refusals (a record the app holds, so mostly its own mistakes)
NOT_SHAREABLE = N_("This game cannot be written as a code.")
TOO_LONG_TO_SHARE = N_("This game is too long to share as a code.")
MOVE_NOT_SHAREABLE = N_("Move {number} of this game cannot be written as a code.")
BAD_SEATS = N_("These seats cannot be written in a code.")
BAD_EXTRA = N_("These link details cannot be written in a code.")


class CodeError(ValueError):
    """A code that cannot be read (or a record that cannot be written); the
    message is one sentence for a player."""


class NotACode(CodeError):
    """A text that is no code at all, not even a damaged one (empty, a sentence, a word, a web
    address without a code): whoever read it may say where it came from instead."""


class Decoded(NamedTuple):
    record: Record  # {"game", "variant", "players", "options", "moves"}
    seats: list[str] | None = None  # ["human" | "easy" | "normal" | "hard"] per seat, or None
    extra: dict[str, int] | None = None  # {"nonce": int, "sender": int}, only the fields present

    def match(self) -> Match:
        """A Match over (a copy of) the record, ready to play on."""
        from .match import Match

        record: Record = {
            **self.record,
            "options": dict(self.record["options"]),
            "moves": list(self.record["moves"]),
        }
        return Match(record)


def new_nonce(rng: random.Random | None = None) -> int:
    """A random 64-bit game id for play by link (SystemRandom unless `rng` is given)."""
    return (rng or random.SystemRandom()).getrandbits(64)


# ---- writing ---------------------------------------------------------------------------


def encode(record: Record, seats: Sequence[str] | None = None, extra: Mapping[str, int] | None = None) -> str:
    """The code for `record` (with who plays each seat and play-by-link `extra`).

    Moves are written in canonical form: a move `play` accepts in another
    spelling (extra spaces, upper case) comes back as `legal_moves` spells it.
    Raises CodeError when the record is not a legal game or too long.
    """
    try:
        rules, state = records.start_state(record)
        moves = records.check_moves(record)
    except records.RecordError:
        raise CodeError(_(NOT_SHAREABLE)) from None
    game = registry.get(record["game"])
    if len(moves) > MAX_MOVES:
        raise CodeError(_(TOO_LONG_TO_SHARE))
    writer = Writer()
    _write_header(writer, record, seats, extra)
    writer.put_uint(len(moves))
    for number, move in enumerate(moves, 1):
        digit, radix, move = _move_digit(game, state, move, number)
        writer.put(digit, radix)
        try:
            state = rules.play(state, move)
        except IllegalMove:
            raise CodeError(_(MOVE_NOT_SHAREABLE).format(number=number)) from None
    text = seal(FORMAT_VERSION, writer.number())
    if len(text) > MAX_CODE_CHARS:
        raise CodeError(_(TOO_LONG_TO_SHARE))
    return text


def _write_header(
    writer: Writer, record: Record, seats: Sequence[str] | None, extra: Mapping[str, int] | None
) -> None:
    game_id, players = record["game"], record["players"]
    game = registry.get(game_id)
    rules, layout = game.rules, game.code
    if record["variant"] not in layout.variants:
        raise CodeError(_(NOT_SHAREABLE))
    writer.put_uint(layout.number)
    writer.put(layout.variants.index(record["variant"]), len(layout.variants))
    writer.put(players - rules.min_players, rules.max_players - rules.min_players + 1)
    options = record.get("options", {})
    if any(name not in layout.options for name in options):
        raise CodeError(_(NOT_SHAREABLE))
    for name in layout.options:
        _write_option(writer, name in options, options.get(name))
    if seats is None:
        writer.put(0, 2)
    else:
        if (
            not isinstance(seats, (list, tuple))
            or len(seats) != players
            or any(not isinstance(kind, str) or kind not in SEAT_KINDS for kind in seats)
        ):
            raise CodeError(_(BAD_SEATS))
        writer.put(1, 2)
        for kind in seats:
            writer.put(SEAT_KINDS.index(kind), len(SEAT_KINDS))
    extra = {} if extra is None else extra
    if not hasattr(extra, "get") or any(key not in EXTRA_FIELDS for key in extra):
        raise CodeError(_(BAD_EXTRA))
    nonce, sender = extra.get("nonce"), extra.get("sender")
    if nonce is not None and (type(nonce) is not int or not 0 <= nonce < NONCE_RADIX):
        raise CodeError(_(BAD_EXTRA))
    if sender is not None and (type(sender) is not int or not 0 <= sender < players):
        raise CodeError(_(BAD_EXTRA))
    writer.put(int(nonce is not None), 2)
    if nonce is not None:
        writer.put(nonce, NONCE_RADIX)
    writer.put(int(sender is not None), 2)
    if sender is not None:
        writer.put(sender, players)


def _write_option(writer: Writer, present: bool, value: OptionValue) -> None:
    if not present:
        writer.put(ABSENT, 6)
    elif value is None:
        writer.put(NONE, 6)
    elif value is False or value is True:
        writer.put(TRUE if value else FALSE, 6)
    elif type(value) is int:
        writer.put(WHOLE, 6)
        try:
            writer.put_int(value)
        except PackError:
            raise CodeError(_(NOT_SHAREABLE)) from None
    elif isinstance(value, str):
        data = value.encode("utf-8")
        if len(data) > MAX_OPTION_TEXT:
            raise CodeError(_(NOT_SHAREABLE))
        writer.put(TEXT, 6)
        writer.put_uint(len(data))
        for byte in data:
            writer.put(byte, 256)
    else:
        raise CodeError(_(NOT_SHAREABLE))


def _move_digit(game: Game[Any], state: Any, move: str, number: int) -> tuple[int, int, str]:
    """(digit, radix, canonical move) for `move` in `state`."""
    rules = game.rules
    refused = CodeError(_(MOVE_NOT_SHAREABLE).format(number=number))
    if rules.is_over(state):
        raise refused
    listed = rules.legal_moves(state)
    if not listed:
        codec = game.chance_codec
        if rules.to_move(state) != CHANCE or codec is None:
            raise refused
        digit = codec.index(state, move)
        if digit is None or codec.outcome(state, digit) != move:
            raise refused
        return digit, codec.radix(state), move
    if move in listed:
        return listed.index(move), len(listed), move
    # Another spelling `play` accepts: find the listed move that does the same.
    try:
        after = rules.play(state, move)
    except IllegalMove:
        raise refused from None
    for digit, candidate in enumerate(listed):
        if rules.play(state, candidate) == after:
            return digit, len(listed), candidate
    raise refused


def seal(version: int, number: int) -> str:
    """The code text for a payload integer: version digit, payload, check."""
    body = ALPHABET[version] + to_text(number)
    return body + check_text(body, CHECK_CHARS, CHECK_SALT)


# ---- reading ---------------------------------------------------------------------------


def decode(text: object) -> Decoded:
    """Decoded(record, seats, extra) for a code; CodeError for anything else."""
    try:
        return _decode(text)
    except CodeError:
        raise
    except Exception:  # a code is outside input: nothing in it may crash the caller
        raise CodeError(_(UNREADABLE)) from None


def looks_like_code(text: str) -> bool:
    """Whether `text` has a code's shape, sound or damaged (see the module's docstring): the
    code's letters only, at least SHORTEST of them, a version's capital first, whitespace only
    where a long line was broken, and no plain word."""
    lines = text.split()
    letters = "".join(lines)
    return (
        len(letters) >= SHORTEST
        and all(char in VALUE for char in letters)
        and letters[0] in VERSION_LETTERS
        and all(len(line) >= WRAPPED_LINE for line in lines[:-1])
        and not (letters[1:].isalpha() and letters[1:].islower())  # "Hello", "Installation"
    )


def unseal(text: object) -> tuple[int, int]:
    """(version, payload integer) of a code whose envelope is sound."""
    if not isinstance(text, str):
        raise NotACode(_(NOT_A_CODE))
    if len(text) > 2 * MAX_CODE_CHARS:
        raise CodeError(_(TOO_LONG))
    shaped = looks_like_code(text)
    text = "".join(text.split())
    if not text:
        raise NotACode(_(EMPTY))
    if len(text) > MAX_CODE_CHARS:
        raise CodeError(_(TOO_LONG))
    if any(char not in VALUE for char in text):
        raise NotACode(_(NOT_A_CODE))
    body, check = text[:-CHECK_CHARS], text[-CHECK_CHARS:]
    if len(text) < SHORTEST or check_text(body, CHECK_CHARS, CHECK_SALT) != check:
        raise CodeError(_(DAMAGED)) if shaped else NotACode(_(NOT_A_CODE))
    version = VALUE[body[0]]
    if version > FORMAT_VERSION:
        raise CodeError(_(NEWER))
    if version < 1:
        raise CodeError(_(DAMAGED))
    try:
        return version, from_text(body[1:])
    except PackError:
        raise CodeError(_(DAMAGED)) from None


def _decode(text: object) -> Decoded:
    _version, number = unseal(text)  # only version 1 exists so far
    reader = Reader(number)
    try:
        record, seats, extra = read_header(reader)
        count = reader.take_uint()
    except PackError:
        raise CodeError(_(DAMAGED)) from None
    if count > MAX_MOVES:
        raise CodeError(_(TOO_MANY_MOVES))
    try:
        rules, state = records.start_state(record)
    except records.RecordError:
        raise CodeError(_(BAD_SETTINGS)) from None
    game = registry.get(record["game"])
    moves = record["moves"]
    for number in range(1, count + 1):
        illegal = CodeError(_(ILLEGAL_MOVE).format(number=number))
        if rules.is_over(state):
            raise illegal
        listed = rules.legal_moves(state)
        if listed:
            move = listed[reader.take(len(listed))]
        else:
            codec = game.chance_codec
            if rules.to_move(state) != CHANCE or codec is None:
                raise illegal
            move = codec.outcome(state, reader.take(codec.radix(state)))
        try:
            state = rules.play(state, move)
        except IllegalMove:
            raise illegal from None
        moves.append(move)
    if not reader.done():
        raise CodeError(_(DAMAGED))
    return Decoded(record, seats, extra)


def read_header(reader: Reader) -> tuple[Record, list[str] | None, dict[str, int]]:
    """(record without moves, seats, extra) from a payload reader."""
    game = registry.by_code_number(reader.take_uint())
    if game is None:
        raise CodeError(_(UNKNOWN_GAME))
    game_id, rules, variants = game.id, game.rules, game.code.variants
    variant = variants[reader.take(len(variants))]
    players = rules.min_players + reader.take(rules.max_players - rules.min_players + 1)
    options: dict[str, OptionValue] = {}
    for name in game.code.options:
        kind = reader.take(6)
        if kind == ABSENT:
            continue
        if kind == WHOLE:
            options[name] = reader.take_int()
        elif kind == TEXT:
            size = reader.take_uint()
            if size > MAX_OPTION_TEXT:
                raise CodeError(_(BAD_SETTINGS))
            data = bytes(reader.take(256) for _ in range(size))
            try:
                options[name] = data.decode("utf-8")
            except UnicodeDecodeError:
                raise CodeError(_(BAD_SETTINGS)) from None
        else:
            options[name] = (None, False, True)[kind - NONE]
    seats = None
    if reader.take(2):
        seats = [SEAT_KINDS[reader.take(len(SEAT_KINDS))] for _ in range(players)]
    extra: dict[str, int] = {}
    if reader.take(2):
        extra["nonce"] = reader.take(NONCE_RADIX)
    if reader.take(2):
        extra["sender"] = reader.take(players)
    record: Record = {
        "game": game_id,
        "variant": variant,
        "players": players,
        "options": options,
        "moves": [],
    }
    return record, seats, extra
