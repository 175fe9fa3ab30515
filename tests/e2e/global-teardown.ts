import fs from 'node:fs';

// The server must have run the whole suite without writing to stderr.
export default function globalTeardown() {
  const log = fs.existsSync('test-results/server-stderr.log') ? fs.readFileSync('test-results/server-stderr.log', 'utf8').trim() : '';
  if (log) throw new Error(`The server wrote to stderr during the end-to-end suite:\n${log.slice(0, 4000)}`);
}
