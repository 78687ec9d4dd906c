"""What the device's memory asks of the app (app/app.py, two floors up: nothing here may import
it): the storage its documents live in, and a way to tell the player what went wrong with
one (a damaged file set aside, a browser storage that is full)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    from app.saved.storage import Storage

Doc = dict[str, Any]  # a storage document's data, as JSON gave it back: checked before use


class SavedAppLike(Protocol):
    @property
    def storage(self) -> Storage: ...

    def notify(self, text: str) -> None:
        """A short message shown for a few seconds."""
        ...
