"""Make pyodide 314.0.7 host pygbag's pygame-ce WebAssembly wheel: a text patch of
pyodide.asm.mjs.

    python tools/browser/patch_pyodide.py build/browser-env/pyodide/pyodide.asm.mjs

pygbag's wheel (pygame-ce 2.5.7 with SDL 2.28.4 inside) was compiled by an older
Emscripten than pyodide's (5.0.3). Three things differ, and each is fixed here:

1. **Missing imports.** The wheel calls setjmp-guarded functions through Emscripten's
   `invoke_*` wrappers (JavaScript exceptions); pyodide uses WebAssembly exceptions and
   has none, so its linker fails on the first text drawn ("cannot resolve symbol
   invoke_viiii"). The linker now gets a wrapper that calls the table entry directly.
   A longjmp inside such a call is not caught; only FreeType's and SDL's error paths
   longjmp. SDL's key handler also imports `emscripten_compute_dom_pk_code`, which
   pyodide does not export (a "Dynamic linking error" on every key press): the linker
   gets a lookup from KeyboardEvent.code to Emscripten's DOM_PK codes (DOM_PK below).
2. **Input structs in the old layout.** The old html5.h kept EM_BOOL as a 4-byte int and
   still had canvasX/canvasY in mouse and touch points; pyodide writes 1-byte bools and
   no canvas fields. Unpatched, a click at (100, 100) reaches SDL as a motion to
   (0, 1279) with no button, a tap as a finger at x = 438368. The mouse, wheel, touch
   and key writers are replaced by `OLD_LAYOUT` (JavaScript, below) that writes the old
   layout, and the structs are allocated at the old sizes:

       mouse  72 B   f64 time; i32 screenX screenY clientX clientY @8..20;
                     i32 ctrl shift alt meta @24..36; u16 button @40, buttons @42;
                     i32 movementX movementY targetX targetY canvasX canvasY @44..64
       wheel 104 B   mouse, then f64 deltaX deltaY deltaZ @72..88, u32 deltaMode @96
       touch 1696 B  f64 time; i32 count @8; i32 ctrl shift alt meta @12..24;
                     up to 32 points of 52 B from @28: i32 identifier screenX screenY
                     clientX clientY pageX pageY isChanged onTarget targetX targetY
                     canvasX canvasY
       key   176 B   f64 time; u32 location @8; i32 ctrl shift alt meta repeat @12..28;
                     u32 charCode keyCode which @32..40; char key[32] @44, code[32] @76,
                     charValue[32] @108, locale[32] @140

Every replaced piece must be found exactly once; anything else (another pyodide build)
is refused with PatchError rather than patched half-way. Patching twice is refused too:
`patch()` sees its own marker. Measured in Chromium 156: after the patch, clicks, taps,
keys and the wheel reach pygame at the right canvas positions, on a canvas scaled by CSS.
"""

import json
import re
import sys

MARKER = "/*tridice-old-html5-layout*/"


class PatchError(Exception):
    pass


def _dom_pk_codes():
    """KeyboardEvent.code -> DOM_PK code (Emscripten's dom_pk_codes.h: PC set-1 scancodes,
    0xE0-prefixed for the extended keys)."""
    codes = {}
    rows = [  # (first scancode, the codes of consecutive keys)
        (
            0x01,
            "Escape Digit1 Digit2 Digit3 Digit4 Digit5 Digit6 Digit7 Digit8 Digit9 Digit0 "
            "Minus Equal Backspace Tab KeyQ KeyW KeyE KeyR KeyT KeyY KeyU KeyI KeyO KeyP "
            "BracketLeft BracketRight Enter ControlLeft KeyA KeyS KeyD KeyF KeyG KeyH KeyJ KeyK "
            "KeyL Semicolon Quote Backquote ShiftLeft Backslash KeyZ KeyX KeyC KeyV KeyB KeyN "
            "KeyM Comma Period Slash ShiftRight NumpadMultiply AltLeft Space CapsLock "
            "F1 F2 F3 F4 F5 F6 F7 F8 F9 F10 Pause ScrollLock Numpad7 Numpad8 Numpad9 "
            "NumpadSubtract Numpad4 Numpad5 Numpad6 NumpadAdd Numpad1 Numpad2 Numpad3 "
            "Numpad0 NumpadDecimal PrintScreen",
        ),
        (0x56, "IntlBackslash F11 F12 NumpadEqual"),
    ]
    for first, names in rows:
        for offset, name in enumerate(names.split()):
            codes[name] = first + offset
    extended = {
        "NumpadEnter": 0x1C,
        "ControlRight": 0x1D,
        "NumpadDivide": 0x35,
        "AltRight": 0x38,
        "NumLock": 0x45,
        "Home": 0x47,
        "ArrowUp": 0x48,
        "PageUp": 0x49,
        "ArrowLeft": 0x4B,
        "ArrowRight": 0x4D,
        "End": 0x4F,
        "ArrowDown": 0x50,
        "PageDown": 0x51,
        "Insert": 0x52,
        "Delete": 0x53,
        "MetaLeft": 0x5B,
        "MetaRight": 0x5C,
        "ContextMenu": 0x5D,
    }
    codes.update({name: 0xE000 | low for name, low in extended.items()})
    return codes


