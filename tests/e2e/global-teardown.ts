import fs from 'node:fs';
import { e2eServerFiles } from './server-files';

// The server must have run the whole suite without writing to stderr.
export default function globalTeardown() {
  const { stderrLog } = e2eServerFiles();
  const log = fs.existsSync(stderrLog) ? fs.readFileSync(stderrLog, 'utf8').trim() : '';
  if (log) throw new Error(`The server wrote to stderr during the end-to-end suite:\n${log.slice(0, 4000)}`);
}
