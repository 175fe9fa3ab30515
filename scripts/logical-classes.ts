import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// The website mirrors right to left (its Arabic edition, /ar), so its Tailwind classes name sides by
// the writing direction (ms-, pe-, start-, text-end, border-s, rounded-e...), never left or right.
// `node --import tsx scripts/logical-classes.ts` rewrites every physical class in site/ to its logical
// twin, in place (after merging a branch that added some); logical-classes.test.ts refuses any left.

const PHYSICAL: [RegExp, string][] = [
  // margin, padding and scroll margin/padding: ml- mr- pl- pr- (and negatives)
  [/^(-?)(m|p|scroll-m|scroll-p)l-/, '$1$2s-'],
  [/^(-?)(m|p|scroll-m|scroll-p)r-/, '$1$2e-'],
  // placement: left- right-
  [/^(-?)left-/, '$1start-'],
  [/^(-?)right-/, '$1end-'],
  [/^text-left$/, 'text-start'],
  [/^text-right$/, 'text-end'],
  [/^float-left$/, 'float-start'],
  [/^float-right$/, 'float-end'],
  [/^clear-left$/, 'clear-start'],
  [/^clear-right$/, 'clear-end'],
  [/^border-l($|-)/, 'border-s$1'],
  [/^border-r($|-)/, 'border-e$1'],
  [/^rounded-tl($|-)/, 'rounded-ss$1'],
  [/^rounded-tr($|-)/, 'rounded-se$1'],
  [/^rounded-bl($|-)/, 'rounded-es$1'],
  [/^rounded-br($|-)/, 'rounded-ee$1'],
  [/^rounded-l($|-)/, 'rounded-s$1'],
  [/^rounded-r($|-)/, 'rounded-e$1'],
];

/** A class with its variants (`sm:`, `focus:`, `[&_svg]:`) and important mark apart from its utility. */
function split(token: string): { variants: string; important: string; utility: string } {
  const match = /^((?:[^:[\]]+:|\[[^\]]*\]:)*)(!?)(.*)$/.exec(token)!;
  return { variants: match[1]!, important: match[2]!, utility: match[3]! };
}

/** The logical twin of a physical class, or null for a class that names no side. */
export function logicalClass(token: string): string | null {
  const { variants, important, utility } = split(token);
  for (const [pattern, replacement] of PHYSICAL)
    if (pattern.test(utility))
      return `${variants}${important}${utility.replace(pattern, replacement)}`;
  return null;
}

// A class list sits in a quoted string or a template literal (class=, className=, a constant; a
// template literal may run over several lines), or in a style sheet's @apply.
const QUOTED = /(["'])((?:(?!\1)[^\\\n]|\\.)*)\1|(`)((?:[^`\\]|\\.)*)`|(@apply )([^;]*)/g;

/** Every physical class in a source file, with its line. */
export function physicalClasses(source: string): { line: number; token: string }[] {
  const found: { line: number; token: string }[] = [];
  for (const quoted of source.matchAll(QUOTED)) {
    for (const token of (quoted[2] ?? quoted[4] ?? quoted[6]!).split(/[\s{}$]+/)) {
      if (token && logicalClass(token) !== null) {
        const line = source.slice(0, quoted.index).split('\n').length;
        found.push({ line, token });
      }
    }
  }
  return found;
}

/** The source with every physical class in its class lists made logical. */
export function toLogical(source: string): string {
  return source.replace(
    QUOTED,
    (
      _whole,
      quote?: string,
      body?: string,
      tick?: string,
      template?: string,
      apply?: string,
      applied?: string,
    ) => {
      const rewrite = (classes: string) =>
        classes.replace(/[^\s{}$"'`]+/g, (token) => logicalClass(token) ?? token);
      if (apply !== undefined) return `${apply}${rewrite(applied!)}`;
      const mark = quote ?? tick!;
      return `${mark}${rewrite(body ?? template!)}${mark}`;
    },
  );
}

export const SITE_DIR = fileURLToPath(new URL('../site/', import.meta.url));
const SOURCE = /\.(astro|tsx|ts|css)$/;

/** The website's source files whose classes must mirror: everything in site/ but its tests and the staff console's shell. */
export function siteSources(dir = SITE_DIR): string[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter(
      (file) =>
        SOURCE.test(file) && !/\.test\.tsx?$/.test(file) && !file.startsWith('pages/admin/'),
    )
    .map((file) => path.join(dir, file));
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  for (const file of siteSources()) {
    const source = fs.readFileSync(file, 'utf8');
    const logical = toLogical(source);
    if (logical !== source) {
      fs.writeFileSync(file, logical);
      console.log(
        `${path.relative(process.cwd(), file)}: ${physicalClasses(source).length} classes`,
      );
    }
  }
}
