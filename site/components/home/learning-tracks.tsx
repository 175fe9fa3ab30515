import { PAGES } from '../../../shared/content/pages';
import { chromeIn, homeIn } from '../../../shared/content/texts';
import { fill, pathIn, type Lang } from '../../../shared/lang';
import { SectionHeading } from '../../islands/ui/section-heading';
import { WithCodes } from '../../islands/ui/with-codes';

const ICONS = ['icon-graduation-cap', 'icon-briefcase'];

/**
 * The personalized and business capability tracks, each with Get Started: a person's to the enquiry
 * block, a company's to the company enquiry (its own form and page).
 */
export function LearningTracks({ lang }: { lang: Lang }) {
  const { tracks, words } = homeIn(lang);
  return (
    <section aria-labelledby="tracks-heading" className="section-y">
      <div className="container-page">
        <SectionHeading id="tracks-heading" kicker={words.tracks.kicker} wide>
          {words.tracks.heading}
        </SectionHeading>
        <ul className="mt-10 grid gap-6 lg:grid-cols-2">
          {tracks.map((track, i) => {
            const icon = ICONS[i % ICONS.length]!;
            // The second is the business track: drawn dark, and its form is the company's.
            const dark = i === 1;
            return (
              <li
                key={track.title}
                className={`flex flex-col rounded-panel p-8 sm:p-10 ${dark ? 'bg-brand-900 text-white shadow-lift' : 'card'}`}
              >
                <span
                  className={`inline-flex size-14 items-center justify-center rounded-2xl ${dark ? 'bg-white/10 text-gold-400' : 'bg-accent-100 text-accent-700'}`}
                >
                  <span className={`${icon} size-7`} />
                </span>
                <h3 className={`mt-6 text-2xl font-bold ${dark ? 'text-white' : 'text-brand-900'}`}>
                  <WithCodes text={track.title} />
                </h3>
                <p className={`mt-3 text-lead ${dark ? 'text-brand-100' : 'text-muted'}`}>
                  <WithCodes text={track.text} />
                </p>
                <ul className="mt-6 flex-1 space-y-3">
                  {track.points.map((point) => (
                    <li
                      key={point}
                      className={`flex gap-3 before:mt-0.5 before:icon-circle-check before:size-5 ${dark ? 'text-brand-100 before:text-gold-400' : 'text-ink before:text-accent-600'}`}
                    >
                      <WithCodes text={point} flexItem />
                    </li>
                  ))}
                </ul>
                <a
                  href={dark ? pathIn(lang, PAGES.company.path) : '#enquiry'}
                  className={`mt-8 self-start ${dark ? 'btn-gold' : 'btn-primary'}`}
                >
                  {chromeIn(lang).cta.getStarted}
                  <span className="sr-only">
                    {fill(words.tracks.startedWith, { track: track.title.toLowerCase() })}
                  </span>
                </a>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
