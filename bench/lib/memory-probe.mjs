import fs from 'node:fs';
import path from 'node:path';
import v8 from 'node:v8';

// Loaded into the benchmarked server (node --import): on SIGUSR2 it writes where the process's
// memory is (V8 heap, memory outside it, the rest of the resident set: PGlite's WebAssembly memory,
// native libraries, allocator slack) to DATA_DIR/memory.json, as it was and once garbage is
// collected. The product itself carries none of this. Plain JavaScript: the server runs without a
// TypeScript loader, and this must not bring one in.

// bench/lib/server.ts starts the server with --expose-gc; without it the figures after a collection
// would silently be the ones before.
if (typeof globalThis.gc !== 'function') throw new Error('memory-probe.mjs needs node --expose-gc');

const mb = (bytes) => Math.round(bytes / 1024 / 1024);
const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function collect() {
  // V8 gives freed pages back to the system from a background task after the collection returns, so
  // the resident set is read once it has stopped falling (a second collection catches what the first
  // one's finalisers let go).
  globalThis.gc();
  await wait(100);
  globalThis.gc();
  let rss = process.memoryUsage().rss;
  for (let i = 0; i < 40; i++) {
    await wait(50);
    const now = process.memoryUsage().rss;
    if (now >= rss) break;
    rss = now;
  }
}

process.on('SIGUSR2', async () => {
  const before = process.memoryUsage();
  await collect();
  const usage = process.memoryUsage();
  const heap = v8.getHeapStatistics();
  const breakdown = {
    rss: mb(before.rss),
    heapUsedBeforeGc: mb(before.heapUsed),
    rssAfterGc: mb(usage.rss),
    heapUsed: mb(usage.heapUsed),
    heapTotal: mb(usage.heapTotal),
    external: mb(usage.external),
    arrayBuffers: mb(usage.arrayBuffers),
    mallocedMemory: mb(heap.malloced_memory),
    outsideHeapAndExternal: mb(usage.rss - usage.heapTotal - usage.external),
  };
  // Written whole, then renamed: the bench waits for the file to appear and reads it at once.
  const file = path.join(process.env.DATA_DIR ?? '.', 'memory.json');
  fs.writeFileSync(`${file}.tmp`, JSON.stringify(breakdown));
  fs.renameSync(`${file}.tmp`, file);
});
