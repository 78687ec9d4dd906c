"""Small picture helpers the parts share: a die's face, a label fitted to a width."""


def face_of(die):
    """The sprite face of a die named like "W3"."""
    return ("pips", die[0], int(die[1:]))


def fitted(theme, text, size, colour, width, bold=False, smallest=10):
    """`text` rendered at `size`, or smaller until it fits `width`."""
    label = theme.text(text, size, colour, bold)
    while label.get_width() > width and size > smallest:
        size -= 1
        label = theme.text(text, size, colour, bold)
    return label
