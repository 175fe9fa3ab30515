import { BadBackupError } from './reader';

// A database's message can quote the values it refused ("invalid input syntax for type integer:
// ...", "Key (email)=(...) already exists"), and drizzle's error quotes the whole statement with
// its parameters: a batch of rows, password hashes included. What restore says is built from the
// error's code and the names it carries (table, column, constraint), never from its text.

const WORDS: Record<string, string> = {
  '23505': 'a row repeats a key another row holds',
  '23502': 'a row lacks a value its column requires',
  '23503': 'a row points to a row that is not there',
  '23514': "a row fails one of its table's checks",
  '2BP01': "something outside the product depends on the product's tables",
  '42P01': 'a table is missing from the schema the backup was taken at',
  '42703': 'a column is missing from the schema the backup was taken at',
  '22': 'a value its column cannot hold',
  '08': 'the connection to the database failed',
  '53': 'the database ran out of a resource (disk, memory or connections)',
  '57': 'the database stopped the work (shut down or cancelled)',
};

interface DatabaseErrorFields {
  code?: unknown;
  table?: unknown;
  column?: unknown;
  constraint?: unknown;
  message?: unknown;
}

/** One clause for the operator saying why a restore failed, free of any row's values. */
export function describeFailure(error: unknown): string {
  if (error instanceof BadBackupError) return error.message;
  const cause = ((error as { cause?: unknown }).cause ?? error) as DatabaseErrorFields;
  const code = typeof cause.code === 'string' ? cause.code : '';
  if (/^[0-9A-Z]{5}$/.test(code)) {
    const names = (['table', 'column', 'constraint'] as const)
      .filter((field) => typeof cause[field] === 'string')
      .map((field) => `${field} ${String(cause[field])}`);
    const words = WORDS[code] ?? WORDS[code.slice(0, 2)] ?? 'the database refused it';
    return `${words} (SQLSTATE ${code}${names.length ? `; ${names.join(', ')}` : ''})`;
  }
  // Not the database's own error (a connection refused, a file unreadable): its message holds no
  // rows, unless it is drizzle's own, which quotes the statement.
  const message = typeof cause.message === 'string' ? cause.message : String(cause);
  return message.startsWith('Failed query') ? 'the database refused a statement' : message;
}
