import type { Route } from './+types/awards';
import { PageHero } from '../components/layout/page-hero';
import { Section } from '../components/ui/section';
import { awards } from '../content/academy';
import { PAGES } from '../content/pages';
import { metaFor } from '../lib/route-meta';

export const meta: Route.MetaFunction = ({ matches }) => metaFor(PAGES.awards, matches);

export default function Awards() {
  return (
    <>
      <PageHero title={PAGES.awards.title} breadcrumb={PAGES.awards.breadcrumb} />
      <Section>
        <ul className="grid gap-8 md:grid-cols-2">
          {awards.map((award) => (
            <li key={award.id} className="rounded-2xl border border-brand-100 p-6 shadow-sm">
              <h2 className="text-xl font-bold text-brand-900">{award.title}</h2>
              <p className="mt-3 leading-relaxed text-muted">{award.text}</p>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
