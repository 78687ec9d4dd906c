"""Colour differences as people with each kind of colour vision see them: the measure behind
tools/colour_pairs.py (docs/design.md, "Colour") and tests/test_colour.py.

numpy (a dev dependency); the app never imports this.

- sRGB (IEC 61966-2-1) to linear light, to CIE XYZ and CIELAB (CIE 15, D65 white).
- Dichromacy simulated with Machado, Oliveira and Fernandes (2009), "A physiologically-based
  model for simulation of color vision deficiency", IEEE TVCG 15(6): the matrices for severity
  1.0 (protanopia, deuteranopia, tritanopia), applied to linear RGB, the result clipped to the
  gamut, as the paper and its reference implementation do.
- CIEDE2000 (CIE 142-2001) as Sharma, Wu and Dalal (2005), "The CIEDE2000 color-difference
  formula: implementation notes, supplementary test data, and mathematical observations",
  Color Research & Application 30(1) write it out, kL = kC = kH = 1;
  tests/test_colour.py holds it to their 34 test pairs.
"""

from __future__ import annotations

import numpy as np

VISIONS = ("normal", "protanopia", "deuteranopia", "tritanopia")

# Machado et al. 2009, Table 1, severity 1.0 (linear RGB in, linear RGB out).
MACHADO = {
    "normal": np.eye(3),
    "protanopia": np.array(
        [[0.152286, 1.052583, -0.204868], [0.114503, 0.786281, 0.099216], [-0.003882, -0.048116, 1.051998]]
    ),
    "deuteranopia": np.array(
        [[0.367322, 0.860646, -0.227968], [0.280085, 0.672501, 0.047413], [-0.011820, 0.042940, 0.968881]]
    ),
    "tritanopia": np.array(
        [[1.255528, -0.076749, -0.178779], [-0.078411, 0.930809, 0.147602], [0.004733, 0.691367, 0.303900]]
    ),
}

# linear sRGB to XYZ (D65), IEC 61966-2-1
RGB_TO_XYZ = np.array(
    [[0.4124564, 0.3575761, 0.1804375], [0.2126729, 0.7151522, 0.0721750], [0.0193339, 0.1191920, 0.9503041]]
)
WHITE = RGB_TO_XYZ @ np.ones(3)  # D65 as sRGB's white: (0.9505, 1.0, 1.0888)


def to_array(colour) -> np.ndarray:
    """An (r, g, b[, a]) colour, a '#rrggbb' string, or an array of them (..., 3), 0-255."""
    if isinstance(colour, str):
        value = colour.lstrip("#")
        colour = [int(value[i : i + 2], 16) for i in (0, 2, 4)]
    array = np.asarray(colour, dtype=float)
    return array[..., :3]


def linear(rgb255) -> np.ndarray:
    c = to_array(rgb255) / 255.0
    return np.where(c <= 0.04045, c / 12.92, ((c + 0.055) / 1.055) ** 2.4)


def encoded(linear_rgb) -> np.ndarray:
    """Linear RGB (0-1) back to 0-255 sRGB values (floats)."""
    c = np.clip(linear_rgb, 0.0, 1.0)
    return 255.0 * np.where(c <= 0.0031308, 12.92 * c, 1.055 * c ** (1 / 2.4) - 0.055)


def simulate(rgb255, vision: str) -> np.ndarray:
    """How `vision` sees the colour, as 0-255 sRGB (Machado et al. 2009, severity 1.0)."""
    matrix = MACHADO[vision]
    return encoded(np.clip(linear(rgb255) @ matrix.T, 0.0, 1.0))


def lab(rgb255, vision: str = "normal") -> np.ndarray:
    """CIELAB (D65) of the colour as `vision` sees it."""
    rgb = np.clip(linear(rgb255) @ MACHADO[vision].T, 0.0, 1.0)
    xyz = rgb @ RGB_TO_XYZ.T / WHITE
    epsilon, kappa = 216 / 24389, 24389 / 27
    f = np.where(xyz > epsilon, np.cbrt(xyz), (kappa * xyz + 16) / 116)
    return np.stack(
        [116 * f[..., 1] - 16, 500 * (f[..., 0] - f[..., 1]), 200 * (f[..., 1] - f[..., 2])], axis=-1
    )


