"""Babel's extractors, named in babel.cfg: the games' rules pages, and the Python sources with
the pointer's words.

- `extract_howto`: each heading, bullet and paragraph line of games/<id>/howto.txt is one
  message, without its markup ("# ", "- "), as games.i18n.page_messages splits it and
  games.i18n.translate_page looks it up: the two share one function, so what is extracted is
  what the rules viewer asks for.
- `extract_python`: Babel's own Python extractor, and for every message that tells the player
  to tap (games.i18n.says_tap) its twin for a player with a mouse, the same message under the
  context "mouse" (games.i18n.MOUSE), where a translator, English's too, says click. The code
  writes each sentence once; `_` picks the twin when the player uses a mouse.
"""

from babel.messages.extract import extract_python as babel_python

from games.i18n import MOUSE, page_messages, says_tap

MOUSE_NOTE = (
    "TRANSLATORS: the same words for a player with a mouse: where the player would tap, "
    "they click (English too: locale/en)."
)


def mouse_twin(lineno, message, comments):
    """The message's twin for a mouse, as an extractor yields it (pgettext's context first)."""
    return lineno, "pgettext", (MOUSE, message), [*comments, MOUSE_NOTE]


def extract_howto(fileobj, keywords, comment_tags, options):
    text = fileobj.read().decode(options.get("encoding", "utf-8"))
    for lineno, message in page_messages(text):
        yield lineno, None, message, []
        if says_tap(message):
            yield mouse_twin(lineno, message, [])


def extract_python(fileobj, keywords, comment_tags, options):
    for lineno, funcname, messages, comments in babel_python(fileobj, keywords, comment_tags, options):
        yield lineno, funcname, messages, comments
        if funcname in ("_", "N_") and isinstance(messages, str) and says_tap(messages):
            yield mouse_twin(lineno, messages, comments)
