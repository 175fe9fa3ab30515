import { recordVisit } from '../lib/attribution';
import { afterLoad } from '../lib/after-load';
import { vitalsRoute } from '../lib/vitals-route';
import { attachScrollTop, nameChatPage } from './floating-behaviour';
import { keepQueryOnSwitch } from './language-switch';
import { attachMenuClosing } from './menu-closing';

// The one script of every Astro page (Site.astro), plain DOM, no framework: the header's menus, the
// floating links, featured images that fail, the visit's attribution and, once idle, the real-user vitals reporter. Islands
// hydrate on their own (their client: directives).

const header = document.querySelector<HTMLElement>('body > header');
if (header) {
  attachMenuClosing(header);
  keepQueryOnSwitch(header, window.location);
}
const floating = document.querySelector<HTMLElement>('[data-floating]');
if (floating) {
  nameChatPage(floating);
  attachScrollTop(floating);
}
// Only a page with a post's picture fetches the fallback's few lines, once the page has loaded (a
// picture that failed before is swapped then): nothing but this script competes with the first paint.
if (document.querySelector('img[data-fallback]'))
  afterLoad(
    () =>
      void import('../blog/image-fallback').then(({ attachImageFallback }) =>
        attachImageFallback(document),
      ),
  );
recordVisit(new URL(window.location.href), document.referrer);
const route = vitalsRoute(window.location.pathname);
if (route)
  afterLoad(
    () =>
      void import('../lib/vitals-reporter')
        .then(({ startVitalsReporter }) => startVitalsReporter(route))
        .catch(() => {}),
  );
// The page is live once this script has run and every island hydrated after the first paint has
// (`<html data-hydrated>`, what the end-to-end tests wait for before a key or click); an island
// hydrated when visible is not waited for: it may never be.
const eager = [...document.querySelectorAll('astro-island[ssr][client="after-paint"]')];
void Promise.all(
  eager.map(
    (island) =>
      new Promise((resolve) => island.addEventListener('astro:hydrate', resolve, { once: true })),
  ),
).then(() => {
  document.documentElement.dataset.hydrated = '';
});
