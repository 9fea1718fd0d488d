// The offline copy: every file of the site is cached when the service worker installs, and
// each request is answered from the network while there is one (so a new version is taken at
// once) and from the cache when there is none (so after the first visit the app opens with no
// network, installed to the home screen or not).
"use strict";
const CACHE = "coupdoeil-v3";
// The photo's decoder (photo_decode.js and .wasm) is a worker the page starts for each photo.
const FILES = ["./", "index.html", "page.js", "files.js", "coupdoeil.js", "coupdoeil.wasm",
               "coupdoeil.data", "photo_decode.js", "photo_decode.wasm", "manifest.webmanifest",
               "icons/coupdoeil-192.png", "icons/coupdoeil-512.png", "icons/coupdoeil.svg"];

self.addEventListener("install", (event) => {
  event.waitUntil(caches.open(CACHE).then((c) => c.addAll(FILES)).then(() => self.skipWaiting()));
});

self.addEventListener("activate", (event) => {
  event.waitUntil(caches.keys()
    .then((names) => Promise.all(names.filter((n) => n !== CACHE).map((n) => caches.delete(n))))
    .then(() => self.clients.claim()));
});

self.addEventListener("fetch", (event) => {
  if (event.request.method !== "GET") return;
  event.respondWith(fetch(event.request).then((response) => {
    if (response.ok) {
      const copy = response.clone();
      caches.open(CACHE).then((c) => c.put(event.request, copy));
    }
    return response;
  }).catch(() => caches.match(event.request, { ignoreSearch: true })));
});
