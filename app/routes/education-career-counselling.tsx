import type { Route } from './+types/education-career-counselling';
import { PageHero } from '../components/layout/page-hero';
import { Section } from '../components/ui/section';
import { counselling } from '../content/academy';
import { PAGES } from '../content/pages';
import { metaFor } from '../lib/route-meta';

export const meta: Route.MetaFunction = ({ matches }) => metaFor(PAGES.counselling, matches);

export default function Counselling() {
  return (
    <>
      <PageHero title={PAGES.counselling.title} breadcrumb={PAGES.counselling.breadcrumb} />
      <Section>
        <div className="max-w-3xl space-y-4 text-lg leading-relaxed text-muted">
          {counselling.intro.map((p) => (
            <p key={p.slice(0, 40)}>{p}</p>
          ))}
        </div>
      </Section>
      <Section title="Why choose us" tinted>
        <ul className="grid gap-6 md:grid-cols-3">
          {counselling.whyChooseUs.map((item) => (
            <li key={item.title} className="rounded-2xl bg-white p-6 shadow-sm">
              <h3 className="text-lg font-bold text-brand-900">{item.title}</h3>
              <p className="mt-2 text-muted">{item.text}</p>
            </li>
          ))}
        </ul>
      </Section>
      <Section title="Key services">
        <div className="max-w-3xl divide-y divide-brand-100 rounded-2xl border border-brand-100">
          {counselling.services.map((service, i) => (
            <details key={service.title} open={i === 0} className="group p-5">
              <summary className="cursor-pointer text-lg font-semibold text-brand-900">{service.title}</summary>
              <p className="mt-3 leading-relaxed text-muted">{service.text}</p>
            </details>
          ))}
        </div>
      </Section>
      <Section title="Benefits" tinted>
        <div className="grid gap-8 md:grid-cols-2">
          {(
            [
              ['For students', counselling.benefits.students],
              ['For professionals', counselling.benefits.professionals],
            ] as const
          ).map(([heading, items]) => (
            <div key={heading}>
              <h3 className="text-xl font-bold text-brand-900">{heading}</h3>
              <ul className="mt-3 list-disc space-y-2 pl-5 text-muted">
                {items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </Section>
      <section className="bg-brand-900 py-14 text-white">
        <div className="container-page max-w-3xl">
          <h2 className="text-2xl font-bold">{counselling.callToBook.heading}</h2>
          <p className="mt-3 text-brand-100">{counselling.callToBook.text}</p>
          <a href="/contacts#enquiry" className="btn-gold mt-6">
            Book a session
          </a>
        </div>
      </section>
    </>
  );
}