DOM_PK = _dom_pk_codes()

# Injected once into pyodide's module scope (where HEAP32, getWasmTableEntry and the
# string helpers live). Each writer fills one struct in the old layout.
OLD_LAYOUT = (
    MARKER
    + """var tridiceOld={
 mouse(p,e,target){var i=p>>>2,r=getBoundingClientRect(target),x=e.clientX-(r.left|0),y=e.clientY-(r.top|0);
  HEAPF64[p>>>3>>>0]=e.timeStamp;
  HEAP32[i+2>>>0]=e.screenX;HEAP32[i+3>>>0]=e.screenY;HEAP32[i+4>>>0]=e.clientX;HEAP32[i+5>>>0]=e.clientY;
  HEAP32[i+6>>>0]=e.ctrlKey;HEAP32[i+7>>>0]=e.shiftKey;HEAP32[i+8>>>0]=e.altKey;HEAP32[i+9>>>0]=e.metaKey;
  HEAP16[(p+40>>>1)>>>0]=e.button;HEAP16[(p+42>>>1)>>>0]=e.buttons;
  HEAP32[i+11>>>0]=e.movementX;HEAP32[i+12>>>0]=e.movementY;
  HEAP32[i+13>>>0]=x;HEAP32[i+14>>>0]=y;HEAP32[i+15>>>0]=x;HEAP32[i+16>>>0]=y},
 wheel(p,e){HEAPF64[p+72>>>3>>>0]=e.deltaX;HEAPF64[p+80>>>3>>>0]=e.deltaY;HEAPF64[p+88>>>3>>>0]=e.deltaZ;
  HEAP32[p+96>>>2>>>0]=e.deltaMode},
 touch(p,e,touches,r){var n=0,q=p+28;
  HEAP32[p+12>>>2>>>0]=e.ctrlKey;HEAP32[p+16>>>2>>>0]=e.shiftKey;HEAP32[p+20>>>2>>>0]=e.altKey;
  HEAP32[p+24>>>2>>>0]=e.metaKey;
  for(var t of Object.values(touches)){var i=q>>>2,x=t.clientX-(r.left|0),y=t.clientY-(r.top|0);
   HEAP32[i>>>0]=t.identifier;HEAP32[i+1>>>0]=t.screenX;HEAP32[i+2>>>0]=t.screenY;HEAP32[i+3>>>0]=t.clientX;
   HEAP32[i+4>>>0]=t.clientY;HEAP32[i+5>>>0]=t.pageX;HEAP32[i+6>>>0]=t.pageY;HEAP32[i+7>>>0]=t.isChanged;
   HEAP32[i+8>>>0]=t.onTarget;HEAP32[i+9>>>0]=x;HEAP32[i+10>>>0]=y;HEAP32[i+11>>>0]=x;HEAP32[i+12>>>0]=y;
   q+=52;if(++n>31)break}
  return n},
 key(p,e){var i=p>>>2;
  HEAP32[i+2>>>0]=e.location;HEAP32[i+3>>>0]=e.ctrlKey;HEAP32[i+4>>>0]=e.shiftKey;HEAP32[i+5>>>0]=e.altKey;
  HEAP32[i+6>>>0]=e.metaKey;HEAP32[i+7>>>0]=e.repeat;HEAP32[i+8>>>0]=e.charCode;HEAP32[i+9>>>0]=e.keyCode;
  HEAP32[i+10>>>0]=e.which;stringToUTF8(e.key||"",p+44,32);stringToUTF8(e.code||"",p+76,32);
  stringToUTF8(e.char||"",p+108,32);stringToUTF8(e.locale||"",p+140,32)},
 domPk:"""
    + json.dumps(DOM_PK, separators=(",", ":"))
    + """,
 missing(sym){
  if(sym.startsWith("invoke_"))return(index,...args)=>getWasmTableEntry(index)(...args);
  if(sym=="emscripten_compute_dom_pk_code")return p=>tridiceOld.domPk[UTF8ToString(p)]||0;
  return undefined}
};"""
)

