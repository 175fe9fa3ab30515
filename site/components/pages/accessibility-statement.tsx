import { Section } from '../../islands/ui/section';
import { accessibilityStatement } from '../../../shared/content/accessibility';
import { PAGES } from '../../../shared/content/pages';
import { site } from '../../../shared/content/site';
import { longDate } from '../../islands/lib/long-date';

const reviewedOn = longDate(`${accessibilityStatement.reviewed}T00:00:00Z`);

/** The accessibility statement (/accessibility), after the hero (its intro is in the hero). */
export function AccessibilityStatement() {
  const { sections } = accessibilityStatement;
  return (
    <>
      {sections.map((section, i) => (
        <Section key={section.heading} title={section.heading} tinted={i % 2 === 1}>
          <div className="max-w-3xl space-y-4 leading-relaxed text-muted">
            {section.paragraphs.map((p) => (
              <p key={p.slice(0, 40)}>{p}</p>
            ))}
            {'points' in section && section.points && (
              <ul className="list-disc space-y-2 ps-6">
                {section.points.map((point) => (
                  <li key={point.slice(0, 40)}>{point}</li>
                ))}
              </ul>
            )}
          </div>
        </Section>
      ))}
      <Section title="Contact us about accessibility" tinted={sections.length % 2 === 1}>
        <ul className="max-w-3xl space-y-3 text-ink">
          <li>
            <a
              href={`${PAGES.contacts.path}#enquiry`}
              className="font-semibold text-accent-600 underline underline-offset-4"
            >
              Send us an enquiry from the Contacts page
            </a>
          </li>
          <li>
            <span className="font-semibold text-brand-900">Call: </span>
            <a
              href={`tel:${site.phoneHref}`}
              className="text-accent-600 underline underline-offset-4"
            >
              {site.phone}
            </a>
          </li>
          <li>
            <span className="font-semibold text-brand-900">Email: </span>
            <a
              href={`mailto:${site.email}`}
              className="text-accent-600 underline underline-offset-4"
            >
              {site.email}
            </a>
          </li>
        </ul>
        <p className="mt-8 text-sm text-muted">This statement was last reviewed on {reviewedOn}.</p>
      </Section>
    </>
  );
}
