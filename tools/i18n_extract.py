"""Babel's extractor for the games' rules pages (games/<id>/howto.txt), named in babel.cfg.

Each heading, bullet and paragraph line is one message, without its markup ("# ", "- "), as
games.i18n.page_messages splits it and games.i18n.translate_page looks it up: the two share
one function, so what is extracted is what the rules viewer asks for.
"""

from games.i18n import page_messages


def extract_howto(fileobj, keywords, comment_tags, options):
    text = fileobj.read().decode(options.get("encoding", "utf-8"))
    for lineno, message in page_messages(text):
        yield lineno, None, message, []
