"""Every text a player sees goes through a translation call (issue 22 point 1): the files
of the games and the boards are scanned for player words left out of `_`, `N_` and
`ngettext`, the data built at import or read from files is checked against the marked
messages, and the rules' sentences come out translated when the language changes.

What the scan owns is OWNED (games/, the boards, the table's modes, the coach line, the
seats, the shell's files app/*.py and app/scenes/, main.py and the web page's words), with
each file's non-player texts in ALLOWED. A text the scan flags is either wrapped at the
point it is shown (`_("...")`, named fields filled after translation) or, if no player
ever reads it, listed in ALLOWED with the reason.

How the scan decides (`unwrapped`):
- a string constant, or an f-string's literal part, with a word and a space (or one
  capitalised word) that is not inside `_()`, `N_()` or `ngettext()`; docstrings, attribute
  docstrings, `__repr__`, type strings and move notation (api.md: "place b2") are skipped;
- any string with a letter handed straight to a drawing, button, saying or refusing call
  (theme.text, fitted, wrap, Button, Hit(say=...), IllegalMove...): even one lower-case word;
- and a module that imports `_` must not assign the name `_` in a function (a throwaway
  `_` there would shadow the translation call: UnboundLocalError in that function).
"""

from __future__ import annotations

import ast
import json
import random
import re
from pathlib import Path

import pytest

from games import i18n, registry
from games.core import CHANCE

ROOT = Path(__file__).resolve().parent.parent
OWNED = (
    "games/**/*.py",
    "app/boards/**/*.py",
    "app/play/**/*.py",
    "app/ui/coach_line.py",
    "app/seats.py",
    "app/*.py",
    "app/scenes/*.py",
    "main.py",
    "tools/page_texts.py",
)
NOT_SCANNED = {"games/i18n.py"}  # the translation calls themselves
WRAPPERS = {"_", "N_", "ngettext", "pgettext"}

# Move notation (api.md) is never translated: a string that starts with a move's verb.
NOTATION = re.compile(
    r"^(roll|give|place|mark|swap|inc|start|claim|attack|teleport|pass|card|void|bonus|put|turn|"
    r"remove|setup|offer-draw|accept-draw|decline-draw)( |$)"
)

