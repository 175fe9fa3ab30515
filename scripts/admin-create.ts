// Creates a staff account: `npm run admin:create [-- --email a@b.c --name "Name" --role admin]`.
// Asks for what is missing; the password is typed without echo, or read from standard input when
// that is not a terminal (`printf '%s\n' "$PASSWORD" | npm run admin:create -- --email ...`).
// It is the only way to make the first account: nothing is seeded. While the server runs on the embedded
// database, the server makes the account (server/control): a second process must not open its files.
import readline from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { NewStaffSchema, STAFF_ROLES } from '../schemas/admin';
import { fieldErrors } from '../schemas/envelope';
import { AccountCreatedSchema, CONTROL_PATHS } from '../schemas/control';
import { loadConfig } from '../server/config';
import { onDatabase } from '../server/control/client';
import { createStaffService } from '../server/console/staff';

const { values } = parseArgs({
  options: { email: { type: 'string' }, name: { type: 'string' }, role: { type: 'string' } },
});
const interactive = Boolean(process.stdin.isTTY);

async function ask(rl: readline.Interface, question: string, given?: string): Promise<string> {
  if (given !== undefined) return given;
  if (!interactive)
    fail(`Pass --${question.split(' ')[0]!.toLowerCase()} when standard input is not a terminal.`);
  return rl.question(`${question}: `);
}

/** Reads one line from the terminal without showing it. */
function askHidden(question: string): Promise<string> {
  return new Promise((resolve) => {
    process.stdout.write(`${question}: `);
    const stdin = process.stdin;
    stdin.setRawMode(true);
    stdin.resume();
    stdin.setEncoding('utf8');
    let typed = '';
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\u0003') process.exit(130);
        if (char === '\r' || char === '\n') {
          stdin.setRawMode(false);
          stdin.pause();
          stdin.off('data', onData);
          process.stdout.write('\n');
          return resolve(typed);
        }
        typed = char === '\u007f' || char === '\b' ? typed.slice(0, -1) : typed + char;
      }
    };
    stdin.on('data', onData);
  });
}

/** One line from a pipe. A second line would become part of the password, which no browser can type. */
async function readStdinPassword(): Promise<string> {
  let text = '';
  for await (const chunk of process.stdin) text += chunk;
  const password = text.replace(/\r?\n$/, '');
  if (/[\r\n]/.test(password))
    fail(
      'The password on standard input holds a line break: pipe one line, e.g. printf \'%s\\n\' "$PASSWORD". Nothing was created.',
    );
  return password;
}

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

async function main() {
  const rl = readline.createInterface({
    input: process.stdin,
    output: process.stdout,
    terminal: interactive,
  });
  const email = await ask(rl, 'Email', values.email);
  const name = await ask(rl, 'Name', values.name);
  const role = await ask(rl, `Role (${STAFF_ROLES.join(' or ')})`, values.role);
  rl.close();

  let password: string;
  if (interactive) {
    password = await askHidden('Password (at least 12 characters)');
    if ((await askHidden('Password again')) !== password)
      fail('The passwords differ; nothing was created.');
  } else {
    password = await readStdinPassword();
  }

  const parsed = NewStaffSchema.safeParse({ email, name, role, password });
  if (!parsed.success)
    fail(
      Object.entries(fieldErrors(parsed.error.issues))
        .map(([field, problem]) => `${field}: ${problem}`)
        .join('\n'),
    );

  try {
    const created = await onDatabase(loadConfig(), {
      async local(database) {
        await database.migrate();
        return createStaffService(database.db).create(parsed.data);
      },
      async remote(server) {
        console.log(
          `The server (pid ${server.pid}) holds the embedded database: creating the account through it.`,
        );
        const answer = await server.call(
          'POST',
          CONTROL_PATHS.accounts,
          AccountCreatedSchema,
          parsed.data,
        );
        return answer.account;
      },
    });
    console.log(`Created ${created.role} account ${created.email} (id ${created.id}).`);
  } catch (error) {
    fail(`Could not create the account: ${(error as Error).message}`);
  }
}

void main();
