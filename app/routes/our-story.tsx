import type { Route } from './+types/our-story';
import { PageHero } from '../components/layout/page-hero';
import { Section } from '../components/ui/section';
import { ourStory } from '../content/academy';
import { PAGES } from '../content/pages';
import { metaFor } from '../lib/route-meta';

export const meta: Route.MetaFunction = ({ matches }) => metaFor(PAGES.story, matches);

export default function OurStory() {
  return (
    <>
      <PageHero title={PAGES.story.title} breadcrumb={PAGES.story.breadcrumb} />
      <Section>
        <div className="max-w-3xl space-y-4 text-lg leading-relaxed text-muted">
          {ourStory.intro.map((p) => (
            <p key={p.slice(0, 40)}>{p}</p>
          ))}
        </div>
      </Section>
      {ourStory.sections.map((section, i) => (
        <Section key={section.heading} title={section.heading} tinted={i % 2 === 0}>
          <div className="max-w-3xl space-y-4 leading-relaxed text-muted">
            {section.paragraphs.map((p) => (
              <p key={p.slice(0, 40)}>{p}</p>
            ))}
          </div>
        </Section>
      ))}
      <section className="bg-brand-900 py-14 text-white">
        <div className="container-page max-w-3xl">
          <h2 className="text-2xl font-bold">{ourStory.vision.heading}</h2>
          <p className="mt-4 text-lg leading-relaxed text-brand-100">{ourStory.vision.text}</p>
        </div>
      </section>
    </>
  );
}
