import { PageHero } from '../../../../../app/components/layout/page-hero';
import { ContactCard } from '../../../../../app/components/pages/contact-card';
import { mapsDirectionsUrl, mapsEmbedUrl } from '../../../../../app/components/pages/maps';
import { contactCards, contactPage } from '../../../../../content/contacts';
import { site } from '../../../../../content/site';
import { contactsCrumbs, titles } from '../../../common/data';
import { EnquiryFrame } from '../../../common/enquiry-frame';
import { EnquiryForm } from '../client/enquiry-form';
import { LazyMap } from '../client/lazy-map';

// The title is rendered by the server component (React puts it in the head): a `meta` export would
// ship the module's data to the browser with the route's client code.
export function ServerComponent() {
  const india = site.offices.india;
  return (
    <>
      <title>{titles.contacts}</title>
      <PageHero title={titles.contacts} breadcrumb={contactsCrumbs}>
        <p className="mt-4 max-w-2xl text-lead text-brand-100">{contactPage.intro}</p>
      </PageHero>
      <section aria-label="How to reach us" className="section-y">
        <ul className="container-page grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {contactCards.map((card) => (
            <ContactCard key={card.heading} card={card} className={card.offices ? 'md:col-span-2 lg:col-span-1' : ''} />
          ))}
        </ul>
      </section>
      <EnquiryFrame>
        <EnquiryForm />
      </EnquiryFrame>
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
