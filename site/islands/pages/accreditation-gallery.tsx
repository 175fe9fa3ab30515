import { fill } from '../../../shared/lang';
import { useEffect, useMemo, useState } from 'react';
import type { Accreditation } from '../../../schemas/accreditations';
import {
  accreditationImageName,
  DEFAULT_ACCREDITATIONS,
} from '../../../shared/default-accreditations';
import type { LightboxWords } from '../../../shared/content/lightbox';
import { LazyLightbox } from '../lightbox/lazy-lightbox';
import { Picture } from '../ui/picture';
import {
  fetchAccreditations,
  type AccreditationsResult,
  type AccreditationsTexts,
} from './accreditations-api';
import { LightboxTrigger, useLightboxRequest } from './lightbox-trigger';
import { useHydrated } from '../lib/use-hydrated';
import { WithCodes } from '../ui/with-codes';

/** The lightbox slide for a card: the same title in the server's list, else the same position. */
function slideIndexFor(card: number, list: readonly Accreditation[]): number {
  const title = DEFAULT_ACCREDITATIONS[card]?.title.toLowerCase();
  const match = list.findIndex((a) => a.title.toLowerCase() === title);
  return match >= 0 ? match : Math.min(card, list.length - 1);
}

/**
 * The five accreditation cards and the lightbox behind their View Image buttons. The lightbox
 * shows the list from GET /api/public/accreditations; if that call fails, the spec's error text is
 * shown and the lightbox falls back to the cards' own images, so View Image never does nothing.
 */
export function AccreditationGallery({
  words,
  lightbox,
}: {
  /** Its words in the page's language: the button the page's intro names, and what it shows. */
  words: AccreditationsTexts & { viewImage: string; of: string; loading: string; caption: string };
  /** The lightbox's words in the page's language. */
  lightbox: LightboxWords;
}) {
  const hydrated = useHydrated();
  const [result, setResult] = useState<AccreditationsResult | null>(null);
  // The card the visitor asked to see; the lightbox opens once the list has arrived.
  const { requested, opens, show, close } = useLightboxRequest();

  const { rejected, failed } = words;
  useEffect(() => {
    let live = true;
    void fetchAccreditations({ rejected, failed }).then((r) => live && setResult(r));
    return () => {
      live = false;
    };
  }, [rejected, failed]);

  const list = result?.ok ? result.accreditations : DEFAULT_ACCREDITATIONS;
  const images = useMemo(
    () =>
      list.map((a) => ({
        src: a.imagepath,
        alt: a.title,
        caption: words.caption,
        detail: a.title,
      })),
    [list, words.caption],
  );
  const open = requested !== null && result !== null && images.length > 0;

  return (
    <>
      <div aria-live="polite" className="min-h-7">
        {hydrated && result === null && <p className="text-muted">{words.loading}</p>}
        {result && !result.ok && (
          <p role="alert" className="font-semibold text-red-700">
            {result.message}
          </p>
        )}
      </div>
      <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5">
        {DEFAULT_ACCREDITATIONS.map((a, i) => (
          <li
            key={a.title}
            className="flex flex-col items-center card p-6 text-center"
            data-testid="accreditation-card"
          >
            <Picture
              group="accreditations"
              name={accreditationImageName(a.imagepath)}
              alt=""
              sizes="200px"
              className="size-40 rounded-full object-cover"
            />
            <h2 className="mt-5 text-xl font-bold text-brand-900">
              {/* A body's own name, in its own script on every page. */}
              <bdi>{a.title}</bdi>
            </h2>
            <LightboxTrigger onOpen={() => show(i)} className="mt-5 btn-outline text-accent-700">
              <span className="icon-expand size-4" />
              {words.viewImage}
              <span className="sr-only">
                <WithCodes text={fill(words.of, { title: a.title })} />
              </span>
            </LightboxTrigger>
          </li>
        ))}
      </ul>
      <LazyLightbox
        key={opens}
        everOpened={opens > 0}
        open={open}
        index={requested === null ? 0 : slideIndexFor(requested, list)}
        images={images}
        onClose={close}
        words={lightbox}
      />
    </>
  );
}
