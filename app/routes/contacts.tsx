import { Mail, MapPin, Navigation, Phone } from 'lucide-react';
import type { Route } from './+types/contacts';
import { EnquirySection } from '../components/forms/enquiry-section';
import { PageHero } from '../components/layout/page-hero';
import { LazyMap } from '../components/pages/lazy-map';
import { mapsDirectionsUrl, mapsEmbedUrl } from '../components/pages/maps';
import { contactPage } from '../content/academy';
import { PAGES } from '../content/pages';
import { site } from '../content/site';
import { metaFor } from '../lib/route-meta';

export const meta: Route.MetaFunction = ({ matches }) => metaFor(PAGES.contacts, matches);

function CardIcon({ icon: Icon }: { icon: typeof Phone }) {
  return (
    <span className="inline-flex size-12 items-center justify-center rounded-2xl bg-brand-900 text-gold-400">
      <Icon aria-hidden="true" className="size-6" />
    </span>
  );
}

export default function Contacts() {
  const india = site.offices.india;
  return (
    <>
      <PageHero title={PAGES.contacts.title} breadcrumb={PAGES.contacts.breadcrumb}>
        <p className="mt-4 max-w-2xl text-lead text-brand-100">{contactPage.intro}</p>
      </PageHero>
      <section aria-label="How to reach us" className="section-y">
        <ul className="container-page grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          <li className="card flex flex-col p-7">
            <CardIcon icon={Phone} />
            <h2 className="mt-5 text-xl font-bold text-brand-900">Phone</h2>
            <p className="mt-2 text-sm text-muted">{contactPage.phoneNote}</p>
            <p className="mt-4 mb-6 text-lg font-bold text-brand-900">{site.phone}</p>
            <a href={`tel:${site.phoneHref}`} className="btn-primary mt-auto self-start">
              <Phone aria-hidden="true" className="size-4" />
              Call<span className="sr-only"> {site.phone}</span>
            </a>
          </li>
          <li className="card flex flex-col p-7">
            <CardIcon icon={Mail} />
            <h2 className="mt-5 text-xl font-bold text-brand-900">Email</h2>
            <p className="mt-2 text-sm text-muted">{contactPage.emailNote}</p>
            <p className="mt-4 mb-6 text-lg font-bold break-all text-brand-900">{site.email}</p>
            <a href={`mailto:${site.email}`} className="btn-primary mt-auto self-start">
              <Mail aria-hidden="true" className="size-4" />
              Email us<span className="sr-only"> at {site.email}</span>
            </a>
          </li>
          <li className="card flex flex-col p-7 md:col-span-2 lg:col-span-1">
            <CardIcon icon={MapPin} />
            <h2 className="mt-5 text-xl font-bold text-brand-900">Address</h2>
            <p className="mt-2 text-sm text-muted">{contactPage.addressNote}</p>
            <div className="mt-4 grid gap-5 sm:grid-cols-2 lg:grid-cols-1">
              {[india, site.offices.uae].map((office) => (
                <div key={office.label}>
                  <h3 className="text-sm font-bold tracking-wide text-brand-900 uppercase">{office.label}</h3>
                  <address className="mt-1 text-sm leading-relaxed text-muted not-italic">{office.lines.join(', ')}</address>
                  <a
                    href={mapsDirectionsUrl(office.mapsQuery)}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="mt-2 inline-flex items-center gap-1.5 text-sm font-semibold text-accent-600 underline-offset-4 hover:underline"
                  >
                    <Navigation aria-hidden="true" className="size-4" />
                    Get Direction<span className="sr-only"> to the {office.label} (opens in a new tab)</span>
                  </a>
                </div>
              ))}
            </div>
          </li>
        </ul>
      </section>
      <EnquirySection />
      <section aria-labelledby="map-heading" className="section-y">
        <div className="container-page">
          <h2 id="map-heading" className="text-title text-brand-900">
            {contactPage.mapHeading}
          </h2>
          <div className="mt-8">
            <LazyMap src={mapsEmbedUrl(india.mapsQuery)} title={`Map of the ${india.label}`} fallbackHref={mapsDirectionsUrl(india.mapsQuery)} />
          </div>
        </div>
      </section>
    </>
  );
}
