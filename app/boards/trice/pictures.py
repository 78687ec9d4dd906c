"""Small picture helpers the parts share: a die's face, a label fitted to a width."""


def face_of(die):
    """The sprite face of a die named like "W3"."""
    return ("pips", die[0], int(die[1:]))


def fitted(theme, text, sizes, colour, width, bold=False):
    """`text` in the first of the text roles `sizes` (the layout's, largest first) it fits
    `width` in, else in the last (never smaller: the eye tests catch what still spills)."""
    for size in sizes:
        label = theme.text(text, size, colour, bold)
        if label.get_width() <= width:
            break
    return label
