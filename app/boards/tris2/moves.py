"""The field's directions and the moves' notation, as the board's parts build moves.

A cell is written "x,y" in moves ("1,2"): for the rules, never for people (the
field has no rulers). North is y - 1.
"""

Cell = tuple[int, int]  # a cell of the field, (x, y)

STEPS: dict[str, Cell] = {"N": (0, -1), "E": (1, 0), "S": (0, 1), "W": (-1, 0)}
GRID: list[Cell] = [(x, y) for y in range(3) for x in range(3)]  # the start area


def cell_code(where: Cell) -> str:
    return f"{where[0]},{where[1]}"


def roll_move(where: Cell, direction: str) -> str:
    return f"{cell_code(where)} {direction}"


def put_move(where: Cell, orient: str) -> str:
    return f"put {cell_code(where)} {orient}"


def turn_move(where: Cell) -> str:
    return f"turn {cell_code(where)}"


def direction_to(start: Cell, end: Cell) -> str | None:
    """N/E/S/W if `end` is the orthogonal neighbour of `start`, else None."""
    step = (end[0] - start[0], end[1] - start[1])
    return next((d for d, s in STEPS.items() if s == step), None)


def swipe_direction(dx: float, dy: float) -> str:
    """The roll direction of a drag by (dx, dy) px: the larger axis wins."""
    if abs(dx) >= abs(dy):
        return "E" if dx > 0 else "W"
    return "S" if dy > 0 else "N"
