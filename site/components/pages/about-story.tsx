import { Picture } from '../../islands/ui/picture';
import { academyIn, pageWordsIn } from '../../../shared/content/texts';
import type { Lang } from '../../../shared/lang';
import { SectionHeading } from '../../islands/ui/section-heading';
import { WithCodes } from '../../islands/ui/with-codes';

/** About (/about): the academy's story beside pictures of its centres. */
export function AboutStory({ lang }: { lang: Lang }) {
  const { aboutStory, infrastructure } = academyIn(lang);
  const words = pageWordsIn(lang).about;
  const [lead, ...rest] = aboutStory;
  return (
    <section aria-labelledby="story-heading" className="section-y">
      <div className="container-page grid gap-12 lg:grid-cols-2 lg:items-start">
        <div>
          <SectionHeading id="story-heading" kicker={words.storyKicker}>
            {words.storyHeading}
          </SectionHeading>
          <p className="mt-6 text-lead text-ink">
            <WithCodes text={lead} />
          </p>
          <div className="mt-4 space-y-4 leading-relaxed text-muted">
            {rest.map((p) => (
              <p key={p.slice(0, 40)}>
                <WithCodes text={p} />
              </p>
            ))}
          </div>
        </div>
        <div className="grid gap-4 sm:grid-cols-2 lg:sticky lg:top-24">
          <div className="sm:col-span-2">
            <Picture
              group="cards"
              name="infrastructure-2"
              alt={infrastructure[1]!.imageLabel}
              sizes="(min-width: 1024px) 45vw, 100vw"
              className="h-auto w-full rounded-panel object-cover shadow-lift"
            />
          </div>
          <Picture
            group="cards"
            name="infrastructure-1"
            alt={infrastructure[0]!.imageLabel}
            sizes="(min-width: 1024px) 22vw, 50vw"
            className="h-auto w-full rounded-card object-cover"
          />
          <Picture
            group="cards"
            name="infrastructure-3"
            alt={infrastructure[2]!.imageLabel}
            sizes="(min-width: 1024px) 22vw, 50vw"
            className="h-auto w-full rounded-card object-cover"
          />
        </div>
      </div>
    </section>
  );
}