# Texts no player reads, by file: {path: {text: reason}}; "*" allows every flagged text of
# the file (developer errors only).
DEVELOPER_ERRORS = "a programming error's message for developers, never shown to a player"
ALLOWED: dict[str, dict[str, str]] = {
    "app/boards/frame.py": {
        "the quick brown fox jumps over the lazy dog": "a line measured for its average letter, never shown"
    },
    "games/bitpack.py": {"*": DEVELOPER_ERRORS},
    "games/dicecodec.py": {"*": DEVELOPER_ERRORS},
    "games/registry.py": {"*": DEVELOPER_ERRORS},
    "games/puzzle_search.py": {"a puzzle's line has no dice": DEVELOPER_ERRORS},
    "games/agents.py": {"unknown level ": DEVELOPER_ERRORS},
    "games/trice/ai.py": {"unknown level ": DEVELOPER_ERRORS},
    "games/tris2/ai.py": {"unknown level ": DEVELOPER_ERRORS},
    "games/triad/ai.py": {"unknown level ": DEVELOPER_ERRORS},
    "games/tri/ai.py": {"unknown level ": DEVELOPER_ERRORS},
    "games/lesson.py": {
        "*": "the lesson checker's problems, for tests/test_lessons.py and the lesson's author"
    },
    "games/figures.py": {
        "*": "the rules pictures' checker's problems, for tests/test_rules_figures.py and their author"
    },
    "games/game.py": {"Judge": "the attribute a judge module is loaded by"},
    "games/puzzles.py": {"TriDice puzzle\n": "the daily order's hash salt"},
    "games/trice/reach.py": {
        "perfect from the ": "the hard level's note, built in English; shown through reach.MARKED_NOTES "
        "(tested below)",
        " unless a full card decides": "the same note's tail",
        " die": "the same note",
        "th": "the same note's ordinal",
    },
    "games/tris2/rules.py": {"Tris 2": "a game's name stays as it is"},
    "games/triad/rules.py": {"Triad": "a game's name stays as it is"},
    "games/tri/state.py": {
        "attacker card": "a phase's name: an identifier",
        "defender card": "a phase's name: an identifier",
    },
    "app/boards/tri/battle.py": {"attacker card": "a phase's name", "defender card": "a phase's name"},
    # the shell's files (docs/i18n.md)
    "app/cli.py": {
        "*": "the command line's help and refusals: English, like argparse's own words, and read "
        "before any language is chosen"
    },
    "app/scenes/demo.py": {"*": "--demo's refusal, for developers"},
    "app/page/web_async.py": {"*": "the page's JavaScript helper and its error names"},
    "app/ui/design.py": {
        "triad board": "a palette entry's name",
        "trice white": "a palette entry's name",
        "tris2 ivory": "a palette entry's name",
    },
    "app/saved/storage.py": {
        "Library": "a folder's name on macOS",
        "Application Support": "a folder's name on macOS",
    },
    "app/page/web.py": {"(prefers-reduced-motion: reduce)": "a CSS media query"},
    "app/saved/record.py": {"not a date: ": DEVELOPER_ERRORS},
    "app/scenes/menu.py": {"TriDice": "the app's name stays as it is"},
    "app/saved/puzzle_results.py": {"puzzle-": "the link's code prefix, not words"},
    "app/sharing/send.py": {"python main.py": "a command to type, not words"},
    "tools/page_texts.py": {
        ".mo is missing: make web compiles it (or make catalogs)": "the web build's refusal, for developers",
        "/LC_MESSAGES/": "a path",
        "locale/": "a path",
        "web/index.tmpl names a page text that tools/page_texts.py lacks: ": "the web build's refusal, "
        "for developers",
    },
    "app/boards/tri/view.py": {"defender card": "a phase's name"},
    "app/boards/tri/words.py": {"attacker card": "a phase's name", "defender card": "a phase's name"},
}

# Calls that show (or say, or refuse with) their text: {name: positional arguments to check}.
SHOWN = {
    "text": (0,),
    "lines": (0,),
    "fits": (0,),
    "largest": (0,),
    "fitted": (1,),
    "fitted_text": (1,),
    "wrap": (1,),
    "Button": (0,),
    "ActionButton": (0,),
    "LookButton": (0,),
    "IconButton": (0, 3),
    "IllegalMove": (0,),
    "PuzzleError": (0,),
    "CodeError": (0,),
    "RecordError": (0,),
    "say": (0,),
    "refuse": (0,),
    "notify": (0,),
}
SHOWN_KEYWORDS = {"say", "title", "text", "label", "shorter"}


def owned_files() -> list[Path]:
    found = {path for pattern in OWNED for path in ROOT.glob(pattern)}
    return sorted(path for path in found if path.relative_to(ROOT).as_posix() not in NOT_SCANNED)


def _name(func: ast.expr) -> str | None:
    if isinstance(func, ast.Name):
        return func.id
    if isinstance(func, ast.Attribute):
        return func.attr
    return None


def _skipped(tree: ast.AST) -> set[int]:
    """ids of nodes no player reads: docstrings and attribute docstrings (a string as a
    statement), `__repr__`'s strings, the arguments of the translation calls (wrapped), types
    written as strings (in annotations, a subscript such as `Mapping[str, "int | None"]`,
    `cast`'s first argument) and an assert's message (a developer's error)."""
    out: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant):
            out.add(id(node.value))
        elif isinstance(node, ast.Subscript):
            out.update(id(sub) for sub in ast.walk(node.slice) if isinstance(sub, ast.Constant))
        elif isinstance(node, ast.Call) and _name(node.func) == "cast" and node.args:
            out.update(id(sub) for sub in ast.walk(node.args[0]))
        elif isinstance(node, ast.Assert) and node.msg is not None:
            out.update(id(sub) for sub in ast.walk(node.msg))
        elif isinstance(node, ast.FunctionDef) and node.name == "__repr__":
            out.update(id(sub) for sub in ast.walk(node))
        elif isinstance(node, ast.Call) and _name(node.func) in WRAPPERS:
            out.update(id(sub) for sub in ast.walk(node))
        elif isinstance(node, (ast.AnnAssign, ast.arg)) and node.annotation is not None:
            out.update(id(sub) for sub in ast.walk(node.annotation))
        elif isinstance(node, ast.FunctionDef) and node.returns is not None:
            out.update(id(sub) for sub in ast.walk(node.returns))
    return out


