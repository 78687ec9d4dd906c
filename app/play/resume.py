"""Going on with a game in progress: the board's details of the game kept in a slot
(app/saved/autosave.py), with its identity (your record counts its end once, so the board
need not look it up again) and, for a game by link, its details made whole again
(app/sharing/correspondence.py's LinkGame). The menu's Continue, the setup's and the lesson's
"Continue it" come here; nothing in app/saved/ reaches up to play by link."""

from app.saved import autosave
from app.sharing.correspondence import LinkGame
from games.i18n import _


def board_details(app, slot):
    """What the board needs to go on with the game in `slot`: {"match", "seats", "ident"} and,
    for a game by link, "link" (its nonce and this device's seat); None if it cannot (a game
    by link whose details do not read is set aside, with a message)."""
    kept = autosave.kept_game(app, slot)
    if kept is None:
        return None
    details = {"match": kept["match"], "seats": kept["seats"], "ident": kept["ident"]}
    if kept["link"] is not None:
        link = LinkGame.from_doc(kept["link"], kept["match"].record["players"])
        if link is None:  # never let a friend's seat turn into one played here
            autosave.set_aside(app, slot, _("its game by link was not readable"))
            return None
        details["link"] = link
    return details
