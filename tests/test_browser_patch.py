"""tools/browser/patch_pyodide.py: the patch that lets pyodide host pygbag's pygame-ce wheel."""

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools" / "browser"))
import patch_pyodide  # noqa: E402

# The pieces of pyodide.asm.mjs the patch replaces, in the shape pyodide 314.0.7 has them.
PIECES = [
    'var fillMouseEventData=(eventStruct,e,target)=>{HEAPF64[eventStruct>>>3>>>0]=e.timeStamp;'
    'HEAP32[idx+10>>>0]=e.clientX-(rect.left|0);HEAP32[idx+11>>>0]=e.clientY-(rect.top|0)};',
    'var registerMouseEventCallback=(target,userData,useCapture,callbackfunc,eventTypeId,eventTypeString,'
    'targetThread)=>{var eventSize=64;',
    'HEAPF64[wheelEvent+64>>>3>>>0]=e["deltaX"];HEAPF64[wheelEvent+72>>>3>>>0]=e["deltaY"];'
    'HEAPF64[wheelEvent+80>>>3>>>0]=e["deltaZ"];HEAP32[wheelEvent+88>>>2>>>0]=e["deltaMode"];',
    'var registerWheelEventCallback=(target,userData,useCapture,callbackfunc,eventTypeId,eventTypeString,'
    'targetThread)=>{var eventSize=96;',
    'HEAP8[touchEvent+12>>>0]=e.ctrlKey;HEAP8[touchEvent+13>>>0]=e.shiftKey;idx+=48;if(++numTouches>31){break}}'
    'HEAP32[touchEvent+8>>>2>>>0]=numTouches;',
    'var registerTouchEventCallback=(target,userData,useCapture,callbackfunc,eventTypeId,eventTypeString,'
    'targetThread)=>{var eventSize=1552;',
    'var idx=keyEventData>>>2;HEAP32[idx+2>>>0]=e.location;HEAP8[keyEventData+12>>>0]=e.ctrlKey;'
    'stringToUTF8(e.locale||"",keyEventData+128,32);if(getWasmTableEntry(callbackfunc)',
    'var registerKeyEventCallback=(target,userData,useCapture,callbackfunc,eventTypeId,eventTypeString,'
    'targetThread)=>{var eventSize=160;',
    'function resolveSymbol(sym){var resolved=resolveGlobalSymbol(sym).sym;'
    'if(!resolved){resolved=moduleExports[sym]}return resolved}',
]


def sample():
    return "\n".join(PIECES)


def test_every_piece_is_replaced_once_and_the_old_layout_sizes_are_used():
    text = patch_pyodide.patch(sample())
    assert text.count(patch_pyodide.MARKER) == 1
    assert "var eventSize=72;" in text and "var eventSize=104;" in text
    assert "var eventSize=1696;" in text and "var eventSize=176;" in text
    assert "fillMouseEventData=(eventStruct,e,target)=>tridiceOld.mouse(eventStruct,e,target);" in text
    assert "tridiceOld.wheel(wheelEvent,e);" in text and "tridiceOld.key(keyEventData,e);" in text
    assert "var numTouches=tridiceOld.touch(touchEvent,e,touches,getBoundingClientRect(target));" in text
    assert "HEAP32[touchEvent+8>>>2>>>0]=numTouches;" in text  # the count is still written by pyodide
    assert "resolved=moduleExports[sym]}if(!resolved){resolved=tridiceOld.missing(sym)}" in text
    # the layout writers stand before the mouse writer, in the same scope
    assert text.index("var tridiceOld=") < text.index("var fillMouseEventData=")
    for old in ("HEAP8[touchEvent+12", "wheelEvent+64", "keyEventData+128", "eventSize=1552;"):
        assert old not in text


def test_a_different_build_is_refused_not_patched_half_way():
    for index, _piece in enumerate(PIECES):
        pieces = PIECES[:index] + PIECES[index + 1 :]
        with pytest.raises(patch_pyodide.PatchError, match="found 0 times"):
            patch_pyodide.patch("\n".join(pieces))
    with pytest.raises(patch_pyodide.PatchError, match="found 2 times"):
        patch_pyodide.patch(sample() + "\n" + PIECES[1])


def test_patching_twice_is_refused():
    with pytest.raises(patch_pyodide.PatchError, match="patched already"):
        patch_pyodide.patch(patch_pyodide.patch(sample()))


def test_the_key_codes_are_emscriptens_dom_pk_codes():
    codes = patch_pyodide.DOM_PK
    assert codes["Escape"] == 0x01 and codes["Digit1"] == 0x02 and codes["Digit0"] == 0x0B
    assert codes["Enter"] == 0x1C and codes["KeyA"] == 0x1E and codes["KeyZ"] == 0x2C
    assert codes["Space"] == 0x39 and codes["F1"] == 0x3B and codes["F10"] == 0x44
    assert codes["Numpad0"] == 0x52 and codes["F11"] == 0x57 and codes["F12"] == 0x58
    assert codes["ArrowLeft"] == 0xE04B and codes["ArrowDown"] == 0xE050 and codes["NumpadEnter"] == 0xE01C
    assert codes["Tab"] == 0x0F and codes["Backspace"] == 0x0E
    assert len(set(codes.values())) == len(codes)


INSTALLED = ROOT / "build" / "browser-env" / "node_modules" / "pyodide" / "pyodide.asm.mjs"


@pytest.mark.skipif(
    not INSTALLED.is_file() or shutil.which("node") is None,
    reason="pyodide is installed by make browser-env (make test-browser runs the patched copy)",
)
def test_the_real_pyodide_patches_and_still_loads_as_a_module(tmp_path):
    patched = tmp_path / "pyodide.asm.mjs"
    patched.write_text(patch_pyodide.patch(INSTALLED.read_text(encoding="utf-8")), encoding="utf-8")
    result = subprocess.run(
        ["node", "-e", f"import({str(patched)!r}).then(() => console.log('loaded'))"],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert result.returncode == 0 and "loaded" in result.stdout, result.stderr
