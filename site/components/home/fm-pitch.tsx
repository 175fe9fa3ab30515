import { homeIn } from '../../../shared/content/texts';
import type { Lang } from '../../../shared/lang';
import { Picture } from '../../islands/ui/picture';
import { SectionHeading } from '../../islands/ui/section-heading';
import { WithCodes } from '../../islands/ui/with-codes';

const ICONS = {
  globe: 'icon-globe',
  shield: 'icon-shield-check',
  trending: 'icon-trending-up',
} as const;

/** Why FM skills pay, and the three benefit cards that follow from it. */
export function FmPitch({ lang }: { lang: Lang }) {
  const { fmPitch, benefits, words } = homeIn(lang);
  return (
    <section aria-labelledby="pitch-heading" className="bg-brand-50 section-y">
      <div className="container-page">
        <div className="grid items-center gap-10 lg:grid-cols-2 lg:gap-16">
          <div>
            <SectionHeading id="pitch-heading" kicker={words.pitchKicker}>
              <WithCodes text={fmPitch.heading} />
            </SectionHeading>
            <div className="mt-6 space-y-4 leading-relaxed text-muted">
              {fmPitch.paragraphs.map((p) => (
                <p key={p.slice(0, 40)}>
                  <WithCodes text={p} />
                </p>
              ))}
            </div>
          </div>
          <div>
            <Picture
              group="slides"
              name="fm-credentials"
              alt=""
              sizes="(min-width: 1024px) 40vw, 100vw"
              className="aspect-video h-auto w-full rounded-panel object-cover shadow-lift"
            />
            <ul className="mt-6 space-y-3">
              {fmPitch.points.map((point) => (
                <li
                  key={point}
                  className="flex gap-3 text-brand-900 before:mt-0.5 before:icon-circle-check before:size-5 before:text-accent-600"
                >
                  <WithCodes text={point} flexItem />
                </li>
              ))}
            </ul>
          </div>
        </div>
        <ul className="mt-14 grid gap-6 md:grid-cols-3">
          {benefits.map((benefit) => {
            const icon = ICONS[benefit.icon];
            return (
              <li key={benefit.title} className="card p-7">
                <span className="inline-flex size-12 items-center justify-center rounded-2xl bg-accent-100 text-accent-700">
                  <span className={`${icon} size-6`} />
                </span>
                <h3 className="mt-5 text-xl font-bold text-brand-900">
                  <WithCodes text={benefit.title} />
                </h3>
                <p className="mt-2 leading-relaxed text-muted">
                  <WithCodes text={benefit.text} />
                </p>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
