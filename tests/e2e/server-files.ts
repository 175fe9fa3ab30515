import fs from 'node:fs';
import path from 'node:path';

/** Where tests/support/e2e-server.mjs keeps the server's data and stderr for this port (the main server's by default). */
export function e2eServerFiles(port = process.env.E2E_PORT ?? '3100') {
  const dataDir = path.resolve('.tmp', `e2e-data-${port}`);
  return {
    dataDir,
    mailDir: path.join(dataDir, 'mail'),
    stderrLog: path.resolve('.tmp', `e2e-server-stderr-${port}.log`),
  };
}

/** The text of every notification email the server has written so far (no SMTP in e2e: .eml files). */
export function notificationEmails(): string[] {
  const { mailDir } = e2eServerFiles();
  if (!fs.existsSync(mailDir)) return [];
  return fs.readdirSync(mailDir).map((file) => fs.readFileSync(path.join(mailDir, file), 'utf8'));
}
