"""The page helper script of app/page/web_async.py (HELPER_JS), run for real under node with a
stand-in navigator and document: the Python tests use a Python copy of it
(tests/fake_platform.py FakeHelper), so this checks the JavaScript itself."""

import json
import shutil
import subprocess

import pytest

from app.page.web_async import HELPER_JS

NODE = shutil.which("node") or shutil.which("nodejs")

HARNESS = """
const window = globalThis;
const calls = [];
window.navigator = {maxTouchPoints: 0};
const body = {appendChild: (el) => calls.push("append"), removeChild: (el) => calls.push("remove")};
window.document = {
  body: body,
  activeElement: {focus: () => calls.push("refocus")},
  createElement: (tag) => ({tag: tag, style: {}, setAttribute: () => {}, select: () => calls.push("select")}),
  execCommand: (name) => { calls.push(name); return window.copyWorks; },
};
eval(HELPER_JS);
const first = window.tridice_js;
eval(HELPER_JS);  // a second install keeps the first object
const js = window.tridice_js;
const out = {same: first === js};
out.hasNothing = [js.has("share"), js.has("writeText"), js.has("readText"), js.has("touch")];
window.navigator = {maxTouchPoints: 5, share: () => null,
                    clipboard: {writeText: () => null, readText: () => null}};
out.hasAll = [js.has("share"), js.has("writeText"), js.has("readText"), js.has("touch"), js.has("x")];
// the helper starts the calls itself: the promise never leaves JavaScript
const shared = [];
window.navigator = {maxTouchPoints: 5,
                    share: (data) => { shared.push(data); return Promise.resolve(); },
                    clipboard: {writeText: (t) => { shared.push("copy:" + t); return Promise.resolve(); },
                                readText: () => Promise.resolve("CLIP")}};
const viaShare = js.share(JSON.stringify({url: "U", title: "T", text: "X"}));
const viaWrite = js.writeText("LINK");
const viaRead = js.readText();
window.navigator = {maxTouchPoints: 5, share: () => { throw new TypeError("needs a gesture"); }};
const thrownShare = js.share("{}");
const noClipboard = js.readText();
out.started = [thrownShare.state, thrownShare.error, noClipboard.state, noClipboard.error];
const ok = js.watch(Promise.resolve("text"));
const empty = js.watch(Promise.resolve(undefined));
const refused = js.watch(Promise.reject({name: "NotAllowedError"}));
const plain = js.watch(Promise.reject("nope"));
let later;
const pending = js.watch(new Promise((resolve) => { later = resolve; }));
out.before = [ok.state, pending.state];
window.copyWorks = true;
out.copied = js.legacyCopy("LINK");
window.copyWorks = false;
out.notCopied = js.legacyCopy("LINK");
window.document.execCommand = () => { throw new Error("blocked"); };
out.thrown = js.legacyCopy("LINK");
out.calls = calls;
setTimeout(() => {
  out.after = [ok.state, ok.value, empty.state, empty.value, refused.state, refused.error,
               plain.state, plain.error, pending.state];
  out.calls2 = [viaShare.state, viaWrite.state, viaRead.state, viaRead.value, shared];
  later("late");
  setTimeout(() => {
    out.late = [pending.state, pending.value];
    console.log(JSON.stringify(out));
  }, 0);
}, 0);
"""


@pytest.mark.skipif(NODE is None, reason="node is not installed")
def test_the_page_helper_watches_promises_and_copies_the_old_way():
    script = f"const HELPER_JS = {json.dumps(HELPER_JS)};\n{HARNESS}"
    result = subprocess.run([NODE, "-e", script], capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stderr
    out = json.loads(result.stdout)
    assert out["same"] is True
    assert out["hasNothing"] == [False, False, False, False]
    assert out["hasAll"] == [True, True, True, True, False]
    assert out["before"] == ["pending", "pending"]  # a promise never settles synchronously
    assert out["after"] == [
        "done",
        "text",
        "done",
        "",
        "failed",
        "NotAllowedError",
        "failed",
        "nope",
        "pending",
    ]
    assert out["late"] == ["done", "late"]
    assert out["calls2"] == [
        "done",
        "done",
        "done",
        "CLIP",
        [{"url": "U", "title": "T", "text": "X"}, "copy:LINK"],
    ]
    assert out["started"] == ["failed", "TypeError", "failed", "TypeError"]
    assert out["copied"] is True and out["notCopied"] is False and out["thrown"] is False
    # the textarea is always removed again and the focus given back to the canvas
    assert out["calls"].count("append") == 3 and out["calls"].count("remove") == 3
    assert out["calls"].count("refocus") == 3
