import { Link } from 'react-router';
import type { Route } from './+types/about';
import { EnquirySection } from '../components/forms/enquiry-section';
import { PageHero } from '../components/layout/page-hero';
import { Section } from '../components/ui/section';
import { DEFAULT_ACCREDITATIONS } from '../../contract/accreditations';
import { aboutStory, visionMissionValues } from '../content/academy';
import { clients } from '../content/home';
import { PAGES } from '../content/pages';
import { metaFor } from '../lib/route-meta';

export const meta: Route.MetaFunction = ({ matches }) => metaFor(PAGES.about, matches);

export default function About() {
  return (
    <>
      <PageHero title="About the academy" breadcrumb={PAGES.about.breadcrumb} />
      <Section>
        <div className="max-w-3xl space-y-4 text-lg leading-relaxed text-muted">
          {aboutStory.map((p) => (
            <p key={p.slice(0, 40)}>{p}</p>
          ))}
        </div>
      </Section>
      <Section title="Accredited and recognised" tinted>
        <ul className="grid gap-6 sm:grid-cols-3">
          {DEFAULT_ACCREDITATIONS.slice(0, 3).map((a) => (
            <li key={a.title} className="rounded-2xl bg-white p-6 text-center shadow-sm">
              <p className="text-xl font-bold text-brand-900">{a.title}</p>
              <Link to={PAGES.accreditations.path} className="mt-2 inline-block text-sm text-accent-600 underline">
                See our accreditations
              </Link>
            </li>
          ))}
        </ul>
      </Section>
      <Section title="Organisations our learners work with">
        <ul className="grid grid-cols-2 gap-4 sm:grid-cols-4">
          {clients.map((client) => (
            <li key={client} className="rounded-xl border border-brand-100 px-4 py-6 text-center text-sm font-semibold text-brand-800">
              {client}
            </li>
          ))}
        </ul>
      </Section>
      <Section title="Vision, mission and core values" tinted>
        <ol className="grid gap-6 md:grid-cols-3">
          {visionMissionValues.map((slide) => (
            <li key={slide.title} className="rounded-2xl bg-white p-6 shadow-sm">
              <h3 className="text-xl font-bold text-brand-900">{slide.title}</h3>
              <p className="mt-3 leading-relaxed text-muted">{slide.text}</p>
              {slide.values && (
                <ul className="mt-3 space-y-1 text-sm">
                  {slide.values.map((v) => (
                    <li key={v.name}>
                      <strong className="text-brand-900">{v.name}:</strong> {v.text}
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ol>
      </Section>
      <EnquirySection />
    </>
  );
}
