"""The scenes' table (app/scenes/__init__.py): every name opens its own scene, and the app's
start imports the menu's module only, not the other scenes' (a page compiles each module it
imports from source before the first menu frame: docs/performance.md)."""

from app import scenes
from app.ui.scene import Scene


def test_every_scene_class_is_registered_under_its_own_name():
    for name in scenes.SCENES:
        found = scenes.factory(name)
        assert callable(found), name
        if isinstance(found, type):
            assert issubclass(found, Scene), name
            assert found.name == name, f"{name!r} opens {found.__name__}, whose name is {found.name!r}"


def test_opening_a_scene_by_name_builds_it(tmp_path):
    from app_driver import make_app

    from games.match import Match

    app = make_app(tmp_path)
    for name, details in (
        ("settings", {}),
        ("record", {}),
        ("credits", {}),
        ("rules", {"game_id": "triad"}),
        ("board", {"match": Match.new("tris2", 2), "seats": ["human", "human"]}),
        ("lesson", {"game_id": "tri"}),
    ):
        scene = app.scenes.open(name, **details)
        assert app.scenes.top is scene
        assert scene.opened_as == (name, details)


def test_the_app_starts_with_the_menus_module_only(tmp_path):
    from app_driver import fresh_python

    fresh_python(
        tmp_path,
        "from app_driver import make_app, frames",
        f"app = make_app({str(tmp_path)!r})",
        "frames(app)",
        "assert app.scenes.top.name == 'menu', app.scenes.top.name",
        "loaded = sorted(m for m in sys.modules if m.startswith('app.scenes.') and m != 'app.scenes.host')",
        "assert loaded == ['app.scenes.menu'], loaded",
        "for module in ('app.play.lesson', 'app.play.puzzle', 'app.play.replay', 'app.boards.view'):",
        "    assert module not in sys.modules, module",
    )
