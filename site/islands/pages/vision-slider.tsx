import type { visionMissionValues } from '../../../shared/content/academy';
import { Carousel, type CarouselWords } from '../carousel/carousel';
import { IconBadge } from '../ui/icon-badge';
import { WithCodes } from '../ui/with-codes';

/** Vision, Mission, Core Values: by position, the same in every language. */
const SLIDE_ICONS = ['icon-compass', 'icon-target', 'icon-gem'];
const VALUE_ICONS = ['icon-gem', 'icon-lightbulb', 'icon-scale', 'icon-sparkles'];

/**
 * Vision, Mission and Core Values, one at a time with a "1 / 3" counter. An island on the About
 * page: the slides' words come as props, so its code does not carry the rest of shared/content/academy.
 */
export function VisionSlider({
  slides,
  words,
  carousel,
}: {
  slides: readonly (Omit<(typeof visionMissionValues)[number], 'title'> & { title: string })[];
  words: { kicker: string; heading: string };
  carousel: CarouselWords;
}) {
  return (
    <section className="bg-brand-900 section-y">
      <div className="container-page">
        <p className="eyebrow text-gold-400">{words.kicker}</p>
        <h2 id="vision-heading" className="mt-2 text-title text-white">
          {words.heading}
        </h2>
        <Carousel
          label={words.heading}
          words={carousel}
          className="mt-10"
          showCounter
          tone="dark"
          slides={slides.map((slide, index) => {
            const icon = SLIDE_ICONS[index % SLIDE_ICONS.length]!;
            return {
              key: slide.title,
              label: slide.title,
              content: (
                <article className="grid h-full gap-8 card p-8 sm:p-10 lg:grid-cols-5">
                  <div className="lg:col-span-2">
                    <IconBadge icon={icon} tone="navy" size="lg" />
                    <h3 className="mt-6 text-3xl font-extrabold tracking-tight text-brand-900">
                      <WithCodes text={slide.title} />
                    </h3>
                    <p className="mt-4 text-lead text-muted">
                      <WithCodes text={slide.text} />
                    </p>
                  </div>
                  {slide.values ? (
                    <ul className="grid gap-4 sm:grid-cols-2 lg:col-span-3">
                      {slide.values.map((value, i) => {
                        const valueIcon = VALUE_ICONS[i % VALUE_ICONS.length]!;
                        return (
                          <li key={value.name} className="rounded-2xl bg-brand-50 p-5">
                            <p className="flex items-center gap-2 font-bold text-brand-900">
                              <span className={`${valueIcon} size-5 text-accent-600`} />
                              <WithCodes text={value.name} flexItem />
                            </p>
                            <p className="mt-2 text-sm leading-relaxed text-muted">
                              <WithCodes text={value.text} />
                            </p>
                          </li>
                        );
                      })}
                    </ul>
                  ) : (
                    <blockquote className="flex items-center self-start rounded-2xl bg-gradient-to-br from-accent-700 to-brand-800 p-8 text-2xl leading-snug font-bold text-white sm:p-10 sm:text-3xl lg:col-span-3 lg:self-stretch">
                      <p>{slide.highlight}</p>
                    </blockquote>
                  )}
                </article>
              ),
            };
          })}
        />
      </div>
    </section>
  );
}
