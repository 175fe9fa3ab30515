// A featured image that fails to load shows the default image. Images React drew and
// hydrated fall back by themselves (blog-image.tsx); this does it for the ones a page draws with no
// React in the browser (a post's hero), whether they failed before this script ran or fail later.

const FALLBACK = 'img[data-fallback]';

function fallBack(img: HTMLImageElement) {
  const fallback = img.dataset.fallback;
  if (!fallback || img.closest('astro-island') || img.getAttribute('src') === fallback) return;
  // A <picture>'s sources win over the img's own src: they go first.
  if (img.parentElement instanceof HTMLPictureElement)
    for (const source of img.parentElement.querySelectorAll('source')) source.remove();
  img.srcset = '';
  img.src = fallback;
}

export function attachImageFallback(root: Document) {
  for (const img of root.querySelectorAll<HTMLImageElement>(FALLBACK))
    if (img.complete && img.naturalWidth === 0 && img.currentSrc) fallBack(img);
  // An image's error event does not bubble, but it is seen on its way down.
  root.addEventListener(
    'error',
    (event) =>
      event.target instanceof HTMLImageElement &&
      event.target.matches(FALLBACK) &&
      fallBack(event.target),
    true,
  );
}
