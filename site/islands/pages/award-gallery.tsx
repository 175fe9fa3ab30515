import { fill } from '../../../shared/lang';
import { useMemo } from 'react';
import type { awards as Awards } from '../../../shared/content/academy';
import type { LightboxWords } from '../../../shared/content/lightbox';
import { IMAGE_GROUPS, imageBase } from '../../../shared/content/images';
import { LazyLightbox } from '../lightbox/lazy-lightbox';
import { Picture } from '../ui/picture';
import { LightboxTrigger, useLightboxRequest } from './lightbox-trigger';
import { WithCodes } from '../ui/with-codes';

const { width, height } = IMAGE_GROUPS.cards;

/**
 * The award cards: a small image on each card opens the full-size one in the lightbox. An island
 * on the Awards page, given the awards as props (not the rest of shared/content/academy).
 */
export function AwardGallery({
  awards,
  words,
  lightbox,
}: {
  awards: typeof Awards;
  /** The lightbox's words in the page's language. */
  lightbox: LightboxWords;
  /** The cards' words in the page's language: View Image, Award, and what an image is of. */
  words: { viewImage: string; award: string; of: string };
}) {
  const { requested, opens, show, close } = useLightboxRequest();
  const images = useMemo(
    () =>
      awards.map((a) => ({
        src: `${imageBase('cards', a.id)}-${width}.webp`,
        alt: a.imageLabel,
        caption: a.title,
        width,
        height,
      })),
    [awards],
  );

  return (
    <>
      <ul className="grid gap-8 md:grid-cols-2">
        {awards.map((award, i) => (
          <li key={award.id} className="flex flex-col overflow-hidden card sm:flex-row">
            <LightboxTrigger
              onOpen={() => show(i)}
              className="group relative shrink-0 overflow-hidden bg-brand-900 sm:w-56"
            >
              <Picture
                group="cards"
                name={award.id}
                alt=""
                sizes="(min-width: 640px) 224px, 100vw"
                className="aspect-[4/3] h-full w-full object-cover transition-transform duration-300 group-hover:scale-105"
              />
              <span className="absolute end-3 bottom-3 inline-flex items-center gap-1 rounded-full bg-white/95 px-3 py-1 text-xs font-semibold text-brand-900 shadow">
                <span className="icon-zoom-in size-3.5" />
                {words.viewImage}
              </span>
              <span className="sr-only">
                <WithCodes text={fill(words.of, { title: award.title })} />
              </span>
            </LightboxTrigger>
            <div className="flex flex-col p-7">
              <p className="eyebrow">{words.award}</p>
              <h2 className="mt-2 text-2xl font-bold text-brand-900">
                <WithCodes text={award.title} />
              </h2>
              <p className="mt-3 leading-relaxed text-muted">
                <WithCodes text={award.text} />
              </p>
            </div>
          </li>
        ))}
      </ul>
      <LazyLightbox
        key={opens}
        everOpened={opens > 0}
        open={requested !== null}
        index={requested ?? 0}
        images={images}
        onClose={close}
        words={lightbox}
      />
    </>
  );
}
