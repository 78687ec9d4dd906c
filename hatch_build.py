"""hatchling's hooks for TriDice's package (pyproject.toml names them): what the static table
cannot say.

- The dependencies: the run dependencies pinned in requirements.txt, pygame-ce and segno (pygbag
  builds the web version and pytest tests; neither runs the game), so each pin is written once.
- The data: sprites/, sounds/, fonts/, puzzles/ and the compiled catalogs stay at the project
  root, where `make play`, the asset tools and pygbag read and write them; the wheel carries
  them as tridice_data/sprites/..., beside the packages app and games, so nothing lands loose in
  site-packages. games/datafiles.py finds tridice_data/ there, else the project root. Of locale/
  only the .mo files go (the .po sources are the translators'). The catalogs must be compiled
  first (make dist does it): a wheel without them would refuse to start (app/ui/datacheck.py).

    python -m build --no-isolation --outdir dist .    (make dist: the sdist, then the wheel from it)
"""

import os

from hatchling.builders.hooks.plugin.interface import BuildHookInterface
from hatchling.metadata.plugin.interface import MetadataHookInterface

RUN_DEPENDENCIES = ("pygame-ce", "segno")
PACKAGE = "tridice_data"  # games/datafiles.py's PACKAGE
# Each data folder and the files of it the game reads.
DATA = {
    "sprites": (".png", ".json"),
    "sounds": (".ogg",),
    "fonts": (".ttf", ".txt", ".json"),
    "puzzles": (".jsonl",),
    "locale": (".mo",),
}


def pinned(root, names):
    """`name==version` for each of `names`, as requirements.txt pins it."""
    pins = {}
    with open(os.path.join(root, "requirements.txt"), encoding="utf-8") as handle:
        for line in handle:
            line = line.split("#", 1)[0].strip()
            if "==" in line:
                name, version = (part.strip() for part in line.split("==", 1))
                pins[name.lower()] = version
    missing = [name for name in names if name.lower() not in pins]
    if missing:
        raise ValueError(f"requirements.txt pins no {', '.join(missing)}")
    return [f"{name}=={pins[name.lower()]}" for name in names]


def data_files(root):
    """{source path: path in the wheel} for every data file, tridice_data/<folder>/..."""
    found = {}
    for top, suffixes in DATA.items():
        for here, subdirs, names in os.walk(os.path.join(root, top)):
            subdirs[:] = sorted(d for d in subdirs if not d.startswith((".", "__")))
            for name in sorted(names):
                if name.endswith(suffixes) and not name.startswith("."):
                    source = os.path.join(here, name)
                    found[source] = f"{PACKAGE}/" + os.path.relpath(source, root).replace(os.sep, "/")
    return found


def uncompiled_catalogs(root):
    """The .mo files missing beside their .po sources (an sdist has no .po: nothing to miss)."""
    missing = []
    locale = os.path.join(root, "locale")
    for code in sorted(os.listdir(locale)) if os.path.isdir(locale) else ():
        folder = os.path.join(locale, code, "LC_MESSAGES")
        for name in sorted(os.listdir(folder)) if os.path.isdir(folder) else ():
            if name.endswith(".po") and not os.path.isfile(os.path.join(folder, name[:-3] + ".mo")):
                missing.append(f"locale/{code}/LC_MESSAGES/{name[:-3]}.mo")
    return missing


class CustomMetadataHook(MetadataHookInterface):
    def update(self, metadata):
        metadata["dependencies"] = pinned(self.root, RUN_DEPENDENCIES)


class CustomBuildHook(BuildHookInterface):
    def initialize(self, version, build_data):
        if self.target_name != "wheel":
            return
        missing = uncompiled_catalogs(self.root)
        if missing:
            raise RuntimeError(
                "the compiled catalogs are missing (make dist compiles them; or python tools/catalogs.py "
                "compile): " + ", ".join(missing)
            )
        files = data_files(self.root)
        if not any(path.endswith(".mo") for path in files.values()):
            raise RuntimeError("no compiled catalog (locale/*/LC_MESSAGES/*.mo) to put in the wheel")
        build_data["force_include"].update(files)
