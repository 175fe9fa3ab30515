import fs from 'node:fs';
import path from 'node:path';
import v8 from 'node:v8';

// Loaded into the benchmarked server (node --import): on SIGUSR2 it writes where the process's
// memory is (V8 heap, memory outside it, the rest of the resident set: PGlite's WebAssembly memory,
// native libraries, allocator slack) to DATA_DIR/memory.json. The product itself carries none of this.
// Plain JavaScript: the server runs without a TypeScript loader, and this must not bring one in.

process.on('SIGUSR2', () => {
  const before = process.memoryUsage();
  // Started with --expose-gc by bench/lib/server.ts: what is live, apart from garbage not yet collected.
  globalThis.gc?.();
  const usage = process.memoryUsage();
  const heap = v8.getHeapStatistics();
  const mb = (bytes) => Math.round(bytes / 1024 / 1024);
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
  fs.writeFileSync(
    path.join(process.env.DATA_DIR ?? '.', 'memory.json'),
    JSON.stringify(breakdown),
  );
});
