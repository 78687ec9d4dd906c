"""The house rules of the code, checked by reading the imports (nothing is run).

- `games/` is pure: no module in it imports pygame or the app, at the top or
  inside a function, so rules, AI, records and words run anywhere.
- Every import points down or across its own floor (FLOORS, docs/architecture.md), in games/,
  app/ and tools/: no module reaches a floor above it, and nobody is exempt by name.
- No import circles among our modules, tools/ included: scenes reach each other by name.
- Games are reached through the registry: nobody builds a module path from a string.
"""

import ast
import os

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PACKAGES = ("app", "games")


def modules():
    """{dotted name: path} for every module of our packages and tools/, plus main.py."""
    found = {"main": os.path.join(ROOT, "main.py")}
    for package in PACKAGES + ("tools",):
        for folder, _dirs, files in os.walk(os.path.join(ROOT, package)):
            for name in files:
                if name.endswith(".py"):
                    path = os.path.join(folder, name)
                    dotted = os.path.relpath(path, ROOT)[:-3].replace(os.sep, ".")
                    found[dotted.removesuffix(".__init__")] = path
    return found


MODULES = modules()


def imports_of(dotted, path):
    """Every module `dotted` imports (top level and inside functions), as dotted names."""
    with open(path, encoding="utf-8") as handle:
        tree = ast.parse(handle.read(), path)
    is_package = path.endswith("__init__.py")
    here = dotted.split(".") if is_package else dotted.split(".")[:-1]
    out = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            out.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = here[: len(here) - node.level + 1]
                source = ".".join(base + ([node.module] if node.module else []))
            else:
                source = node.module
            for alias in node.names:
                candidate = f"{source}.{alias.name}"
                out.add(candidate if candidate in MODULES else source)
    if dotted.startswith("tools."):  # the tools put their folder on sys.path: `import strength`
        folder = ".".join(dotted.split(".")[:-1])
        out = {f"{folder}.{name}" if f"{folder}.{name}" in MODULES else name for name in out}
    return out


GRAPH = {name: imports_of(name, path) for name, path in MODULES.items()}


# The floors, bottom first. A module stands on the floor of the longest prefix that names it.
FLOORS = (
    ("games",),
    ("app.seats", "app.version"),  # who plays a seat; the version
    ("app.ui",),  # the UI kit: design, fonts, widgets, dice, faces, sounds
    ("app.page",),  # the browser page: pygbag's window, the live region, the probe
    ("app.saved",),  # what the device keeps
    ("app.sharing",),  # play by link, codes and links, sending them
    ("app.boards",),  # how each game is drawn
    ("app.play",),  # what a board scene is made of: sources, modes, the AI runner
    ("app.scenes",),  # the scenes
    ("app", "app.app", "app.cli"),  # the loop and the command line
    ("main",),
    ("tools",),
)


def floor_of(name):
    """The floor `name` stands on (an index into FLOORS), or None for a module not ours."""
    best = None
    for index, prefixes in enumerate(FLOORS):
        for prefix in prefixes:
            if (name == prefix or name.startswith(prefix + ".")) and (best is None or len(prefix) > best[1]):
                best = (index, len(prefix))
    return None if best is None else best[0]


@pytest.mark.parametrize("name", sorted(MODULES))
def test_no_module_imports_from_a_floor_above_it(name):
    here = floor_of(name)
    assert here is not None, f"{name} stands on no floor: add its room to FLOORS"
    above = sorted(m for m in GRAPH[name] if m in MODULES and floor_of(m) > here)
    assert not above, f"{name} (floor {FLOORS[here]}) imports from a floor above it: {above}"


def test_the_floor_check_sees_an_upward_import():
    assert floor_of("app.ui.faces") < floor_of("app.boards.trice.card") < floor_of("app.scenes.board")
    assert floor_of("app.saved.autosave") < floor_of("app.sharing.correspondence")
    assert floor_of("tools.shots") > floor_of("main") > floor_of("app.app")


def test_the_walk_sees_the_code():
    assert "games.trice.rules" in MODULES and "app.scenes.board" in MODULES
    assert "games.core" in GRAPH["games.trice.rules"]
    assert "pygame" in GRAPH["app.app"]


@pytest.mark.parametrize("name", sorted(n for n in MODULES if n.startswith("games")))
def test_games_never_import_pygame_or_the_app(name):
    crossing = sorted(m for m in GRAPH[name] if m.split(".")[0] in ("pygame", "app"))
    assert not crossing, f"{name} imports {crossing}: drawing belongs in app/boards/"


