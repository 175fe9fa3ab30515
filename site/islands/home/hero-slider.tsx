import { useEffect, useState } from 'react';
import type { heroSlides } from '../../../shared/content/home';
import { afterLoad } from '../lib/after-load';
import { Carousel, type CarouselWords } from '../carousel/carousel';
import { Picture } from '../ui/picture';
import { WithCodes } from '../ui/with-codes';

const SLIDE_DELAY_MS = 7000;

/** The six-slide hero: each slide an illustration, its pitch and a Free Consultation button to the enquiry block. */
export function HeroSlider({
  slides,
  heading,
  label,
  cta,
  carousel,
}: {
  /** The slides in the page's language (shared/content/texts.ts homeIn). */
  slides: typeof heroSlides;
  /** The page's h1: the academy's name and tagline. */
  heading: string;
  label: string;
  /** The Free Consultation button's words. */
  cta: string;
  carousel: CarouselWords;
}) {
  // Only the first slide's picture is in the server HTML: the other five are
  // hidden until the slide show moves, yet lazy images that close are fetched at once, competing
  // with the first slide's picture and the page's code. They are added once the page has loaded;
  // until then a slide shows its text on the dark band.
  const [restLoaded, setRestLoaded] = useState(false);
  useEffect(() => afterLoad(() => setRestLoaded(true)), []);
  return (
    <section aria-labelledby="home-title" className="relative bg-brand-950 text-white">
      <h1 id="home-title" className="sr-only">
        <WithCodes text={heading} />
      </h1>
      <Carousel
        label={label}
        words={carousel}
        options={{ loop: true }}
        autoplayDelay={SLIDE_DELAY_MS}
        showDots
        tone="dark"
        controlsClassName="container-page absolute inset-x-0 bottom-6 sm:bottom-8"
        slides={slides.map((slide, i) => ({
          key: slide.id,
          label: slide.kicker,
          content: (
            // The gradient is the frame's ::before, between the picture (held under it) and the text:
            // the illustrations leave their left half quiet; it keeps text at AA contrast on any photograph too.
            <div className="relative isolate h-[34rem] overflow-hidden before:absolute before:inset-0 before:bg-gradient-to-r before:from-brand-950/95 before:via-brand-950/80 before:to-brand-950/10 max-lg:before:bg-brand-950/75 sm:h-[36rem] lg:h-[38rem] rtl:before:bg-gradient-to-l">
              {(i === 0 || restLoaded) && (
                <Picture
                  group="slides"
                  name={slide.id}
                  alt=""
                  sizes="100vw"
                  priority={i === 0}
                  className="absolute inset-0 -z-10 h-full w-full object-cover object-[70%_center] lg:object-right"
                />
              )}
              <div className="relative container-page flex h-full flex-col justify-center pb-16">
                <p className="eyebrow text-gold-400">
                  <WithCodes text={slide.kicker} />
                </p>
                <h2 className="mt-3 max-w-2xl text-display text-white">
                  <WithCodes text={slide.title} />
                </h2>
                <p className="mt-5 max-w-xl text-lead text-brand-100">
                  <WithCodes text={slide.text} />
                </p>
                <a
                  href="#enquiry"
                  className="mt-8 btn-gold self-start px-6 after:icon-arrow-right after:size-4 rtl:after:rotate-180"
                >
                  {cta}
                </a>
              </div>
            </div>
          ),
        }))}
      />
    </section>
  );
}
