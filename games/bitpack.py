"""Mixed-radix packing and base-64 text for game codes (see games/codes.py).

A `Writer` collects digits, each with its own radix (how many values it could
have had), and folds them into one non-negative integer; a `Reader` takes them
back in the same order. The first digit written is the least significant, so
a reader peels digits off the low end with ``divmod`` without knowing how many
follow. A digit of radix 1 (a forced move) costs nothing at all.

Unbounded numbers (a move count, an option's whole number) are written as
groups of 4 bits, each followed by a 1-of-2 digit saying whether another group
follows; a reader refuses a number spelled with a needless zero group, so every
number has exactly one spelling.

`to_text` / `from_text` write an integer in base 64 with the URL-safe
alphabet (``A-Z a-z 0-9 - _``, most significant character first, no leading
``A`` except for zero itself); `check_text` is a truncated SHA-256 of a text.
Pure Python, stdlib only (hashlib), so it runs under pygbag.
"""

import hashlib

ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"
VALUE = {char: value for value, char in enumerate(ALPHABET)}
GROUP_BITS = 4
MAX_GROUPS = 17  # 68 bits: room for any 64-bit number


class PackError(ValueError):
    """Digits that no `Writer` would have produced."""


class Writer:
    def __init__(self) -> None:
        self.digits: list[tuple[int, int]] = []  # (digit, radix), least significant first

    def put(self, digit: int, radix: int) -> None:
        if type(digit) is not int or type(radix) is not int or not 0 <= digit < radix:
            raise PackError(f"digit {digit!r} does not fit radix {radix!r}")
        if radix > 1:
            self.digits.append((digit, radix))

    def put_uint(self, number: int) -> None:
        if type(number) is not int or number < 0 or number >> (GROUP_BITS * MAX_GROUPS):
            raise PackError(f"{number!r} is not a small whole number")
        while True:
            number, low = divmod(number, 1 << GROUP_BITS)
            self.put(low, 1 << GROUP_BITS)
            self.put(1 if number else 0, 2)
            if not number:
                return

    def put_int(self, number: int) -> None:
        """A signed whole number (zigzag: 0, -1, 1, -2, 2 ... as 0, 1, 2, 3, 4 ...)."""
        if type(number) is not int:
            raise PackError(f"{number!r} is not a whole number")
        self.put_uint(number * 2 if number >= 0 else -number * 2 - 1)

    def number(self) -> int:
        total = 0
        for digit, radix in reversed(self.digits):
            total = total * radix + digit
        return total


class Reader:
    def __init__(self, number: int) -> None:
        self.rest = number

    def take(self, radix: int) -> int:
        if radix == 1:
            return 0
        self.rest, digit = divmod(self.rest, radix)
        return digit

    def take_uint(self) -> int:
        number = 0
        for group in range(MAX_GROUPS):
            low = self.take(1 << GROUP_BITS)
            number |= low << (GROUP_BITS * group)
            if not self.take(2):
                if group and not low:
                    raise PackError("a number with a needless zero group")
                return number
        raise PackError("a number too long to be real")

    def take_int(self) -> int:
        code = self.take_uint()
        return code // 2 if code % 2 == 0 else -(code + 1) // 2

    def done(self) -> bool:
        return self.rest == 0


def to_text(number: int) -> str:
    """`number` (>= 0) in base 64, most significant character first."""
    if number < 0:
        raise PackError("negative numbers have no text")
    bits = format(number, "b")
    bits = "0" * (-len(bits) % 6) + bits
    return "".join(ALPHABET[int(bits[i : i + 6], 2)] for i in range(0, len(bits), 6))


def from_text(text: str) -> int:
    """The number `to_text` wrote; PackError for any other spelling."""
    if not text or (len(text) > 1 and text[0] == "A"):
        raise PackError("not a canonical base-64 number")
    try:
        return int("".join(format(VALUE[char], "06b") for char in text), 2)
    except KeyError:
        raise PackError("a character outside the code alphabet") from None


def check_text(text: str, chars: int, salt: bytes = b"") -> str:
    """`chars` base-64 characters of SHA-256 over salt + text (6 bits each)."""
    digest = hashlib.sha256(salt + text.encode("utf-8")).digest()
    value = int.from_bytes(digest[:8], "big") >> (64 - 6 * chars)
    return "".join(ALPHABET[(value >> (6 * (chars - 1 - i))) & 63] for i in range(chars))
