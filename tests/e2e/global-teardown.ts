import fs from 'node:fs';
import { E2E_CONSOLE_PORT, E2E_PORT } from '../../playwright.config';
import { e2eServerFiles } from './server-files';

// Both servers must have run the whole suite without writing to stderr.
export default function globalTeardown() {
  for (const port of [E2E_PORT, E2E_CONSOLE_PORT]) {
    const { stderrLog } = e2eServerFiles(String(port));
    const log = fs.existsSync(stderrLog) ? fs.readFileSync(stderrLog, 'utf8').trim() : '';
    if (log)
      throw new Error(
        `The server on port ${port} wrote to stderr during the end-to-end suite:\n${log.slice(0, 4000)}`,
      );
  }
}
