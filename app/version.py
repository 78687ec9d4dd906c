"""TriDice's version: the one place it is written.

The Credits scene (the app's About) shows it; tools/build_web.py puts it into the page and
the service worker's cache name, and tools/release.py into the release zip's name. Raise it
for every release (README.md, "How to release"): MAJOR.MINOR.PATCH.
"""

VERSION = "1.0.0"
