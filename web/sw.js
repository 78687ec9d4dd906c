// TriDice's service worker: after one visit the game starts with no network.
//
// Source: web/sw.js. tools/build_web.py writes build/web/sw.js from it, filling in
// RELEASE (app/version.py's version and a digest of the files) and FILES (the page's own
// files, with the SHA-256 of each that must arrive byte for byte). The page registers it
// as "sw.js?runtime=<pygbag's CDN address>" (web/index.tmpl).
//
// What it keeps:
// - the game's own files (FILES), fetched when the worker installs, in the cache
//   "tridice-game-<RELEASE> <scope>". A new release is a new sw.js (RELEASE changes): it
//   installs beside the old one, and when it takes over it deletes every other TriDice
//   cache of this scope. The page asks a waiting release to take over only while the
//   game has not started (web/index.tmpl), so a running game never has its files swapped.
// - the runtime pygbag's page downloads from its CDN (pythons.js, the WebAssembly Python,
//   its data), in "tridice-runtime-<CDN address> <scope>": every GET to the CDN's origin
//   that passes through the worker is fetched with CORS and kept when it answers 200.
//   Downloads the worker did not see (the first visit's, before it took control) are
//   fetched again, from the browser's HTTP cache as a rule, when the page sends their
//   addresses once the game has started ({type: "keep", urls}). A CDN that refuses CORS
//   gives opaque answers, whose status nobody can read: those are passed on, never kept.
// docs/release.md lists what Chromium keeps and what it cannot, as measured by
// tests/browser/page_offline.test.mjs.
"use strict";

const RELEASE = "@TRIDICE_RELEASE@";
const FILES = @TRIDICE_FILES@;

const SCOPE = self.registration.scope;
const INDEX = new URL("index.html", SCOPE).href;
const GAME_CACHE = `tridice-game-${RELEASE} ${SCOPE}`;
const RUNTIME = runtimePrefix(new URL(self.location.href).searchParams.get("runtime"));
const RUNTIME_CACHE = RUNTIME ? `tridice-runtime-${RUNTIME.cdn} ${SCOPE}` : null;

// The CDN's address from the registration URL: only an absolute http(s) address counts.
function runtimePrefix(address) {
  try {
    const url = new URL(address);
    if (url.protocol === "https:" || url.protocol === "http:") {
      return { cdn: url.href, origin: url.origin + "/" };
    }
  } catch (error) {
    // no runtime address: only the game's own files are kept
  }
  return null;
}

async function sha256(buffer) {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", buffer));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

// One of the game's files, checked against its digest; a copy that does not match (a
// stale HTTP cache, a damaged download) is fetched once more past every cache.
async function fetchChecked(name, digest) {
  for (const mode of ["no-cache", "reload"]) {
    const response = await fetch(new Request(new URL(name, SCOPE).href, { cache: mode }));
    if (!response.ok) {
      throw new Error(`${name}: HTTP ${response.status}`);
    }
    if (!digest || (await sha256(await response.clone().arrayBuffer())) === digest) {
      return response;
    }
  }
  throw new Error(`${name} does not match this release (damaged or from another release)`);
}

self.addEventListener("install", (event) => {
  event.waitUntil((async () => {
    const responses = await Promise.all(FILES.map(([name, digest]) => fetchChecked(name, digest)));
    // Nothing is written until every file has arrived whole: a release is kept entire or not at all.
    const cache = await caches.open(GAME_CACHE);
    await Promise.all(FILES.map(([name], index) => cache.put(new URL(name, SCOPE).href, responses[index])));
  })());
});

self.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    for (const key of await caches.keys()) {
      const ours = key.startsWith("tridice-") && key.endsWith(" " + SCOPE);
      if (ours && key !== GAME_CACHE && key !== RUNTIME_CACHE) {
        await caches.delete(key);
      }
    }
    await self.clients.claim();
  })());
});

self.addEventListener("message", (event) => {
  const data = event.data || {};
  if (data.type === "activate") {
    self.skipWaiting();
  } else if (data.type === "keep" && Array.isArray(data.urls)) {
    event.waitUntil(keepRuntime(data.urls));
  }
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") {
    return;
  }
  if (request.url.startsWith(SCOPE)) {
    event.respondWith(fromGame(request));
  } else if (RUNTIME && request.url.startsWith(RUNTIME.origin)) {
    event.respondWith(fromRuntime(request, event));
  }
});

// The game's own files: this release's copy first, else the network (a file that is not
// part of the release, say), and the page itself whenever the network fails a navigation.
async function fromGame(request) {
  const cache = await caches.open(GAME_CACHE);
  const url = new URL(request.url);
  url.hash = "";
  const navigation = request.mode === "navigate";
  const key = navigation && (url.href.split("?")[0] === SCOPE) ? INDEX : url.href;
  const kept = await cache.match(key, { ignoreSearch: true });
  if (kept) {
    return kept;
  }
  try {
    return await fetch(request);
  } catch (error) {
    const page = navigation ? await cache.match(INDEX) : undefined;
    if (page) {
      return page;
    }
    throw error;
  }
}

// A CORS copy of a runtime file, or null when the CDN refuses CORS or fails.
async function fetchRuntime(address) {
  try {
    return await fetch(address, { mode: "cors", credentials: "omit" });
  } catch (error) {
    return null;
  }
}

// The answer goes to the page as it arrives; its copy is kept once it has all arrived (the
// worker stays alive for it by waitUntil). Awaiting the copy first would hold back every byte
// of a slow download until the last, and the page would say nothing had arrived.
async function fromRuntime(request, event) {
  const cache = await caches.open(RUNTIME_CACHE);
  const kept = await cache.match(request.url);
  if (kept) {
    return kept;
  }
  const response = await fetchRuntime(request.url);
  if (!response) {
    return fetch(request); // the browser's own request: opaque or an error, never kept
  }
  if (response.status === 200) {
    event.waitUntil(cache.put(request.url, response.clone()).catch(() => {}));
  }
  return response;
}

async function keepRuntime(urls) {
  if (!RUNTIME_CACHE) {
    return;
  }
  const cache = await caches.open(RUNTIME_CACHE);
  for (const address of urls) {
    if (typeof address !== "string" || !address.startsWith(RUNTIME.origin) || (await cache.match(address))) {
      continue;
    }
    const response = await fetchRuntime(address);
    if (response && response.status === 200) {
      await cache.put(address, response).catch(() => {});
    }
  }
}
