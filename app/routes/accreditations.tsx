import type { Route } from './+types/accreditations';
import { PageHero } from '../components/layout/page-hero';
import { Section } from '../components/ui/section';
import { DEFAULT_ACCREDITATIONS } from '../../contract/accreditations';
import { PAGES } from '../content/pages';
import { site } from '../content/site';
import { metaFor } from '../lib/route-meta';

export const meta: Route.MetaFunction = ({ matches }) => metaFor(PAGES.accreditations, matches);

export default function Accreditations() {
  return (
    <>
      <PageHero title={PAGES.accreditations.title} breadcrumb={PAGES.accreditations.breadcrumb}>
        <p className="mt-4 text-brand-100">
          Questions about a credential? Call{' '}
          <a href={`tel:${site.phoneHref}`} className="font-semibold text-white underline">
            {site.phone}
          </a>
        </p>
      </PageHero>
      <Section>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-5">
          {DEFAULT_ACCREDITATIONS.map((a) => (
            <li key={a.title} className="flex flex-col items-center rounded-2xl border border-brand-100 p-6 text-center shadow-sm">
              <h2 className="text-lg font-bold text-brand-900">{a.title}</h2>
              <a href={a.imagepath} className="mt-4 text-sm font-semibold text-accent-600 underline">
                View Image<span className="sr-only"> of {a.title}</span>
              </a>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
