// Creates a new PGlite database in the directory it is given, then exits. openDatabase (connect.ts) runs it as a
// child process when DATA_DIR holds no database yet: to create one, PGlite runs initdb and a second Postgres
// beside the first, and part of the memory that takes (two more WebAssembly instances and their compiled code,
// the allocator's arenas) stays with the process that did it: after a contact load run, a server that had created
// its database held far more memory than one restarted onto it (ADR 0004). Done here, the server starts on a ready
// database like on any later start. Plain JavaScript: it runs without a TypeScript loader.
import { PGlite } from '@electric-sql/pglite';

const [dir, startParams] = process.argv.slice(2);
const db = await PGlite.create(dir, { startParams: JSON.parse(startParams) });
await db.close();
