// A run of Latin script inside Arabic text: a course code ("PMP"), a brand ("Lean Six Sigma").
const LATIN_RUN = /([A-Za-z][\w.+&'’/-]*(?:[ -][A-Za-z0-9][\w.+&'’/-]*)*)/;

/**
 * Arabic text cut at its Latin runs, every odd part a run: each is shown isolated, so a code keeps
 * its own direction and does not reorder the Arabic around it. Text with no Arabic is one part.
 */
export function codeRuns(text: string): string[] {
  return /\p{Script=Arabic}/u.test(text) ? text.split(LATIN_RUN) : [text];
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
