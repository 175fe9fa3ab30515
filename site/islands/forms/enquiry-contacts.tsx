import { site } from '../../../shared/content/site';
import type { PAGE_WORDS } from '../../../shared/content/page-words';

/** The enquiry block's invitation and the academy's direct contacts: the same on every page. */
export function EnquiryContacts({ words }: { words: (typeof PAGE_WORDS)['enquiry'] }) {
  return (
    <>
      <p className="mt-4 leading-relaxed text-muted">{words.invitation}</p>
      <ul className="mt-6 space-y-2 text-sm">
        <li>
          <span className="font-semibold text-brand-900">{words.call}</span>
          <a className="text-accent-600 underline" href={`tel:${site.phoneHref}`}>
            <bdi dir="ltr">{site.phone}</bdi>
          </a>
        </li>
        <li>
          <span className="font-semibold text-brand-900">{words.email}</span>
          <a className="text-accent-600 underline" href={`mailto:${site.email}`}>
            <bdi dir="ltr">{site.email}</bdi>
          </a>
        </li>
      </ul>
    </>
  );
}
