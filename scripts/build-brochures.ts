// Build step: writes public/brochures/<slug>.pdf for every course with `brochure: true`,
// from the same records the course pages read. Vite copies public/ into the build, and the
// course page links /brochures/<slug>.pdf.
//
//   node --import tsx scripts/build-brochures.ts
//
// Output is deterministic: the PDF creation date is a constant (or SOURCE_DATE_EPOCH when
// set), so rebuilding unchanged records gives identical bytes. Skipped when the records, the
// rendering code, pdfkit and the date are what the last run wrote from (a stamp kept outside
// public/, which Vite copies whole into the build).

import crypto from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { COURSES, subjectById, type Course } from '../shared/content/courses/index';
import { site } from '../shared/content/site';
import { BROCHURE_CREATION_DATE, renderBrochure } from './brochures/render-brochure';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUT_DIR = path.join(ROOT, 'public', 'brochures');
const STAMP = path.join(ROOT, 'node_modules', '.cache', 'build-brochures.stamp');
const RENDERING_DIR = path.join(ROOT, 'scripts', 'brochures');

/** What the brochures are made from: the same stamp means the same bytes. */
function stampOf(courses: readonly Course[], date: Date): string {
  const hash = crypto.createHash('sha256');
  hash.update(
    JSON.stringify({
      courses,
      subjects: courses.map((course) => subjectById(course.subject)),
      site,
      date,
      pdfkit: readFileSync(path.join(ROOT, 'node_modules', 'pdfkit', 'package.json'), 'utf8'),
    }),
  );
  for (const file of [
    fileURLToPath(import.meta.url),
    ...readdirSync(RENDERING_DIR)
      .sort()
      .map((name) => path.join(RENDERING_DIR, name)),
  ])
    hash.update(readFileSync(file));
  return hash.digest('hex');
}

function creationDate(): Date {
  const epoch = process.env.SOURCE_DATE_EPOCH;
  if (!epoch) return BROCHURE_CREATION_DATE;
  const seconds = Number(epoch);
  if (!Number.isInteger(seconds) || seconds < 0)
    throw new Error(`SOURCE_DATE_EPOCH must be a whole number of seconds, got "${epoch}"`);
  return new Date(seconds * 1000);
}

async function main(): Promise<void> {
  const started = process.hrtime.bigint();
  const date = creationDate();
  const courses = COURSES.filter((course) => course.brochure === true);
  if (courses.length === 0)
    throw new Error('no course has brochure: true, so there is nothing to build');

  const slugs = new Set<string>();
  for (const course of courses) {
    if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(course.slug))
      throw new Error(`course slug "${course.slug}" is not a safe file name`);
    if (slugs.has(course.slug)) throw new Error(`duplicate brochure slug "${course.slug}"`);
    slugs.add(course.slug);
  }

  const stamp = stampOf(courses, date);
  if (
    existsSync(STAMP) &&
    readFileSync(STAMP, 'utf8') === stamp &&
    courses.every((course) => existsSync(path.join(OUT_DIR, `${course.slug}.pdf`)))
  ) {
    console.log('build-brochures: up to date');
    return;
  }

  await mkdir(OUT_DIR, { recursive: true });
  // Remove brochures of courses that no longer offer one, so stale PDFs are not published.
  for (const name of await readdir(OUT_DIR)) {
    if (name.endsWith('.pdf') && !slugs.has(name.slice(0, -'.pdf'.length)))
      await rm(path.join(OUT_DIR, name));
  }

  let bytes = 0;
  for (const course of courses) {
    let pdf: Buffer;
    try {
      pdf = await renderBrochure(course, subjectById(course.subject), site, { creationDate: date });
    } catch (error) {
      throw new Error(
        `rendering the brochure for "${course.slug}" failed: ${error instanceof Error ? error.message : String(error)}`,
        { cause: error },
      );
    }
    await writeFile(path.join(OUT_DIR, `${course.slug}.pdf`), pdf);
    bytes += pdf.length;
  }
  await mkdir(path.dirname(STAMP), { recursive: true });
  await writeFile(STAMP, stamp);

  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  console.log(
    `build-brochures: ${courses.length} brochures written to ${path.relative(ROOT, OUT_DIR)}/ (${bytes.toLocaleString('en-US')} bytes) in ${seconds.toFixed(2)}s`,
  );
}

main().catch((error: unknown) => {
  console.error(
    `build-brochures: FAILED: ${error instanceof Error ? error.message : String(error)}`,
  );
  if (error instanceof Error && error.cause instanceof Error && error.cause.stack)
    console.error(error.cause.stack);
  process.exitCode = 1;
});