def strongly_connected(graph):
    """Tarjan's components of `graph` restricted to our modules, larger than one."""
    index, low, stack, on_stack, out = {}, {}, [], set(), []
    counter = [0]

    def visit(node):
        index[node] = low[node] = counter[0]
        counter[0] += 1
        stack.append(node)
        on_stack.add(node)
        for nxt in graph[node]:
            if nxt not in graph:
                continue
            if nxt not in index:
                visit(nxt)
                low[node] = min(low[node], low[nxt])
            elif nxt in on_stack:
                low[node] = min(low[node], index[nxt])
        if low[node] == index[node]:
            part = []
            while True:
                top = stack.pop()
                on_stack.discard(top)
                part.append(top)
                if top == node:
                    break
            if len(part) > 1:
                out.append(sorted(part))

    for node in graph:
        if node not in index:
            visit(node)
    return out


def test_no_import_circles():
    assert strongly_connected(GRAPH) == []


def test_the_walk_sees_the_tools_imports():
    assert "tools.strength_steps" in GRAPH["tools.strength"]  # `import strength_steps`
    assert "tools.strength_tasks" in GRAPH["tools.strength_steps"]


def test_the_circle_finder_finds_circles():
    assert strongly_connected({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]


def defines_a_scene(path):
    """Whether the module at `path` defines a scene: a class built on Scene or UIScene, or a
    function that builds a scene (returns a TextScene or a BoardScene...: `*_scene`)."""
    with open(path, encoding="utf-8") as handle:
        tree = ast.parse(handle.read(), path)
    for node in ast.walk(tree):
        if isinstance(node, ast.ClassDef) and any(
            ast.unparse(base).split(".")[-1] in ("Scene", "UIScene", "TextScene") for base in node.bases
        ):
            return True
        if isinstance(node, ast.FunctionDef) and node.name.endswith("_scene"):
            return True
    return False


def test_scene_modules_do_not_import_each_other():
    """A module of app/scenes/ that defines a scene imports no other such module (a module there
    that defines none, the Protocol of what scenes ask of the app, may be imported)."""
    scenes = {
        n
        for n in MODULES
        if n.startswith("app.scenes.") and n != "app.scenes" and defines_a_scene(MODULES[n])
    }
    assert {"app.scenes.board", "app.scenes.menu", "app.scenes.credits"} <= scenes
    for name in scenes:
        others = sorted(GRAPH[name] & scenes)
        assert not others, f"{name} imports {others}: open scenes by name instead"


def class_bases(path):
    """{class name: [base names]} of the classes a module defines."""
    with open(path, encoding="utf-8") as handle:
        tree = ast.parse(handle.read(), path)
    return {
        node.name: [ast.unparse(base).split(".")[-1] for base in node.bases]
        for node in ast.walk(tree)
        if isinstance(node, ast.ClassDef)
    }


def test_no_scene_subclasses_another_scene():
    """A lesson or a replay is the board scene with another mode and other move sources
    (app/play/): composition, never a subclass of a scene."""
    scene_classes, bases = {"Scene", "UIScene"}, {}
    for name, path in MODULES.items():
        if name.startswith("app."):
            bases.update(class_bases(path))
    grown = True
    while grown:  # every class that is a scene, however far down
        found = {cls for cls, parents in bases.items() if set(parents) & scene_classes}
        grown = not found <= scene_classes
        scene_classes |= found
    for cls, parents in bases.items():
        for parent in parents:
            assert parent in ("Scene", "UIScene") or parent not in scene_classes, (
                f"{cls} subclasses the scene {parent}: compose a mode or a part instead"
            )


def test_the_board_scene_stays_small():
    with open(MODULES["app.scenes.board"], encoding="utf-8") as handle:
        assert len(handle.read().splitlines()) <= 300


# The only modules that import by name: the registry (its list of game packages), the two
# that resolve what a game's descriptor names (games/game.py: its AI, lesson and judge;
# app/boards: its board package) and the scenes' table (app/scenes: a scene's module is
# imported when it first opens). Nobody else builds a module path from a string.
LOADERS = {"games.registry", "games.game", "app.boards", "app.scenes"}


@pytest.mark.parametrize("name", sorted(n for n in set(MODULES) - LOADERS if not n.startswith("tools.")))
def test_no_module_paths_built_from_strings(name):
    with open(MODULES[name], encoding="utf-8") as handle:
        tree = ast.parse(handle.read())
    for node in ast.walk(tree):
        if isinstance(node, ast.Call):
            func = node.func
            called = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
            assert called not in ("import_module", "__import__", "find_spec"), (
                f"{name} builds a module path: reach games through games/registry.py"
            )
