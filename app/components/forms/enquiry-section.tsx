import type { CourseOption } from '../../../contract/leads';
import { site } from '../../content/site';
import { LazyEnquiryForm } from './lazy-enquiry-form';

/** The shared enquiry block: the contact form beside the academy's direct contacts. */
export function EnquirySection({ defaultCourse, heading = 'Send us an enquiry' }: { defaultCourse?: CourseOption; heading?: string }) {
  return (
    <section id="enquiry" aria-labelledby="enquiry-heading" className="scroll-mt-20 bg-brand-50 py-14 sm:py-16">
      <div className="container-page grid gap-10 lg:grid-cols-5">
        <div className="lg:col-span-2">
          <p className="text-sm font-semibold tracking-wide text-accent-600 uppercase">Free consultation</p>
          <h2 id="enquiry-heading" className="mt-1 text-2xl font-bold text-brand-900 sm:text-3xl">
            {heading}
          </h2>
          <p className="mt-4 leading-relaxed text-muted">
            Tell us what you would like to learn and when. A counsellor from our Kerala or UAE team will reply within one working day with course dates, study modes and instalment options.
          </p>
          <ul className="mt-6 space-y-2 text-sm">
            <li>
              <span className="font-semibold text-brand-900">Call: </span>
              <a className="text-accent-600 underline" href={`tel:${site.phoneHref}`}>
                {site.phone}
              </a>
            </li>
            <li>
              <span className="font-semibold text-brand-900">Email: </span>
              <a className="text-accent-600 underline" href={`mailto:${site.email}`}>
                {site.email}
              </a>
            </li>
          </ul>
        </div>
        <div className="rounded-2xl bg-white p-6 shadow-sm sm:p-8 lg:col-span-3">
          <LazyEnquiryForm defaultCourse={defaultCourse} />
        </div>
      </div>
    </section>
  );
}