def _wordy(text: str) -> bool:
    """Looks like words a player reads: a word and a space, or one capitalised word."""
    if NOTATION.match(text) or "[" in text:  # notation, or a type written as a string
        return False
    words = re.search(r"[A-Za-z]{2,}", text)
    return bool(words) and (" " in text.strip() or re.fullmatch(r"[A-Z][a-z]+", text) is not None)


def unwrapped(source: str) -> list[tuple[int, str]]:
    """(line, text) of every player text in `source` left out of the translation calls."""
    tree = ast.parse(source)
    skipped = _skipped(tree)
    in_fstrings = {
        id(part) for node in ast.walk(tree) if isinstance(node, ast.JoinedStr) for part in node.values
    }
    found: list[tuple[int, str]] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in skipped:
            # an f-string's words are always suspect: a sentence built in code cannot be translated
            if _wordy(node.value) or (
                id(node) in in_fstrings
                and re.search(r"[A-Za-z]{2,}", node.value)
                and not NOTATION.match(node.value)
                and not node.value.startswith(("_", "."))
            ):
                found.append((node.lineno, node.value))
        elif isinstance(node, ast.Call) and _name(node.func) in SHOWN:
            values = [node.args[i] for i in SHOWN[_name(node.func) or ""] if i < len(node.args)]
            values += [kw.value for kw in node.keywords if kw.arg in SHOWN_KEYWORDS]
            for value in values:
                if (
                    isinstance(value, ast.JoinedStr)
                    and any(
                        isinstance(part, ast.Constant) and re.search(r"[A-Za-z]", part.value)
                        for part in value.values
                    )
                ) or (
                    isinstance(value, ast.Constant)
                    and isinstance(value.value, str)
                    and re.search(r"[A-Za-z]", value.value)
                    and id(value) not in skipped
                ):
                    text = value.value if isinstance(value, ast.Constant) else ast.unparse(value)
                    if not NOTATION.match(str(text)):
                        found.append((value.lineno, str(text)))
    imports_translation = any(
        isinstance(node, ast.ImportFrom) and any(alias.name == "_" for alias in node.names)
        for node in ast.walk(tree)
    )
    if imports_translation:
        for function in ast.walk(tree):
            if not isinstance(function, (ast.FunctionDef, ast.AsyncFunctionDef)):
                continue
            comprehended = {
                id(sub)
                for node in ast.walk(function)
                if isinstance(node, (ast.ListComp, ast.SetComp, ast.DictComp, ast.GeneratorExp))
                for generator in node.generators
                for sub in ast.walk(generator.target)
            }
            for node in ast.walk(function):  # (a comprehension's own `_` is in its own scope)
                if (
                    isinstance(node, ast.Name)
                    and node.id == "_"
                    and isinstance(node.ctx, ast.Store)
                    and id(node) not in comprehended
                ):
                    found.append(
                        (node.lineno, "the name _ assigned in a function: it shadows the translation call")
                    )
    return sorted(set(found))


def test_the_scan_finds_an_unwrapped_text():
    """The scan itself can fail: each kind of miss in a made-up file is found."""
    source = '''
from games.i18n import _, N_
LABEL = "Offer draw"
SHORT = N_("Fine as it is")
def coach(name, theme):
    theme.text("swaps", 12, "muted")
    ok = _("{player} to move.").format(player=name)
    wrong = f"{name} to move."
    _, second = (1, 2)
    return "Roll the dice"
'''
    texts = [text for _line, text in unwrapped(source)]
    assert "Offer draw" in texts
    assert "swaps" in texts
    assert " to move." in texts
    assert "Roll the dice" in texts
    assert any("shadows" in text for text in texts)
    assert "Fine as it is" not in texts and "{player} to move." not in texts
    assert unwrapped('"""A docstring."""\nMOVES = ("place b2", "give W3")\nSTYLE = "primary"\n') == []


