import type { testimonials as homeTestimonials } from '../../../shared/content/home';
import type { HOME_PAGE } from '../../../shared/content/home-page';
import { slugify } from '../../../shared/slug';
import { Carousel, type CarouselWords } from '../carousel/carousel';
import { Picture } from '../ui/picture';
import { SectionHeading } from '../ui/section-heading';
import { WithCodes } from '../ui/with-codes';

/** Learners' own words, one to three at a time; no autoplay, since quotes need reading time. */
export function TestimonialCarousel({
  testimonials,
  claim,
  heading,
  words,
  carousel,
}: {
  testimonials: typeof homeTestimonials;
  claim: string;
  heading: string;
  words: (typeof HOME_PAGE)['testimonials'];
  carousel: CarouselWords;
}) {
  return (
    <section aria-labelledby="testimonials-heading" className="bg-brand-50 section-y">
      <div className="container-page">
        <div className="grid gap-6 lg:grid-cols-3 lg:items-end">
          <div className="lg:col-span-2">
            <SectionHeading id="testimonials-heading" kicker={words.kicker}>
              {heading}
            </SectionHeading>
            <p className="mt-4 max-w-2xl text-lead text-muted">
              <WithCodes text={claim} />
            </p>
          </div>
          <p className="flex items-baseline gap-3 lg:justify-end">
            <span className="text-5xl font-extrabold tracking-tight text-accent-600">100+</span>
            <span className="max-w-32 text-sm font-semibold text-brand-900">{words.count}</span>
          </p>
        </div>
        <Carousel
          label={words.label}
          itemName="testimonial"
          words={carousel}
          className="mt-10"
          slideClassName="basis-full md:basis-1/2 lg:basis-1/3"
          options={{ loop: true, align: 'start' }}
          slides={testimonials.map((t) => ({
            key: t.person,
            label: `${t.person}, ${t.place}`,
            content: (
              <figure className="flex h-full flex-col card p-7 before:icon-quote-filled before:size-8 before:text-gold-400">
                <p className="mt-4 text-lg font-bold text-brand-900">
                  <WithCodes text={t.headline} />
                </p>
                <blockquote className="mt-3 flex-1 leading-relaxed text-muted">
                  “<WithCodes text={t.quote} />”
                </blockquote>
                {/* The portrait beside the name and the place, the two centred on it as a pair. */}
                <figcaption className="mt-6 grid grid-cols-[auto_1fr] items-center gap-x-4 border-t border-line pt-5">
                  <Picture
                    group="people"
                    name={slugify(t.person)}
                    alt=""
                    sizes="56px"
                    className="row-span-2 size-14 rounded-full object-cover"
                  />
                  <span className="self-end font-semibold text-brand-900">
                    <bdi>{t.person}</bdi>
                  </span>
                  <span className="self-start text-sm text-muted">
                    <WithCodes text={t.place} />
                  </span>
                </figcaption>
              </figure>
            ),
          }))}
        />
      </div>
    </section>
  );
}