# (what, pattern, replacement): a regex that must match exactly once, and its new text.
EDITS = [
    (
        "the layout writers go in front of the mouse writer",
        r"(?=var fillMouseEventData=\(eventStruct,e,target\)=>\{)",
        OLD_LAYOUT,
    ),
    (
        "mouse struct writer",
        r"fillMouseEventData=\(eventStruct,e,target\)=>\{HEAPF64\[eventStruct.*?\(rect\.top\|0\)\};",
        "fillMouseEventData=(eventStruct,e,target)=>tridiceOld.mouse(eventStruct,e,target);",
    ),
    (
        "mouse struct size",
        r"(registerMouseEventCallback=\(target,userData,useCapture,callbackfunc,eventTypeId,"
        r"eventTypeString,targetThread\)=>\{var eventSize=)64;",
        r"\g<1>72;",
    ),
    (
        "wheel deltas",
        r"HEAPF64\[wheelEvent\+64>>>3>>>0\]=e\[\"deltaX\"\];.*?HEAP32\[wheelEvent\+88>>>2>>>0\]=e\[\"deltaMode\"\];",
        "tridiceOld.wheel(wheelEvent,e);",
    ),
    (
        "wheel struct size",
        r"(registerWheelEventCallback=\(target,userData,useCapture,callbackfunc,eventTypeId,"
        r"eventTypeString,targetThread\)=>\{var eventSize=)96;",
        r"\g<1>104;",
    ),
    (
        "touch points",
        r"HEAP8\[touchEvent\+12>>>0\]=e\.ctrlKey;.*?if\(\+\+numTouches>31\)\{break\}\}",
        "var numTouches=tridiceOld.touch(touchEvent,e,touches,getBoundingClientRect(target));",
    ),
    (
        "touch struct size",
        r"(registerTouchEventCallback=\(target,userData,useCapture,callbackfunc,eventTypeId,"
        r"eventTypeString,targetThread\)=>\{var eventSize=)1552;",
        r"\g<1>1696;",
    ),
    (
        "key fields",
        r"var idx=keyEventData>>>2;HEAP32\[idx\+2>>>0\]=e\.location;.*?"
        r"stringToUTF8\(e\.locale\|\|\"\",keyEventData\+128,32\);",
        "tridiceOld.key(keyEventData,e);",
    ),
    (
        "key struct size",
        r"(registerKeyEventCallback=\(target,userData,useCapture,callbackfunc,eventTypeId,"
        r"eventTypeString,targetThread\)=>\{var eventSize=)160;",
        r"\g<1>176;",
    ),
    (
        "the linker's fallback for symbols pyodide lacks",
        r"if\(!resolved\)\{resolved=moduleExports\[sym\]\}",
        r"\g<0>if(!resolved){resolved=tridiceOld.missing(sym)}",
    ),
]


def patch(text):
    """pyodide.asm.mjs's text with every edit made; PatchError if any piece is not found
    exactly once, or the text is patched already."""
    if MARKER in text:
        raise PatchError("this pyodide.asm.mjs is patched already")
    for what, pattern, replacement in EDITS:
        found = len(re.findall(pattern, text, flags=re.S))
        if found != 1:
            raise PatchError(f"{what}: found {found} times, expected once (a different pyodide build?)")

        def replace(m: re.Match[str], r: str = replacement) -> str:
            return m.expand(r) if "\\g<" in r else r

        text = re.sub(pattern, replace, text, count=1, flags=re.S)
    return text


def main(argv):
    if len(argv) != 1:
        print(__doc__.split("\n\n")[1])
        return 2
    path = argv[0]
    with open(path, encoding="utf-8") as handle:
        text = handle.read()
    try:
        patched = patch(text)
    except PatchError as error:
        print(f"patch_pyodide: {error}", file=sys.stderr)
        return 1
    with open(path, "w", encoding="utf-8") as handle:
        handle.write(patched)
    print(f"patched {path}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
