import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTROL_PATHS, CONTROL_TOKEN_HEADER } from '../../../schemas/control';
import { createBackupRunner, listBackups } from '../../../server/backup/runner';
import { startControlChannel, type ControlChannel } from '../../../server/control/channel';
import { createStaffService } from '../../../server/console/staff';
import { createTestDatabase, type TestDatabase } from '../../support/test-database';

// The server's control channel on loopback, asked over real sockets: the token decides, whatever is sent.

const TOKEN = 'Yu3ycx2A3j7FG7D0KdPdV2OsTZNA8G0YWxrGXaVR6jA';
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-control-'));
let database: TestDatabase;
let channel: ControlChannel;
beforeAll(async () => {
  database = await createTestDatabase();
  const log = Fastify().log;
  channel = await startControlChannel({
    token: TOKEN,
    db: database.db,
    backups: createBackupRunner({
      database,
      backupDir: path.join(work, 'backups'),
      keep: 3,
      log,
    }),
    log,
  });
});
afterAll(async () => {
  await channel?.close();
  await database?.dispose();
  fs.rmSync(work, { recursive: true, force: true });
});

/** The status of a GET sent as raw bytes, so a header can hold any bytes at all. */
function statusOf(tokenHeader: Buffer | undefined): Promise<number> {
  const { port } = new URL(channel.url);
  const request = Buffer.concat([
    Buffer.from(`GET ${CONTROL_PATHS.vitals}?days=7 HTTP/1.1\r\nHost: 127.0.0.1\r\n`),
    tokenHeader
      ? Buffer.concat([Buffer.from(`${CONTROL_TOKEN_HEADER}: `), tokenHeader, Buffer.from('\r\n')])
      : Buffer.alloc(0),
    Buffer.from('Connection: close\r\n\r\n'),
  ]);
  return new Promise((resolve, reject) => {
    let answer = '';
    const socket = net.connect(Number(port), '127.0.0.1', () => socket.write(request));
    socket.on('data', (chunk) => (answer += chunk.toString('latin1')));
    socket.on('end', () => resolve(Number(answer.split(' ')[1])));
    socket.on('error', reject);
  });
}

const post = (url: string, body: unknown, token = TOKEN) =>
  fetch(new URL(url, channel.url), {
    method: 'POST',
    headers: { 'content-type': 'application/json', [CONTROL_TOKEN_HEADER]: token },
    body: JSON.stringify(body),
  });

describe('the control channel', () => {
  it('listens on loopback only', () => {
    expect(new URL(channel.url).hostname).toBe('127.0.0.1');
  });

  it('answers 403 to a token of any length or encoding but its own, and 200 to its own', async () => {
    const utf8 = (text: string) => Buffer.from(text, 'utf8');
    const wrong = [
      undefined,
      utf8(''),
      utf8('x'),
      utf8(TOKEN.slice(0, -1)),
      utf8(`${TOKEN.slice(0, -1)}B`),
      utf8(`${TOKEN}A`),
      // 43 bytes, as long as the token, none of them ASCII.
      Buffer.alloc(TOKEN.length, 0xe9),
      // 43 characters, as many as the token, but 86 bytes.
      utf8('é'.repeat(TOKEN.length)),
      utf8(`${TOKEN.slice(0, 41)}é`),
      utf8('ü'.repeat(7) + '✓'.repeat(9)),
      utf8('x'.repeat(4000)),
    ];
    for (const token of wrong)
      expect([token?.toString('hex'), await statusOf(token)]).toEqual([
        token?.toString('hex'),
        403,
      ]);
    expect(await statusOf(utf8(TOKEN))).toBe(200);
  });

  it('makes a staff account the server signs in with, and refuses a bad one in the API shape, storing nothing', async () => {
    const staff = createStaffService(database.db);
    const refused = await post(CONTROL_PATHS.accounts, {
      email: 'counsellor@academy.example',
      name: 'Counsellor',
      role: 'staff',
      password: 'short',
    });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({
      success: false,
      errors: { password: 'Use at least 12 characters.' },
    });
    expect(await staff.findByEmail('counsellor@academy.example')).toBeUndefined();

    const created = await post(CONTROL_PATHS.accounts, {
      email: 'Counsellor@Academy.example',
      name: 'Counsellor',
      role: 'staff',
      password: 'a long counsellor password',
    });
    expect(created.status).toBe(201);
    expect(await created.json()).toMatchObject({
      success: true,
      account: { email: 'counsellor@academy.example', role: 'staff' },
    });
    expect(await staff.findByEmail('counsellor@academy.example')).toMatchObject({
      name: 'Counsellor',
    });

    const again = await post(CONTROL_PATHS.accounts, {
      email: 'counsellor@academy.example',
      name: 'Someone else',
      role: 'admin',
      password: 'another long password',
    });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({
      success: false,
      message: 'A staff account with this email already exists.',
    });
  });

  it('takes a backup where it is asked, refuses a relative folder, and changes nothing without the token', async () => {
    const out = path.join(work, 'asked');
    expect((await post(CONTROL_PATHS.backup, { out }, 'not the token')).status).toBe(403);
    expect(fs.existsSync(out)).toBe(false);
    const relative = await post(CONTROL_PATHS.backup, { out: 'backups' });
    expect(relative.status).toBe(400);
    expect(await relative.json()).toMatchObject({
      errors: { out: 'out must be an absolute path.' },
    });

    const taken = await post(CONTROL_PATHS.backup, { out });
    expect(taken.status).toBe(200);
    const { file } = (await taken.json()) as { file: string };
    expect(path.dirname(file)).toBe(out);
    expect(listBackups(out)).toEqual([path.basename(file)]);
  });
});
