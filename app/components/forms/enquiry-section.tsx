import { lazy } from 'react';
import type { ChosenBatch } from '../../../contract/batches';
import type { CourseOption } from '../../../contract/lead-texts';
import { enquirySection } from '../../../content/enquiry';
import { ServerHtml } from '../layout/server-html';
import type { EnquiryContacts } from './enquiry-contacts';
import { LazyEnquiryForm } from './lazy-enquiry-form';

// The text and contacts beside the form are the same on every page: kept as the server sent them
// (server-html.tsx), their code fetched only when a page without them leads to one with them.
let loaded: typeof EnquiryContacts | undefined;
/** Fetches their code; once here, later pages (and a unit render) do not suspend. */
export const loadEnquiryContacts = async () => (loaded ??= (await import('./enquiry-contacts')).EnquiryContacts);
if (import.meta.env.SSR) await loadEnquiryContacts();
const LazyContacts = lazy(() => loadEnquiryContacts().then((Contacts) => ({ default: Contacts })));

/** The shared enquiry block: the contact form beside the academy's direct contacts (and the batch the page was opened for). */
export function EnquirySection({ defaultCourse, batch, heading = enquirySection.heading }: { defaultCourse?: CourseOption; batch?: ChosenBatch; heading?: string }) {
  const Contacts = loaded ?? LazyContacts;
  return (
    <section id="enquiry" aria-labelledby="enquiry-heading" className="scroll-mt-20 bg-brand-50 py-14 sm:py-16">
      <div className="container-page grid gap-10 lg:grid-cols-5">
        <div className="lg:col-span-2">
          <p className="text-sm font-semibold tracking-wide text-accent-600 uppercase">{enquirySection.kicker}</p>
          <h2 id="enquiry-heading" className="mt-1 text-2xl font-bold text-brand-900 sm:text-3xl">
            {heading}
          </h2>
          <ServerHtml name="enquiry-contacts" as="div" className="" wait>
            <Contacts />
          </ServerHtml>
        </div>
        <div className="rounded-2xl bg-white p-6 shadow-sm sm:p-8 lg:col-span-3">
          <LazyEnquiryForm defaultCourse={defaultCourse} batch={batch} />
        </div>
      </div>
    </section>
  );
}
