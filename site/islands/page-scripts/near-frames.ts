/** How far ahead of the viewport a frame starts loading. */
const PRELOAD_MARGIN = '300px';

/**
 * Replaces each `[data-near-frame]` box's placeholder (`[data-frame-placeholder]`) with its frame (the attribute's address,
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
        // The box's other children (its link to the map) stay, drawn above the frame.
        (box.querySelector('[data-frame-placeholder]') ?? box.firstChild)?.remove();
        box.prepend(frame);
      }
    },
    { rootMargin: PRELOAD_MARGIN },
  );
  for (const box of root.querySelectorAll<HTMLElement>('[data-near-frame]')) observer.observe(box);
}
