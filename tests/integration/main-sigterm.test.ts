import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactEnquiries, jobs } from '../../server/db/schema';
import { validEnquiry } from '../support/lead-fixtures';
import { startSmtpListener } from '../support/local-listeners';
import {
  serverDatabase,
  spawnServer,
  untilReady,
  type ServerDatabase,
} from '../support/real-server';

// SIGTERM to the real server process while a stream of contact submissions is arriving. Every
// request ends as success-and-stored or refused-and-not-stored (503 or a refused connection), each
// stored lead's notification is delivered or still queued, and the process exits 0.

let smtp: Awaited<ReturnType<typeof startSmtpListener>>;
let database: ServerDatabase;
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-sigterm-'));
beforeAll(async () => {
  smtp = await startSmtpListener();
  database = await serverDatabase(path.join(root, 'data'));
});
afterAll(async () => {
  await smtp?.close();
  await database?.dispose();
  fs.rmSync(root, { recursive: true, force: true });
});

interface Outcome {
  name: string;
  status: number;
}

describe('SIGTERM under load', { timeout: 240_000 }, () => {
  it('loses nothing: every answer is the truth, every stored lead keeps its job, exit 0', async () => {
    const server = await spawnServer({
      ...database.env,
      SMTP_URL: smtp.url,
      RATE_LIMIT_FORMS_MAX: '100000',
      RATE_LIMIT_API_MAX: '100000',
      LOG_LEVEL: 'warn',
    });
    await untilReady(server);
    let exited = false;
    void server.exited.then(() => (exited = true));

    const outcomes: Outcome[] = [];
    let next = 0;
    const stream = async () => {
      // Each stream stops once the process is gone and its connection is refused.
      for (;;) {
        const name = `Sigterm lead ${String(next++).padStart(5, '0')}`;
        try {
          const response = await fetch(`${server.url}/api/contact`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ ...validEnquiry(), name }),
          });
          await response.arrayBuffer();
          outcomes.push({ name, status: response.status });
        } catch {
          outcomes.push({ name, status: 0 });
          if (exited) return;
          await new Promise((r) => setTimeout(r, 20));
        }
      }
    };
    const streams = Array.from({ length: 8 }, stream);
    while (outcomes.filter((o) => o.status === 200).length < 40)
      await new Promise((r) => setTimeout(r, 10));
    server.child.kill('SIGTERM');
    await Promise.all(streams);

    expect(await server.exited, server.output()).toBe(0);
    const accepted = outcomes.filter((o) => o.status === 200);
    const refused = outcomes.filter((o) => o.status !== 200);
    expect(
      outcomes.every((o) => [200, 503, 0].includes(o.status)),
      JSON.stringify(outcomes.filter((o) => ![200, 503, 0].includes(o.status))),
    ).toBe(true);
    expect(refused.length).toBeGreaterThan(0);

    const handle = await database.open();
    try {
      const stored = await handle.db
        .select({ id: contactEnquiries.id, name: contactEnquiries.name })
        .from(contactEnquiries);
      const storedNames = new Set(stored.map((s) => s.name));
      for (const outcome of accepted)
        expect(storedNames.has(outcome.name), `${outcome.name} was accepted`).toBe(true);
      for (const outcome of refused)
        expect(
          storedNames.has(outcome.name),
          `${outcome.name} was refused (${outcome.status})`,
        ).toBe(false);
      expect(stored).toHaveLength(accepted.length);

      // No job lost: one per lead, each delivered (and in the mailbox) or still waiting its turn.
      const allJobs = await handle.db.select().from(jobs);
      expect(allJobs).toHaveLength(stored.length);
      expect(allJobs.filter((j) => j.failedAt !== null)).toEqual([]);
      const nameOf = new Map(stored.map((s) => [s.id, s.name]));
      for (const job of allJobs.filter((j) => j.doneAt !== null)) {
        const name = nameOf.get((job.payload as { id: number }).id)!;
        expect(
          smtp.messages.some((m) => m.decoded.includes(name)),
          `mail for ${name}`,
        ).toBe(true);
      }
      console.info(
        `SIGTERM run: ${outcomes.length} requests, ${accepted.length} accepted and stored, ${refused.filter((o) => o.status === 503).length} answered 503, ${refused.filter((o) => o.status === 0).length} refused connections; jobs delivered ${allJobs.filter((j) => j.doneAt).length}, queued ${allJobs.filter((j) => !j.doneAt).length}`,
      );
    } finally {
      await handle.close();
    }
  });
});
