/** How far ahead of the viewport a frame starts loading. */
const PRELOAD_MARGIN = '300px';

/**
 * Replaces each `[data-near-frame]` box's placeholder (its first child) with its frame (the attribute's address,
 * `data-title` its title) once the box comes within PRELOAD_MARGIN of the viewport. Plain DOM: the
 * contacts page's map needs no framework.
 */
export function attachNearFrames(root: ParentNode) {
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer.unobserve(entry.target);
        const box = entry.target as HTMLElement;
        const frame = document.createElement('iframe');
        frame.src = box.dataset.nearFrame!;
        frame.title = box.dataset.title ?? '';
        frame.referrerPolicy = 'no-referrer-when-downgrade';
        frame.className = 'absolute inset-0 h-full w-full border-0';
        // The placeholder comes first; the box's link to the map stays, drawn above the frame.
        box.firstElementChild?.replaceWith(frame);
      }
    },
    { rootMargin: PRELOAD_MARGIN },
  );
  for (const box of root.querySelectorAll<HTMLElement>('[data-near-frame]')) observer.observe(box);
}
