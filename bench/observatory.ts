import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { freePort } from '../tests/support/free-port';
import { startServer } from './lib/server';
import { report } from './lib/report';

// Mozilla HTTP Observatory (npm `@mdn/mdn-http-observatory`, its own tests and grader) against the
// built server on loopback. Its install script downloads the HSTS preload list and the TLD list; it
// is installed without scripts, so empty lists are written here (the preload list only matters for
// a public HTTPS host). Its scan() takes no port, so the same steps run here: retrieve, test, grade.
// Budget: A+ apart from the two tests loopback cannot pass (redirection to HTTPS, HSTS).

interface TestResult {
  result: string;
  pass: boolean | null;
  scoreModifier: number;
  scoreDescription?: string;
}
type Test = ((requests: unknown) => TestResult) & { name: string };

const packageDir = path.dirname(
  path.dirname(createRequire(import.meta.url).resolve('@mdn/mdn-http-observatory')),
);
const load = <T>(file: string) =>
  import(pathToFileURL(path.join(packageDir, file)).href) as Promise<T>;

for (const [file, empty] of [
  ['hsts-preload.json', '{}'],
  ['tld-list.json', '[]'],
] as const) {
  const target = path.join(packageDir, 'conf', file);
  if (!fs.existsSync(target)) fs.writeFileSync(target, empty);
}

const { retrieve } = await load<{
  retrieve(host: string, options: object): Promise<{ responses: { auto?: { status: number } } }>;
}>('src/retriever/retriever.js');
const { ALL_TESTS } = await load<{ ALL_TESTS: Test[] }>('src/constants.js');
const grader = await load<{
  getGradeForScore(score: number): { grade: string; score: number };
  getScoreDescription(result: string): string;
  getScoreModifier(result: string): number;
}>('src/grader/grader.js');
const { MINIMUM_SCORE_FOR_EXTRA_CREDIT } = await load<{ MINIMUM_SCORE_FOR_EXTRA_CREDIT: number }>(
  'src/grader/charts.js',
);

/** The Observatory's own scoring (src/scanner/index.js), over its tests' results. */
function grade(results: TestResult[]) {
  let withCredit = 100;
  let uncurved = 100;
  for (const r of results) {
    withCredit += r.scoreModifier;
    if (r.scoreModifier < 0) uncurved += r.scoreModifier;
  }
  return grader.getGradeForScore(
    uncurved >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withCredit : uncurved,
  );
}

/** Tests that need HTTPS on the scanned host: they cannot pass on plain-HTTP loopback. */
const HTTPS_ONLY = new Set(['redirection', 'strict-transport-security']);

const server = await startServer();
try {
  const port = new URL(server.url).port;
  // Nothing listens on the HTTPS port: the scan sees plain HTTP only, as on loopback it must.
  const requests = await retrieve('127.0.0.1', {
    httpPort: port,
    httpsPort: String(await freePort()),
  });
  if (!requests.responses.auto) throw new Error('the Observatory could not reach the server');
  const results = ALL_TESTS.map((test) => {
    const r = test(requests);
    r.scoreModifier = grader.getScoreModifier(r.result);
    r.scoreDescription = grader.getScoreDescription(r.result);
    return r;
  });
  const names = ALL_TESTS.map((test) => kebab(test.name.replace(/Test$/, '')));
  const rows: Record<string, string | number>[] = results.map((r, i) => ({
    test: names[i]!,
    pass: r.pass === null ? '-' : r.pass ? 'yes' : 'no',
    result: r.result,
    score: r.scoreModifier,
    note: HTTPS_ONLY.has(names[i]!) ? 'HTTPS only: cannot pass on loopback' : '',
  }));
  const overall = grade(results);
  const apartFromHttps = grade(
    results.filter((_r, i) => !HTTPS_ONLY.has(names[i]!) || results[i]!.scoreModifier >= 0),
  );
  rows.push({
    test: 'grade (all tests)',
    pass: '',
    result: overall.grade,
    score: overall.score,
    note: '',
  });
  rows.push({
    test: 'grade apart from the HTTPS-only tests',
    pass: '',
    result: apartFromHttps.grade,
    score: apartFromHttps.score,
    note: 'budget: A+',
  });
  report('Mozilla HTTP Observatory', rows);
} finally {
  await server.stop();
}

function kebab(name: string) {
  return name.replace(/([a-z])([A-Z])/g, '$1-$2').toLowerCase();
}
