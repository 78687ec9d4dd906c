"""Loudness of a sound as ITU-R BS.1770-4 measures it (EBU R128's LUFS and LU), in numpy.

    python tools/loudness.py sounds/*.ogg     # each file's integrated loudness and peak

`integrated(samples, rate)` is BS.1770-4's gated integrated loudness of a mono signal
(floats, full scale 1.0): the K-weighting (a high shelf of about +4 dB above 1.5 kHz, the
head's effect, then a high pass below about 38 Hz), the mean square in blocks of 400 ms
overlapping by 75%, an absolute gate at -70 LUFS and a relative gate 10 LU below the loudness
of the blocks above it. The filters are derived for any sample rate from their analog
parameters (as libebur128 does); at 48 kHz they are the standard's own coefficients.

A sound shorter than a block (a click of 40 ms, a buzz of 300 ms) has no whole block at all:
its one block is the sound itself, so it is rated by its mean square while it sounds. (Padding
it with silence to 400 ms instead would rate a 40 ms click 10 LU below a long tone of the same
level, where the ear, summing a sound's energy over its first 100-200 ms, hears it some 4-7 dB
below: normalised that way, the clicks would come out louder than the jingles; this way, a
little softer, as a click should be.)
docs/design.md ("Sound") has the figures; tests/test_assets.py checks the committed sounds.
"""

import math
import sys

import numpy as np

BLOCK_S = 0.4  # gating block
STEP_S = 0.1  # 75% overlap
ABSOLUTE_GATE = -70.0  # LUFS
RELATIVE_GATE = -10.0  # LU below the absolute-gated loudness

SHELF_F0, SHELF_GAIN_DB, SHELF_Q = 1681.974450955533, 3.999843853973347, 0.7071752369554196
SHELF_VB_EXPONENT = 0.4996667741545416
HIGHPASS_F0, HIGHPASS_Q = 38.13547087602444, 0.5003270373238773


def k_filters(rate):
    """The two biquads of the K-weighting at `rate` Hz: [(b, a), (b, a)], a[0] == 1."""
    k = math.tan(math.pi * SHELF_F0 / rate)
    vh = 10 ** (SHELF_GAIN_DB / 20)
    vb = vh**SHELF_VB_EXPONENT
    a0 = 1 + k / SHELF_Q + k * k
    shelf = (
        ((vh + vb * k / SHELF_Q + k * k) / a0, 2 * (k * k - vh) / a0, (vh - vb * k / SHELF_Q + k * k) / a0),
        (1.0, 2 * (k * k - 1) / a0, (1 - k / SHELF_Q + k * k) / a0),
    )
    k = math.tan(math.pi * HIGHPASS_F0 / rate)
    a0 = 1 + k / HIGHPASS_Q + k * k
    highpass = (1.0, -2.0, 1.0), (1.0, 2 * (k * k - 1) / a0, (1 - k / HIGHPASS_Q + k * k) / a0)
    return [shelf, highpass]


def biquad(x, b, a):
    """Direct form I, one sample at a time (the sounds are short: a plain loop is enough)."""
    b0, b1, b2 = b
    _, a1, a2 = a
    y = np.empty(len(x))
    x1 = x2 = y1 = y2 = 0.0
    for i, value in enumerate(x.tolist()):
        out = b0 * value + b1 * x1 + b2 * x2 - a1 * y1 - a2 * y2
        x2, x1, y2, y1 = x1, value, y1, out
        y[i] = out
    return y


def k_weighted(samples, rate):
    x = np.asarray(samples, dtype=float)
    for b, a in k_filters(rate):
        x = biquad(x, b, a)
    return x


def block_powers(samples, rate):
    """The K-weighted mean square of each 400 ms block (every 100 ms); a signal shorter
    than a block is one block."""
    x = k_weighted(samples, rate)
    block, step = min(len(x), round(BLOCK_S * rate)), round(STEP_S * rate)
    if block == 0:
        return np.zeros(0)
    squares = np.concatenate([[0.0], np.cumsum(x * x)])
    starts = np.arange(0, len(x) - block + 1, step)
    return (squares[starts + block] - squares[starts]) / block


def lufs(power):
    return -0.691 + 10 * math.log10(power) if power > 0 else -math.inf


def integrated(samples, rate):
    """BS.1770-4 gated integrated loudness in LUFS (-inf for silence)."""
    powers = block_powers(samples, rate)
    loud = np.array([p for p in powers if lufs(p) > ABSOLUTE_GATE])
    if len(loud) == 0:
        return -math.inf
    threshold = lufs(float(loud.mean())) + RELATIVE_GATE
    kept = np.array([p for p in loud if lufs(p) > threshold])
    return lufs(float(kept.mean()))


def peak_dbfs(samples):
    top = float(np.max(np.abs(np.asarray(samples, dtype=float))))
    return 20 * math.log10(top) if top > 0 else -math.inf


def read(path):
    """A sound file's samples (mono floats) and rate: soundfile (requirements-dev.txt)."""
    import soundfile

    data, rate = soundfile.read(path, dtype="float64", always_2d=True)
    return data.mean(axis=1), rate


def main(argv=None):
    paths = sys.argv[1:] if argv is None else argv
    for path in paths:
        samples, rate = read(path)
        print(
            f"{integrated(samples, rate):7.2f} LUFS  peak {peak_dbfs(samples):6.2f} dBFS"
            f"  {len(samples) / rate:5.2f} s  {path}"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
