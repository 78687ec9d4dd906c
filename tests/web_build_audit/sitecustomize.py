"""Audit hook for tests/test_web_build.py, loaded by every Python process of the build.

The test puts this folder on PYTHONPATH, so Python imports this module at start-up
in tools/build_web.py and in the pygbag process it starts. Each file they write,
create, move or delete and each program they launch is appended to the file named
by WEB_BUILD_AUDIT_LOG, one tab-separated line per event:
    write <absolute path> <event>
    run <program name> <repr of its arguments>
"""

import os
import sys

_log = os.open(os.environ["WEB_BUILD_AUDIT_LOG"], os.O_WRONLY | os.O_APPEND | os.O_CREAT)
_WRITE_FLAGS = os.O_WRONLY | os.O_RDWR | os.O_APPEND | os.O_CREAT | os.O_TRUNC

# audit event -> (positions of the paths it changes, position of its dir_fd or None)
_CHANGES = {
    "os.mkdir": ((0,), 2), "os.rename": ((0, 1), 2), "os.replace": ((0, 1), 2),
    "os.remove": ((0,), 1), "os.rmdir": ((0,), 1), "os.link": ((1,), 3),
    "os.symlink": ((1,), 2), "os.truncate": ((0,), None), "os.chmod": ((0,), 2),
    "os.chown": ((0,), 3), "os.utime": ((0,), 3), "shutil.copyfile": ((1,), None),
    "shutil.copytree": ((1,), None), "shutil.rmtree": ((0,), None), "shutil.move": ((0, 1), None),
}


def _note(*fields):
    # os.write raises no audit event of its own, so this cannot recurse.
    line = "\t".join(field.replace("\t", " ").replace("\n", " ") for field in fields) + "\n"
    os.write(_log, line.encode("utf-8", "replace"))


def _changed(event, path):
    if not isinstance(path, int):  # an open file descriptor names no path
        _note("write", os.path.abspath(os.fsdecode(os.fspath(path))), event)


def _program(argv):
    words = argv.split() if isinstance(argv, str) else [os.fsdecode(os.fspath(a)) for a in argv]
    if len(words) > 2 and words[1] == "-c" and os.path.basename(words[0]) in ("sh", "bash"):
        words = words[2].split()  # os.popen runs its command through the shell
    return os.path.basename(words[0]) if words else ""


def _hook(event, args):
    if event == "open":
        path, mode, flags = args
        if (mode is not None and any(c in mode for c in "wax+")) or (mode is None and flags & _WRITE_FLAGS):
            _changed(event, path)
    elif event in _CHANGES:
        positions, dir_fd = _CHANGES[event]
        if dir_fd is not None and isinstance(args[dir_fd], int) and args[dir_fd] >= 0:
            return  # relative to an open folder, as inside shutil.rmtree, which is logged itself
        for position in positions:
            _changed(event, args[position])
    elif event == "subprocess.Popen":
        _note("run", _program(args[1]), repr(args[1]))


sys.addaudithook(_hook)
