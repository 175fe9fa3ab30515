import type { Route } from './+types/our-infrastructure';
import { PageHero } from '../components/layout/page-hero';
import { Section } from '../components/ui/section';
import { infrastructure } from '../content/academy';
import { PAGES } from '../content/pages';
import { metaFor } from '../lib/route-meta';

export const meta: Route.MetaFunction = ({ matches }) => metaFor(PAGES.infrastructure, matches);

export default function OurInfrastructure() {
  return (
    <>
      <PageHero title={PAGES.infrastructure.title} breadcrumb={PAGES.infrastructure.breadcrumb} />
      <Section>
        <ul className="grid gap-8 md:grid-cols-3">
          {infrastructure.map((item, i) => (
            <li key={`${item.title}-${i}`} className="rounded-2xl border border-brand-100 p-6 shadow-sm">
              <h2 className="text-xl font-bold text-brand-900">{item.title}</h2>
              <p className="mt-3 leading-relaxed text-muted">{item.text}</p>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
