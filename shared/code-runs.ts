// A run of Latin script inside Arabic text: a course code ("PMP"), a brand ("Lean Six Sigma"), a
// standard ("ISO 9001:2015"), an address ("admissions@example.com"), kept whole so it reads as one.
// Each word ends on a letter or digit, so a sentence's full stop stays with the Arabic sentence.
const WORD = String.raw`(?:[\w.+&'’/:@-]*\w)?`;
const LATIN_RUN = new RegExp(String.raw`([A-Za-z]${WORD}(?:[ -][A-Za-z0-9]${WORD})*)`);

/**
 * Arabic text cut at its Latin runs, every odd part a run: each is shown isolated, so a code keeps
 * its own direction and does not reorder the Arabic around it. Text with no Arabic is one part,
 * unless it stands among Arabic words (`inArabic`), as a fact that is only a code ("IASSC") does.
 */
export function codeRuns(text: string, inArabic = /\p{Script=Arabic}/u.test(text)): string[] {
  return inArabic ? text.split(LATIN_RUN) : [text];
}

/**
 * Arabic text with each Latin run between the isolate marks (FSI … PDI): what an email says, and what
 * the server hands a form for a batch or a course, which the form shows as <bdi> without carrying
 * this code to the phone. English text comes back as it is.
 */
export const codesIsolated = (text: string) =>
  codeRuns(text)
    .map((part, i) => (i % 2 === 1 ? `\u2068${part}\u2069` : part))
    .join('');
