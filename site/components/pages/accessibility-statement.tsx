import { Section } from '../../islands/ui/section';
import { accessibilityStatement } from '../../../shared/content/accessibility';
import { PAGES } from '../../../shared/content/pages';
import { site } from '../../../shared/content/site';
import { accessibilityStatementIn, pageWordsIn } from '../../../shared/content/texts';
import { fill, INTL_LOCALE, pathIn, type Lang } from '../../../shared/lang';
import { WithCodes } from '../../islands/ui/with-codes';

/** The accessibility statement (/accessibility), after the hero (its intro is in the hero). */
export function AccessibilityStatement({ lang }: { lang: Lang }) {
  const { sections } = accessibilityStatementIn(lang);
  const words = pageWordsIn(lang);
  const reviewedOn = new Intl.DateTimeFormat(INTL_LOCALE[lang], {
    timeZone: 'UTC',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(new Date(`${accessibilityStatement.reviewed}T00:00:00Z`));
  return (
    <>
      {sections.map((section, i) => (
        <Section key={section.heading} title={section.heading} tinted={i % 2 === 1}>
          <div className="max-w-3xl space-y-4 leading-relaxed text-muted">
            {section.paragraphs.map((p) => (
              <p key={p.slice(0, 40)}>
                <WithCodes text={p} />
              </p>
            ))}
            {'points' in section && section.points && (
              <ul className="list-disc space-y-2 ps-6">
                {section.points.map((point) => (
                  <li key={point.slice(0, 40)}>
                    <WithCodes text={point} />
                  </li>
                ))}
              </ul>
            )}
          </div>
        </Section>
      ))}
      <Section title={words.accessibility.contactHeading} tinted={sections.length % 2 === 1}>
        <ul className="max-w-3xl space-y-3 text-ink">
          <li>
            <a
              href={`${pathIn(lang, PAGES.contacts.path)}#enquiry`}
              className="font-semibold text-accent-600 underline underline-offset-4"
            >
              {words.accessibility.enquiry}
            </a>
          </li>
          <li>
            <span className="font-semibold text-brand-900">{words.enquiry.call}</span>
            <a
              href={`tel:${site.phoneHref}`}
              className="text-accent-600 underline underline-offset-4"
            >
              <bdi dir="ltr">{site.phone}</bdi>
            </a>
          </li>
          <li>
            <span className="font-semibold text-brand-900">{words.enquiry.email}</span>
            <a
              href={`mailto:${site.email}`}
              className="text-accent-600 underline underline-offset-4"
            >
              <bdi dir="ltr">{site.email}</bdi>
            </a>
          </li>
        </ul>
        <p className="mt-8 text-sm text-muted">
          {fill(words.accessibility.reviewed, { date: reviewedOn })}
        </p>
      </Section>
    </>
  );
}
