# TriDice: `make play` and `make test` set everything up on a fresh machine.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed
HEADLESS := SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy

.PHONY: play test web dist bench strength shots assets release clean catalogs

$(STAMP): requirements.txt $(wildcard requirements-dev.txt)
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --disable-pip-version-check -r requirements.txt
	if [ -f requirements-dev.txt ]; then $(BIN)/python -m pip install --quiet --disable-pip-version-check -r requirements-dev.txt; fi
	touch $(STAMP)

# The compiled translation catalogs (built from the committed .po files, never committed);
# `make catalogs` extracts the messages again and updates every .po (docs/i18n.md).
LANGS := en it de es
MO := $(foreach lang,$(LANGS),locale/$(lang)/LC_MESSAGES/tridice.mo)

locale/%/LC_MESSAGES/tridice.mo: locale/%/LC_MESSAGES/tridice.po | $(STAMP)
	$(BIN)/python tools/catalogs.py compile

catalogs: $(STAMP)
	$(BIN)/python tools/catalogs.py

play: $(STAMP) $(MO)
	$(BIN)/python main.py

# The linter and the formatter first (ruff), then the type checker (mypy: games/ strict, every body
# of app/ and tools/ checked; cache in .mypy_cache), then the whole suite; their settings are in
# pyproject.toml.
test: $(STAMP) $(MO)
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .
	$(BIN)/python -m mypy
	$(HEADLESS) $(BIN)/python -m pytest -q
	# the quick loop again with a fifth game registered: tools/new_game.py's skeleton as it comes
	$(HEADLESS) $(BIN)/python -m pytest -q -m "not slow" --fifth-game

web: $(STAMP) $(MO)
	$(BIN)/python tools/build_web.py

# For playing offline (docs/release.md): the Python package (the wheel and the sdist: pyproject.toml,
# hatch_build.py) and the program that needs no Python (PyInstaller, tools/program/tridice.spec),
# zipped for itch.io, for the system this runs on (dist/tridice-<version>-linux-x86_64.zip here).
dist: $(STAMP) $(MO)
	$(HEADLESS) $(BIN)/python tools/dist.py

# The game in a real browser: headless Chromium (Debian's, installed when missing), pyodide
# and puppeteer-core (npm, pinned, into build/browser-env/), pygbag's pygame-ce wasm wheel
# (tools/browser/vendor/, sha256 checked). docs/testing.md says what it covers.
browser-env: $(STAMP)
	$(BIN)/python tools/browser/setup_env.py

# page_loading.test.mjs runs alone: it times the page's loading against real seconds (a stall
# is 20 s without a byte), which a second Chromium busy beside it on two cores can make look
# like a stall (it did once, on a slow stretch of this machine).
test-browser: browser-env web
	$(HEADLESS) $(BIN)/python tools/browser/fixtures.py build/browser-env/fixtures.json
	node tools/browser/pure_tests.mjs
	rm -f build/browser-retries.txt
	node --test --test-concurrency=$(or $(JOBS),2) $(filter-out %/page_loading.test.mjs,$(wildcard tests/browser/*.test.mjs))
	node --test tests/browser/page_loading.test.mjs
	node tools/browser/retries.mjs

bench-browser: browser-env web
	node tools/browser/bench.mjs

bench: $(STAMP)
	$(HEADLESS) $(BIN)/python tools/bench.py

# How strong each computer level is: a seeded round robin per game (docs/strength.md).
# GAMES=n games per pairing, JOBS=n processes.
strength: $(STAMP)
	$(BIN)/python tools/strength.py $(if $(GAMES),--games $(GAMES)) $(if $(JOBS),--jobs $(JOBS))

shots: $(STAMP) $(MO)
	$(HEADLESS) $(BIN)/python tools/shots.py

assets: $(STAMP)
	$(HEADLESS) $(BIN)/python tools/make_sprites.py
	$(HEADLESS) $(BIN)/python tools/make_icons.py
	$(BIN)/python tools/make_sounds.py
	$(BIN)/python tools/make_font.py

# The itch.io kit in build/itch/: the game's web zip and its download for this system (tools/dist.py),
# cover, screenshots, page text, settings and the uploader's channels (butler.txt).
release: $(STAMP) $(MO)
	$(HEADLESS) $(BIN)/python tools/release.py

clean:
	rm -rf build dist .pytest_cache .mypy_cache
