import { Quote } from 'lucide-react';
import type { testimonials as homeTestimonials } from '../../../shared/content/home';
import type { HOME_PAGE } from '../../../shared/content/home-page';
import { slugify } from '../../../shared/slug';
import { Carousel, type CarouselWords } from '../carousel/carousel';
import { Picture } from '../ui/picture';
import { SectionHeading } from '../ui/section-heading';

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
            <p className="mt-4 max-w-2xl text-lead text-muted">{claim}</p>
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
              <figure className="flex h-full flex-col card p-7">
                <Quote aria-hidden="true" className="size-8 fill-gold-400 text-gold-400" />
                <p className="mt-4 text-lg font-bold text-brand-900">{t.headline}</p>
                <blockquote className="mt-3 flex-1 leading-relaxed text-muted">
                  <p>“{t.quote}”</p>
                </blockquote>
                <figcaption className="mt-6 flex items-center gap-4 border-t border-line pt-5">
                  <Picture
                    group="people"
                    name={slugify(t.person)}
                    alt=""
                    sizes="56px"
                    className="size-14 rounded-full object-cover"
                  />
                  <span>
                    <span className="block font-semibold text-brand-900">{t.person}</span>
                    <span className="block text-sm text-muted">{t.place}</span>
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
