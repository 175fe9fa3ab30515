import fs from 'node:fs';
import path from 'node:path';
import { LOCK_FILE } from './data-dir-lock';

// DATA_DIR holds every lead, account and upload: no other user of the machine may read or change it.
// Node makes files 0666 less the umask, which may be 000, and PGlite writes a new database's files 0666
// whatever the umask; a backup copied with `rsync -a` or `cp -p` keeps whatever modes it found.

/**
 * What the product keeps in DATA_DIR: the embedded database, uploads, backups (BACKUP_DIR's default), the
 * mail kept without SMTP, the form-token secret, and the lock with its takeover markers. Anything else there
 * is someone else's, left as it is: DATA_DIR set to a home directory must not change the home's files.
 */
const OURS = ['pglite', 'uploads', 'backups', 'mail', 'app-secret'];
const isOurs = (name: string) => OURS.includes(name) || name.startsWith(LOCK_FILE);

/**
 * From now on this process makes its files 0600 and its directories 0700, and whatever of ours in DATA_DIR
 * is wider is narrowed (DATA_DIR itself too, when it holds nothing but ours).
 */
export function keepDataDirPrivate(dataDir: string) {
  process.umask(0o077);
  if (!fs.existsSync(dataDir)) return;
  const names = fs.readdirSync(dataDir);
  for (const name of names.filter(isOurs)) narrow(path.join(dataDir, name));
  if (names.every(isOurs)) narrowOne(dataDir, fs.lstatSync(dataDir));
}

/** Takes group and other permissions off `target` and all beneath it; links are neither followed nor changed. */
function narrow(target: string) {
  let stat: fs.Stats;
  try {
    stat = fs.lstatSync(target);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  if (stat.isSymbolicLink()) return;
  narrowOne(target, stat);
  if (stat.isDirectory())
    for (const name of fs.readdirSync(target)) narrow(path.join(target, name));
}

function narrowOne(target: string, stat: fs.Stats) {
  if (stat.mode & 0o077) fs.chmodSync(target, stat.mode & 0o7700);
}
