"""Synthesise TriDice's sound effects into sounds/<name>.ogg.

    python tools/make_sounds.py [--out DIR]

Each sound is built from damped sines and filtered noise (noise comes from a
seeded random.Random), brought to one loudness (TARGET_LUFS, measured as
ITU-R BS.1770-4 does by tools/loudness.py: every sound within 3 LU of the others,
the refusal a little quieter than a win; docs/design.md, "Sound", has the
figures), made 16-bit mono PCM at 22050 Hz, then encoded to Ogg Vorbis with
`soundfile` (its wheels bundle libsndfile with libvorbis; soundfile and numpy
are pinned in requirements-dev.txt).

libsndfile gives every Ogg stream a random serial number, so two runs would
differ. `fix_serial` rewrites the serial in every page to a constant and
recomputes each page's CRC, which makes the output byte-for-byte repeatable.
"""

import argparse
import array
import io
import math
import os
import random
import struct
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
if ROOT not in sys.path:  # run as a script: tools/ is a package of the project
    sys.path.insert(0, ROOT)

from tools import loudness  # noqa: E402

DEFAULT_OUT = os.path.join(ROOT, "sounds")
RATE = 22050
TARGET_LUFS = -18.0  # every sound's integrated loudness (tools/loudness.py)...
QUIETER_LU = {"invalid": 2.0}  # ...but these, so many LU below: a refusal is never as loud as a win
CEILING_DBFS = -1.0  # ...and no sample louder than this (a sound too sparse to reach the
# target under it stays below: the roll)
QUALITY_LEVEL = 0.3  # libsndfile compression level: 0 = best quality, 1 = smallest
SERIAL = 0x54524944  # "TRID": the fixed Ogg stream serial number


# ---- synthesis ---------------------------------------------------------------


def samples(seconds):
    return round(seconds * RATE)


def blank(seconds):
    return [0.0] * samples(seconds)


def mix_in(buffer, start, sound, gain=1.0):
    """Add `sound` into `buffer` from `start` seconds on (cut at the buffer's end)."""
    offset = samples(start)
    for i, value in enumerate(sound[: max(0, len(buffer) - offset)]):
        buffer[offset + i] += value * gain


def ping(freq, decay, seconds, attack=0.001):
    """A sine that starts with a short ramp and dies away exponentially."""
    ramp = max(1, samples(attack))
    return [
        math.sin(2 * math.pi * freq * i / RATE) * math.exp(-i / (decay * RATE)) * min(1.0, i / ramp)
        for i in range(samples(seconds))
    ]


def bell(freq, decay, seconds):
    """A soft bell: a fundamental with quieter, faster-dying overtones."""
    tone = blank(seconds)
    for partial, gain, speed in ((1, 1.0, 1.0), (2, 0.35, 1.7), (3, 0.12, 2.5)):
        mix_in(tone, 0, ping(freq * partial, decay / speed, seconds, attack=0.004), gain)
    return tone


def noise(rng, decay, seconds, smooth=0.0):
    """A burst of white noise dying away; `smooth` (0..1) low-passes it."""
    out, last = [], 0.0
    for i in range(samples(seconds)):
        last = last * smooth + rng.uniform(-1.0, 1.0) * (1.0 - smooth)
        out.append(last * math.exp(-i / (decay * RATE)))
    return out


def roll():
    """Three dice rattling on a table: each clicks ever slower and softer."""
    rng = random.Random(1)
    out = blank(0.6)
    for die in range(3):
        t, strength = 0.004 + 0.012 * die, 1.0
        while t < 0.48:
            click = noise(rng, 0.002, 0.02, smooth=0.3)
            mix_in(click, 0, ping(rng.uniform(1800, 3600), rng.uniform(0.005, 0.01), 0.04), 0.8)
            if rng.random() < 0.25:  # now and then a die lands flat: a low knock
                mix_in(click, 0, ping(rng.uniform(160, 220), 0.02, 0.04), 0.6)
            mix_in(out, t, click, strength * rng.uniform(0.5, 1.0))
            t += rng.uniform(0.025, 0.06) * (1.0 + 2.0 * t)
            strength *= 0.86
    return out


def place():
    """A soft wooden knock."""
    out = blank(0.2)
    mix_in(out, 0, ping(165, 0.045, 0.2, attack=0.002))
    mix_in(out, 0, ping(340, 0.022, 0.1, attack=0.002), 0.5)
    mix_in(out, 0, noise(random.Random(2), 0.003, 0.02, smooth=0.6), 0.5)
    return out


def select():
    """A short bright tick."""
    out = blank(0.06)
    mix_in(out, 0, ping(2200, 0.008, 0.06))
    mix_in(out, 0, ping(4400, 0.004, 0.03), 0.3)
    return out


def invalid():
    """A low, slightly rough buzz: two detuned band-limited sawtooths."""
    length, attack, release = 0.3, 0.008, 0.06
    out = []
    for i in range(samples(length)):
        t = i / RATE
        value = sum(math.sin(2 * math.pi * k * f * t) / k for f in (98.0, 103.5) for k in range(1, 10))
        envelope = min(1.0, t / attack, (length - t) / release)
        out.append(value * envelope)
    return out


def arpeggio(freqs, step, decay, tail):
    out = blank(step * (len(freqs) - 1) + tail)
    for n, freq in enumerate(freqs):
        last = n == len(freqs) - 1
        mix_in(out, n * step, bell(freq, decay * (1.8 if last else 1.0), tail))
    return out


