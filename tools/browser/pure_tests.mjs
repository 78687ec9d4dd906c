// The pure half of the test suite under WebAssembly: pytest runs inside pyodide (CPython 3.14
// compiled to wasm) in node, over the project mounted from disk.
//
//     node tools/browser/pure_tests.mjs [pytest arguments...]
//
// Needs build/browser-env/ (python tools/browser/setup_env.py): the npm pyodide package and the
// pure wheels of pytest and what it needs (wheels/wheels.json). No network.
//
// Which tests run is decided in tests/conftest.py, not here: under sys.platform "emscripten"
// it leaves out the test modules that import pygame or the app, and skips the tests marked
// native_only (they spawn a process) or slow_under_wasm. Extra arguments go to pytest as they
// are (a file, -k ..., --durations=20); without any, pytest runs the testpaths of pyproject.toml.
//
// Nothing is written into the project: no .pytest_cache (-p no:cacheprovider), no __pycache__
// (sys.dont_write_bytecode, which pytest also obeys for its rewritten test modules).
//
// Exit code: pytest's own; 1 as well when no test passed (all skipped or deselected), so an
// empty run never looks green; 2 when pyodide itself fails. Environment: TRIDICE_BROWSER_ENV
// overrides build/browser-env.

import fs from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const started = performance.now();
const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(HERE, "..", "..");
const ENV = path.resolve(process.env.TRIDICE_BROWSER_ENV || path.join(ROOT, "build", "browser-env"));
const PYODIDE_DIR = path.join(ENV, "node_modules", "pyodide");
const WHEELS_DIR = path.join(ENV, "wheels");
const MOUNT = "/project";

// Run inside pyodide with `pytest_args` and `mount` set; its value is [exit status, passed].
const RUN_PYTEST = `
import os, platform, sys
import pyodide
os.chdir(mount)
import pytest

print(f"pure_tests: Python {platform.python_version()} on {sys.platform} "
      f"(pyodide {pyodide.__version__}), pytest {pytest.__version__}", flush=True)

class _Count:
    """How many tests passed: a run where none did is not a success."""
    passed = 0

    def pytest_runtest_logreport(self, report):
        if report.when == "call" and report.passed:
            _Count.passed += 1

status = int(pytest.main(list(pytest_args), plugins=[_Count()]))
sys.stdout.flush()
sys.stderr.flush()
[status, _Count.passed]
`;

function fail(message) {
  process.stderr.write(`pure_tests: ${message}\n`);
  process.exit(2);
}

// Write all of a buffer to a file descriptor; a pipe may take it in parts or say EAGAIN.
function writeAll(fd, buffer) {
  let done = 0;
  while (done < buffer.length) {
    try {
      done += fs.writeSync(fd, buffer, done, buffer.length - done);
    } catch (error) {
      if (error.code !== "EAGAIN") throw error;
    }
  }
  return buffer.length;
}

function seconds(ms) {
  return `${(ms / 1000).toFixed(1)} s`;
}

// Pyodide with the wheels installed and the project mounted at MOUNT.
async function startPyodide() {
  const pyodideModule = path.join(PYODIDE_DIR, "pyodide.mjs");
  const wheelList = path.join(WHEELS_DIR, "wheels.json");
  for (const needed of [pyodideModule, wheelList]) {
    if (!fs.existsSync(needed)) {
      fail(`${needed} is missing: run .venv/bin/python tools/browser/setup_env.py`);
    }
  }
  const { loadPyodide } = await import(pathToFileURL(pyodideModule).href);
  const py = await loadPyodide({
    indexURL: PYODIDE_DIR + path.sep,
    env: {
      HOME: "/home/pyodide",
      PYTHONDONTWRITEBYTECODE: "1",
      COLUMNS: String(process.stdout.columns || 100),
    },
  });
  // Python's output goes straight to our stdout and stderr, byte for byte.
  py.setStdout({ write: (buffer) => writeAll(1, buffer), isatty: false });
  py.setStderr({ write: (buffer) => writeAll(2, buffer), isatty: false });
  // No bytecode files, set before anything of the project is imported.
  py.runPython("import sys; sys.dont_write_bytecode = True");

  const sitePackages = py.runPython("import sysconfig; sysconfig.get_paths()['purelib']");
  for (const name of JSON.parse(fs.readFileSync(wheelList, "utf8"))) {
    const file = fs.readFileSync(path.join(WHEELS_DIR, name));
    // pyodide takes a plain Uint8Array, not node's Buffer subclass
    const bytes = new Uint8Array(file.buffer, file.byteOffset, file.byteLength);
    py.unpackArchive(bytes, "wheel", { extractDir: sitePackages });
  }
  py.FS.mkdir(MOUNT);
  py.FS.mount(py.FS.filesystems.NODEFS, { root: ROOT }, MOUNT);
  return py;
}

let status, passed, loaded;
try {
  const py = await startPyodide();
  loaded = performance.now();
  py.globals.set("pytest_args", py.toPy(["-p", "no:cacheprovider", "-q", ...process.argv.slice(2)]));
  py.globals.set("mount", MOUNT);
  [status, passed] = py.runPython(RUN_PYTEST).toJs();
} catch (error) {
  // A PythonError's message is its traceback; its stack would quote pyodide's minified source.
  fail(`pyodide failed: ${error.message}`);
}
const finished = performance.now();

let code = status;
if (code === 0 && passed === 0) {
  process.stderr.write("pure_tests: no test passed (all skipped or deselected)\n");
  code = 1;
}
process.stdout.write(
  `pure_tests: ${passed} passed, exit code ${code}; wall time ${seconds(finished - started)} ` +
    `(pyodide start and wheels ${seconds(loaded - started)}, pytest ${seconds(finished - loaded)})\n`,
);
process.exit(code);
