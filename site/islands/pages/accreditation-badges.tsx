import {
  accreditationImageName,
  DEFAULT_ACCREDITATIONS,
} from '../../../shared/default-accreditations';
import { PAGES } from '../../../shared/content/pages';
import { pageWordsIn } from '../../../shared/content/texts';
import { pathIn, type Lang } from '../../../shared/lang';
import { Picture } from '../ui/picture';
import { SectionHeading } from '../ui/section-heading';

/** The first three accreditations as badges, for the About page. */
export function AccreditationBadges({ lang }: { lang: Lang }) {
  const words = pageWordsIn(lang).about;
  return (
    <section aria-labelledby="badges-heading" className="bg-brand-50 section-y">
      <div className="container-page">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <SectionHeading id="badges-heading" kicker={words.badgesKicker}>
              {words.badgesHeading}
            </SectionHeading>
          </div>
          <a
            href={pathIn(lang, PAGES.accreditations.path)}
            className="inline-flex items-center gap-1 font-semibold text-accent-600 underline-offset-4 hover:underline"
          >
            {words.allAccreditations}
            <span className="icon-arrow-right size-4 rtl:rotate-180" />
          </a>
        </div>
        <ul className="mt-10 grid gap-6 sm:grid-cols-3">
          {DEFAULT_ACCREDITATIONS.slice(0, 3).map((a) => (
            <li key={a.title} className="flex flex-col items-center card p-8 text-center">
              <Picture
                group="accreditations"
                name={accreditationImageName(a.imagepath)}
                alt=""
                sizes="160px"
                className="size-40 rounded-full object-cover"
              />
              <h3 className="mt-5 text-xl font-bold text-brand-900">
                <bdi>{a.title}</bdi>
              </h3>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