def ciede2000(lab1, lab2) -> np.ndarray:
    """CIEDE2000 between CIELAB colours (arrays (..., 3)), Sharma et al.'s equations 1-22."""
    lab1, lab2 = np.asarray(lab1, dtype=float), np.asarray(lab2, dtype=float)
    L1, a1, b1 = lab1[..., 0], lab1[..., 1], lab1[..., 2]
    L2, a2, b2 = lab2[..., 0], lab2[..., 1], lab2[..., 2]
    C1, C2 = np.hypot(a1, b1), np.hypot(a2, b2)
    C_bar7 = ((C1 + C2) / 2) ** 7
    G = 0.5 * (1 - np.sqrt(C_bar7 / (C_bar7 + 25.0**7)))
    a1p, a2p = (1 + G) * a1, (1 + G) * a2
    C1p, C2p = np.hypot(a1p, b1), np.hypot(a2p, b2)
    h1p = np.where(C1p == 0, 0.0, np.degrees(np.arctan2(b1, a1p)) % 360)
    h2p = np.where(C2p == 0, 0.0, np.degrees(np.arctan2(b2, a2p)) % 360)
    dLp = L2 - L1
    dCp = C2p - C1p
    product = C1p * C2p
    dh = h2p - h1p
    dhp = np.where(product == 0, 0.0, np.where(dh > 180, dh - 360, np.where(dh < -180, dh + 360, dh)))
    dHp = 2 * np.sqrt(product) * np.sin(np.radians(dhp / 2))
    Lp_bar = (L1 + L2) / 2
    Cp_bar = (C1p + C2p) / 2
    h_sum = h1p + h2p
    hp_bar = np.where(
        product == 0,
        h_sum,
        np.where(
            np.abs(h1p - h2p) <= 180, h_sum / 2, np.where(h_sum < 360, (h_sum + 360) / 2, (h_sum - 360) / 2)
        ),
    )
    T = (
        1
        - 0.17 * np.cos(np.radians(hp_bar - 30))
        + 0.24 * np.cos(np.radians(2 * hp_bar))
        + 0.32 * np.cos(np.radians(3 * hp_bar + 6))
        - 0.20 * np.cos(np.radians(4 * hp_bar - 63))
    )
    d_theta = 30 * np.exp(-(((hp_bar - 275) / 25) ** 2))
    Cp_bar7 = Cp_bar**7
    R_C = 2 * np.sqrt(Cp_bar7 / (Cp_bar7 + 25.0**7))
    S_L = 1 + 0.015 * (Lp_bar - 50) ** 2 / np.sqrt(20 + (Lp_bar - 50) ** 2)
    S_C = 1 + 0.045 * Cp_bar
    S_H = 1 + 0.015 * Cp_bar * T
    R_T = -np.sin(np.radians(2 * d_theta)) * R_C
    light, c, h = dLp / S_L, dCp / S_C, dHp / S_H
    return np.sqrt(light * light + c * c + h * h + R_T * c * h)


def difference(first, second, vision: str = "normal") -> float:
    """ΔE00 between two sRGB colours as `vision` sees them."""
    return float(ciede2000(lab(first, vision), lab(second, vision)))


def differences(first, second) -> dict[str, float]:
    """ΔE00 under normal vision and the three full-strength dichromacies."""
    return {vision: difference(first, second, vision) for vision in VISIONS}


def blend(under, over, alpha: float) -> tuple[int, int, int]:
    """`over` drawn at `alpha` (0-1) on `under`, as pygame blends 8-bit colours."""
    u, o = to_array(under), to_array(over)
    r, g, b = (int(round(x)) for x in u + (o - u) * alpha)
    return r, g, b
