import { site } from '../../../shared/content/site';

/** The enquiry block's invitation and the academy's direct contacts: the same on every page. */
export function EnquiryContacts() {
  return (
    <>
      <p className="mt-4 leading-relaxed text-muted">
        Tell us what you would like to learn and when. A counsellor from our Kerala or UAE team will
        reply within one working day with course dates, study modes and instalment options.
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
    </>
  );
}
