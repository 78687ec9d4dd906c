"""tools/browser/fixtures.py: the games the browser tests finish with one tap path, found with
the real board view (run natively here, so a change to the board cannot break them unseen)."""

import sys
from pathlib import Path

from app_driver import make_app

from games import codes

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tools" / "browser"))
import fixtures  # noqa: E402


def test_each_fixture_is_a_game_one_tap_path_from_its_end(tmp_path):
    app = make_app(tmp_path)
    app.settings.animation = "off"
    for game_id in ("trice", "tri"):
        found = fixtures.fixture(app, game_id)
        match = codes.decode(found["code"]).match()
        assert not match.is_over() and len(match.moves) == found["moves"]
        assert found["final"] in match.rules.legal_moves(match.state)
        assert match.rules.is_over(match.rules.play(match.state, found["final"]))
        assert found["taps"][-1] == {"move": found["final"]}
        assert codes.decode(found["finished"]).match().is_over()
