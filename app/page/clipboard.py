"""The native clipboard (pygame.scrap), used to pass game codes between people.

pygame-ce's `scrap.put_text`/`get_text` need no `scrap.init()` (deprecated),
but a machine without a clipboard (headless, some window systems) can refuse:
then these say so by returning False or None, never by raising. The browser's
clipboard is app/page/web_async.py's business.
"""

import pygame


def copy(text: str) -> bool:
    """Put `text` on the clipboard; True if it took it."""
    try:
        pygame.scrap.put_text(text)
        return True
    except (pygame.error, AttributeError, NotImplementedError, TypeError):
        return False


def paste() -> str | None:
    """The clipboard's text ("" when it holds none), or None if there is no clipboard."""
    try:
        text = pygame.scrap.get_text()
    except (pygame.error, AttributeError, NotImplementedError):
        return None
    if isinstance(text, bytes):
        text = text.decode("utf-8", "replace")
    return text if isinstance(text, str) else ""
