import { IconBadge } from '../../islands/ui/icon-badge';
import { Picture } from '../../islands/ui/picture';
import { PAGES } from '../../../shared/content/pages';
import { academyIn, pageWordsIn } from '../../../shared/content/texts';
import { pathIn, type Lang } from '../../../shared/lang';
import { site } from '../../../shared/content/site';
import { SectionHeading } from '../../islands/ui/section-heading';
import { LeadIntro } from '../ui/opening-paragraph';
import { WithCodes } from '../../islands/ui/with-codes';

const WHY_ICONS = ['icon-compass', 'icon-globe', 'icon-heart-handshake', 'icon-life-buoy'];

/** How wide the introduction's picture shows: the page's largest paint (preloaded by the page). */
export const COUNSELLING_PICTURE_SIZES = '(min-width: 1024px) 45vw, 100vw';

/** Education and Career Counselling (/education-career-counselling): introduction and why choose us. */
export function CounsellingIntro({ lang }: { lang: Lang }) {
  const { counselling } = academyIn(lang);
  const words = pageWordsIn(lang).counselling;
  return (
    <>
      <section aria-label={words.introLabel} className="section-y">
        <div className="container-page grid gap-12 lg:grid-cols-2 lg:items-center">
          <div>
            <LeadIntro paragraphs={counselling.intro} />
          </div>
          <Picture
            group="slides"
            name="education-career-counselling"
            alt=""
            sizes={COUNSELLING_PICTURE_SIZES}
            priority
            className="aspect-video h-auto w-full rounded-panel object-cover shadow-lift"
          />
        </div>
      </section>
      <section aria-labelledby="why-heading" className="bg-brand-50 section-y">
        <div className="container-page">
          <SectionHeading id="why-heading" kicker={words.whyKicker}>
            {words.whyHeading}
          </SectionHeading>
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {counselling.whyChooseUs.map((item, i) => {
              const icon = WHY_ICONS[i % WHY_ICONS.length]!;
              return (
                <li key={item.title} className="card p-6">
                  <IconBadge icon={icon} />
                  <h3 className="mt-5 text-lg font-bold text-brand-900">
                    <WithCodes text={item.title} />
                  </h3>
                  <p className="mt-2 text-sm leading-relaxed text-muted">
                    <WithCodes text={item.text} />
                  </p>
                </li>
              );
            })}
          </ul>
        </div>
      </section>
    </>
  );
}

/** Benefits for students and professionals, and the call to book a session. */
export function CounsellingBenefits({ lang }: { lang: Lang }) {
  const { counselling } = academyIn(lang);
  const words = pageWordsIn(lang).counselling;
  return (
    <>
      <section aria-labelledby="benefits-heading" className="bg-brand-50 section-y">
        <div className="container-page">
          <SectionHeading id="benefits-heading" kicker={words.benefitsKicker}>
            {words.benefitsHeading}
          </SectionHeading>
          <div className="mt-10 grid gap-6 md:grid-cols-2">
            {(
              [
                [words.forStudents, counselling.benefits.students],
                [words.forProfessionals, counselling.benefits.professionals],
              ] as const
            ).map(([heading, items]) => (
              <div key={heading} className="card p-8">
                <h3 className="text-xl font-bold text-brand-900">{heading}</h3>
                <ul className="mt-5 space-y-3">
                  {items.map((item) => (
                    <li key={item} className="flex gap-3 text-ink">
                      <span className="mt-0.5 icon-circle-check size-5 shrink-0 text-accent-600" />
                      <span>
                        <WithCodes text={item} />
                      </span>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        </div>
      </section>
      <section
        aria-labelledby="book-heading"
        className="bg-gradient-to-br from-accent-700 to-brand-800 py-16 text-white"
      >
        <div className="container-page flex flex-col gap-8 lg:flex-row lg:items-center lg:justify-between">
          <div className="max-w-2xl">
            <h2 id="book-heading" className="text-title text-white">
              <WithCodes text={counselling.callToBook.heading} />
            </h2>
            <p className="mt-3 text-lead [overflow-wrap:anywhere] text-brand-100">
              <WithCodes text={counselling.callToBook.text} />
            </p>
          </div>
          <div className="flex flex-wrap gap-3">
            <a href={`tel:${site.phoneHref}`} className="btn-gold px-6">
              <span className="icon-phone size-4" />
              {words.call} <bdi dir="ltr">{site.phone}</bdi>
            </a>
            <a
              href={`${pathIn(lang, PAGES.contacts.path)}#enquiry`}
              className="btn-outline border-white/50 text-white hover:bg-white/10"
            >
              {words.book}
            </a>
          </div>
        </div>
      </section>
    </>
  );
}