@pytest.mark.slow  # the quick loop (-m "not slow") stays under 30 s; make test runs it
def test_every_player_text_of_the_games_and_boards_is_translated():
    missed = []
    for path in owned_files():
        relative = path.relative_to(ROOT).as_posix()
        allowed = ALLOWED.get(relative, {})
        for line, text in unwrapped(path.read_text(encoding="utf-8")):
            if "*" in allowed or text in allowed:
                continue
            missed.append(f"{relative}:{line}: {text!r}")
    assert not missed, (
        "player texts outside _()/N_()/ngettext() (wrap them, or list a text no player "
        "reads in ALLOWED with the reason):\n" + "\n".join(missed)
    )


def test_the_allowances_are_still_needed():
    """An allowance whose text is gone from its file is stale: remove it."""
    stale = []
    for relative, allowed in ALLOWED.items():
        path = ROOT / relative
        texts = (
            {text for _line, text in unwrapped(path.read_text(encoding="utf-8"))} if path.exists() else set()
        )
        stale += [f"{relative}: {text!r}" for text in allowed if text != "*" and text not in texts]
    assert not stale, stale


# -- data made at import or read from files: each is a message the catalogs hold -----------------


def marked_messages() -> set[str]:
    """Every message the extraction finds in games/ and app/: the first argument of `_` and
    `N_`, both of `ngettext` (what babel.cfg's keywords take)."""
    found: set[str] = set()
    for path in list(ROOT.glob("games/**/*.py")) + list(ROOT.glob("app/**/*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and _name(node.func) in WRAPPERS:
                first, count = {"ngettext": (0, 2), "pgettext": (1, 1)}.get(_name(node.func) or "", (0, 1))
                found.update(
                    arg.value
                    for arg in node.args[first : first + count]
                    if isinstance(arg, ast.Constant) and isinstance(arg.value, str)
                )
    return found


def test_the_words_games_say_about_themselves_are_marked():
    """Pitches, variant and option names, level notes, lessons and puzzle themes are built at
    import or read from files: each must be a marked message, or `_()` finds no translation."""
    from app.seats import LABELS
    from games import puzzles
    from games.trice import reach

    marked = marked_messages()
    texts = {label: "a seat's label" for label in LABELS.values()}
    for game in registry.GAMES.values():
        if game.languages == ("en",):
            continue  # it speaks English only so far: its words need no catalog yet (Game.languages)
        texts[game.pitch] = f"{game.id}'s pitch"
        texts.update({name: f"{game.id}'s variant" for name in game.variant_names.values()})
        texts.update({spec["label"]: f"{game.id}'s option" for spec in game.options.values()})
        texts.update({note: f"{game.id}'s level note" for note in game.level_notes.values()})
        if game.lesson is not None:
            lesson = game.lesson()
            texts[lesson.done] = f"{game.id}'s lesson"
            for step in lesson.steps:
                texts[step.caption] = texts[step.why] = f"{game.id}'s lesson"
    for note in reach.HARD_NOTES.values():
        texts[note] = "TRICE's hard note"
    for game_id in puzzles.games():
        for line in puzzles.lines(game_id):
            texts[json.loads(line)["theme"]] = f"a {game_id} puzzle's theme"
    missing = sorted(f"{where}: {text!r}" for text, where in texts.items() if text not in marked)
    assert not missing, "not marked for the catalogs:\n" + "\n".join(missing)


# -- the rules speak the current language -----------------------------------------------------------

# What may stay as it is in a translated sentence: game names, and the notation's own words
# where a move is quoted back to the player ("'{move}' is not legal").
KEPT = {"TRICE", "Tris", "Triad", "TRI"}


def english_words(text: str) -> list[str]:
    """Words of three letters or more with no accent: in the pseudo-locale every word of a
    message grows accents, so these came from outside a translation call (a player's own
    input quoted back, 'like this', is left as it was typed)."""
    return [
        word
        for word in re.findall(r"[A-Za-zÀ-ÿ]{3,}", re.sub(r"'[^']*'", "", text))
        if word.isascii() and word not in KEPT and not NOTATION.match(word)
    ]


def sentences(rules, state, move):
    """The rules' sentences about `state` and `move`: every optional query a board uses."""
    out = [
        rules.seat_name(seat, state)
        for seat in range(len(rules.returns(state)) if rules.is_over(state) else 2)
    ]
    for query in ("prompt", "start_reason", "line_label"):
        if hasattr(rules, query) and not rules.is_over(state):
            out.append(getattr(rules, query)(state))
    if move is not None:
        out.append(rules.describe_move(state, move))
    for wrong in ("place z9", "claim a1Q", "nonsense", "roll 9", ""):
        why = rules.why_not(state, wrong) if hasattr(rules, "why_not") else None
        if why:
            out.append(why)
    return [text for text in out if text]


@pytest.mark.parametrize("game_id", ["trice", "tris2", "triad", "tri"])
def test_the_rules_sentences_come_out_translated(game_id):
    rules = registry.rules(game_id)
    rng = random.Random(22)
    said: list[str] = []
    try:
        i18n.set_language(i18n.PSEUDO)
        for variant in rules.variants:
            state = rules.new_game(players=2, variant=variant)
            for _turn in range(120):
                if rules.is_over(state):
                    said.append(rules.end_reason(state))
                    break
                seat = rules.to_move(state)
                move = (
                    rules.random_outcome(state, rng)
                    if seat == CHANCE
                    else rng.choice(rules.legal_moves(state))
                )
                said += sentences(rules, state, move)
                state = rules.play(state, move)
    finally:
        i18n.set_language(i18n.SOURCE)
    assert said
    left = sorted({word for text in said for word in english_words(text)})
    assert not left, f"{game_id}: words that came out in English in the pseudo-locale: {left}"


# -- the boards speak it too -------------------------------------------------------------------------


@pytest.mark.native_only("plays the board scene, which needs pygame")
@pytest.mark.parametrize(
    "game_id, seats",
    [
        (game_id, seats)
        for game_id in ("trice", "tris2", "triad", "tri")
        for seats in (("human", "easy"), ("easy", "human"), ("human", "human"))
    ]
    + [("tri", ("human", "easy", "easy", "easy"))],
)  # four players: defeats, gifts and the ranking
@pytest.mark.slow  # the quick loop (-m "not slow") stays under 30 s; make test runs it
def test_the_coach_line_comes_out_translated(tmp_path, game_id, seats):
    """A game played on the board in the pseudo-locale (a person's moves picked at random,
    the computer's its own): every coach line, refusal and game-over text is translated."""
    from app_driver import frames, make_app, open_board, settle

    from games.match import Match

    app = make_app(tmp_path)
    app.settings.animation = "off"
    rng = random.Random(hash((game_id, seats)) & 0xFFFF)
    said: list[str] = []
    try:
        i18n.set_language(i18n.PSEUDO)
        board = open_board(
            app,
            Match.new(game_id, len(seats), options={"max_rounds": 10} if game_id == "tri" else None),
            list(seats),
        )
        for _turn in range(300):
            board = settle(app)
            said.append(board.status_text())
            if board.rules.is_over(board.state):
                said.append(board.game_over_text())
                break
            if board.human_to_move():
                state = board.state
                for wrong in ("place z9", "nonsense"):
                    why = board.game.why_not(state, wrong)
                    said += [why] if why else []
                board.play(rng.choice(board.rules.legal_moves(state)))
                frames(app, 2)
                said.append(board.status_text())
    finally:
        i18n.set_language(i18n.SOURCE)
    left = sorted({word for text in said if text for word in english_words(text)})
    assert not left, f"{game_id} {seats}: words that came out in English in the pseudo-locale: {left}"