def win():
    """C major rising: C5 E5 G5 C6."""
    return arpeggio((523.25, 659.26, 783.99, 1046.50), 0.09, 0.22, 0.6)


def lose():
    """C minor falling: G4 Eb4 C4."""
    return arpeggio((392.00, 311.13, 261.63), 0.16, 0.22, 0.55)


def draw():
    """A shared result: two soft chords, F major then C major (the "amen" cadence),
    their top note C5 held, so the figure neither rises like the win nor falls like the
    loss, and comes to rest."""
    step, tail = 0.18, 0.55
    out = blank(step + tail)
    for n, chord in enumerate(((349.23, 440.00, 523.25), (329.63, 392.00, 523.25))):
        for freq in chord:
            mix_in(out, n * step, bell(freq, 0.22 * (1.8 if n else 1.0), tail), 1 / len(chord))
    return out


def button():
    """A light click, softer and shorter than select."""
    out = blank(0.04)
    mix_in(out, 0, ping(1500, 0.005, 0.04), 0.7)
    mix_in(out, 0, noise(random.Random(3), 0.0008, 0.01), 0.4)
    return out


SOUNDS = {
    "roll": roll,
    "place": place,
    "select": select,
    "invalid": invalid,
    "win": win,
    "lose": lose,
    "draw": draw,
    "button": button,
}


def faded(sound):
    """The last 40 ms faded out, so the end never clicks."""
    fade = samples(0.04)
    return [value * min(1.0, (len(sound) - i) / fade) for i, value in enumerate(sound)]


def gain_db(name, sound):
    """The gain that brings `sound` to its loudness (TARGET_LUFS less QUIETER_LU), kept under
    CEILING_DBFS; rounded to 0.01 dB so the bytes never hang on a float's last digit."""
    target = TARGET_LUFS - QUIETER_LU.get(name, 0.0)
    wanted = target - loudness.integrated(sound, RATE)
    room = CEILING_DBFS - loudness.peak_dbfs(sound)
    return round(min(wanted, room), 2)


def to_pcm16(sound, gain=0.0):
    """Scale by `gain` dB and pack as int16."""
    factor = 10 ** (gain / 20)
    pcm = array.array("h")
    for value in sound:
        pcm.append(max(-32767, min(32767, round(value * factor * 32767))))
    return pcm.tobytes()


def levelled(name):
    """The sound `name`, faded, at its loudness: 16-bit PCM."""
    sound = faded(SOUNDS[name]())
    return to_pcm16(sound, gain_db(name, sound))


# ---- Ogg: a fixed serial number ------------------------------------------------


def _crc_table():
    table = []
    for byte in range(256):
        crc = byte << 24
        for _ in range(8):
            crc = ((crc << 1) ^ 0x04C11DB7) if crc & 0x80000000 else crc << 1
        table.append(crc & 0xFFFFFFFF)
    return table


CRC_TABLE = _crc_table()


def ogg_crc(data):
    """The Ogg page checksum: CRC-32, polynomial 0x04C11DB7, initial value 0,
    no bit reflection and no final xor, over the page with its CRC field zeroed."""
    crc = 0
    for byte in data:
        crc = ((crc << 8) & 0xFFFFFFFF) ^ CRC_TABLE[((crc >> 24) ^ byte) & 0xFF]
    return crc


def fix_serial(data, serial=SERIAL):
    """Rewrite the stream serial number of every Ogg page and its CRC."""
    out, pos = bytearray(), 0
    while pos < len(data):
        if data[pos : pos + 4] != b"OggS":
            raise ValueError(f"no Ogg page at byte {pos}")
        segments = data[pos + 26]
        body = sum(data[pos + 27 : pos + 27 + segments])
        page = bytearray(data[pos : pos + 27 + segments + body])
        stored = struct.unpack_from("<I", page, 22)[0]
        struct.pack_into("<I", page, 22, 0)
        if ogg_crc(page) != stored:  # proves the CRC code against the encoder's
            raise ValueError(f"bad CRC in the Ogg page at byte {pos}")
        struct.pack_into("<I", page, 14, serial)
        struct.pack_into("<I", page, 22, ogg_crc(page))
        out += page
        pos += len(page)
    return bytes(out)


def encode_ogg(pcm):
    import soundfile  # a tool-only dependency (requirements-dev.txt)

    buffer = io.BytesIO()
    with soundfile.SoundFile(
        buffer,
        "w",
        samplerate=RATE,
        channels=1,
        format="OGG",
        subtype="VORBIS",
        compression_level=QUALITY_LEVEL,
    ) as ogg:
        ogg.buffer_write(pcm, "int16")
    return fix_serial(buffer.getvalue())


def generate(out_dir=DEFAULT_OUT):
    """Write every sound into out_dir; return the file names written."""
    os.makedirs(out_dir, exist_ok=True)
    written = []
    for name in SOUNDS:
        filename = f"{name}.ogg"
        with open(os.path.join(out_dir, filename), "wb") as handle:
            handle.write(encode_ogg(levelled(name)))
        written.append(filename)
    return written


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default=DEFAULT_OUT, help="output folder (default: sounds/)")
    args = parser.parse_args(argv)
    for name in generate(args.out):
        path = os.path.join(args.out, name)
        print(f"{os.path.getsize(path):8d}  {path}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
