// Another process for the DATA_DIR lock's tests: `node --import tsx tests/support/hold-data-dir.ts DIR`.
// Says `ready`, waits for a line on standard input (so several can try at the same moment), tries to take
// the lock, and prints one JSON line: `{"held":holder}` or `{"refused":message}`. A holder keeps the lock
// until standard input ends, then releases it and exits (or is killed first).
import readline from 'node:readline';
import { lockDataDir } from '../../server/db/data-dir-lock';

const lines = readline.createInterface({ input: process.stdin })[Symbol.asyncIterator]();
console.log('ready');
await lines.next();
try {
  const lock = await lockDataDir(process.argv[2]!);
  console.log(JSON.stringify({ held: lock.holder }));
  while (!(await lines.next()).done);
  lock.release();
} catch (error) {
  console.log(JSON.stringify({ refused: (error as Error).message }));
}
