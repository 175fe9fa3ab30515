import crypto from 'node:crypto';
import fs from 'node:fs';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import tar from 'tar-stream';
import {
  ManifestSchema,
  MANIFEST,
  SAFE_PATH,
  tableEntry,
  uploadEntry,
  type Manifest,
  type ManifestEntry,
} from './archive';

const MiB = 1024 * 1024;

/**
 * What reading one backup may cost, whatever the file holds: a hostile file (a compression bomb, a
 * huge manifest, an endless line) is refused within these, before anything is restored. Nothing is
 * unpacked to disk: every entry is read from the file as a stream, once to check it and again to
 * load it, so memory holds at most the manifest, one batch of rows and one picture.
 */
export const READ_LIMITS = {
  /** Everything the file unpacks to; a larger backup is refused, at the entry header that claims more if it does. */
  unpackedBytes: 2 * 1024 * MiB,
  manifestBytes: 16 * MiB,
  /** One table row, as one JSON line (a post's text is at most 200,000 characters). */
  lineBytes: 8 * MiB,
  /** One uploaded picture (re-encoded, so at most a few hundred KB). */
  uploadBytes: 32 * MiB,
};

export class BadBackupError extends Error {}

const mib = (bytes: number) => `${bytes / MiB} MiB`;

type Visit = (name: string, body: AsyncIterable<Buffer>) => Promise<void>;

/**
 * Reads every entry of the compressed tar in order, within READ_LIMITS, handing each (but the
 * manifest) to `visit` as it is unpacked; whatever `visit` leaves unread is skipped. Returns each
 * entry's size and SHA-256, and the manifest's text. A file that is not a backup, damaged or
 * exceeding a limit throws BadBackupError; an error of `visit` is thrown as it is.
 */
async function readArchive(
  file: string,
  visit: Visit,
): Promise<{ found: Map<string, ManifestEntry>; manifestText?: string }> {
  const found = new Map<string, ManifestEntry>();
  let manifestText: string | undefined;
  let unpacked = 0;
  let declared = 0;
  const tooLarge = () =>
    new BadBackupError(
      `it unpacks to more than ${mib(READ_LIMITS.unpackedBytes)}, more than restore reads (a compression bomb, or not a backup of this product)`,
    );
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      unpacked += chunk.length;
      done(unpacked > READ_LIMITS.unpackedBytes ? tooLarge() : null, chunk);
    },
  });
  const extract = tar.extract();
  const reading = pipeline(fs.createReadStream(file), zlib.createGunzip(), counter, extract);
  reading.catch(() => {});
  let visitError: unknown;
  let readFailed = false;
  try {
    for await (const entry of extract) {
      const { name, size = 0, type } = entry.header;
      if (type !== 'file' || !SAFE_PATH.test(name) || found.has(name))
        throw new BadBackupError(`unexpected entry ${JSON.stringify(name)}`);
      declared += size;
      if (declared > READ_LIMITS.unpackedBytes) throw tooLarge();
      if (name === MANIFEST) {
        if (size > READ_LIMITS.manifestBytes)
          throw new BadBackupError(
            `its manifest is larger than ${mib(READ_LIMITS.manifestBytes)}, more than any backup writes`,
          );
        const chunks: Buffer[] = [];
        for await (const chunk of entry as AsyncIterable<Buffer>) chunks.push(chunk);
        manifestText = Buffer.concat(chunks).toString('utf8');
        continue;
      }
      if (!name.startsWith('db/') && !name.startsWith('uploads/'))
        throw new BadBackupError(`unexpected entry ${JSON.stringify(name)}`);
      if (name.startsWith('uploads/') && size > READ_LIMITS.uploadBytes)
        throw new BadBackupError(
          `${name} is larger than ${mib(READ_LIMITS.uploadBytes)}, more than any picture the site stores`,
        );
      const hash = crypto.createHash('sha256');
      let bytes = 0;
      const source = (entry as AsyncIterable<Buffer>)[Symbol.asyncIterator]();
      const read = () =>
        source.next().catch((error: unknown) => {
          readFailed = true;
          throw error;
        });
      async function* body(): AsyncGenerator<Buffer> {
        for (let next = await read(); !next.done; next = await read()) {
          hash.update(next.value);
          bytes += next.value.length;
          yield next.value;
        }
      }
      try {
        await visit(name, body());
      } catch (error) {
        visitError = error;
        throw error;
      }
      for await (const _ of body());
      found.set(name, { bytes, sha256: hash.digest('hex') });
    }
    await reading;
  } catch (error) {
    extract.destroy();
    // A limit the unpacked stream passed ends the reading, whatever was reading it at that moment.
    const failure = await reading.then(
      () => undefined,
      (cause: unknown) => cause,
    );
    if (failure instanceof BadBackupError) throw failure;
    if (error instanceof BadBackupError || (error === visitError && !readFailed)) throw error;
    throw new BadBackupError(
      `it is damaged or incomplete (${((failure ?? error) as Error).message})`,
    );
  }
  return { found, manifestText };
}

