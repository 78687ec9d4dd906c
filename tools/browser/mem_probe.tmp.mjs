import { DESKTOP, launch, openGame, serve, sleep } from "./harness.mjs";
const variant = process.argv[2] || "";
const gameId = process.argv[3] || "tris2";
const server = await serve();
const browser = await launch();
const game = await openGame(browser, server, DESKTOP);
await game.page.goto(`${server.origin}/page.html?prelude=bench_prelude.py&level=normal&again=1`, { waitUntil: "load" });
await game.waitFor((p) => p && p.top, { what: "the first frame", timeout: 90000 });
const py = (code) => game.read((source) => window.tridice_pyodide.runPython(source), code);
const wasm = async () => ((await game.read(() => window.tridice_pyodide._module.HEAP8.buffer.byteLength)) / 2 ** 20).toFixed(1);
const held = async () => py(`
import gc, pygame
import tridice_prelude
app = tridice_prelude._app[0]
def mb(d):
    d = getattr(d, "_kept", d)
    t = 0
    for x in d.values():
        if isinstance(x, tuple): x = x[0]
        try: t += x.get_width()*x.get_height()*x.get_bytesize()
        except Exception: pass
    return f"{len(d)}/{t/2**20:.1f}"
from app.ui import depth
from app.boards import figure
out = [f"scaled {mb(app.assets._scaled)}", f"texts {mb(app.theme._texts)}", f"fig {mb(figure._pictures)}"]
for n in ("_backdrops","_shadows","_sheens","_edges","_tables"): out.append(f"{n} {mb(getattr(depth,n))}")
for o in gc.get_objects():
    if type(o).__name__ == "Pictures": out.append(f"pictures {mb(o.cache)}")
import collections
c = collections.Counter(type(o).__name__ for o in gc.get_objects())
out.append(f"objs {sum(c.values())} " + ",".join(f"{k}:{v}" for k, v in c.most_common(8)))
st = app.storage
out.append(f"games {getattr(app, 'frame', 0)}")
" ".join(out)
`);
console.log("menu", await wasm(), await held());
await py(`import tridice_prelude\nfrom app.scenes.demo import start_demo\napp = tridice_prelude._app[0]\n${variant}\nstart_demo(app, "${gameId}")`);
let last = "";
for (let s = 0; s < 60; s++) { await sleep(500); const w = await wasm(); if (w !== last || s % 10 == 0) { console.log((s / 2).toFixed(1), "s", w, await held()); last = w; } }
await game.close(); await browser.close(); server.close();
