import { scheduleParts } from './batch-sessions';
import type { BatchWords } from './content/batch-words';
import { fill } from './lang';

// A batch's schedule and language of instruction as a visitor reads them in the page's language:
// staff write both in English.

/** The days in the order a week is read from them: after the longest gap, so Sat, Sun and Fri–Sun run on. */
function weekOrder(days: readonly number[]): number[] {
  const sorted = [...days].sort((a, b) => a - b);
  let start = 0;
  let widest = -1;
  sorted.forEach((day, i) => {
    const gap = (day - sorted[(i - 1 + sorted.length) % sorted.length]! + 7) % 7 || 7;
    if (gap > widest) [start, widest] = [i, gap];
  });
  return [...sorted.slice(start), ...sorted.slice(0, start)];
}

/** Days as a list ("Saturday and Sunday"), a run of three or more as its first and last. */
function daysText(days: readonly number[], words: BatchWords): string {
  const ordered = weekOrder(days);
  const names = ordered.map((day) => words.weekdays[day]!);
  const run = ordered.every((day, i) => i === 0 || day === (ordered[i - 1]! + 1) % 7);
  if (run && names.length >= 3 && names.length < 7)
    return fill(words.dayRun, { from: names[0]!, to: names.at(-1)! });
  if (names.length === 1) return names[0]!;
  return `${names.slice(0, -1).join(words.listSeparator)}${words.and}${names.at(-1)}`;
}

/**
 * The schedule in the words' language: as written where that is its language, else retold from the
 * days and hours it names; words that name neither are shown as written, never guessed at.
 */
export function scheduleText(schedule: string, words: BatchWords): string {
  if (words.scheduleAsWritten) return schedule;
  const parts = scheduleParts(schedule);
  if (!parts) return schedule;
  return fill(words.sessions, {
    days: daysText(parts.days, words),
    from: parts.from,
    to: parts.to,
  });
}

/** The language of instruction in the words' language, or as written when it is not one they name. */
export function languageText(language: string, words: BatchWords): string {
  const known: Record<string, string> = words.languages;
  return Object.hasOwn(known, language) ? known[language]! : language;
}