/** Each line of an entry (a table's rows, one JSON object a line), none longer than READ_LIMITS.lineBytes. */
export async function* lines(body: AsyncIterable<Buffer>, entry: string): AsyncGenerator<string> {
  let parts: Buffer[] = [];
  let length = 0;
  let row = 0;
  const line = () => {
    row++;
    const text = Buffer.concat(parts).toString('utf8');
    parts = [];
    length = 0;
    return text;
  };
  for await (const chunk of body) {
    let start = 0;
    for (let end = chunk.indexOf(10); end >= 0; end = chunk.indexOf(10, start)) {
      parts.push(chunk.subarray(start, end));
      length += end - start;
      if (length > READ_LIMITS.lineBytes) break;
      yield line();
      start = end + 1;
    }
    if (length <= READ_LIMITS.lineBytes) {
      parts.push(chunk.subarray(start));
      length += chunk.length - start;
    }
    if (length > READ_LIMITS.lineBytes)
      throw new BadBackupError(
        `${entry}, row ${row + 1}, is longer than ${mib(READ_LIMITS.lineBytes)}, more than any row the product writes`,
      );
  }
  if (length > 0) yield line();
}

/** The entries the manifest names, by entry name. */
const expectedEntries = (manifest: Manifest) =>
  new Map<string, ManifestEntry>([
    ...manifest.tables.map((t) => [tableEntry(t.name), t] as const),
    ...manifest.uploads.map((u) => [uploadEntry(u.path), u] as const),
  ]);

/**
 * Reads the whole backup and checks it, restoring nothing: every entry named in the manifest with
 * its size and SHA-256 and nothing else present, each table entry one JSON object a line, as many
 * as the manifest counts. Throws BadBackupError, with a sentence for the operator (never a row's
 * values), for a file that is not a backup, cut short, damaged or beyond READ_LIMITS.
 */
export async function checkBackup(file: string): Promise<Manifest> {
  const rows = new Map<string, number>();
  // Said only once the file is known whole and matching its manifest: in a damaged file, a line
  // the damage garbled is found before the damage is.
  let badRow: string | undefined;
  const { found, manifestText } = await readArchive(file, async (name, body) => {
    if (!name.startsWith('db/')) return;
    let count = 0;
    for await (const line of lines(body, name)) {
      count++;
      let row: unknown;
      try {
        row = JSON.parse(line);
      } catch {
        row = undefined;
      }
      if (typeof row !== 'object' || row === null || Array.isArray(row)) {
        badRow ??= `${name}, row ${count}, is not a JSON object`;
        return;
      }
    }
    rows.set(name, count);
  });
  if (manifestText === undefined)
    throw new BadBackupError(
      'it has no manifest: it is incomplete (a backup cut short) or not a backup of this product',
    );
  let manifest: Manifest;
  try {
    manifest = ManifestSchema.parse(JSON.parse(manifestText));
  } catch {
    throw new BadBackupError('its manifest is not one this product writes');
  }
  const expected = expectedEntries(manifest);
  for (const [name, want] of expected) {
    const got = found.get(name);
    if (!got) throw new BadBackupError(`${name} is missing`);
    if (got.bytes !== want.bytes || got.sha256 !== want.sha256)
      throw new BadBackupError(`${name} does not match its checksum`);
  }
  const extra = [...found.keys()].find((name) => !expected.has(name));
  if (extra) throw new BadBackupError(`${extra} is not in its manifest`);
  if (badRow) throw new BadBackupError(badRow);
  for (const table of manifest.tables) {
    const count = rows.get(tableEntry(table.name));
    if (count !== table.rows)
      throw new BadBackupError(
        `${tableEntry(table.name)} holds ${count} rows where its manifest counts ${table.rows}`,
      );
  }
  return manifest;
}

/**
 * Reads a backup checkBackup() passed again, handing each entry to `visit` as it is unpacked; once
 * read whole, every entry must still be the one the manifest names (a file changed in between
 * throws BadBackupError, so the caller's transaction is rolled back).
 */
export async function readCheckedBackup(
  file: string,
  manifest: Manifest,
  visit: Visit,
): Promise<void> {
  const { found } = await readArchive(file, visit);
  for (const [name, want] of expectedEntries(manifest)) {
    const got = found.get(name);
    if (!got || got.bytes !== want.bytes || got.sha256 !== want.sha256)
      throw new BadBackupError(`${name} changed while it was restored`);
  }
  if (found.size !== expectedEntries(manifest).size)
    throw new BadBackupError('it changed while it was restored');
}
