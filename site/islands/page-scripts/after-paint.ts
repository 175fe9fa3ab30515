import type { ClientDirective } from 'astro';
import { afterFirstPaint } from '../lib/after-load';

/**
 * `client:after-paint`: an island above the fold hydrates once the page is on screen and the browser
 * is idle. `client:load` and `client:idle` may fetch an island's code (React alone is most of it) before
 * the first frame is shown, and `client:visible` once it is laid out, still before it is shown: on a
 * phone that code then shares the bandwidth the stylesheet, font and largest picture need.
 */
const afterPaint: ClientDirective = (load) => {
  afterFirstPaint(() => void load().then((hydrate) => hydrate()));
};

export default afterPaint;
