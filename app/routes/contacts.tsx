import type { Route } from './+types/contacts';
import { EnquirySection } from '../components/forms/enquiry-section';
import { PageHero } from '../components/layout/page-hero';
import { Section } from '../components/ui/section';
import { PAGES } from '../content/pages';
import { site } from '../content/site';
import { metaFor } from '../lib/route-meta';

export const meta: Route.MetaFunction = ({ matches }) => metaFor(PAGES.contacts, matches);

const mapsLink = (query: string) => `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;

export default function Contacts() {
  const cardClass = 'rounded-2xl border border-brand-100 p-6 shadow-sm';
  return (
    <>
      <PageHero title={PAGES.contacts.title} breadcrumb={PAGES.contacts.breadcrumb} />
      <Section>
        <ul className="grid gap-6 md:grid-cols-3">
          <li className={cardClass}>
            <h2 className="text-lg font-bold text-brand-900">Phone</h2>
            <p className="mt-2 text-muted">Sunday to Friday, 9 am to 7 pm (Gulf and India time).</p>
            <a href={`tel:${site.phoneHref}`} className="mt-3 inline-block font-semibold text-accent-600 underline">
              {site.phone}
            </a>
          </li>
          <li className={cardClass}>
            <h2 className="text-lg font-bold text-brand-900">Email</h2>
            <p className="mt-2 text-muted">Write to us any time; we answer within one working day.</p>
            <a href={`mailto:${site.email}`} className="mt-3 inline-block font-semibold break-all text-accent-600 underline">
              {site.email}
            </a>
          </li>
          <li className={cardClass}>
            <h2 className="text-lg font-bold text-brand-900">Address</h2>
            {[site.offices.india, site.offices.uae].map((office) => (
              <div key={office.label} className="mt-3">
                <p className="text-sm font-semibold text-brand-900">{office.label}</p>
                <address className="text-sm text-muted not-italic">{office.lines.join(', ')}</address>
                <a href={mapsLink(office.mapsQuery)} target="_blank" rel="noopener noreferrer" className="text-sm font-semibold text-accent-600 underline">
                  Get Direction<span className="sr-only"> to the {office.label} (opens in a new tab)</span>
                </a>
              </div>
            ))}
          </li>
        </ul>
      </Section>
      <EnquirySection />
    </>
  );
}
