import { Picture } from '../../islands/ui/picture';
import { academyIn, pageWordsIn } from '../../../shared/content/texts';
import { pathIn, type Lang } from '../../../shared/lang';
import { PAGES } from '../../../shared/content/pages';
import { SectionHeading } from '../../islands/ui/section-heading';
import { LeadIntro } from '../ui/opening-paragraph';
import { WithCodes } from '../../islands/ui/with-codes';

/** Our Story (/our-story): the founder's journey and the vision, after the hero. */
export function OurStorySections({ lang }: { lang: Lang }) {
  const { ourStory } = academyIn(lang);
  const words = pageWordsIn(lang).story;
  return (
    <>
      <section aria-label={words.intro} className="section-y">
        <div className="container-page grid gap-12 lg:grid-cols-5 lg:items-center">
          <div className="lg:col-span-3">
            <LeadIntro paragraphs={ourStory.intro} />
          </div>
          <dl className="grid gap-4 sm:grid-cols-3 lg:col-span-2 lg:grid-cols-1">
            {ourStory.facts.map((fact) => (
              <div key={fact.label} className="flex flex-col-reverse card p-6">
                <dt className="mt-1 text-sm font-medium text-muted">{fact.label}</dt>
                <dd className="text-4xl font-extrabold tracking-tight text-accent-600">
                  <WithCodes text={fact.value} />
                </dd>
              </div>
            ))}
          </dl>
        </div>
      </section>
      <section aria-labelledby="journey-heading" className="bg-brand-50 section-y">
        <div className="container-page">
          <SectionHeading id="journey-heading" kicker={words.journeyKicker}>
            {words.journeyHeading}
          </SectionHeading>
          <ol className="relative mt-12 max-w-3xl space-y-12 border-s-2 border-brand-200 ps-8 sm:ps-12">
            {ourStory.sections.map((section, i) => (
              <li key={section.heading} className="relative">
                <span
                  aria-hidden="true"
                  className="absolute -start-[53px] -top-1 flex size-10 items-center justify-center rounded-full bg-brand-900 text-sm font-bold text-gold-400 ring-4 ring-brand-50 sm:-start-[69px]"
                >
                  {i + 1}
                </span>
                <h3 className="text-2xl font-bold text-brand-900">
                  <WithCodes text={section.heading} />
                </h3>
                <div className="mt-4 space-y-4 leading-relaxed text-muted">
                  {section.paragraphs.map((p) => (
                    <p key={p.slice(0, 40)}>
                      <WithCodes text={p} />
                    </p>
                  ))}
                </div>
              </li>
            ))}
          </ol>
        </div>
      </section>
      <section
        aria-labelledby="vision-heading"
        className="relative overflow-hidden border-b-4 border-gold-400 bg-brand-950 text-white"
      >
        <Picture
          group="slides"
          name="professional-management"
          alt=""
          sizes="100vw"
          className="absolute inset-0 h-full w-full object-cover opacity-30"
        />
        <div className="relative container-page section-y">
          <p className="flex items-center gap-2 eyebrow text-gold-400">
            <span className="icon-flag size-4" />
            <WithCodes text={ourStory.vision.heading} flexItem />
          </p>
          <h2 id="vision-heading" className="mt-4 max-w-3xl text-display text-white">
            <WithCodes text={ourStory.vision.goal} />
          </h2>
          <p className="mt-6 max-w-2xl text-lead text-brand-100">{ourStory.vision.text}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <a href={pathIn(lang, PAGES.register.path)} className="btn-gold px-6">
              {words.join}
            </a>
            <a
              href={pathIn(lang, PAGES.counselling.path)}
              className="btn-outline border-white/50 text-white hover:bg-white/10"
            >
              {words.counsellor}
            </a>
          </div>
        </div>
      </section>
    </>
  );
}
