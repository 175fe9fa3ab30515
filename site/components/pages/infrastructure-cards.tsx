import { academyIn, pageWordsIn } from '../../../shared/content/texts';
import type { Lang } from '../../../shared/lang';
import { Picture } from '../../islands/ui/picture';

/** How wide a centre's picture shows; the first is the page's largest paint (preloaded by the page). */
export const INFRASTRUCTURE_PICTURE_SIZES = '(min-width: 768px) 33vw, 100vw';

/** Our Infrastructure (/our-infrastructure): a card per centre, its picture and words. */
export function InfrastructureCards({ lang }: { lang: Lang }) {
  const { infrastructure } = academyIn(lang);
  return (
    <section aria-label={pageWordsIn(lang).infrastructure.label} className="section-y">
      <ul className="container-page grid gap-8 md:grid-cols-3">
        {infrastructure.map((item, i) => (
          <li
            key={`${item.title}-${i}`}
            className="overflow-hidden card"
            data-testid="infrastructure-card"
          >
            <Picture
              group="cards"
              name={`infrastructure-${i + 1}`}
              alt={item.imageLabel}
              sizes={INFRASTRUCTURE_PICTURE_SIZES}
              priority={i === 0}
              className="aspect-[4/3] h-auto w-full object-cover"
            />
            <div className="p-6">
              <h2 className="text-xl font-bold text-brand-900">{item.title}</h2>
              <p className="mt-2 leading-relaxed text-muted">{item.text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
