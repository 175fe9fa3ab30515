import type { Route } from './+types/contacts';
import { EnquirySection } from '../components/forms/enquiry-section';
import { GeneralPageHero } from '../components/pages/general-page-hero';
import { ContactCard } from '../components/pages/contact-card';
import { LazyMap } from '../components/pages/lazy-map';
import { mapsDirectionsUrl, mapsEmbedUrl } from '../components/pages/maps';
import { contactCards, contactPage } from '../../content/contacts';
import { PAGES } from '../../content/pages';
import { site } from '../../content/site';
import { metaFor } from '../lib/route-meta';

export const meta: Route.MetaFunction = ({ matches }) => metaFor(PAGES.contacts, matches);

export default function Contacts() {
  const india = site.offices.india;
  return (
    <>
      <GeneralPageHero page={PAGES.contacts}>
        <p className="mt-4 max-w-2xl text-lead text-brand-100">{contactPage.intro}</p>
      </GeneralPageHero>
      <section aria-label="How to reach us" className="section-y">
        <ul className="container-page grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {contactCards.map((card) => (
            <ContactCard key={card.heading} card={card} className={card.offices ? 'md:col-span-2 lg:col-span-1' : ''} />
          ))}
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
